/**
 * Each rule, tested both ways on generated invoices: a mutation that must fire it and a near miss that
 * must not (fast-check varies the invoice underneath). The expected rule ids are the standard's; the
 * invoices come from tests/support/einvoice (figures computed there with big.js, not by the engine).
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { reportFor } from '../../support/einvoice/check'
import { insertAfter, removeAttribute, removeElement, setText } from '../../support/einvoice/mutate'
import { serialize } from '../../support/einvoice/serialize'
import { baseSpec, EN16931, RATE, XRECHNUNG_3_0, type Category, type Spec } from '../../support/einvoice/spec'

type Syntax = 'UBL' | 'CII'
/** A mutation edits the spec, or returns XML. */
type Mutation = (spec: Spec, syntax: Syntax) => Spec | string
interface Case {
  readonly rule: string
  readonly fire: Mutation
  readonly near: Mutation
  readonly category?: Category
  readonly syntaxes?: readonly Syntax[]
}

const edit = (f: (s: Spec) => void): Mutation => (spec) => {
  const copy = structuredClone(spec)
  f(copy)
  return copy
}
const xml = (f: (x: string, syntax: Syntax, spec: Spec) => string): Mutation => (spec, syntax) => f(serialize(spec), syntax, spec)
const same: Mutation = (spec) => spec
const bySyntax = (ubl: (x: string, s: Spec) => string, cii: (x: string, s: Spec) => string) => xml((x, syntax, s) => (syntax === 'UBL' ? ubl(x, s) : cii(x, s)))
const ublOnly: readonly Syntax[] = ['UBL']
const ciiOnly: readonly Syntax[] = ['CII']
const EXTENSION = `${XRECHNUNG_3_0}#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_3.0`

