// The facts registry: texts refer to figures by name, the renderer formats them per language,
// and the content check names unknown facts and stale or unverified ones.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { facts } from '../../content/facts'
import type { Facts } from '../../content/types'
import { amountProblems, factProblems, factWarnings, figureProblems } from '../../scripts/content/facts-check'
import { fillFacts } from '../../core/placeholders'
import { localize } from '../../core/i18n'

/** A figure as a reader of the language writes it (Intl here, not the renderer's helpers): "2,19" in German, "2.19" in English and Chinese. */
const written = (value: number, lang: 'de' | 'en' | 'zh') => value.toLocaleString(lang === 'de' ? 'de-DE' : 'en-GB', { minimumFractionDigits: 2 })
/** The month of a fact's review, as each language names it. */
const month = (fact: keyof typeof facts, locale: string) => new Date(`${facts[fact].reviewed}T12:00:00Z`).toLocaleDateString(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' })
const roasted = facts.coffeeTaxRoasted
const instant = facts.coffeeTaxInstant

describe('facts in texts', () => {
  it('formats a figure in the language’s numbers and the review month as its "as of"', () => {
    expect(fillFacts('{fact:coffeeTaxRoasted} EUR/kg (Stand: {asOf:coffeeTaxRoasted})', 'de')).toBe(`${written(roasted.value, 'de')} EUR/kg (Stand: ${month('coffeeTaxRoasted', 'de-DE')})`)
    expect(fillFacts('EUR {fact:coffeeTaxInstant}/kg (as of {asOf:coffeeTaxInstant})', 'en')).toBe(`EUR ${written(instant.value, 'en')}/kg (as of ${month('coffeeTaxInstant', 'en-GB')})`)
    expect(fillFacts('{fact:coffeeTaxRoasted}欧元/公斤（截至{asOf:coffeeTaxRoasted}）', 'zh')).toBe(`${written(roasted.value, 'zh')}欧元/公斤（截至${month('coffeeTaxRoasted', 'zh-CN')}）`)
  })

  it('reaches every text through localize()', () => {
    const text = { de: { a: ['{fact:coffeeTaxRoasted}'] }, en: { a: ['{fact:coffeeTaxRoasted}'] }, zh: { a: ['{fact:coffeeTaxRoasted}'] } }
    expect(localize(text, 'de').a).toEqual([written(roasted.value, 'de')])
    expect(localize(text, 'en').a).toEqual([written(roasted.value, 'en')])
  })

  it('leaves an unknown name visible, and the content check names it with its place', () => {
    expect(fillFacts('{fact:coffeTax}', 'de')).toBe('{fact:coffeTax}')
    const problems = factProblems([{ file: 'content/pages/x.ts', line: 4, column: 9, lang: 'de', keys: [], placeKeys: [], text: 'Satz: {fact:coffeTax} EUR' }], facts)
    expect(problems).toEqual([{ file: 'content/pages/x.ts', line: 4, column: 16, message: '{fact:coffeTax} names no fact of content/facts.ts' }])
  })

  it('warns about reviews older than the limit and about unverified figures', () => {
    const sample: Facts = {
      fresh: { value: 1, unit: 'EUR', source: '§ 1', reviewed: '2026-10-01', verified: true },
      stale: { value: 2, unit: 'EUR', source: '§ 2', reviewed: '2026-04-30', verified: true },
      unsure: { value: 3, unit: 'EUR', source: '§ 3', reviewed: '2026-11-01', verified: false },
    }
    const warnings = factWarnings(sample, new Date('2026-11-23T00:00:00Z'), 6)
    expect(warnings).toHaveLength(2)
    expect(warnings[0]).toMatchObject({ fact: 'stale', field: 'reviewed', message: expect.stringMatching(/^stale \(§ 2\) was last reviewed on 2026-04-30, more than 6 months ago/) })
    expect(warnings[1]).toMatchObject({ fact: 'unsure', field: 'verified', message: expect.stringMatching(/^unsure \(§ 3\) is not verified/) })
  })
})

// The law, pinned: each figure as the statute states it, with where it was read. A change to
// content/facts.ts that does not change the law fails here.
describe('facts against the law', () => {
  it('states the statutory rates', () => {
    // § 2 Abs. 1 KaffeeStG (read on buzer.de, 23 Nov 2026): 2.19 EUR/kg roasted, 4.78 EUR/kg soluble coffee.
    expect([facts.coffeeTaxRoasted.value, facts.coffeeTaxInstant.value]).toEqual([2.19, 4.78])
    // § 2 Abs. 1 Nr. 1 Buchst. a TabStG as in force until 31 Dec 2021 (gesetze-in-app.de, 23 Nov 2026):
    // 9.82 cent per cigarette and 21.69 % of the retail price.
    expect([facts.cigaretteTax2015PerPiece.value, facts.cigaretteTax2015Share.value]).toEqual([9.82, 21.69])
    // § 2 Abs. 1 Nr. 1 Buchst. b–e TabStG (buzer.de; gesetze-im-internet.de mirror of 19 Aug 2026):
    // 10.88 ct (2022), 11.15 ct (2023–2024), 11.71 ct (2025), 12.28 ct (2026), each + 19.84 %.
    expect([facts.cigaretteTax2022PerPiece, facts.cigaretteTax2023PerPiece, facts.cigaretteTax2025PerPiece, facts.cigaretteTax2026PerPiece, facts.cigaretteTaxShare].map((f) => f.value)).toEqual([10.88, 11.15, 11.71, 12.28, 19.84])
    // § 11 Abs. 1 LuftVStG in the consolidated text of 5 July 2026 (checked again 19 Aug 2026): 13,03 / 33,01 / 59,43 Euro;
    // 15,53 / 39,34 / 70,83 Euro from 1 May 2024 (Zweites Haushaltsfinanzierungsgesetz 2024, BGBl. 2024 I Nr. 107);
    // LuftVStAbsenkV 2023: 12,73 / 32,25 / 58,06; LuftVStAbsenkV 2024: 12,48 / 31,61 / 56,91.
    expect([facts.aviationTaxAnnex1, facts.aviationTaxAnnex2, facts.aviationTaxOther].map((f) => f.value)).toEqual([13.03, 33.01, 59.43])
    expect([facts.aviationTaxMay2024Annex1, facts.aviationTaxMay2024Annex2, facts.aviationTaxMay2024Other].map((f) => f.value)).toEqual([15.53, 39.34, 70.83])
    expect([facts.aviationTax2023Annex1, facts.aviationTax2023Annex2, facts.aviationTax2023Other].map((f) => f.value)).toEqual([12.73, 32.25, 58.06])
    expect([facts.aviationTax2024Annex1, facts.aviationTax2024Annex2, facts.aviationTax2024Other].map((f) => f.value)).toEqual([12.48, 31.61, 56.91])
    // § 2 Abs. 1 AlkStG 1.303 EUR/hl A; § 2 SchaumwZwStG 136 EUR/hl (51 below 6 % vol); § 2 BierStG 0,787 EUR per hl and °P, reduced below 200.000 hl.
    expect([facts.alcoholTaxStandard, facts.sparklingWineTax, facts.sparklingWineTaxLow, facts.beerTaxRate, facts.beerSmallBreweryLimit].map((f) => f.value)).toEqual([1303, 136, 51, 0.787, 200000])
    // § 12 Abs. 1 and 2 UStG 19 % and 7 %; § 3c Abs. 4 UStG 10.000 EUR; Art. 369l MwStSystRL 150 EUR; § 19 Abs. 1 UStG since 2025: 25.000 / 100.000 EUR.
    expect([facts.vatStandardRate, facts.vatReducedRate, facts.euDeliveryThreshold, facts.iossConsignmentLimit, facts.smallBusinessLimitPreviousYear, facts.smallBusinessLimitCurrentYear].map((f) => f.value)).toEqual([19, 7, 10000, 150, 25000, 100000])
  })
})

describe('figures that contradict a fact', () => {
  const text = (lang: 'de' | 'en' | 'zh', t: string) => ({ file: 'content/pages/x.ts', line: 3, column: 9, lang, keys: [], placeKeys: [], text: t })
  const messages = (lang: 'de' | 'en' | 'zh', t: string) => figureProblems([text(lang, t)], facts).map((p) => `${p.column}: ${p.message}`)

  it('accepts the fact beside its words, in every language', () => {
    expect(messages('de', 'Nach § 2 Abs. 1 KaffeeStG: {fact:coffeeTaxRoasted} EUR/kg Röstkaffee und {fact:coffeeTaxInstant} EUR je kg löslichen Kaffee.')).toEqual([])
    expect(messages('en', 'EUR {fact:coffeeTaxRoasted}/kg roasted coffee and EUR {fact:coffeeTaxInstant} per kg of instant coffee')).toEqual([])
    expect(messages('zh', '烘焙咖啡每公斤{fact:coffeeTaxRoasted}欧元，速溶咖啡每公斤{fact:coffeeTaxInstant}欧元')).toEqual([])
  })

  it('fails on another figure beside the words, naming the fact, its value and its law', () => {
    const wrongRoasted = written(roasted.value + 0.01, 'de')
    const wrongInstant = written(instant.value + 0.32, 'zh')
    expect(messages('de', `Sie beträgt ${wrongRoasted} EUR je kg Röstkaffee.`)).toEqual([`22: "${wrongRoasted}" beside "EUR je kg Röstkaffee" contradicts coffeeTaxRoasted = ${written(roasted.value, 'de')} ${roasted.unit} (${roasted.source}, reviewed ${roasted.reviewed})`])
    expect(messages('zh', `速溶咖啡每公斤${wrongInstant}欧元`)).toEqual([`17: "${wrongInstant}" beside "速溶咖啡每公斤" contradicts coffeeTaxInstant = ${written(instant.value, 'zh')} ${instant.unit} (${instant.source}, reviewed ${instant.reviewed})`])
    // Chinese writes no spaces: the words are found after other characters too.
    expect(messages('zh', `税额为速溶咖啡每公斤${wrongInstant}欧元`)[0]).toMatch(new RegExp(`^20: "${wrongInstant.replace('.', '\\.')}" beside "速溶咖啡每公斤" contradicts coffeeTaxInstant`))
  })

  it('fails on the right figure written out, and on the wrong fact beside the words', () => {
    const right = written(roasted.value, 'en')
    expect(messages('en', `EUR ${right}/kg roasted coffee`)).toEqual([`14: "${right}" beside "/kg roasted coffee" writes out coffeeTaxRoasted: write {fact:coffeeTaxRoasted}, so the figure follows content/facts.ts`])
    expect(messages('de', '{fact:coffeeTaxInstant} EUR/kg Röstkaffee')[0]).toMatch(/\{fact:coffeeTaxInstant\} beside "EUR\/kg Röstkaffee", where the text states coffeeTaxRoasted/)
  })

  it('leaves figures that are not beside the words alone (citations, amounts elsewhere in the sentence)', () => {
    expect(messages('de', 'Kaffeehaltige Waren mit 10 bis 900 Gramm Kaffee je Kilogramm; § 2 KaffeeStG; für Röstkaffee gilt 2,20 EUR/kg nicht.')).toEqual([])
  })
})

describe('amounts typed into a text', () => {
  const text = (lang: 'de' | 'en' | 'zh', t: string) => ({ file: 'content/pages/x.ts', line: 2, column: 5, lang, keys: [], placeKeys: [], text: t })
  const found = (lang: 'de' | 'en' | 'zh', t: string) => amountProblems([text(lang, t)]).map((p) => p.message.split('"')[1])

  it('fails on an amount beside the euro, as each language writes it', () => {
    expect(found('de', 'Die Haftung ist auf 1.000.000 Euro begrenzt, der Stundensatz beträgt 250 EUR.')).toEqual(['1.000.000 Euro', '250 EUR'])
    expect(found('de', 'ab 1.490,50 € netto')).toEqual(['1.490,50 €'])
    expect(found('en', 'limited to EUR 1,000,000; from EUR 990 or 2 million EUR')).toEqual(['EUR 1,000,000', 'EUR 990', '2 million EUR'])
    expect(found('zh', '最低保险金额为25万欧元，费用为1,490欧元。')).toEqual(['25万欧元', '1,490欧元'])
  })

  it('accepts prices and facts by placeholder, and figures that are not money', () => {
    expect(found('de', 'Ab {price:de-vat-registration}; {fact:alcoholTaxStandard} EUR/hl; § 51 Abs. 4 BRAO; 15 Fragen')).toEqual([])
    expect(found('en', 'from 1 January to 30 April 2024, EUR {fact:aviationTax2024Annex1}; 2 hours')).toEqual([])
    expect(found('zh', '按{fact:alcoholTaxStandard}欧元/百升计算，2025年')).toEqual([])
  })

  it('finds any amount, however large or precise, in every notation (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), fc.boolean(), fc.constantFrom('de', 'en', 'zh' as const), (cents, withCents, lang) => {
        const amount = new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', { minimumFractionDigits: withCents ? 2 : 0 }).format(withCents ? cents / 100 : cents)
        const written = lang === 'de' ? `Preis: ${amount} EUR.` : lang === 'en' ? `Price: EUR ${amount}.` : `价格为${amount}欧元。`
        expect(found(lang, written)).toHaveLength(1)
      }),
    )
  })
})
