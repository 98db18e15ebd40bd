/**
 * The Amazon VAT Transactions Report analyser (issue 40): one report file, read as a stream
 * (./read.ts), and the visitor's profile give what a seller must do with it — where goods are
 * stored and registrations are needed, the intra-Community transfers, the Union-OSS return per
 * country, quarter and rate in euro, the local sales, what Amazon collected as deemed supplier, the
 * exempt B2B supplies with the buyers' VAT IDs, the rows charged at a rate the country did not have,
 * the EUR 10,000 threshold, and every row it could not read, with the reason. Each figure carries the
 * spreadsheet rows it comes from (the heading is row 1). Pure TypeScript: a browser Worker and the
 * CLI (scripts/vat-report.ts) run the same code. The rules and their legal basis: docs/vat-report.md.
 */
import Big from 'big.js'
import { parseRequester } from '../qualified-check-api'
import { isGermanVatId } from '../evatr-api'
import { normalisedFullVatId } from '../vat-id-match'
import { headingKey, reportColumns, requiredColumns, type ReadColumn, type ReportLayout } from './columns'
import { goodsTerritories, type EurRates, type RateTable, type VatProfile } from './inputs'
import { NoDelimiterError, NotUtf8Error, readRecords, type ChunkSource, type ReadStart, type ReportDelimiter, type ReportEncoding } from './read'
import { amountOf, countryOf, dateOf, jurisdictionOf, monthOf, quarterEnd, quarterOf, rateOf } from './values'

export type RegistrationReason = 'storage' | 'transfer_arrival' | 'local_sales' | 'intra_community_supplies'
export type IdProblem = 'missing' | 'malformed' | 'same_country_as_departure'
export type FlagCode =
  | 'seller_collected_b2c_not_established'
  | 'oss_without_oss_registration'
  | 'transfer_without_value'
  | 'inbound_between_member_states'
  | 'commingling'
  | 'donation'
  | 'export_outside_eu'
  | 'no_ecb_rate'
  | 'no_rate_data'
  | 'no_tax_calculation_date'
  | 'refund_original_quarter_from_tax_date'
export type RowReason =
  | 'unknown_transaction_type'
  | 'more_cells_than_heading'
  | `bad_date:${string}`
  | `missing_date:${string}`
  | `bad_amount:${string}`
  | `bad_rate:${string}`
  | `missing_rate:${string}`
  | `bad_country:${string}`
  | 'missing_currency'
  | 'totals_disagree'
  | 'unknown_taxable_jurisdiction'
  | 'bad_quantity'
export type ThresholdReason =
  | 'not_established_in_eu'
  | 'ships_from_other_countries'
  | 'established_and_ships_only_from_there'
  | 'prior_year_above_threshold'
  | 'current_year_above_threshold'
  | 'below_threshold'
  | 'no_ecb_rate'

export interface Rows {
  rows: number[]
}
export interface OssLine extends Rows {
  country: string
  quarter: string
  rate: string
  net_eur: string
  vat_eur: string
}
export interface VatReport {
  input: { layout: ReportLayout; delimiter: 'tab' | 'comma' | 'semicolon'; encoding: ReportEncoding; bom: boolean; data_rows: number }
  counts: { by_transaction_type: Record<string, number> }
  storage_countries: Record<string, Rows>
  /** held: the profile names a VAT registration in that country. */
  registration_needed: Record<string, Rows & { reasons: RegistrationReason[]; held: boolean }>
  fc_transfers: (Rows & { from: string; to: string; month: string; qty: number; value: string | null; currency: string | null })[]
  /** corrections: refunds of an earlier quarter, as amendments of that quarter (reported_in: the quarter of the refund). */
  oss: { lines: OssLine[]; corrections: (OssLine & { reported_in: string })[] }
  local_sales: (Rows & { country: string; month: string; currency: string; rate: string; net: string; vat: string })[]
  marketplace_collected: (Rows & { country: string; currency: string; net: string; vat: string; gross: string })[]
  b2b_intra_community: {
    supplies: (Rows & { departure: string; buyer_country: string; currency: string; net: string; buyer_vat_ids: string[] })[]
    id_problems: { row: number; reason: IdProblem }[]
  }
  rate_check: { invalid: { row: number; country: string; tax_date: string; charged: string; valid: string[] }[] }
  threshold_10000: { applicable: boolean; reasons: ThresholdReason[]; ships_from: string[]; year: string | null; cross_border_b2c_eur: string | null }
  uninterpretable_rows: { row: number; reasons: RowReason[] }[]
  flags: (Rows & { code: FlagCode })[]
}