const cases: Case[] = [
  // ---- the invoice's own terms
  { rule: 'BR-01', fire: edit((s) => (s.specificationId = ' ')), near: edit((s) => (s.specificationId = EN16931)) },
  { rule: 'BR-02', fire: edit((s) => (s.number = '')), near: edit((s) => (s.number = '1')) },
  { rule: 'BR-03', fire: bySyntax((x) => removeElement(x, 'cbc:IssueDate'), (x) => removeElement(x, 'ram:IssueDateTime')), near: edit((s) => (s.issueDate = '2024-02-29')) },
  { rule: 'BR-04', fire: edit((s) => (s.typeCode = '')), near: edit((s) => (s.typeCode = '389')) },
  { rule: 'BR-05', fire: edit((s) => (s.currency = '')), near: edit((s) => (s.currency = 'USD')) },
  { rule: 'BR-06', fire: edit((s) => (s.seller.name = ' ')), near: edit((s) => (s.seller.name = 'X')) },
  { rule: 'BR-07', fire: edit((s) => (s.buyer.name = '')), near: edit((s) => (s.buyer.name = 'Y')) },
  { rule: 'BR-08', fire: bySyntax((x) => removeElement(x, 'cac:PostalAddress', 0), (x) => removeElement(x, 'ram:PostalTradeAddress', 0)), near: bySyntax((x) => removeElement(x, 'cbc:StreetName', 0), (x) => removeElement(x, 'ram:LineOne', 0)) },
  { rule: 'BR-09', fire: edit((s) => (s.seller.country = '')), near: edit((s) => (s.seller.country = 'AT')) },
  { rule: 'BR-10', fire: bySyntax((x) => removeElement(x, 'cac:PostalAddress', 1), (x) => removeElement(x, 'ram:PostalTradeAddress', 1)), near: same },
  { rule: 'BR-11', fire: edit((s) => (s.buyer.country = '')), near: edit((s) => (s.buyer.country = 'FR')) },
  { rule: 'BR-12', fire: bySyntax((x) => removeElement(x, 'cbc:LineExtensionAmount', 0), (x) => removeElement(x, 'ram:LineTotalAmount', 1)), near: same },
  { rule: 'BR-13', fire: bySyntax((x) => removeElement(x, 'cbc:TaxExclusiveAmount'), (x) => removeElement(x, 'ram:TaxBasisTotalAmount')), near: same },
  { rule: 'BR-14', fire: bySyntax((x) => removeElement(x, 'cbc:TaxInclusiveAmount'), (x) => removeElement(x, 'ram:GrandTotalAmount')), near: same },
  { rule: 'BR-15', fire: bySyntax((x) => removeElement(x, 'cbc:PayableAmount'), (x) => removeElement(x, 'ram:DuePayableAmount')), near: same },
  { rule: 'BR-16', fire: edit((s) => (s.lines = [])), near: edit((s) => s.lines.push({ ...s.lines[0]!, id: '2' })) },
  { rule: 'BR-21', fire: edit((s) => (s.lines[0]!.id = '')), near: edit((s) => (s.lines[0]!.id = 'A-1')) },
  { rule: 'BR-22', fire: bySyntax((x) => removeElement(x, 'cbc:InvoicedQuantity'), (x) => removeElement(x, 'ram:BilledQuantity')), near: edit((s) => (s.lines[0]!.quantity = '0.001')) },
  { rule: 'BR-23', fire: bySyntax((x) => removeAttribute(x, 'cbc:InvoicedQuantity', 'unitCode'), (x) => removeAttribute(x, 'ram:BilledQuantity', 'unitCode')), near: edit((s) => (s.lines[0]!.unit = 'H87')) },
  { rule: 'BR-25', fire: edit((s) => (s.lines[0]!.name = ' ')), near: edit((s) => (s.lines[0]!.name = 'Z')) },
  { rule: 'BR-26', fire: bySyntax((x) => removeElement(x, 'cbc:PriceAmount'), (x) => removeElement(x, 'ram:NetPriceProductTradePrice')), near: edit((s) => (s.lines[0]!.price = '0.00')) },
  { rule: 'BR-27', fire: edit((s) => (s.lines[0]!.price = '-1.00')), near: edit((s) => (s.lines[0]!.price = '0')) },
  { rule: 'BR-29', fire: edit((s) => (s.period = { start: '2026-02-02', end: '2026-02-01' })), near: edit((s) => (s.period = { start: '2026-02-01', end: '2026-02-01' })) },
  { rule: 'BR-31', fire: xmlAllowance((x, syntax) => (syntax === 'UBL' ? removeElement(x, 'cbc:Amount') : removeElement(x, 'ram:ActualAmount'))), near: edit((s) => addAllowance(s)) },
  { rule: 'BR-33', fire: edit((s) => addAllowance(s, { reason: undefined })), near: edit((s) => addAllowance(s, { reason: undefined, reasonCode: '95' })) },
  { rule: 'BR-CO-21', fire: edit((s) => addAllowance(s, { reason: undefined })), near: edit((s) => addAllowance(s, { reason: 'Rabatt' })) },
  { rule: 'BR-38', fire: edit((s) => addAllowance(s, { charge: true, reason: undefined })), near: edit((s) => addAllowance(s, { charge: true, reason: undefined, reasonCode: 'FC' })) },
  { rule: 'BR-CO-22', fire: edit((s) => addAllowance(s, { charge: true, reason: undefined })), near: edit((s) => addAllowance(s, { charge: true, reason: 'Fracht' })) },
  { rule: 'BR-42', fire: lineAllowanceWithoutReason(false), near: edit((s) => s.lines[0]!.allowances.push({ amount: '1.00', reason: 'Rabatt' })) },
  { rule: 'BR-44', fire: lineAllowanceWithoutReason(true), near: edit((s) => s.lines[0]!.charges.push({ amount: '1.00', reason: 'Zuschlag' })) },
  { rule: 'BR-45', fire: bySyntax((x) => removeElement(x, 'cbc:TaxableAmount'), (x) => removeElement(x, 'ram:BasisAmount')), near: same },
  { rule: 'BR-48', fire: edit((s) => (s.breakdownOverrides = [{ index: 0, rate: null }])), near: edit((s) => (s.breakdownOverrides = [{ index: 0, rate: '19.00' }])) },
  { rule: 'BR-49', fire: bySyntax((x) => removeElement(x, 'cbc:PaymentMeansCode'), (x) => x.replace('<ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>58</ram:TypeCode>', '<ram:SpecifiedTradeSettlementPaymentMeans>')), near: edit((s) => (s.payment = { code: '30', iban: 'DE02120300000000202051' })) },
  { rule: 'BR-50', fire: edit((s) => (s.payment!.iban = ' ')), near: edit((s) => (s.payment!.iban = 'X')), syntaxes: ublOnly },
  { rule: 'BR-61', fire: edit((s) => delete s.payment!.iban), near: edit((s) => (s.payment = { code: '31', iban: 'NL91ABNA0417164300' })) },
  { rule: 'BR-51', fire: edit((s) => (s.payment = { code: '54', card: '4111111111111111' })), near: edit((s) => (s.payment = { code: '54', card: '1234' })) },
  { rule: 'BR-55', fire: edit((s) => (s.precedingInvoice = ' ')), near: edit((s) => (s.precedingInvoice = 'RE-1')) },
  { rule: 'BR-57', fire: edit((s) => (s.deliverTo = { city: 'Wien', postCode: '1010', country: '' })), near: edit((s) => (s.deliverTo = { city: 'Wien', postCode: '1010', country: 'AT' })) },
  { rule: 'BR-62', fire: bySyntax((x) => removeAttribute(x, 'cbc:EndpointID', 'schemeID', 0), (x) => removeAttribute(x, 'ram:URIID', 'schemeID', 0)), near: edit((s) => (s.seller.electronicAddress = { id: '4000001123452', scheme: '0088' })) },
  { rule: 'BR-63', fire: bySyntax((x) => removeAttribute(x, 'cbc:EndpointID', 'schemeID', 1), (x) => removeAttribute(x, 'ram:URIID', 'schemeID', 1)), near: same },
  { rule: 'BR-18', fire: edit((s) => (s.taxRepresentative = { ...representative(), name: '' })), near: edit((s) => (s.taxRepresentative = representative())) },
  { rule: 'BR-56', fire: edit((s) => (s.taxRepresentative = { ...representative(), vatId: undefined })), near: edit((s) => (s.taxRepresentative = representative())) },
  { rule: 'BR-20', fire: edit((s) => (s.taxRepresentative = { ...representative(), country: '' })), near: edit((s) => (s.taxRepresentative = representative())) },
  // BR-CO-25 as CEN 1.3.15 states it (the official validator's CEN release): an amount due above zero needs a due
  // date or payment terms; UBL's context is the Invoice's PayableAmount, so a credit note is never checked.
  { rule: 'BR-CO-25', fire: edit((s) => delete s.paymentTerms), near: edit((s) => ((s.paidAmount = shift(s, 'totalWithVat', '0')), delete s.paymentTerms)) },
  { rule: 'BR-CO-25', fire: edit((s) => delete s.paymentTerms), near: edit((s) => ((s.document = 'credit-note'), delete s.paymentTerms)), syntaxes: ublOnly },
  // BR-DEX-10…14: the third party payment (BG-DEX-09, UBL Invoice's cac:PrepaidPayment) of the XRechnung extension.
  { rule: 'BR-DEX-10', fire: thirdParty({ id: ' ' }), near: thirdParty({}), syntaxes: ublOnly },
  { rule: 'BR-DEX-10', fire: thirdParty({ id: null }), near: thirdParty({ id: null }, XRECHNUNG_3_0), syntaxes: ublOnly },
  { rule: 'BR-DEX-11', fire: thirdParty({ amount: null }), near: thirdParty({ amount: '0.01' }), syntaxes: ublOnly },
  { rule: 'BR-DEX-12', fire: thirdParty({ instruction: null }), near: thirdParty({ instruction: 'X' }), syntaxes: ublOnly },
  { rule: 'BR-DEX-13', fire: thirdParty({ amount: '30.001' }), near: thirdParty({ amount: '30.10' }), syntaxes: ublOnly },
  { rule: 'BR-DEX-14', fire: thirdParty({ currency: 'USD' }), near: thirdParty({ currency: 'EUR' }), syntaxes: ublOnly },
  { rule: 'BR-DEX-14', fire: thirdParty({ amount: null }), near: thirdParty({ amount: '1' }), syntaxes: ublOnly },
  // ---- conditions
  { rule: 'BR-CO-04', fire: bySyntax((x) => removeElement(x, 'cac:ClassifiedTaxCategory'), (x) => removeElement(x, 'ram:ApplicableTradeTax', 0)), near: same },
  { rule: 'BR-CO-09', fire: edit((s) => (s.seller.vatId = 'XY123456789')), near: edit((s) => (s.seller.vatId = 'EL123456789')) },
  { rule: 'BR-CO-10', fire: edit((s) => (s.overrides = { lineNetTotal: shift(s, 'lineNetTotal', '0.01') })), near: edit((s) => (s.overrides = { lineNetTotal: shift(s, 'lineNetTotal', '0').replace(/0$/, '') })) },
  { rule: 'BR-CO-11', fire: edit((s) => (addAllowance(s), (s.overrides = { allowanceTotal: '9.99' }))), near: edit((s) => (addAllowance(s), (s.overrides = { allowanceTotal: '10.0' }))) },
  { rule: 'BR-CO-12', fire: edit((s) => (addAllowance(s, { charge: true }), (s.overrides = { chargeTotal: '10.01' }))), near: edit((s) => (addAllowance(s, { charge: true }), (s.overrides = { chargeTotal: '10' }))) },
  { rule: 'BR-CO-13', fire: edit((s) => (s.overrides = { totalWithoutVat: shift(s, 'totalWithoutVat', '-0.01') })), near: same },
  { rule: 'BR-CO-14', fire: edit((s) => (s.overrides = { vatTotal: shift(s, 'vatTotal', '0.01') })), near: same },
  { rule: 'BR-CO-15', fire: edit((s) => (s.overrides = { totalWithVat: shift(s, 'totalWithVat', '0.01') })), near: same },
  { rule: 'BR-CO-16', fire: edit((s) => (s.overrides = { amountDue: shift(s, 'amountDue', '0.01') })), near: edit((s) => (s.paidAmount = '10.00')) },
  { rule: 'BR-CO-17', fire: edit((s) => (s.breakdownOverrides = [{ index: 0, tax: shiftBreakdownTax(s, '1.01') }])), near: edit((s) => (s.breakdownOverrides = [{ index: 0, tax: shiftBreakdownTax(s, '0.50') }])) },
  { rule: 'BR-CO-18', fire: bySyntax((x) => removeElement(x, 'cac:TaxSubtotal'), (x) => removeElement(x, 'ram:ApplicableTradeTax', 1)), near: same },
  { rule: 'BR-CO-26', fire: edit((s) => (delete s.seller.legalId, delete s.seller.vatId)), near: edit((s) => delete s.seller.vatId), category: 'O' },
  // ---- decimals
  { rule: 'BR-DEC-09', fire: edit((s) => (s.overrides = { lineNetTotal: shift(s, 'lineNetTotal', '0') + '0' })), near: same, syntaxes: ciiOnly },
  { rule: 'BR-DEC-12', fire: edit((s) => (s.overrides = { totalWithoutVat: shift(s, 'totalWithoutVat', '0') + '0' })), near: same, syntaxes: ciiOnly },
  { rule: 'UBL-DT-01', fire: edit((s) => (s.overrides = { totalWithoutVat: shift(s, 'totalWithoutVat', '0') + '0' })), near: edit((s) => (s.lines[0]!.price = '1.2345')), syntaxes: ublOnly },
  { rule: 'BR-DEC-23', fire: edit((s) => (s.lines[0]!.netAmount = shiftLine(s, '0') + '1')), near: edit((s) => (s.lines[0]!.netAmount = shiftLine(s, '0.01'))) },
  // ---- code lists
  { rule: 'BR-CL-01', fire: edit((s) => (s.typeCode = '999')), near: edit((s) => (s.typeCode = '389')) },
  { rule: 'BR-CL-04', fire: edit((s) => (s.currency = 'EUX')), near: edit((s) => (s.currency = 'CHF')) },
  { rule: 'BR-CL-14', fire: edit((s) => (s.buyer.country = 'XX')), near: edit((s) => (s.buyer.country = 'XI')) },
  { rule: 'BR-CL-16', fire: edit((s) => (s.payment!.code = '999')), near: edit((s) => (s.payment!.code = 'ZZZ')) },
  { rule: 'BR-CL-23', fire: edit((s) => (s.lines[0]!.unit = 'QQQ')), near: edit((s) => (s.lines[0]!.unit = 'XPP')) },
  { rule: 'BR-CL-25', fire: edit((s) => (s.seller.electronicAddress = { id: 'x', scheme: 'ZZ' })), near: edit((s) => (s.seller.electronicAddress = { id: 'x', scheme: '9930' })) },
  { rule: 'BR-CL-22', fire: edit((s) => (s.breakdownOverrides = [{ index: 0, exemption: { code: 'VATEX-EU-XX' } }])), near: edit((s) => (s.breakdownOverrides = [{ index: 0, exemption: { code: 'vatex-eu-132-1i' } }])), category: 'E' },
  { rule: 'BR-CL-08', fire: edit((s) => (s.notes = ['#XYZ#Text'])), near: edit((s) => (s.notes = ['#AAI#Text'])), syntaxes: ublOnly },
  // ---- syntax rules (a sample of each kind; all are data generated from the artefacts)
  { rule: 'UBL-CR-005', fire: xml((x) => insertAfter(x, '</cbc:IssueDate>', '<cbc:UUID>1</cbc:UUID>')), near: same, syntaxes: ublOnly },
  { rule: 'UBL-SR-24', fire: xml((x) => insertAfter(x, '</cac:Delivery>', '<cac:Delivery><cbc:ActualDeliveryDate>2026-02-27</cbc:ActualDeliveryDate></cac:Delivery>')), near: same, syntaxes: ublOnly },
  { rule: 'UBL-SR-48', fire: xml((x) => insertAfter(x, '</cac:ClassifiedTaxCategory>', '<cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>19</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory>')), near: same, syntaxes: ublOnly },
  { rule: 'CII-SR-001', fire: xml((x) => insertAfter(x, '<rsm:SupplyChainTradeTransaction>', '')), near: same, syntaxes: [] },
  { rule: 'CII-DT-097', fire: xml((x) => setText(x, 'udt:DateTimeString', '20261399')), near: xml((x) => setText(x, 'udt:DateTimeString', ' 20260301 ')), syntaxes: ciiOnly },
  { rule: 'CII-SR-003', fire: xml((x) => insertAfter(x, '</ram:BusinessProcessSpecifiedDocumentContextParameter>', '<ram:BusinessProcessSpecifiedDocumentContextParameter><ram:ID>A</ram:ID></ram:BusinessProcessSpecifiedDocumentContextParameter>')), near: same, syntaxes: ciiOnly },
  // ---- XRechnung 3.0
  { rule: 'BR-DE-1', fire: edit((s) => delete s.payment), near: edit((s) => (s.payment = { code: '30', iban: 'DE02120300000000202051' })) },
  { rule: 'BR-DE-2', fire: edit((s) => delete s.seller.contact), near: same },
  { rule: 'BR-DE-3', fire: edit((s) => (s.seller.city = ' ')), near: edit((s) => (s.seller.city = 'Mainz')) },
  { rule: 'BR-DE-4', fire: edit((s) => (s.seller.postCode = '')), near: edit((s) => (s.seller.postCode = '55116')) },
  { rule: 'BR-DE-5', fire: edit((s) => (s.seller.contact!.name = '')), near: same },
  { rule: 'BR-DE-6', fire: edit((s) => (s.seller.contact!.phone = '')), near: same },
  { rule: 'BR-DE-7', fire: edit((s) => (s.seller.contact!.email = '')), near: same },
  { rule: 'BR-DE-8', fire: edit((s) => (s.buyer.city = '')), near: same },
  { rule: 'BR-DE-9', fire: edit((s) => (s.buyer.postCode = '')), near: same },
  { rule: 'BR-DE-10', fire: edit((s) => (s.deliverTo = { city: '', postCode: '65183', country: 'DE' })), near: edit((s) => (s.deliverTo = { city: 'Wiesbaden', postCode: '65183', country: 'DE' })) },
  { rule: 'BR-DE-11', fire: edit((s) => (s.deliverTo = { city: 'Wiesbaden', postCode: '', country: 'DE' })), near: edit((s) => (s.deliverTo = { city: 'Wiesbaden', postCode: '65183', country: 'DE' })) },
  { rule: 'BR-DE-14', fire: edit((s) => (s.breakdownOverrides = [{ index: 0, rate: null }])), near: same },
  { rule: 'BR-DE-15', fire: edit((s) => delete s.buyerReference), near: edit((s) => (s.buyerReference = 'n/a')) },
  { rule: 'BR-DE-16', fire: edit((s) => delete s.seller.vatId), near: edit((s) => (delete s.seller.vatId, (s.seller.taxRegistrationId = '040/123/45678'))) },
  { rule: 'BR-DE-17', fire: edit((s) => (s.typeCode = '383')), near: edit((s) => (s.typeCode = '326')) },
  { rule: 'BR-DE-18', fire: edit((s) => (s.paymentTerms = '#SKONTO#TAGE=14#PROZENT=2.00#')), near: edit((s) => (s.paymentTerms = '#SKONTO#TAGE=14#PROZENT=2.00#\n')) },
  { rule: 'BR-DE-19', fire: edit((s) => (s.payment!.iban = 'DE02120300000000202052')), near: edit((s) => (s.payment!.iban = 'DE02 1203 0000 0000 2020 51')) },
  { rule: 'BR-DE-23-a', fire: edit((s) => delete s.payment!.iban), near: same },
  { rule: 'BR-DE-23-b', fire: edit((s) => (s.payment!.card = '1234')), near: same },
  { rule: 'BR-DE-24-a', fire: edit((s) => (s.payment = { code: '54' })), near: edit((s) => (s.payment = { code: '54', card: '1234' })) },
  { rule: 'BR-DE-25-a', fire: edit((s) => (s.payment = { code: '59' })), near: edit((s) => (s.payment = { code: '59', mandate: 'M-1', debitedIban: 'DE02120300000000202051', creditorId: 'DE98ZZZ09999999999' })), syntaxes: ciiOnly },
  { rule: 'BR-DE-26', fire: edit((s) => (s.typeCode = '384')), near: edit((s) => ((s.typeCode = '384'), (s.precedingInvoice = 'RE-1'))) },
  { rule: 'BR-DE-27', fire: edit((s) => (s.seller.contact!.phone = '+ab-c1')), near: edit((s) => (s.seller.contact!.phone = '123')) },
  { rule: 'BR-DE-28', fire: edit((s) => (s.seller.contact!.email = 'erika@example')), near: edit((s) => (s.seller.contact!.email = 'e@x.de')) },
  { rule: 'BR-DE-TMP-32', fire: edit((s) => delete s.deliveryDate), near: edit((s) => (delete s.deliveryDate, (s.period = { start: '2026-02-01', end: '2026-02-28' }))) },
  { rule: 'PEPPOL-EN16931-R001', fire: edit((s) => delete s.businessProcess), near: edit((s) => (s.businessProcess = 'urn:example:process')) },
  { rule: 'PEPPOL-EN16931-R008', fire: edit((s) => (s.notes = [' '])), near: edit((s) => (s.notes = ['.'])) },
  { rule: 'PEPPOL-EN16931-R010', fire: edit((s) => delete s.buyer.electronicAddress), near: same },
  { rule: 'PEPPOL-EN16931-R020', fire: edit((s) => delete s.seller.electronicAddress), near: same },
  { rule: 'PEPPOL-EN16931-R120', fire: edit((s) => (s.lines[0]!.netAmount = shiftLine(s, '0.03'))), near: edit((s) => (s.lines[0]!.netAmount = shiftLine(s, '0.02'))) },
  { rule: 'PEPPOL-EN16931-R121', fire: edit((s) => ((s.lines[0]!.baseQuantity = '-1'), (s.lines[0]!.netAmount = '-450.00'))), near: edit((s) => ((s.lines[0]!.baseQuantity = '10'), (s.lines[0]!.price = '1500.00'))) },
]

