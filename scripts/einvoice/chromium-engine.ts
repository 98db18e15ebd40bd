/**
 * The engine bundle (browser-bundle.ts) running in Debian's Chromium: a blank page on a made-up origin
 * whose every request Playwright answers from memory, so nothing leaves the machine. For the benchmark
 * and the smoke test that the browser reports what Node reports, directly and through the page's
 * Web Worker (served at /worker/worker.js).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { chromium, type Browser, type Page } from 'playwright'
import { chromiumFlags, chromiumPath } from '../chromium'
import { bundleEngine, bundleWorker } from './browser-bundle'

const ORIGIN = 'http://engine.invalid'

export interface ChromiumEngine {
  readonly page: Page
  /** Every URL the page requested. */
  readonly requests: string[]
  /** CPU time (user + system, ms) this process's children (Chromium's processes) have used so far (Linux /proc), or null. */
  cpuMs(): number | null
  close(): Promise<void>
}

/** The CPU time of a process's descendants (not the process itself), from /proc (Linux). */
function descendantsCpuMs(rootPid: number): number | null {
  try {
    const ticks = 100 // USER_HZ on Linux
    const stats = readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .flatMap((d) => {
        try {
          const text = readFileSync(`/proc/${d}/stat`, 'utf8')
          const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
          return [{ pid: Number(d), ppid: Number(fields[1]), cpu: Number(fields[11]) + Number(fields[12]) }]
        } catch {
          return []
        }
      })
    const inTree = new Set([rootPid])
    for (let changed = true; changed; ) {
      changed = false
      for (const s of stats) if (!inTree.has(s.pid) && inTree.has(s.ppid)) (inTree.add(s.pid), (changed = true))
    }
    return (stats.filter((s) => inTree.has(s.pid) && s.pid !== rootPid).reduce((t, s) => t + s.cpu, 0) * 1000) / ticks
  } catch {
    return null
  }
}

export async function startChromiumEngine(): Promise<ChromiumEngine> {
  const [bundle, worker] = await Promise.all([bundleEngine(), bundleWorker()])
  const browser: Browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  const page = await browser.newPage()
  const requests: string[] = []
  page.on('request', (r) => requests.push(r.url()))
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url())
    if (url.origin !== ORIGIN) return route.abort()
    if (url.pathname === '/') return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>engine</title>' })
    // The page's worker under /worker/ (its own chunks), the engine bundle at the root.
    const text = url.pathname.startsWith('/worker/') ? worker.files.get(url.pathname.slice('/worker/'.length)) : bundle.files.get(url.pathname.slice(1))
    return text === undefined ? route.fulfill({ status: 404, body: '' }) : route.fulfill({ contentType: 'text/javascript', body: text })
  })
  await page.goto(`${ORIGIN}/`)
  // A string, so no bundler or test runner rewrites the dynamic import.
  await page.evaluate("import('/engine.js').then((engine) => { globalThis.engine = engine })")
  // Playwright starts Chromium as a child of this process: its processes are our descendants.
  return { page, requests, cpuMs: () => descendantsCpuMs(process.pid), close: () => browser.close() }
}
