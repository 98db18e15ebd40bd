// The Amazon VAT report analyser in Chromium (the page's part of `npm run bench -- vat-report`): what
// the page loads in each phase (before interaction, fetched at idle, on hydration, with the first
// file), as gzip bytes of the very files the browser fetched; and the 100,000-row report of
// vat-report.ts set on the file input: the time from the hand-over (the input's change event) to the
// results on screen, and the memory the analysis adds to the renderer process that runs the page and
// its worker (its peak resident set during the run, /proc VmHWM reset before the file is set, less its
// resident set before), as the Node part judges the engine's.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser, type Page } from '@playwright/test'
import { chromiumFlags, chromiumPath } from '../chromium'
import { startLocalSite } from './local-site'
import { median, ms, table } from './report'
import { benchReport, VAT_REPORT_BUDGETS } from './vat-report'

const root = fileURLToPath(new URL('../../dist/client/', import.meta.url))
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** Issue 40, item 5: gzip bytes, milliseconds, megabytes. */
export const vatReportPageBudgets = { jsBeforeInteraction: 10 * 1024, analyserOnFirstUse: 60 * 1024, ms: VAT_REPORT_BUDGETS.ms, memoryMb: VAT_REPORT_BUDGETS.maxRssMb } as const

/** The renderer processes' ids (Chromium's own list), for their memory in /proc. */
async function rendererPids(browser: Browser): Promise<number[]> {
  const cdp = await browser.newBrowserCDPSession()
  const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: { type: string; id: number }[] }
  await cdp.detach()
  return processInfo.filter((p) => p.type === 'renderer').map((p) => p.id)
}

const statusKb = (pid: number, field: 'VmHWM' | 'VmRSS') => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)

/** Sets the file on the input and resolves with the milliseconds from its change event to the results painted. */
async function analyse(page: Page, file: string): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { analysed: Promise<number> }
    w.analysed = new Promise((resolve) => {
      const input = document.querySelector<HTMLInputElement>('[data-island="vat-report-analyser"] input[type=file]')!
      input.addEventListener(
        'change',
        () => {
          const start = performance.now()
          // No named helper inside: the function is serialised into the page, where tsx's __name is unknown.
          new MutationObserver((_, observer) => {
            if (document.querySelector('article[data-file]') === null || document.querySelector('[data-running]') !== null) return
            observer.disconnect()
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0))
          }).observe(document.body, { childList: true, subtree: true })
        },
        { once: true, capture: true },
      )
    })
  })
  await page.locator('[data-island="vat-report-analyser"] input[type=file]').setInputFiles(file)
  return page.evaluate(() => (window as unknown as { analysed: Promise<number> }).analysed)
}

