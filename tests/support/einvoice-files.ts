/**
 * E-invoices for the page's tests and benchmark, written here from the standards' bindings (UBL 2.1
 * Invoice/CreditNote and UN/CEFACT CII D16B, as XRechnung 3.0 uses them): invented parties, any number
 * of lines, amounts computed in cents so that every total is exact. `defects` breaks one thing each,
 * so a test knows which rule must be found. No third-party sample file is used or committed.
 */

export type InvoiceSyntax = 'ubl' | 'cii'

export interface InvoiceOptions {
  syntax: InvoiceSyntax
  lines?: number
  creditNote?: boolean
  /** BT-24; XRechnung 3.0 unless given. */
  specification?: string
  number?: string
  defects?: {
    /** Drop the invoice number (BT-1): BR-02. */
    noNumber?: boolean
    /** State a wrong sum of line net amounts (BT-106): BR-CO-10. */
    wrongLineTotal?: boolean
    /** Drop the buyer reference (BT-10): BR-DE-15 when the file is an XRechnung. */
    noBuyerReference?: boolean
    /** Drop the buyer's name (BT-44): BR-07. */
    noBuyerName?: boolean
    /** Drop the seller's VAT identifier (BT-31): BR-S-02 (the lines are standard rated). */
    noSellerVat?: boolean
    /** State the amount due (BT-115) with three decimals: BR-DEC-18. UBL only. */
    threeDecimals?: boolean
    /** A card payment with the full card number (BT-87): BR-51, a warning. UBL only. */
    fullCardNumber?: boolean
  }
}

export const XRECHNUNG_30 = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0'
export const FACTURX_EN16931 = 'urn:cen.eu:en16931:2017'
export const FACTURX_EXTENDED = 'urn:cen.eu:en16931:2017#conformant#urn:factur-x.eu:1p0:extended'
export const FACTURX_BASIC_WL = 'urn:factur-x.eu:1p0:basicwl'

const money = (cents: number) => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;')

interface Line {
  id: string
  name: string
  quantity: number
  priceCents: number
  netCents: number
}

function invoiceLines(count: number): Line[] {
  return Array.from({ length: count }, (_, i) => {
    const quantity = (i % 7) + 1
    const priceCents = 1250 + ((i * 379) % 9000)
    return { id: String(i + 1), name: `Beratungsleistung Position ${i + 1}`, quantity, priceCents, netCents: quantity * priceCents }
  })
}

export interface InvoiceFigures {
  lineNet: string
  vat: string
  total: string
  lines: number
}

function figures(lines: Line[]) {
  const lineNetCents = lines.reduce((sum, l) => sum + l.netCents, 0)
  const vatCents = Math.round((lineNetCents * 19) / 100)
  return { lineNetCents, vatCents, totalCents: lineNetCents + vatCents }
}

/** The totals the generated invoice states (for tests that read them back). */
export function invoiceFigures(options: InvoiceOptions): InvoiceFigures {
  const lines = invoiceLines(options.lines ?? 3)
  const f = figures(lines)
  return { lineNet: money(f.lineNetCents), vat: money(f.vatCents), total: money(f.totalCents), lines: lines.length }
}

export function invoiceXml(options: InvoiceOptions): string {
  return options.syntax === 'ubl' ? ubl(options) : cii(options)
}

