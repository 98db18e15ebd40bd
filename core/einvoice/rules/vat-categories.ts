/**
 * The rules per VAT category (EN 16931-1, BR-S/Z/E/AE/IC/G/O/AF/AG/B), written once from a table: what
 * each category requires of the VAT breakdown, the parties' identifiers, the rates, the taxable and tax
 * amounts and the exemption reason. Rule ids follow the standard: -01 breakdown present, -02/-03/-04
 * identifiers for lines/allowances/charges, -05/-06/-07 rates, -08 taxable amount, -09 tax amount,
 * -10 exemption reason.
 */
import Big from 'big.js'
import { categoryTax, round2, sum, ZERO } from '../model/decimal'
import type { DecimalField, Field, Invoice } from '../model/types'
import { each, fmt, once, present, rule, text, type BusinessRule, type RuleContext, type Violation } from './rule'

type Code = 'S' | 'Z' | 'E' | 'AE' | 'K' | 'G' | 'O' | 'L' | 'M'
interface Category {
  readonly code: Code
  readonly prefix: string
  /** S, L, M: one breakdown per rate; the others: exactly one breakdown. */
  readonly perRate: boolean
  readonly identifiers: (inv: Invoice) => boolean
  /** The terms `identifiers` reads (rules -02 to -04). */
  readonly identifierTerms: readonly ('BT-31' | 'BT-32' | 'BT-63' | 'BT-48' | 'BT-47')[]
  readonly rate: 'positive' | 'zero' | 'zero-or-positive' | 'absent'
  readonly exemptionReason: 'required' | 'forbidden'
}

const sellerTaxId = (inv: Invoice) => present(inv.seller?.vatIdentifier) || present(inv.seller?.taxRegistrationIdentifier) || present(inv.taxRepresentative?.vatIdentifier)
const sellerVatId = (inv: Invoice) => present(inv.seller?.vatIdentifier) || present(inv.taxRepresentative?.vatIdentifier)
const sellerTaxIdTerms = ['BT-31', 'BT-32', 'BT-63'] as const
const sellerVatIdTerms = ['BT-31', 'BT-63'] as const

const CATEGORIES: readonly Category[] = [
  { code: 'S', prefix: 'BR-S', perRate: true, identifiers: sellerTaxId, identifierTerms: sellerTaxIdTerms, rate: 'positive', exemptionReason: 'forbidden' },
  { code: 'Z', prefix: 'BR-Z', perRate: false, identifiers: sellerTaxId, identifierTerms: sellerTaxIdTerms, rate: 'zero', exemptionReason: 'forbidden' },
  { code: 'E', prefix: 'BR-E', perRate: false, identifiers: sellerTaxId, identifierTerms: sellerTaxIdTerms, rate: 'zero', exemptionReason: 'required' },
  {
    code: 'AE',
    prefix: 'BR-AE',
    perRate: false,
    identifiers: (inv) => sellerTaxId(inv) && (present(inv.buyer?.vatIdentifier) || present(inv.buyer?.legalRegistrationIdentifier)),
    identifierTerms: [...sellerTaxIdTerms, 'BT-48', 'BT-47'],
    rate: 'zero',
    exemptionReason: 'required',
  },
  { code: 'K', prefix: 'BR-IC', perRate: false, identifiers: (inv) => sellerVatId(inv) && present(inv.buyer?.vatIdentifier), identifierTerms: [...sellerVatIdTerms, 'BT-48'], rate: 'zero', exemptionReason: 'required' },
  { code: 'G', prefix: 'BR-G', perRate: false, identifiers: sellerVatId, identifierTerms: sellerVatIdTerms, rate: 'zero', exemptionReason: 'required' },
  {
    code: 'O',
    prefix: 'BR-O',
    perRate: false,
    identifiers: (inv) => !present(inv.seller?.vatIdentifier) && !present(inv.taxRepresentative?.vatIdentifier) && !present(inv.buyer?.vatIdentifier),
    identifierTerms: [...sellerVatIdTerms, 'BT-48'],
    rate: 'absent',
    exemptionReason: 'required',
  },
  { code: 'L', prefix: 'BR-AF', perRate: true, identifiers: sellerTaxId, identifierTerms: sellerTaxIdTerms, rate: 'zero-or-positive', exemptionReason: 'forbidden' },
  { code: 'M', prefix: 'BR-AG', perRate: true, identifiers: sellerTaxId, identifierTerms: sellerTaxIdTerms, rate: 'zero-or-positive', exemptionReason: 'forbidden' },
]

const is = (code: Code) => (f: Field | null | undefined) => text(f) === code
const dec = (f: DecimalField | null | undefined): Big | null => f?.decimal ?? null
const ONE = new Big(1)

