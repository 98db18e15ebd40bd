/**
 * XRechnung 3.0's national rules (KoSIT XRechnung Schematron 2.5.0: BR-DE-*, BR-TMP-*, the extension's
 * BR-DEX-* and the CVD rules BR-DE-CVD-*) and the Peppol BIS Billing rules XRechnung includes
 * (PEPPOL-EN16931-R…), written on the model. The few about the document's form (empty elements, UBL's
 * tax totals, charge indicators) read the tree with each syntax's path, as their artefacts do.
 */
import Big from 'big.js'
import { ISO6523_ICD, EAS, UNCL7143 } from '../codelists/lists'
import { round2, sum, ZERO } from '../model/decimal'
import type { DecimalField, Invoice, InvoiceLine } from '../model/types'
import type { Profile } from '../profiles'
import { select, textOf } from '../xml/path'
import { descendantsOrSelf, normalizeSpace, pathOf, type XElement } from '../xml/tree'
import { each, filled, fmt, once, present, rule, text, type BusinessRule, type RuleContext, type Violation } from './rule'

const SKONTO = /(^|\r?\n)#(SKONTO)#TAGE=([0-9]+#PROZENT=[0-9]+\.[0-9]{2})(#BASISBETRAG=-?[0-9]+\.[0-9]{2})?#$/
const EMAIL = /^[^@\s]+@([^@.\s]+\.)+[^@.\s]+$/
const TELEPHONE = /([0-9].*){3,}/
const URL = /^([a-zA-Z])([a-zA-Z0-9+.-])+:.*/
const TYPE_CODES = ['326', '380', '384', '389', '381', '875', '876', '877']
const TAXED = ['S', 'Z', 'E', 'AE', 'K', 'G', 'L', 'M']
const CVD_VEHICLES = ['M1', 'M2', 'M3', 'N1', 'N2', 'N3']
const CVA_CODES = ['clean', 'zero-emission', 'other']
const EXTENSION_MIME = ['application/pdf', 'image/png', 'image/jpeg', 'text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/vnd.oasis.opendocument.spreadsheet', 'application/xml']
const DIGA = ['XR01', 'XR02', 'XR03']
const dec = (f: DecimalField | null | undefined): Big | null => f?.decimal ?? null
const means = (inv: Invoice, codes: string[]) => inv.paymentInstructions.filter((p) => codes.includes(text(p.meansCode)))

/** An IBAN as XRechnung checks it: two letters, two digits, up to 30 letters or digits, ISO 7064 mod 97 = 1. */
export function xrechnungIbanValid(value: string): boolean {
  const iban = value.replace(/\s/g, '')
  if (!/^[A-Z]{2}[0-9]{2}[a-zA-Z0-9]{0,30}$/.test(iban)) return false
  const rearranged = iban.slice(4) + iban.slice(0, 2).toUpperCase() + iban.slice(2, 4)
  let remainder = 0
  for (const ch of rearranged) {
    const cp = ch.codePointAt(0)!
    const digits = String(cp > 64 ? cp - 55 : cp - 48)
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97
  }
  return remainder === 1
}