function ubl(o: InvoiceOptions): string {
  const lines = invoiceLines(o.lines ?? 3)
  const f = figures(lines)
  const d = o.defects ?? {}
  const credit = o.creditNote === true
  const root = credit ? 'cn:CreditNote' : 'ubl:Invoice'
  const ns = credit ? 'xmlns:cn="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"' : 'xmlns:ubl="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"'
  const statedLineNet = d.wrongLineTotal ? f.lineNetCents + 100 : f.lineNetCents
  const vatCat = '<cbc:ID>S</cbc:ID><cbc:Percent>19</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme>'
  const line = (l: Line) => `
  <cac:${credit ? 'CreditNoteLine' : 'InvoiceLine'}>
    <cbc:ID>${l.id}</cbc:ID>
    <cbc:${credit ? 'CreditedQuantity' : 'InvoicedQuantity'} unitCode="HUR">${l.quantity}</cbc:${credit ? 'CreditedQuantity' : 'InvoicedQuantity'}>
    <cbc:LineExtensionAmount currencyID="EUR">${money(l.netCents)}</cbc:LineExtensionAmount>
    <cac:Item>
      <cbc:Name>${esc(l.name)}</cbc:Name>
      <cac:ClassifiedTaxCategory>${vatCat}</cac:ClassifiedTaxCategory>
    </cac:Item>
    <cac:Price><cbc:PriceAmount currencyID="EUR">${money(l.priceCents)}</cbc:PriceAmount></cac:Price>
  </cac:${credit ? 'CreditNoteLine' : 'InvoiceLine'}>`
  return `<?xml version="1.0" encoding="UTF-8"?>
<${root} ${ns} xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:CustomizationID>${esc(o.specification ?? XRECHNUNG_30)}</cbc:CustomizationID>
  <cbc:ProfileID>urn:fdc:peppol.eu:2017:poacc:billing:01:1.0</cbc:ProfileID>
  ${d.noNumber ? '' : `<cbc:ID>${esc(o.number ?? (credit ? 'GS-2025-0007' : 'RE-2025-0042'))}</cbc:ID>`}
  <cbc:IssueDate>2025-03-14</cbc:IssueDate>
  ${credit ? '' : '<cbc:DueDate>2025-04-13</cbc:DueDate>'}
  <cbc:${credit ? 'CreditNoteTypeCode' : 'InvoiceTypeCode'}>${credit ? '381' : '380'}</cbc:${credit ? 'CreditNoteTypeCode' : 'InvoiceTypeCode'}>
  <cbc:Note>#ADU#Leistungen gemäß Rahmenvertrag vom 2. Januar 2025</cbc:Note>
  <cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>
  ${d.noBuyerReference ? '' : '<cbc:BuyerReference>04011000-12345-34</cbc:BuyerReference>'}
  <cac:InvoicePeriod><cbc:StartDate>2025-02-01</cbc:StartDate><cbc:EndDate>2025-02-28</cbc:EndDate></cac:InvoicePeriod>
  ${credit ? '<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>RE-2025-0042</cbc:ID><cbc:IssueDate>2025-03-14</cbc:IssueDate></cac:InvoiceDocumentReference></cac:BillingReference>' : ''}
  <cac:AccountingSupplierParty>
    <cac:Party>
      <cbc:EndpointID schemeID="EM">rechnung@muster-beratung.example</cbc:EndpointID>
      <cac:PostalAddress>
        <cbc:StreetName>Aarstraße 12</cbc:StreetName>
        <cbc:CityName>Taunusstein</cbc:CityName>
        <cbc:PostalZone>65232</cbc:PostalZone>
        <cac:Country><cbc:IdentificationCode>DE</cbc:IdentificationCode></cac:Country>
      </cac:PostalAddress>
      ${d.noSellerVat ? '' : '<cac:PartyTaxScheme><cbc:CompanyID>DE123456789</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>'}
      <cac:PartyLegalEntity><cbc:RegistrationName>Muster Beratung GmbH</cbc:RegistrationName><cbc:CompanyID>HRB 1234</cbc:CompanyID></cac:PartyLegalEntity>
      <cac:Contact><cbc:Name>Erika Muster</cbc:Name><cbc:Telephone>+49 6128 000000</cbc:Telephone><cbc:ElectronicMail>erika.muster@muster-beratung.example</cbc:ElectronicMail></cac:Contact>
    </cac:Party>
  </cac:AccountingSupplierParty>
  <cac:AccountingCustomerParty>
    <cac:Party>
      <cbc:EndpointID schemeID="EM">eingangsrechnungen@kunde.example</cbc:EndpointID>
      <cac:PostalAddress>
        <cbc:StreetName>Unter den Linden 5</cbc:StreetName>
        <cbc:CityName>Berlin</cbc:CityName>
        <cbc:PostalZone>10117</cbc:PostalZone>
        <cac:Country><cbc:IdentificationCode>DE</cbc:IdentificationCode></cac:Country>
      </cac:PostalAddress>
      <cac:PartyTaxScheme><cbc:CompanyID>DE987654321</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>
      <cac:PartyLegalEntity>${d.noBuyerName ? '' : '<cbc:RegistrationName>Kunde Handels AG</cbc:RegistrationName>'}</cac:PartyLegalEntity>
    </cac:Party>
  </cac:AccountingCustomerParty>
  ${d.fullCardNumber ? '<cac:PaymentMeans><cbc:PaymentMeansCode>48</cbc:PaymentMeansCode><cac:CardAccount><cbc:PrimaryAccountNumberID>4111111111111111</cbc:PrimaryAccountNumberID><cbc:NetworkID>VISA</cbc:NetworkID></cac:CardAccount></cac:PaymentMeans>' : ''}
  <cac:PaymentMeans>
    <cbc:PaymentMeansCode>58</cbc:PaymentMeansCode>
    <cbc:PaymentID>RE-2025-0042</cbc:PaymentID>
    <cac:PayeeFinancialAccount><cbc:ID>DE02120300000000202051</cbc:ID><cbc:Name>Muster Beratung GmbH</cbc:Name></cac:PayeeFinancialAccount>
  </cac:PaymentMeans>
  <cac:PaymentTerms><cbc:Note>Zahlbar innerhalb von 30 Tagen ohne Abzug.</cbc:Note></cac:PaymentTerms>
  <cac:TaxTotal>
    <cbc:TaxAmount currencyID="EUR">${money(f.vatCents)}</cbc:TaxAmount>
    <cac:TaxSubtotal>
      <cbc:TaxableAmount currencyID="EUR">${money(f.lineNetCents)}</cbc:TaxableAmount>
      <cbc:TaxAmount currencyID="EUR">${money(f.vatCents)}</cbc:TaxAmount>
      <cac:TaxCategory>${vatCat}</cac:TaxCategory>
    </cac:TaxSubtotal>
  </cac:TaxTotal>
  <cac:LegalMonetaryTotal>
    <cbc:LineExtensionAmount currencyID="EUR">${money(statedLineNet)}</cbc:LineExtensionAmount>
    <cbc:TaxExclusiveAmount currencyID="EUR">${money(f.lineNetCents)}</cbc:TaxExclusiveAmount>
    <cbc:TaxInclusiveAmount currencyID="EUR">${money(f.totalCents)}</cbc:TaxInclusiveAmount>
    <cbc:PayableAmount currencyID="EUR">${money(f.totalCents)}${d.threeDecimals ? '0' : ''}</cbc:PayableAmount>
  </cac:LegalMonetaryTotal>${lines.map(line).join('')}
</${root}>
`
}

