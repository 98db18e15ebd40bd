/**
 * Generated Amazon VAT Transactions Reports whose results are known by construction: each
 * transaction is written into a report row (either layout, any delimiter, encoding, date style,
 * rows shorter than the heading) and booked at the same time into the expected results, with
 * integer cents (bigint) as the only arithmetic. The oracle is this bookkeeping, never the engine.
 */
import fc from 'fast-check'
import { reportColumns, type ReportLayout } from '../../../core/vat-report/columns'

/** Test tables (not the site's data): rates per country and period, ECB rates per currency and day (fictitious). */
export const testRates: Record<string, { from: string; to: string | null; rates: string[] }[]> = {
  DE: [{ from: '2021-07-01', to: null, rates: ['19', '7'] }],
  FR: [{ from: '2021-07-01', to: null, rates: ['20', '10', '5.5', '2.1'] }],
  PL: [{ from: '2021-07-01', to: null, rates: ['23', '8', '5'] }],
  IT: [{ from: '2021-07-01', to: null, rates: ['22', '10', '5', '4'] }],
  AT: [{ from: '2021-07-01', to: null, rates: ['20', '13', '10'] }],
  FI: [
    { from: '2021-07-01', to: '2024-08-31', rates: ['24', '14', '10'] },
    { from: '2024-09-01', to: null, rates: ['25.5', '14', '10'] },
  ],
  XI: [{ from: '2021-07-01', to: null, rates: ['20', '5', '0'] }],
}
/** Units per euro; the dates are quarter ends or the next weekday, as the ECB would publish. */
export const testEcb: Record<string, Record<string, string>> = {
  PLN: { '2024-03-28': '4.3000', '2024-04-02': '4.3175', '2024-07-01': '4.3090', '2024-09-30': '4.2788', '2024-12-31': '4.2750', '2025-03-31': '4.1839' },
  SEK: { '2024-04-02': '11.6165', '2024-07-01': '11.3595', '2024-09-30': '11.3000', '2024-12-31': '11.4590', '2025-03-31': '10.8490' },
  GBP: { '2024-04-02': '0.8555', '2024-07-01': '0.8464', '2024-09-30': '0.8354', '2024-12-31': '0.8292', '2025-03-31': '0.8354' },
}
const quarterEndRate = (currency: string, quarter: string): string => {
  if (currency === 'EUR') return '1.0000'
  const end = { Q1: '-03-31', Q2: '-06-30', Q3: '-09-30', Q4: '-12-31' }[quarter.slice(5)]!
  const day = `${quarter.slice(0, 4)}${end}`
  const next = Object.keys(testEcb[currency]!).sort().find((d) => d >= day)
  return testEcb[currency]![next!]!
}
const validRates = (country: string, date: string) => testRates[country]!.find((p) => p.from <= date && (p.to === null || date <= p.to))!.rates

// Dates the generator uses: 2024-01 … 2025-03 (quarters with ECB rates above).
const dateArb = fc.record({ y: fc.constantFrom(2024, 2025), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 28 }) }).map(({ y, m, d }) => (y === 2025 ? { y, m: ((m - 1) % 3) + 1, d } : { y, m, d }))
type D = { y: number; m: number; d: number }
const iso = ({ y, m, d }: D) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
const quarter = ({ y, m }: D) => `${y}-Q${Math.ceil(m / 3)}`
const month = ({ y, m }: D) => `${y}-${String(m).padStart(2, '0')}`
const later = (a: D, b: D) => iso(a) > iso(b)

const ossCountries = ['FR', 'IT', 'AT', 'FI', 'PL', 'XI']
const currencies = ['EUR', 'PLN', 'SEK', 'GBP']

export type Tx =
  | { kind: 'oss'; from: string; to: string; currency: string; date: D; later: D | null; refund: 'none' | 'same' | 'later' | 'orphan'; wrongRate: boolean; rateIndex: number; items: number; ship: number }
  | { kind: 'local'; country: string; currency: string; date: D; wrongRate: boolean; rateIndex: number; items: number }
  | { kind: 'marketplace'; from: string; to: string; currency: string; date: D; items: number }
  | { kind: 'b2b'; from: string; to: string; currency: string; date: D; id: 'valid' | 'missing' | 'malformed' | 'same'; items: number }
  | { kind: 'transfer'; from: string; to: string; date: D; qty: number; value: number | null }
  | { kind: 'bad'; date: D; what: 'date' | 'amount' }

