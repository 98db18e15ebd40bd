import { createHash } from 'node:crypto'
import type { TimeSpan } from '../../core/booking-slots'
import type { Logger } from '../log'
import { errorSummary } from '../log'
import { readCapped } from '../read-capped'
import { problemCount, readFeed } from './calendar-feed/read-feed'

export { FeedUnreadable, readFeed, readLimits, type FeedProblems, type FeedReading } from './calendar-feed/read-feed'

/** The firm's busy times between `from` and `to` in a feed, joined where they touch (see readFeed). */
export function busySpans(feed: string, from: Date, to: Date): TimeSpan[] {
  return readFeed(feed, from, to).spans
}

export class BusyFeedUnavailable extends Error {}

export interface BusyFeedOptions {
  /** How long a read feed is used before it is read again. */
  freshMs: number
  /** How long a feed read earlier still stands in when the calendar cannot be reached; after that no slot is offered. */
  staleMs: number
  timeoutMs: number
  maxBytes: number
  /**
   * How long the request that starts reading the feed again waits for it before it answers from
   * the copy. 0 in a long-running server, where the read goes on after the answer; in Lambda a
   * promise runs only while an invocation does, so there the request gives the read a moment.
   */
  refreshWaitMs: number
  /** After a failed read, how long requests go on without trying again (no request waits on a calendar that just failed). */
  retryMs: number
}

export const busyFeedDefaults: BusyFeedOptions = { freshMs: 5 * 60_000, staleMs: 60 * 60_000, timeoutMs: 5_000, maxBytes: 2 * 1024 * 1024, refreshWaitMs: 0, retryMs: 30_000 }

const day = 86_400_000

interface Copy {
  spans: TimeSpan[]
  at: number
  /** SHA-256 of the feed's text: an unchanged feed is not read again while its spans reach far enough. */
  hash: string
  /** The part of the calendar its spans cover. */
  from: number
  to: number
}

export interface BusyFeed {
  (from: Date, to: Date): Promise<TimeSpan[]>
  /** The read under way, if any (tests, and a caller that wants to finish it before it stops). */
  reading(): Promise<void> | undefined
}

/**
 * Reads the firm's calendar feed (an https: or, locally, a file: URL), keeps its busy times (not
 * its text) for the requested part of the calendar plus the stale time, and answers from them.
 * Once the copy is older than `freshMs`, a request answers from it at once while one read runs
 * in the background. A request waits for the calendar only when no copy younger than `staleMs`
 * covers it (the first one); if that read fails it throws BusyFeedUnavailable: offering slots
 * without the lawyer's appointments could double-book them.
 */
export function createBusyFeed(url: string, options: BusyFeedOptions = busyFeedDefaults, now: () => number = Date.now, log?: Logger): BusyFeed {
  let copy: Copy | undefined
  let reading: Promise<void> | undefined
  let failed: { at: number; message: string } | undefined

  async function fetchText(): Promise<string> {
    if (url.startsWith('file:')) {
      const { readFile } = await import('node:fs/promises')
      return readFile(new URL(url), 'utf8')
    }
    const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs), headers: { accept: 'text/calendar' } })
    if (!response.ok || !response.body) throw new Error(`calendar feed answered ${response.status}`)
    const text = await readCapped(response, options.maxBytes)
    if (text === null) throw new Error(`calendar feed larger than ${options.maxBytes} bytes`)
    return text
  }

  /** Starts a read covering [from, to] and `staleMs` beyond, unless one is under way or the last just failed. */
  function startReading(from: number, to: number): Promise<void> | undefined {
    if (reading) return reading
    if (failed && now() - failed.at < options.retryMs) return undefined
    const window = { from: from - day, to: to + options.staleMs + day }
    const started = now()
    reading = fetchText()
      .then((text) => {
        const hash = createHash('sha256').update(text).digest('hex')
        failed = undefined
        if (copy && copy.hash === hash && copy.from <= from && to + options.staleMs <= copy.to) {
          copy = { ...copy, at: now() }
          return
        }
        // A day more than the stale time: an unchanged feed is then parsed about once a day.
        const read = readFeed(text, new Date(window.from), new Date(window.to + day))
        copy = { spans: read.spans, at: now(), hash, ...window, to: window.to + day }
        if (problemCount(read.problems) > 0) {
          const { unknownZones, ...counts } = read.problems
          log?.error('booking_calendar_feed_problems', { events: read.events, ...counts, unknownZones: unknownZones.join(', ').slice(0, 300) || undefined })
        }
      })
      .catch((error: unknown) => {
        failed = { at: now(), message: errorSummary(error) }
        log?.warn('booking_calendar_read_failed', { error: failed.message, ms: now() - started, copyAgeMs: copy ? now() - copy.at : undefined })
      })
      .finally(() => {
        reading = undefined
      })
    return reading
  }

  const usable = (from: number, to: number) => copy !== undefined && copy.from <= from && to <= copy.to && now() - copy.at <= options.staleMs
  const slice = (from: number, to: number) => copy!.spans.filter((span) => span.start.getTime() < to && span.end.getTime() > from)

  async function busy(fromDate: Date, toDate: Date): Promise<TimeSpan[]> {
    const [from, to] = [fromDate.getTime(), toDate.getTime()]
    if (usable(from, to)) {
      if (now() - copy!.at > options.freshMs) {
        const read = startReading(from, to)
        if (read && options.refreshWaitMs > 0) await Promise.race([read, new Promise((resolve) => setTimeout(resolve, options.refreshWaitMs).unref())])
      }
      if (usable(from, to)) return slice(from, to)
    }
    // No copy to answer from: wait for the read under way, or start one (bounded by the timeout).
    await (reading ?? startReading(from, to))
    if (!usable(from, to)) await startReading(from, to)
    if (usable(from, to)) return slice(from, to)
    throw new BusyFeedUnavailable(`the firm's calendar cannot be read: ${failed?.message ?? 'no copy covers the requested time'}`)
  }
  return Object.assign(busy, { reading: () => reading })
}
