/**
 * FeRD's own rules for the ZUGFeRD/Factur-X EXTENDED profile (CII only), written on the tree as FeRD's
 * Schematron states them (rules/ferd-extended-catalogue.ts names the release; the XPath of each is
 * summarised above it). EXTENDED adds what EN 16931 lacks: sub-invoice lines (BT-X-8 LineStatusReasonCode
 * GROUP/DETAIL/INFORMATION with BT-X-304 ParentLineID), logistics service charges (BT-X-272), notes with
 * codes. FeRD therefore replaces the calculation rules of EN 16931 by variants that count only the lines
 * that are invoiced (no status, or DETAIL) and add the logistics charges (`FERD_EXTENDED_REPLACES`), and
 * does not state EN 16931's CII syntax rules that forbid elements the extension allows.
 */
import type Big from 'big.js'
import { parseDecimal, round2, sum, xpathNumber, ZERO } from '../model/decimal'
import { selectElements, textOf } from '../xml/path'
import { normalizeSpace, pathOf, type XElement } from '../xml/tree'
import { FERD_CHARACTERISTIC_CODES } from './ferd-extended-catalogue'
import { rule, type BusinessRule, type RuleContext, type Violation } from './rule'

/** The rules of EN 16931 each FeRD rule takes the place of in EXTENDED: not run there. */
export const FERD_EXTENDED_REPLACES: Readonly<Record<string, string>> = {
  'BR-22': 'BR-FXEXT-BR-22',
  'BR-23': 'BR-FXEXT-BR-23',
  'BR-26': 'BR-FXEXT-BR-26',
  'BR-27': 'BR-FXEXT-BR-27',
  'BR-CO-04': 'BR-FXEXT-CO-04',
  'BR-CO-10': 'BR-FXEXT-CO-10',
  'BR-CO-11': 'BR-FXEXT-CO-11',
  'BR-CO-12': 'BR-FXEXT-CO-12',
  'BR-CO-13': 'BR-FXEXT-CO-13',
  'BR-CO-15': 'BR-FXEXT-CO-15',
  'BR-S-08': 'BR-FXEXT-S-08',
  'BR-S-09': 'BR-FXEXT-S-09',
  'BR-Z-08': 'BR-FXEXT-Z-08',
  'BR-E-08': 'BR-FXEXT-E-08',
  'BR-AE-08': 'BR-FXEXT-AE-08',
  'BR-IC-08': 'BR-FXEXT-IC-08',
  'BR-G-08': 'BR-FXEXT-G-08',
  'BR-O-08': 'BR-FXEXT-O-08',
  'BR-AF-08': 'BR-FXEXT-AF-08',
  'BR-AG-08': 'BR-FXEXT-AG-08',
  'CII-DT-097': 'BR-FXEXT-CII-DT-097a',
}

const TRANSACTION = '/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction'
const SETTLEMENT = `${TRANSACTION}/ram:ApplicableHeaderTradeSettlement`
const all = (context: XElement, path: string) => selectElements(context, path)
const first = (context: XElement, path: string): XElement | undefined => all(context, path)[0]
const textAt = (context: XElement, path: string) => {
  const found = first(context, path)
  return found ? textOf(found) : undefined
}

const lines = (root: XElement) => all(root, `${TRANSACTION}/ram:IncludedSupplyChainTradeLineItem`)
/** `not(ram:AssociatedDocumentLineDocument/ram:LineStatusReasonCode) or … = 'DETAIL'`: a line that is invoiced. */
function invoiced(line: XElement): boolean {
  const codes = all(line, 'ram:AssociatedDocumentLineDocument/ram:LineStatusReasonCode')
  return codes.length === 0 || codes.some((code) => textOf(code) === 'DETAIL')
}
const allowancesAndCharges = (root: XElement) => all(root, `${SETTLEMENT}/ram:SpecifiedTradeAllowanceCharge`)
const logisticsCharges = (root: XElement) => all(root, `${SETTLEMENT}/ram:SpecifiedLogisticsServiceCharge`)
const indicator = (element: XElement) => textAt(element, 'ram:ChargeIndicator/udt:Indicator')
/** `udt:Indicator = true()` (the value cast to boolean) and `udt:Indicator = 'true'` (the string): the rules use both. */
const isChargeBoolean = (element: XElement) => ['true', '1'].includes(normalizeSpace(indicator(element) ?? ''))
const isAllowanceBoolean = (element: XElement) => ['false', '0'].includes(normalizeSpace(indicator(element) ?? ''))
const isChargeString = (element: XElement) => indicator(element) === 'true'
const isAllowanceString = (element: XElement) => indicator(element) === 'false'