export type VatReportError = { error: 'empty' } | { error: 'not_a_report' } | { error: 'missing_columns'; missing: string[] }
export type VatReportResult = ({ ok: true } & VatReport) | ({ ok: false } & VatReportError)

export interface AnalyseOptions {
  profile: VatProfile
  rates?: RateTable
  eurRates?: EurRates
  /** Bytes read so far (a progress bar). */
  progress?: (bytes: number) => void
}

const saleTypes = new Set(['SALE', 'REFUND', 'LIQUIDATION_SALE', 'LIQUIDATION_REFUND'])
const knownTypes = new Set([...saleTypes, 'RETURN', 'FC_TRANSFER', 'INBOUND', 'COMMINGLING_BUY', 'COMMINGLING_SELL', 'DONATION'])
const refundTypes = new Set(['REFUND', 'LIQUIDATION_REFUND'])
const threshold = new Big(10_000)
const zero = new Big(0)
const delimiterNames: Record<ReportDelimiter, VatReport['input']['delimiter']> = { '\t': 'tab', ',': 'comma', ';': 'semicolon' }
const territories = new Set(goodsTerritories)
const inTerritory = (code: string) => territories.has(code)

/** Amounts summed per key, with the rows they come from: `totals.at(key, row) ?? totals.put(key, row, start)`. */
class Totals<T extends object> {
  readonly entries = new Map<string, T & Rows>()
  at(key: string, row: number): (T & Rows) | undefined {
    const entry = this.entries.get(key)
    if (entry && entry.rows[entry.rows.length - 1] !== row) entry.rows.push(row)
    return entry
  }
  put(key: string, row: number, start: T): T & Rows {
    const entry = { ...start, rows: [row] }
    this.entries.set(key, entry)
    return entry
  }
}
type Money = { net: Big; vat: Big }
const addMoney = (m: Money, net: Big, vat: Big) => {
  m.net = m.net.plus(net)
  m.vat = m.vat.plus(vat)
}
const cents = (value: Big) => value.toFixed(2, Big.roundHalfUp)
const pushRow = (map: Map<string, number[]>, key: string, row: number) => {
  const rows = map.get(key)
  if (!rows) map.set(key, [row])
  else if (rows[rows.length - 1] !== row) rows.push(row)
}

interface Part {
  net: Big
  vat: Big
  rate: string
}
interface OssPart {
  row: number
  country: string
  quarter: string
  currency: string
  parts: Part[]
  refund: boolean
  eventId: string
  taxDate: string | null
}

class Analysis {
  private layout: ReportLayout = 'pre_2021'
  private start: ReadStart | undefined
  private index = new Map<ReadColumn, number>()
  private width = 0
  private row = 0
  private dataRows = 0
  private headingError: VatReportError | undefined
  private commaDecimal = false

