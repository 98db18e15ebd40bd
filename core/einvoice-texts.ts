/**
 * Which explanation of content/einvoice/rules.ts belongs to a rule id of the e-invoice engine, and the
 * same text filled for one finding: most rules have their own; the VAT category rules (BR-S-01 …
 * BR-AG-10) share one text per number and kind of category, the decimal rules (BR-DEC-*) one naming
 * the term, the syntax rules (UBL-CR/SR/DT, CII-SR/DT) one per kind naming the element, and Peppol BIS
 * Billing's national rules one naming the country (its identifier, code list and exemption checks one each). The page
 * and the content test read it, so a rule without a text cannot go unnoticed.
 */
import type { EInvoiceRuleText, EInvoiceRuleTexts, InOneLanguage, Lang, Localized, PeppolCountry } from '../content/types'
import { FERD_EXTENDED_REPLACES } from './einvoice/rules/ferd-extended'
import { format } from './text'

/** The VAT category letter of EN 16931's rule ids and the UNTDID 5305 code the invoice uses for it. */
const categoryOfRule: Readonly<Record<string, string>> = { S: 'S', Z: 'Z', E: 'E', AE: 'AE', IC: 'K', G: 'G', O: 'O', AF: 'L', AG: 'M' }

type VatKey = keyof EInvoiceRuleTexts['vatCategory']

/** The shared text of a VAT category rule by its number, where the categories differ by kind. */
function vatCategoryKey(letter: string, number: number): VatKey | null {
  const zeroRated = ['Z', 'E', 'AE', 'IC', 'G'].includes(letter)
  switch (number) {
    case 1:
      return 'breakdownMissing'
    case 2:
    case 3:
    case 4:
      return letter === 'O' ? 'sellerIdPresent' : letter === 'AE' ? 'reverseChargeIdMissing' : letter === 'IC' ? 'sellerAndBuyerIdMissing' : 'sellerIdMissing'
    case 5:
    case 6:
    case 7:
      return letter === 'S' ? 'rateNotPositive' : letter === 'O' ? 'ratePresent' : zeroRated ? 'rateNotZero' : 'rateNegative'
    case 8:
      return 'taxableAmount'
    case 9:
      return letter === 'S' || letter === 'AF' || letter === 'AG' ? 'taxAmountWrong' : 'taxAmountNotZero'
    case 10:
      return letter === 'S' || letter === 'Z' || letter === 'AF' || letter === 'AG' ? 'exemptionPresent' : letter === 'O' ? 'outOfScopeReasonMissing' : 'exemptionMissing'
    default:
      return null
  }
}

/** The rule texts as the page loads them (its language only) or whole (tests, the content check). */
export type RuleTexts = InOneLanguage<EInvoiceRuleTexts>

export interface RuleTextSource {
  readonly text: Partial<Localized<EInvoiceRuleText>>
  /** The VAT category code (UNTDID 5305) the shared text is to name, for the VAT category rules. */
  readonly category?: string
  /** The country a national rule of Peppol BIS Billing belongs to (DE-R-*, SE-R-*, …). */
  readonly country?: PeppolCountry
}

const PEPPOL_NATIONAL = /^(DE|DK|GR|IS|IT|NL|NO|SE)-[RS]-\d+(-\d+)?$/

/** The text for a rule id, before its placeholders are filled; null where none is written. */
/** FeRD's EXTENDED variants say what the EN 16931 rule they replace says (for the invoiced lines, with logistics charges). */
const replacedBy: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(FERD_EXTENDED_REPLACES).map(([cen, ferd]) => [ferd, cen]))

export function ruleTextSource(texts: RuleTexts, id: string): RuleTextSource | null {
  const own = texts.rules[id]
  if (own) return { text: own }
  const replaced = replacedBy[id]
  if (replaced) return ruleTextSource(texts, replaced)
  if (/^BR-DEC-\d+$/.test(id)) return { text: texts.decimals }
  const national = PEPPOL_NATIONAL.exec(id)
  if (national) return { text: texts.peppol.national, country: national[1] as PeppolCountry }
  if (/^PEPPOL-COMMON-R0\d\d$/.test(id)) return { text: texts.peppol.identifier }
  if (/^PEPPOL-EN16931-CL\d{3}$/.test(id)) return { text: texts.peppol.codeList }
  if (/^PEPPOL-EN16931-P01(0[4-9]|1[01])$/.test(id)) return { text: texts.peppol.exemption }
  const syntax = /^(UBL-CR|UBL-SR|UBL-DT|CII-SR|CII-DT)-\d+$/.exec(id)?.[1] as keyof EInvoiceRuleTexts['syntax'] | undefined
  if (syntax) return { text: texts.syntax[syntax] }
  const vat = /^BR-(S|Z|E|AE|IC|G|O|AF|AG)-(\d{2})$/.exec(id)
  if (vat) {
    const key = vatCategoryKey(vat[1]!, Number(vat[2]))
    if (key) return { text: texts.vatCategory[key], category: categoryOfRule[vat[1]!]! }
  }
  return null
}

export interface RuleTextContext {
  /** The business terms of the finding, named ("Invoice number (BT-1)"). */
  readonly terms: string
  /** The XML element of the finding (the last step of its path). */
  readonly element: string
  /** The name of a VAT category code in the page's language. */
  readonly categoryName: (code: string) => string
}

/** The explanation and fix of a rule for one finding, in a language; null where none is written. */
export function ruleText(texts: RuleTexts, id: string, lang: Lang, context: RuleTextContext): EInvoiceRuleText | null {
  const source = ruleTextSource(texts, id)
  if (!source) return null
  // German fills a missing translation (SPEC.md §1) without core/i18n.ts, which would bring the site's facts into the checker's chunk.
  const text = { explanation: source.text[lang]?.explanation || source.text.de?.explanation || '', fix: source.text[lang]?.fix || source.text.de?.fix || '' }
  const country = source.country ? texts.peppol.countries[source.country] : undefined
  const values = { terms: context.terms, element: context.element, category: source.category ? context.categoryName(source.category) : '', country: (country?.[lang] || country?.de) ?? '' }
  return { explanation: format(text.explanation, values), fix: format(text.fix, values) }
}

/** The element a path ends in: `/ubl:Invoice/cac:InvoiceLine[2]/cbc:ID` → `cbc:ID`. */
export function elementOfPath(path: string): string {
  const last = path.split('/').filter(Boolean).at(-1) ?? path
  return last.replace(/\[\d+\]$/, '')
}

const isLocalized = (value: object): value is Localized<unknown> => ['de', 'en', 'zh'].every((lang) => lang in value) && Object.keys(value).length === 3

/**
 * A text tree (the rule texts, the term names) in one language, for the page of that language: each
 * localised text keeps only `lang`, and German beside it where `lang`'s text is missing or empty in
 * any part — what `ruleText` and the term names fall back to. The build makes one per language
 * (scripts/einvoice/texts-vite-plugin.ts), so the checker's page loads a third of the texts.
 */
export function inLanguage<T>(tree: T, lang: Lang): InOneLanguage<T> {
  const walk = (value: unknown): unknown => {
    if (value === null || typeof value !== 'object') return value
    if (isLocalized(value)) {
      const own = value[lang]
      const complete = typeof own === 'string' ? own !== '' : own !== null && typeof own === 'object' && Object.values(own).every((part) => part !== '')
      return complete || lang === 'de' ? { [lang]: own } : { [lang]: own, de: value.de }
    }
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]))
  }
  return walk(tree) as InOneLanguage<T>
}