// ---- the VAT category rules, from one table
const categories: Category[] = ['S', 'Z', 'E', 'AE', 'K', 'G', 'O', 'L', 'M']
const prefix: Record<Category, string> = { S: 'BR-S', Z: 'BR-Z', E: 'BR-E', AE: 'BR-AE', K: 'BR-IC', G: 'BR-G', O: 'BR-O', L: 'BR-AF', M: 'BR-AG' }
const zeroRated = (c: Category) => ['Z', 'E', 'AE', 'K', 'G'].includes(c)
for (const c of categories) {
  const p = prefix[c]
  const otherRate = c === 'S' ? '0' : c === 'O' ? '0' : zeroRated(c) ? '19' : '-1'
  const validOtherRate = c === 'S' ? '7' : zeroRated(c) ? '0.00' : c === 'O' ? undefined : '3'
  cases.push(
    // CII's artefact accepts an invoice without a breakdown for "not subject to VAT" (BR-O-01).
    { rule: `${p}-01`, category: c, ...(c === 'O' ? { syntaxes: ublOnly } : {}), fire: bySyntax((x) => removeElement(x, 'cac:TaxSubtotal'), (x) => removeElement(x, 'ram:ApplicableTradeTax', 1)), near: edit((s) => s.lines.push({ ...s.lines[0]!, id: '2' })) },
    {
      rule: `${p}-05`,
      category: c,
      fire: edit((s) => (s.lines[0]!.rate = otherRate)),
      near: edit((s) => {
        if (validOtherRate === undefined) delete s.lines[0]!.rate
        else s.lines[0]!.rate = validOtherRate
      }),
    },
    {
      rule: `${p}-06`,
      category: c,
      fire: edit((s) => addAllowance(s, { category: c, rate: otherRate })),
      near: edit((s) => addAllowance(s, { category: c, ...(RATE[c] === undefined ? {} : { rate: RATE[c] }) })),
    },
    {
      rule: `${p}-07`,
      category: c,
      fire: edit((s) => addAllowance(s, { charge: true, category: c, rate: otherRate })),
      near: edit((s) => addAllowance(s, { charge: true, category: c, ...(RATE[c] === undefined ? {} : { rate: RATE[c] }) })),
    },
    {
      rule: `${p}-08`,
      category: c,
      fire: edit((s) => (s.breakdownOverrides = [{ index: 0, taxable: shiftBreakdownTaxable(s, '1.00') }])),
      near: edit((s) => (s.breakdownOverrides = [{ index: 0, taxable: shiftBreakdownTaxable(s, '0').replace(/0$/, '') }])),
    },
    {
      rule: `${p}-09`,
      category: c,
      fire: edit((s) => (s.breakdownOverrides = [{ index: 0, tax: shiftBreakdownTax(s, c === 'S' || c === 'L' || c === 'M' ? '1.00' : '0.01') }])),
      near: edit((s) => (s.breakdownOverrides = [{ index: 0, tax: shiftBreakdownTax(s, c === 'S' || c === 'L' || c === 'M' ? '0.50' : '0').replace(/0$/, '') }])),
      ...(c === 'L' || c === 'M' ? { syntaxes: ublOnly } : {}),
    },
    {
      rule: `${p}-10`,
      category: c,
      fire: edit((s) => (s.breakdownOverrides = [{ index: 0, exemption: ['S', 'Z', 'L', 'M'].includes(c) ? { text: 'steuerfrei' } : null }])),
      near: edit((s) => (s.breakdownOverrides = [{ index: 0, exemption: ['S', 'Z', 'L', 'M'].includes(c) ? null : { text: 'Steuerbefreit' } }])),
    },
  )
  if (c === 'O') cases.push({ rule: 'BR-O-02', category: c, fire: edit((s) => (s.seller.vatId = 'DE123456789')), near: edit((s) => (s.seller.taxRegistrationId = '040/123/45678')) })
  else if (c === 'K' || c === 'G') cases.push({ rule: `${p}-02`, category: c, fire: edit((s) => delete s.seller.vatId), near: edit((s) => (delete s.seller.vatId, (s.taxRepresentative = representative()))) })
  else if (c === 'AE') cases.push({ rule: `${p}-02`, category: c, fire: edit((s) => delete s.buyer.vatId), near: edit((s) => (delete s.buyer.vatId, (s.buyer.legalId = 'FN 12345a'))) })
  else cases.push({ rule: `${p}-02`, category: c, fire: edit((s) => delete s.seller.vatId), near: edit((s) => (delete s.seller.vatId, (s.seller.taxRegistrationId = '040/123/45678'))) })
}
cases.push(
  { rule: 'BR-IC-11', category: 'K', fire: edit((s) => delete s.deliveryDate), near: edit((s) => (delete s.deliveryDate, (s.period = { start: '2026-02-01', end: '2026-02-28' }))) },
  { rule: 'BR-IC-12', category: 'K', fire: edit((s) => delete s.deliverTo), near: same },
  { rule: 'BR-O-11', category: 'O', fire: edit((s) => (s.lines.push({ ...s.lines[0]!, id: '2', category: 'S', rate: '19' }), (s.seller.taxRegistrationId = '040/123/45678'))), near: edit((s) => s.lines.push({ ...s.lines[0]!, id: '2' })) },
)