  private readonly counts = new Map<string, number>()
  private readonly storage = new Map<string, number[]>()
  private readonly registration = new Map<string, { reasons: Set<RegistrationReason>; rows: number[] }>()
  private readonly transfers = new Totals<{ from: string; to: string; month: string; qty: number; value: Big | null; currency: string | null; valueMissing: boolean }>()
  /** OSS subtotals per country, quarter, quarter reported in, rate and currency (the firm's decision: convert per currency subtotal). */
  private readonly ossSubs = new Totals<{ country: string; quarter: string; reported: string; rate: string; currency: string } & Money>()
  /** Refunds wait for the end of the file: their sale may come after them. */
  private readonly ossRefunds: OssPart[] = []
  private readonly ossSaleQuarter = new Map<string, string>()
  private readonly local = new Totals<{ country: string; month: string; currency: string; rate: string } & Money>()
  private readonly marketplace = new Totals<{ country: string; currency: string; gross: Big } & Money>()
  private readonly b2b = new Totals<{ departure: string; buyer_country: string; currency: string; net: Big; ids: Set<string> }>()
  private readonly idProblems: { row: number; reason: IdProblem }[] = []
  private readonly invalidRates: VatReport['rate_check']['invalid'] = []
  private readonly uninterpretable: { row: number; reasons: RowReason[] }[] = []
  private readonly flags = new Map<string, number[]>()
  private readonly shipsFrom = new Set<string>()
  /** Cross-border B2C sales from the profile's member state, per year and currency (Art. 59c). */
  private readonly distanceSales = new Map<string, Big>()

  constructor(private readonly options: AnalyseOptions) {}

  onStart(info: ReadStart): void {
    this.start = info
    this.commaDecimal = info.delimiter !== ','
  }

  onRecord(cells: string[]): void {
    this.row++
    if (this.row === 1) return this.heading(cells)
    if (this.headingError) return
    if (cells.length === 1 && cells[0]!.trim() === '') return
    this.dataRows++
    this.data(cells)
  }

  private heading(cells: string[]): void {
    const keys = cells.map(headingKey)
    const position = new Map(keys.map((key, i) => [key, i] as [string, number]))
    const known = reportColumns.oss_2021.filter((column) => position.has(column)).length
    if (known < 10) {
      this.headingError = { error: 'not_a_report' }
      return
    }
    const missing = requiredColumns.filter((column) => !position.has(column))
    if (missing.length > 0) {
      this.headingError = { error: 'missing_columns', missing }
      return
    }
    this.layout = position.has('TAX_REPORTING_SCHEME') || position.has('PROGRAM_TYPE') || position.has('TAX_COLLECTION_RESPONSIBILITY') ? 'oss_2021' : 'pre_2021'
    for (const column of [...requiredColumns, 'PROGRAM_TYPE', 'TAX_REPORTING_SCHEME', 'TAX_COLLECTION_RESPONSIBILITY'] as ReadColumn[]) {
      const at = position.get(column)
      if (at !== undefined) this.index.set(column, at)
    }
    this.width = cells.length
  }

  // The row being read: its cells and the reasons it cannot be interpreted (methods, not closures per row).
  private cells: string[] = []
  private reasons: RowReason[] = []
  private readonly dates = new Map<string, string | null | 'bad'>()

  private get(column: ReadColumn): string {
    const at = this.index.get(column)
    return at === undefined ? '' : (this.cells[at] ?? '').trim()
  }

  private date(column: 'TRANSACTION_COMPLETE_DATE' | 'TAX_CALCULATION_DATE', needed: boolean): string | null {
    const cell = this.get(column)
    let value = this.dates.get(cell)
    if (value === undefined) this.dates.set(cell, (value = dateOf(cell)))
    if (value === 'bad') this.reasons.push(`bad_date:${column}`)
    else if (value === null && needed) this.reasons.push(`missing_date:${column}`)
    return value === 'bad' ? null : value
  }

  private country(column: 'DEPARTURE_COUNTRY' | 'ARRIVAL_COUNTRY' | 'SALE_DEPART_COUNTRY' | 'SALE_ARRIVAL_COUNTRY' | 'BUYER_VAT_NUMBER_COUNTRY'): string {
    const value = countryOf(this.get(column))
    if (value === undefined) this.reasons.push(`bad_country:${column}`)
    return value ?? ''
  }

