// The e-invoice checker's budgets (docs/einvoice.md): the engine's gzip weight on first use (and the
// PDF reader's, loaded only for a PDF), a generated 1,000-line invoice checked in Chromium (the engine
// alone; the page adds its rendering), and the CLI's invoices per second.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir, loadavg } from 'node:os'
import { join } from 'node:path'
import { serialize } from '../../tests/support/einvoice/serialize'
import { baseSpec, CATEGORIES } from '../../tests/support/einvoice/spec'
import { bundleEngine, weights } from '../einvoice/browser-bundle'
import { startChromiumEngine } from '../einvoice/chromium-engine'
import { median, ms, table } from './report'

export const EINVOICE_BUDGETS = { engineGzipKb: 150, thousandLinesMs: 300, cliPerSecond: 20 }

function thousandLines(): string {
  const spec = baseSpec('UBL', 'S')
  spec.lines = Array.from({ length: 1000 }, (_, i) => ({ ...spec.lines[0]!, id: String(i + 1), name: `Position ${i + 1}`, quantity: String((i % 7) + 1) }))
  return serialize(spec)
}

export async function measureEinvoice(): Promise<{ text: string; overBudget: string[] }> {
  const overBudget: string[] = []
  const w = weights(await bundleEngine())
  if (w.engine > EINVOICE_BUDGETS.engineGzipKb) overBudget.push('engine weight')

  const chromium = await startChromiumEngine()
  const xml = thousandLines()
  type Engine = typeof import('../../core/einvoice/browser')
  type Parser = 'parseXmlBrowser' | 'parseXmlDomParser'
  // Wall time per run, and Chromium's CPU time over the runs: on a shared, loaded machine the CPU time
  // is what the check itself costs. One warm-up run first, as a page checks its second file warm.
  const measure = async (parser: Parser | 'DOMParser alone') => {
    await chromium.page.evaluate(([text, p]) => {
      const engine = (globalThis as unknown as { engine: Engine }).engine
      if (p === 'DOMParser alone') new DOMParser().parseFromString(text, 'application/xml')
      else engine.checkXml(text, engine[p])
    }, [xml, parser] as const)
    const cpuBefore = chromium.cpuMs()
    const times: number[] = await chromium.page.evaluate(([text, p]) => {
      const engine = (globalThis as unknown as { engine: Engine }).engine
      const runs: number[] = []
      for (let i = 0; i < 7; i++) {
        const started = performance.now()
        if (p === 'DOMParser alone') new DOMParser().parseFromString(text, 'application/xml')
        else {
          const r = engine.checkXml(text, engine[p])
          if (!r.ok || !r.report.valid) throw new Error('the generated invoice should be valid')
        }
        runs.push(performance.now() - started)
      }
      return runs
    }, [xml, parser] as const)
    const cpuAfter = chromium.cpuMs()
    return { times, cpu: cpuBefore !== null && cpuAfter !== null ? (cpuAfter - cpuBefore) / times.length : null }
  }
  const saxes = await measure('parseXmlBrowser')
  const dom = await measure('parseXmlDomParser')
  const domAlone = await measure('DOMParser alone')
  await chromium.close()
  const first = saxes.times[0]!
  const warm = median(saxes.times.slice(1))
  const cpuPerRun = saxes.cpu
  if ((cpuPerRun ?? warm) > EINVOICE_BUDGETS.thousandLinesMs) overBudget.push('1,000 lines in Chromium')
  const cpuText = (cpu: number | null) => (cpu === null ? 'n/a' : ms(cpu))

  const dir = mkdtempSync(join(tmpdir(), 'einvoice-bench-'))
  const files: string[] = []
  for (let i = 0; i < 100; i++) {
    const spec = baseSpec(i % 2 ? 'CII' : 'UBL', CATEGORIES[i % CATEGORIES.length]!)
    spec.number = `B-${i}`
    const file = join(dir, `${i}.xml`)
    writeFileSync(file, serialize(spec))
    files.push(file)
  }
  // Python's getrusage(RUSAGE_CHILDREN) gives the CLI's own CPU time beside the wall time.
  const started = performance.now()
  const run = spawnSync(
    'python3',
    ['-c', 'import json,resource,subprocess,sys; p=subprocess.run(sys.argv[1:],capture_output=True,text=True); r=resource.getrusage(resource.RUSAGE_CHILDREN); print(json.dumps({"out": p.stdout, "cpu": r.ru_utime + r.ru_stime}))', process.execPath, '--import', 'tsx', 'scripts/einvoice.ts', '--json', ...files],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  const seconds = (performance.now() - started) / 1000
  rmSync(dir, { recursive: true, force: true })
  const { out, cpu } = JSON.parse(run.stdout) as { out: string; cpu: number }
  const checked = out.trim().split('\n').length
  const perSecond = checked / seconds
  const perCpuSecond = checked / cpu
  if (perCpuSecond < EINVOICE_BUDGETS.cliPerSecond) overBudget.push('CLI invoices per second')

  const text = table(
    ['Measure', 'Result', 'Budget'],
    [
      ['Engine on first use (JS, gzip)', `${w.engine.toFixed(1)} KB`, `≤ ${EINVOICE_BUDGETS.engineGzipKb} KB`],
      ['PDF reader on top, only for a PDF (pdf-lib, gzip)', `${w.pdf.toFixed(1)} KB`, '—'],
      ['1,000-line UBL invoice checked in Chromium as pages do (saxes): CPU time per run (7 runs after one warm-up)', cpuText(cpuPerRun), `≤ ${EINVOICE_BUDGETS.thousandLinesMs} ms with rendering`],
      ['… wall time: fastest run / median of the last 6 / first run', `${ms(Math.min(...saxes.times))} / ${ms(warm)} / ${ms(first)}`, '—'],
      ["… the same with the browser's DOMParser and the DOM converted: CPU time per run / fastest run", `${cpuText(dom.cpu)} / ${ms(Math.min(...dom.times))}`, '—'],
      ["… the browser's DOMParser alone: CPU time per run / fastest run", `${cpuText(domAlone.cpu)} / ${ms(Math.min(...domAlone.times))}`, '—'],
      [`CLI: ${checked} invoices in one run, per CPU second (process start included)`, `${perCpuSecond.toFixed(1)} invoices/s`, `≥ ${EINVOICE_BUDGETS.cliPerSecond}/s`],
      ['… per wall-clock second on this machine now', `${perSecond.toFixed(1)} invoices/s`, '—'],
    ],
  )
  return { text: `${text}\n\nLoad average while measuring: ${loadavg().map((l) => l.toFixed(1)).join(' / ')} on this shared machine.`, overBudget }
}
