import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { articlePaths, termPaths } from '../../content/routes-dynamic'
import { articles } from '../../content/articles'
import { glossary } from '../../content/glossary'
import { vatTerms } from '../../content/glossary/vat'
import { languages } from '../../content/languages'
import type { Article, GlossaryTerm } from '../../content/types'
import { checkContent } from '../../scripts/content/check'
import { knownTargets, type ContentFile } from '../../scripts/content/registry'
import { readContentSchema } from '../../scripts/content/schemas'
import { excerpt } from '../../renderer/excerpt'
import { pageMeta } from '../../renderer/page-meta'
import { localize } from '../../renderer/i18n'

describe('glossary and articles (SPEC.md §3)', () => {
  it('has exactly the 30 glossary ids of the spec', () => {
    expect(glossary.map((t) => t.id).sort()).toEqual(
      [
        'vat-id', 'input-tax-deduction', 'reverse-charge', 'intra-community-supply', 'e-invoice', 'oss', 'ioss',
        'chain-transaction', 'customs-duty', 'excise-duty', 'place-of-supply', 'f22-certificate', 'ec-sales-list',
        'tax-audit', 'eori-number', 'tax-rate', 'fiscal-representation', 'delivery-threshold', 'vat-return',
        'small-business-regulation', 'consignment-stock', 'vat-group', 'triangular-transaction', 'import-vat',
        'customs-tariff-number', 'proof-of-delivery', 'b2b', 'b2c', 'tax-liability', 'permanent-establishment',
      ].sort(),
    )
  })

  it('has exactly the 5 article ids of the spec, newest first', () => {
    expect(articles.map((a) => a.id).sort()).toEqual(
      ['ecj-c-276-24-vat-fraud', 'vat-exempt-transfers-interpretation', 'italy-vat-on-data', 'belehrungspflicht-bpo', 'bfh-xi-r-15-23-emails'].sort(),
    )
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
      const meta = pageMeta(`/lexikon/${term.id}`, lang)
      expect(meta.found).toBe(true)
      expect(meta.title).toMatch(new RegExp(`^${text.title.replace(/[()]/g, '\\$&')} – `))
      expect(meta.description.length).toBeLessThanOrEqual(160)
      expect(text.definition.startsWith(meta.description.replace(/…$/, ''))).toBe(true)
    }
    expect(pageMeta('/lexikon/oss', 'de').title).toMatch(/ – Lexikon$/)
    expect(pageMeta('/artikel/bfh-xi-r-15-23-emails', 'de').title).toMatch(/ – Aktuelles$/)
  })

  it('cuts long texts at a word and keeps short ones whole', () => {
    const long = `${'Wort '.repeat(40)}Ende`
    const cut = excerpt(long, 'de')
    expect(cut.length).toBeLessThanOrEqual(160)
    expect(cut.endsWith('…')).toBe(true)
    expect(long.startsWith(cut.slice(0, -1))).toBe(true)
    expect(excerpt('Kurz.', 'de')).toBe('Kurz.')
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
      for (const path of [...termPaths, ...articlePaths]) {
        const { description } = pageMeta(path, lang)
        expect(description, `${path} ${lang}`).not.toMatch(/[.!?。！？]…$/)
        if (description.endsWith('…') && lang !== 'zh') expect(description, `${path} ${lang}`).toMatch(/[\p{L}\p{N})]…$/u)
      }
    }
  })

  it('marks unknown ids as not found', () => {
    expect(pageMeta('/lexikon/unknown', 'de')).toMatchObject({ title: 'Begriff nicht gefunden', found: false })
    expect(pageMeta('/artikel/unknown', 'de')).toMatchObject({ title: 'Beitrag nicht gefunden', found: false })
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