  private amount(column: ReadColumn): Big | null {
    const value = amountOf(this.get(column), this.commaDecimal)
    if (value === 'bad') this.reasons.push(`bad_amount:${column}`)
    return value === 'bad' ? null : value
  }

  private data(cells: string[]): void {
    const row = this.row
    this.cells = cells
    const reasons: RowReason[] = (this.reasons = [])
    const type = this.get('TRANSACTION_TYPE').toUpperCase().replace(/ /g, '_')
    this.counts.set(type, (this.counts.get(type) ?? 0) + 1)
    if (cells.length > this.width) reasons.push('more_cells_than_heading')
    if (!knownTypes.has(type)) reasons.push('unknown_transaction_type')
    const isSale = saleTypes.has(type)
    const complete = this.date('TRANSACTION_COMPLETE_DATE', isSale || type === 'FC_TRANSFER')
    const taxDate = this.date('TAX_CALCULATION_DATE', false)
    const departure = this.country('DEPARTURE_COUNTRY')
    const arrival = this.country('ARRIVAL_COUNTRY')

    if (!isSale) {
      if (reasons.length > 0) return void this.uninterpretable.push({ row, reasons })
      return this.movement(row, type, departure, arrival, complete, reasons)
    }

    const saleDepart = this.country('SALE_DEPART_COUNTRY') || departure
    const saleArrival = this.country('SALE_ARRIVAL_COUNTRY') || arrival
    const buyerCountry = this.country('BUYER_VAT_NUMBER_COUNTRY')
    const currency = this.get('TRANSACTION_CURRENCY_CODE').toUpperCase()
    if (!/^[A-Z]{3}$/.test(currency)) reasons.push('missing_currency')
    const parts: Part[] = []
    const components = [
      ['TOTAL_PRICE_OF_ITEMS_AMT_VAT_EXCL', 'TOTAL_PRICE_OF_ITEMS_VAT_AMT', 'PRICE_OF_ITEMS_VAT_RATE_PERCENT'],
      ['TOTAL_SHIP_CHARGE_AMT_VAT_EXCL', 'TOTAL_SHIP_CHARGE_VAT_AMT', 'SHIP_CHARGE_VAT_RATE_PERCENT'],
      ['TOTAL_GIFT_WRAP_AMT_VAT_EXCL', 'TOTAL_GIFT_WRAP_VAT_AMT', 'GIFT_WRAP_VAT_RATE_PERCENT'],
    ] as const
    for (const [netColumn, vatColumn, rateColumn] of components) {
      const net = this.amount(netColumn)
      const vat = this.amount(vatColumn)
      if ((net === null || net.eq(0)) && (vat === null || vat.eq(0))) continue
      const rate = rateOf(this.get(rateColumn), this.commaDecimal)
      if (rate === 'bad') reasons.push(`bad_rate:${rateColumn}`)
      else if (rate === null && vat !== null && !vat.eq(0)) reasons.push(`missing_rate:${rateColumn}`)
      else parts.push({ net: net ?? zero, vat: vat ?? zero, rate: rate ?? '0' })
    }
    const totalNet = this.amount('TOTAL_ACTIVITY_VALUE_AMT_VAT_EXCL')
    const totalVat = this.amount('TOTAL_ACTIVITY_VALUE_VAT_AMT')
    const gross = this.amount('TOTAL_ACTIVITY_VALUE_AMT_VAT_INCL')
    const net = parts.reduce((sum, p) => sum.plus(p.net), zero)
    const vat = parts.reduce((sum, p) => sum.plus(p.vat), zero)
    if (reasons.length === 0 && ((totalNet !== null && !totalNet.eq(net)) || (totalVat !== null && !totalVat.eq(vat)))) reasons.push('totals_disagree')
    if (reasons.length > 0 || complete === null) return void this.uninterpretable.push({ row, reasons })

    const inEu = inTerritory(saleDepart)
    if (inEu) {
      this.storageAt(saleDepart, row)
      this.shipsFrom.add(saleDepart)
    }
    const responsibility = this.get('TAX_COLLECTION_RESPONSIBILITY').toUpperCase()
    const scheme = this.get('TAX_REPORTING_SCHEME').toUpperCase()
    const profile = this.options.profile
    const buyerId = this.get('BUYER_VAT_NUMBER')
    const crossBorderEu = inEu && inTerritory(saleArrival) && saleArrival !== saleDepart

    if (responsibility === 'MARKETPLACE') {
      const key = `${saleArrival}|${currency}`
      const e = this.marketplace.at(key, row) ?? this.marketplace.put(key, row, { country: saleArrival, currency, net: zero, vat: zero, gross: zero })
      addMoney(e, net, vat)
      e.gross = e.gross.plus(gross ?? net.plus(vat))
      return
    }
    if (crossBorderEu && buyerId === '' && profile.established_in === null && this.layout === 'oss_2021') this.flag('seller_collected_b2c_not_established', row)
    if (crossBorderEu && buyerId === '' && profile.established_in === saleDepart) {
      const key = `${complete.slice(0, 4)}|${currency}|${quarterOf(complete)}`
      this.distanceSales.set(key, (this.distanceSales.get(key) ?? zero).plus(net))
    }
    if (scheme === 'UNION-OSS') {
      if (profile.oss_registered_in === null) this.flag('oss_without_oss_registration', row)
      const eventId = this.get('TRANSACTION_EVENT_ID')
      const refund = refundTypes.has(type)
      if (!refund && eventId !== '' && !this.ossSaleQuarter.has(eventId)) this.ossSaleQuarter.set(eventId, quarterOf(complete))
      const ossPart = { row, country: saleArrival, quarter: quarterOf(complete), currency, parts, refund, eventId, taxDate }
      if (refund) this.ossRefunds.push(ossPart)
      else this.addOss(ossPart, ossPart.quarter)
      return this.checkRates(row, saleArrival, taxDate, parts)
    }
    if (!inTerritory(saleArrival) || this.get('EXPORT_OUTSIDE_EU').toUpperCase() === 'YES') return this.flag('export_outside_eu', row)
    if (crossBorderEu && vat.eq(0)) return this.supplyToBusiness(row, saleDepart, saleArrival, buyerCountry, buyerId, currency, net)

    const jurisdiction = this.get('TAXABLE_JURISDICTION')
    const taxCountry = jurisdiction === '' ? (saleDepart === saleArrival ? saleDepart : undefined) : jurisdictionOf(jurisdiction)
    if (taxCountry === undefined) return void this.uninterpretable.push({ row, reasons: ['unknown_taxable_jurisdiction'] })
    for (const part of parts) {
      const key = `${taxCountry}|${monthOf(complete)}|${currency}|${part.rate}`
      addMoney(this.local.at(key, row) ?? this.local.put(key, row, { country: taxCountry, month: monthOf(complete), currency, rate: part.rate, net: zero, vat: zero }), part.net, part.vat)
    }
    if (inTerritory(taxCountry)) this.needs(taxCountry, 'local_sales', row)
    this.checkRates(row, taxCountry, taxDate, parts)
  }

