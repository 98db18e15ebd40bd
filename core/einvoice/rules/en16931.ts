/**
 * The business rules of EN 16931-1 (BR-01 … BR-65, BR-CO-*, BR-DEC-*) as the CEN validation artefacts
 * check them, written on the model. The VAT category rules are in vat-categories.ts, the code list
 * rules in syntax/ (they bind to syntax elements).
 */
import Big from 'big.js'
import { UNCL4451, VAT_PREFIXES_CII, VAT_PREFIXES_UBL } from '../codelists/lists'
import { categoryTax, fractionDigits, round2, roundInteger, sum, ZERO } from '../model/decimal'
import type { AmountField, DecimalField, Field, Invoice, InvoiceLine } from '../model/types'
import { each, filled, fmt, once, present, rule, text, type BusinessRule, type RuleContext, type Violation } from './rule'

const ONE = new Big(1)
const dec = (f: DecimalField | null | undefined): Big | null => f?.decimal ?? null
const lineItems = (inv: Invoice): readonly InvoiceLine[] => inv.lines
const maxTwoDecimals = (f: Field | null) => !f || fractionDigits(f.value) <= 2

/** BT-110: the VAT total in the invoice currency. */
export function invoiceVatTotal(inv: Invoice): AmountField | null {
  const currency = text(inv.currencyCode)
  const inCurrency = inv.vatTotals.filter((t) => t.currency !== null && t.currency.trim() === currency)
  return inCurrency[0] ?? null
}

const lineDecimals = (id: string, bt: 'BT-136' | 'BT-137' | 'BT-141' | 'BT-142', charge: boolean, key: 'amount' | 'baseAmount') =>
  rule(id, [bt], each((inv) => inv.lines.flatMap((l) => (charge ? l.charges : l.allowances)), (ac) => maxTwoDecimals(ac[key])))

const docDecimals = (id: string, bt: 'BT-92' | 'BT-93' | 'BT-99' | 'BT-100', charge: boolean, key: 'amount' | 'baseAmount') =>
  rule(id, [bt], each((inv) => (charge ? inv.charges : inv.allowances), (ac) => maxTwoDecimals(ac[key])))

type TotalKey = 'lineNetTotal' | 'allowanceTotal' | 'chargeTotal' | 'totalWithoutVat' | 'totalWithVat' | 'paidAmount' | 'roundingAmount' | 'amountDue'
const totalsDecimals = (id: string, bt: 'BT-106' | 'BT-107' | 'BT-108' | 'BT-109' | 'BT-112' | 'BT-113' | 'BT-114' | 'BT-115', key: TotalKey) =>
  rule(id, [bt], each((inv) => (inv.totals ? [inv.totals] : []), (t) => maxTwoDecimals(t[key])))

const equal = (a: Big | null, b: Big | null) => a !== null && b !== null && a.eq(b)

