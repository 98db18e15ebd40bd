import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { articles } from '../../content/articles'
import { glossary } from '../../content/glossary'
import { vatTerms } from '../../content/glossary/vat'
import { languages } from '../../content/languages'
import type { Article, GlossaryTerm } from '../../content/types'
import { checkContent } from '../../scripts/content/check'
import { knownTargets, type ContentFile } from '../../scripts/content/registry'
import { readContentSchema } from '../../scripts/content/schemas'
import { excerpt } from '../../core/excerpt'
import { pathsBelow, routeAt } from '../../core/site'
import { ui } from '../../content/ui'
import { localize } from '../../core/i18n'

describe('glossary and articles (SPEC.md §3)', () => {
  // How many terms and articles there are, and their ids, is the content's business; SPEC.md's
  // figures are compared in the spec report (npm run spec:report), not here.
  it('lists the articles newest first', () => {
    const dates = articles.map((a) => a.date)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('relates every term only to other existing terms', () => {
    const ids = new Set(glossary.map((t) => t.id))
    for (const term of glossary) {
      expect(term.related.length, term.id).toBeGreaterThan(0)
      for (const id of term.related) {
        expect(ids.has(id), `${term.id} → ${id}`).toBe(true)
        expect(id).not.toBe(term.id)
      }
    }
  })
})

describe('term page meta', () => {
  it('titles a term "<term> – Lexikon" per language and describes it with the first 160 characters', () => {
    const term = glossary[0]!
    for (const lang of languages) {
      const text = localize(term.text, lang)
      const route = routeAt(`/lexikon/${term.id}`)
      expect(route.kind).toBe('term')
      const meta = route.meta(lang)
      expect(meta.title).toMatch(new RegExp(`^${text.title.replace(/[()]/g, '\\$&')} – `))
      expect(meta.description.length).toBeLessThanOrEqual(160)
      expect(text.definition.startsWith(meta.description.replace(/…$/, ''))).toBe(true)
    }
    for (const lang of languages) {
      const t = localize(ui.text, lang)
      expect(routeAt(`/lexikon/${glossary[0]!.id}`).meta(lang).title.endsWith(` – ${t.glossary.termTitleSuffix}`)).toBe(true)
      expect(routeAt(`/artikel/${articles[0]!.id}`).meta(lang).title.endsWith(` – ${t.news.articleTitleSuffix}`)).toBe(true)
    }
  })

  it('cuts long texts at a word and keeps short ones whole', () => {
    const long = `${'Wort '.repeat(40)}Ende`
    const cut = excerpt(long, 'de')
    expect(cut.length).toBeLessThanOrEqual(160)
    expect(cut.endsWith('…')).toBe(true)
    expect(long.startsWith(cut.slice(0, -1))).toBe(true)
    expect(excerpt('Kurz.', 'de')).toBe('Kurz.')
  })

  it('never ends a cut on a sign that belongs to the next word ("(§…", "Art. 77 /…")', () => {
    const text = 'Die Umsatzsteuer entsteht bei der Besteuerung nach vereinbarten Entgelten mit Ablauf des Voranmeldungszeitraums, in dem die Leistung ausgeführt worden ist (§ 13 Abs. 1 Nr. 1 Buchst. a UStG). Danach schuldet der Unternehmer die Steuer.'
    expect(excerpt(text, 'de')).toBe('Die Umsatzsteuer entsteht bei der Besteuerung nach vereinbarten Entgelten mit Ablauf des Voranmeldungszeitraums, in dem die Leistung ausgeführt worden ist…')
    for (const sign of ['§', '§§', '„', '/', '&', '[']) {
      const cut = excerpt(`${'Wort '.repeat(30)}und ${sign}${'x'.repeat(40)}`, 'de')
      expect(cut, sign).toMatch(/und…$/)
    }
  })

  it('keeps whole sentences when they fill most of the room, without an ellipsis after the full stop', () => {
    const first = 'Die Lieferschwelle galt bis Mitte 2021 für Fernverkäufe an Privatpersonen in einen anderen Mitgliedstaat der Europäischen Union.'
    const text = `${first} ${'Danach gilt die Steuer des Bestimmungslandes, so dass Registrierung nötig wird. '.repeat(2)}`
    expect(first.length).toBeGreaterThan(100)
    expect(excerpt(text, 'de')).toBe(first)
    expect(excerpt(text, 'de')).not.toMatch(/[.!?]…$/)
    expect(excerpt(text, 'de').endsWith('.')).toBe(true)
    // Chinese: sentences end in 。 and words have no spaces between them.
    const zh = `${'反向征收是指由服务接受方而非提供方申报缴纳增值税的制度。'.repeat(8)}`
    const zhCut = excerpt(zh, 'zh')
    expect(zhCut.endsWith('。')).toBe(true)
    expect(zhCut.length).toBeLessThanOrEqual(160)
  })

  it('does not take an abbreviation or a day number for the end of a sentence', () => {
    const text = `Die Kleinunternehmerregelung befreit kleine Unternehmen von der Umsatzsteuer, im Gegenzug entfällt der Vorsteuerabzug. Seit dem 1. Januar 2025 gilt eine neue Grenze nach § 19 Abs. 1 UStG für alle.`
    const cut = excerpt(text, 'de')
    expect(cut).toBe('Die Kleinunternehmerregelung befreit kleine Unternehmen von der Umsatzsteuer, im Gegenzug entfällt der Vorsteuerabzug.')
    const legal = `${'Die Einfuhrumsatzsteuer wird vom Zoll erhoben '.repeat(3)}nach § 1 Abs. 1 Nr. 4 UStG und weiteren Vorschriften des Zollrechts.`
    expect(excerpt(legal, 'de', 150)).not.toMatch(/(Abs|Nr|\d)\.…?$/)
  })

  it('never exceeds the limit, is always a prefix of the text, and never ends in a full stop plus ellipsis (fast-check)', () => {
    const word = fc.oneof(
      fc.constantFrom('Umsatzsteuer', 'Mitgliedstaat', 'z.', 'B.', '§', '6b', 'UStG', 'VAT', 'the', 'reverse-charge', '(OSS)', '–'),
      fc.stringMatching(/^[a-zäöüß]{1,30}$/),
      fc.constantFrom('增值税', '反向征收', '成员国', '，', '。', '（', '）'),
    )
    const punctuation = fc.constantFrom('', '', '', '.', ',', ';', '!', '?', '。')
    const text = fc.array(fc.tuple(word, punctuation), { minLength: 1, maxLength: 120 }).map((parts) => parts.map(([w, p]) => w + p).join(' '))
    fc.assert(
      fc.property(text, fc.constantFrom(...languages), fc.integer({ min: 20, max: 200 }), (source, lang, max) => {
        const cut = excerpt(source, lang, max)
        expect(cut.length).toBeLessThanOrEqual(max)
        expect(source.startsWith(cut.replace(/…$/, ''))).toBe(true)
        expect(cut).not.toMatch(/[.!?。！？]…$/)
        if (source.length <= max) expect(cut).toBe(source)
        else expect(cut.length).toBeGreaterThan(0)
      }),
      { numRuns: 2000 },
    )
  })

  it('no term or article description in any language ends in a full stop plus ellipsis or in the middle of a word', () => {
    for (const lang of languages) {
      for (const path of [...pathsBelow('/lexikon/'), ...pathsBelow('/artikel/')]) {
        const { description } = routeAt(path).meta(lang)
        expect(description, `${path} ${lang}`).not.toMatch(/[.!?。！？]…$/)
        if (description.endsWith('…') && lang !== 'zh') expect(description, `${path} ${lang}`).toMatch(/[\p{L}\p{N})]…$/u)
      }
    }
  })

  it('marks unknown ids as not found', () => {
    for (const lang of languages) {
      const t = localize(ui.text, lang)
      expect(routeAt('/lexikon/unknown')).toMatchObject({ kind: 'not-found', section: 'term', indexable: false })
      expect(routeAt('/lexikon/unknown').meta(lang).title).toBe(t.glossary.notFound.title)
      expect(routeAt('/artikel/unknown')).toMatchObject({ kind: 'not-found', section: 'article', indexable: false })
      expect(routeAt('/artikel/unknown').meta(lang).title).toBe(t.news.notFound.title)
      expect(routeAt('/no/such/page')).toMatchObject({ kind: 'not-found', section: 'site' })
    }
  })

  it('falls back to German where a language lacks a text', () => {
    const term: GlossaryTerm = { ...vatTerms[0]!, text: { ...vatTerms[0]!.text, zh: { title: '', definition: '' } } }
    expect(localize(term.text, 'zh')).toEqual(vatTerms[0]!.text.de)
  })
})

describe('content check on glossary and articles', () => {
  const schema = readContentSchema()
  it('rejects a related id that is not in the glossary and an unsupported Markdown construct', () => {
    const terms = structuredClone(vatTerms)
    terms[0]!.related = ['oss', 'no-such-term']
    const article: Article = structuredClone(articles[0]!)
    article.text.en.body = '# A top-level heading'
    const files: ContentFile[] = [
      { file: 'content/glossary/vat.ts', type: 'Glossary', data: terms },
      { file: `content/articles/${article.id}.ts`, type: 'Article', data: article },
    ]
    const problems = checkContent(files, schema, knownTargets())
    expect(problems).toContainEqual({ file: 'content/glossary/vat.ts', key: '0.related.1', message: 'related term "no-such-term" is not in the glossary' })
    expect(problems).toContainEqual({
      file: `content/articles/${article.id}.ts`,
      key: 'text.en.body',
      message: 'Markdown: unsupported heading level 1 at line 1, column 1: use "## "',
    })
  })

  it('rejects a missing article translation and an invalid date', () => {
    const { zh: _missing, ...twoLanguages } = structuredClone(articles[0]!.text)
    const article = { ...structuredClone(articles[0]!), date: '12.06.2025', text: twoLanguages }
    const problems = checkContent([{ file: 'content/articles/x.ts', type: 'Article', data: article }], schema, knownTargets())
    expect(problems).toContainEqual({ file: 'content/articles/x.ts', key: 'text.zh', message: 'missing translation' })
    expect(problems).toContainEqual({ file: 'content/articles/x.ts', key: 'date', message: 'invalid value (must match ^\\d{4}-\\d{2}-\\d{2}$)' })
  })
})