function rateHolds(rate: Category['rate'], field: DecimalField | null, syntax: RuleContext['syntax'], code: Code): boolean {
  if (rate === 'absent') return field === null
  const value = dec(field)
  if (value === null) return false
  if (rate === 'positive') return value.gt(0)
  if (rate === 'zero') return value.eq(0)
  // CII's artefact requires IGIC (L) rates greater than zero, UBL's zero or more.
  return code === 'L' && syntax === 'CII' ? value.gt(0) : value.gte(0)
}

function categoryRules(c: Category): BusinessRule[] {
  const isCode = is(c.code)
  const lines = (inv: Invoice) => inv.lines.filter((l) => isCode(l.vat?.categoryCode))
  const allowances = (inv: Invoice) => inv.allowances.filter((a) => isCode(a.vatCategoryCode))
  const charges = (inv: Invoice) => inv.charges.filter((a) => isCode(a.vatCategoryCode))
  const breakdowns = (inv: Invoice) => inv.vatBreakdown.filter((v) => isCode(v.categoryCode))
  const id = (n: string) => `${c.prefix}-${n}`

  const rules: BusinessRule[] = [
    rule(
      id('01'),
      ['BG-23', 'BT-118', 'BT-151', 'BT-95', 'BT-102'],
      once((inv, { syntax }) => {
        const used = lines(inv).length + allowances(inv).length + charges(inv).length
        const count = breakdowns(inv).length
        if (c.perRate) return (used > 0 && count > 0) || (used === 0 && count === 0)
        // CII's artefact also refuses a breakdown of the category that no line, allowance or charge uses.
        if (syntax === 'CII') return (used === 0 && count === 0) || (count === 1 && used > 0) || (c.code === 'O' && count === 0)
        return used + count === 0 || count === 1
      }),
    ),
    rule(id('02'), c.identifierTerms, once((inv) => lines(inv).length === 0 || c.identifiers(inv))),
    rule(id('03'), c.identifierTerms, once((inv) => allowances(inv).length === 0 || c.identifiers(inv))),
    rule(id('04'), c.identifierTerms, once((inv) => charges(inv).length === 0 || c.identifiers(inv))),
    rule(id('05'), ['BT-152'], each((inv) => lines(inv).map((l) => l.vat!), (v, { syntax }) => rateHolds(c.rate, v.rate, syntax, c.code))),
    rule(id('06'), ['BT-96'], each(allowances, (a, { syntax }) => rateHolds(c.rate, a.vatRate, syntax, c.code))),
    rule(id('07'), ['BT-103'], each(charges, (a, { syntax }) => rateHolds(c.rate, a.vatRate, syntax, c.code))),
    rule(id('08'), ['BT-116', 'BT-131', 'BT-92', 'BT-99'], (context) => taxableAmounts(c, context)),
    rule(
      id('09'),
      ['BT-117'],
      each(breakdowns, (v, { syntax }) => {
        const tax = dec(v.taxAmount)
        if (tax === null) return false
        if (!c.perRate) return tax.eq(0) || { stated: fmt(tax), computed: '0' }
        // CII's artefact leaves IGIC and IPSI to BR-CO-17.
        if (syntax === 'CII' && c.code !== 'S') return true
        const taxable = dec(v.taxableAmount)
        const rate = dec(v.rate)
        if (taxable === null || rate === null) return false
        const expected = categoryTax(taxable, rate).abs()
        return (tax.abs().minus(ONE).lt(expected) && tax.abs().plus(ONE).gt(expected)) || { stated: fmt(tax), computed: fmt(expected) }
      }),
    ),
    rule(
      id('10'),
      ['BT-120', 'BT-121'],
      each(breakdowns, (v) => (c.exemptionReason === 'required' ? present(v.exemptionReason) || present(v.exemptionReasonCode) : !present(v.exemptionReason) && !present(v.exemptionReasonCode))),
    ),
  ]
  return rules
}