function skontoHolds(note: string): boolean {
  const lines = note.split(/\r?\n/).filter((l) => normalizeSpace(l).startsWith('#'))
  if (lines.length === 0) return true
  const tokens = note.split(/#.+#/)
  const afterLast = tokens[tokens.length - 1] ?? ''
  return /^\s*\n/.test(afterLast) && lines.every((l) => SKONTO.test(normalizeSpace(l)))
}

/**
 * KoSIT's tolerance for PEPPOL-EN16931-R040 and R120 (src/xsl/peppol-into-xr.xsl: `$slackValue`, 0.5
 * when the invoice currency is HUF, else 0.02; Peppol's own rules use 0.02 throughout).
 */
export const kositSlack = (invoice: Invoice) => (text(invoice.currencyCode) === 'HUF' ? '0.5' : '0.02')

function lineNetHolds(line: InvoiceLine, { invoice }: RuleContext, slackFor: (invoice: Invoice) => string): true | Omit<Violation, 'path'> {
  const slack = slackFor(invoice)
  const net = line.netAmount ? (dec(line.netAmount) ?? ZERO) : ZERO
  const quantity = line.quantity ? (dec(line.quantity) ?? ZERO) : new Big(1)
  const price = line.price?.netPrice ? (dec(line.price.netPrice) ?? ZERO) : ZERO
  const base = dec(line.price?.baseQuantity)
  const baseQuantity = base && !base.eq(0) ? base : new Big(1)
  const allowances = line.allowances.length ? round2(sum(line.allowances.map((a) => dec(a.amount) ?? ZERO))) : ZERO
  const charges = line.charges.length ? round2(sum(line.charges.map((c) => dec(c.amount) ?? ZERO))) : ZERO
  const expected = quantity.times(price.div(baseQuantity)).plus(charges).minus(allowances)
  return (net.plus(slack).gte(expected) && net.minus(slack).lte(expected)) || { stated: fmt(net), computed: fmt(expected) }
}

const allAllowanceCharges = (inv: Invoice) => [...inv.allowances, ...inv.charges, ...inv.lines.flatMap((l) => [...l.allowances, ...l.charges])]

function* emptyElements({ root, syntax }: RuleContext): Iterable<Violation> {
  for (const e of descendantsOrSelf(root)) {
    if (e.children.length > 0 || normalizeSpace(e.ownText) !== '') continue
    if (syntax === 'CII' && e.name === 'ram:ApplicableHeaderTradeDelivery') continue
    yield { path: pathOf(e) }
  }
}

function* chargeIndicators({ root, syntax }: RuleContext): Iterable<Violation> {
  const path = syntax === 'UBL' ? '/*/cac:AllowanceCharge | /*/cac:InvoiceLine/cac:AllowanceCharge | /*/cac:CreditNoteLine/cac:AllowanceCharge' : '//ram:SpecifiedTradeAllowanceCharge | //ram:AppliedTradeAllowanceCharge'
  const indicator = syntax === 'UBL' ? 'cbc:ChargeIndicator' : 'ram:ChargeIndicator/udt:Indicator'
  for (const node of select(root, path)) {
    const value = select(node, indicator).map((n) => normalizeSpace(textOf(n)))
    if (!value.some((v) => v === 'true' || v === 'false')) yield { path: pathOf(node as never) }
  }
}

function* priceCharges({ root, syntax }: RuleContext): Iterable<Violation> {
  if (syntax === 'UBL') {
    for (const ac of select(root, '//cac:Price/cac:AllowanceCharge')) if (!select(ac, "cbc:ChargeIndicator[. = 'false']").length) yield { path: pathOf(ac as never) }
  } else {
    for (const gross of select(root, '/*/rsm:SupplyChainTradeTransaction/ram:IncludedSupplyChainTradeLineItem/ram:SpecifiedLineTradeAgreement/ram:GrossPriceProductTradePrice'))
      if (select(gross, 'ram:AppliedTradeAllowanceCharge/ram:ActualAmount').length && !select(gross, "ram:AppliedTradeAllowanceCharge/ram:ChargeIndicator/udt:Indicator[. = 'false']").length) yield { path: pathOf(gross as never) }
  }
}

function* taxTotals({ root, syntax, invoice }: RuleContext, which: 'R053' | 'R054'): Iterable<Violation> {
  const currency = text(invoice.currencyCode)
  if (syntax === 'UBL') {
    const totals = select(root, 'cac:TaxTotal')
    const withSub = totals.filter((t) => select(t, 'cac:TaxSubtotal').length > 0).length
    const without = totals.length - withSub
    const holds = which === 'R053' ? withSub === 1 : without === (select(root, 'cbc:TaxCurrencyCode').length ? 1 : 0)
    if (!holds) yield { path: invoice.path }
    return
  }
  const amounts = select(root, 'rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement/ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:TaxTotalAmount')
  const inCurrency = amounts.filter((a) => 'attributes' in a && a.attributes.get('currencyID') === currency).length
  const other = amounts.filter((a) => 'attributes' in a && a.attributes.get('currencyID') !== currency).length
  const holds = which === 'R053' ? inCurrency <= 1 : other === (present(invoice.vatAccountingCurrencyCode) ? 1 : 0)
  if (!holds) yield { path: invoice.path }
}

const isCvd = (profile: Profile) => profile.id === 'xrechnung-3.0-cvd'

/**
 * XRechnung's national rules (BR-DE-*, BR-TMP-2). Peppol BIS Billing states the same rules for invoices
 * between German parties (DE-R-*, rules/peppol.ts takes them from here under its ids), with its own
 * pattern for the e-mail address (DE-R-028): `email` is the pattern.
 */
export function germanRules(email: RegExp = EMAIL): BusinessRule[] {
  return [
    rule('BR-DE-1', ['BG-16'], once((inv) => inv.paymentInstructions.length > 0)),
    rule('BR-DE-2', ['BG-6'], each((inv) => (inv.seller ? [inv.seller] : []), (s) => s.contact !== null)),
    rule('BR-DE-3', ['BT-37'], each((inv) => (inv.seller?.address ? [inv.seller.address] : []), (a) => filled(a.city))),
    rule('BR-DE-4', ['BT-38'], each((inv) => (inv.seller?.address ? [inv.seller.address] : []), (a) => filled(a.postCode))),
    rule('BR-DE-5', ['BT-41'], each((inv) => (inv.seller?.contact ? [inv.seller.contact] : []), (c) => filled(c.point))),
    rule('BR-DE-6', ['BT-42'], each((inv) => (inv.seller?.contact ? [inv.seller.contact] : []), (c) => filled(c.telephone))),
    rule('BR-DE-7', ['BT-43'], each((inv) => (inv.seller?.contact ? [inv.seller.contact] : []), (c) => filled(c.email))),
    rule('BR-DE-8', ['BT-52'], each((inv) => (inv.buyer?.address ? [inv.buyer.address] : []), (a) => filled(a.city))),
    rule('BR-DE-9', ['BT-53'], each((inv) => (inv.buyer?.address ? [inv.buyer.address] : []), (a) => filled(a.postCode))),
    rule('BR-DE-10', ['BT-77'], each((inv) => (inv.delivery?.address ? [inv.delivery.address] : []), (a) => filled(a.city))),
    rule('BR-DE-11', ['BT-78'], each((inv) => (inv.delivery?.address ? [inv.delivery.address] : []), (a) => filled(a.postCode))),
    rule('BR-DE-14', ['BT-119'], each((inv) => inv.vatBreakdown, (v) => filled(v.rate))),
    rule('BR-DE-15', ['BT-10'], once((inv) => filled(inv.buyerReference))),
    rule(
      'BR-DE-16',
      ['BT-31', 'BT-32', 'BG-11'],
      once((inv, { syntax }) => {
        const codes = [...inv.lines.map((l) => l.vat?.categoryCode), ...(syntax === 'UBL' ? [...inv.allowances.map((a) => a.vatCategoryCode), ...inv.charges.map((c) => c.vatCategoryCode)] : [])]
        if (!codes.some((c) => TAXED.includes(text(c)))) return true
        return filled(inv.seller?.vatIdentifier) || filled(inv.seller?.taxRegistrationIdentifier) || inv.taxRepresentative !== null
      }),
    ),
    rule('BR-DE-17', ['BT-3'], once((inv) => TYPE_CODES.includes(text(inv.typeCode)))),
    rule('BR-DE-18', ['BT-20'], once((inv) => !inv.paymentTerms[0] || skontoHolds(inv.paymentTerms[0].value))),
    rule(
      'BR-DE-19',
      ['BT-84'],
      each((inv) => means(inv, ['58']), (p) => xrechnungIbanValid(p.creditTransfers[0]?.accountIdentifier?.value ?? '')),
    ),
    rule('BR-DE-20', ['BT-91'], each((inv) => means(inv, ['59']), (p) => xrechnungIbanValid(p.directDebit?.debitedAccount?.value ?? ''))),
    rule('BR-DE-21', ['BT-24'], once(() => true)),
    rule(
      'BR-DE-22',
      ['BT-125'],
      once((inv) => {
        const names = inv.supportingDocuments.map((d) => d.attachment?.filename).filter((n): n is string => typeof n === 'string')
        return new Set(names).size === names.length
      }),
    ),
    rule('BR-DE-23-a', ['BG-17'], each((inv) => means(inv, ['30', '58']), (p) => p.creditTransfers.length > 0)),
    rule('BR-DE-23-b', ['BG-18', 'BG-19'], (context) => paymentGroupsAbsent(context, ['30', '58'], ['card', 'mandate'])),
    rule('BR-DE-24-a', ['BG-18'], each((inv) => means(inv, ['48', '54', '55']), (p) => p.card !== null)),
    rule('BR-DE-24-b', ['BG-17', 'BG-19'], (context) => paymentGroupsAbsent(context, ['48', '54', '55'], ['account', 'mandate'])),
    rule('BR-DE-25-a', ['BG-19'], (context) => directDebitPresent(context)),
    rule('BR-DE-25-b', ['BG-17', 'BG-18'], (context) => paymentGroupsAbsent(context, ['59'], ['account', 'card'])),
    rule('BR-DE-26', ['BG-3'], once((inv) => text(inv.typeCode) !== '384' || inv.precedingInvoices.length > 0)),
    rule('BR-DE-27', ['BT-42'], each((inv) => (inv.seller?.contact ? [inv.seller.contact] : []), (c) => TELEPHONE.test(text(c.telephone)))),
    rule('BR-DE-28', ['BT-43'], each((inv) => (inv.seller?.contact ? [inv.seller.contact] : []), (c) => email.test(text(c.email)))),
    rule('BR-DE-30', ['BT-90'], (context) => directDebitComplete(context, 'BR-DE-30')),
    rule('BR-DE-31', ['BT-91'], (context) => directDebitComplete(context, 'BR-DE-31')),
    rule(
      'BR-DE-TMP-32',
      ['BT-72', 'BG-14', 'BG-26'],
      once((inv, { syntax }) => {
        const delivered = syntax === 'UBL' ? present(inv.delivery?.actualDeliveryDate) : present(inv.delivery?.actualDeliveryDate)
        return delivered || inv.invoicingPeriod !== null || inv.lines.every((l) => l.period !== null)
      }),
    ),
    rule('BR-TMP-2', ['BT-124'], each((inv) => inv.supportingDocuments.filter((d) => d.externalLocation), (d) => URL.test(d.externalLocation!.value))),
  ]
}

/**
 * The Peppol BIS Billing rules XRechnung takes over (KoSIT's whitelist), written once for both: XRechnung
 * with KoSIT's tolerance (`kositSlack`), Peppol BIS Billing with Peppol's own (0.02 throughout).
 */
export function peppolIncludedRules(slack: (invoice: Invoice) => string): BusinessRule[] {
  return [
    rule('PEPPOL-EN16931-R001', ['BT-23'], once((inv) => present(inv.processControl.businessProcessType))),
    rule('PEPPOL-EN16931-R005', ['BT-6'], once((inv) => !present(inv.vatAccountingCurrencyCode) || text(inv.vatAccountingCurrencyCode) !== text(inv.currencyCode))),
    rule('PEPPOL-EN16931-R008', [], emptyElements),
    rule('PEPPOL-EN16931-R010', ['BT-49'], each((inv) => (inv.buyer ? [inv.buyer] : []), (b) => present(b.electronicAddress))),
    rule('PEPPOL-EN16931-R020', ['BT-34'], each((inv) => (inv.seller ? [inv.seller] : []), (s) => present(s.electronicAddress))),
    rule(
      'PEPPOL-EN16931-R040',
      ['BT-92', 'BT-93', 'BT-94', 'BT-99', 'BT-100', 'BT-101', 'BT-136', 'BT-137', 'BT-138', 'BT-141', 'BT-142', 'BT-143'],
      each(
        (inv) => allAllowanceCharges(inv).filter((a) => a.percentage && a.baseAmount),
        (a, { invoice }) => {
          const amount = a.amount ? (dec(a.amount) ?? ZERO) : ZERO
          const expected = (dec(a.baseAmount) ?? ZERO).times(dec(a.percentage) ?? ZERO).div(100)
          const tolerance = slack(invoice)
          return (amount.plus(tolerance).gte(expected) && amount.minus(tolerance).lte(expected)) || { stated: fmt(amount), computed: fmt(expected) }
        },
      ),
    ),
    rule('PEPPOL-EN16931-R041', ['BT-93', 'BT-100', 'BT-137', 'BT-142'], each((inv) => allAllowanceCharges(inv).filter((a) => a.percentage), (a) => present(a.baseAmount))),
    rule('PEPPOL-EN16931-R042', ['BT-94', 'BT-101', 'BT-138', 'BT-143'], each((inv) => allAllowanceCharges(inv).filter((a) => a.baseAmount), (a) => present(a.percentage))),
    rule('PEPPOL-EN16931-R043', [], chargeIndicators),
    rule('PEPPOL-EN16931-R044', ['BT-147'], priceCharges),
    rule(
      'PEPPOL-EN16931-R046',
      ['BT-146', 'BT-147', 'BT-148'],
      each(
        (inv) => inv.lines.flatMap((l) => (l.price?.grossPrice ? [l.price] : [])),
        (p) => {
          const expected = (dec(p.grossPrice) ?? ZERO).minus(dec(p.discount) ?? ZERO)
          return dec(p.netPrice)?.eq(expected) === true || { stated: fmt(dec(p.netPrice)), computed: fmt(expected) }
        },
      ),
    ),
    rule('PEPPOL-EN16931-R053', ['BT-110'], (context) => taxTotals(context, 'R053')),
    rule('PEPPOL-EN16931-R054', ['BT-111'], (context) => taxTotals(context, 'R054')),
    rule(
      'PEPPOL-EN16931-R055',
      ['BT-110', 'BT-111'],
      once((inv) => {
        if (!present(inv.vatAccountingCurrencyCode)) return true
        const inTax = inv.vatTotals.filter((t) => t.currency?.trim() === text(inv.vatAccountingCurrencyCode)).map((t) => dec(t) ?? ZERO)
        const inDoc = inv.vatTotals.filter((t) => t.currency?.trim() === text(inv.currencyCode)).map((t) => dec(t) ?? ZERO)
        return (inTax.some((v) => v.lte(0)) && inDoc.some((v) => v.lte(0))) || (inTax.some((v) => v.gte(0)) && inDoc.some((v) => v.gte(0)))
      }),
    ),
    rule('PEPPOL-EN16931-R061', ['BT-89'], each((inv) => means(inv, ['49', '59']), (p) => present(p.directDebit?.mandateReference))),
    rule('PEPPOL-EN16931-R101', ['BT-128'], (context) => lineDocumentReferences(context)),
    rule(
      'PEPPOL-EN16931-R110',
      ['BT-134', 'BT-73'],
      each(
        (inv) => (inv.invoicingPeriod?.startDate ? inv.lines.flatMap((l) => (l.period?.startDate ? [l.period.startDate] : [])) : []),
        (d, { invoice }) => !d.iso || !invoice.invoicingPeriod!.startDate!.iso || d.iso >= invoice.invoicingPeriod!.startDate!.iso,
      ),
    ),
    rule(
      'PEPPOL-EN16931-R111',
      ['BT-135', 'BT-74'],
      each(
        (inv) => (inv.invoicingPeriod?.endDate ? inv.lines.flatMap((l) => (l.period?.endDate ? [l.period.endDate] : [])) : []),
        (d, { invoice }) => !d.iso || !invoice.invoicingPeriod!.endDate!.iso || d.iso <= invoice.invoicingPeriod!.endDate!.iso,
      ),
    ),
    rule('PEPPOL-EN16931-R120', ['BT-131', 'BT-129', 'BT-146', 'BT-149'], each((inv) => inv.lines, (line, context) => lineNetHolds(line, context, slack))),
    rule('PEPPOL-EN16931-R121', ['BT-149'], each((inv) => inv.lines.flatMap((l) => (l.price?.baseQuantity ? [l.price.baseQuantity] : [])), (q) => dec(q)?.gt(0) ?? false)),
    rule(
      'PEPPOL-EN16931-R130',
      ['BT-150', 'BT-130'],
      each(
        (inv) => inv.lines.filter((l) => l.price?.baseQuantity?.unit && l.quantity),
        (l) => l.price!.baseQuantity!.unit!.value === l.quantity!.unit?.value,
      ),
    ),
  ]
}

export function xrechnungRules(profile: Profile): readonly BusinessRule[] {
  const rules: BusinessRule[] = [
    ...germanRules(),
    ...peppolIncludedRules(kositSlack),
    rule('BR-TMP-3', ['BT-149', 'BT-150'], (context) => grossAndNetBaseQuantities(context)),
  ]
  if (profile.extension) rules.push(...extensionRules())
  if (isCvd(profile)) rules.push(...cvdRules())
  return rules
}

/** The payment means elements with these codes, and what each holds (UBL's elements; CII's by its terms). */
function* meansWith({ invoice, root, syntax }: RuleContext, codes: string[]) {
  for (const p of means(invoice, codes)) {
    const element = select(root, p.path)[0]
    const has = (path: string) => (element ? select(element, path).length > 0 : false)
    if (syntax === 'UBL') yield { p, account: has('cac:PayeeFinancialAccount'), card: has('cac:CardAccount'), mandate: has('cac:PaymentMandate'), institutions: false }
    else
      yield {
        p,
        account: p.creditTransfers.length > 0,
        card: p.card !== null,
        mandate: p.directDebit !== null,
        institutions: has('ram:PayeeSpecifiedCreditorFinancialInstitution') || has('ram:PayerSpecifiedDebtorFinancialInstitution'),
      }
  }
}

function* paymentGroupsAbsent(context: RuleContext, codes: string[], forbidden: Array<'account' | 'card' | 'mandate'>): Iterable<Violation> {
  for (const m of meansWith(context, codes)) {
    // CII's artefact also refuses the creditor's and the debtor's institution with a direct debit.
    const institutions = codes.includes('59') && m.institutions
    if (forbidden.some((g) => m[g]) || institutions) yield { path: m.p.path }
  }
}

function* directDebitPresent(context: RuleContext): Iterable<Violation> {
  for (const m of meansWith(context, ['59'])) if (!m.mandate) yield { path: m.p.path }
}

function* directDebitComplete(context: RuleContext, id: 'BR-DE-30' | 'BR-DE-31'): Iterable<Violation> {
  const { invoice, root, syntax } = context
  if (syntax === 'UBL') {
    if (select(root, 'cac:PaymentMeans/cac:PaymentMandate').length === 0) return
    if (id === 'BR-DE-30' && !select(root, "cac:AccountingSupplierParty/cac:Party/cac:PartyIdentification/cbc:ID[@schemeID = 'SEPA'] | cac:PayeeParty/cac:PartyIdentification/cbc:ID[@schemeID = 'SEPA']").length) yield { path: invoice.path }
    if (id === 'BR-DE-31' && !select(root, 'cac:PaymentMeans/cac:PaymentMandate/cac:PayerFinancialAccount/cbc:ID').length) yield { path: invoice.path }
    return
  }
  const dd = invoice.paymentInstructions.map((p) => p.directDebit).find((d) => d !== null)
  const anyDebited = invoice.paymentInstructions.some((p) => present(p.directDebit?.debitedAccount))
  const mandate = present(dd?.mandateReference)
  const creditor = present(dd?.creditorIdentifier)
  if (!mandate && !creditor && !anyDebited) return
  if (id === 'BR-DE-30' && !((mandate || anyDebited) && creditor)) yield { path: invoice.path }
  if (id === 'BR-DE-31' && !((mandate || creditor) && anyDebited)) yield { path: invoice.path }
}

function* lineDocumentReferences({ root, syntax }: RuleContext): Iterable<Violation> {
  const lines = select(root, syntax === 'UBL' ? 'cac:InvoiceLine | cac:CreditNoteLine' : 'rsm:SupplyChainTradeTransaction/ram:IncludedSupplyChainTradeLineItem')
  const refs = syntax === 'UBL' ? 'cac:DocumentReference' : 'ram:SpecifiedLineTradeSettlement/ram:AdditionalReferencedDocument'
  for (const l of lines) {
    const found = select(l, refs)
    if (found.length && !found.some((r) => select(r, syntax === 'UBL' ? "cbc:DocumentTypeCode[. = '130']" : "ram:TypeCode[. = '130']").length)) yield { path: pathOf(l as never) }
  }
}

function* grossAndNetBaseQuantities({ root, syntax }: RuleContext): Iterable<Violation> {
  if (syntax !== 'CII') return
  for (const agreement of select(root, 'rsm:SupplyChainTradeTransaction/ram:IncludedSupplyChainTradeLineItem/ram:SpecifiedLineTradeAgreement')) {
    const gross = select(agreement, 'ram:GrossPriceProductTradePrice/ram:BasisQuantity')[0]
    const net = select(agreement, 'ram:NetPriceProductTradePrice/ram:BasisQuantity')[0]
    if (!gross || !net || !('attributes' in gross) || !('attributes' in net)) continue
    const sameValue = textOf(gross) === textOf(net)
    const gu = gross.attributes.get('unitCode')
    const nu = net.attributes.get('unitCode')
    if (!(sameValue && (!(nu !== undefined && gu !== undefined) || gu === nu))) yield { path: pathOf(agreement as never) }
  }
}

function extensionRules(): BusinessRule[] {
  const subLineSums = (lines: readonly InvoiceLine[]): boolean =>
    lines.every((l) => l.subLines.length === 0 || (dec(l.netAmount)?.eq(sum(l.subLines.map((s) => dec(s.netAmount) ?? ZERO))) === true && subLineSums(l.subLines)))
  const allSubLines = (lines: readonly InvoiceLine[]): InvoiceLine[] => lines.flatMap((l) => [...l.subLines, ...allSubLines(l.subLines)])
  const scheme = (id: string, list: ReadonlySet<string>, fields: (inv: Invoice) => Array<{ scheme: string | null; path: string }>, sepa = false) =>
    rule(id, [], each((inv) => fields(inv).filter((f) => f.scheme !== null), (f) => {
      const s = normalizeSpace(f.scheme!)
      return list.has(s) || DIGA.includes(s) || (sepa && s === 'SEPA')
    }))
  return [
    rule('BR-DEX-01', ['BT-125'], each((inv) => inv.supportingDocuments.flatMap((d) => (d.attachment ? [d.attachment] : [])), (a) => EXTENSION_MIME.includes(a.mimeCode ?? ''))),
    rule('BR-DEX-02', ['BT-131'], once((inv) => subLineSums(inv.lines))),
    rule('BR-DEX-03', ['BG-DEX-06'], once((inv) => allSubLines(inv.lines).every((s) => s.vat !== null))),
    scheme('BR-DEX-04', ISO6523_ICD, (inv) => [...(inv.seller?.identifiers ?? []), ...(inv.buyer?.identifier ? [inv.buyer.identifier] : []), ...(inv.payee?.identifier ? [inv.payee.identifier] : [])], true),
    scheme('BR-DEX-05', ISO6523_ICD, (inv) => [inv.seller?.legalRegistrationIdentifier, inv.buyer?.legalRegistrationIdentifier, inv.payee?.legalRegistrationIdentifier].filter((x) => x !== null && x !== undefined)),
    scheme('BR-DEX-06', ISO6523_ICD, (inv) => inv.lines.flatMap((l) => (l.item?.standardIdentifier ? [l.item.standardIdentifier] : []))),
    scheme('BR-DEX-07', EAS, (inv) => [inv.seller?.electronicAddress, inv.buyer?.electronicAddress].filter((x) => x !== null && x !== undefined)),
    scheme('BR-DEX-08', ISO6523_ICD, (inv) => (inv.delivery?.locationIdentifier ? [inv.delivery.locationIdentifier] : [])),
    rule('BR-DEX-09', ['BT-115', 'BT-112', 'BT-113', 'BT-114'], (context) => thirdPartyPayment(context)),
    // BG-DEX-09 THIRD PARTY PAYMENT, UBL Invoice only: context `/ubl:Invoice/cac:PrepaidPayment[$isExtension]`.
    rule('BR-DEX-10', ['BT-DEX-001'], thirdPartyPayments((p) => hasText(p, 'cbc:ID'))),
    rule('BR-DEX-11', ['BT-DEX-002'], thirdPartyPayments((p) => hasText(p, 'cbc:PaidAmount'))),
    rule('BR-DEX-12', ['BT-DEX-003'], thirdPartyPayments((p) => hasText(p, 'cbc:InstructionID'))),
    // `string-length(substring-after(cbc:PaidAmount, '.')) <= 2`: the string as written, spaces included.
    rule('BR-DEX-13', ['BT-DEX-002'], thirdPartyPayments((p) => {
      const amount = select(p, 'cbc:PaidAmount')[0]
      const written = amount ? textOf(amount) : ''
      return !written.includes('.') || written.slice(written.indexOf('.') + 1).length <= 2
    })),
    // `cbc:PaidAmount/@currencyID = parent::node()/cbc:DocumentCurrencyCode`: a general comparison of the strings
    // as written, false (so fired) when there is no amount or no currency.
    rule('BR-DEX-14', ['BT-DEX-002', 'BT-5'], thirdPartyPayments((p, root) => {
      const currencies = select(p, 'cbc:PaidAmount/@currencyID').map(textOf)
      const invoiceCurrencies = select(root, '/ubl:Invoice/cbc:DocumentCurrencyCode').map(textOf)
      return currencies.some((c) => invoiceCurrencies.includes(c))
    })),
  ]
}

/** `X[boolean(normalize-space(xs:string(.)))]`: an element X with visible text. */
const hasText = (element: XElement, path: string) => select(element, path).some((n) => normalizeSpace(textOf(n)) !== '')

/** A rule on each third party payment (BG-DEX-09, UBL's `/ubl:Invoice/cac:PrepaidPayment`). */
function thirdPartyPayments(holds: (payment: XElement, root: XElement) => boolean) {
  return function* ({ root, syntax }: RuleContext): Iterable<Violation> {
    if (syntax !== 'UBL') return
    for (const p of select(root, '/ubl:Invoice/cac:PrepaidPayment') as XElement[]) if (!holds(p, root)) yield { path: pathOf(p) }
  }
}

function* thirdPartyPayment({ invoice, root, syntax }: RuleContext): Iterable<Violation> {
  if (syntax !== 'UBL' || !invoice.totals) return
  const t = invoice.totals
  const third = sum(select(root, 'cac:PrepaidPayment/cbc:PaidAmount').map((n) => new Big(normalizeSpace(textOf(n)) || '0')))
  const due = dec(t.amountDue)
  const withVat = dec(t.totalWithVat)
  if (due === null || withVat === null) return
  const left = round2(due.minus(dec(t.roundingAmount) ?? ZERO))
  const right = round2(withVat.minus(dec(t.paidAmount) ?? ZERO).plus(third))
  if (!left.eq(right)) yield { path: t.path, stated: fmt(due), computed: fmt(right.plus(dec(t.roundingAmount) ?? ZERO)) }
}

function cvdRules(): BusinessRule[] {
  const isCvdClass = (c: { scheme: string | null }) => c.scheme === 'CVD'
  const hasCva = (l: InvoiceLine) => (l.item?.attributes ?? []).some((a) => text(a.name) === 'cva')
  return [
    rule('BR-DE-CVD-01', ['BT-12'], once((inv) => filled(inv.contractReference))),
    rule('BR-DE-CVD-02', ['BT-17'], once((inv) => filled(inv.tenderOrLotReference))),
    rule('BR-DE-CVD-03', ['BT-158', 'BT-160'], once((inv) => inv.lines.some((l) => (l.item?.classifications ?? []).some(isCvdClass) && hasCva(l)))),
    rule('BR-DE-CVD-04', ['BT-158'], each((inv) => inv.lines.flatMap((l) => (l.item?.classifications ?? []).filter(isCvdClass)), (c) => CVD_VEHICLES.includes(normalizeSpace(c.value)))),
    rule('BR-DE-CVD-05', ['BT-161'], each((inv) => inv.lines.flatMap((l) => (l.item?.attributes ?? []).filter((a) => text(a.name) === 'cva')), (a) => CVA_CODES.includes(text(a.value)))),
    rule('BR-DE-CVD-06-a', ['BT-160'], each((inv) => inv.lines.filter((l) => (l.item?.classifications ?? []).some(isCvdClass)), (l) => (l.item?.attributes ?? []).filter((a) => text(a.name) === 'cva').length === 1)),
    rule('BR-DE-CVD-06-b', ['BT-158'], each((inv) => inv.lines.filter(hasCva), (l) => (l.item?.classifications ?? []).filter(isCvdClass).length === 1)),
    rule('BR-TMP-CVD-01', ['BT-158-1'], each((inv) => inv.lines.flatMap((l) => l.item?.classifications ?? []), (c) => c.scheme === null || c.scheme === 'CVD' || UNCL7143.has(normalizeSpace(c.scheme)))),
  ]
}