const amountArb = fc.integer({ min: 1, max: 500_000 })
const pair = (froms: string[], tos: string[]) => fc.tuple(fc.constantFrom(...froms), fc.constantFrom(...tos)).filter(([a, b]) => a !== b)

export const txArb = (layout: ReportLayout): fc.Arbitrary<Tx> => {
  const common = [
    fc.record({ kind: fc.constant('local' as const), country: fc.constantFrom('DE', 'PL', 'FR'), currency: fc.constantFrom(...currencies), date: dateArb, wrongRate: fc.boolean(), rateIndex: fc.nat(3), items: amountArb }),
    fc.record({ kind: fc.constant('b2b' as const), p: pair(['DE', 'PL', 'FR'], ['IT', 'AT', 'FR', 'PL']), currency: fc.constantFrom(...currencies), date: dateArb, id: fc.constantFrom('valid' as const, 'missing' as const, 'malformed' as const, 'same' as const), items: amountArb }).map(({ p, ...r }) => ({ ...r, from: p[0], to: p[1] })),
    fc.record({ kind: fc.constant('transfer' as const), p: pair(['DE', 'PL', 'CZ', 'FR'], ['DE', 'PL', 'CZ', 'IT']), date: dateArb, qty: fc.integer({ min: 1, max: 40 }), value: fc.option(amountArb, { nil: null }) }).map(({ p, ...r }) => ({ ...r, from: p[0], to: p[1] })),
    fc.record({ kind: fc.constant('bad' as const), date: dateArb, what: fc.constantFrom('date' as const, 'amount' as const) }),
  ]
  if (layout === 'pre_2021') return fc.oneof(...common)
  return fc.oneof(
    ...common,
    fc.record({ kind: fc.constant('oss' as const), p: pair(['DE', 'PL'], ossCountries), currency: fc.constantFrom(...currencies), date: dateArb, later: fc.option(dateArb, { nil: null }), refund: fc.constantFrom('none' as const, 'same' as const, 'later' as const, 'orphan' as const), wrongRate: fc.boolean(), rateIndex: fc.nat(3), items: amountArb, ship: fc.integer({ min: 0, max: 2_000 }) }).map(({ p, ...r }) => ({ ...r, from: p[0], to: p[1] })),
    fc.record({ kind: fc.constant('marketplace' as const), p: pair(['DE', 'PL', 'CZ'], ['DE', 'FR', 'IT', 'ES']), currency: fc.constantFrom(...currencies), date: dateArb, items: amountArb }).map(({ p, ...r }) => ({ ...r, from: p[0], to: p[1] })),
  )
}

export interface FileStyle {
  layout: ReportLayout
  delimiter: '\t' | ',' | ';'
  encoding: 'utf-8' | 'utf-8-bom' | 'windows-1252'
  dateStyle: 'dash' | 'dot'
  commaDecimal: boolean
  shortRows: boolean
  crlf: boolean
}
export const styleArb: fc.Arbitrary<FileStyle> = fc
  .record({
    layout: fc.constantFrom('pre_2021' as const, 'oss_2021' as const),
    delimiter: fc.constantFrom('\t' as const, ',' as const, ';' as const),
    encoding: fc.constantFrom('utf-8' as const, 'utf-8-bom' as const, 'windows-1252' as const),
    dateStyle: fc.constantFrom('dash' as const, 'dot' as const),
    commaDecimal: fc.boolean(),
    shortRows: fc.boolean(),
    crlf: fc.boolean(),
  })
  .map((s) => ({ ...s, commaDecimal: s.commaDecimal && s.delimiter === ';' }))

type Key = string
type Cents = bigint
export interface Expected {
  dataRows: number
  counts: Record<string, number>
  storage: Map<string, { rows: number[] }>
  registration: Map<string, Set<string>>
  /** country|quarter|reported|rate → per-currency cents, converted at the end. */
  ossSubs: Map<Key, { net: Cents; vat: Cents; rows: number[] }>
  local: Map<Key, { net: Cents; vat: Cents; rows: number[] }>
  marketplace: Map<Key, { net: Cents; vat: Cents; gross: Cents; rows: number[] }>
  b2b: Map<Key, { net: Cents; ids: Set<string>; rows: number[] }>
  idProblems: { row: number; reason: string }[]
  transfers: Map<Key, { qty: number; value: Cents | null; valued: boolean; rows: number[] }>
  invalidRates: { row: number; country: string; tax_date: string; charged: string; valid: string[] }[]
  uninterpretable: { row: number; reasons: string[] }[]
  notEstablishedRows: number[]
}

