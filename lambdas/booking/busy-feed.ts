import { createHash } from 'node:crypto'
import type { TimeSpan } from '../../core/booking-slots'
import type { Logger } from '../log'
import { errorSummary } from '../log'
import { FeedIncomplete, problemCount, readFeed } from './calendar-feed/read-feed'
import { fetchFeed } from './feed-fetch'

export { FeedIncomplete, FeedUnreadable, readFeed, readLimits, type FeedProblems, type FeedReading } from './calendar-feed/read-feed'
export { FeedAddressRefused } from './feed-fetch'

/** The firm's busy times between `from` and `to` in a feed, joined where they touch (see readFeed). */
export function busySpans(feed: string, from: Date, to: Date): TimeSpan[] {
  return readFeed(feed, from, to).spans
}

export class BusyFeedUnavailable extends Error {}

/**
 * No read of the feed recent enough to decide a booking or a move could be had within
 * `decideWaitMs`: the visitor is asked to try again in a moment; nothing is decided on an older
 * copy (issue 39, A1).
 */
export class BusyFeedNotFresh extends BusyFeedUnavailable {}

/** What the busy times are asked for: a list of times to offer (a copy up to `staleMs` old serves), or a booking or move to decide (only a fresh read). */
export type BusyPurpose = 'list' | 'decide'

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
  /**
   * A booking or a move is decided only on a read of the feed begun at most this long before
   * (bookings arriving together share one read); else the request starts a read and waits.
   */
  decideMaxAgeMs: number
  /** How long a booking or a move waits for that read before it is refused with "try again" (BOOKING_FEED_DECIDE_WAIT_MS). */
  decideWaitMs: number
  /** http: and loopback addresses, for the local fakes only (BOOKING_CALENDAR_FEED_ALLOW_LOCAL). */
  allowLocal: boolean
}

export const busyFeedDefaults: BusyFeedOptions = {
  freshMs: 5 * 60_000,
  staleMs: 60 * 60_000,
  timeoutMs: 5_000,
  maxBytes: 2 * 1024 * 1024,
  refreshWaitMs: 0,
  retryMs: 30_000,
  decideMaxAgeMs: 10_000,
  decideWaitMs: 5_000,
  allowLocal: false,
}

const day = 86_400_000

interface Copy {
  spans: TimeSpan[]
  at: number
  /** When the read that gave (or confirmed) these spans began: what a decision's freshness is judged on. */
  readAt: number
  /** SHA-256 of the feed's text: an unchanged feed is not read again while its spans reach far enough. */
  hash: string
  /** The part of the calendar its spans cover. */
  from: number
  to: number
}

export interface BusyFeed {
  (from: Date, to: Date, purpose?: BusyPurpose): Promise<TimeSpan[]>
  /** The read under way, if any (tests, and a caller that wants to finish it before it stops). */
  reading(): Promise<void> | undefined
}

/**
 * Reads the firm's calendar feed (an https: or, locally, a file: URL), keeps its busy times (not
 * its text) for the requested part of the calendar plus the stale time, and answers from them.
 * For a list of times: once the copy is older than `freshMs`, a request answers from it at once
 * while one read runs in the background; a request waits for the calendar only when no copy
 * younger than `staleMs` covers it (the first one); if that read fails it throws
 * BusyFeedUnavailable: offering slots without the lawyer's appointments could double-book them.
 * For a decision (a booking, a move): only a read begun within `decideMaxAgeMs` counts; the
 * request starts one (or joins one under way that is recent enough) and waits up to
 * `decideWaitMs`, else throws BusyFeedNotFresh. A feed that is cut off (FeedIncomplete) or that
 * has events it cannot read exactly raises the feed alarm (booking_calendar_feed_problems); a
 * cut-off or failed read never replaces the last good copy.
 */