export const en16931Rules: readonly BusinessRule[] = [
  // ---- the invoice
  rule('BR-01', ['BT-24'], once((inv) => filled(inv.processControl.specificationIdentifier))),
  rule('BR-02', ['BT-1'], once((inv) => filled(inv.number))),
  rule('BR-03', ['BT-2'], once((inv) => filled(inv.issueDate))),
  rule('BR-04', ['BT-3'], once((inv) => filled(inv.typeCode))),
  rule('BR-05', ['BT-5'], once((inv) => filled(inv.currencyCode))),
  rule('BR-06', ['BT-27'], once((inv) => filled(inv.seller?.name))),
  rule('BR-07', ['BT-44'], once((inv) => filled(inv.buyer?.name))),
  rule('BR-08', ['BG-5'], once((inv) => present(inv.seller?.address as Field | null | undefined))),
  // UBL's artefact checks the country where a seller address exists, CII's on every invoice.
  rule('BR-09', ['BT-40'], each((inv, syntax): readonly { readonly path: string; readonly countryCode?: Field | null }[] => (inv.seller?.address ? [inv.seller.address] : syntax === 'CII' ? [inv] : []), (a) => filled(a.countryCode))),
  rule('BR-10', ['BG-8'], once((inv) => present(inv.buyer?.address as Field | null | undefined))),
  rule('BR-11', ['BT-55'], each((inv, syntax): readonly { readonly path: string; readonly countryCode?: Field | null }[] => (inv.buyer?.address ? [inv.buyer.address] : syntax === 'CII' ? [inv] : []), (a) => filled(a.countryCode))),
  rule('BR-12', ['BT-106'], each((inv) => (inv.totals ? [inv.totals] : []), (t) => present(t.lineNetTotal))),
  rule('BR-13', ['BT-109'], each((inv) => (inv.totals ? [inv.totals] : []), (t) => present(t.totalWithoutVat))),
  rule('BR-14', ['BT-112'], each((inv) => (inv.totals ? [inv.totals] : []), (t) => present(t.totalWithVat))),
  rule('BR-15', ['BT-115'], each((inv) => (inv.totals ? [inv.totals] : []), (t) => present(t.amountDue))),
  rule('BR-16', ['BG-25'], once((inv) => inv.lines.length > 0)),
  // The artefacts: the payee name is given and differs from the seller's (UBL compares the seller's
  // trading name and identifiers, CII the seller's name, identifiers and legal registration).
  rule(
    'BR-17',
    ['BT-59'],
    each(
      (inv) => (inv.payee ? [inv.payee] : []),
      (payee, { invoice, syntax }) => {
        if (!present(payee.name)) return false
        const seller = invoice.seller
        if (!seller) return true
        const sellerName = syntax === 'UBL' ? seller.tradingName : seller.name
        if (sellerName && payee.name.value === sellerName.value) return false
        if (payee.identifier && seller.identifiers.some((i) => i.value === payee.identifier!.value)) return false
        if (syntax === 'CII' && payee.legalRegistrationIdentifier && seller.legalRegistrationIdentifier?.value === payee.legalRegistrationIdentifier.value) return false
        return true
      },
    ),
  ),
  rule('BR-18', ['BT-62'], each((inv) => (inv.taxRepresentative ? [inv.taxRepresentative] : []), (r) => filled(r.name))),
  rule('BR-19', ['BG-12'], each((inv) => (inv.taxRepresentative ? [inv.taxRepresentative] : []), (r) => r.address !== null)),
  rule('BR-20', ['BT-69'], each((inv) => (inv.taxRepresentative?.address ? [inv.taxRepresentative.address] : []), (a) => filled(a.countryCode))),
  // ---- each line
  rule('BR-21', ['BT-126'], each(lineItems, (l) => filled(l.identifier))),
  rule('BR-22', ['BT-129'], each(lineItems, (l) => present(l.quantity))),
  rule('BR-23', ['BT-130'], each(lineItems, (l) => present(l.quantity?.unit))),
  rule('BR-24', ['BT-131'], each(lineItems, (l) => present(l.netAmount))),
  rule('BR-25', ['BT-153'], each(lineItems, (l) => filled(l.item?.name))),
  rule('BR-26', ['BT-146'], each(lineItems, (l) => present(l.price?.netPrice))),
  rule('BR-27', ['BT-146'], each(lineItems, (l) => dec(l.price?.netPrice)?.gte(0) ?? false)),
  rule('BR-28', ['BT-148'], each(lineItems, (l) => !l.price?.grossPrice || (dec(l.price.grossPrice)?.gte(0) ?? false))),
  rule('BR-29', ['BT-73', 'BT-74'], each((inv) => (inv.invoicingPeriod ? [inv.invoicingPeriod] : []), (p) => !p.startDate?.iso || !p.endDate?.iso || p.endDate.iso >= p.startDate.iso)),
  rule('BR-30', ['BT-134', 'BT-135'], each((inv) => inv.lines.flatMap((l) => (l.period ? [l.period] : [])), (p) => !p.startDate?.iso || !p.endDate?.iso || p.endDate.iso >= p.startDate.iso)),
  // ---- document level allowances and charges
  rule('BR-31', ['BT-92'], each((inv) => inv.allowances, (a) => present(a.amount))),
  rule('BR-32', ['BT-95'], each((inv) => inv.allowances, (a) => present(a.vatCategoryCode))),
  rule('BR-33', ['BT-97', 'BT-98'], each((inv) => inv.allowances, (a) => present(a.reason) || present(a.reasonCode))),
  rule('BR-36', ['BT-99'], each((inv) => inv.charges, (c) => present(c.amount))),
  rule('BR-37', ['BT-102'], each((inv) => inv.charges, (c) => present(c.vatCategoryCode))),
  rule('BR-38', ['BT-104', 'BT-105'], each((inv) => inv.charges, (c) => present(c.reason) || present(c.reasonCode))),
  // ---- line allowances and charges
  rule('BR-41', ['BT-136'], each((inv) => inv.lines.flatMap((l) => l.allowances), (a) => present(a.amount))),
  rule('BR-42', ['BT-139', 'BT-140'], each((inv) => inv.lines.flatMap((l) => l.allowances), (a) => present(a.reason) || present(a.reasonCode))),
  rule('BR-43', ['BT-141'], each((inv) => inv.lines.flatMap((l) => l.charges), (c) => present(c.amount))),
  rule('BR-44', ['BT-144', 'BT-145'], each((inv) => inv.lines.flatMap((l) => l.charges), (c) => present(c.reason) || present(c.reasonCode))),
  // ---- VAT breakdown
  rule('BR-45', ['BT-116'], each((inv) => inv.vatBreakdown, (v) => present(v.taxableAmount))),
  rule('BR-46', ['BT-117'], each((inv) => inv.vatBreakdown, (v) => present(v.taxAmount))),
  rule('BR-47', ['BT-118'], each((inv) => inv.vatBreakdown, (v) => present(v.categoryCode))),
  rule('BR-48', ['BT-119'], each((inv) => inv.vatBreakdown, (v) => present(v.rate) || text(v.categoryCode) === 'O')),
  // ---- payment
  rule('BR-49', ['BT-81'], each((inv) => inv.paymentInstructions, (p) => present(p.meansCode))),
  rule(
    'BR-50',
    ['BT-84'],
    each(
      (inv) => inv.paymentInstructions.filter((p) => ['30', '58'].includes(text(p.meansCode))).flatMap((p) => p.creditTransfers),
      (t) => filled(t.accountIdentifier),
    ),
  ),
  rule('BR-51', ['BT-87'], each((inv) => inv.paymentInstructions.flatMap((p) => (p.card?.primaryAccountNumber ? [p.card.primaryAccountNumber] : [])), (pan) => text(pan).length <= 10)),
  rule('BR-52', ['BT-122'], each((inv) => inv.supportingDocuments, (d) => filled(d.reference))),
  rule('BR-53', ['BT-6', 'BT-111'], once((inv) => !filled(inv.vatAccountingCurrencyCode) || inv.vatTotals.some((t) => t.currency?.trim() === text(inv.vatAccountingCurrencyCode)))),
  rule('BR-54', ['BT-160', 'BT-161'], each((inv) => inv.lines.flatMap((l) => l.item?.attributes ?? []), (a) => present(a.name) && present(a.value))),
  rule('BR-55', ['BT-25'], each((inv) => inv.precedingInvoices, (p) => filled(p.reference))),
  rule('BR-56', ['BT-63'], each((inv) => (inv.taxRepresentative ? [inv.taxRepresentative] : []), (r) => present(r.vatIdentifier))),
  rule('BR-57', ['BT-80'], each((inv) => (inv.delivery?.address ? [inv.delivery.address] : []), (a) => filled(a.countryCode))),
  rule(
    'BR-61',
    ['BT-84'],
    each(
      (inv) => inv.paymentInstructions.filter((p) => ['30', '58'].includes(text(p.meansCode))),
      (p) => p.creditTransfers.some((t) => present(t.accountIdentifier)),
    ),
  ),
  rule('BR-62', ['BT-34'], each((inv) => (inv.seller?.electronicAddress ? [inv.seller.electronicAddress] : []), (e) => e.scheme !== null)),
  rule('BR-63', ['BT-49'], each((inv) => (inv.buyer?.electronicAddress ? [inv.buyer.electronicAddress] : []), (e) => e.scheme !== null)),
  rule('BR-64', ['BT-157'], each((inv) => inv.lines.flatMap((l) => (l.item?.standardIdentifier ? [l.item.standardIdentifier] : [])), (i) => i.scheme !== null)),
  rule('BR-65', ['BT-158'], each((inv) => inv.lines.flatMap((l) => l.item?.classifications ?? []), (c) => c.scheme !== null)),

  // ---- conditions (BR-CO)
  rule('BR-CO-03', ['BT-7', 'BT-8'], once((inv) => !(present(inv.taxPointDate) && present(inv.taxPointDateCode)))),
  rule('BR-CO-04', ['BT-151'], each(lineItems, (l) => present(l.vat?.categoryCode))),
  rule('BR-CO-09', ['BT-31', 'BT-48', 'BT-63'], (context) => vatIdentifierPrefixes(context)),
  rule('BR-CO-10', ['BT-106', 'BT-131'], each((inv) => (inv.totals ? [inv.totals] : []), (t, { invoice }) => calculation(dec(t.lineNetTotal), round2(sum(invoice.lines.map((l) => dec(l.netAmount) ?? ZERO)))))),
  rule(
    'BR-CO-11',
    ['BT-107', 'BT-92'],
    each(
      (inv) => (inv.totals ? [inv.totals] : []),
      (t, { invoice }) => (!t.allowanceTotal && invoice.allowances.length === 0) || calculation(dec(t.allowanceTotal), round2(sum(invoice.allowances.map((a) => dec(a.amount) ?? ZERO)))),
    ),
  ),
  rule(
    'BR-CO-12',
    ['BT-108', 'BT-99'],
    each(
      (inv) => (inv.totals ? [inv.totals] : []),
      (t, { invoice }) => (!t.chargeTotal && invoice.charges.length === 0) || calculation(dec(t.chargeTotal), round2(sum(invoice.charges.map((c) => dec(c.amount) ?? ZERO)))),
    ),
  ),
  rule(
    'BR-CO-13',
    ['BT-109', 'BT-106', 'BT-107', 'BT-108'],
    each(
      (inv) => (inv.totals ? [inv.totals] : []),
      (t) => {
        const lines = dec(t.lineNetTotal)
        if (lines === null) return calculation(dec(t.totalWithoutVat), null)
        const expected = lines.plus(t.chargeTotal ? (dec(t.chargeTotal) ?? ZERO) : ZERO).minus(t.allowanceTotal ? (dec(t.allowanceTotal) ?? ZERO) : ZERO)
        return calculation(dec(t.totalWithoutVat), t.chargeTotal || t.allowanceTotal ? round2(expected) : expected)
      },
    ),
  ),
  rule('BR-CO-14', ['BT-110', 'BT-117'], (context) => vatTotalIsSumOfBreakdown(context)),
  rule('BR-CO-15', ['BT-112', 'BT-109', 'BT-110'], (context) => totalWithVat(context)),
  rule(
    'BR-CO-16',
    ['BT-115', 'BT-112', 'BT-113', 'BT-114'],
    each(
      (inv) => (inv.totals ? [inv.totals] : []),
      (t) => {
        const due = dec(t.amountDue)
        const withVat = dec(t.totalWithVat)
        if (due === null || withVat === null) return false
        const paid = t.paidAmount ? (dec(t.paidAmount) ?? ZERO) : ZERO
        const rounding = t.roundingAmount ? (dec(t.roundingAmount) ?? ZERO) : ZERO
        const expected = t.paidAmount || t.roundingAmount ? round2(withVat.minus(paid).plus(rounding)) : withVat
        const stated = t.roundingAmount ? round2(due.minus(rounding)).plus(rounding) : due
        return stated.eq(expected) || { stated: fmt(due), computed: fmt(expected) }
      },
    ),
  ),
  rule(
    'BR-CO-17',
    ['BT-117', 'BT-116', 'BT-119'],
    each(
      (inv) => inv.vatBreakdown,
      (v, { syntax }) => {
        const tax = dec(v.taxAmount)
        const rate = dec(v.rate)
        if (tax === null) return false
        if (rate === null) return v.rate ? false : roundInteger(tax).eq(0)
        if (roundInteger(rate).eq(0)) return roundInteger(tax).eq(0)
        const taxable = dec(v.taxableAmount)
        if (taxable === null) return false
        const expected = categoryTax(taxable, rate).abs()
        // UBL's artefact tests |tax| within 1 of the expected figure exclusively, CII's inclusively.
        const low = tax.abs().minus(ONE)
        const high = tax.abs().plus(ONE)
        const holds = syntax === 'UBL' ? low.lt(expected) && high.gt(expected) : low.lte(expected) && high.gte(expected)
        return holds || { stated: fmt(tax), computed: fmt(expected) }
      },
    ),
  ),
  // CII's artefact checks this on each invoice line, so only an invoice with lines.
  rule('BR-CO-18', ['BG-23'], once((inv, { syntax }) => inv.vatBreakdown.length > 0 || (syntax === 'CII' && inv.lines.length === 0))),
  rule('BR-CO-19', ['BG-14'], each((inv) => (inv.invoicingPeriod ? [inv.invoicingPeriod] : []), (p, { invoice }) => present(p.startDate) || present(p.endDate) || (invoice.taxPointDateCode?.path.startsWith(p.path + '/') ?? false))),
  rule('BR-CO-20', ['BG-26'], each((inv) => inv.lines.flatMap((l) => (l.period ? [l.period] : [])), (p) => present(p.startDate) || present(p.endDate))),
  rule('BR-CO-21', ['BT-97', 'BT-98'], each((inv) => inv.allowances, (a) => present(a.reason) || present(a.reasonCode))),
  rule('BR-CO-22', ['BT-104', 'BT-105'], each((inv) => inv.charges, (c) => present(c.reason) || present(c.reasonCode))),
  rule('BR-CO-23', ['BT-139', 'BT-140'], each((inv) => inv.lines.flatMap((l) => l.allowances), (a) => present(a.reason) || present(a.reasonCode))),
  rule('BR-CO-24', ['BT-144', 'BT-145'], each((inv) => inv.lines.flatMap((l) => l.charges), (c) => present(c.reason) || present(c.reasonCode))),
  rule(
    'BR-CO-26',
    ['BT-29', 'BT-30', 'BT-31'],
    each((inv) => (inv.seller ? [inv.seller] : []), (s) => s.identifiers.length > 0 || present(s.legalRegistrationIdentifier) || present(s.vatIdentifier)),
  ),

  // ---- decimals (BR-DEC)
  docDecimals('BR-DEC-01', 'BT-92', false, 'amount'),
  docDecimals('BR-DEC-02', 'BT-93', false, 'baseAmount'),
  docDecimals('BR-DEC-05', 'BT-99', true, 'amount'),
  docDecimals('BR-DEC-06', 'BT-100', true, 'baseAmount'),
  totalsDecimals('BR-DEC-09', 'BT-106', 'lineNetTotal'),
  totalsDecimals('BR-DEC-10', 'BT-107', 'allowanceTotal'),
  totalsDecimals('BR-DEC-11', 'BT-108', 'chargeTotal'),
  totalsDecimals('BR-DEC-12', 'BT-109', 'totalWithoutVat'),
  // UBL's artefact compares the currency with a path that never matches, so only CII checks BR-DEC-13
  // and BR-DEC-15 (UBL-DT-01 limits every UBL amount to two decimals anyway).
  rule('BR-DEC-13', ['BT-110'], each((inv, syntax) => (syntax === 'CII' ? inv.vatTotals.filter((t) => t.currency?.trim() === text(inv.currencyCode)) : []), (t) => t.decimal === null || round2(t.decimal).eq(t.decimal))),
  totalsDecimals('BR-DEC-14', 'BT-112', 'totalWithVat'),
  rule(
    'BR-DEC-15',
    ['BT-111'],
    each((inv, syntax) => (syntax === 'CII' && filled(inv.vatAccountingCurrencyCode) ? inv.vatTotals.filter((t) => t.currency?.trim() === text(inv.vatAccountingCurrencyCode)) : []), (t) => t.decimal === null || round2(t.decimal).eq(t.decimal)),
  ),
  totalsDecimals('BR-DEC-16', 'BT-113', 'paidAmount'),
  totalsDecimals('BR-DEC-17', 'BT-114', 'roundingAmount'),
  totalsDecimals('BR-DEC-18', 'BT-115', 'amountDue'),
  rule('BR-DEC-19', ['BT-116'], each((inv) => inv.vatBreakdown, (v) => maxTwoDecimals(v.taxableAmount))),
  rule('BR-DEC-20', ['BT-117'], each((inv) => inv.vatBreakdown, (v) => maxTwoDecimals(v.taxAmount))),
  rule('BR-DEC-23', ['BT-131'], each(lineItems, (l) => maxTwoDecimals(l.netAmount))),
  lineDecimals('BR-DEC-24', 'BT-136', false, 'amount'),
  lineDecimals('BR-DEC-25', 'BT-137', false, 'baseAmount'),
  lineDecimals('BR-DEC-27', 'BT-141', true, 'amount'),
  lineDecimals('BR-DEC-28', 'BT-142', true, 'baseAmount'),

  // ---- the note's subject code (UBL writes it into the text as #CODE#)
  rule(
    'BR-CL-08',
    ['BT-21'],
    each(
      (inv) => inv.notes,
      (n, { syntax }) => {
        if (syntax === 'CII') return !n.subjectCode || UNCL4451.has(text(n.subjectCode))
        const raw = (n.subjectCode ? `#${n.subjectCode.value}#` : '') + (n.text?.value ?? '')
        const first = raw.indexOf('#')
        if (first < 0) return true
        const rest = raw.slice(first + 1)
        const second = rest.indexOf('#')
        const code = second < 0 ? '' : rest.slice(0, second)
        return code.length !== 3 || UNCL4451.has(code)
      },
    ),
  ),
]