const money = (cents: bigint | number, comma: boolean) => {
  const c = BigInt(cents)
  const abs = c < 0n ? -c : c
  const text = `${c < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`
  return comma ? text.replace('.', ',') : text
}
/** A percent string as Amazon's fraction ("19" → "0.19", "5.5" → "0.055", "25.5" → "0.255", "0" → "0"). */
const fraction = (percent: string, comma: boolean) => {
  const [whole, part = '0'] = percent.split('.')
  const permille = Number(whole) * 10 + Number(part)
  const text = `0.${String(permille).padStart(3, '0')}`.replace(/0+$/, '').replace(/\.$/, '')
  return comma ? text.replace('.', ',') : text
}
const vatOf = (net: number, rate: string) => BigInt(Math.round((net * Number(rate)) / 100))

/** Euro cents of an amount in cents at a rate (units per euro, any number of decimals: the ECB writes GBP as 0.82918), rounded half up (away from zero). */
export function eurCents(amount: bigint, rate: string): bigint {
  const [w, f = ''] = rate.split('.')
  const scaled = BigInt(w! + f)
  const unit = 10n ** BigInt(f.length)
  const negative = amount < 0n
  const abs = negative ? -amount : amount
  const q = (abs * unit * 2n + scaled) / (scaled * 2n)
  return negative ? -q : q
}

const wrongRateFor = (valid: string[]) => ['21', '18', '17', '25', '9'].find((r) => !valid.includes(r))!

