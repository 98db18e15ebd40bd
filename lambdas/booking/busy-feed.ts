import ICAL from 'ical.js'
import { DateTime } from 'luxon'
import { firmZone, type TimeSpan } from '../../core/booking-slots'
import { readCapped } from '../read-capped'

/** At most this many occurrences of one recurring event are looked at (a daily series for years). */
const maxOccurrences = 5_000

/** Whether a TZID is an IANA zone name the platform knows ("America/New_York"). */
const isIanaZone = (tzid: string) => DateTime.now().setZone(tzid).isValid

/**
 * The instant of an iCalendar time: in the zone its feed defines (VTIMEZONE), in UTC, in the IANA
 * zone its TZID names when the feed defines none (ical.js then calls the time floating), or on
 * the firm's clock (floating times, all-day dates).
 */
function instant(time: ICAL.Time): Date {
  const zone = time.zone?.tzid
  if (!time.isDate && zone && zone !== 'floating') return time.toJSDate()
  const named = time.isDate ? undefined : (time as ICAL.Time & { timezone?: string }).timezone
  const wallClock = { year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute, second: time.second }
  return DateTime.fromObject(wallClock, { zone: named && isIanaZone(named) ? named : firmZone }).toJSDate()
}

/**
 * The times the firm is busy between `from` and `to`, read from its calendar's iCalendar feed
 * (what Outlook, Google and Nextcloud publish): every event that is neither cancelled nor marked
 * free (TRANSP:TRANSPARENT), recurring series expanded with their exceptions and EXDATEs, times in
 * the feed's own VTIMEZONEs (Outlook's Windows names included), floating and all-day times on the
 * firm's clock.
 */
export function busySpans(feed: string, from: Date, to: Date): TimeSpan[] {
  const calendar = new ICAL.Component(ICAL.parse(feed))
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    const timezone = new ICAL.Timezone(zone)
    if (!ICAL.TimezoneService.has(timezone.tzid)) ICAL.TimezoneService.register(timezone)
  }
  const events = calendar.getAllSubcomponents('vevent')
  const masters = new Map<string, ICAL.Event>()
  const exceptions: ICAL.Event[] = []
  for (const component of events) {
    const event = new ICAL.Event(component)
    if (component.hasProperty('recurrence-id')) exceptions.push(event)
    else masters.set(event.uid, event)
  }
  for (const exception of exceptions) masters.get(exception.uid)?.relateException(exception)

  const spans: TimeSpan[] = []
  const isBusy = (component: ICAL.Component) =>
    String(component.getFirstPropertyValue('status') ?? '').toUpperCase() !== 'CANCELLED' && String(component.getFirstPropertyValue('transp') ?? '').toUpperCase() !== 'TRANSPARENT'
  const add = (start: Date, end: Date, component: ICAL.Component) => {
    if (isBusy(component) && start < to && end > from) spans.push({ start, end })
  }
  for (const event of masters.values()) {
    if (!event.isRecurring()) {
      add(instant(event.startDate), instant(event.endDate ?? event.startDate), event.component)
      continue
    }
    const occurrences = event.iterator()
    for (let i = 0, next = occurrences.next(); next && i < maxOccurrences; i++, next = occurrences.next()) {
      const details = event.getOccurrenceDetails(next)
      const start = instant(details.startDate)
      if (start >= to) break
      add(start, instant(details.endDate), details.item.component)
    }
  }
  return spans.sort((a, b) => a.start.getTime() - b.start.getTime())
}

export class BusyFeedUnavailable extends Error {}

export interface BusyFeedOptions {
  /** How long a read feed is used before it is read again. */
  freshMs: number
  /** How long a feed read earlier still stands in when the calendar cannot be reached; after that no slot is offered. */
  staleMs: number
  timeoutMs: number
  maxBytes: number
}

export const busyFeedDefaults: BusyFeedOptions = { freshMs: 5 * 60_000, staleMs: 60 * 60_000, timeoutMs: 5_000, maxBytes: 2 * 1024 * 1024 }

/**
 * Reads the firm's calendar feed (an https: or, locally, a file: URL), keeps it briefly, and answers
 * with its busy spans. If the calendar cannot be read and no copy of the last hour is at hand it
 * throws BusyFeedUnavailable: offering slots without the lawyer's appointments could double-book them.
 */
export function createBusyFeed(url: string, options: BusyFeedOptions = busyFeedDefaults, now: () => number = Date.now) {
  let cached: { text: string; at: number } | undefined

  async function read(): Promise<string> {
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

  return async function busy(from: Date, to: Date): Promise<TimeSpan[]> {
    if (!cached || now() - cached.at > options.freshMs) {
      try {
        const text = await read()
        busySpans(text, from, to) // a feed that does not parse is no feed
        cached = { text, at: now() }
      } catch (error) {
        if (!cached || now() - cached.at > options.staleMs) throw new BusyFeedUnavailable(`the firm's calendar cannot be read: ${(error as Error).message}`)
      }
    }
    return busySpans(cached.text, from, to)
  }
}
