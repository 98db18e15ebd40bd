// The analyser's budget (issue 40): a 100,000-row VAT Transactions Report (OSS-era layout, generated
// by tests/support/vat-report/generate.ts) analysed in Node as a stream in ≤ 5 s with ≤ 300 MB.
// Each run is a fresh process (scripts/bench/vat-report-run.ts), so its peak memory is its own. The
// memory budget is held against what the analysis adds to the process (peak RSS less the RSS of Node
// and tsx before it starts); the whole process's peak is shown beside it.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { buildReport, styleArb, txArb, type FileStyle, type Tx } from '../../tests/support/vat-report/generate'
import { median, ms, table } from './report'

export const VAT_REPORT_BUDGETS = { rows: 100_000, ms: 5_000, maxRssMb: 300 }

/** The benchmark's report: 100,000 generated data rows, OSS-era layout, tab, UTF-8 (the same bytes every run). */
export function benchReport(): { bytes: Uint8Array; style: FileStyle } {
  const style = { ...fc.sample(styleArb, { numRuns: 1, seed: 40 })[0]!, layout: 'oss_2021' as const, delimiter: '\t' as const, encoding: 'utf-8' as const }
  // Transactions until the report has exactly 100,000 data rows (an OSS sale with its refund writes two).
  const rowsOf = (tx: Tx) => (tx.kind === 'oss' && (tx.refund === 'same' || tx.refund === 'later') ? 2 : 1)
  const txs: Tx[] = []
  let rows = 0
  for (const tx of fc.sample(txArb('oss_2021'), { numRuns: VAT_REPORT_BUDGETS.rows, seed: 40 })) {
    if (rows + rowsOf(tx) > VAT_REPORT_BUDGETS.rows) continue
    txs.push(tx)
    rows += rowsOf(tx)
  }
  const { bytes, expected } = buildReport(style, txs, { established_in: null })
  if (expected.dataRows !== VAT_REPORT_BUDGETS.rows) throw new Error(`generated ${expected.dataRows} rows`)
  return { bytes, style }
}

export async function measureVatReport(): Promise<{ text: string; overBudget: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'vat-report-bench-'))
  try {
    const { bytes, style } = benchReport()
    const file = join(dir, 'report.txt')
    writeFileSync(file, bytes)
    const runs: { ms: number; cpuMs: number; rows: number; rssBeforeMb: number; peakHeapMb: number; maxRssMb: number }[] = []
    for (let i = 0; i < 3; i++) {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench/vat-report-run.ts', file], { encoding: 'utf8' })
      if (run.status !== 0) throw new Error(run.stderr)
      runs.push(JSON.parse(run.stdout.trim().split('\n').pop()!))
    }
    const wall = median(runs.map((r) => r.ms))
    const cpu = median(runs.map((r) => r.cpuMs))
    const added = Math.max(...runs.map((r) => r.maxRssMb - r.rssBeforeMb))
    const rss = Math.max(...runs.map((r) => r.maxRssMb))
    const heap = Math.max(...runs.map((r) => r.peakHeapMb))
    const overBudget = [...(cpu > VAT_REPORT_BUDGETS.ms ? ['100,000 rows time'] : []), ...(added > VAT_REPORT_BUDGETS.maxRssMb ? ['100,000 rows memory'] : [])]
    const text = table(
      ['Report', 'Rows', 'Size', 'Wall (median of 3)', 'CPU (median)', 'Memory added by the analysis (max of 3)', 'Peak JS heap', 'Peak RSS of the whole process', 'Budget'],
      [[`generated, ${style.layout}, tab, UTF-8`, runs[0]!.rows.toLocaleString('en'), `${(statSync(file).size / 2 ** 20).toFixed(1)} MB`, ms(wall, 0), ms(cpu, 0), `${added.toFixed(0)} MB`, `${heap.toFixed(0)} MB`, `${rss.toFixed(0)} MB`, `CPU ≤ ${VAT_REPORT_BUDGETS.ms} ms, added ≤ ${VAT_REPORT_BUDGETS.maxRssMb} MB`]],
    )
    return { text, overBudget }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
