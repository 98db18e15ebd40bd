/**
 * RateTable and EurRates from plain JSON, as the CLI reads them (--rates, --ecb) and the tests write
 * them. The site's own data (issue 40, items 1 and 2) implements the same interfaces.
 *
 * Rates: {"DE": [{"from": "2021-07-01", "to": null, "rates": ["19", "7"]}], …}, each period's last
 * day included. ECB: {"PLN": {"2024-03-28": "4.3009", …}, …}: units of the currency per euro by day
 * of publication.
 */
import type { EurRates, RateTable } from './inputs'
import { countryCode } from './inputs'
import { eurRatesOf } from './site-tables'

const isoDate = /^\d{4}-\d{2}-\d{2}$/
const decimal = /^\d+(\.\d+)?$/
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

interface Period {
  from: string
  to: string | null
  rates: string[]
}

export function rateTableFromJson(json: unknown): RateTable | undefined {
  if (!isRecord(json)) return undefined
  const table = new Map<string, Period[]>()
  for (const [country, periods] of Object.entries(json)) {
    if (!Array.isArray(periods)) return undefined
    const read: Period[] = []
    for (const p of periods) {
      if (!isRecord(p) || typeof p.from !== 'string' || !isoDate.test(p.from) || !(p.to === null || (typeof p.to === 'string' && isoDate.test(p.to)))) return undefined
      if (!Array.isArray(p.rates) || !p.rates.every((r) => typeof r === 'string' && decimal.test(r))) return undefined
      read.push({ from: p.from, to: p.to, rates: p.rates as string[] })
    }
    table.set(countryCode(country), read)
  }
  return {
    ratesOn(country, date) {
      return table.get(countryCode(country))?.find((p) => p.from <= date && (p.to === null || date <= p.to))?.rates
    },
  }
}

export function eurRatesFromJson(json: unknown): EurRates | undefined {
  if (!isRecord(json)) return undefined
  const byDay = new Map<string, Record<string, string | null>>()
  const currencies: string[] = []
  for (const [currency, days] of Object.entries(json)) {
    if (!isRecord(days)) return undefined
    const entries = Object.entries(days)
    if (!entries.every(([day, rate]) => isoDate.test(day) && typeof rate === 'string' && decimal.test(rate) && Number(rate) > 0)) return undefined
    const code = currency.toUpperCase()
    currencies.push(code)
    for (const [day, rate] of entries as [string, string][]) byDay.set(day, { ...byDay.get(day), [code]: rate })
  }
  // The rule (Art. 369h (2) VAT Directive) is core/ecb-rates.ts's ossRate, as for the site's own ECB file.
  const days = [...byDay].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, rates]) => ({ date, rates: Object.fromEntries(currencies.map((c) => [c, rates[c] ?? null])) }))
  return eurRatesOf({ currencies, days })
}
