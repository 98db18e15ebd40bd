/**
 * The one reader: maps a document of either syntax into the semantic model with that syntax's binding
 * table (bindings/ubl.ts, bindings/cii.ts). A term absent from the file is null (or an empty list);
 * a term present but unreadable (an amount that is not a decimal, a date in the wrong format) keeps its
 * text with a null value, so the rules can name it.
 */
import type { Binding, BindingKey } from '../bindings/binding'
import { isAttribute, select, textOf, type XNode } from '../xml/path'
import { normalizeSpace, pathOf, type XElement } from '../xml/tree'
import { parseDecimal } from './decimal'
import type * as M from './types'

function nodePath(node: XNode): string {
  return isAttribute(node) ? `${pathOf(node.owner)}/@${node.name}` : pathOf(node)
}

function attribute(node: XNode, name: string): string | null {
  return isAttribute(node) ? null : (node.attributes.get(name) ?? null)
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/
const compactDate = /^(\d{4})(\d{2})(\d{2})$/

function validDate(year: string, month: string, day: string): string | null {
  const y = Number(year)
  const m = Number(month)
  const d = Number(day)
  if (m < 1 || m > 12 || d < 1) return null
  const days = [31, (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!
  return d <= days ? `${year}-${month}-${day}` : null
}

export class Reader {
  constructor(readonly binding: Binding) {}

  private path(key: BindingKey): string {
    return this.binding.paths[key]
  }

  nodes(context: XElement, key: BindingKey): XNode[] {
    return select(context, this.path(key))
  }

  elements(context: XElement, key: BindingKey): XElement[] {
    return this.nodes(context, key).filter((n): n is XElement => !isAttribute(n))
  }

  element(context: XElement | null, key: BindingKey): XElement | null {
    return context ? (this.elements(context, key)[0] ?? null) : null
  }

  private toField(node: XNode, bt: M.BtId): M.Field {
    return { bt, value: textOf(node), path: nodePath(node) }
  }

  fields(context: XElement | null, key: BindingKey): M.Field[] {
    return context ? this.nodes(context, key).map((n) => this.toField(n, key as M.BtId)) : []
  }

  field(context: XElement | null, key: BindingKey): M.Field | null {
    if (!context) return null
    const node = this.nodes(context, key)[0]
    return node ? this.toField(node, key as M.BtId) : null
  }

  private schemeOf(node: XNode): string | null {
    for (const name of this.binding.attributes.scheme) {
      const value = attribute(node, name)
      if (value !== null) return value
    }
    return null
  }

  idFields(context: XElement | null, key: BindingKey): M.IdField[] {
    return context ? this.nodes(context, key).map((n) => ({ ...this.toField(n, key as M.BtId), scheme: this.schemeOf(n) })) : []
  }

  id(context: XElement | null, key: BindingKey): M.IdField | null {
    return this.idFields(context, key)[0] ?? null
  }

  decimal(context: XElement | null, key: BindingKey): M.DecimalField | null {
    const field = this.field(context, key)
    return field ? { ...field, decimal: parseDecimal(field.value) } : null
  }

  private toAmount(node: XNode, bt: M.BtId): M.AmountField {
    const field = this.toField(node, bt)
    return { ...field, decimal: parseDecimal(field.value), currency: attribute(node, this.binding.attributes.currency) }
  }

  amounts(context: XElement | null, key: BindingKey): M.AmountField[] {
    return context ? this.nodes(context, key).map((n) => this.toAmount(n, key as M.BtId)) : []
  }

  amount(context: XElement | null, key: BindingKey): M.AmountField | null {
    if (!context) return null
    const node = this.nodes(context, key)[0]
    return node ? this.toAmount(node, key as M.BtId) : null
  }

  quantity(context: XElement | null, key: BindingKey, unitBt: M.BtId): M.QuantityField | null {
    if (!context) return null
    const node = this.nodes(context, key)[0]
    if (!node) return null
    const field = this.toField(node, key as M.BtId)
    const unit = attribute(node, this.binding.attributes.unit)
    return {
      ...field,
      decimal: parseDecimal(field.value),
      unit: unit === null ? null : { bt: unitBt, value: unit, path: `${field.path}/@${this.binding.attributes.unit}` },
    }
  }

  date(context: XElement | null, key: BindingKey): M.DateField | null {
    if (!context) return null
    const node = this.nodes(context, key)[0]
    if (!node) return null
    const field = this.toField(node, key as M.BtId)
    const text = field.value.trim()
    let iso: string | null = null
    if (this.binding.dates === 'xs:date') {
      const m = isoDate.exec(text)
      if (m) iso = validDate(m[1]!, m[2]!, m[3]!)
    } else {
      const m = compactDate.exec(text)
      const format = attribute(node, 'format')
      if (m && (format === null || format === '102')) iso = validDate(m[1]!, m[2]!, m[3]!)
    }
    return { ...field, iso }
  }
}

const present = (...values: unknown[]): boolean => values.some((v) => (Array.isArray(v) ? v.length > 0 : v !== null))

function readAddress(r: Reader, context: XElement | null, key: BindingKey, keys: readonly [BindingKey, BindingKey, BindingKey, BindingKey, BindingKey, BindingKey, BindingKey], bg: M.BgId): M.Address | null {
  const e = r.element(context, key)
  if (!e) return null
  const [line1, line2, line3, city, postCode, subdivision, countryCode] = keys.map((k) => r.field(e, k))
  return { bg, path: pathOf(e), line1: line1!, line2: line2!, line3: line3!, city: city!, postCode: postCode!, subdivision: subdivision!, countryCode: countryCode! }
}

function readContact(r: Reader, context: XElement | null, key: BindingKey, keys: readonly [BindingKey, BindingKey, BindingKey], bg: M.BgId): M.Contact | null {
  const e = r.element(context, key)
  if (!e) return null
  return { bg, path: pathOf(e), point: r.field(e, keys[0]), telephone: r.field(e, keys[1]), email: r.field(e, keys[2]) }
}

function readNote(r: Reader, e: XElement): M.Note {
  if (r.binding.syntax === 'UBL') {
    // "#AAI#text": the subject code (BT-21) written before the note (BT-22), as EN 16931-3-2 binds it.
    const text = textOf(e)
    const m = /^#([A-Za-z0-9]{1,3})#/.exec(text)
    const path = pathOf(e)
    return {
      bg: 'BG-1',
      path,
      subjectCode: m ? { bt: 'BT-21', value: m[1]!, path } : null,
      text: { bt: 'BT-22', value: m ? text.slice(m[0].length) : text, path },
    }
  }
  return { bg: 'BG-1', path: pathOf(e), subjectCode: r.field(e, 'BT-21'), text: r.field(e, 'BT-22') }
}

function readDocumentAllowanceCharge(r: Reader, e: XElement, charge: boolean): M.DocumentAllowanceCharge {
  const k = charge
    ? (['BT-99', 'BT-100', 'BT-101', 'BT-102', 'BT-103', 'BT-104', 'BT-105'] as const)
    : (['BT-92', 'BT-93', 'BT-94', 'BT-95', 'BT-96', 'BT-97', 'BT-98'] as const)
  return {
    bg: charge ? 'BG-21' : 'BG-20',
    path: pathOf(e),
    charge,
    amount: r.amount(e, k[0]),
    baseAmount: r.amount(e, k[1]),
    percentage: r.decimal(e, k[2]),
    vatCategoryCode: r.field(e, k[3]),
    vatRate: r.decimal(e, k[4]),
    reason: r.field(e, k[5]),
    reasonCode: r.field(e, k[6]),
  }
}

function readLineAllowanceCharge(r: Reader, e: XElement, charge: boolean): M.LineAllowanceCharge {
  const k = charge ? (['BT-141', 'BT-142', 'BT-143', 'BT-144', 'BT-145'] as const) : (['BT-136', 'BT-137', 'BT-138', 'BT-139', 'BT-140'] as const)
  return {
    bg: charge ? 'BG-28' : 'BG-27',
    path: pathOf(e),
    charge,
    amount: r.amount(e, k[0]),
    baseAmount: r.amount(e, k[1]),
    percentage: r.decimal(e, k[2]),
    reason: r.field(e, k[3]),
    reasonCode: r.field(e, k[4]),
  }
}

function readPeriod(r: Reader, context: XElement, key: BindingKey, start: BindingKey, end: BindingKey, bg: M.BgId): M.Period | null {
  const e = r.element(context, key)
  return e ? { bg, path: pathOf(e), startDate: r.date(e, start), endDate: r.date(e, end) } : null
}

function readLine(r: Reader, e: XElement, depth = 0): M.InvoiceLine {
  const price = r.element(e, 'BG-29')
  const vat = r.element(e, 'BG-30')
  const item = r.element(e, 'BG-31')
  return {
    bg: 'BG-25',
    path: pathOf(e),
    identifier: r.field(e, 'BT-126'),
    note: r.field(e, 'BT-127'),
    objectIdentifier: r.id(e, 'BT-128'),
    quantity: r.quantity(e, 'BT-129', 'BT-130'),
    netAmount: r.amount(e, 'BT-131'),
    orderLineReference: r.field(e, 'BT-132'),
    accountingReference: r.field(e, 'BT-133'),
    period: readPeriod(r, e, 'BG-26', 'BT-134', 'BT-135', 'BG-26'),
    allowances: r.elements(e, 'BG-27').map((a) => readLineAllowanceCharge(r, a, false)),
    charges: r.elements(e, 'BG-28').map((c) => readLineAllowanceCharge(r, c, true)),
    price: price
      ? { bg: 'BG-29', path: pathOf(price), netPrice: r.amount(price, 'BT-146'), discount: r.amount(price, 'BT-147'), grossPrice: r.amount(price, 'BT-148'), baseQuantity: r.quantity(price, 'BT-149', 'BT-150') }
      : null,
    vat: vat ? { bg: 'BG-30', path: pathOf(vat), categoryCode: r.field(vat, 'BT-151'), rate: r.decimal(vat, 'BT-152') } : null,
    item: item
      ? {
          bg: 'BG-31',
          path: pathOf(item),
          name: r.field(item, 'BT-153'),
          description: r.field(item, 'BT-154'),
          sellerIdentifier: r.field(item, 'BT-155'),
          buyerIdentifier: r.field(item, 'BT-156'),
          standardIdentifier: r.id(item, 'BT-157'),
          classifications: r.idFields(item, 'BT-158').map((c) => ({ ...c, version: null })),
          originCountry: r.field(item, 'BT-159'),
          attributes: r.elements(item, 'BG-32').map((a) => ({ bg: 'BG-32', path: pathOf(a), name: r.field(a, 'BT-160'), value: r.field(a, 'BT-161') })),
        }
      : null,
    // Sub invoice lines nest; the depth limit of the input bounds this recursion.
    subLines: depth < 20 ? r.elements(e, 'BG-DEX-01').map((s) => readLine(r, s, depth + 1)) : [],
  }
}

function readPaymentInstructions(r: Reader, e: XElement): M.PaymentInstructions {
  const card = r.element(e, 'BG-18')
  const mandate = r.field(e, 'BT-89')
  const creditor = r.field(e, 'BT-90')
  const debited = r.field(e, 'BT-91')
  return {
    bg: 'BG-16',
    path: pathOf(e),
    meansCode: r.field(e, 'BT-81'),
    meansText: r.field(e, 'BT-82'),
    remittanceInformation: r.field(e, 'BT-83'),
    creditTransfers: r.elements(e, 'BG-17').map((a) => ({
      bg: 'BG-17',
      path: pathOf(a),
      accountIdentifier: r.field(a, 'BT-84'),
      accountName: r.field(a, 'BT-85'),
      serviceProviderIdentifier: r.field(a, 'BT-86'),
    })),
    card: card ? { bg: 'BG-18', path: pathOf(card), primaryAccountNumber: r.field(card, 'BT-87'), holderName: r.field(card, 'BT-88') } : null,
    directDebit: present(mandate, creditor, debited) ? { bg: 'BG-19', path: pathOf(e), mandateReference: mandate, creditorIdentifier: creditor, debitedAccount: debited } : null,
  }
}

/** Reads the model from the root element of a UBL Invoice or CreditNote, or a CII CrossIndustryInvoice. */
export function readInvoice(root: XElement, binding: Binding): M.Invoice {
  const r = new Reader(binding)
  const seller = r.element(root, 'BG-4')
  const buyer = r.element(root, 'BG-7')
  const payee = r.element(root, 'BG-10')
  const representative = r.element(root, 'BG-11')
  const deliveryElement = r.element(root, 'BG-13')
  const totals = r.element(root, 'BG-22')
  const typeCode = r.field(root, 'BT-3')
  const creditNoteCodes = new Set(['81', '83', '261', '262', '296', '308', '381', '396', '420', '458', '502', '503', '532'])
  const document = root.local === 'CreditNote' || (binding.syntax === 'CII' && typeCode && creditNoteCodes.has(normalizeSpace(typeCode.value))) ? 'credit-note' : 'invoice'

  let delivery: M.Delivery | null = null
  if (deliveryElement) {
    const partyName = r.field(deliveryElement, 'BT-70')
    const locationIdentifier = r.id(deliveryElement, 'BT-71')
    const actualDeliveryDate = r.date(deliveryElement, 'BT-72')
    const address = readAddress(r, deliveryElement, 'BG-15', ['BT-75', 'BT-76', 'BT-165', 'BT-77', 'BT-78', 'BT-79', 'BT-80'], 'BG-15')
    if (binding.syntax === 'UBL' || present(partyName, locationIdentifier, actualDeliveryDate, address))
      delivery = { bg: 'BG-13', path: pathOf(deliveryElement), partyName, locationIdentifier, actualDeliveryDate, address }
  }

  return {
    path: pathOf(root),
    document,
    number: r.field(root, 'BT-1'),
    issueDate: r.date(root, 'BT-2'),
    typeCode,
    currencyCode: r.field(root, 'BT-5'),
    vatAccountingCurrencyCode: r.field(root, 'BT-6'),
    taxPointDate: r.date(root, 'BT-7'),
    taxPointDateCode: r.field(root, 'BT-8'),
    paymentDueDate: r.date(root, 'BT-9'),
    buyerReference: r.field(root, 'BT-10'),
    projectReference: r.field(root, 'BT-11'),
    contractReference: r.field(root, 'BT-12'),
    purchaseOrderReference: r.field(root, 'BT-13'),
    salesOrderReference: r.field(root, 'BT-14'),
    receivingAdviceReference: r.field(root, 'BT-15'),
    despatchAdviceReference: r.field(root, 'BT-16'),
    tenderOrLotReference: r.field(root, 'BT-17'),
    invoicedObjectIdentifier: r.id(root, 'BT-18'),
    buyerAccountingReference: r.field(root, 'BT-19'),
    paymentTerms: r.fields(root, 'BT-20'),
    notes: r.elements(root, 'BG-1').map((n) => readNote(r, n)),
    processControl: { businessProcessType: r.field(root, 'BT-23'), specificationIdentifier: r.field(root, 'BT-24') },
    precedingInvoices: r.elements(root, 'BG-3').map((p) => ({ bg: 'BG-3', path: pathOf(p), reference: r.field(p, 'BT-25'), issueDate: r.date(p, 'BT-26') })),
    seller: seller
      ? {
          bg: 'BG-4',
          path: pathOf(seller),
          name: r.field(seller, 'BT-27'),
          tradingName: r.field(seller, 'BT-28'),
          identifiers: r.idFields(seller, 'BT-29'),
          legalRegistrationIdentifier: r.id(seller, 'BT-30'),
          vatIdentifier: r.field(seller, 'BT-31'),
          taxRegistrationIdentifier: r.field(seller, 'BT-32'),
          additionalLegalInformation: r.field(seller, 'BT-33'),
          electronicAddress: r.id(seller, 'BT-34'),
          address: readAddress(r, seller, 'BG-5', ['BT-35', 'BT-36', 'BT-162', 'BT-37', 'BT-38', 'BT-39', 'BT-40'], 'BG-5'),
          contact: readContact(r, seller, 'BG-6', ['BT-41', 'BT-42', 'BT-43'], 'BG-6'),
        }
      : null,
    buyer: buyer
      ? {
          bg: 'BG-7',
          path: pathOf(buyer),
          name: r.field(buyer, 'BT-44'),
          tradingName: r.field(buyer, 'BT-45'),
          identifier: r.id(buyer, 'BT-46'),
          legalRegistrationIdentifier: r.id(buyer, 'BT-47'),
          vatIdentifier: r.field(buyer, 'BT-48'),
          electronicAddress: r.id(buyer, 'BT-49'),
          address: readAddress(r, buyer, 'BG-8', ['BT-50', 'BT-51', 'BT-163', 'BT-52', 'BT-53', 'BT-54', 'BT-55'], 'BG-8'),
          contact: readContact(r, buyer, 'BG-9', ['BT-56', 'BT-57', 'BT-58'], 'BG-9'),
        }
      : null,
    payee: payee ? { bg: 'BG-10', path: pathOf(payee), name: r.field(payee, 'BT-59'), identifier: r.id(payee, 'BT-60'), legalRegistrationIdentifier: r.id(payee, 'BT-61') } : null,
    taxRepresentative: representative
      ? {
          bg: 'BG-11',
          path: pathOf(representative),
          name: r.field(representative, 'BT-62'),
          vatIdentifier: r.field(representative, 'BT-63'),
          address: readAddress(r, representative, 'BG-12', ['BT-64', 'BT-65', 'BT-164', 'BT-66', 'BT-67', 'BT-68', 'BT-69'], 'BG-12'),
        }
      : null,
    delivery,
    invoicingPeriod: readPeriod(r, root, 'BG-14', 'BT-73', 'BT-74', 'BG-14'),
    paymentInstructions: r.elements(root, 'BG-16').map((p) => readPaymentInstructions(r, p)),
    allowances: r.elements(root, 'BG-20').map((a) => readDocumentAllowanceCharge(r, a, false)),
    charges: r.elements(root, 'BG-21').map((c) => readDocumentAllowanceCharge(r, c, true)),
    totals: totals
      ? {
          bg: 'BG-22',
          path: pathOf(totals),
          lineNetTotal: r.amount(totals, 'BT-106'),
          allowanceTotal: r.amount(totals, 'BT-107'),
          chargeTotal: r.amount(totals, 'BT-108'),
          totalWithoutVat: r.amount(totals, 'BT-109'),
          totalWithVat: r.amount(totals, 'BT-112'),
          paidAmount: r.amount(totals, 'BT-113'),
          roundingAmount: r.amount(totals, 'BT-114'),
          amountDue: r.amount(totals, 'BT-115'),
        }
      : null,
    vatTotals: r.amounts(root, 'BT-110'),
    vatBreakdown: r.elements(root, 'BG-23').map((v) => ({
      bg: 'BG-23',
      path: pathOf(v),
      taxableAmount: r.amount(v, 'BT-116'),
      taxAmount: r.amount(v, 'BT-117'),
      categoryCode: r.field(v, 'BT-118'),
      rate: r.decimal(v, 'BT-119'),
      exemptionReason: r.field(v, 'BT-120'),
      exemptionReasonCode: r.field(v, 'BT-121'),
    })),
    supportingDocuments: r.elements(root, 'BG-24').map((d) => {
      const attachment = r.element(d, 'BT-125')
      return {
        bg: 'BG-24',
        path: pathOf(d),
        reference: r.id(d, 'BT-122'),
        description: r.field(d, 'BT-123'),
        externalLocation: r.field(d, 'BT-124'),
        attachment: attachment
          ? { bt: 'BT-125', value: textOf(attachment), path: pathOf(attachment), mimeCode: attachment.attributes.get('mimeCode') ?? null, filename: attachment.attributes.get('filename') ?? null }
          : null,
      }
    }),
    lines: r.elements(root, 'BG-25').map((l) => readLine(r, l)),
  }
}
