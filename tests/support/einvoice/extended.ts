/**
 * Test support: a ZUGFeRD/Factur-X EXTENDED invoice (CII) with what EXTENDED adds to EN 16931: sub-invoice
 * lines (a GROUP line whose DETAIL lines carry its amount, BT-X-8 and BT-X-304), an INFORMATION line, and
 * logistics service charges (BT-X-272). Its totals are computed here with big.js, as FeRD's rules define
 * them: only lines without a subtype or DETAIL are invoiced; logistics charges count into BT-108 and the
 * VAT basis. Written after the structure of FeRD's own EXTENDED samples; all at 19 % standard rate.
 */
import Big from 'big.js'

export interface ExtendedInvoice {
  /** Each group: the net amounts of its DETAIL lines (quantity 1, price = amount). */
  groups: string[][]
  /** Lines without a subtype. */
  plain: string[]
  /** An INFORMATION line (not invoiced), with this amount shown. */
  information?: string
  logistics: string[]
  allowances: string[]
  charges: string[]
  /** Overrides of computed figures, to break one rule. */
  override?: Partial<Record<'groupTotal' | 'lineTotal' | 'chargeTotal' | 'allowanceTotal' | 'basis' | 'tax' | 'taxBasisTotal' | 'grandTotal', string>>
  /** The profile's BT-24; EXTENDED by default. */
  guideline?: string
}

export const EXTENDED = 'urn:cen.eu:en16931:2017#conformant#urn:factur-x.eu:1p0:extended'
const money = (value: Big) => value.toFixed(2)
const sum = (values: readonly string[]) => values.reduce((total, v) => total.plus(v), new Big(0))

const t = (name: string, value: string, attrs = '') => `<${name}${attrs}>${value}</${name}>`
const tax = (name: string) => `<ram:${name}><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>19</ram:RateApplicablePercent></ram:${name}>`

function line(id: string, amount: string | null, extra: { parent?: string; status?: string; name: string }): string {
  const document = `<ram:AssociatedDocumentLineDocument>${t('ram:LineID', id)}${extra.parent ? t('ram:ParentLineID', extra.parent) : ''}${extra.status ? t('ram:LineStatusReasonCode', extra.status) : ''}</ram:AssociatedDocumentLineDocument>`
  const priced = extra.status !== 'GROUP'
  return [
    '<ram:IncludedSupplyChainTradeLineItem>',
    document,
    `<ram:SpecifiedTradeProduct>${t('ram:Name', extra.name)}</ram:SpecifiedTradeProduct>`,
    priced && amount !== null ? `<ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice>${t('ram:ChargeAmount', amount)}</ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>` : '',
    priced ? `<ram:SpecifiedLineTradeDelivery>${t('ram:BilledQuantity', '1', ' unitCode="C62"')}</ram:SpecifiedLineTradeDelivery>` : '',
    `<ram:SpecifiedLineTradeSettlement>${tax('ApplicableTradeTax')}<ram:SpecifiedTradeSettlementLineMonetarySummation>${t('ram:LineTotalAmount', amount ?? '0.00')}</ram:SpecifiedTradeSettlementLineMonetarySummation></ram:SpecifiedLineTradeSettlement>`,
    '</ram:IncludedSupplyChainTradeLineItem>',
  ].join('')
}

/** The figures FeRD's rules expect, from the invoice's own amounts. */
export function extendedFigures(invoice: ExtendedInvoice) {
  const invoiced = sum([...invoice.groups.flat(), ...invoice.plain])
  const allowances = sum(invoice.allowances)
  const charges = sum(invoice.charges).plus(sum(invoice.logistics))
  const basis = invoiced.minus(allowances).plus(charges)
  const vat = basis.times(19).div(100).round(2, Big.roundHalfUp)
  return { lineTotal: money(invoiced), allowanceTotal: money(allowances), chargeTotal: money(charges), basis: money(basis), tax: money(vat), grandTotal: money(basis.plus(vat)) }
}