function cii(o: InvoiceOptions): string {
  const lines = invoiceLines(o.lines ?? 3)
  const f = figures(lines)
  const d = o.defects ?? {}
  const statedLineNet = d.wrongLineTotal ? f.lineNetCents + 100 : f.lineNetCents
  const date = (iso: string) => `<udt:DateTimeString format="102">${iso.replace(/-/g, '')}</udt:DateTimeString>`
  const line = (l: Line) => `
    <ram:IncludedSupplyChainTradeLineItem>
      <ram:AssociatedDocumentLineDocument><ram:LineID>${l.id}</ram:LineID></ram:AssociatedDocumentLineDocument>
      <ram:SpecifiedTradeProduct><ram:Name>${esc(l.name)}</ram:Name></ram:SpecifiedTradeProduct>
      <ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount>${money(l.priceCents)}</ram:ChargeAmount></ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>
      <ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="HUR">${l.quantity}</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>
      <ram:SpecifiedLineTradeSettlement>
        <ram:ApplicableTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>19</ram:RateApplicablePercent></ram:ApplicableTradeTax>
        <ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>${money(l.netCents)}</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation>
      </ram:SpecifiedLineTradeSettlement>
    </ram:IncludedSupplyChainTradeLineItem>`
  return `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100" xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100">
  <rsm:ExchangedDocumentContext>
    <ram:BusinessProcessSpecifiedDocumentContextParameter><ram:ID>urn:fdc:peppol.eu:2017:poacc:billing:01:1.0</ram:ID></ram:BusinessProcessSpecifiedDocumentContextParameter>
    <ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>${esc(o.specification ?? XRECHNUNG_30)}</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter>
  </rsm:ExchangedDocumentContext>
  <rsm:ExchangedDocument>
    ${d.noNumber ? '' : `<ram:ID>${esc(o.number ?? (o.creditNote ? 'GS-2025-0007' : 'RE-2025-0042'))}</ram:ID>`}
    <ram:TypeCode>${o.creditNote ? '381' : '380'}</ram:TypeCode>
    <ram:IssueDateTime>${date('2025-03-14')}</ram:IssueDateTime>
    <ram:IncludedNote><ram:Content>Leistungen gemäß Rahmenvertrag vom 2. Januar 2025</ram:Content><ram:SubjectCode>ADU</ram:SubjectCode></ram:IncludedNote>
  </rsm:ExchangedDocument>
  <rsm:SupplyChainTradeTransaction>${lines.map(line).join('')}
    <ram:ApplicableHeaderTradeAgreement>
      ${d.noBuyerReference ? '' : '<ram:BuyerReference>04011000-12345-34</ram:BuyerReference>'}
      <ram:SellerTradeParty>
        <ram:Name>Muster Beratung GmbH</ram:Name>
        <ram:SpecifiedLegalOrganization><ram:ID>HRB 1234</ram:ID></ram:SpecifiedLegalOrganization>
        <ram:DefinedTradeContact>
          <ram:PersonName>Erika Muster</ram:PersonName>
          <ram:TelephoneUniversalCommunication><ram:CompleteNumber>+49 6128 000000</ram:CompleteNumber></ram:TelephoneUniversalCommunication>
          <ram:EmailURIUniversalCommunication><ram:URIID>erika.muster@muster-beratung.example</ram:URIID></ram:EmailURIUniversalCommunication>
        </ram:DefinedTradeContact>
        <ram:PostalTradeAddress><ram:PostcodeCode>65232</ram:PostcodeCode><ram:LineOne>Aarstraße 12</ram:LineOne><ram:CityName>Taunusstein</ram:CityName><ram:CountryID>DE</ram:CountryID></ram:PostalTradeAddress>
        <ram:URIUniversalCommunication><ram:URIID schemeID="EM">rechnung@muster-beratung.example</ram:URIID></ram:URIUniversalCommunication>
        ${d.noSellerVat ? '' : '<ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">DE123456789</ram:ID></ram:SpecifiedTaxRegistration>'}
      </ram:SellerTradeParty>
      <ram:BuyerTradeParty>
        ${d.noBuyerName ? '' : '<ram:Name>Kunde Handels AG</ram:Name>'}
        <ram:PostalTradeAddress><ram:PostcodeCode>10117</ram:PostcodeCode><ram:LineOne>Unter den Linden 5</ram:LineOne><ram:CityName>Berlin</ram:CityName><ram:CountryID>DE</ram:CountryID></ram:PostalTradeAddress>
        <ram:URIUniversalCommunication><ram:URIID schemeID="EM">eingangsrechnungen@kunde.example</ram:URIID></ram:URIUniversalCommunication>
        <ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">DE987654321</ram:ID></ram:SpecifiedTaxRegistration>
      </ram:BuyerTradeParty>
    </ram:ApplicableHeaderTradeAgreement>
    <ram:ApplicableHeaderTradeDelivery/>
    <ram:ApplicableHeaderTradeSettlement>
      <ram:PaymentReference>RE-2025-0042</ram:PaymentReference>
      <ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
      <ram:SpecifiedTradeSettlementPaymentMeans>
        <ram:TypeCode>58</ram:TypeCode>
        <ram:PayeePartyCreditorFinancialAccount><ram:IBANID>DE02120300000000202051</ram:IBANID><ram:AccountName>Muster Beratung GmbH</ram:AccountName></ram:PayeePartyCreditorFinancialAccount>
      </ram:SpecifiedTradeSettlementPaymentMeans>
      <ram:ApplicableTradeTax>
        <ram:CalculatedAmount>${money(f.vatCents)}</ram:CalculatedAmount>
        <ram:TypeCode>VAT</ram:TypeCode>
        <ram:BasisAmount>${money(f.lineNetCents)}</ram:BasisAmount>
        <ram:CategoryCode>S</ram:CategoryCode>
        <ram:RateApplicablePercent>19</ram:RateApplicablePercent>
      </ram:ApplicableTradeTax>
      <ram:BillingSpecifiedPeriod><ram:StartDateTime>${date('2025-02-01')}</ram:StartDateTime><ram:EndDateTime>${date('2025-02-28')}</ram:EndDateTime></ram:BillingSpecifiedPeriod>
      <ram:SpecifiedTradePaymentTerms><ram:Description>Zahlbar innerhalb von 30 Tagen ohne Abzug.</ram:Description>${o.creditNote ? '' : `<ram:DueDateDateTime>${date('2025-04-13')}</ram:DueDateDateTime>`}</ram:SpecifiedTradePaymentTerms>
      <ram:SpecifiedTradeSettlementHeaderMonetarySummation>
        <ram:LineTotalAmount>${money(statedLineNet)}</ram:LineTotalAmount>
        <ram:TaxBasisTotalAmount>${money(f.lineNetCents)}</ram:TaxBasisTotalAmount>
        <ram:TaxTotalAmount currencyID="EUR">${money(f.vatCents)}</ram:TaxTotalAmount>
        <ram:GrandTotalAmount>${money(f.totalCents)}</ram:GrandTotalAmount>
        <ram:DuePayableAmount>${money(f.totalCents)}</ram:DuePayableAmount>
      </ram:SpecifiedTradeSettlementHeaderMonetarySummation>
      ${o.creditNote ? `<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>RE-2025-0042</ram:IssuerAssignedID><ram:FormattedIssueDateTime><qdt:DateTimeString format="102">20250314</qdt:DateTimeString></ram:FormattedIssueDateTime></ram:InvoiceReferencedDocument>` : ''}
    </ram:ApplicableHeaderTradeSettlement>
  </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>
`
}

