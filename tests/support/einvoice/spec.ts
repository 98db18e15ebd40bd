/**
 * Test support: an e-invoice described by its EN 16931 content (business terms as plain values), with
 * the figures an invoice must carry computed here with big.js, independently of the engine's code.
 * serialize.ts writes it as UBL 2.1 or CII D16B; arbitraries.ts generates valid ones with fast-check.
 */
import Big from 'big.js'

export type Category = 'S' | 'Z' | 'E' | 'AE' | 'K' | 'G' | 'O' | 'L' | 'M'
export const CATEGORIES: readonly Category[] = ['S', 'Z', 'E', 'AE', 'K', 'G', 'O', 'L', 'M']
export const XRECHNUNG_3_0 = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0'
export const EN16931 = 'urn:cen.eu:en16931:2017'
export const PEPPOL_PROCESS = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0'

/** Exemption reasons for the categories that need one (BR-E/AE/IC/G/O-10). */
export const EXEMPTION: Partial<Record<Category, { code: string; text: string }>> = {
  E: { code: 'VATEX-EU-132-1I', text: 'Steuerfrei nach § 4 Nr. 11 UStG' },
  AE: { code: 'VATEX-EU-AE', text: 'Reverse charge' },
  K: { code: 'VATEX-EU-IC', text: 'Intra-community supply' },
  G: { code: 'VATEX-EU-G', text: 'Export outside the EU' },
  O: { code: 'VATEX-EU-O', text: 'Not subject to VAT' },
}

export interface Party {
  name: string
  street: string
  city: string
  postCode: string
  country: string
  vatId?: string
  taxRegistrationId?: string
  legalId?: string
  electronicAddress?: { id: string; scheme: string }
  contact?: { name: string; phone: string; email: string }
}

export interface Line {
  id: string
  name: string
  quantity: string
  unit: string
  price: string
  baseQuantity?: string
  category: Category
  /** Absent for O. */
  rate?: string
  allowances: Array<{ amount: string; reason: string }>
  charges: Array<{ amount: string; reason: string }>
  /** Overrides the computed net amount (a mutation). */
  netAmount?: string
}

export interface DocumentAllowanceCharge {
  charge: boolean
  amount: string
  reason: string
  reasonCode?: string
  category: Category
  rate?: string
}

export interface Spec {
  syntax: 'UBL' | 'CII'
  document: 'invoice' | 'credit-note'
  specificationId: string
  businessProcess?: string
  number: string
  issueDate: string
  typeCode: string
  currency: string
  buyerReference?: string
  notes: string[]
  paymentTerms?: string
  seller: Party
  buyer: Party
  taxRepresentative?: Party
  deliveryDate?: string
  deliverTo?: { city: string; postCode: string; country: string }
  period?: { start: string; end: string }
  payment?: { code: string; iban?: string; accountName?: string; mandate?: string; debitedIban?: string; creditorId?: string; card?: string }
  lines: Line[]
  allowanceCharges: DocumentAllowanceCharge[]
  precedingInvoice?: string
  paidAmount?: string
  roundingAmount?: string
  /** Overrides of computed figures and XML-level mutations, applied by serialize.ts. */
  overrides?: Partial<Record<'lineNetTotal' | 'allowanceTotal' | 'chargeTotal' | 'totalWithoutVat' | 'vatTotal' | 'totalWithVat' | 'amountDue', string>>
  breakdownOverrides?: Array<{ index: number; taxable?: string; tax?: string; rate?: string | null; category?: string; exemption?: { code?: string; text?: string } | null }>
}

const two = (b: Big) => b.round(2, Big.roundHalfUp)

export interface Computed {
  lines: Array<{ net: Big }>
  lineNetTotal: Big
  allowanceTotal: Big
  chargeTotal: Big
  totalWithoutVat: Big
  breakdown: Array<{ category: Category; rate: string | undefined; taxable: Big; tax: Big }>
  vatTotal: Big
  totalWithVat: Big
  amountDue: Big
}

