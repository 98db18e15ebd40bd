/**
 * The ECB's euro reference rates: its history file (eurofxref-hist.zip, one CSV inside), cut to
 * the days the site needs and the currencies quoted in them, in the same format.
 */
import { unzipSync, strFromU8 } from 'fflate'
import { formatReferenceRates, parseReferenceRates, type ReferenceRates } from '../../core/ecb-rates'
import type { IsoDate } from '../../content/types'

export const ecbHistoryUrl = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist.zip'
export const referenceRatesFile = 'content/exchange-rates/eurofxref-hist.csv'

/** The CSV inside the ECB's zip file. */
export function csvFromZip(zip: Uint8Array): string {
  const entries = Object.entries(unzipSync(zip)).filter(([name]) => name.toLowerCase().endsWith('.csv'))
  if (entries.length !== 1) throw new Error(`ECB: expected one CSV in the zip file, found ${entries.length}`)
  return strFromU8(entries[0]![1])
}

/** The publication days from `from` on, with only the currencies quoted on at least one of them. */
export function trimReferenceRates(rates: ReferenceRates, from: IsoDate): ReferenceRates {
  const days = rates.days.filter((day) => day.date >= from)
  const currencies = rates.currencies.filter((currency) => days.some((day) => day.rates[currency] != null))
  return { currencies, days: days.map((day) => ({ date: day.date, rates: Object.fromEntries(currencies.map((c) => [c, day.rates[c] ?? null])) })) }
}

export async function fetchReferenceRates(url: string, from: IsoDate): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(120_000) })
  if (!response.ok) throw new Error(`ECB answered HTTP ${response.status} for ${url}`)
  const csv = csvFromZip(new Uint8Array(await response.arrayBuffer()))
  return formatReferenceRates(trimReferenceRates(parseReferenceRates(csv), from))
}
