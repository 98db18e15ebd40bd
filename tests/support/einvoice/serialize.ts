/** Test support: writes a Spec (spec.ts) as UBL 2.1 Invoice/CreditNote or CII D16B XML. */
import Big from 'big.js'
import { compute, EXEMPTION, type Party, type Spec } from './spec'

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
type Node = string | false | undefined | null | Node[]
const el = (name: string, content: Node, attrs: Record<string, string | undefined> = {}): string => {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${esc(v!)}"`)
    .join('')
  const flat = (n: Node): string => (Array.isArray(n) ? n.map(flat).join('') : n ? n : '')
  return `<${name}${a}>${flat(content)}</${name}>`
}
const t = (name: string, value: string | undefined, attrs: Record<string, string | undefined> = {}) => (value === undefined ? '' : el(name, esc(value), attrs))
const money = (b: Big) => b.toFixed(2)
const compact = (iso: string) => iso.replace(/-/g, '')

interface Figures {
  lineNet: string[]
  lineNetTotal: string
  allowanceTotal?: string
  chargeTotal?: string
  totalWithoutVat: string
  vatTotal: string
  totalWithVat: string
  amountDue: string
  breakdown: Array<{ category: string; rate: string | undefined; taxable: string; tax: string; exemption?: { code?: string; text?: string } }>
}

export function figures(spec: Spec): Figures {
  const c = compute(spec)
  const o = spec.overrides ?? {}
  const hasAllowances = spec.allowanceCharges.some((a) => !a.charge)
  const hasCharges = spec.allowanceCharges.some((a) => a.charge)
  const breakdown = c.breakdown.map((b) => {
    const ex = EXEMPTION[b.category]
    // XRechnung requires a rate in every breakdown (BR-DE-14): 0 for "not subject to VAT".
    const rate = b.rate ?? (b.category === 'O' && spec.specificationId.includes('xrechnung') ? '0' : undefined)
    return { category: b.category as string, rate, taxable: money(b.taxable), tax: money(b.tax), ...(ex ? { exemption: { code: ex.code, text: ex.text } } : {}) }
  })
  for (const bo of spec.breakdownOverrides ?? []) {
    const b = breakdown[bo.index]
    if (!b) continue
    if (bo.taxable !== undefined) b.taxable = bo.taxable
    if (bo.tax !== undefined) b.tax = bo.tax
    if (bo.rate !== undefined) b.rate = bo.rate ?? undefined
    if (bo.category !== undefined) b.category = bo.category
    if (bo.exemption !== undefined) {
      if (bo.exemption === null) delete (b as { exemption?: unknown }).exemption
      else (b as { exemption?: unknown }).exemption = bo.exemption
    }
  }
  return {
    lineNet: c.lines.map((l, i) => spec.lines[i]!.netAmount ?? money(l.net)),
    lineNetTotal: o.lineNetTotal ?? money(c.lineNetTotal),
    ...(hasAllowances || o.allowanceTotal ? { allowanceTotal: o.allowanceTotal ?? money(c.allowanceTotal) } : {}),
    ...(hasCharges || o.chargeTotal ? { chargeTotal: o.chargeTotal ?? money(c.chargeTotal) } : {}),
    totalWithoutVat: o.totalWithoutVat ?? money(c.totalWithoutVat),
    vatTotal: o.vatTotal ?? money(c.vatTotal),
    totalWithVat: o.totalWithVat ?? money(c.totalWithVat),
    amountDue: o.amountDue ?? money(c.amountDue),
    breakdown,
  }
}

// ------------------------------------------------------------------ UBL

function ublParty(p: Party, role: 'seller' | 'buyer') {
  return el('cac:Party', [
    p.electronicAddress && t('cbc:EndpointID', p.electronicAddress.id, { schemeID: p.electronicAddress.scheme }),
    el('cac:PostalAddress', [t('cbc:StreetName', p.street), t('cbc:CityName', p.city), t('cbc:PostalZone', p.postCode), el('cac:Country', t('cbc:IdentificationCode', p.country))]),
    p.vatId && el('cac:PartyTaxScheme', [t('cbc:CompanyID', p.vatId), el('cac:TaxScheme', t('cbc:ID', 'VAT'))]),
    role === 'seller' && p.taxRegistrationId && el('cac:PartyTaxScheme', [t('cbc:CompanyID', p.taxRegistrationId), el('cac:TaxScheme', t('cbc:ID', 'FC'))]),
    el('cac:PartyLegalEntity', [t('cbc:RegistrationName', p.name), t('cbc:CompanyID', p.legalId)]),
    p.contact && el('cac:Contact', [t('cbc:Name', p.contact.name), t('cbc:Telephone', p.contact.phone), t('cbc:ElectronicMail', p.contact.email)]),
  ])
}