/** A decimal at the path, or null where it is missing or not a number (the Schematron's cast then fails the rule). */
const decimalAt = (context: XElement, path: string): Big | null => {
  const value = textAt(context, path)
  return value === undefined ? null : parseDecimal(value)
}
/** `round(sum(…) * 100) div 100` of the amounts at `path` below each element; null if one is not a number. */
function roundedSum(elements: readonly XElement[], path: string): Big | null {
  const values: Big[] = []
  for (const element of elements) {
    for (const node of all(element, path)) {
      const value = parseDecimal(textOf(node))
      if (!value) return null
      values.push(value)
    }
  }
  return round2(sum(values))
}
const within = (difference: Big, items: number) => difference.abs().lte(ZERO.plus('0.01').times(items))
const calculation = (stated: Big | null, computed: Big | null, items: number): true | Omit<Violation, 'path'> =>
  stated && computed && within(stated.minus(computed), items) ? true : { stated: stated?.toString() ?? '', computed: computed?.toString() ?? '' }

function* atSummation(root: XElement, check: (summation: XElement) => true | Omit<Violation, 'path'>): Iterable<Violation> {
  for (const summation of all(root, '//ram:SpecifiedTradeSettlementHeaderMonetarySummation')) {
    const result = check(summation)
    if (result !== true) yield { path: pathOf(summation), ...result }
  }
}

/** BR-FXEXT-CO-10: |BT-106 − round(Σ BT-131 of invoiced lines)| ≤ 0.01 × the number of all lines. */
function* lineTotal({ root }: RuleContext): Iterable<Violation> {
  yield* atSummation(root, (summation) => calculation(decimalAt(summation, 'ram:LineTotalAmount'), roundedSum(lines(root).filter(invoiced), 'ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount'), lines(root).length))
}

/** BR-FXEXT-CO-11: no allowance and no BT-107, or |BT-107 − round(Σ BT-92)| ≤ 0.01 × the number of allowances. */
function* allowanceTotal({ root }: RuleContext): Iterable<Violation> {
  yield* atSummation(root, (summation) => {
    const allowances = allowancesAndCharges(root).filter(isAllowanceString)
    if (allowances.length === 0 && !first(summation, 'ram:AllowanceTotalAmount')) return true
    return calculation(decimalAt(summation, 'ram:AllowanceTotalAmount'), roundedSum(allowances, 'ram:ActualAmount'), allowances.length)
  })
}

/** BR-FXEXT-CO-12: no charge and no BT-108, or |BT-108 − round(Σ BT-99) − round(Σ BT-X-272)| ≤ 0.01 × (charges + logistics charges). */
function* chargeTotal({ root }: RuleContext): Iterable<Violation> {
  yield* atSummation(root, (summation) => {
    const charges = allowancesAndCharges(root).filter(isChargeString)
    if (charges.length === 0 && !first(summation, 'ram:ChargeTotalAmount')) return true
    const chargeSum = roundedSum(charges, 'ram:ActualAmount')
    const logistics = roundedSum(logisticsCharges(root), 'ram:AppliedAmount')
    return calculation(decimalAt(summation, 'ram:ChargeTotalAmount'), chargeSum && logistics && chargeSum.plus(logistics), charges.length + logisticsCharges(root).length)
  })
}

/** The counts the tolerance of CO-13, CO-15 and S-09 is made of: invoiced lines, allowances, charges with logistics charges. */
function itemCount(root: XElement): number {
  const own = allowancesAndCharges(root)
  return lines(root).filter(invoiced).length + own.filter(isAllowanceString).length + own.filter(isChargeString).length + logisticsCharges(root).length
}