export function extendedXml(invoice: ExtendedInvoice): string {
  const f = extendedFigures(invoice)
  const o = invoice.override ?? {}
  let next = 1
  const lines: string[] = []
  invoice.groups.forEach((details, g) => {
    const groupId = String(next++)
    lines.push(line(groupId, o.groupTotal ?? money(sum(details)), { status: 'GROUP', name: `Baugruppe ${g + 1}` }))
    details.forEach((amount, d) => lines.push(line(String(next++), amount, { parent: groupId, status: 'DETAIL', name: `Teil ${g + 1}.${d + 1}` })))
  })
  invoice.plain.forEach((amount, i) => lines.push(line(String(next++), amount, { name: `Artikel ${i + 1}` })))
  if (invoice.information !== undefined) lines.push(line(String(next++), invoice.information, { status: 'INFORMATION', name: 'Hinweis: Vorjahresmenge' }))
  const allowanceCharge = (charge: boolean, amount: string) =>
    `<ram:SpecifiedTradeAllowanceCharge><ram:ChargeIndicator>${t('udt:Indicator', String(charge))}</ram:ChargeIndicator>${t('ram:ActualAmount', amount)}${t('ram:Reason', charge ? 'Mindermengenzuschlag' : 'Rabatt')}${tax('CategoryTradeTax')}</ram:SpecifiedTradeAllowanceCharge>`
  const logistics = invoice.logistics.map((amount) => `<ram:SpecifiedLogisticsServiceCharge>${t('ram:Description', 'Fracht')}${t('ram:AppliedAmount', amount)}${tax('AppliedTradeTax')}</ram:SpecifiedLogisticsServiceCharge>`)
  const party = (name: string, street: string, city: string, vat: string) =>
    `${t('ram:Name', name)}<ram:PostalTradeAddress>${t('ram:PostcodeCode', '65232')}${t('ram:LineOne', street)}${t('ram:CityName', city)}${t('ram:CountryID', 'DE')}</ram:PostalTradeAddress><ram:SpecifiedTaxRegistration>${t('ram:ID', vat, ' schemeID="VA"')}</ram:SpecifiedTaxRegistration>`
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100" xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100">',
    `<rsm:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter>${t('ram:ID', invoice.guideline ?? EXTENDED)}</ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>`,
    `<rsm:ExchangedDocument>${t('ram:ID', 'RE-2026-0815')}${t('ram:TypeCode', '380')}<ram:IssueDateTime>${t('udt:DateTimeString', '20260302', ' format="102"')}</ram:IssueDateTime></rsm:ExchangedDocument>`,
    '<rsm:SupplyChainTradeTransaction>',
    ...lines,
    `<ram:ApplicableHeaderTradeAgreement><ram:SellerTradeParty>${party('Muster Maschinenbau GmbH', 'Hauptstraße 1', 'Taunusstein', 'DE123456789')}</ram:SellerTradeParty><ram:BuyerTradeParty>${party('Kunde AG', 'Marktplatz 5', 'Wiesbaden', 'DE987654321')}</ram:BuyerTradeParty></ram:ApplicableHeaderTradeAgreement>`,
    `<ram:ApplicableHeaderTradeDelivery><ram:ActualDeliverySupplyChainEvent><ram:OccurrenceDateTime>${t('udt:DateTimeString', '20260227', ' format="102"')}</ram:OccurrenceDateTime></ram:ActualDeliverySupplyChainEvent></ram:ApplicableHeaderTradeDelivery>`,
    '<ram:ApplicableHeaderTradeSettlement>',
    t('ram:InvoiceCurrencyCode', 'EUR'),
    `<ram:SpecifiedTradeSettlementPaymentMeans>${t('ram:TypeCode', '58')}<ram:PayeePartyCreditorFinancialAccount>${t('ram:IBANID', 'DE02120300000000202051')}</ram:PayeePartyCreditorFinancialAccount></ram:SpecifiedTradeSettlementPaymentMeans>`,
    `<ram:ApplicableTradeTax>${t('ram:CalculatedAmount', o.tax ?? f.tax)}${t('ram:TypeCode', 'VAT')}${t('ram:BasisAmount', o.basis ?? f.basis)}${t('ram:CategoryCode', 'S')}${t('ram:RateApplicablePercent', '19')}</ram:ApplicableTradeTax>`,
    ...invoice.allowances.map((a) => allowanceCharge(false, a)),
    ...invoice.charges.map((c) => allowanceCharge(true, c)),
    ...logistics,
    `<ram:SpecifiedTradePaymentTerms>${t('ram:Description', 'Zahlbar innerhalb von 14 Tagen ohne Abzug.')}</ram:SpecifiedTradePaymentTerms>`,
    '<ram:SpecifiedTradeSettlementHeaderMonetarySummation>',
    t('ram:LineTotalAmount', o.lineTotal ?? f.lineTotal),
    invoice.charges.length + invoice.logistics.length > 0 || o.chargeTotal ? t('ram:ChargeTotalAmount', o.chargeTotal ?? f.chargeTotal) : '',
    invoice.allowances.length > 0 || o.allowanceTotal ? t('ram:AllowanceTotalAmount', o.allowanceTotal ?? f.allowanceTotal) : '',
    t('ram:TaxBasisTotalAmount', o.taxBasisTotal ?? f.basis),
    t('ram:TaxTotalAmount', o.tax ?? f.tax, ' currencyID="EUR"'),
    t('ram:GrandTotalAmount', o.grandTotal ?? f.grandTotal),
    t('ram:DuePayableAmount', o.grandTotal ?? f.grandTotal),
    '</ram:SpecifiedTradeSettlementHeaderMonetarySummation>',
    '</ram:ApplicableHeaderTradeSettlement>',
    '</rsm:SupplyChainTradeTransaction>',
    '</rsm:CrossIndustryInvoice>',
  ].join('\n')
}
