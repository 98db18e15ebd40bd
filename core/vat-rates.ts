/**
 * Reading the EU VAT rate table (content/vat-rates.ts): the rates of a country on a day, the
 * rates in force on a day, and the changes between two days. Dates are ISO calendar days
 * (YYYY-MM-DD), compared as strings.
 */
import type { IsoDate, VatRateCountry, VatRatePeriod, VatRateTable } from '../content/types'

/** The countries of a table, in the table's order (alphabetical by code). */
export function rateCountries(table: VatRateTable): VatRateCountry[] {
  return Object.keys(table.countries) as VatRateCountry[]
}

/** The period of a country in force on a day, or undefined before the table's coverage. */
export function periodOn(table: VatRateTable, country: VatRateCountry, date: IsoDate): VatRatePeriod | undefined {
  return table.countries[country].periods.find((period) => period.validFrom <= date && (period.validTo === null || date <= period.validTo))
}

/** Every rate of a period (standard, reduced, super-reduced, parking), each once, ascending. */
export function allRates(period: Pick<VatRatePeriod, 'standard' | 'reduced' | 'superReduced' | 'parking'>): number[] {
  const rates = new Set<number>([period.standard, ...period.reduced])
  if (period.superReduced !== null) rates.add(period.superReduced)
  if (period.parking !== null) rates.add(period.parking)
  return [...rates].sort((a, b) => a - b)
}

/** Whether two periods carry the same rates in the same kinds. */
export function sameRates(a: VatRatePeriod, b: VatRatePeriod): boolean {
  return (
    a.standard === b.standard &&
    a.superReduced === b.superReduced &&
    a.parking === b.parking &&
    a.reduced.length === b.reduced.length &&
    a.reduced.every((rate, index) => rate === b.reduced[index])
  )
}

export interface RateChange {
  country: VatRateCountry
  /** The first day of the new rates. */
  date: IsoDate
  before: VatRatePeriod
  after: VatRatePeriod
}

/** The changes of rates that take effect from `from` to `to` (both included), by date, then country. */
export function rateChanges(table: VatRateTable, from: IsoDate, to: IsoDate): RateChange[] {
  const changes: RateChange[] = []
  for (const country of rateCountries(table)) {
    const periods = table.countries[country].periods
    periods.forEach((after, index) => {
      const before = periods[index - 1]
      if (before && from <= after.validFrom && after.validFrom <= to && !sameRates(before, after)) changes.push({ country, date: after.validFrom, before, after })
    })
  }
  return changes.sort((a, b) => a.date.localeCompare(b.date) || a.country.localeCompare(b.country))
}

/** Problems of a table's shape that its type cannot say: gaps, overlaps, order. Empty: sound. */
export function tableProblems(table: VatRateTable): string[] {
  const problems: string[] = []
  const sourceIds = new Set(table.sources.map((source) => source.id))
  for (const country of rateCountries(table)) {
    const periods = table.countries[country].periods
    if (periods[0]?.validFrom !== table.coverageFrom) problems.push(`${country}: the first period does not start on ${table.coverageFrom}`)
    periods.forEach((period, index) => {
      const next = periods[index + 1]
      if (period.validTo !== null && period.validTo < period.validFrom) problems.push(`${country} ${period.validFrom}: ends before it starts`)
      if (next && (period.validTo === null || addDays(period.validTo, 1) !== next.validFrom)) problems.push(`${country} ${period.validFrom}: the next period does not start the day after it ends`)
      if (!next && period.validTo !== null) problems.push(`${country}: the last period has an end`)
      if (period.reduced.some((rate, i) => i > 0 && rate <= period.reduced[i - 1]!)) problems.push(`${country} ${period.validFrom}: reduced rates not ascending`)
      for (const id of period.sources) if (!sourceIds.has(id)) problems.push(`${country} ${period.validFrom}: unknown source ${id}`)
    })
  }
  return problems
}

/** The ISO day `days` after (or before, when negative) a day. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000
  return new Date(time).toISOString().slice(0, 10)
}

/** The ISO day `months` calendar months after a day, clamped to the month's last day. */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const first = new Date(Date.UTC(year, month - 1 + months, 1))
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  first.setUTCDate(Math.min(day, last))
  return first.toISOString().slice(0, 10)
}

/** The calendar day of an instant in the firm's time zone. */
export function isoDayInBerlin(instant: Date): IsoDate {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant)
}

/** Where the build offers the whole table as JSON (scripts/build-static-files.ts). */
export const vatRatesDownloadPath = '/downloads/eu-vat-rates.json'

/** The table as the download offers it: the content file's data and the day of the build. */
export function vatRatesDownload(table: VatRateTable, builtOn: IsoDate): string {
  return `${JSON.stringify({ builtOn, ...table }, null, 2)}\n`
}