/** BR-FXEXT-CO-13: |BT-109 − Σ BT-131 (invoiced) + Σ BT-92 − Σ BT-99 − Σ BT-X-272| ≤ 0.01 × the items. */
function* totalWithoutVat({ root }: RuleContext): Iterable<Violation> {
  yield* atSummation(root, (summation) => {
    const own = allowancesAndCharges(root)
    const lineSum = roundedSum(lines(root).filter(invoiced), 'ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount')
    const allowanceSum = roundedSum(own.filter(isAllowanceString), 'ram:ActualAmount')
    const chargeSum = roundedSum(own.filter(isChargeString), 'ram:ActualAmount')
    const logistics = roundedSum(logisticsCharges(root), 'ram:AppliedAmount')
    const computed = lineSum && allowanceSum && chargeSum && logistics ? lineSum.minus(allowanceSum).plus(chargeSum).plus(logistics) : null
    return calculation(decimalAt(summation, 'ram:TaxBasisTotalAmount'), computed, itemCount(root))
  })
}

/**
 * BR-FXEXT-CO-15: with exactly one BT-110 in the invoice currency, |BT-112 − BT-110 − BT-109| ≤ 0.01 × the
 * items; without one (or with several), BT-109 = BT-112.
 */
function* totalWithVat({ root }: RuleContext): Iterable<Violation> {
  yield* atSummation(root, (summation) => {
    const currency = summation.parent ? textAt(summation.parent, 'ram:InvoiceCurrencyCode') : undefined
    const withoutVat = decimalAt(summation, 'ram:TaxBasisTotalAmount')
    const withVat = decimalAt(summation, 'ram:GrandTotalAmount')
    if (currency === undefined || !withoutVat || !withVat) return { stated: withVat?.toString() ?? '', computed: '' }
    const vatTotals = all(summation, 'ram:TaxTotalAmount').filter((total) => total.attributes.get('currencyID') === currency)
    const vat = vatTotals[0] ? parseDecimal(textOf(vatTotals[0])) : null
    if (vatTotals.length === 1) return calculation(withVat, vat && withoutVat.plus(vat), itemCount(root))
    return withoutVat.eq(withVat) ? true : { stated: withVat.toString(), computed: withoutVat.toString() }
  })
}

/** The category of a line, an allowance or charge, or a logistics charge, and its rate, as the -08 rules select them. */
const lineTax = 'ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax'
const ownTax = 'ram:CategoryTradeTax'
const logisticsTax = 'ram:AppliedTradeTax'
const hasCategory = (element: XElement, tax: string, code: string, rate: Big | undefined) =>
  all(element, tax).some((t) => all(t, 'ram:CategoryCode').some((c) => textOf(c) === code) && (rate === undefined || all(t, 'ram:RateApplicablePercent').some((r) => parseDecimal(textOf(r))?.eq(rate))))

/**
 * BR-FXEXT-S-08, -Z-08, -E-08, -AE-08, -IC-08 (K), -G-08, -O-08, -AF-08 (L), -AG-08 (M): in each VAT
 * breakdown of the category (for S: of its rate), |BT-116 − (Σ BT-131 of invoiced lines + Σ BT-99 + Σ BT-X-272
 * − Σ BT-92)| ≤ 0.01 × the lines, allowances, charges and logistics charges of that category (and rate).
 */
function categoryBasis(code: string, byRate: boolean) {
  return function* ({ root }: RuleContext): Iterable<Violation> {
    for (const breakdown of all(root, `${SETTLEMENT}/ram:ApplicableTradeTax`)) {
      if (!all(breakdown, 'ram:CategoryCode').some((c) => textOf(c) === code)) continue
      const rates: (Big | undefined)[] = byRate ? all(breakdown, 'ram:RateApplicablePercent').map((r) => parseDecimal(textOf(r)) ?? undefined) : [undefined]
      for (const rate of rates) {
        if (byRate && rate === undefined) continue
        const categoryLines = lines(root).filter((line) => invoiced(line) && hasCategory(line, lineTax, code, rate))
        const own = allowancesAndCharges(root).filter((element) => hasCategory(element, ownTax, code, rate))
        const logistics = logisticsCharges(root).filter((element) => hasCategory(element, logisticsTax, code, rate))
        const lineSum = roundedSum(categoryLines, 'ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount')
        const chargeSum = roundedSum(own.filter(isChargeBoolean), 'ram:ActualAmount')
        const allowanceSum = roundedSum(own.filter(isAllowanceBoolean), 'ram:ActualAmount')
        const logisticsSum = roundedSum(logistics, 'ram:AppliedAmount')
        const computed = lineSum && chargeSum && allowanceSum && logisticsSum ? lineSum.plus(chargeSum).plus(logisticsSum).minus(allowanceSum) : null
        const result = calculation(decimalAt(breakdown, 'ram:BasisAmount'), computed, categoryLines.length + own.length + logistics.length)
        if (result !== true) yield { path: pathOf(breakdown), ...result }
      }
    }
  }
}

