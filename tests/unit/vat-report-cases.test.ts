// The analyser's single cases: rows as Amazon writes them in both layouts (lines written here from
// the documented layout, docs/vat-report.md), files it must refuse with a reason, the EUR 10,000
// threshold, the encoding found late in a file, the profile, and the CLI.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { analyseReport, type VatReportResult } from '../../core/vat-report/analyse'
import { reportColumns, type ReportLayout } from '../../core/vat-report/columns'
import { parseProfile, type VatProfile } from '../../core/vat-report/inputs'
import { eurRatesFromJson, rateTableFromJson } from '../../core/vat-report/tables'
import { testEcb, testRates } from '../support/vat-report/generate'

const rates = rateTableFromJson(testRates)!
const eurRates = eurRatesFromJson(testEcb)!
const profile: VatProfile = { established_in: null, oss_registered_in: 'DE', registered_in: ['DE'], prior_year_cross_border_b2c_eur: 0 }

const line = (layout: ReportLayout, delimiter: string, values: Record<string, string>) => {
  const cells = reportColumns[layout].map((c) => values[c] ?? '')
  while (cells.length > 1 && cells[cells.length - 1] === '') cells.pop()
  return cells.join(delimiter)
}
const file = (layout: ReportLayout, delimiter: string, rows: Record<string, string>[]) => [reportColumns[layout].join(delimiter), ...rows.map((r) => line(layout, delimiter, r))].join('\r\n') + '\r\n'

async function run(content: string | Uint8Array, p: VatProfile = profile, chunk = 1 << 16): Promise<VatReportResult> {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content
  return analyseReport(
    async function* () {
      for (let i = 0; i < bytes.length; i += chunk) yield bytes.slice(i, i + chunk)
    },
    { profile: p, rates, eurRates },
  )
}
const ok = (r: VatReportResult) => {
  if (!r.ok) throw new Error(JSON.stringify(r))
  return r
}

// A pre-2021 report (tab, DD.MM.YYYY, rates as fractions): a local German sale with shipping, its
// refund, a distance sale taxed in Germany from a Polish warehouse, a return movement written short.
const local = { SALES_CHANNEL: 'AFN', MARKETPLACE: 'amazon.de', TRANSACTION_TYPE: 'SALE', TRANSACTION_EVENT_ID: '302-0000001-0000001', TAX_CALCULATION_DATE: '10.01.2020', TRANSACTION_COMPLETE_DATE: '11.01.2020', QTY: '1', PRICE_OF_ITEMS_AMT_VAT_EXCL: '25.13', TOTAL_PRICE_OF_ITEMS_AMT_VAT_EXCL: '25.13', SHIP_CHARGE_AMT_VAT_EXCL: '2.50', TOTAL_SHIP_CHARGE_AMT_VAT_EXCL: '2.50', TOTAL_ACTIVITY_VALUE_AMT_VAT_EXCL: '27.63', PRICE_OF_ITEMS_VAT_RATE_PERCENT: '0.19', TOTAL_PRICE_OF_ITEMS_VAT_AMT: '4.77', SHIP_CHARGE_VAT_RATE_PERCENT: '0.19', TOTAL_SHIP_CHARGE_VAT_AMT: '0.48', TOTAL_ACTIVITY_VALUE_VAT_AMT: '5.25', TOTAL_ACTIVITY_VALUE_AMT_VAT_INCL: '32.88', TRANSACTION_CURRENCY_CODE: 'EUR', DEPARTURE_COUNTRY: 'DE', ARRIVAL_COUNTRY: 'DE', SALE_DEPART_COUNTRY: 'DE', SALE_ARRIVAL_COUNTRY: 'DE', TAXABLE_JURISDICTION: 'GERMANY', TAXABLE_JURISDICTION_LEVEL: 'Country', EXPORT_OUTSIDE_EU: 'NO' }
const pre2021 = [
  local,
  { ...local, TRANSACTION_TYPE: 'REFUND', TRANSACTION_COMPLETE_DATE: '20.01.2020', TOTAL_PRICE_OF_ITEMS_AMT_VAT_EXCL: '-25.13', TOTAL_SHIP_CHARGE_AMT_VAT_EXCL: '-2.50', TOTAL_ACTIVITY_VALUE_AMT_VAT_EXCL: '-27.63', TOTAL_PRICE_OF_ITEMS_VAT_AMT: '-4.77', TOTAL_SHIP_CHARGE_VAT_AMT: '-0.48', TOTAL_ACTIVITY_VALUE_VAT_AMT: '-5.25', TOTAL_ACTIVITY_VALUE_AMT_VAT_INCL: '-32.88' },
  { ...local, TRANSACTION_EVENT_ID: '305-0000002-0000002', DEPARTURE_COUNTRY: 'PL', SALE_DEPART_COUNTRY: 'PL', TOTAL_SHIP_CHARGE_AMT_VAT_EXCL: '', TOTAL_SHIP_CHARGE_VAT_AMT: '', SHIP_CHARGE_VAT_RATE_PERCENT: '', TOTAL_ACTIVITY_VALUE_AMT_VAT_EXCL: '25.13', TOTAL_ACTIVITY_VALUE_VAT_AMT: '4.77', TOTAL_ACTIVITY_VALUE_AMT_VAT_INCL: '29.90' },
  { SALES_CHANNEL: 'AFN', MARKETPLACE: 'amazon.de', TRANSACTION_TYPE: 'RETURN', TRANSACTION_COMPLETE_DATE: '29.01.2020', QTY: '1', DEPARTURE_COUNTRY: 'DE', ARRIVAL_COUNTRY: 'PL' },
]

