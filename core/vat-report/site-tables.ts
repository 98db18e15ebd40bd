/**
 * The site's own data behind the analyser's two inputs: the EU VAT rate table (content/vat-rates.ts,
 * core/vat-rates.ts) as a RateTable, and the ECB reference rates (core/ecb-rates.ts, whose `ossRate`
 * holds the rule of Art. 369h (2) VAT Directive) as EurRates.
 */
import type { VatRateCountry, VatRateTable } from '../../content/types'
import { ossRate, type ReferenceRates } from '../ecb-rates'
import { allRates, periodOn } from '../vat-rates'
import { countryCode, type EurRates, type RateTable } from './inputs'

/** Rates as the engine compares them: percent strings without trailing zeros ("19", "25.5"). */
export function rateTableOf(table: VatRateTable): RateTable {
  return {
    ratesOn(country, date) {
      const code = countryCode(country)
      if (!(code in table.countries)) return undefined
      const period = periodOn(table, code as VatRateCountry, date)
      return period ? allRates(period).map(String) : undefined
    },
  }
}

export function eurRatesOf(rates: ReferenceRates): EurRates {
  return {
    ossRate(currency, periodEnd) {
      const found = ossRate(rates, currency.toUpperCase(), periodEnd)
      return found.ok ? found.rate : undefined
    },
  }
}