/** BR-FXEXT-S-09: in each S breakdown, |BT-117 − round(BT-116 × BT-119 / 100)| ≤ 0.01 × the items of the invoice. */
function* standardRatedTax({ root }: RuleContext): Iterable<Violation> {
  for (const breakdown of all(root, `${SETTLEMENT}/ram:ApplicableTradeTax`)) {
    if (!all(breakdown, 'ram:CategoryCode').some((c) => textOf(c) === 'S')) continue
    const basis = decimalAt(breakdown, 'ram:BasisAmount')
    const rate = decimalAt(breakdown, 'ram:RateApplicablePercent')
    const result = calculation(decimalAt(breakdown, 'ram:CalculatedAmount'), basis && rate && round2(basis.times(rate).div(100)), itemCount(root))
    if (result !== true) yield { path: pathOf(breakdown), ...result }
  }
}

/** A rule on each invoiced line: BR-FXEXT-BR-22, -23, -26, -27 and -CO-04. */
function eachInvoicedLine(holds: (line: XElement) => boolean) {
  return function* ({ root }: RuleContext): Iterable<Violation> {
    for (const line of lines(root)) if (invoiced(line) && !holds(line)) yield { path: pathOf(line) }
  }
}
const netPrice = 'ram:SpecifiedLineTradeAgreement/ram:NetPriceProductTradePrice/ram:ChargeAmount'

/** `(ram:LineStatusReasonCode | ram:AssociatedDocumentLineDocument/… | ram:SpecifiedLineTradeSettlement/…)[1]`, in document order. */
function subtype(line: XElement): string {
  const codes = all(line, 'ram:LineStatusReasonCode | ram:AssociatedDocumentLineDocument/ram:LineStatusReasonCode | ram:SpecifiedLineTradeSettlement/ram:LineStatusReasonCode')
  return codes[0] ? normalizeSpace(textOf(codes[0])) : ''
}
const lineId = (line: XElement) => normalizeSpace(textAt(line, 'ram:AssociatedDocumentLineDocument/ram:LineID') ?? '')
const parentId = (line: XElement) => normalizeSpace(textAt(line, 'ram:AssociatedDocumentLineDocument/ram:ParentLineID') ?? '')

/** BR-FXEXT-06: a line with a parent, or that is another line's parent, states its subtype (BT-X-8). */
function* subtypeOfSubLines({ root }: RuleContext): Iterable<Violation> {
  for (const line of all(root, '//ram:IncludedSupplyChainTradeLineItem')) {
    if (subtype(line) !== '') continue
    const siblings = line.parent ? all(line.parent, 'ram:IncludedSupplyChainTradeLineItem') : []
    const isParent = siblings.some((other) => other !== line && parentId(other) === lineId(line))
    if (parentId(line) !== '' || isParent) yield { path: pathOf(line) }
  }
}

/**
 * BR-FXEXT-08: a GROUP line's net amount, where stated, equals the sum of its DETAIL and GROUP children's
 * (compared as XPath numbers, exactly: a sub-line without an amount makes the sum NaN, so the rule fails). Reported at
 * each GROUP line that breaks it.
 */
function* groupTotals({ root }: RuleContext): Iterable<Violation> {
  const items = all(root, '//ram:IncludedSupplyChainTradeLineItem')
  const amount = (line: XElement) => xpathNumber(textAt(line, 'ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount') ?? '')
  const status = (line: XElement) => all(line, 'ram:AssociatedDocumentLineDocument/ram:LineStatusReasonCode').map(textOf)
  for (const group of items) {
    if (!status(group).includes('GROUP')) continue
    const stated = normalizeSpace(textAt(group, 'ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount') ?? '')
    if (stated === '') continue
    const children = items.filter((child) => parentId(child) === lineId(group) && status(child).some((s) => s === 'DETAIL' || s === 'GROUP'))
    const total = children.reduce((acc, child) => acc + amount(child), 0)
    if (xpathNumber(stated) !== total) yield { path: pathOf(group), stated, computed: String(total) }
  }
}