/**
 * A Factur-X/ZUGFeRD-style PDF: a visible page and the invoice XML attached as an embedded file with
 * the relationship "Alternative" (pdf-lib), as the Factur-X specification asks. Not PDF/A: the checker
 * reads the attachment and leaves PDF/A conformance out of scope.
 */
export async function facturXPdf(xml: string, attachmentName = 'factur-x.xml'): Promise<Uint8Array> {
  const { AFRelationship, PDFDocument, StandardFonts } = await import('pdf-lib')
  const pdf = await PDFDocument.create()
  const page = pdf.addPage([595, 842])
  page.drawText('Rechnung RE-2025-0042', { x: 50, y: 780, size: 18, font: await pdf.embedFont(StandardFonts.Helvetica) })
  await pdf.attach(new TextEncoder().encode(xml), attachmentName, {
    mimeType: 'text/xml',
    description: 'Factur-X invoice',
    afRelationship: AFRelationship.Alternative,
    creationDate: new Date('2025-03-14T10:00:00Z'),
    modificationDate: new Date('2025-03-14T10:00:00Z'),
  })
  return pdf.save({ useObjectStreams: false })
}

/** A PDF with one page of text and nothing attached (pdfkit); `password` encrypts it. */
export async function plainPdf(password?: string): Promise<Uint8Array> {
  const { default: PDFDocument } = await import('pdfkit')
  const doc = new PDFDocument(password ? { userPassword: password, ownerPassword: `${password}-owner`, pdfVersion: '1.7' } : {})
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()))
  doc.text('Rechnung RE-2025-0042 – nur als PDF, ohne eingebettete E-Rechnung.')
  doc.end()
  await done
  return new Uint8Array(Buffer.concat(chunks))
}
