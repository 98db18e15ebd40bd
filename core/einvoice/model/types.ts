/**
 * The EN 16931-1 semantic model of an invoice, typed. Each business term (BT-n) is a field that keeps
 * its term's id, the text as it stands in the file and where it stands (`path`), so a finding and the
 * page can name both; each business group (BG-n) is an object with its `bg` id and path. Names follow
 * the standard's terms. XRechnung's extension (sub invoice lines, third party payment) is kept where
 * its rules need it.
 */
import type Big from 'big.js'

/** `BT-1` … `BT-165`, with `-1`/`-2` for a term's scheme or version attribute (`BT-29-1`). */
export type BtId = `BT-${number}` | `BT-${number}-${number}` | `BT-X-${string}` | `BT-DEX-${string}`
/** `BG-1` … `BG-32`, and XRechnung's `BG-DEX-n`. */
export type BgId = `BG-${number}` | `BG-DEX-${string}`

export interface Field {
  readonly bt: BtId
  /** The element's or attribute's text exactly as in the file (XPath string value). */
  readonly value: string
  /** Where it stands: `/ubl:Invoice/cac:InvoiceLine[2]/cbc:ID`. */
  readonly path: string
}

/** An identifier with its optional scheme (BT-29 with BT-29-1, …). */
export interface IdField extends Field {
  readonly scheme: string | null
}

/** An amount, price, quantity or percentage. `decimal` is null when the text is not a decimal number. */
export interface DecimalField extends Field {
  readonly decimal: Big | null
}

export interface AmountField extends DecimalField {
  /** The currency attribute (`currencyID`), if any. */
  readonly currency: string | null
}

export interface QuantityField extends DecimalField {
  /** The unit of measure attribute (`unitCode`): BT-130 or BT-150. */
  readonly unit: Field | null
}

/** A date. `iso` is `YYYY-MM-DD` when the text is a valid date in the syntax's format, else null. */
export interface DateField extends Field {
  readonly iso: string | null
}

export interface Group {
  readonly bg: BgId
  readonly path: string
}

export interface Invoice {
  /** The root element's path. */
  readonly path: string
  /** Which document: an invoice or a credit note (UBL's two roots; in CII the type code tells). */
  readonly document: 'invoice' | 'credit-note'
  readonly number: Field | null /** BT-1 */
  readonly issueDate: DateField | null /** BT-2 */
  readonly typeCode: Field | null /** BT-3 */
  readonly currencyCode: Field | null /** BT-5 */
  readonly vatAccountingCurrencyCode: Field | null /** BT-6 */
  readonly taxPointDate: DateField | null /** BT-7 */
  readonly taxPointDateCode: Field | null /** BT-8 */
  readonly paymentDueDate: DateField | null /** BT-9 */
  readonly buyerReference: Field | null /** BT-10 */
  readonly projectReference: Field | null /** BT-11 */
  readonly contractReference: Field | null /** BT-12 */
  readonly purchaseOrderReference: Field | null /** BT-13 */
  readonly salesOrderReference: Field | null /** BT-14 */
  readonly receivingAdviceReference: Field | null /** BT-15 */
  readonly despatchAdviceReference: Field | null /** BT-16 */
  readonly tenderOrLotReference: Field | null /** BT-17 */
  readonly invoicedObjectIdentifier: IdField | null /** BT-18 */
  readonly buyerAccountingReference: Field | null /** BT-19 */
  readonly paymentTerms: readonly Field[] /** BT-20 */
  readonly notes: readonly Note[] /** BG-1 */
  readonly processControl: ProcessControl /** BG-2 */
  readonly precedingInvoices: readonly PrecedingInvoice[] /** BG-3 */
  readonly seller: Seller | null /** BG-4 */
  readonly buyer: Buyer | null /** BG-7 */
  readonly payee: Payee | null /** BG-10 */
  readonly taxRepresentative: TaxRepresentative | null /** BG-11 */
  readonly delivery: Delivery | null /** BG-13 */
  readonly invoicingPeriod: Period | null /** BG-14 */
  readonly paymentInstructions: readonly PaymentInstructions[] /** BG-16 (one per payment means in the file) */
  readonly allowances: readonly DocumentAllowanceCharge[] /** BG-20 */
  readonly charges: readonly DocumentAllowanceCharge[] /** BG-21 */
  readonly totals: DocumentTotals | null /** BG-22 */
  /** BT-110 with the invoice currency and BT-111 with the VAT accounting currency, as in the file. */
  readonly vatTotals: readonly AmountField[]
  readonly vatBreakdown: readonly VatBreakdown[] /** BG-23 */
  readonly supportingDocuments: readonly SupportingDocument[] /** BG-24 */
  readonly lines: readonly InvoiceLine[] /** BG-25 */
}

