// How long a visitor waits between the first click into a widget and the island owning it: the
// island's code (Preact and the widget) is fetched, parsed and hydrated only then
// (renderer/islands/hydrate-on-first-use.ts). Chromium with its CPU slowed fourfold, as a mid-range
// phone; the median of seven fresh visits per page.
import { chromium } from '@playwright/test'
import { chromiumFlags, chromiumPath } from '../chromium'
import { startLocalSite } from './local-site'
import { table } from './report'

/** A widget page and the field a visitor clicks first. */
const widgets: readonly [path: string, field: string][] = [
  ['/ust-id-bestaetigung', 'input[name=vatNumber]'],
  ['/ust-id-pruefer', 'input[name=vatNumber]'],
  ['/kontakt', 'input[name=name]'],
  ['/vat-quick-scan', 'input[type=radio]'],
]
const visits = 7

export async function measureHydration(): Promise<string> {
  const site = await startLocalSite()
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  try {
    const rows: string[][] = []
    for (const [path, field] of widgets) {
      const times: number[] = []
      for (let visit = 0; visit < visits; visit++) {
        const context = await browser.newContext()
        const page = await context.newPage()
        await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 })
        await page.goto(site.url + path, { waitUntil: 'networkidle' })
        await page.evaluate(() => document.addEventListener('pointerdown', () => ((window as unknown as { firstUse?: number }).firstUse ??= performance.now()), { capture: true }))
        await page.locator(field).first().click()
        await page.locator('[data-island][data-hydrated]').filter({ has: page.locator(field) }).waitFor({ timeout: 30_000 })
        times.push(await page.evaluate(() => performance.now() - ((window as unknown as { firstUse?: number }).firstUse ?? 0)))
        await context.close()
      }
      times.sort((a, b) => a - b)
      rows.push([path, times[Math.floor(visits / 2)]!.toFixed(0), times[0]!.toFixed(0), times[visits - 1]!.toFixed(0)])
    }
    return table(['page', 'first click → hydrated, median ms', 'min ms', 'max ms'], rows)
  } finally {
    await browser.close()
    await site.stop()
  }
}
