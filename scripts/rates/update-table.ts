/**
 * Brings the rate table in line with TEDB: for every member state it compares the table with
 * TEDB's answer on the first day of every month from the table's start to twelve months ahead
 * (and on `today`), and where they differ finds the day of the change by halving the interval
 * since the last day they agreed. A difference becomes a period of its own, from that day, with
 * TEDB's rates; rates the table already had keep their kind (TEDB files some rates under other
 * kinds than the Commission's list), new ones take TEDB's. Northern Ireland (XI) is not in TEDB.
 */
import type { IsoDate, VatRateCountry, VatRatePeriod, VatRateTable } from '../../content/types'
import { addDays, addMonths, allRates, periodOn, rateCountries, sameRates } from '../../core/vat-rates'
import { tedbMemberStates, type TedbRates } from './tedb'

/** TEDB's rates of every member state on a day. */
export type TedbLookup = (date: IsoDate) => Promise<Map<string, TedbRates>>

export interface TableUpdate {
  table: VatRateTable
  /** One line per change taken from TEDB, for the pull request. */
  changes: string[]
  /** Member states TEDB gave no rates for on some day (left as they were). */
  missing: string[]
}

function signature(standard: number, others: Iterable<number>): string {
  return `${standard}|${[...new Set(others)].filter((rate) => rate !== standard).sort((a, b) => a - b).join(',')}`
}

function tableSignature(period: VatRatePeriod): string {
  return signature(period.standard, allRates(period))
}

function tedbSignature(rates: TedbRates): string {
  return signature(rates.standard, rates.others.keys())
}

/** The days to compare on: the first of every month from `from` to twelve months after `today`, `from` and `today`. */
export function probeDays(from: IsoDate, today: IsoDate): IsoDate[] {
  const days = new Set<IsoDate>([from, today])
  const end = addMonths(today, 12)
  for (let day = `${from.slice(0, 7)}-01`; day <= end; day = addMonths(day, 1)) if (day >= from) days.add(day)
  return [...days].sort()
}

/** A period with TEDB's rates, the kinds of rates the period before it had kept. */
function periodFromTedb(rates: TedbRates, previous: VatRatePeriod | undefined, validFrom: IsoDate, validTo: IsoDate | null, today: IsoDate): VatRatePeriod {
  const reduced = new Set<number>()
  let superReduced: number | null = null
  let parking: number | null = null
  const entries = [...rates.others].sort((a, b) => a[0] - b[0])
  // First the rates the period before had, in the kinds they had there …
  for (const [rate] of entries) {
    if (previous?.reduced.includes(rate)) reduced.add(rate)
    if (previous?.superReduced === rate) superReduced = rate
    if (previous?.parking === rate) parking = rate
  }
  // … then new rates in TEDB's kind, where that kind is still free (else as a reduced rate).
  for (const [rate, kind] of entries) {
    if (previous && allRates(previous).includes(rate)) continue
    if (kind === 'superReduced' && superReduced === null) superReduced = rate
    else if (kind === 'parking' && parking === null) parking = rate
    else reduced.add(rate)
  }
  return {
    validFrom,
    validTo,
    standard: rates.standard,
    reduced: [...reduced].sort((a, b) => a - b),
    superReduced,
    parking,
    sources: ['tedb'],
    note: `Aus TEDB übernommen (npm run rates:update am ${today}); vor dem Zusammenführen prüfen.`,
  }
}

/** Puts `period` into a country's periods, cutting the ones it overlaps, and joins neighbours with the same rates. */
export function insertPeriod(periods: VatRatePeriod[], period: VatRatePeriod): VatRatePeriod[] {
  const end = period.validTo
  const result: VatRatePeriod[] = []
  for (const existing of periods) {
    const existingEnd = existing.validTo
    if (existingEnd !== null && existingEnd < period.validFrom) result.push(existing)
    else if (end !== null && existing.validFrom > end) result.push(existing)
    else {
      if (existing.validFrom < period.validFrom) result.push({ ...existing, validTo: addDays(period.validFrom, -1) })
      if (end !== null && (existingEnd === null || existingEnd > end)) result.push({ ...existing, validFrom: addDays(end, 1) })
    }
  }
  result.push(period)
  result.sort((a, b) => a.validFrom.localeCompare(b.validFrom))
  const joined: VatRatePeriod[] = []
  for (const next of result) {
    const last = joined[joined.length - 1]
    if (last && sameRates(last, next)) joined[joined.length - 1] = { ...last, validTo: next.validTo }
    else joined.push(next)
  }
  return joined
}

const fromTedbCode = (code: string): VatRateCountry => code as VatRateCountry

export async function updateTable(table: VatRateTable, lookup: TedbLookup, today: IsoDate): Promise<TableUpdate> {
  const cache = new Map<IsoDate, Promise<Map<string, TedbRates>>>()
  const at = (day: IsoDate) => {
    if (!cache.has(day)) cache.set(day, lookup(day))
    return cache.get(day)!
  }
  let working = structuredClone(table)
  const changes: string[] = []
  const missing = new Set<string>()
  const days = probeDays(table.coverageFrom, today)
  const known = new Set<string>(rateCountries(table))
  for (const code of tedbMemberStates) {
    if (!known.has(code)) continue
    const country = fromTedbCode(code)
    let agreedOn: IsoDate | null = null
    for (const day of days) {
      const rates = (await at(day)).get(code)
      if (!rates) {
        missing.add(code)
        continue
      }
      const period = periodOn(working, country, day)
      if (period && tableSignature(period) === tedbSignature(rates)) {
        agreedOn = day
        continue
      }
      // The first day in (agreedOn, day] on which TEDB already gives these rates.
      const wanted = tedbSignature(rates)
      let low = agreedOn === null ? day : addDays(agreedOn, 1)
      let high = day
      while (low < high) {
        const middle = addDays(low, Math.floor((Date.parse(high) - Date.parse(low)) / 86_400_000 / 2))
        const there = (await at(middle)).get(code)
        if (there && tedbSignature(there) === wanted) high = middle
        else low = addDays(middle, 1)
      }
      const periods = working.countries[country].periods
      const previous = periodOn(working, country, addDays(high, -1)) ?? periodOn(working, country, high)
      // TEDB kept the rates the table had before a change of its own: the difference starts with
      // the table's change, not on the day after they last agreed.
      const tableChange = periods.find((p) => p.validFrom >= high && p.validFrom <= day)
      const from = previous && tableSignature(previous) === wanted && tableChange ? tableChange.validFrom : high
      const replaced = periodOn(working, country, from)
      const covering = periodOn(working, country, day)
      const added = periodFromTedb(rates, previous, from, covering ? covering.validTo : null, today)
      working = { ...working, countries: { ...working.countries, [country]: { ...working.countries[country], periods: insertPeriod(periods, added) } } }
      const before = replaced ? allRates(replaced).join(' / ') : '–'
      changes.push(`${code} from ${from}: ${before} → ${allRates(added).join(' / ')} (standard ${added.standard})`)
      agreedOn = day
    }
  }
  if (changes.length > 0) working = { ...working, updatedFromTedb: today }
  return { table: working, changes, missing: [...missing].sort() }
}
