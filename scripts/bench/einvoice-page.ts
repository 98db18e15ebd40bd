// The e-invoice checker in Chromium (the page's part of `npm run bench -- einvoice`): what the page
// loads in each phase (before interaction, on hydration, with the first XML file, with the first PDF),
// as gzip bytes of the very files the browser fetched, and how long a generated 1,000-line XRechnung
// takes from the file handed to the page to its report on screen (validated and shown).
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium, type Page } from '@playwright/test'
import { FIRST_LINES } from '../../renderer/islands/EInvoiceChecker/InvoiceView'
import { facturXPdf, invoiceXml } from '../../tests/support/einvoice-files'
import { chromiumFlags, chromiumPath } from '../chromium'
import { startLocalSite } from './local-site'
import { median, ms, table } from './report'

const root = fileURLToPath(new URL('../../dist/client/', import.meta.url))
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** Budgets of the issue (docs/benchmarks.md; issue 37 raised the first XML file to 160 KB for the schema stage): gzip bytes and milliseconds. */
export const eInvoicePageBudgets = { jsBeforeInteraction: 10 * 1024, engineOnFirstUse: 160 * 1024, thousandLinesMs: 300 } as const

/**
 * Hands files to the checker as a drop would, and resolves with the milliseconds until the last report
 * shows, and the engine's share of them (the island's measure "einvoice:engine").
 */
async function dropAndTime(page: Page, files: { name: string; type: string; base64: string }[], lines = 0): Promise<{ total: number; engine: number; cpu: number; allLines: number }> {
  // Main-thread task time (Chromium's own Performance.getMetrics): what the check costs on a machine
  // shared with other work, where wall time also counts the waiting.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Performance.enable')
  const taskTime = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')!.value * 1000
  const cpuBefore = await taskTime()
  const timed = await page.evaluate(async ([list, lines]) => {
    performance.clearMeasures('einvoice:engine')
    const before = document.querySelectorAll('article.einvoice-report').length
    const transfer = new DataTransfer()
    for (const f of list) transfer.items.add(new File([Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0))], f.name, { type: f.type }))
    const zone = document.querySelector('.einvoice-dropzone')!
    const start = performance.now()
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }))
    // No named helper inside: the function is serialised into the page, where tsx's __name is unknown.
    await new Promise<void>((resolve) => {
      if (document.querySelectorAll('article.einvoice-report').length >= before + list.length) return resolve()
      new MutationObserver((_, observer) => {
        if (document.querySelectorAll('article.einvoice-report').length >= before + list.length) {
          observer.disconnect()
          resolve()
        }
      }).observe(document.body, { childList: true, subtree: true })
    })
    // Shown: the browser has laid out and painted the report (with the invoice's first lines).
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
    const total = performance.now() - start
    // Then every line of the invoice in the page (the island appends them in slices after the report).
    await new Promise<void>((resolve) => {
      const selector = 'article.einvoice-report:last-of-type .einvoice-lines tbody tr'
      if (document.querySelectorAll(selector).length >= lines) return resolve()
      new MutationObserver((_, observer) => {
        if (document.querySelectorAll(selector).length >= lines) {
          observer.disconnect()
          resolve()
        }
      }).observe(document.body, { childList: true, subtree: true })
    })
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
    return { total, allLines: performance.now() - start, engine: performance.getEntriesByName('einvoice:engine').reduce((sum, m) => sum + m.duration, 0) }
  }, [files, lines] as const)
  const cpu = (await taskTime()) - cpuBefore
  await cdp.detach()
  return { ...timed, cpu }
}

const asFile = (name: string, type: string, bytes: Uint8Array | string) => ({ name, type, base64: Buffer.from(bytes).toString('base64') })

