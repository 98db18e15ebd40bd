/** Writes the rate table as the TypeScript content file (content/vat-rates.ts) that the site imports. */
import type { VatRateTable } from '../../content/types'

export const vatRatesFile = 'content/vat-rates.ts'

export function renderVatRatesFile(table: VatRateTable): string {
  return [
    '// The EU VAT rates by country since 1 July 2021, with their sources: written by',
    '// `npm run rates:update` (scripts/rates-update.ts) from the European Commission\'s TEDB, first',
    '// filled by hand from the sources listed below (docs/vat-rates.md says where they differ).',
    '// Builds and tests read only this file. Edit by hand only with a source.',
    "import type { VatRateTable } from './types'",
    '',
    `export const vatRates: VatRateTable = ${JSON.stringify(table, null, 2)}`,
    '',
  ].join('\n')
}