/** BR-FXEXT-11: a parent line id names an existing line. */
function* parentExists({ root }: RuleContext): Iterable<Violation> {
  const items = all(root, '//ram:IncludedSupplyChainTradeLineItem')
  const ids = new Set(all(root, '//ram:IncludedSupplyChainTradeLineItem/ram:AssociatedDocumentLineDocument/ram:LineID').map((id) => normalizeSpace(textOf(id))))
  for (const line of items) if (parentId(line) !== '' && !ids.has(parentId(line))) yield { path: pathOf(line) }
}

/** BR-FXEXT-01 (document notes) and -02 (line notes): a note with a subject code has a coded or a free text. */
function notesWithText(path: string) {
  return function* ({ root }: RuleContext): Iterable<Violation> {
    for (const note of all(root, path)) {
      if (first(note, 'ram:SubjectCode') && !first(note, 'ram:ContentCode') && !first(note, 'ram:Content')) yield { path: pathOf(note) }
    }
  }
}

/** BR-FXEXT-03: a tax registration of any party but the seller is a VAT ID (schemeID VA). */
function* vatIdsOnly({ root }: RuleContext): Iterable<Violation> {
  for (const id of all(root, '//ram:SpecifiedTaxRegistration/ram:ID')) {
    let inSeller = false
    for (let up = id.parent; up; up = up.parent) if (up.name === 'ram:SellerTradeParty') inSeller = true
    if (!inSeller && id.attributes.get('schemeID') !== 'VA') yield { path: pathOf(id) }
  }
}

/** BR-FXEXT-CII-DT-097a: a date and time with format 205 is written YYYYMMDDHHMM. */
function* dateTime205({ root }: RuleContext): Iterable<Violation> {
  for (const value of all(root, '//udt:DateTimeString')) {
    if (value.attributes.get('format') === '205' && !/^\s*\d{4}(1[0-2]|0[1-9])(3[01]|[12][0-9]|0[1-9])([01][0-9]|2[0-3])[0-5][0-9]\s*$/.test(textOf(value))) yield { path: pathOf(value) }
  }
}

/**
 * BR-FX-EN-04: an invoice other than a down payment invoice (386) between parties in Germany (seller or
 * invoicer, buyer or invoicee) states the delivery date (BT-72), the invoicing period (BG-14) or a period on
 * every line (BG-26), and the delivery information is not empty.
 */
function* deliveryDateInGermany({ root }: RuleContext): Iterable<Violation> {
  const type = textAt(root, '/rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:TypeCode')
  if (type === undefined || type === '386') return
  for (const transaction of all(root, TRANSACTION)) {
    const german = (path: string) => all(transaction, `${path}/ram:PostalTradeAddress/ram:CountryID`).some((c) => normalizeSpace(textOf(c)).toUpperCase() === 'DE')
    const seller = german('ram:ApplicableHeaderTradeAgreement/ram:SellerTradeParty') || german('ram:ApplicableHeaderTradeSettlement/ram:InvoicerTradeParty')
    const buyer = german('ram:ApplicableHeaderTradeAgreement/ram:BuyerTradeParty') || german('ram:ApplicableHeaderTradeSettlement/ram:InvoiceeTradeParty')
    if (!seller || !buyer) continue
    const delivered = first(transaction, 'ram:ApplicableHeaderTradeDelivery/ram:ActualDeliverySupplyChainEvent/ram:OccurrenceDateTime') !== undefined
    const period = first(transaction, 'ram:ApplicableHeaderTradeSettlement/ram:BillingSpecifiedPeriod') !== undefined
    const linePeriods = all(transaction, 'ram:IncludedSupplyChainTradeLineItem').every((line) => first(line, 'ram:SpecifiedLineTradeSettlement/ram:BillingSpecifiedPeriod') !== undefined)
    const deliveryText = all(transaction, 'ram:ApplicableHeaderTradeDelivery').map(textOf).join('')
    if (!((delivered || period || linePeriods) && (delivered || normalizeSpace(deliveryText) !== ''))) yield { path: pathOf(transaction) }
  }
}

/** BR-FXEXT-04 (a warning): a product characteristic's code is one word of UNTDED 6313 with Factur-X's additions. */
function* characteristicCodes({ root }: RuleContext): Iterable<Violation> {
  for (const code of all(root, '//ram:ApplicableProductCharacteristic/ram:TypeCode')) {
    const value = normalizeSpace(textOf(code))
    if (value.includes(' ') || !FERD_CHARACTERISTIC_CODES.has(value)) yield { path: pathOf(code) }
  }
}