  private movement(row: number, type: string, departure: string, arrival: string, complete: string | null, reasons: RowReason[]): void {
    if (type === 'FC_TRANSFER') {
      if (inTerritory(departure)) this.storageAt(departure, row)
      if (inTerritory(arrival)) this.storageAt(arrival, row)
      if (departure === arrival || !inTerritory(departure) || !inTerritory(arrival) || complete === null) return
      const qtyCell = this.get('QTY')
      const qty = qtyCell === '' ? 0 : Number(qtyCell)
      const value = this.amount('TOTAL_ACTIVITY_VALUE_AMT_VAT_EXCL')
      if (!Number.isInteger(qty) || reasons.length > 0) return void this.uninterpretable.push({ row, reasons: reasons.length > 0 ? reasons : ['bad_quantity'] })
      const currency = this.get('TRANSACTION_CURRENCY_CODE').toUpperCase() || null
      if (value === null) this.flag('transfer_without_value', row)
      this.needs(arrival, 'transfer_arrival', row)
      const key = `${departure}|${arrival}|${monthOf(complete)}`
      const e = this.transfers.at(key, row) ?? this.transfers.put(key, row, { from: departure, to: arrival, month: monthOf(complete), qty: 0, value: null, currency, valueMissing: false })
      e.qty += qty
      if (value === null || (e.currency !== currency && e.value !== null)) e.valueMissing = true
      else e.value = (e.value ?? zero).plus(value)
      return
    }
    if (type === 'INBOUND' || type === 'RETURN') {
      if (inTerritory(arrival)) this.storageAt(arrival, row)
      if (type === 'INBOUND' && inTerritory(departure) && inTerritory(arrival) && departure !== arrival) this.flag('inbound_between_member_states', row)
      return
    }
    if (type === 'COMMINGLING_BUY' || type === 'COMMINGLING_SELL') return this.flag('commingling', row)
    if (type === 'DONATION') return this.flag('donation', row)
  }

