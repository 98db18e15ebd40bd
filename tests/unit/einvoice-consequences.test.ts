// The consequence classes of the e-invoice checker against the law: the table of business terms that
// carry the mandatory content of § 14 (4) sentence 1 and § 14a UStG is read from docs/einvoice-ustg14.md
// (written from the law, with its reasons), not from the code; every rule's class must follow from it,
// the engine's findings must carry the same class as the rule, and a rule's explanation in the content
// that cites an item of § 14 (4) must concern a term that carries it.
import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { eInvoiceRuleTexts } from '../../content/einvoice/rules'
import { languages } from '../../content/languages'
import { ruleText } from '../../core/einvoice-texts'
import { findingFor } from '../../core/einvoice/check'
import { allRuleIds, ruleInfo } from '../../core/einvoice/node'
import { SITE_RULES } from '../../core/einvoice/rules/site'
import { USTG14_ITEMS, USTG14_ITEMS_BY_TERM, ustgItemsOf, type Ustg14Item } from '../../core/einvoice/rules/ustg14'

/** docs/einvoice-ustg14.md's table: item ("no. 7", "§ 14a") → the terms of its third column. */
function docsTable(): Map<string, Set<Ustg14Item>> {
  const markdown = readFileSync(new URL('../../docs/einvoice-ustg14.md', import.meta.url), 'utf8')
  const byTerm = new Map<string, Set<Ustg14Item>>()
  let rows = 0
  for (const line of markdown.split('\n')) {
    const cells = line.split('|').map((c) => c.trim())
    const item = /^no\. (\d+)$/.exec(cells[1] ?? '')?.[1] ?? (cells[1] === '§ 14a' ? '14a' : null)
    if (item === null) continue
    rows++
    const key = (item === '14a' ? '14a' : Number(item)) as Ustg14Item
    for (const term of (cells[3] ?? '').split(',').map((t) => t.trim()).filter((t) => /^B[TG]-\d+$/.test(t))) {
      byTerm.set(term, (byTerm.get(term) ?? new Set()).add(key))
    }
  }
  expect(rows, 'rows of the table in docs/einvoice-ustg14.md').toBe(USTG14_ITEMS.length)
  return byTerm
}

const table = docsTable()
const itemsFromDocs = (terms: readonly string[]) => new Set(terms.flatMap((t) => [...(table.get(t) ?? [])]))
const ids = allRuleIds()

describe('the table of § 14 (4) and § 14a UStG', () => {
  it('is the same in the docs and in the engine', () => {
    const code = new Map([...USTG14_ITEMS_BY_TERM].map(([term, items]) => [term, new Set(items)]))
    expect(code).toEqual(table)
  })

  it('pins the decisions taken from the law (docs/einvoice-ustg14.md)', () => {
    const classOf = (id: string) => ruleInfo(id)?.consequence
    // Mandatory details: number, date, names and addresses, lines, consideration, tax.
    expect(ruleInfo('BR-02')?.ustg).toEqual([4])
    expect(ruleInfo('BR-03')?.ustg).toEqual([3])
    for (const id of ['BR-06', 'BR-07', 'BR-08', 'BR-10']) expect(ruleInfo(id)?.ustg, id).toEqual([1])
    expect(ruleInfo('BR-16')?.ustg).toEqual([5])
    // The sums that make up the consideration and its currency touch no. 7 (and 8) …
    for (const id of ['BR-05', 'BR-12', 'BR-13']) expect(classOf(id), id).toBe('mandatory-content')
    expect(ruleInfo('BR-05')?.ustg).toEqual([7, 8])
    // … the total with VAT, the amount due, the specification identifier and the type code do not.
    for (const id of ['BR-01', 'BR-04', 'BR-14', 'BR-15']) expect(classOf(id), id).toBe('rule')
    // Invoicing periods are the time of the supply.
    for (const id of ['BR-29', 'BR-30', 'BR-CO-19']) expect(ruleInfo(id)?.ustg, id).toEqual([6])
    // Reverse charge and intra-Community supplies: the recipient's VAT ID (§ 14a).
    for (const id of ['BR-AE-02', 'BR-IC-02']) expect(ruleInfo(id)?.ustg, id).toContain('14a')
    // A standard-rated invoice needs only the supplier's number.
    expect(ruleInfo('BR-S-02')?.ustg).toEqual([2])
    // MINIMUM and BASIC WL are no e-invoice; another XRechnung version is still EN 16931.
    expect(classOf('SITE-PROFILE-01')).toBe('format')
    expect(classOf('SITE-PROFILE-04')).toBe('rule')
  })
})

