// One analysis of a report file in a fresh Node process, for `npm run bench -- vat-report`: wall and
// CPU time of the analysis alone, the peak JS heap while it runs (sampled at every chunk), and the
// process's peak memory (max RSS: Node, tsx's loader and the analysis) with what it was before.
import { createReadStream } from 'node:fs'
import { analyseReport } from '../../core/vat-report/analyse'
import { eurRatesFromJson, rateTableFromJson } from '../../core/vat-report/tables'
import { testEcb, testRates } from '../../tests/support/vat-report/generate'

const file = process.argv[2]!
const rssBefore = process.memoryUsage().rss
const cpuBefore = process.cpuUsage()
let peakHeap = 0
const started = performance.now()
const result = await analyseReport(() => createReadStream(file, { highWaterMark: 1 << 20 }), {
  profile: { established_in: null, oss_registered_in: 'DE', registered_in: ['DE'], prior_year_cross_border_b2c_eur: 0 },
  rates: rateTableFromJson(testRates),
  eurRates: eurRatesFromJson(testEcb),
  progress: () => {
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapTotal)
  },
})
const ms = performance.now() - started
const cpu = process.cpuUsage(cpuBefore)
if (!result.ok) throw new Error(`not analysed: ${result.error}`)
console.log(JSON.stringify({ ms, cpuMs: (cpu.user + cpu.system) / 1000, rows: result.input.data_rows, rssBeforeMb: rssBefore / 2 ** 20, peakHeapMb: peakHeap / 2 ** 20, maxRssMb: process.resourceUsage().maxRSS / 1024 }))