  private supplyToBusiness(row: number, departure: string, arrival: string, buyerCountry: string, buyerId: string, currency: string, net: Big): void {
    const parsed = buyerId === '' ? undefined : parseRequester(buyerId)
    const wellFormed = parsed !== undefined && /\d/.test(buyerId) && (parsed.countryCode !== 'DE' || isGermanVatId(`DE${parsed.number}`))
    const buyer = wellFormed ? parsed.countryCode : buyerCountry || arrival
    if (buyerId === '') this.idProblems.push({ row, reason: 'missing' })
    else if (!wellFormed) this.idProblems.push({ row, reason: 'malformed' })
    else if (parsed.countryCode === departure) this.idProblems.push({ row, reason: 'same_country_as_departure' })
    this.needs(departure, 'intra_community_supplies', row)
    const key = `${departure}|${buyer}|${currency}`
    const e = this.b2b.at(key, row) ?? this.b2b.put(key, row, { departure, buyer_country: buyer, currency, net: zero, ids: new Set<string>() })
    e.net = e.net.plus(net)
    if (wellFormed) e.ids.add(normalisedFullVatId(buyerId))
  }

  private checkRates(row: number, country: string, taxDate: string | null, parts: Part[]): void {
    if (!this.options.rates) return
    if (taxDate === null) return this.flag('no_tax_calculation_date', row)
    const valid = this.options.rates.ratesOn(country, taxDate)
    if (valid === undefined) return this.flag('no_rate_data', row)
    for (const charged of new Set(parts.map((p) => p.rate))) {
      if (!valid.includes(charged)) this.invalidRates.push({ row, country, tax_date: taxDate, charged, valid: [...valid] })
    }
  }

  private storageAt(country: string, row: number): void {
    pushRow(this.storage, country, row)
    this.needs(country, 'storage', row)
  }

  private needs(country: string, reason: RegistrationReason, row: number): void {
    let entry = this.registration.get(country)
    if (!entry) this.registration.set(country, (entry = { reasons: new Set(), rows: [] }))
    entry.reasons.add(reason)
    if (entry.rows[entry.rows.length - 1] !== row) entry.rows.push(row)
  }

  private flag(code: FlagCode, row: number): void {
    pushRow(this.flags, code, row)
  }

  /** Euro of an amount in a currency for a quarter: the ECB rate of the quarter's last day; undefined when unknown. */
  private toEur(amount: Big, currency: string, quarter: string): Big | undefined {
    if (currency === 'EUR') return amount
    const rate = this.options.eurRates?.ossRate(currency, quarterEnd(quarter))
    return rate === undefined ? undefined : amount.div(new Big(rate))
  }

