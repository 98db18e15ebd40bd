/**
 * The ECB's euro reference rates in the format of its history file (eurofxref-hist.csv: a header
 * "Date,USD,JPY,…," and one row per publication day, newest first, "N/A" where a currency was not
 * quoted), and the rate an OSS return uses: Art. 369h (2) VAT Directive (and Art. 366 (2) for the
 * non-Union scheme) converts with the rate the ECB published for the last day of the tax period
 * or, where nothing was published that day, on the next day of publication.
 */
import type { IsoDate } from '../content/types'

export interface ReferenceRates {
  /** The currencies of the file's header, in its order. */
  currencies: string[]
  /** Publication days, oldest first, with each currency's rate (units per 1 EUR) as published, or null. */
  days: { date: IsoDate; rates: Record<string, string | null> }[]
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/
const decimal = /^\d+(\.\d+)?$/

/** Reads a file in eurofxref-hist format; a malformed line fails with its line number. */
export function parseReferenceRates(csv: string): ReferenceRates {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/).filter((line) => line.trim() !== '')
  const header = (lines[0] ?? '').split(',').map((cell) => cell.trim())
  if (header[0] !== 'Date') throw new Error('eurofxref: the first line must start with "Date"')
  const currencies = header.slice(1).filter((cell) => cell !== '')
  const days = lines.slice(1).map((line, index) => {
    const cells = line.split(',').map((cell) => cell.trim())
    const date = cells[0] ?? ''
    if (!isoDate.test(date)) throw new Error(`eurofxref line ${index + 2}: "${date}" is not a date`)
    const rates: Record<string, string | null> = {}
    currencies.forEach((currency, column) => {
      const cell = cells[column + 1] ?? ''
      if (cell !== 'N/A' && cell !== '' && !decimal.test(cell)) throw new Error(`eurofxref line ${index + 2}: ${currency} "${cell}" is not a rate`)
      rates[currency] = cell === 'N/A' || cell === '' ? null : cell
    })
    return { date, rates }
  })
  days.sort((a, b) => a.date.localeCompare(b.date))
  return { currencies, days }
}

/** Writes rates in eurofxref-hist format (newest first, with the ECB's trailing comma). */
export function formatReferenceRates(rates: ReferenceRates): string {
  const lines = [`Date,${rates.currencies.map((c) => `${c},`).join('')}`]
  for (const day of [...rates.days].reverse()) lines.push(`${day.date},${rates.currencies.map((c) => `${day.rates[c] ?? 'N/A'},`).join('')}`)
  return `${lines.join('\n')}\n`
}

export type OssRate =
  | { ok: true; currency: string; periodEnd: IsoDate; published: IsoDate; rate: string }
  | { ok: false; currency: string; periodEnd: IsoDate; reason: 'unknown-currency' | 'not-yet-published' }

/**
 * The rate for converting `currency` into euro in an OSS return for a period ending on
 * `periodEnd`: the first publication on or after that day that quotes the currency. EUR is 1.
 */
export function ossRate(rates: ReferenceRates, currency: string, periodEnd: IsoDate): OssRate {
  if (currency === 'EUR') return { ok: true, currency, periodEnd, published: periodEnd, rate: '1' }
  if (!rates.currencies.includes(currency)) return { ok: false, currency, periodEnd, reason: 'unknown-currency' }
  let low = 0
  let high = rates.days.length
  while (low < high) {
    const middle = (low + high) >> 1
    if (rates.days[middle]!.date < periodEnd) low = middle + 1
    else high = middle
  }
  for (let index = low; index < rates.days.length; index++) {
    const day = rates.days[index]!
    const rate = day.rates[currency]
    if (rate != null) return { ok: true, currency, periodEnd, published: day.date, rate }
  }
  return { ok: false, currency, periodEnd, reason: 'not-yet-published' }
}

/** The last day of every calendar quarter of the years the rates cover, YYYY-MM-DD. */
export function quarterEnds(rates: ReferenceRates): IsoDate[] {
  const first = rates.days[0]?.date
  const last = rates.days[rates.days.length - 1]?.date
  if (first === undefined || last === undefined) return []
  const ends: IsoDate[] = []
  for (let year = Number(first.slice(0, 4)); year <= Number(last.slice(0, 4)); year++) ends.push(`${year}-03-31`, `${year}-06-30`, `${year}-09-30`, `${year}-12-31`)
  return ends
}

/**
 * Only the publication days an OSS conversion of a quarter can use: for each quarter end and
 * currency the day `ossRate` finds. `ossRate` gives the same answer for every quarter end with these
 * days as with all of them (a day kept between a quarter end and a currency's day is one on which
 * that currency was not quoted), so the analyser's worker carries a few kilobytes, not the history.
 */
export function quarterEndRates(rates: ReferenceRates): ReferenceRates {
  const keep = new Set<IsoDate>()
  for (const end of quarterEnds(rates))
    for (const currency of rates.currencies) {
      const found = ossRate(rates, currency, end)
      if (found.ok) keep.add(found.published)
    }
  return { currencies: rates.currencies, days: rates.days.filter((day) => keep.has(day.date)) }
}