function addAllowance(s: Spec, o: { charge?: boolean; reason?: string | undefined; reasonCode?: string; category?: Category; rate?: string } = {}) {
  const category = o.category ?? s.lines[0]!.category
  const rate = 'rate' in o ? o.rate : RATE[category]
  s.allowanceCharges.push({
    charge: o.charge ?? false,
    amount: '10.00',
    reason: ('reason' in o ? o.reason : 'Rabatt') as string,
    ...(o.reasonCode ? { reasonCode: o.reasonCode } : {}),
    category,
    ...(rate === undefined ? {} : { rate }),
  })
}
function xmlAllowance(f: (x: string, syntax: Syntax) => string): Mutation {
  return (spec, syntax) => {
    const s = structuredClone(spec)
    addAllowance(s)
    const x = serialize(s)
    const start = x.indexOf(syntax === 'UBL' ? '<cac:AllowanceCharge>' : '<ram:SpecifiedTradeAllowanceCharge>')
    return x.slice(0, start) + f(x.slice(start), syntax)
  }
}
function lineAllowanceWithoutReason(charge: boolean): Mutation {
  return (spec, syntax) => {
    const s = structuredClone(spec)
    ;(charge ? s.lines[0]!.charges : s.lines[0]!.allowances).push({ amount: '1.00', reason: 'WEG' })
    const x = serialize(s)
    return syntax === 'UBL' ? x.replace('<cbc:AllowanceChargeReason>WEG</cbc:AllowanceChargeReason>', '') : x.replace('<ram:Reason>WEG</ram:Reason>', '')
  }
}
/**
 * An XRechnung extension invoice (or, with `specificationId`, another) with one third party payment; each part
 * as given, null to leave it out. UBL's order in PaymentType: ID, PaidAmount, …, InstructionID.
 */
