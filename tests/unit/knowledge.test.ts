import { describe, expect, it } from 'vitest'
import { articles } from '../../content/articles'
import { glossary } from '../../content/glossary'
import { vatTerms } from '../../content/glossary/vat'
import { languages } from '../../content/languages'
import type { Article, GlossaryTerm } from '../../content/types'
import { checkContent } from '../../scripts/content/check'
import { knownTargets, type ContentFile } from '../../scripts/content/registry'
import { readContentSchema } from '../../scripts/content/schemas'
import { excerpt, pageMeta } from '../../renderer/page-meta'
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
    const cut = excerpt(long)
    expect(cut.length).toBeLessThanOrEqual(160)
    expect(cut.endsWith('…')).toBe(true)
    expect(long.startsWith(cut.slice(0, -1))).toBe(true)
    expect(excerpt('Kurz.')).toBe('Kurz.')
    expect(excerpt('汉'.repeat(200))).toBe(`${'汉'.repeat(159)}…`)
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