/** -08: the taxable amount of each breakdown is the sum of its lines, less allowances, plus charges. */
function* taxableAmounts(c: Category, { invoice, syntax }: RuleContext): Iterable<Violation> {
  const isCode = is(c.code)
  const rateOf = (f: DecimalField | null) => dec(f)
  for (const v of invoice.vatBreakdown.filter((b) => isCode(b.categoryCode))) {
    const rate = rateOf(v.rate)
    // Per rate: a breakdown without a rate has nothing to check (the artefacts' `every $rate in …`).
    if (c.perRate && rate === null) continue
    const matches = (f: DecimalField | null) => !c.perRate || (rate !== null && rateOf(f)?.eq(rate) === true)
    const lineAmounts = invoice.lines.filter((l) => isCode(l.vat?.categoryCode) && matches(l.vat?.rate ?? null)).map((l) => dec(l.netAmount) ?? ZERO)
    const charged = invoice.charges.filter((a) => isCode(a.vatCategoryCode) && matches(a.vatRate)).map((a) => dec(a.amount) ?? ZERO)
    const allowed = invoice.allowances.filter((a) => isCode(a.vatCategoryCode) && matches(a.vatRate)).map((a) => dec(a.amount) ?? ZERO)
    const taxable = dec(v.taxableAmount)
    const exact = sum(lineAmounts).plus(sum(charged)).minus(sum(allowed))
    const roundedParts = round2(sum(lineAmounts)).plus(round2(sum(charged))).minus(round2(sum(allowed)))
    let holds: boolean
    let expected: Big
    if (syntax === 'UBL') {
      // UBL's artefact: per rate within 1 (and a line, allowance or charge at that rate must exist) for
      // S, L and M; exactly for the others, and only if the invoice has lines.
      expected = exact
      if (c.perRate) holds = taxable !== null && lineAmounts.length + charged.length + allowed.length > 0 && taxable.minus(ONE).lt(exact) && taxable.plus(ONE).gt(exact)
      else holds = taxable !== null && invoice.lines.length > 0 && taxable.eq(exact)
    } else {
      // CII's artefact: each sum rounded to two decimals; exactly for S, L, M and O, within 1 for the others.
      expected = roundedParts
      if (c.perRate || c.code === 'O') holds = taxable !== null && taxable.eq(roundedParts)
      else holds = taxable !== null && taxable.minus(ONE).lt(roundedParts) && taxable.plus(ONE).gt(roundedParts)
    }
    if (!holds) yield { path: v.path, stated: fmt(taxable), computed: fmt(expected) }
  }
}

function notSubjectToVat(): BusinessRule[] {
  const hasO = (inv: Invoice) => inv.vatBreakdown.some((v) => text(v.categoryCode) === 'O')
  const notO = (f: Field | null | undefined) => f !== null && f !== undefined && text(f) !== 'O'
  return [
    rule('BR-O-11', ['BG-23'], once((inv) => !hasO(inv) || inv.vatBreakdown.every((v) => !notO(v.categoryCode)))),
    rule('BR-O-12', ['BT-151'], once((inv) => !hasO(inv) || inv.lines.every((l) => !notO(l.vat?.categoryCode)))),
    rule('BR-O-13', ['BT-95'], once((inv) => !hasO(inv) || inv.allowances.every((a) => !notO(a.vatCategoryCode)))),
    rule('BR-O-14', ['BT-102'], once((inv) => !hasO(inv) || inv.charges.every((a) => !notO(a.vatCategoryCode)))),
  ]
}

function intraCommunity(): BusinessRule[] {
  const hasK = (inv: Invoice) => inv.vatBreakdown.some((v) => text(v.categoryCode) === 'K')
  return [
    rule(
      'BR-IC-11',
      ['BT-72', 'BG-14'],
      once((inv) => !hasK(inv) || text(inv.delivery?.actualDeliveryDate).length > 1 || present(inv.invoicingPeriod?.startDate) || present(inv.invoicingPeriod?.endDate)),
    ),
    rule('BR-IC-12', ['BT-80'], once((inv) => !hasK(inv) || text(inv.delivery?.address?.countryCode).length > 1)),
  ]
}

function splitPayment(): BusinessRule[] {
  const codes = (inv: Invoice) => [...inv.lines.map((l) => l.vat?.categoryCode), ...inv.allowances.map((a) => a.vatCategoryCode), ...inv.charges.map((a) => a.vatCategoryCode), ...inv.vatBreakdown.map((v) => v.categoryCode)].map(text)
  const countries = (inv: Invoice) => [inv.seller?.address?.countryCode, inv.buyer?.address?.countryCode, inv.taxRepresentative?.address?.countryCode, inv.delivery?.address?.countryCode].filter(present).map(text)
  return [
    rule('BR-B-01', ['BT-151', 'BT-95', 'BT-102'], once((inv) => !codes(inv).includes('B') || countries(inv).every((c) => c === 'IT'))),
    rule('BR-B-02', ['BT-151', 'BT-95', 'BT-102', 'BT-118'], once((inv) => !codes(inv).includes('B') || !codes(inv).includes('S'))),
  ]
}

export const vatCategoryRules: readonly BusinessRule[] = [...CATEGORIES.flatMap(categoryRules), ...notSubjectToVat(), ...intraCommunity(), ...splitPayment()]