function thirdParty(o: { id?: string | null; amount?: string | null; currency?: string; instruction?: string | null }, specificationId = EXTENSION): Mutation {
  return (spec) => {
    const id = o.id === undefined ? 'Förderbank' : o.id
    const amount = o.amount === undefined ? '30.00' : o.amount
    const instruction = o.instruction === undefined ? 'Zuschuss nach Förderbescheid 12/2026' : o.instruction
    const payment = [
      '<cac:PrepaidPayment>',
      id === null ? '' : `<cbc:ID>${id}</cbc:ID>`,
      amount === null ? '' : `<cbc:PaidAmount currencyID="${o.currency ?? 'EUR'}">${amount}</cbc:PaidAmount>`,
      instruction === null ? '' : `<cbc:InstructionID>${instruction}</cbc:InstructionID>`,
      '</cac:PrepaidPayment>',
    ].join('')
    return insertAfter(serialize({ ...structuredClone(spec), specificationId }), '</cac:PaymentTerms>', payment)
  }
}

function representative() {
  return { name: 'Steuervertreter GmbH', street: 'Weg 1', city: 'Berlin', postCode: '10115', country: 'DE', vatId: 'DE987654321' }
}
import { figures } from '../../support/einvoice/serialize'
import Big from 'big.js'
function shift(s: Spec, key: 'lineNetTotal' | 'totalWithoutVat' | 'vatTotal' | 'totalWithVat' | 'amountDue', by: string): string {
  return new Big(figures({ ...s, overrides: {} })[key]).plus(by).toFixed(2)
}
function shiftLine(s: Spec, by: string): string {
  return new Big(figures({ ...s, overrides: {} }).lineNet[0]!).plus(by).toFixed(2)
}
function shiftBreakdownTax(s: Spec, by: string): string {
  return new Big(figures({ ...s, overrides: {}, breakdownOverrides: [] }).breakdown[0]!.tax).plus(by).toFixed(2)
}
function shiftBreakdownTaxable(s: Spec, by: string): string {
  return new Big(figures({ ...s, overrides: {}, breakdownOverrides: [] }).breakdown[0]!.taxable).plus(by).toFixed(2)
}