/** FeRD's rules for EXTENDED, with the business terms each concerns (their consequence class follows from them). */
export const ferdExtendedRules: readonly BusinessRule[] = [
  rule('BR-FXEXT-CO-10', ['BT-106', 'BT-131'], lineTotal),
  rule('BR-FXEXT-CO-11', ['BT-107', 'BT-92'], allowanceTotal),
  rule('BR-FXEXT-CO-12', ['BT-108', 'BT-99'], chargeTotal),
  rule('BR-FXEXT-CO-13', ['BT-109', 'BT-131', 'BT-92', 'BT-99'], totalWithoutVat),
  rule('BR-FXEXT-CO-15', ['BT-112', 'BT-110', 'BT-109'], totalWithVat),
  rule('BR-FXEXT-S-08', ['BT-116', 'BT-131', 'BT-92', 'BT-99'], categoryBasis('S', true)),
  rule('BR-FXEXT-Z-08', ['BT-116', 'BT-131', 'BT-92', 'BT-99'], categoryBasis('Z', false)),
  rule('BR-FXEXT-E-08', ['BT-116', 'BT-131', 'BT-92', 'BT-99'], categoryBasis('E', false)),
  rule('BR-FXEXT-AE-08', ['BT-116', 'BT-131', 'BT-92', 'BT-99'], categoryBasis('AE', false)),
  rule('BR-FXEXT-IC-08', ['BT-116', 'BT-131', 'BT-92', 'BT-99'], categoryBasis('K', false)),
  rule('BR-FXEXT-G-08', ['BT-116', 'BT-131', 'BT-92', 'BT-99'], categoryBasis('G', false)),
  rule('BR-FXEXT-O-08', ['BT-116', 'BT-131', 'BT-92', 'BT-99'], categoryBasis('O', false)),
  rule('BR-FXEXT-AF-08', ['BT-116', 'BT-131', 'BT-92', 'BT-99'], categoryBasis('L', false)),
  rule('BR-FXEXT-AG-08', ['BT-116', 'BT-131', 'BT-92', 'BT-99'], categoryBasis('M', false)),
  rule('BR-FXEXT-S-09', ['BT-117', 'BT-116', 'BT-119'], standardRatedTax),
  rule('BR-FXEXT-BR-22', ['BT-129'], eachInvoicedLine((line) => first(line, 'ram:SpecifiedLineTradeDelivery/ram:BilledQuantity') !== undefined)),
  rule('BR-FXEXT-BR-23', ['BT-130'], eachInvoicedLine((line) => all(line, 'ram:SpecifiedLineTradeDelivery/ram:BilledQuantity').some((q) => q.attributes.has('unitCode')))),
  rule('BR-FXEXT-BR-26', ['BT-146'], eachInvoicedLine((line) => first(line, netPrice) !== undefined)),
  // `(…/ram:ChargeAmount) >= 0`: some price that is a number ≥ 0 (a missing price fails it too, as in FeRD's rule).
  rule('BR-FXEXT-BR-27', ['BT-146'], eachInvoicedLine((line) => all(line, netPrice).some((price) => xpathNumber(textOf(price)) >= 0))),
  rule('BR-FXEXT-CO-04', ['BT-151'], eachInvoicedLine((line) => all(line, lineTax).some((tax) => (textAt(tax, 'ram:TypeCode') ?? '').toUpperCase() === 'VAT' && first(tax, 'ram:CategoryCode') !== undefined))),
  rule('BR-FXEXT-06', ['BG-25'], subtypeOfSubLines),
  rule('BR-FXEXT-08', ['BT-131'], groupTotals),
  rule('BR-FXEXT-11', ['BG-25'], parentExists),
  rule('BR-FXEXT-01', ['BT-21', 'BT-22'], notesWithText('/rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:IncludedNote')),
  rule('BR-FXEXT-02', ['BT-127'], notesWithText('//ram:AssociatedDocumentLineDocument/ram:IncludedNote')),
  rule('BR-FXEXT-03', ['BT-48'], vatIdsOnly),
  rule('BR-FXEXT-CII-DT-097a', [], dateTime205),
  rule('BR-FX-EN-04', ['BT-72', 'BG-14', 'BG-26'], deliveryDateInGermany),
  rule('BR-FXEXT-04', ['BT-160'], characteristicCodes),
]