describe('every rule’s consequence class', () => {
  it('follows from the docs table: warning below fatal, § 14 (4) where a term carries an item, else rule', () => {
    const wrong: string[] = []
    for (const id of ids) {
      const info = ruleInfo(id)!
      const site = SITE_RULES[id]
      const items = itemsFromDocs(info.bt)
      const expected = site ? site.consequence : info.severity !== 'fatal' ? 'warning' : items.size > 0 ? 'mandatory-content' : 'rule'
      if (info.consequence !== expected) wrong.push(`${id}: ${info.consequence}, the law says ${expected}`)
      if (!site && new Set(info.ustg).size !== items.size) wrong.push(`${id}: items ${info.ustg.join(', ')}, the law says ${[...items].join(', ')}`)
    }
    expect(wrong).toEqual([])
  })

  it('only the site’s profile rule says "not an e-invoice"', () => {
    expect(ids.filter((id) => ruleInfo(id)?.consequence === 'format')).toEqual(Object.keys(SITE_RULES).filter((id) => SITE_RULES[id]!.consequence === 'format'))
  })

  it('is the same in a finding of the engine as in the rule’s information, wherever the rule fires', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ids), fc.constantFrom('UBL' as const, 'CII' as const), (id, syntax) => {
        const info = ruleInfo(id)!
        const finding = findingFor(id, { path: '/x', bt: info.bt }, null, syntax)
        expect(finding.consequence, id).toBe(info.consequence)
        expect(finding.ustg, id).toEqual(info.ustg)
      }),
      { numRuns: 400 },
    )
  })

  it('lists its items in the law’s order, each once', () => {
    fc.assert(
      fc.property(fc.subarray([...table.keys()]), (terms) => {
        const items = ustgItemsOf(terms)
        expect(items).toEqual(USTG14_ITEMS.filter((item) => items.includes(item)))
      }),
    )
  })
})

describe('the rule texts and the classes', () => {
  const context = { terms: 'TERMS', element: 'ELEMENT', categoryName: (code: string) => code }
  const cited: Record<(typeof languages)[number], RegExp> = {
    de: /§ 14 Abs\. 4 Satz 1 Nr\. (\d+) UStG/g,
    en: /§ 14\(4\) sentence 1 no\. (\d+) UStG/g,
    zh: /§ 14 Abs\. 4 Satz 1 Nr\. (\d+) UStG/g,
  }
  const citedItems = (id: string, lang: (typeof languages)[number]) => {
    const text = ruleText(eInvoiceRuleTexts, id, lang, context)
    return text ? [...new Set([...`${text.explanation} ${text.fix}`.matchAll(cited[lang])].map((m) => Number(m[1])))].sort() : []
  }

  it('a text citing an item of § 14 (4) belongs to a rule whose terms carry it, in every language alike', () => {
    const wrong: string[] = []
    let citing = 0
    for (const id of ids) {
      const de = citedItems(id, 'de')
      if (de.length > 0) citing++
      for (const lang of languages) if (citedItems(id, lang).join() !== de.join()) wrong.push(`${id}: ${lang} cites ${citedItems(id, lang).join(', ')}, de ${de.join(', ')}`)
      const items = ruleInfo(id)!.ustg
      for (const n of de) if (!items.includes(n as Ustg14Item)) wrong.push(`${id}: cites no. ${n}, its terms carry ${items.join(', ') || 'none'}`)
    }
    expect(citing).toBeGreaterThan(0)
    expect(wrong).toEqual([])
  })

  it('no text of a rule that touches no mandatory detail calls its subject one', () => {
    const claims = { de: /Pflichtangabe/, en: /mandatory detail/, zh: /法定开票信息/ }
    const wrong = ids.filter((id) => {
      const info = ruleInfo(id)!
      if (info.ustg.length > 0 || SITE_RULES[id]) return false
      return languages.some((lang) => {
        const text = ruleText(eInvoiceRuleTexts, id, lang, context)
        return text !== null && claims[lang].test(`${text.explanation} ${text.fix}`)
      })
    })
    expect(wrong).toEqual([])
  })
})
