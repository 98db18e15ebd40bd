/**
 * `npm run vat-report -- --json --profile PROFILE.json [--rates RATES.json] [--ecb ECB.json] [--lang de|en|zh] FILE…`:
 * analyses Amazon VAT Transactions Reports with the engine of the analyser page (core/vat-report),
 * each file read as a stream. With --json one JSON object per file and line: {file, ok, …the
 * analysis (docs/vat-report.md)} or {file, ok: false, error, message}. Without --json a short summary
 * per file. --rates and --ecb name the EU VAT rates and ECB reference rates as JSON
 * (core/vat-report/tables.ts); without them the rate check and the conversion of other currencies
 * than the euro are left out and flagged. Exit status 1 when a file could not be analysed, 2 on
 * wrong usage or a bad profile.
 */
import { createReadStream } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { vatReportErrors } from '../content/vat-report'
import type { Lang } from '../content/types'
import { analyseReport, type VatReportResult } from '../core/vat-report/analyse'
import { parseProfile, type EurRates, type RateTable } from '../core/vat-report/inputs'
import { eurRatesFromJson, rateTableFromJson } from '../core/vat-report/tables'
import { eurRatesOf, rateTableOf } from '../core/vat-report/site-tables'
import { parseReferenceRates } from '../core/ecb-rates'
import { vatRates } from '../content/vat-rates'
import { referenceRatesFile } from './rates/ecb'
import { format } from '../core/text'

const args = process.argv.slice(2)
const usage = 'Usage: npm run vat-report -- [--json] --profile PROFILE.json [--rates RATES.json] [--ecb ECB.json] [--lang de|en|zh] FILE…'
const options = new Map<string, string>()
const files: string[] = []
let json = false
for (let i = 0; i < args.length; i++) {
  const arg = args[i]!
  if (arg === '--json') json = true
  else if (arg === '--help') {
    console.log(usage)
    process.exit(0)
  } else if (['--profile', '--rates', '--ecb', '--lang'].includes(arg) && args[i + 1] !== undefined) options.set(arg, args[++i]!)
  else if (arg.startsWith('--')) {
    console.error(usage)
    process.exit(2)
  } else files.push(arg)
}
const lang = (options.get('--lang') ?? 'en') as Lang
if (files.length === 0 || !options.has('--profile') || !['de', 'en', 'zh'].includes(lang)) {
  console.error(usage)
  process.exit(2)
}
const fail = (key: keyof typeof vatReportErrors, values: Record<string, string> = {}): never => {
  console.error(format(vatReportErrors[key][lang], values))
  process.exit(2)
}

async function readJson(path: string): Promise<unknown> {
  return JSON.parse(await readFile(path, 'utf8')) as unknown
}
const profileJson = await readJson(options.get('--profile')!).catch(() => fail('profile_unreadable'))
const parsed = parseProfile(profileJson)
const profile = parsed.ok ? parsed.profile : fail('profile_invalid', { field: parsed.field ?? parsed.error })
let rates: RateTable | undefined
let eurRates: EurRates | undefined
// By default the site's own tables: the EU VAT rates and the ECB reference rates the site publishes (docs/vat-rates.md).
if (options.has('--rates')) rates = rateTableFromJson(await readJson(options.get('--rates')!).catch(() => undefined)) ?? fail('rates_invalid')
else rates = rateTableOf(vatRates)
if (options.has('--ecb')) eurRates = eurRatesFromJson(await readJson(options.get('--ecb')!).catch(() => undefined)) ?? fail('ecb_invalid')
else eurRates = eurRatesOf(parseReferenceRates(await readFile(referenceRatesFile, 'utf8')))

function summary(file: string, r: VatReportResult & { ok: true }): string {
  const lines = [
    `${file}: ${r.input.data_rows} rows (${r.input.layout}, ${r.input.delimiter}, ${r.input.encoding}${r.input.bom ? ' with BOM' : ''})`,
    `  storage: ${Object.keys(r.storage_countries).join(', ') || '–'}`,
    `  registrations needed: ${Object.entries(r.registration_needed).map(([c, e]) => `${c}${e.held ? '' : ' (not held)'}`).join(', ') || '–'}`,
    ...r.oss.lines.map((l) => `  OSS ${l.country} ${l.quarter} ${l.rate} %: net ${l.net_eur} EUR, VAT ${l.vat_eur} EUR`),
    ...r.oss.corrections.map((l) => `  OSS correction of ${l.quarter} (in ${l.reported_in}) ${l.country} ${l.rate} %: net ${l.net_eur} EUR, VAT ${l.vat_eur} EUR`),
    `  wrong rates: ${r.rate_check.invalid.length}, uninterpretable rows: ${r.uninterpretable_rows.length}, flags: ${r.flags.map((f) => `${f.code} (${f.rows.length})`).join(', ') || '–'}`,
  ]
  return lines.join('\n')
}

let allRead = true
for (const file of files) {
  let result: VatReportResult
  try {
    result = await analyseReport(() => createReadStream(file), { profile, rates, eurRates })
  } catch {
    allRead = false
    const message = vatReportErrors.unreadable[lang]
    console.log(json ? JSON.stringify({ file, ok: false, error: 'unreadable', message }) : `${file}: ${message}`)
    continue
  }
  if (!result.ok) {
    allRead = false
    const message = format(vatReportErrors[result.error][lang], { missing: 'missing' in result ? result.missing.join(', ') : '' })
    console.log(json ? JSON.stringify({ file, ...result, message }) : `${file}: ${message}`)
    continue
  }
  console.log(json ? JSON.stringify({ file, ...result }) : summary(file, result))
}
process.exit(allRead ? 0 : 1)