export async function measureEInvoicePage(): Promise<{ text: string; overBudget: string[] }> {
  const site = await startLocalSite()
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  const overBudget: string[] = []
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'))
    let phase = 'before interaction'
    const scripts = new Map<string, string>()
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (path.endsWith('.js') && !scripts.has(path)) scripts.set(path, phase)
    })
    await page.goto(`${site.url}/e-rechnung-pruefer`, { waitUntil: 'networkidle' })
    // The islands' code (React included) is preloaded at idle after load and not run before first use
    // (renderer/islands/hydrate-on-first-use.ts): counted as its own phase, as page-weight.ts counts it apart.
    const idle = new Set(await page.evaluate(() => (JSON.parse(document.getElementById('island-code')?.textContent ?? '[]') as string[]).map((href) => new URL(href, location.href).pathname)))
    for (const [path, when] of scripts) if (when === 'before interaction' && idle.has(path)) scripts.set(path, 'fetched at idle after load (islands and React, run on first use)')
    phase = 'on hydration (first use of the checker)'
    await page.hover('.einvoice-dropzone')
    await page.waitForSelector('[data-island="einvoice-checker"][data-hydrated]')
    await page.waitForLoadState('networkidle')

    phase = 'with the first XML file (engine, rule texts, term names)'
    const thousand = invoiceXml({ syntax: 'ubl', lines: 1000 })
    const cold = await dropAndTime(page, [asFile('1000-lines.xml', 'application/xml', thousand)], 1000)
    await page.waitForLoadState('networkidle')
    // Each run on an empty result list ("Remove the results"), so that earlier reports cost nothing.
    const clear = () => page.evaluate(() => (document.querySelector('[data-clear-results]') as HTMLButtonElement | null)?.click())
    const warm: { total: number; engine: number; cpu: number; allLines: number }[] = []
    for (let i = 0; i < 9; i++) {
      await clear()
      warm.push(await dropAndTime(page, [asFile(`1000-lines-${i}.xml`, 'application/xml', thousand)], 1000))
    }
    const cii = invoiceXml({ syntax: 'cii', lines: 1000 })
    const ciiTimes: { total: number; engine: number; cpu: number; allLines: number }[] = []
    for (let i = 0; i < 5; i++) {
      await clear()
      ciiTimes.push(await dropAndTime(page, [asFile(`1000-lines-${i}-cii.xml`, 'application/xml', cii)], 1000))
    }
    await clear()

    phase = 'with the first PDF (PDF reader)'
    await dropAndTime(page, [asFile('factur-x.pdf', 'application/pdf', await facturXPdf(invoiceXml({ syntax: 'cii', lines: 3, specification: 'urn:cen.eu:en16931:2017' })))])
    await page.waitForLoadState('networkidle')

    const byPhase = new Map<string, number>()
    for (const [path, when] of scripts) byPhase.set(when, (byPhase.get(when) ?? 0) + gzipSync(readFileSync(join(root, path)), { level: 9 }).length)
    const weightRows = [...byPhase].map(([when, bytes]) => [when, kb(bytes)])
    const before = byPhase.get('before interaction') ?? 0
    const engine = byPhase.get('with the first XML file (engine, rule texts, term names)') ?? 0
    if (before > eInvoicePageBudgets.jsBeforeInteraction) overBudget.push(`e-invoice checker: JS before interaction ${kb(before)} > ${kb(eInvoicePageBudgets.jsBeforeInteraction)}`)
    if (engine > eInvoicePageBudgets.engineOnFirstUse) overBudget.push(`e-invoice checker: engine on first use ${kb(engine)} > ${kb(eInvoicePageBudgets.engineOnFirstUse)}`)
    // Judged by the fastest run (the least disturbed by other processes on a shared machine), as the engine's own benchmark does.
    const fastest = Math.min(...warm.map((w) => w.total))
    if (fastest > eInvoicePageBudgets.thousandLinesMs) overBudget.push(`e-invoice checker: 1,000-line invoice ${ms(fastest)} (fastest run) > ${eInvoicePageBudgets.thousandLinesMs} ms`)
    const row = (label: string, runs: { total: number; engine: number; cpu: number; allLines: number }[]) => {
      const t = runs.map((r) => r.total)
      const e = runs.map((r) => r.engine)
      const c = runs.map((r) => r.cpu)
      const a = runs.map((r) => r.allLines)
      return [label, runs.length, ms(median(t)), ms(Math.min(...t)), ms(median(e)), ms(median(t.map((x, i) => x - e[i]!))), ms(median(a)), ms(median(c)), ms(Math.min(...c))]
    }
    // The engine's phase file by file, to see what grows.
    const engineFiles = [...scripts].filter(([, when]) => when.startsWith('with the first XML')).map(([path]) => [path, gzipSync(readFileSync(join(root, path)), { level: 9 }).length] as const).sort((a, b) => b[1] - a[1])
    const text = [
      'JavaScript the page fetches, by phase (gzip -9 of the files fetched):',
      '',
      table(['phase', 'JS gzip'], weightRows),
      '',
      `With the first XML file: ${engineFiles.map(([path, bytes]) => `${path.replace(/^.*\//, '')} ${kb(bytes)}`).join(', ')}.`,
      '',
      `Budgets: before interaction ≤ ${kb(eInvoicePageBudgets.jsBeforeInteraction)}; the engine on first use ≤ ${kb(eInvoicePageBudgets.engineOnFirstUse)} (the PDF reader on top, only for a PDF).`,
      '',
      `A generated 1,000-line XRechnung, from the file handed to the page (a drop) to its report painted (validated and shown, with the first ${FIRST_LINES} lines; the others follow in slices), and to every line in the page:`,
      '',
      table(
        ['file', 'runs', 'wall median', 'wall fastest', 'engine (wall median)', 'page: read, render, paint (wall median)', 'all 1,000 lines in the page (wall median)', 'main-thread task time median (to all lines)', 'task time fastest'],
        [row('UBL, first file (engine still to load)', [cold]), row('UBL, engine loaded', warm), row('CII, engine loaded', ciiTimes)],
      ),
      '',
      `Budget: ≤ ${eInvoicePageBudgets.thousandLinesMs} ms (the fastest run; the machine's load average during the run: ${loadavg().map((l) => l.toFixed(1)).join(', ')}). ${overBudget.length > 0 ? `Over budget:\n${overBudget.join('\n')}` : 'Within budget.'}`,
    ].join('\n')
    return { text, overBudget }
  } finally {
    await browser.close()
    await site.stop()
  }
}
