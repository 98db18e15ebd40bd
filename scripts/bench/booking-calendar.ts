// The slots request with a large calendar feed (issue 29): the local server as `npm start` runs
// it, reading an Outlook-style feed of 6,000 and 9,000 events over HTTPS from a local server
// (a self-signed certificate made with openssl, trusted through NODE_EXTRA_CA_CERTS). The first
// request fetches and reads the feed; the ones after answer from the busy times it kept.
import { execFileSync } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bookingApi, type SlotsAnswer } from '../../core/booking-api'
import { readFeed } from '../../lambdas/booking/busy-feed'
import { benchLimits } from './booking'
import { outlookStyleFeed } from './calendar-feed'
import { startLocalSite } from './local-site'
import { median, ms, quantile, table } from './report'

export interface CalendarFeedLatency {
  events: number
  bytes: number
  slots: number
  /** CPU time of reading the feed once in this process (no HTTP), best of three. */
  readMs: number
  firstMs: number
  p50Ms: number
  p95Ms: number
  count: number
}

async function serveFeed(feed: string) {
  const dir = await mkdtemp(join(tmpdir(), 'bench-feed-'))
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')]
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' })
  const server = createServer({ key: await readFile(key), cert: await readFile(cert) }, (_req, res) => res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(feed))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}/calendar.ics`,
    cert,
    stop: async () => {
      await new Promise((resolve) => server.close(resolve))
      await rm(dir, { recursive: true, force: true })
    },
  }
}

function cpuMsOfRead(feed: string, now: Date): number {
  let best = Number.POSITIVE_INFINITY
  for (let i = 0; i < 3; i++) {
    const started = process.cpuUsage()
    readFeed(feed, now, new Date(now.getTime() + 31 * 86_400_000))
    const used = process.cpuUsage(started)
    best = Math.min(best, (used.user + used.system) / 1000)
  }
  return best
}

/** GET /api/booking-slots through the local server with a feed of each size: the first request, then `requests` more. */
export async function measureCalendarFeed(sizes = [6_000, 9_000], requests = 200): Promise<CalendarFeedLatency[]> {
  const rows: CalendarFeedLatency[] = []
  for (const events of sizes) {
    const now = new Date()
    const feed = outlookStyleFeed(events, now)
    const served = await serveFeed(feed)
    const site = await startLocalSite({ ...benchLimits, BOOKING_CALENDAR_FEED_URL: served.url, BOOKING_CALENDAR_FEED_ALLOW_LOCAL: 'true', NODE_EXTRA_CA_CERTS: served.cert })
    try {
      const samples: number[] = []
      let slots = 0
      for (let i = 0; i <= requests; i++) {
        const started = performance.now()
        const response = await fetch(`${site.url}${bookingApi.slotsPath}?lang=de`)
        const answer = (await response.json()) as SlotsAnswer
        if (!response.ok) throw new Error(`calendar bench: HTTP ${response.status}`)
        samples.push(performance.now() - started)
        slots = answer.slots.length
      }
      const [first, ...rest] = samples
      rows.push({ events, bytes: Buffer.byteLength(feed), slots, readMs: cpuMsOfRead(feed, now), firstMs: first!, p50Ms: median(rest), p95Ms: quantile(rest, 0.95), count: rest.length })
    } finally {
      await site.stop()
      await served.stop()
    }
  }
  return rows
}

export function calendarFeedTable(rows: CalendarFeedLatency[]): string {
  return table(
    ['Feed (Outlook style, HTTPS)', 'slots', 'read once (CPU)', 'first request', 'n after', 'p50 after', 'p95 after'],
    rows.map((r) => [`${r.events.toLocaleString('en')} events, ${(r.bytes / 1024 / 1024).toFixed(2)} MiB`, r.slots, ms(r.readMs), ms(r.firstMs), r.count, ms(r.p50Ms), ms(r.p95Ms)]),
  )
}