  private addOss(part: OssPart, quarter: string): void {
    for (const p of part.parts) {
      const key = `${part.country}|${quarter}|${part.quarter}|${p.rate}|${part.currency}`
      addMoney(this.ossSubs.at(key, part.row) ?? this.ossSubs.put(key, part.row, { country: part.country, quarter, reported: part.quarter, rate: p.rate, currency: part.currency, net: zero, vat: zero }), p.net, p.vat)
    }
  }

  private oss(): VatReport['oss'] {
    for (const part of this.ossRefunds) {
      const sold = this.ossSaleQuarter.get(part.eventId)
      const fromTaxDate = part.taxDate === null ? undefined : quarterOf(part.taxDate)
      const original = sold ?? fromTaxDate ?? part.quarter
      if (sold === undefined && fromTaxDate !== undefined) this.flag('refund_original_quarter_from_tax_date', part.row)
      this.addOss(part, original < part.quarter ? original : part.quarter)
    }
    const subs = this.ossSubs
    const lines = new Totals<{ country: string; quarter: string; reported: string; rate: string } & Money>()
    for (const sub of subs.entries.values()) {
      const net = this.toEur(sub.net, sub.currency, sub.quarter)
      const vat = this.toEur(sub.vat, sub.currency, sub.quarter)
      if (net === undefined || vat === undefined) {
        sub.rows.forEach((row) => this.flag('no_ecb_rate', row))
        continue
      }
      const key = `${sub.country}|${sub.quarter}|${sub.reported}|${sub.rate}`
      const line = lines.at(key, -1) ?? lines.put(key, -1, { country: sub.country, quarter: sub.quarter, reported: sub.reported, rate: sub.rate, net: zero, vat: zero })
      line.rows.push(...sub.rows)
      addMoney(line, new Big(cents(net)), new Big(cents(vat)))
    }
    const result: VatReport['oss'] = { lines: [], corrections: [] }
    for (const line of sortBy([...lines.entries.values()], (l) => [l.country, l.quarter, l.reported, l.rate])) {
      const entry = { country: line.country, quarter: line.quarter, rate: line.rate, net_eur: cents(line.net), vat_eur: cents(line.vat), rows: [...new Set(line.rows)].filter((r) => r >= 0).sort((a, b) => a - b) }
      if (line.quarter === line.reported) result.lines.push(entry)
      else result.corrections.push({ ...entry, reported_in: line.reported })
    }
    return result
  }

  private threshold(): VatReport['threshold_10000'] {
    const established = this.options.profile.established_in
    const shipsFrom = [...this.shipsFrom, ...this.storage.keys()].filter((c, i, all) => all.indexOf(c) === i).sort()
    const none = { year: null, cross_border_b2c_eur: null, ships_from: shipsFrom }
    if (established === null) return { applicable: false, reasons: ['not_established_in_eu'], ...none }
    if (shipsFrom.some((c) => c !== established)) return { applicable: false, reasons: ['ships_from_other_countries'], ...none }
    const years = [...this.distanceSales.keys()].map((key) => key.slice(0, 4)).sort()
    const year = years[years.length - 1] ?? null
    let total = zero
    let unknownRate = false
    for (const [key, amount] of this.distanceSales) {
      const [y, currency, quarter] = key.split('|') as [string, string, string]
      if (y !== year) continue
      const eur = this.toEur(amount, currency, quarter)
      if (eur === undefined) unknownRate = true
      else total = total.plus(new Big(cents(eur)))
    }
    const reasons: ThresholdReason[] = ['established_and_ships_only_from_there']
    if (new Big(this.options.profile.prior_year_cross_border_b2c_eur).gt(threshold)) reasons.push('prior_year_above_threshold')
    if (total.gt(threshold)) reasons.push('current_year_above_threshold')
    if (unknownRate) reasons.push('no_ecb_rate')
    else if (reasons.length === 1) reasons.push('below_threshold')
    return { applicable: true, reasons, ships_from: shipsFrom, year, cross_border_b2c_eur: year === null ? null : cents(total) }
  }

