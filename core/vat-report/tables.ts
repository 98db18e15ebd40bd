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
  const table = new Map<string, [string, string][]>()
  for (const [currency, days] of Object.entries(json)) {
    if (!isRecord(days)) return undefined
    const entries = Object.entries(days)
    if (!entries.every(([day, rate]) => isoDate.test(day) && typeof rate === 'string' && decimal.test(rate) && Number(rate) > 0)) return undefined
    table.set(currency.toUpperCase(), (entries as [string, string][]).sort(([a], [b]) => (a < b ? -1 : 1)))
  }
  return {
    // The rate of the period's last day, or of the next day of publication (Art. 369h (2) VAT
    // Directive). The ECB publishes on every TARGET business day; a gap of more than a week after
    // the period's end means the table does not reach that far: unknown.
    ossRate(currency, periodEnd) {
      const found = table.get(currency.toUpperCase())?.find(([day]) => day >= periodEnd)
      const weekLater = new Date(Date.parse(`${periodEnd}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10)
      return found && found[0] <= weekLater ? found[1] : undefined
    },
  }
}