describe('real layouts', () => {
  it('reads a pre-2021 report: local sales per month and rate with their refund, storage in both countries, no OSS', async () => {
    const r = ok(await run(file('pre_2021', '\t', pre2021)))
    expect(r.input).toEqual({ layout: 'pre_2021', delimiter: 'tab', encoding: 'utf-8', bom: false, data_rows: 4 })
    expect(r.counts.by_transaction_type).toEqual({ REFUND: 1, RETURN: 1, SALE: 2 })
    expect(r.local_sales).toEqual([{ country: 'DE', month: '2020-01', currency: 'EUR', rate: '19', net: '25.13', vat: '4.77', rows: [2, 3, 4] }])
    expect(r.storage_countries).toEqual({ DE: { rows: [2, 3] }, PL: { rows: [4, 5] } })
    expect(r.registration_needed.PL).toEqual({ reasons: ['storage'], held: false, rows: [4, 5] })
    expect(r.oss).toEqual({ lines: [], corrections: [] })
    expect(r.uninterpretable_rows).toEqual([])
  })

  it('reads an OSS-era report saved as comma CSV (DD-MM-YYYY): a deemed-supplier sale is Amazon’s, not the seller’s output VAT', async () => {
    const row = { SALES_CHANNEL: 'AFN', MARKETPLACE: 'amazon.es', PROGRAM_TYPE: 'REGULAR', TRANSACTION_TYPE: 'SALE', TRANSACTION_EVENT_ID: '408-0000003-0000003', TAX_CALCULATION_DATE: '30-04-2024', TRANSACTION_COMPLETE_DATE: '30-04-2024', ITEM_DESCRIPTION: 'Bomba de aire, "mini"', QTY: '1', TOTAL_PRICE_OF_ITEMS_AMT_VAT_EXCL: '10.32', TOTAL_SHIP_CHARGE_AMT_VAT_EXCL: '0.0', TOTAL_ACTIVITY_VALUE_AMT_VAT_EXCL: '10.32', PRICE_OF_ITEMS_VAT_RATE_PERCENT: '0.0', TOTAL_PRICE_OF_ITEMS_VAT_AMT: '0.0', TOTAL_ACTIVITY_VALUE_VAT_AMT: '0.0', TOTAL_ACTIVITY_VALUE_AMT_VAT_INCL: '10.32', TRANSACTION_CURRENCY_CODE: 'EUR', DEPARTURE_COUNTRY: 'PL', ARRIVAL_COUNTRY: 'ES', SALE_DEPART_COUNTRY: 'PL', SALE_ARRIVAL_COUNTRY: 'ES', TAXABLE_JURISDICTION: 'POLAND', EXPORT_OUTSIDE_EU: 'NO', TAX_REPORTING_SCHEME: 'DEEMED_RESELLER', TAX_COLLECTION_RESPONSIBILITY: 'MARKETPLACE' }
    const text = file('oss_2021', ',', []) + [row].map((v) => reportColumns.oss_2021.map((c) => (c === 'ITEM_DESCRIPTION' ? `"${v.ITEM_DESCRIPTION.replace(/"/g, '""')}"` : ((v as Record<string, string>)[c] ?? ''))).join(',')).join('')
    const r = ok(await run(text))
    expect(r.input.layout).toBe('oss_2021')
    expect(r.marketplace_collected).toEqual([{ country: 'ES', currency: 'EUR', net: '10.32', vat: '0.00', gross: '10.32', rows: [2] }])
    expect(r.local_sales).toEqual([])
    expect(r.b2b_intra_community.supplies).toEqual([])
    expect(r.flags).toEqual([])
  })
})