export function createBusyFeed(url: string, options: BusyFeedOptions = busyFeedDefaults, now: () => number = Date.now, log?: Logger): BusyFeed {
  let copy: Copy | undefined
  let reading: { done: Promise<void>; startedAt: number } | undefined
  let failed: { at: number; message: string } | undefined

  async function fetchText(): Promise<string> {
    if (url.startsWith('file:')) {
      const { readFile } = await import('node:fs/promises')
      return readFile(new URL(url), 'utf8')
    }
    return fetchFeed(url, { timeoutMs: options.timeoutMs, maxBytes: options.maxBytes, allowHttp: options.allowLocal, allowLoopback: options.allowLocal })
  }

  /** Starts a read covering [from, to] and `staleMs` beyond. */
  function read(from: number, to: number): { done: Promise<void>; startedAt: number } {
    const window = { from: from - day, to: to + options.staleMs + day }
    const started = now()
    const done = fetchText()
      .then((text) => {
        const hash = createHash('sha256').update(text).digest('hex')
        // A read begun before the copy's own does not replace it.
        if (copy && copy.readAt > started) return
        if (copy && copy.hash === hash && copy.from <= from && to + options.staleMs <= copy.to) {
          copy = { ...copy, at: now(), readAt: started }
          failed = undefined
          return
        }
        // A day more than the stale time: an unchanged feed is then parsed about once a day.
        const reading = readFeed(text, new Date(window.from), new Date(window.to + day))
        failed = undefined
        copy = { spans: reading.spans, at: now(), readAt: started, hash, ...window, to: window.to + day }
        if (problemCount(reading.problems) > 0) {
          const { unknownZones, unexpandedRules, ...counts } = reading.problems
          log?.error('booking_calendar_feed_problems', {
            events: reading.events,
            freeBusy: reading.freeBusy || undefined,
            ...counts,
            unknownZones: unknownZones.join(', ').slice(0, 300) || undefined,
            unexpandedRules: unexpandedRules.join('; ').slice(0, 300) || undefined,
          })
        }
      })
      .catch((error: unknown) => {
        failed = { at: now(), message: errorSummary(error) }
        const fields = { error: failed.message, ms: now() - started, copyAgeMs: copy ? now() - copy.at : undefined }
        // A feed cut off midway is no outage to wait out: what it lacks may be busy time (the alarm).
        if (error instanceof FeedIncomplete) log?.error('booking_calendar_feed_problems', { incomplete: 1, ...fields })
        else log?.warn('booking_calendar_read_failed', fields)
      })
      .finally(() => {
        if (reading?.done === done) reading = undefined
      })
    reading = { done, startedAt: started }
    return reading
  }

  /** Starts a read unless one is under way or the last just failed. */
  function startReading(from: number, to: number): Promise<void> | undefined {
    if (reading) return reading.done
    if (failed && now() - failed.at < options.retryMs) return undefined
    return read(from, to).done
  }

  const covers = (from: number, to: number) => copy !== undefined && copy.from <= from && to <= copy.to
  const usable = (from: number, to: number) => covers(from, to) && now() - copy!.at <= options.staleMs
  const freshEnough = (from: number, to: number, since: number) => covers(from, to) && copy!.readAt >= since
  const slice = (from: number, to: number) => copy!.spans.filter((span) => span.start.getTime() < to && span.end.getTime() > from)
  const wait = (done: Promise<void>, ms: number) => {
    let timer: NodeJS.Timeout | undefined
    return Promise.race([done, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]).finally(() => clearTimeout(timer))
  }

  async function decide(from: number, to: number): Promise<TimeSpan[]> {
    const asked = now()
    const since = asked - options.decideMaxAgeMs
    if (freshEnough(from, to, since)) return slice(from, to)
    const under = reading && reading.startedAt >= since ? reading : read(from, to)
    await wait(under.done, options.decideWaitMs)
    if (freshEnough(from, to, since)) return slice(from, to)
    log?.warn('booking_calendar_not_fresh', { waitedMs: now() - asked, copyAgeMs: copy ? now() - copy.at : undefined, error: failed?.message })
    throw new BusyFeedNotFresh(`no read of the firm's calendar within ${options.decideWaitMs} ms${failed ? `: ${failed.message}` : ''}`)
  }

  async function busy(fromDate: Date, toDate: Date, purpose: BusyPurpose = 'list'): Promise<TimeSpan[]> {
    const [from, to] = [fromDate.getTime(), toDate.getTime()]
    if (purpose === 'decide') return decide(from, to)
    if (usable(from, to)) {
      if (now() - copy!.at > options.freshMs) {
        const pending = startReading(from, to)
        if (pending && options.refreshWaitMs > 0) await wait(pending, options.refreshWaitMs)
      }
      if (usable(from, to)) return slice(from, to)
    }
    // No copy to answer from: wait for the read under way, or start one (bounded by the timeout).
    await (reading?.done ?? startReading(from, to))
    if (!usable(from, to)) await startReading(from, to)
    if (usable(from, to)) return slice(from, to)
    throw new BusyFeedUnavailable(`the firm's calendar cannot be read: ${failed?.message ?? 'no copy covers the requested time'}`)
  }
  return Object.assign(busy, { reading: () => reading?.done })
}