  result(): VatReportResult {
    if (this.row === 0 || !this.start) return { ok: false, error: 'empty' }
    if (this.headingError) return { ok: false, ...this.headingError }
    const held = new Set(this.options.profile.registered_in)
    const oss = this.oss()
    const sortRows = <T extends Rows>(entries: Iterable<T>) => [...entries].map((e) => ({ ...e, rows: e.rows }))
    return {
      ok: true,
      input: { layout: this.layout, delimiter: delimiterNames[this.start.delimiter], encoding: this.start.encoding, bom: this.start.bom, data_rows: this.dataRows },
      counts: { by_transaction_type: Object.fromEntries([...this.counts].sort(([a], [b]) => (a < b ? -1 : 1))) },
      storage_countries: Object.fromEntries([...this.storage].sort(([a], [b]) => (a < b ? -1 : 1)).map(([c, rows]) => [c, { rows }])),
      registration_needed: Object.fromEntries(
        [...this.registration].sort(([a], [b]) => (a < b ? -1 : 1)).map(([c, e]) => [c, { reasons: [...e.reasons].sort(), held: held.has(c), rows: e.rows }]),
      ),
      fc_transfers: sortBy(sortRows(this.transfers.entries.values()), (t) => [t.month, t.from, t.to]).map((t) => ({
        from: t.from,
        to: t.to,
        month: t.month,
        qty: t.qty,
        value: t.valueMissing || t.value === null ? null : cents(t.value),
        currency: t.valueMissing || t.value === null ? null : t.currency,
        rows: t.rows,
      })),
      oss,
      local_sales: sortBy([...this.local.entries.values()], (l) => [l.country, l.month, l.currency, l.rate]).map((l) => ({ country: l.country, month: l.month, currency: l.currency, rate: l.rate, net: cents(l.net), vat: cents(l.vat), rows: l.rows })),
      marketplace_collected: sortBy([...this.marketplace.entries.values()], (m) => [m.country, m.currency]).map((m) => ({ country: m.country, currency: m.currency, net: cents(m.net), vat: cents(m.vat), gross: cents(m.gross), rows: m.rows })),
      b2b_intra_community: {
        supplies: sortBy([...this.b2b.entries.values()], (s) => [s.departure, s.buyer_country, s.currency]).map((s) => ({ departure: s.departure, buyer_country: s.buyer_country, currency: s.currency, net: cents(s.net), buyer_vat_ids: [...s.ids].sort(), rows: s.rows })),
        id_problems: this.idProblems,
      },
      rate_check: { invalid: this.invalidRates },
      threshold_10000: this.threshold(),
      uninterpretable_rows: this.uninterpretable,
      flags: [...this.flags].sort(([a], [b]) => (a < b ? -1 : 1)).map(([code, rows]) => ({ code: code as FlagCode, rows: [...new Set(rows)].sort((a, b) => a - b) })),
    }
  }
}

function sortBy<T>(items: T[], key: (item: T) => string[]): T[] {
  return items.sort((a, b) => {
    const [ka, kb] = [key(a), key(b)]
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i]! < kb[i]! ? -1 : 1
    return 0
  })
}

/** Analyses one report file, read from its chunks (read again from the start if it is not UTF-8). */
export async function analyseReport(source: ChunkSource, options: AnalyseOptions): Promise<VatReportResult> {
  for (const forced of [undefined, 'windows-1252'] as const) {
    const analysis = new Analysis(options)
    try {
      await readRecords(
        source,
        forced,
        (info) => analysis.onStart(info),
        (cells) => analysis.onRecord(cells),
        options.progress,
      )
      return analysis.result()
    } catch (error) {
      if (error instanceof NotUtf8Error && forced === undefined) continue
      if (error instanceof NoDelimiterError) return { ok: false, error: 'not_a_report' }
      throw error
    }
  }
  throw new Error('unreachable: windows-1252 decodes every byte')
}
