// How long a visitor waits between the first click into a widget and the island owning it. The
// islands' code (React, react-dom, the widget) is fetched at idle after the page has loaded, and run
// once a visitor shows at the page (renderer/islands/hydrate-on-first-use.ts), so the click only
// hydrates. Chromium with its CPU slowed fourfold, as a mid-range phone; the median of seven fresh
// visits per page. The budget is judged for a visitor who moved the pointer across the page before
// clicking (as people do); the click as the very first sign of a visitor (code run and hydrated at
// once) is measured beside it.
import { chromium } from '@playwright/test'
import { cpus, loadavg } from 'node:os'
import { chromiumFlags, chromiumPath } from '../chromium'
import { startLocalSite } from './local-site'
import { table } from './report'

/** Budget for the median (DESIGN.md §11): first click to a working widget at 4× CPU slowdown. */
export const hydrationBudgetMs = 300

/** A widget page and the field a visitor clicks first. */
const widgets: readonly [path: string, field: string][] = [
  ['/termin', 'input[name=start]'],
  ['/ust-id-bestaetigung', 'input[name=vatNumber]'],
  ['/kontakt', 'input[name=name]'],
  ['/e-rechnung-pruefer', 'input[type=checkbox]'],
  ['/ust-id-pruefer', 'input[name=vatNumber]'],
  ['/vat-quick-scan', 'input[type=radio]'],
]
const visits = 7

export async function measureHydration(): Promise<{ text: string; overBudget: string[] }> {
  const site = await startLocalSite()
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  const loadBefore = loadavg()[0]!
  try {
    const rows: string[][] = []
    const overBudget: string[] = []
    const firstClick = async (path: string, field: string, movedFirst: boolean) => {
      const context = await browser.newContext()
      const page = await context.newPage()
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await page.goto(site.url + path)
      // The islands' code arrives at idle after load (each island is then marked data-loaded).
      await page.locator('[data-island]').filter({ has: page.locator(field) }).and(page.locator('[data-loaded]')).waitFor({ timeout: 30_000 })
      if (movedFirst) {
        // The pointer crosses the page's header (not the widget), then the browser is idle once.
        await page.mouse.move(20, 20)
        await page.mouse.move(200, 40, { steps: 5 })
        await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
      }
      await page.evaluate(() => document.addEventListener('pointerdown', () => ((window as unknown as { firstUse?: number }).firstUse ??= performance.now()), { capture: true }))
      await page.locator(field).first().click()
      await page.locator('[data-island][data-hydrated]').filter({ has: page.locator(field) }).waitFor({ timeout: 30_000 })
      const ms = await page.evaluate(() => performance.now() - ((window as unknown as { firstUse?: number }).firstUse ?? 0))
      await context.close()
      return ms
    }
    const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!
    for (const [path, field] of widgets) {
      const moved: number[] = []
      const cold: number[] = []
      for (let visit = 0; visit < visits; visit++) {
        process.stderr.write(`hydration: ${path}, visit ${visit + 1} of ${visits}\n`)
        moved.push(await firstClick(path, field, true))
        cold.push(await firstClick(path, field, false))
      }
      if (median(moved) > hydrationBudgetMs) overBudget.push(`${path}: first click → hydrated ${median(moved).toFixed(0)} ms median > ${hydrationBudgetMs} ms`)
      rows.push([path, median(moved).toFixed(0), Math.min(...moved).toFixed(0), Math.max(...moved).toFixed(0), median(cold).toFixed(0)])
    }
    const text = [
      table(['page', 'first click → hydrated, median ms (pointer moved before)', 'min ms', 'max ms', 'click as the first sign of a visitor, median ms'], rows),
      '',
      `Budget: median ≤ ${hydrationBudgetMs} ms. Load average (1 min) before and after: ${loadBefore.toFixed(1)}, ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores.`,
      overBudget.length > 0 ? `Over budget:\n${overBudget.join('\n')}` : 'Within budget.',
    ].join('\n')
    return { text, overBudget }
  } finally {
    await browser.close()
    await site.stop()
  }
}