export async function measureVatReportPage(): Promise<{ text: string; overBudget: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'vat-report-page-'))
  const site = await startLocalSite()
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  const overBudget: string[] = []
  try {
    const file = join(dir, 'report-100000.txt')
    const { bytes } = benchReport()
    writeFileSync(file, bytes)
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'))
    let phase = 'before interaction'
    const scripts = new Map<string, string>()
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (path.endsWith('.js') && !scripts.has(path)) scripts.set(path, phase)
    })
    await page.goto(`${site.url}/amazon-ust-bericht`, { waitUntil: 'networkidle' })
    const idle = new Set(await page.evaluate(() => (JSON.parse(document.getElementById('island-code')?.textContent ?? '[]') as string[]).map((href) => new URL(href, location.href).pathname)))
    for (const [path, when] of scripts) if (when === 'before interaction' && idle.has(path)) scripts.set(path, 'fetched at idle after load (islands and React, run on first use)')
    phase = 'on hydration (first use of the analyser)'
    await page.hover('.vat-report-dropzone')
    await page.waitForSelector('[data-island="vat-report-analyser"][data-hydrated]')
    await page.waitForLoadState('networkidle')

    phase = 'with the first file (the engine\u2019s worker, rates and ECB table)'
    const renderers = await rendererPids(browser)
    // One run: the renderers' resident set before, their peak reset, the file analysed, their peak after (kB).
    const run = async () => {
      const before = Math.max(...renderers.map((pid) => statusKb(pid, 'VmRSS')))
      for (const pid of renderers) writeFileSync(`/proc/${pid}/clear_refs`, '5')
      const wall = await analyse(page, file)
      return { wall, before, peak: Math.max(...renderers.map((pid) => statusKb(pid, 'VmHWM'))) }
    }
    const first = await run()
    await page.waitForLoadState('networkidle')
    const again: Awaited<ReturnType<typeof run>>[] = []
    for (let i = 0; i < 4; i++) again.push(await run())
    const cold = first.wall
    const warm = again.map((r) => r.wall)
    const mb = (kB: number) => `${(kB / 1024).toFixed(0)} MB`
    const added = (runs: { before: number; peak: number }[]) => Math.max(...runs.map((r) => r.peak - r.before))

    const byPhase = new Map<string, number>()
    const files = new Map<string, number>()
    for (const [path, when] of scripts) {
      const size = gzipSync(readFileSync(join(root, path)), { level: 9 }).length
      files.set(path, size)
      byPhase.set(when, (byPhase.get(when) ?? 0) + size)
    }
    const beforeInteraction = byPhase.get('before interaction') ?? 0
    // The analyser's own code: what hydration and the first file fetched, without React and react-dom
    // (the site's widget runtime, shared by every island and judged by the weight section).
    const runtime = [...scripts].filter(([path, when]) => when.startsWith('fetched at idle') && /react/i.test(readFileSync(join(root, path), 'utf8').slice(0, 4000))).reduce((sum, [path]) => sum + files.get(path)!, 0)
    const onUse = [...byPhase].filter(([when]) => when !== 'before interaction').reduce((sum, [, size]) => sum + size, 0)
    const own = onUse - runtime
    const addedMb = added([first, ...again]) / 1024
    const fastest = Math.min(...warm)
    if (beforeInteraction > vatReportPageBudgets.jsBeforeInteraction) overBudget.push(`analyser: JS before interaction ${kb(beforeInteraction)}`)
    if (own > vatReportPageBudgets.analyserOnFirstUse) overBudget.push(`analyser: its code on first use ${kb(own)}`)
    if (fastest > vatReportPageBudgets.ms) overBudget.push(`analyser: 100,000 rows in the browser ${ms(fastest)}`)
    if (addedMb > vatReportPageBudgets.memoryMb) overBudget.push(`analyser: memory added by the analysis ${addedMb.toFixed(0)} MB`)
    const text = [
      'JavaScript the page fetches, by phase (gzip -9 of the files fetched):',
      '',
      table(['phase', 'JS gzip'], [...byPhase].map(([when, size]) => [when, kb(size)])),
      '',
      `The analyser's own code on first use (island, engine worker with the rates and the ECB table; React and react-dom, shared by every island, left out): ${kb(own)}; with them ${kb(onUse)}. Budgets: before interaction ≤ ${kb(vatReportPageBudgets.jsBeforeInteraction)}, the analyser on first use ≤ ${kb(vatReportPageBudgets.analyserOnFirstUse)}.`,
      '',
      `The generated 100,000-row report (${(bytes.length / 2 ** 20).toFixed(1)} MB), from the file input's change to the results painted:`,
      '',
      table(
        ['run', 'runs', 'wall median', 'wall fastest', 'memory added by the analysis (renderer peak less its RSS before, max)', 'renderer (page + worker) peak RSS, max', 'renderer RSS before, max'],
        [
          ['first file (worker still to load)', 1, ms(cold), ms(cold), mb(added([first])), mb(first.peak), mb(first.before)],
          ['worker loaded (the results of the run before still on screen)', warm.length, ms(median(warm)), ms(fastest), mb(added(again)), mb(Math.max(...again.map((r) => r.peak))), mb(Math.max(...again.map((r) => r.before)))],
        ],
      ),
      '',
      `Budget: ≤ ${vatReportPageBudgets.ms} ms (the fastest run) and ≤ ${vatReportPageBudgets.memoryMb} MB added by the analysis (as the Node part judges it: the renderer that runs the page and its worker, its peak during the run less its resident set before). Load average during the run: ${loadavg().map((l) => l.toFixed(1)).join(', ')}. ${overBudget.length > 0 ? `Over budget:\n${overBudget.join('\n')}` : 'Within budget.'}`,
    ].join('\n')
    return { text, overBudget }
  } finally {
    await browser.close()
    await site.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}