export interface Note extends Group {
  readonly subjectCode: Field | null /** BT-21 */
  readonly text: Field | null /** BT-22 */
}

export interface ProcessControl {
  readonly businessProcessType: Field | null /** BT-23 */
  readonly specificationIdentifier: Field | null /** BT-24 */
}

export interface PrecedingInvoice extends Group {
  readonly reference: Field | null /** BT-25 */
  readonly issueDate: DateField | null /** BT-26 */
}

export interface Address extends Group {
  readonly line1: Field | null /** BT-35, BT-50, BT-64, BT-75 */
  readonly line2: Field | null /** BT-36, BT-51, BT-65, BT-76 */
  readonly line3: Field | null /** BT-162, BT-163, BT-164, BT-165 */
  readonly city: Field | null /** BT-37, BT-52, BT-66, BT-77 */
  readonly postCode: Field | null /** BT-38, BT-53, BT-67, BT-78 */
  readonly subdivision: Field | null /** BT-39, BT-54, BT-68, BT-79 */
  readonly countryCode: Field | null /** BT-40, BT-55, BT-69, BT-80 */
}

export interface Contact extends Group {
  readonly point: Field | null /** BT-41, BT-56 */
  readonly telephone: Field | null /** BT-42, BT-57 */
  readonly email: Field | null /** BT-43, BT-58 */
}

export interface Seller extends Group {
  readonly name: Field | null /** BT-27 */
  readonly tradingName: Field | null /** BT-28 */
  readonly identifiers: readonly IdField[] /** BT-29 (BT-90, the bank assigned creditor identifier, is in BG-19) */
  readonly legalRegistrationIdentifier: IdField | null /** BT-30 */
  readonly vatIdentifier: Field | null /** BT-31 */
  readonly taxRegistrationIdentifier: Field | null /** BT-32 */
  readonly additionalLegalInformation: Field | null /** BT-33 */
  readonly electronicAddress: IdField | null /** BT-34 */
  readonly address: Address | null /** BG-5 */
  readonly contact: Contact | null /** BG-6 */
}

export interface Buyer extends Group {
  readonly name: Field | null /** BT-44 */
  readonly tradingName: Field | null /** BT-45 */
  readonly identifier: IdField | null /** BT-46 */
  readonly legalRegistrationIdentifier: IdField | null /** BT-47 */
  readonly vatIdentifier: Field | null /** BT-48 */
  readonly electronicAddress: IdField | null /** BT-49 */
  readonly address: Address | null /** BG-8 */
  readonly contact: Contact | null /** BG-9 */
}

export interface Payee extends Group {
  readonly name: Field | null /** BT-59 */
  readonly identifier: IdField | null /** BT-60 */
  readonly legalRegistrationIdentifier: IdField | null /** BT-61 */
}

export interface TaxRepresentative extends Group {
  readonly name: Field | null /** BT-62 */
  readonly vatIdentifier: Field | null /** BT-63 */
  readonly address: Address | null /** BG-12 */
}

export interface Delivery extends Group {
  readonly partyName: Field | null /** BT-70 */
  readonly locationIdentifier: IdField | null /** BT-71 */
  readonly actualDeliveryDate: DateField | null /** BT-72 */
  readonly address: Address | null /** BG-15 */
}

export interface Period extends Group {
  readonly startDate: DateField | null /** BT-73, BT-134 */
  readonly endDate: DateField | null /** BT-74, BT-135 */
}

export interface PaymentInstructions extends Group {
  readonly meansCode: Field | null /** BT-81 */
  readonly meansText: Field | null /** BT-82 */
  readonly remittanceInformation: Field | null /** BT-83 */
  readonly creditTransfers: readonly CreditTransfer[] /** BG-17 */
  readonly card: PaymentCard | null /** BG-18 */
  readonly directDebit: DirectDebit | null /** BG-19 */
}

export interface CreditTransfer extends Group {
  readonly accountIdentifier: Field | null /** BT-84 */
  readonly accountName: Field | null /** BT-85 */
  readonly serviceProviderIdentifier: Field | null /** BT-86 */
}

export interface PaymentCard extends Group {
  readonly primaryAccountNumber: Field | null /** BT-87 */
  readonly holderName: Field | null /** BT-88 */
}

export interface DirectDebit extends Group {
  readonly mandateReference: Field | null /** BT-89 */
  readonly creditorIdentifier: Field | null /** BT-90 */
  readonly debitedAccount: Field | null /** BT-91 */
}

