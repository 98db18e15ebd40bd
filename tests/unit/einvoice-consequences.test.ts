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

/** docs/einvoice-ustg14.md's "Rules decided one by one": rule → its class and the items it is taken to touch. */
function docsDecisions(): Map<string, { consequence: string; items: Set<Ustg14Item> }> {
  const markdown = readFileSync(new URL('../../docs/einvoice-ustg14.md', import.meta.url), 'utf8')
  const section = markdown.split('## Rules decided one by one')[1]!.split('\n## ')[0]!
  const decisions = new Map<string, { consequence: string; items: Set<Ustg14Item> }>()
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((c) => c.trim())
    const consequence = /^`([a-z-]+)`$/.exec(cells[2] ?? '')?.[1]
    if (!/^[A-Z][A-Z0-9-]+$/.test(cells[1] ?? '') || !consequence) continue
    const items = (cells[3] ?? '').split(',').map((c) => c.trim()).filter((c) => c !== '—' && c !== '')
    decisions.set(cells[1]!, { consequence, items: new Set(items.map((c) => (c === '§ 14a' ? '14a' : Number(/^no\. (\d+)$/.exec(c)![1]))) as Ustg14Item[]) })
  }
  return decisions
}

/**
 * The fatal rules of the syntax bindings (CEN/TS 16931-3-2, -3-3) and Peppol's empty-element rule: possible
 * format errors under the BMF letter of 15 October 2025, para. 6a (legal review of December 2026, A2).
 */
const syntaxBinding = (id: string) => /^(UBL-SR|UBL-DT|CII-SR|CII-DT)-\d+$/.test(id) || id === 'PEPPOL-EN16931-R008'

const table = docsTable()
const decisions = docsDecisions()
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

  it('pins the decisions of the legal review of December 2026 (A2, A3, A5, A11)', () => {
    const classOf = (id: string) => ruleInfo(id)?.consequence
    // A2: a fatal syntax-binding rule may be a format error; its warnings stay warnings.
    for (const id of ['UBL-SR-01', 'UBL-DT-01', 'CII-SR-009', 'CII-DT-001', 'PEPPOL-EN16931-R008']) expect(classOf(id), id).toBe('syntax')
    for (const id of ['UBL-CR-001', 'CII-SR-001']) expect(classOf(id), id).toBe('warning')
    // A3: a note about a mandatory detail is no harmless note: the time of the supply (no. 6), a corrected
    // invoice without its reference (§ 31 (5) UStDV), a line's net amount against its sub-lines (no. 7).
    for (const id of ['BR-DE-TMP-32', 'BR-DE-26', 'BR-DEX-02']) expect(classOf(id), id).toBe('mandatory-content')
    expect(ruleInfo('BR-DE-TMP-32')?.ustg).toEqual([6])
    // A5: the cash discount (Skonto) is a reduction agreed in advance, no. 7.
    expect(classOf('BR-DE-18')).toBe('mandatory-content')
    expect(ruleInfo('BR-DE-18')?.ustg).toEqual([7])
    // A11: a machine identifier of the seller is not § 14 (4) no. 2, which the tax number meets.
    expect(classOf('BR-CO-26')).toBe('rule')
    expect(ruleInfo('BR-CO-26')?.ustg).toEqual([])
    for (const id of ['BR-DE-16', 'BR-S-02']) expect(classOf(id), id).toBe('mandatory-content')
    // B4: the UStG asks for no note on a supply not subject to VAT; the reverse charge note (AE) stays mandatory.
    expect(classOf('BR-O-10')).toBe('rule')
    expect(classOf('BR-AE-10')).toBe('mandatory-content')
  })

  it('knows the terms of the rules of XRechnung’s extension and of the CVD rules, as the engine’s findings do', () => {
    // The official messages name them: BR-DEX-02 BT-131, BR-DE-CVD-01 BT-12.
    expect(ruleInfo('BR-DEX-02')?.bt).toEqual(['BT-131'])
    expect(ruleInfo('BR-DE-CVD-01')?.bt).toEqual(['BT-12'])
  })

  it('reads the rules decided one by one from the docs, and each is a rule the engine knows', () => {
    expect([...decisions.keys()].sort()).toEqual(['BR-CO-25', 'BR-CO-26', 'BR-DE-26', 'BR-O-10', 'PEPPOL-EN16931-R120'])
    for (const id of decisions.keys()) expect(ruleInfo(id), id).not.toBeNull()
  })
})

describe('every rule’s consequence class', () => {
  it('follows from the docs: a decision; a fatal syntax-binding rule; § 14 (4) where a term carries an item, whatever the severity; else rule or warning', () => {
    const wrong: string[] = []
    for (const id of ids) {
      const info = ruleInfo(id)!
      const site = SITE_RULES[id]
      const decided = decisions.get(id)
      const items = decided ? decided.items : itemsFromDocs(info.bt)
      const expected = site
        ? site.consequence
        : decided
          ? decided.consequence
          : info.severity === 'fatal' && syntaxBinding(id)
            ? 'syntax'
            : items.size > 0
              ? 'mandatory-content'
              : info.severity === 'fatal'
                ? 'rule'
                : 'warning'
      if (info.consequence !== expected) wrong.push(`${id}: ${info.consequence}, the law says ${expected}`)
      if (!site && (new Set(info.ustg).size !== items.size || info.ustg.some((n) => !items.has(n)))) wrong.push(`${id}: items ${info.ustg.join(', ')}, the law says ${[...items].join(', ')}`)
    }
    expect(wrong).toEqual([])
  })

  it('only the site’s profile rule says "not an e-invoice"', () => {
    expect(ids.filter((id) => ruleInfo(id)?.consequence === 'format')).toEqual(Object.keys(SITE_RULES).filter((id) => SITE_RULES[id]!.consequence === 'format'))
  })

  it('is the same in a finding of the engine as in the rule’s information, for every rule in either syntax', () => {
    // Every pair, not a sample: a rule whose flag differs by syntax (BR-51 is fatal in the CEN CII artefact only) must not
    // depend on the draw.
    const wrong: string[] = []
    for (const syntax of ['UBL', 'CII'] as const) {
      for (const id of ids) {
        const info = ruleInfo(id, syntax)!
        const finding = findingFor(id, { path: '/x', bt: info.bt }, null, syntax)
        if (finding.severity !== info.severity || finding.consequence !== info.consequence || finding.ustg.join() !== info.ustg.join()) {
          wrong.push(`${syntax} ${id}: finding ${finding.severity}/${finding.consequence}/${finding.ustg.join()}, information ${info.severity}/${info.consequence}/${info.ustg.join()}`)
        }
      }
    }
    expect(wrong).toEqual([])
    expect([ruleInfo('BR-51', 'UBL')?.severity, ruleInfo('BR-51', 'CII')?.severity]).toEqual(['warning', 'fatal'])
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
      // The terms' items by the docs table: a rule decided one by one (BR-CO-26) may cite the item it is not the check of.
      const items = [...itemsFromDocs(ruleInfo(id)!.bt)]
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
