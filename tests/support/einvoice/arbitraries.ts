/** Test support: fast-check arbitraries of valid e-invoices (specs), every VAT category, both syntaxes. */
import fc from 'fast-check'
import { baseSpec, CATEGORIES, EN16931, RATE, type Category, type Line, type Spec } from './spec'

const decimal = (max: number, digits: number) =>
  fc.integer({ min: 1, max: max * 10 ** digits }).map((n) => (n / 10 ** digits).toFixed(digits))

/** The VAT categories of one invoice: "not subject to VAT" alone, or taxed categories with at most one special one. */
export const categorySet: fc.Arbitrary<Category[]> = fc.oneof(
  fc.constant<Category[]>(['O']),
  fc
    .tuple(fc.subarray(['S', 'Z', 'E', 'L', 'M'] as Category[], { minLength: 0 }), fc.option(fc.constantFrom<Category>('AE', 'K', 'G'), { nil: undefined }))
    .map(([taxed, special]) => [...taxed, ...(special ? [special] : [])])
    .filter((set) => set.length > 0),
)

const line = (category: Category, id: number): fc.Arbitrary<Line> =>
  fc.record({
    quantity: fc.oneof(fc.integer({ min: 1, max: 500 }).map(String), decimal(50, 3)),
    price: fc.oneof(decimal(2000, 2), decimal(20, 4)),
    baseQuantity: fc.option(fc.constantFrom('1', '10', '100'), { nil: undefined }),
    name: fc.constantFrom('Beratung', 'Software-Lizenz', 'Versandkosten', 'Schulung', '咨询服务', 'Prüfung & Gutachten <Entwurf>'),
    allowance: fc.option(decimal(5, 2), { nil: undefined }),
    charge: fc.option(decimal(5, 2), { nil: undefined }),
  }).map((r) => ({
    id: String(id),
    name: r.name,
    quantity: r.quantity,
    unit: 'C62',
    price: r.price,
    ...(r.baseQuantity ? { baseQuantity: r.baseQuantity } : {}),
    category,
    ...(RATE[category] === undefined ? {} : { rate: RATE[category] }),
    allowances: r.allowance ? [{ amount: r.allowance, reason: 'Rabatt' }] : [],
    charges: r.charge ? [{ amount: r.charge, reason: 'Verpackung' }] : [],
  }))

/** A valid invoice or credit note, XRechnung 3.0 or plain EN 16931, in UBL or CII. */
export const validSpec: fc.Arbitrary<Spec> = fc
  .record({
    syntax: fc.constantFrom<'UBL' | 'CII'>('UBL', 'CII'),
    document: fc.constantFrom<'invoice' | 'credit-note'>('invoice', 'credit-note'),
    xrechnung: fc.boolean(),
    categories: categorySet,
    lineCount: fc.integer({ min: 1, max: 6 }),
    documentAllowance: fc.option(decimal(10, 2), { nil: undefined }),
    documentCharge: fc.option(decimal(10, 2), { nil: undefined }),
    period: fc.boolean(),
    seed: fc.integer({ min: 0, max: 1000 }),
  })
  .chain((r) => {
    const lineCategories = Array.from({ length: Math.max(r.lineCount, r.categories.length) }, (_, i) => r.categories[i % r.categories.length]!)
    return fc.tuple(fc.constant(r), fc.tuple(...lineCategories.map((c, i) => line(c, i + 1))))
  })
  .map(([r, lines]) => {
    const special = r.categories.find((c) => c === 'AE' || c === 'K' || c === 'G' || c === 'O') ?? 'S'
    const spec = baseSpec(r.syntax, special)
    spec.document = r.document
    spec.typeCode = r.document === 'credit-note' ? '381' : '380'
    if (!r.xrechnung) spec.specificationId = EN16931
    spec.number = `INV-${r.seed}`
    spec.lines = lines
    const first = r.categories[0]!
    if (r.documentAllowance) spec.allowanceCharges.push({ charge: false, amount: r.documentAllowance, reason: 'Treuerabatt', reasonCode: '95', category: first, ...(RATE[first] === undefined ? {} : { rate: RATE[first] }) })
    if (r.documentCharge) spec.allowanceCharges.push({ charge: true, amount: r.documentCharge, reason: 'Fracht', reasonCode: 'FC', category: first, ...(RATE[first] === undefined ? {} : { rate: RATE[first] }) })
    if (r.period) spec.period = { start: '2026-02-01', end: '2026-02-28' }
    // Lines, allowances and charges of a taxed category need the seller's VAT identifier; "not subject
    // to VAT" needs none of the parties' VAT identifiers (baseSpec arranged both).
    return spec
  })

export { CATEGORIES }