const ublCategory = (name: string, category: string, rate: string | undefined, exemption?: { code?: string; text?: string }) =>
  el(name, [t('cbc:ID', category), t('cbc:Percent', rate), exemption && t('cbc:TaxExemptionReasonCode', exemption.code), exemption && t('cbc:TaxExemptionReason', exemption.text), el('cac:TaxScheme', t('cbc:ID', 'VAT'))])

export function toUbl(spec: Spec): string {
  const f = figures(spec)
  const cn = spec.document === 'credit-note'
  const cur = { currencyID: spec.currency }
  const root = cn ? 'CreditNote' : 'Invoice'
  const ns = cn ? 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2' : 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2'
  const p = spec.payment
  const body = [
    t('cbc:CustomizationID', spec.specificationId),
    t('cbc:ProfileID', spec.businessProcess),
    t('cbc:ID', spec.number),
    t('cbc:IssueDate', spec.issueDate),
    t(cn ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode', spec.typeCode),
    spec.notes.map((n) => t('cbc:Note', n)),
    t('cbc:DocumentCurrencyCode', spec.currency),
    t('cbc:BuyerReference', spec.buyerReference),
    spec.period && el('cac:InvoicePeriod', [t('cbc:StartDate', spec.period.start), t('cbc:EndDate', spec.period.end)]),
    spec.precedingInvoice && el('cac:BillingReference', el('cac:InvoiceDocumentReference', t('cbc:ID', spec.precedingInvoice))),
    el('cac:AccountingSupplierParty', ublParty(spec.seller, 'seller')),
    el('cac:AccountingCustomerParty', ublParty(spec.buyer, 'buyer')),
    spec.taxRepresentative &&
      el('cac:TaxRepresentativeParty', [
        el('cac:PartyName', t('cbc:Name', spec.taxRepresentative.name)),
        el('cac:PostalAddress', [t('cbc:StreetName', spec.taxRepresentative.street), t('cbc:CityName', spec.taxRepresentative.city), t('cbc:PostalZone', spec.taxRepresentative.postCode), el('cac:Country', t('cbc:IdentificationCode', spec.taxRepresentative.country))]),
        spec.taxRepresentative.vatId && el('cac:PartyTaxScheme', [t('cbc:CompanyID', spec.taxRepresentative.vatId), el('cac:TaxScheme', t('cbc:ID', 'VAT'))]),
      ]),
    (spec.deliveryDate || spec.deliverTo) &&
      el('cac:Delivery', [
        t('cbc:ActualDeliveryDate', spec.deliveryDate),
        spec.deliverTo && el('cac:DeliveryLocation', el('cac:Address', [t('cbc:CityName', spec.deliverTo.city), t('cbc:PostalZone', spec.deliverTo.postCode), el('cac:Country', t('cbc:IdentificationCode', spec.deliverTo.country))])),
      ]),
    p &&
      el('cac:PaymentMeans', [
        t('cbc:PaymentMeansCode', p.code),
        p.card && el('cac:CardAccount', [t('cbc:PrimaryAccountNumberID', p.card), t('cbc:NetworkID', 'VISA')]),
        p.iban && el('cac:PayeeFinancialAccount', [t('cbc:ID', p.iban), t('cbc:Name', p.accountName)]),
        (p.mandate || p.debitedIban) && el('cac:PaymentMandate', [t('cbc:ID', p.mandate), p.debitedIban && el('cac:PayerFinancialAccount', t('cbc:ID', p.debitedIban))]),
      ]),
    spec.paymentTerms !== undefined && el('cac:PaymentTerms', t('cbc:Note', spec.paymentTerms)),
    spec.allowanceCharges.map((a) =>
      el('cac:AllowanceCharge', [t('cbc:ChargeIndicator', String(a.charge)), t('cbc:AllowanceChargeReasonCode', a.reasonCode), t('cbc:AllowanceChargeReason', a.reason), t('cbc:Amount', a.amount, cur), ublCategory('cac:TaxCategory', a.category, a.rate)]),
    ),
    el('cac:TaxTotal', [
      t('cbc:TaxAmount', f.vatTotal, cur),
      f.breakdown.map((b) => el('cac:TaxSubtotal', [t('cbc:TaxableAmount', b.taxable, cur), t('cbc:TaxAmount', b.tax, cur), ublCategory('cac:TaxCategory', b.category, b.rate, b.exemption)])),
    ]),
    el('cac:LegalMonetaryTotal', [
      t('cbc:LineExtensionAmount', f.lineNetTotal, cur),
      t('cbc:TaxExclusiveAmount', f.totalWithoutVat, cur),
      t('cbc:TaxInclusiveAmount', f.totalWithVat, cur),
      t('cbc:AllowanceTotalAmount', f.allowanceTotal, cur),
      t('cbc:ChargeTotalAmount', f.chargeTotal, cur),
      t('cbc:PrepaidAmount', spec.paidAmount, cur),
      t('cbc:PayableRoundingAmount', spec.roundingAmount, cur),
      t('cbc:PayableAmount', f.amountDue, cur),
    ]),
    spec.lines.map((l, i) =>
      el(cn ? 'cac:CreditNoteLine' : 'cac:InvoiceLine', [
        t('cbc:ID', l.id),
        t(cn ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity', l.quantity, { unitCode: l.unit }),
        t('cbc:LineExtensionAmount', f.lineNet[i], cur),
        [...l.allowances.map((a) => ({ ...a, charge: false })), ...l.charges.map((c) => ({ ...c, charge: true }))].map((a) =>
          el('cac:AllowanceCharge', [t('cbc:ChargeIndicator', String(a.charge)), t('cbc:AllowanceChargeReason', a.reason), t('cbc:Amount', a.amount, cur)]),
        ),
        el('cac:Item', [t('cbc:Name', l.name), ublCategory('cac:ClassifiedTaxCategory', l.category, l.rate)]),
        el('cac:Price', [t('cbc:PriceAmount', l.price, cur), l.baseQuantity && t('cbc:BaseQuantity', l.baseQuantity, { unitCode: l.unit })]),
      ]),
    ),
  ]
  return `<?xml version="1.0" encoding="UTF-8"?>\n${el(root, body, { xmlns: ns, 'xmlns:cac': 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2', 'xmlns:cbc': 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2' })}`
}

// ------------------------------------------------------------------ CII

const date102 = (name: string, iso: string | undefined, inner = 'udt:DateTimeString') => (iso === undefined ? '' : el(name, t(inner, compact(iso), { format: '102' })))

function ciiParty(name: string, p: Party) {
  return el(name, [
    t('ram:Name', p.name),
    p.legalId && el('ram:SpecifiedLegalOrganization', t('ram:ID', p.legalId)),
    p.contact && el('ram:DefinedTradeContact', [t('ram:PersonName', p.contact.name), el('ram:TelephoneUniversalCommunication', t('ram:CompleteNumber', p.contact.phone)), el('ram:EmailURIUniversalCommunication', t('ram:URIID', p.contact.email))]),
    el('ram:PostalTradeAddress', [t('ram:PostcodeCode', p.postCode), t('ram:LineOne', p.street), t('ram:CityName', p.city), t('ram:CountryID', p.country)]),
    p.electronicAddress && el('ram:URIUniversalCommunication', t('ram:URIID', p.electronicAddress.id, { schemeID: p.electronicAddress.scheme })),
    p.vatId && el('ram:SpecifiedTaxRegistration', t('ram:ID', p.vatId, { schemeID: 'VA' })),
    p.taxRegistrationId && el('ram:SpecifiedTaxRegistration', t('ram:ID', p.taxRegistrationId, { schemeID: 'FC' })),
  ])
}

const ciiTax = (category: string, rate: string | undefined) => el('ram:ApplicableTradeTax', [t('ram:TypeCode', 'VAT'), t('ram:CategoryCode', category), t('ram:RateApplicablePercent', rate)])

export function toCii(spec: Spec): string {
  const f = figures(spec)
  const cur = { currencyID: spec.currency }
  const p = spec.payment
  const lines = spec.lines.map((l, i) =>
    el('ram:IncludedSupplyChainTradeLineItem', [
      el('ram:AssociatedDocumentLineDocument', t('ram:LineID', l.id)),
      el('ram:SpecifiedTradeProduct', t('ram:Name', l.name)),
      el('ram:SpecifiedLineTradeAgreement', el('ram:NetPriceProductTradePrice', [t('ram:ChargeAmount', l.price), l.baseQuantity && t('ram:BasisQuantity', l.baseQuantity, { unitCode: l.unit })])),
      el('ram:SpecifiedLineTradeDelivery', t('ram:BilledQuantity', l.quantity, { unitCode: l.unit })),
      el('ram:SpecifiedLineTradeSettlement', [
        ciiTax(l.category, l.rate),
        [...l.allowances.map((a) => ({ ...a, charge: false })), ...l.charges.map((c) => ({ ...c, charge: true }))].map((a) =>
          el('ram:SpecifiedTradeAllowanceCharge', [el('ram:ChargeIndicator', t('udt:Indicator', String(a.charge))), t('ram:ActualAmount', a.amount), t('ram:Reason', a.reason)]),
        ),
        el('ram:SpecifiedTradeSettlementLineMonetarySummation', t('ram:LineTotalAmount', f.lineNet[i])),
      ]),
    ]),
  )
  const body = [
    el('rsm:ExchangedDocumentContext', [
      spec.businessProcess && el('ram:BusinessProcessSpecifiedDocumentContextParameter', t('ram:ID', spec.businessProcess)),
      el('ram:GuidelineSpecifiedDocumentContextParameter', t('ram:ID', spec.specificationId)),
    ]),
    el('rsm:ExchangedDocument', [t('ram:ID', spec.number), t('ram:TypeCode', spec.typeCode), date102('ram:IssueDateTime', spec.issueDate), spec.notes.map((n) => el('ram:IncludedNote', t('ram:Content', n)))]),
    el('rsm:SupplyChainTradeTransaction', [
      lines,
      el('ram:ApplicableHeaderTradeAgreement', [
        t('ram:BuyerReference', spec.buyerReference),
        ciiParty('ram:SellerTradeParty', spec.seller),
        ciiParty('ram:BuyerTradeParty', spec.buyer),
        spec.taxRepresentative && ciiParty('ram:SellerTaxRepresentativeTradeParty', spec.taxRepresentative),
      ]),
      el('ram:ApplicableHeaderTradeDelivery', [
        spec.deliverTo && el('ram:ShipToTradeParty', el('ram:PostalTradeAddress', [t('ram:PostcodeCode', spec.deliverTo.postCode), t('ram:CityName', spec.deliverTo.city), t('ram:CountryID', spec.deliverTo.country)])),
        spec.deliveryDate && el('ram:ActualDeliverySupplyChainEvent', date102('ram:OccurrenceDateTime', spec.deliveryDate)),
      ]),
      el('ram:ApplicableHeaderTradeSettlement', [
        p?.creditorId && t('ram:CreditorReferenceID', p.creditorId),
        t('ram:InvoiceCurrencyCode', spec.currency),
        p &&
          el('ram:SpecifiedTradeSettlementPaymentMeans', [
            t('ram:TypeCode', p.code),
            p.card && el('ram:ApplicableTradeSettlementFinancialCard', t('ram:ID', p.card)),
            p.debitedIban && el('ram:PayerPartyDebtorFinancialAccount', t('ram:IBANID', p.debitedIban)),
            p.iban && el('ram:PayeePartyCreditorFinancialAccount', [t('ram:IBANID', p.iban), t('ram:AccountName', p.accountName)]),
          ]),
        f.breakdown.map((b) =>
          el('ram:ApplicableTradeTax', [
            t('ram:CalculatedAmount', b.tax),
            t('ram:TypeCode', 'VAT'),
            b.exemption && t('ram:ExemptionReason', b.exemption.text),
            t('ram:BasisAmount', b.taxable),
            t('ram:CategoryCode', b.category),
            b.exemption && t('ram:ExemptionReasonCode', b.exemption.code),
            t('ram:RateApplicablePercent', b.rate),
          ]),
        ),
        spec.period && el('ram:BillingSpecifiedPeriod', [date102('ram:StartDateTime', spec.period.start), date102('ram:EndDateTime', spec.period.end)]),
        spec.allowanceCharges.map((a) =>
          el('ram:SpecifiedTradeAllowanceCharge', [
            el('ram:ChargeIndicator', t('udt:Indicator', String(a.charge))),
            t('ram:ActualAmount', a.amount),
            t('ram:ReasonCode', a.reasonCode),
            t('ram:Reason', a.reason),
            el('ram:CategoryTradeTax', [t('ram:TypeCode', 'VAT'), t('ram:CategoryCode', a.category), t('ram:RateApplicablePercent', a.rate)]),
          ]),
        ),
        (spec.paymentTerms !== undefined || p?.mandate) && el('ram:SpecifiedTradePaymentTerms', [t('ram:Description', spec.paymentTerms), t('ram:DirectDebitMandateID', p?.mandate)]),
        el('ram:SpecifiedTradeSettlementHeaderMonetarySummation', [
          t('ram:LineTotalAmount', f.lineNetTotal),
          t('ram:ChargeTotalAmount', f.chargeTotal),
          t('ram:AllowanceTotalAmount', f.allowanceTotal),
          t('ram:TaxBasisTotalAmount', f.totalWithoutVat),
          t('ram:TaxTotalAmount', f.vatTotal, cur),
          t('ram:RoundingAmount', spec.roundingAmount),
          t('ram:GrandTotalAmount', f.totalWithVat),
          t('ram:TotalPrepaidAmount', spec.paidAmount),
          t('ram:DuePayableAmount', f.amountDue),
        ]),
        spec.precedingInvoice && el('ram:InvoiceReferencedDocument', t('ram:IssuerAssignedID', spec.precedingInvoice)),
      ]),
    ]),
  ]
  return `<?xml version="1.0" encoding="UTF-8"?>\n${el('rsm:CrossIndustryInvoice', body, {
    'xmlns:rsm': 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
    'xmlns:ram': 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
    'xmlns:udt': 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
    'xmlns:qdt': 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  })}`
}

export const serialize = (spec: Spec): string => (spec.syntax === 'UBL' ? toUbl(spec) : toCii(spec))