describe('files it refuses, rows it cannot read', () => {
  it('says why: empty, not a report, missing columns', async () => {
    expect(await run('')).toEqual({ ok: false, error: 'empty' })
    expect(await run('just some text\nand more\n')).toEqual({ ok: false, error: 'not_a_report' })
    expect(await run('Name;Street;City\nA;B;C\n')).toEqual({ ok: false, error: 'not_a_report' })
    const withoutCurrency = reportColumns.oss_2021.filter((c) => c !== 'TRANSACTION_CURRENCY_CODE').join('\t') + '\n'
    expect(await run(withoutCurrency)).toEqual({ ok: false, error: 'missing_columns', missing: ['TRANSACTION_CURRENCY_CODE'] })
  })

  it('lists a row with an unknown type, totals that disagree or more cells than the heading, with the reason', async () => {
    const rows = [{ ...local, TRANSACTION_TYPE: 'MYSTERY' }, { ...local, TOTAL_ACTIVITY_VALUE_AMT_VAT_EXCL: '99.00' }, { ...local, TAX_CALCULATION_DATE: '2020-13-01' }]
    const text = file('pre_2021', '\t', rows) + line('pre_2021', '\t', local) + '\t'.repeat(reportColumns.pre_2021.length) + 'x\r\n'
    const r = ok(await run(text))
    expect(r.uninterpretable_rows).toEqual([
      { row: 2, reasons: ['unknown_transaction_type'] },
      { row: 3, reasons: ['totals_disagree'] },
      { row: 4, reasons: ['bad_date:TAX_CALCULATION_DATE'] },
      { row: 5, reasons: ['more_cells_than_heading'] },
    ])
    expect(r.local_sales).toEqual([])
  })
})

describe('encoding', () => {
  it('reads a windows-1252 file as such even when its first non-UTF-8 byte comes in a late chunk', async () => {
    const rows = Array.from({ length: 300 }, (_, i) => ({ ...local, TRANSACTION_EVENT_ID: `id-${i}`, ITEM_DESCRIPTION: i === 299 ? 'Café' : 'Tasse' }))
    const text = file('pre_2021', '\t', rows)
    const bytes = Uint8Array.from([...text].map((ch) => ch.charCodeAt(0)))
    const r = ok(await run(bytes, profile, 1024))
    expect(r.input.encoding).toBe('windows-1252')
    expect(r.input.data_rows).toBe(300)
    expect(r.local_sales[0]!.net).toBe((27.63 * 300).toFixed(2))
    expect(r.local_sales[0]!.rows).toHaveLength(300)
  })
})