/** The figures of EN 16931's calculation model, computed for the spec. */
export function compute(spec: Spec): Computed {
  const lines = spec.lines.map((l) => {
    const base = l.baseQuantity ? new Big(l.baseQuantity) : new Big(1)
    const gross = new Big(l.quantity).times(new Big(l.price)).div(base)
    const allowances = l.allowances.reduce((s, a) => s.plus(a.amount), new Big(0))
    const charges = l.charges.reduce((s, c) => s.plus(c.amount), new Big(0))
    return { net: l.netAmount !== undefined ? new Big(l.netAmount) : two(gross.minus(allowances).plus(charges)) }
  })
  const lineNetTotal = lines.reduce((s, l) => s.plus(l.net), new Big(0))
  const allowanceTotal = spec.allowanceCharges.filter((a) => !a.charge).reduce((s, a) => s.plus(a.amount), new Big(0))
  const chargeTotal = spec.allowanceCharges.filter((a) => a.charge).reduce((s, a) => s.plus(a.amount), new Big(0))
  const totalWithoutVat = lineNetTotal.minus(allowanceTotal).plus(chargeTotal)
  const groups = new Map<string, { category: Category; rate: string | undefined; taxable: Big }>()
  const add = (category: Category, rate: string | undefined, amount: Big) => {
    const key = `${category}|${rate === undefined ? '' : new Big(rate).toFixed()}`
    const g = groups.get(key) ?? { category, rate, taxable: new Big(0) }
    g.taxable = g.taxable.plus(amount)
    groups.set(key, g)
  }
  spec.lines.forEach((l, i) => add(l.category, l.rate, lines[i]!.net))
  for (const a of spec.allowanceCharges) add(a.category, a.rate, a.charge ? new Big(a.amount) : new Big(a.amount).times(-1))
  const breakdown = [...groups.values()].map((g) => ({ ...g, tax: g.rate === undefined ? new Big(0) : two(g.taxable.times(g.rate).div(100)) }))
  const vatTotal = breakdown.reduce((s, b) => s.plus(b.tax), new Big(0))
  const totalWithVat = totalWithoutVat.plus(vatTotal)
  const amountDue = totalWithVat.minus(spec.paidAmount ?? 0).plus(spec.roundingAmount ?? 0)
  return { lines, lineNetTotal, allowanceTotal, chargeTotal, totalWithoutVat, breakdown, vatTotal, totalWithVat, amountDue }
}

/** Rates by category for generated invoices. */
export const RATE: Record<Category, string | undefined> = { S: '19', Z: '0', E: '0', AE: '0', K: '0', G: '0', O: undefined, L: '7', M: '4' }

/** A complete, valid XRechnung 3.0 invoice with one line of the category; callers vary it. */
export function baseSpec(syntax: 'UBL' | 'CII', category: Category = 'S'): Spec {
  const vatFree = category === 'O'
  return {
    syntax,
    document: 'invoice',
    specificationId: XRECHNUNG_3_0,
    businessProcess: PEPPOL_PROCESS,
    number: 'RE-2026-0001',
    issueDate: '2026-03-02',
    typeCode: '380',
    currency: 'EUR',
    buyerReference: '04011000-12345-34',
    notes: ['Vielen Dank für Ihren Auftrag.'],
    paymentTerms: 'Zahlbar innerhalb von 14 Tagen ohne Abzug.',
    seller: {
      name: 'Muster Handel GmbH',
      street: 'Hauptstraße 1',
      city: 'Taunusstein',
      postCode: '65232',
      country: 'DE',
      ...(vatFree ? { legalId: 'HRB 12345' } : { vatId: 'DE123456789' }),
      electronicAddress: { id: 'rechnung@muster-handel.example', scheme: 'EM' },
      contact: { name: 'Erika Muster', phone: '+49 6128 123456', email: 'erika@muster-handel.example' },
    },
    buyer: {
      name: category === 'G' ? 'Acme Inc.' : 'Kunde AG',
      street: category === 'G' ? '1 Main Street' : 'Marktplatz 5',
      city: category === 'G' ? 'Springfield' : category === 'K' || category === 'AE' ? 'Wien' : 'Wiesbaden',
      postCode: category === 'G' ? '12345' : category === 'K' || category === 'AE' ? '1010' : '65183',
      country: category === 'G' ? 'US' : category === 'K' || category === 'AE' ? 'AT' : 'DE',
      ...(category === 'K' || category === 'AE' ? { vatId: 'ATU12345678' } : {}),
      electronicAddress: { id: 'einkauf@kunde.example', scheme: 'EM' },
    },
    ...(category === 'K' ? { deliveryDate: '2026-02-27', deliverTo: { city: 'Wien', postCode: '1010', country: 'AT' } } : { deliveryDate: '2026-02-27' }),
    payment: { code: '58', iban: 'DE02120300000000202051', accountName: 'Muster Handel GmbH' },
    lines: [
      {
        id: '1',
        name: 'Beratung Umsatzsteuer',
        quantity: '3',
        unit: 'HUR',
        price: '150.00',
        category,
        ...(RATE[category] === undefined ? {} : { rate: RATE[category] }),
        allowances: [],
        charges: [],
      },
    ],
    allowanceCharges: [],
  }
}