export function buildReport(style: FileStyle, txs: Tx[], profile: { established_in: string | null }): { bytes: Uint8Array; expected: Expected } {
  const columns = reportColumns[style.layout]
  const lines: string[] = []
  const expected: Expected = {
    dataRows: 0, counts: {}, storage: new Map(), registration: new Map(), ossSubs: new Map(), local: new Map(), marketplace: new Map(), b2b: new Map(), idProblems: [], transfers: new Map(), invalidRates: [], uninterpretable: [], notEstablishedRows: [],
  }
  const c = style.commaDecimal
  const dateText = ({ y, m, d }: D) => (style.dateStyle === 'dash' ? `${String(d).padStart(2, '0')}-${String(m).padStart(2, '0')}-${y}` : `${String(d).padStart(2, '0')}.${String(m).padStart(2, '0')}.${y}`)
  const description = style.encoding === 'windows-1252' ? 'Café-Tasse € 0,3 l' : style.delimiter === '\t' ? 'Teekanne 中文' : 'Lampe "Nova", rot; 2 Stück'
  const quote = (cell: string) => (cell.includes(style.delimiter) || cell.includes('"') ? `"${cell.replace(/"/g, '""')}"` : cell)
  const push = <T extends { rows: number[] }>(map: Map<Key, T>, key: Key, make: () => Omit<T, 'rows'>, row: number, update: (e: T) => void) => {
    let e = map.get(key)
    if (!e) map.set(key, (e = { ...make(), rows: [] } as unknown as T))
    update(e)
    if (e.rows[e.rows.length - 1] !== row) e.rows.push(row)
  }
  const store = (country: string, row: number) => {
    if (country === 'CZ' || ['DE', 'PL', 'FR', 'IT'].includes(country)) {
      push(expected.storage, country, () => ({}), row, () => undefined)
      need(country, 'storage')
    }
  }
  const need = (country: string, reason: string) => {
    if (!expected.registration.has(country)) expected.registration.set(country, new Set())
    expected.registration.get(country)!.add(reason)
  }
  const write = (type: string, values: Record<string, string>) => {
    const row = lines.length + 2
    expected.dataRows++
    expected.counts[type] = (expected.counts[type] ?? 0) + 1
    const cells = columns.map((column) => (column === 'TRANSACTION_TYPE' ? type : (values[column] ?? '')))
    if (style.shortRows) while (cells.length > 1 && cells[cells.length - 1] === '') cells.pop()
    lines.push(cells.map(quote).join(style.delimiter))
    return row
  }
  const sale = (tx: { from: string; to: string; currency: string }, date: D, taxDate: D, items: number, itemsVat: bigint, itemRate: string, ship = 0, shipVat = 0n, shipRate = '', extra: Record<string, string> = {}) => ({
    SALES_CHANNEL: 'AFN', MARKETPLACE: 'amazon.de', TRANSACTION_EVENT_ID: '', ITEM_DESCRIPTION: description, QTY: '1',
    TAX_CALCULATION_DATE: dateText(taxDate), TRANSACTION_COMPLETE_DATE: dateText(date), TRANSACTION_DEPART_DATE: dateText(date),
    TOTAL_PRICE_OF_ITEMS_AMT_VAT_EXCL: money(items, c), PRICE_OF_ITEMS_AMT_VAT_EXCL: money(items, c), TOTAL_PRICE_OF_ITEMS_VAT_AMT: money(itemsVat, c), PRICE_OF_ITEMS_VAT_RATE_PERCENT: fraction(itemRate, c),
    ...(ship !== 0 ? { TOTAL_SHIP_CHARGE_AMT_VAT_EXCL: money(ship, c), TOTAL_SHIP_CHARGE_VAT_AMT: money(shipVat, c), SHIP_CHARGE_VAT_RATE_PERCENT: fraction(shipRate, c) } : {}),
    TOTAL_ACTIVITY_VALUE_AMT_VAT_EXCL: money(BigInt(items) + BigInt(ship), c), TOTAL_ACTIVITY_VALUE_VAT_AMT: money(itemsVat + shipVat, c), TOTAL_ACTIVITY_VALUE_AMT_VAT_INCL: money(BigInt(items) + BigInt(ship) + itemsVat + shipVat, c),
    TRANSACTION_CURRENCY_CODE: tx.currency, DEPARTURE_COUNTRY: tx.from, ARRIVAL_COUNTRY: tx.to, SALE_DEPART_COUNTRY: tx.from, SALE_ARRIVAL_COUNTRY: tx.to, EXPORT_OUTSIDE_EU: 'NO',
    ...(style.layout === 'oss_2021' ? { PROGRAM_TYPE: 'REGULAR', TAX_REPORTING_SCHEME: 'REGULAR', TAX_COLLECTION_RESPONSIBILITY: 'SELLER' } : {}),
    ...extra,
  })
  const countryName: Record<string, string> = { DE: 'GERMANY', PL: 'POLAND', FR: 'FRANCE' }

  txs.forEach((tx, n) => {
    if (tx.kind === 'local') {
      const valid = validRates(tx.country, iso(tx.date))
      const rate = tx.wrongRate ? wrongRateFor(valid) : valid[tx.rateIndex % valid.length]!
      const vat = vatOf(tx.items, rate)
      const row = write('SALE', sale({ from: tx.country, to: tx.country, currency: tx.currency }, tx.date, tx.date, tx.items, vat, rate, 0, 0n, '', { TAXABLE_JURISDICTION: countryName[tx.country]! }))
      store(tx.country, row)
      need(tx.country, 'local_sales')
      push(expected.local, `${tx.country}|${month(tx.date)}|${tx.currency}|${rate}`, () => ({ net: 0n, vat: 0n }), row, (e) => ((e.net += BigInt(tx.items)), (e.vat += vat)))
      if (tx.wrongRate) expected.invalidRates.push({ row, country: tx.country, tax_date: iso(tx.date), charged: rate, valid })
    } else if (tx.kind === 'oss') {
      const valid = validRates(tx.to, iso(tx.date))
      const rate = tx.wrongRate ? wrongRateFor(valid) : valid[tx.rateIndex % valid.length]!
      const shipRate = valid[0]!
      const [vat, shipVat] = [vatOf(tx.items, rate), vatOf(tx.ship, shipRate)]
      const id = `OSS-${n}`
      const oss = { TAX_REPORTING_SCHEME: 'UNION-OSS', TRANSACTION_EVENT_ID: id, TAXABLE_JURISDICTION: '' }
      const book = (row: number, q: string, reported: string, sign: bigint) => {
        store(tx.from, row)
        if (profile.established_in === null) expected.notEstablishedRows.push(row)
        push(expected.ossSubs, `${tx.to}|${q}|${reported}|${rate}|${tx.currency}`, () => ({ net: 0n, vat: 0n }), row, (e) => ((e.net += sign * BigInt(tx.items)), (e.vat += sign * vat)))
        if (tx.ship !== 0) push(expected.ossSubs, `${tx.to}|${q}|${reported}|${shipRate}|${tx.currency}`, () => ({ net: 0n, vat: 0n }), row, (e) => ((e.net += sign * BigInt(tx.ship)), (e.vat += sign * shipVat)))
        if (tx.wrongRate) expected.invalidRates.push({ row, country: tx.to, tax_date: iso(tx.date), charged: rate, valid })
      }
      if (tx.refund !== 'orphan') book(write('SALE', sale(tx, tx.date, tx.date, tx.items, vat, rate, tx.ship, shipVat, shipRate, oss)), quarter(tx.date), quarter(tx.date), 1n)
      if (tx.refund !== 'none') {
        const when = tx.refund === 'same' || tx.later === null || !later(tx.later, tx.date) ? tx.date : tx.later
        const row = write('REFUND', sale(tx, when, tx.date, -tx.items, -vat, rate, -tx.ship, -shipVat, shipRate, oss))
        book(row, quarter(tx.date), quarter(when), -1n)
      }
    } else if (tx.kind === 'marketplace') {
      const vat = vatOf(tx.items, '20')
      const row = write('SALE', sale(tx, tx.date, tx.date, tx.items, vat, '20', 0, 0n, '', { TAX_REPORTING_SCHEME: 'DEEMED_RESELLER', TAX_COLLECTION_RESPONSIBILITY: 'MARKETPLACE' }))
      store(tx.from, row)
      push(expected.marketplace, `${tx.to}|${tx.currency}`, () => ({ net: 0n, vat: 0n, gross: 0n }), row, (e) => ((e.net += BigInt(tx.items)), (e.vat += vat), (e.gross += BigInt(tx.items) + vat)))
    } else if (tx.kind === 'b2b') {
      const digits = String(10_000_000_000 + n).slice(-11)
      const idText = { valid: `${tx.to === 'FR' ? 'FR' : tx.to}${tx.to === 'AT' ? 'U' + digits.slice(-8) : digits}`, missing: '', malformed: `${digits}${digits}`, same: `${tx.from}${digits.slice(-10)}` }[tx.id]
      const row = write('SALE', sale(tx, tx.date, tx.date, tx.items, 0n, '0', 0, 0n, '', { BUYER_VAT_NUMBER: idText, BUYER_VAT_NUMBER_COUNTRY: tx.id === 'missing' ? '' : tx.to, TAXABLE_JURISDICTION: countryName[tx.from]! }))
      store(tx.from, row)
      need(tx.from, 'intra_community_supplies')
      if (tx.id === 'missing' && profile.established_in === null && style.layout === 'oss_2021') expected.notEstablishedRows.push(row)
      const wellFormed = tx.id === 'valid' || (tx.id === 'same' && tx.from !== 'DE')
      const buyer = tx.id === 'valid' ? tx.to : tx.id === 'same' && wellFormed ? tx.from : tx.to
      if (tx.id !== 'valid') expected.idProblems.push({ row, reason: tx.id === 'same' ? (wellFormed ? 'same_country_as_departure' : 'malformed') : tx.id })
      push(expected.b2b, `${tx.from}|${buyer}|${tx.currency}`, () => ({ net: 0n, ids: new Set<string>() }), row, (e) => {
        e.net += BigInt(tx.items)
        if (wellFormed) e.ids.add(idText)
      })
    } else if (tx.kind === 'transfer') {
      const row = write('FC_TRANSFER', {
        SALES_CHANNEL: 'AFN', MARKETPLACE: 'N/A', QTY: String(tx.qty), TRANSACTION_COMPLETE_DATE: dateText(tx.date), TRANSACTION_DEPART_DATE: dateText(tx.date), ITEM_DESCRIPTION: description,
        DEPARTURE_COUNTRY: tx.from, ARRIVAL_COUNTRY: tx.to, ...(tx.value === null ? {} : { TOTAL_ACTIVITY_VALUE_AMT_VAT_EXCL: money(tx.value, c), TRANSACTION_CURRENCY_CODE: 'EUR' }),
      })
      store(tx.from, row)
      store(tx.to, row)
      need(tx.to, 'transfer_arrival')
      push(expected.transfers, `${tx.from}|${tx.to}|${month(tx.date)}`, () => ({ qty: 0, value: null, valued: true }), row, (e) => {
        e.qty += tx.qty
        if (tx.value === null) e.valued = false
        else e.value = (e.value ?? 0n) + BigInt(tx.value)
      })
    } else {
      const base = sale({ from: 'DE', to: 'DE', currency: 'EUR' }, tx.date, tx.date, 1000, 190n, '19', 0, 0n, '', { TAXABLE_JURISDICTION: 'GERMANY' })
      const row = write('SALE', tx.what === 'date' ? { ...base, TRANSACTION_COMPLETE_DATE: '31-02-2024' } : { ...base, TOTAL_PRICE_OF_ITEMS_AMT_VAT_EXCL: '1.2.3' })
      expected.uninterpretable.push({ row, reasons: [tx.what === 'date' ? 'bad_date:TRANSACTION_COMPLETE_DATE' : 'bad_amount:TOTAL_PRICE_OF_ITEMS_AMT_VAT_EXCL'] })
    }
  })
  const eol = style.crlf ? '\r\n' : '\n'
  const text = [columns.map(quote).join(style.delimiter), ...lines].join(eol) + eol
  return { bytes: encode(text, style.encoding), expected }
}