describe('Union-OSS', () => {
  const ossSale = { ...local, PROGRAM_TYPE: 'REGULAR', TRANSACTION_EVENT_ID: '028-0000009-0000009', TAX_CALCULATION_DATE: '28.06.2024', TRANSACTION_COMPLETE_DATE: '29.06.2024', ARRIVAL_COUNTRY: 'FR', SALE_ARRIVAL_COUNTRY: 'FR', PRICE_OF_ITEMS_VAT_RATE_PERCENT: '0.2', TOTAL_PRICE_OF_ITEMS_VAT_AMT: '5.03', SHIP_CHARGE_VAT_RATE_PERCENT: '0.2', TOTAL_SHIP_CHARGE_VAT_AMT: '0.50', TOTAL_ACTIVITY_VALUE_VAT_AMT: '5.53', TOTAL_ACTIVITY_VALUE_AMT_VAT_INCL: '33.16', TAXABLE_JURISDICTION: 'FRANCE', TAX_REPORTING_SCHEME: 'UNION-OSS', TAX_COLLECTION_RESPONSIBILITY: 'SELLER' }
  const ossRefund = { ...ossSale, TRANSACTION_TYPE: 'REFUND', TAX_CALCULATION_DATE: '01.07.2024', TRANSACTION_COMPLETE_DATE: '02.07.2024', TOTAL_PRICE_OF_ITEMS_AMT_VAT_EXCL: '-25.13', TOTAL_SHIP_CHARGE_AMT_VAT_EXCL: '-2.50', TOTAL_ACTIVITY_VALUE_AMT_VAT_EXCL: '-27.63', TOTAL_PRICE_OF_ITEMS_VAT_AMT: '-5.03', TOTAL_SHIP_CHARGE_VAT_AMT: '-0.50', TOTAL_ACTIVITY_VALUE_VAT_AMT: '-5.53', TOTAL_ACTIVITY_VALUE_AMT_VAT_INCL: '-33.16' }

  it('corrects the sale’s quarter with a refund written before the sale in the file (its own tax date in the next quarter)', async () => {
    const r = ok(await run(file('oss_2021', '\t', [ossRefund, ossSale])))
    expect(r.oss.lines).toEqual([{ country: 'FR', quarter: '2024-Q2', rate: '20', net_eur: '27.63', vat_eur: '5.53', rows: [3] }])
    expect(r.oss.corrections).toEqual([{ country: 'FR', quarter: '2024-Q2', rate: '20', net_eur: '-27.63', vat_eur: '-5.53', rows: [2], reported_in: '2024-Q3' }])
    expect(r.flags).toEqual([{ code: 'seller_collected_b2c_not_established', rows: [2, 3] }])
  })

  it('leaves out and flags an amount in a currency the ECB table has no rate for', async () => {
    const r = ok(await run(file('oss_2021', '\t', [ossSale, { ...ossSale, TRANSACTION_EVENT_ID: 'x', TRANSACTION_CURRENCY_CODE: 'CZK' }]), { ...profile, established_in: 'DE' }))
    expect(r.oss.lines).toEqual([{ country: 'FR', quarter: '2024-Q2', rate: '20', net_eur: '27.63', vat_eur: '5.53', rows: [2] }])
    expect(r.flags).toEqual([{ code: 'no_ecb_rate', rows: [3] }])
  })
})

