// npm run rates:update: compares content/vat-rates.ts with the Commission's TEDB and rewrites it
// where a rate changed (scripts/rates/update-table.ts), and rewrites the ECB reference rates
// (content/exchange-rates/eurofxref-hist.csv) from the ECB's history file. Prints what changed;
// the scheduled workflow (.github/workflows/rates-update.yml) opens a pull request from that.
// TEDB_URL and ECB_URL point it elsewhere (the tests' fake servers); TODAY pins the day.
import { readFileSync, writeFileSync } from 'node:fs'
import { vatRates } from '../content/vat-rates'
import { isoDayInBerlin } from '../core/vat-rates'
import { fetchReferenceRates, ecbHistoryUrl, referenceRatesFile } from './rates/ecb'
import { renderVatRatesFile, vatRatesFile } from './rates/render'
import { fetchTedb, tedbEndpoint, tedbMemberStates, tedbRates } from './rates/tedb'
import { updateTable } from './rates/update-table'

const today = process.env.TODAY ?? isoDayInBerlin(new Date())
if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`TODAY must be YYYY-MM-DD, not "${today}"`)
const tedbUrl = process.env.TEDB_URL ?? tedbEndpoint
const ecbUrl = process.env.ECB_URL ?? ecbHistoryUrl

const regional = (code: string) => vatRates.countries[code as keyof typeof vatRates.countries]?.regionalRates ?? []
let requests = 0
const update = await updateTable(
  vatRates,
  async (day) => {
    requests++
    return tedbRates(await fetchTedb(tedbUrl, tedbMemberStates, day), regional)
  },
  today,
)
console.log(`TEDB: ${requests} requests, ${update.changes.length} changes`)
for (const line of update.changes) console.log(`  ${line}`)
if (update.missing.length > 0) console.log(`TEDB gave no rates on some days for: ${update.missing.join(', ')} (left as they were)`)
if (update.changes.length > 0) writeFileSync(vatRatesFile, renderVatRatesFile(update.table))

const csv = await fetchReferenceRates(ecbUrl, update.table.coverageFrom)
const before = readFileSync(referenceRatesFile, 'utf8')
if (csv !== before) writeFileSync(referenceRatesFile, csv)
console.log(`ECB: ${csv === before ? 'unchanged' : 'rewritten'} (${csv.split('\n').length - 2} publication days)`)