/** The invoice underneath each mutation: the category's base invoice with fast-check's quantity and price. */
const base = (syntax: Syntax, category: Category) =>
  fc.record({ quantity: fc.integer({ min: 1, max: 40 }), cents: fc.integer({ min: 100, max: 500_00 }) }).map(({ quantity, cents }) => {
    const spec = baseSpec(syntax, category)
    spec.lines[0]!.quantity = String(quantity)
    spec.lines[0]!.price = (cents / 100).toFixed(2)
    return spec
  })

const rulesOf = (result: Spec | string) => new Set(reportFor(typeof result === 'string' ? result : serialize(result)).findings.map((f) => f.rule))

describe('every rule fires on its mutation and not on its near miss', () => {
  for (const c of cases) {
    for (const syntax of c.syntaxes ?? (['UBL', 'CII'] as const)) {
      it(`${c.rule} (${syntax}${c.category ? `, category ${c.category}` : ''})`, () => {
        fc.assert(
          fc.property(base(syntax, c.category ?? 'S'), (spec) => {
            expect(rulesOf(spec), 'the base invoice is clean').not.toContain(c.rule)
            expect([...rulesOf(c.fire(spec, syntax))], 'the mutation').toContain(c.rule)
            expect([...rulesOf(c.near(spec, syntax))], 'the near miss').not.toContain(c.rule)
          }),
          { numRuns: 3 },
        )
      })
    }
  }
})