/** A calculation holds, or the violation carries the stated and the computed figure. */
function calculation(stated: Big | null, computed: Big | null): true | Omit<Violation, 'path'> {
  return equal(stated, computed) || { stated: fmt(stated), computed: fmt(computed) }
}

function* vatIdentifierPrefixes({ invoice, syntax }: RuleContext): Iterable<Violation> {
  const ids = [invoice.seller?.vatIdentifier, invoice.buyer?.vatIdentifier, invoice.taxRepresentative?.vatIdentifier]
  const prefixes = syntax === 'UBL' ? VAT_PREFIXES_UBL : VAT_PREFIXES_CII
  for (const id of ids) if (id && !prefixes.has(id.value.slice(0, 2))) yield { path: id.path, bt: [id.bt] }
}

/**
 * BR-CO-14: the VAT total equals the sum of the breakdown's tax amounts. UBL's artefact checks each
 * cac:TaxTotal that has subtotals (its own sum), CII's the VAT total in the invoice currency (all).
 */
function* vatTotalIsSumOfBreakdown({ invoice, syntax }: RuleContext): Iterable<Violation> {
  const sumOf = (list: readonly { taxAmount: AmountField | null }[]) => round2(sum(list.map((v) => dec(v.taxAmount) ?? ZERO)))
  if (syntax === 'CII') {
    const total = invoiceVatTotal(invoice)
    if (total) {
      const computed = sumOf(invoice.vatBreakdown)
      if (!equal(dec(total), computed)) yield { path: total.path, stated: fmt(dec(total)), computed: fmt(computed) }
    }
    return
  }
  const groupOf = (path: string) => path.replace(/\/(cac:TaxSubtotal|cbc:TaxAmount)(\[\d+\])?$/, '')
  const groups = new Map<string, typeof invoice.vatBreakdown[number][]>()
  for (const v of invoice.vatBreakdown) groups.set(groupOf(v.path), [...(groups.get(groupOf(v.path)) ?? []), v])
  for (const [group, breakdown] of groups) {
    const total = invoice.vatTotals.find((t) => groupOf(t.path) === group) ?? null
    const computed = sumOf(breakdown)
    if (!equal(dec(total), computed)) yield { path: group, stated: fmt(dec(total)), computed: fmt(computed) }
  }
}

function* totalWithVat({ invoice, syntax }: RuleContext): Iterable<Violation> {
  const currency = text(invoice.currencyCode)
  if (!invoice.currencyCode) return
  const inCurrency = invoice.vatTotals.filter((t) => t.currency?.trim() === currency)
  const withVat = dec(invoice.totals?.totalWithVat)
  const without = dec(invoice.totals?.totalWithoutVat)
  const vat = inCurrency.length === 1 ? dec(inCurrency[0]) : null
  const expected = without !== null && vat !== null ? round2(without.plus(vat)) : null
  if (inCurrency.length === 1 && equal(withVat, expected)) return
  // CII's artefact also accepts a total with VAT equal to the total without VAT.
  if (syntax === 'CII' && equal(withVat, without)) return
  yield { path: invoice.totals?.path ?? invoice.path, stated: fmt(withVat), computed: fmt(expected) }
}