describe('the EUR 10,000 threshold (Art. 59c)', () => {
  const crossBorder = (net: string, currency = 'EUR') => ({ ...local, TOTAL_SHIP_CHARGE_AMT_VAT_EXCL: '', TOTAL_SHIP_CHARGE_VAT_AMT: '', TOTAL_PRICE_OF_ITEMS_AMT_VAT_EXCL: net, TOTAL_ACTIVITY_VALUE_AMT_VAT_EXCL: net, TOTAL_PRICE_OF_ITEMS_VAT_AMT: '0.00', TOTAL_ACTIVITY_VALUE_VAT_AMT: '0.00', TOTAL_ACTIVITY_VALUE_AMT_VAT_INCL: net, PRICE_OF_ITEMS_VAT_RATE_PERCENT: '0.19', TRANSACTION_CURRENCY_CODE: currency, TAX_CALCULATION_DATE: '10.05.2024', TRANSACTION_COMPLETE_DATE: '11.05.2024', ARRIVAL_COUNTRY: 'FR', SALE_ARRIVAL_COUNTRY: 'FR', TAXABLE_JURISDICTION: 'GERMANY' })
  const taxedAtHome = (net: string, currency = 'EUR') => {
    const vat = (Number(net) * 0.19).toFixed(2)
    return { ...crossBorder(net, currency), TOTAL_PRICE_OF_ITEMS_VAT_AMT: vat, TOTAL_ACTIVITY_VALUE_VAT_AMT: vat }
  }
  const established = { ...profile, established_in: 'DE' }

  it('does not apply to a seller established outside the EU, nor to one shipping from another country too', async () => {
    const r1 = ok(await run(file('pre_2021', '\t', [taxedAtHome('100.00')])))
    expect(r1.threshold_10000).toMatchObject({ applicable: false, reasons: ['not_established_in_eu'] })
    const r2 = ok(await run(file('pre_2021', '\t', [taxedAtHome('100.00'), { ...taxedAtHome('5.00'), DEPARTURE_COUNTRY: 'PL', SALE_DEPART_COUNTRY: 'PL' }]), established))
    expect(r2.threshold_10000).toMatchObject({ applicable: false, reasons: ['ships_from_other_countries'], ships_from: ['DE', 'PL'] })
  })

  it('applies to a seller established in one member state shipping only from there, and counts the year’s cross-border B2C sales in euro', async () => {
    const below = ok(await run(file('pre_2021', '\t', [taxedAtHome('9999.99')]), established))
    expect(below.threshold_10000).toEqual({ applicable: true, reasons: ['established_and_ships_only_from_there', 'below_threshold'], ships_from: ['DE'], year: '2024', cross_border_b2c_eur: '9999.99' })
    const above = ok(await run(file('pre_2021', '\t', [taxedAtHome('9999.99'), taxedAtHome('43.18', 'PLN')]), established))
    // 43.18 PLN at 4.3090 (2024-07-01, the next publication after the quarter's end) = 10.02 EUR.
    expect(above.threshold_10000).toMatchObject({ applicable: true, reasons: ['established_and_ships_only_from_there', 'current_year_above_threshold'], cross_border_b2c_eur: '10010.01' })
    const prior = ok(await run(file('pre_2021', '\t', [taxedAtHome('10.00')]), { ...established, prior_year_cross_border_b2c_eur: 10_000.01 }))
    expect(prior.threshold_10000.reasons).toEqual(['established_and_ships_only_from_there', 'prior_year_above_threshold'])
  })
})

describe('the profile', () => {
  it('reads the issue’s shape and names the wrong field', () => {
    expect(parseProfile({ established_in: 'gr', oss_registered_in: null, registered_in: ['PL', 'XI'], prior_year_cross_border_b2c_eur: 1200.5 })).toEqual({ ok: true, profile: { established_in: 'EL', oss_registered_in: null, registered_in: ['PL', 'XI'], prior_year_cross_border_b2c_eur: 1200.5 } })
    expect(parseProfile({ established_in: 'CN' })).toEqual({ ok: false, error: 'established_in' })
    expect(parseProfile({ registered_in: 'PL' })).toEqual({ ok: false, error: 'registered_in' })
    expect(parseProfile({ prior_year_cross_border_b2c_eur: -1 })).toEqual({ ok: false, error: 'prior_year_cross_border_b2c_eur' })
    expect(parseProfile({ establised_in: 'DE' })).toEqual({ ok: false, error: 'unknown_field', field: 'establised_in' })
    expect(parseProfile([])).toEqual({ ok: false, error: 'profile_not_object' })
  })
})