/** BG-20 (allowance) and BG-21 (charge): BT-92…98 and BT-99…105. */
export interface DocumentAllowanceCharge extends Group {
  readonly charge: boolean
  readonly amount: AmountField | null /** BT-92, BT-99 */
  readonly baseAmount: AmountField | null /** BT-93, BT-100 */
  readonly percentage: DecimalField | null /** BT-94, BT-101 */
  readonly vatCategoryCode: Field | null /** BT-95, BT-102 */
  readonly vatRate: DecimalField | null /** BT-96, BT-103 */
  readonly reason: Field | null /** BT-97, BT-104 */
  readonly reasonCode: Field | null /** BT-98, BT-105 */
}

export interface DocumentTotals extends Group {
  readonly lineNetTotal: AmountField | null /** BT-106 */
  readonly allowanceTotal: AmountField | null /** BT-107 */
  readonly chargeTotal: AmountField | null /** BT-108 */
  readonly totalWithoutVat: AmountField | null /** BT-109 */
  readonly totalWithVat: AmountField | null /** BT-112 */
  readonly paidAmount: AmountField | null /** BT-113 */
  readonly roundingAmount: AmountField | null /** BT-114 */
  readonly amountDue: AmountField | null /** BT-115 */
}

export interface VatBreakdown extends Group {
  readonly taxableAmount: AmountField | null /** BT-116 */
  readonly taxAmount: AmountField | null /** BT-117 */
  readonly categoryCode: Field | null /** BT-118 */
  readonly rate: DecimalField | null /** BT-119 */
  readonly exemptionReason: Field | null /** BT-120 */
  readonly exemptionReasonCode: Field | null /** BT-121 */
}

export interface SupportingDocument extends Group {
  readonly reference: IdField | null /** BT-122 */
  readonly description: Field | null /** BT-123 */
  readonly externalLocation: Field | null /** BT-124 */
  readonly attachment: Attachment | null /** BT-125 */
}

export interface Attachment extends Field {
  readonly mimeCode: string | null /** BT-125-1 */
  readonly filename: string | null /** BT-125-2 */
}

export interface InvoiceLine extends Group {
  readonly identifier: Field | null /** BT-126 */
  readonly note: Field | null /** BT-127 */
  readonly objectIdentifier: IdField | null /** BT-128 */
  readonly quantity: QuantityField | null /** BT-129 with BT-130 */
  readonly netAmount: AmountField | null /** BT-131 */
  readonly orderLineReference: Field | null /** BT-132 */
  readonly accountingReference: Field | null /** BT-133 */
  readonly period: Period | null /** BG-26 */
  readonly allowances: readonly LineAllowanceCharge[] /** BG-27 */
  readonly charges: readonly LineAllowanceCharge[] /** BG-28 */
  readonly price: PriceDetails | null /** BG-29 */
  readonly vat: LineVat | null /** BG-30 */
  readonly item: Item | null /** BG-31 */
  /** XRechnung's sub invoice lines (BG-DEX-01), read like lines. */
  readonly subLines: readonly InvoiceLine[]
}

/** BG-27 (allowance) and BG-28 (charge): BT-136…140 and BT-141…145. */
export interface LineAllowanceCharge extends Group {
  readonly charge: boolean
  readonly amount: AmountField | null /** BT-136, BT-141 */
  readonly baseAmount: AmountField | null /** BT-137, BT-142 */
  readonly percentage: DecimalField | null /** BT-138, BT-143 */
  readonly reason: Field | null /** BT-139, BT-144 */
  readonly reasonCode: Field | null /** BT-140, BT-145 */
}

export interface PriceDetails extends Group {
  readonly netPrice: AmountField | null /** BT-146 */
  readonly discount: AmountField | null /** BT-147 */
  readonly grossPrice: AmountField | null /** BT-148 */
  readonly baseQuantity: QuantityField | null /** BT-149 with BT-150 */
}

export interface LineVat extends Group {
  readonly categoryCode: Field | null /** BT-151 */
  readonly rate: DecimalField | null /** BT-152 */
}

export interface Item extends Group {
  readonly name: Field | null /** BT-153 */
  readonly description: Field | null /** BT-154 */
  readonly sellerIdentifier: Field | null /** BT-155 */
  readonly buyerIdentifier: Field | null /** BT-156 */
  readonly standardIdentifier: IdField | null /** BT-157 */
  readonly classifications: readonly Classification[] /** BT-158 */
  readonly originCountry: Field | null /** BT-159 */
  readonly attributes: readonly ItemAttribute[] /** BG-32 */
}

export interface Classification extends IdField {
  /** BT-158-2 */
  readonly version: string | null
}

export interface ItemAttribute extends Group {
  readonly name: Field | null /** BT-160 */
  readonly value: Field | null /** BT-161 */
}