function encode(text: string, encoding: FileStyle['encoding']): Uint8Array {
  if (encoding !== 'windows-1252') {
    const body = new TextEncoder().encode(text)
    if (encoding === 'utf-8') return body
    const out = new Uint8Array(body.length + 3)
    out.set([0xef, 0xbb, 0xbf])
    out.set(body, 3)
    return out
  }
  return Uint8Array.from([...text].map((ch) => {
    const code = ch.codePointAt(0)!
    if (ch === '€') return 0x80
    if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) return code
    throw new Error(`not in windows-1252 as written here: ${ch}`)
  }))
}

/**
 * The expected OSS lines and corrections in euro: per currency subtotal converted, rounded half up, then
 * summed. `rateOf` gives the units per euro for a currency and quarter: the test ECB table by default,
 * the site's own ECB file in the browser tests (read there with core/ecb-rates.ts).
 */
export function expectedOss(expected: Expected, rateOf: (currency: string, quarter: string) => string = quarterEndRate) {
  const lines = new Map<Key, { net: bigint; vat: bigint; rows: Set<number> }>()
  for (const [key, sub] of expected.ossSubs) {
    const [country, q, reported, rate, currency] = key.split('|') as [string, string, string, string, string]
    const fx = rateOf(currency, q)
    const k = `${country}|${q}|${reported}|${rate}`
    const line = lines.get(k) ?? { net: 0n, vat: 0n, rows: new Set<number>() }
    line.net += eurCents(sub.net, fx)
    line.vat += eurCents(sub.vat, fx)
    sub.rows.forEach((r) => line.rows.add(r))
    lines.set(k, line)
  }
  const all = [...lines].map(([key, l]) => {
    const [country, q, reported, rate] = key.split('|') as [string, string, string, string]
    return { country, quarter: q, reported, rate, net_eur: money(l.net, false), vat_eur: money(l.vat, false), rows: [...l.rows].sort((a, b) => a - b) }
  })
  // In the order docs/vat-report.md gives: by country, quarter, (for a correction) the quarter that
  // reports it, then rate; each part compared as plain text.
  const byKey = (a: { country: string; quarter: string; reported: string; rate: string }, b: typeof a) => {
    for (const part of ['country', 'quarter', 'reported', 'rate'] as const) if (a[part] !== b[part]) return a[part] < b[part] ? -1 : 1
    return 0
  }
  return {
    lines: all.filter((l) => l.quarter === l.reported).sort(byKey).map(({ reported, ...l }) => (void reported, l)),
    corrections: all.filter((l) => l.quarter !== l.reported).sort(byKey).map(({ reported, ...l }) => ({ ...l, reported_in: reported })),
  }
}

export { money }