describe('npm run vat-report', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vat-report-cli-'))
  const cli = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/vat-report.ts', ...args], { encoding: 'utf8' })

  it('writes one JSON object per file with the issue’s fields, and a translated reason for a file it cannot read', () => {
    writeFileSync(join(dir, 'profile.json'), JSON.stringify({ established_in: null, oss_registered_in: 'DE', registered_in: ['DE'], prior_year_cross_border_b2c_eur: 0 }))
    writeFileSync(join(dir, 'rates.json'), JSON.stringify(testRates))
    writeFileSync(join(dir, 'a.txt'), file('pre_2021', '\t', pre2021))
    writeFileSync(join(dir, 'b.csv'), 'not a report at all\n')
    const run = cli('--json', '--profile', join(dir, 'profile.json'), '--rates', join(dir, 'rates.json'), '--lang', 'de', join(dir, 'a.txt'), join(dir, 'b.csv'))
    expect(run.status).toBe(1)
    const [a, b] = run.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>)
    expect(Object.keys(a!)).toEqual(['file', 'ok', 'input', 'counts', 'storage_countries', 'registration_needed', 'fc_transfers', 'oss', 'local_sales', 'marketplace_collected', 'b2b_intra_community', 'rate_check', 'threshold_10000', 'uninterpretable_rows', 'flags'])
    expect(a!.local_sales).toEqual([{ country: 'DE', month: '2020-01', currency: 'EUR', rate: '19', net: '25.13', vat: '4.77', rows: [2, 3, 4] }])
    // The test table starts on 2021-07-01: a 2020 report's rates cannot be checked against it, and the rows say so.
    expect(a!.flags).toEqual([{ code: 'no_rate_data', rows: [2, 3, 4] }])
    expect(b).toEqual({ file: join(dir, 'b.csv'), ok: false, error: 'not_a_report', message: expect.stringContaining('kein Amazon-Umsatzsteuer-Transaktionsbericht') })
  })

  it('without --rates and --ecb checks against the site’s own tables: Finland’s 25.5 % from 1 September 2024 (an OSS-era sale charged 24 % on 1 October 2024 is wrong)', () => {
    writeFileSync(join(dir, 'profile.json'), JSON.stringify({ established_in: 'DE', oss_registered_in: 'DE', registered_in: ['DE'], prior_year_cross_border_b2c_eur: 50_000 }))
    const sale = { ...local, PROGRAM_TYPE: 'REGULAR', TAX_CALCULATION_DATE: '01.10.2024', TRANSACTION_COMPLETE_DATE: '01.10.2024', ARRIVAL_COUNTRY: 'FI', SALE_ARRIVAL_COUNTRY: 'FI', PRICE_OF_ITEMS_VAT_RATE_PERCENT: '0.24', SHIP_CHARGE_VAT_RATE_PERCENT: '0.24', TAXABLE_JURISDICTION: 'FINLAND', TAX_REPORTING_SCHEME: 'UNION-OSS', TAX_COLLECTION_RESPONSIBILITY: 'SELLER' }
    writeFileSync(join(dir, 'fi.txt'), file('oss_2021', '\t', [sale]))
    const run = cli('--json', '--profile', join(dir, 'profile.json'), join(dir, 'fi.txt'))
    expect(run.status, run.stderr).toBe(0)
    const result = JSON.parse(run.stdout.trim()) as { rate_check: { invalid: { row: number; country: string; charged: string; valid: string[] }[] } }
    expect(result.rate_check.invalid).toEqual([expect.objectContaining({ row: 2, country: 'FI', charged: '24', valid: expect.arrayContaining(['25.5']) })])
  })

  it('refuses a wrong profile with exit status 2 and says which field, in the chosen language', () => {
    writeFileSync(join(dir, 'bad.json'), JSON.stringify({ established_in: 'CN' }))
    const run = cli('--json', '--profile', join(dir, 'bad.json'), '--lang', 'zh', join(dir, 'a.txt'))
    expect(run.status).toBe(2)
    expect(run.stderr).toContain('配置中的“established_in”无效')
  })
})
