// The firm's busy times from its calendar feed (lambdas/booking/busy-feed.ts, calendar-feed/):
// feeds as Outlook, Google and Nextcloud write them, with the instants worked out by hand; the
// cases of issue 29 (long-running series, events without UID or DTSTART, Windows zone names,
// unknown zones, rules ical.js cannot walk); and the reading of the feed over HTTP: parsed once
// per fetch, answered from the copy while a new read runs, a stale copy used for a while, never
// slots without the calendar. Generated feeds against dateutil: busy-feed-property.test.ts.
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import ICAL from 'ical.js'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { bookingAvailability } from '../../content/booking'
import { offeredSlots } from '../../core/booking-slots'
import { BusyFeedUnavailable, busyFeedDefaults, busySpans, createBusyFeed, FeedUnreadable, readFeed } from '../../lambdas/booking/busy-feed'
import { createLogger } from '../../lambdas/log'
import { outlookStyleFeed } from '../../scripts/bench/calendar-feed'
import { calendar, testZones, vtimezone } from '../support/calendar-feeds'

const crlf = (lines: string[]) => `${lines.join('\r\n')}\r\n`
const iso = (spans: { start: Date; end: Date }[]) => spans.map((s) => `${s.start.toISOString()}/${s.end.toISOString()}`)

// Outlook publishes its own Windows zone names with a VTIMEZONE of their rules.
const outlook = crlf([
  'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:Microsoft Exchange Server 2010', 'METHOD:PUBLISH',
  'BEGIN:VTIMEZONE', 'TZID:W. Europe Standard Time',
  'BEGIN:STANDARD', 'DTSTART:16010101T030000', 'TZOFFSETFROM:+0200', 'TZOFFSETTO:+0100', 'RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=10', 'END:STANDARD',
  'BEGIN:DAYLIGHT', 'DTSTART:16010101T020000', 'TZOFFSETFROM:+0100', 'TZOFFSETTO:+0200', 'RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=3', 'END:DAYLIGHT',
  'END:VTIMEZONE',
  'BEGIN:VTIMEZONE', 'TZID:China Standard Time',
  'BEGIN:STANDARD', 'DTSTART:16010101T000000', 'TZOFFSETFROM:+0800', 'TZOFFSETTO:+0800', 'END:STANDARD',
  'END:VTIMEZONE',
  // A meeting in Shenzhen at 09:00 local time: 01:00 UTC.
  'BEGIN:VEVENT', 'UID:shenzhen', 'DTSTAMP:20260101T000000Z', 'DTSTART;TZID=China Standard Time:20260325T090000', 'DTEND;TZID=China Standard Time:20260325T100000', 'END:VEVENT',
  // Every Friday and Monday 10:00–11:00 Berlin, across the change of 29 March 2026, one Monday excluded, one moved.
  'BEGIN:VEVENT', 'UID:weekly-1', 'DTSTAMP:20260101T000000Z', 'SUMMARY:Busy',
  'DTSTART;TZID=W. Europe Standard Time:20260320T100000', 'DTEND;TZID=W. Europe Standard Time:20260320T110000',
  'RRULE:FREQ=WEEKLY;BYDAY=MO,FR', 'EXDATE;TZID=W. Europe Standard Time:20260323T100000', 'END:VEVENT',
  'BEGIN:VEVENT', 'UID:weekly-1', 'DTSTAMP:20260101T000000Z', 'SUMMARY:Busy',
  'RECURRENCE-ID;TZID=W. Europe Standard Time:20260330T100000',
  'DTSTART;TZID=W. Europe Standard Time:20260330T150000', 'DTEND;TZID=W. Europe Standard Time:20260330T160000', 'END:VEVENT',
  'END:VCALENDAR',
])

describe('busy times from a calendar feed', () => {
  it('reads Outlook’s own zones (a meeting in Shenzhen) and expands a series across the spring change, with its EXDATE and its moved occurrence', () => {
    expect(iso(busySpans(outlook, new Date('2026-03-19T00:00:00Z'), new Date('2026-04-01T00:00:00Z')))).toEqual([
      '2026-03-20T09:00:00.000Z/2026-03-20T10:00:00.000Z', // Friday 10:00 CET
      '2026-03-25T01:00:00.000Z/2026-03-25T02:00:00.000Z', // 09:00 in Shenzhen
      '2026-03-27T09:00:00.000Z/2026-03-27T10:00:00.000Z', // Friday 10:00 CET (Monday 23rd excluded)
      '2026-03-30T13:00:00.000Z/2026-03-30T14:00:00.000Z', // Monday moved to 15:00 CEST
    ])
  })

  it('takes UTC times as they are, floating times and all-day events on the firm’s clock, and leaves out cancelled and free events', () => {
    const feed = crlf([
      'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
      'BEGIN:VEVENT', 'UID:utc', 'DTSTAMP:20260101T000000Z', 'DTSTART:20261026T080000Z', 'DTEND:20261026T083000Z', 'END:VEVENT',
      'BEGIN:VEVENT', 'UID:floating', 'DTSTAMP:20260101T000000Z', 'DTSTART:20261027T090000', 'DTEND:20261027T093000', 'END:VEVENT',
      'BEGIN:VEVENT', 'UID:all-day', 'DTSTAMP:20260101T000000Z', 'DTSTART;VALUE=DATE:20261028', 'DTEND;VALUE=DATE:20261029', 'END:VEVENT',
      'BEGIN:VEVENT', 'UID:cancelled', 'DTSTAMP:20260101T000000Z', 'STATUS:CANCELLED', 'DTSTART:20261026T100000Z', 'DTEND:20261026T110000Z', 'END:VEVENT',
      'BEGIN:VEVENT', 'UID:free', 'DTSTAMP:20260101T000000Z', 'TRANSP:TRANSPARENT', 'DTSTART:20261026T120000Z', 'DTEND:20261026T130000Z', 'END:VEVENT',
      'END:VCALENDAR',
    ])
    expect(iso(busySpans(feed, new Date('2026-10-25T00:00:00Z'), new Date('2026-11-01T00:00:00Z')))).toEqual([
      '2026-10-26T08:00:00.000Z/2026-10-26T08:30:00.000Z',
      '2026-10-27T08:00:00.000Z/2026-10-27T08:30:00.000Z', // 09:00 Berlin, CET after 25 October
      '2026-10-27T23:00:00.000Z/2026-10-28T23:00:00.000Z', // the whole of 28 October in Berlin
    ])
  })

  it('takes an IANA TZID the feed defines no VTIMEZONE for as that zone (as Google and Nextcloud may write it)', () => {
    const feed = crlf(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Nextcloud//EN', 'BEGIN:VEVENT', 'UID:ny', 'DTSTAMP:20260101T000000Z', 'DTSTART;TZID=America/New_York:20260310T090000', 'DTEND;TZID=America/New_York:20260310T100000', 'END:VEVENT',
      'BEGIN:VEVENT', 'UID:berlin', 'DTSTAMP:20260101T000000Z', 'DTSTART;TZID=Europe/Berlin:20260330T093000', 'DTEND;TZID=Europe/Berlin:20260330T103000', 'END:VEVENT', 'END:VCALENDAR'])
    expect(iso(busySpans(feed, new Date('2026-03-01T00:00:00Z'), new Date('2026-04-01T00:00:00Z')))).toEqual([
      '2026-03-10T13:00:00.000Z/2026-03-10T14:00:00.000Z', // 09:00 EDT (New York changed on 8 March)
      '2026-03-30T07:30:00.000Z/2026-03-30T08:30:00.000Z', // 09:30 CEST
    ])
  })

  it('reads an endless daily series only up to the end of the range', () => {
    const feed = crlf(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Nextcloud//EN', 'BEGIN:VEVENT', 'UID:daily', 'DTSTAMP:20200101T000000Z', 'DTSTART:20200101T120000Z', 'DTEND:20200101T130000Z', 'RRULE:FREQ=DAILY', 'END:VEVENT', 'END:VCALENDAR'])
    expect(busySpans(feed, new Date('2026-03-01T00:00:00Z'), new Date('2026-03-08T00:00:00Z'))).toHaveLength(7)
  })
})

const day = 86_400_000
/** The wall clock of an instant in Berlin ("2027-03-10 09:30", weekday 1–7), read with Intl rather than the code under test. */
function berlin(instant: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', weekday: 'short' })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  )
  return { minute: Number(parts.hour) * 60 + Number(parts.minute), weekday: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday!) + 1 }
}
const event = (...lines: string[]) => ['BEGIN:VEVENT', 'DTSTAMP:20260101T000000Z', ...lines, 'END:VEVENT']

describe('issue 29: long-running series block their time in any year', () => {
  // The outside test's case: a daily event since 2012 and a weekday event since 2008, the server's clock at 2027-03-10.
  const feed = calendar([
    ...event('UID:daily-2012', 'DTSTART;TZID=Europe/Berlin:20120102T090000', 'DTEND;TZID=Europe/Berlin:20120102T100000', 'RRULE:FREQ=DAILY'),
    ...event('UID:weekdays-2008', 'DTSTART;TZID=Europe/Berlin:20080107T140000', 'DTEND;TZID=Europe/Berlin:20080107T150000', 'RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'),
    // Over long ago: COUNT counts from DTSTART, UNTIL is an instant.
    ...event('UID:count-2008', 'DTSTART;TZID=Europe/Berlin:20080107T103000', 'DTEND;TZID=Europe/Berlin:20080107T113000', 'RRULE:FREQ=DAILY;COUNT=10'),
    ...event('UID:until-2010', 'DTSTART;TZID=Europe/Berlin:20080107T103000', 'DTEND;TZID=Europe/Berlin:20080107T113000', 'RRULE:FREQ=DAILY;UNTIL=20101231T230000Z'),
  ])
  const now = new Date('2027-03-10T08:00:00Z')
  const to = new Date(now.getTime() + (bookingAvailability.horizonDays + 2) * day)

  it('offers no slot within 09:00–10:00 any day or 14:00–15:00 on weekdays (plus the buffer), and every other slot of the hours', () => {
    const spans = busySpans(feed, now, to)
    const slots = offeredSlots(bookingAvailability, now, spans)
    const buffer = bookingAvailability.bufferMinutes
    const meets = (slot: { start: string }, from: number, until: number) => {
      const start = berlin(new Date(slot.start)).minute
      return start < until + buffer && start + bookingAvailability.callMinutes > from - buffer
    }
    expect(slots.filter((slot) => meets(slot, 9 * 60, 10 * 60) || (berlin(new Date(slot.start)).weekday <= 5 && meets(slot, 14 * 60, 15 * 60)))).toEqual([])
    // Free time is still offered: the same hours without the feed, less exactly those slots.
    const unblocked = offeredSlots(bookingAvailability, now, [])
    expect(slots).toEqual(unblocked.filter((slot) => !meets(slot, 9 * 60, 10 * 60) && !(berlin(new Date(slot.start)).weekday <= 5 && meets(slot, 14 * 60, 15 * 60))))
    expect(slots.length).toBeGreaterThan(0)
  })

  it('expands each series over the window only: one span per day of the daily series, none of the ended ones', () => {
    const read = readFeed(feed, now, new Date(now.getTime() + 7 * day))
    // 10–16 March 2027: seven mornings, five weekday afternoons; the COUNT and UNTIL series are over.
    expect(read.spans.map((s) => s.start.toISOString().slice(0, 16))).toEqual([
      '2027-03-10T08:00', '2027-03-10T13:00', '2027-03-11T08:00', '2027-03-11T13:00', '2027-03-12T08:00', '2027-03-12T13:00',
      '2027-03-13T08:00', '2027-03-14T08:00', '2027-03-15T08:00', '2027-03-15T13:00', '2027-03-16T08:00', '2027-03-16T13:00',
    ])
    expect(read.problems).toMatchObject({ unexpanded: 0 })
  })

  it('stops rules that never occur or that ical.js cannot walk, in time, and counts what it reads roughly as busy', () => {
    const started = performance.now()
    const walkable = [
      // ical.js searches for ever for a day these DAILY rules can never meet.
      ...event('UID:feb-30', 'DTSTART:20260101T100000Z', 'DTEND:20260101T110000Z', 'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30'),
      ...event('UID:monthday-0', 'DTSTART:20260101T100000Z', 'DTEND:20260101T110000Z', 'RRULE:FREQ=DAILY;BYMONTHDAY=0'),
      // RFC 5545 allows no ordinal in a DAILY BYDAY: read as every Monday, as dateutil does.
      ...event('UID:daily-1mo', 'DTSTART;TZID=Europe/Berlin:20260105T160000', 'DTEND;TZID=Europe/Berlin:20260105T170000', 'RRULE:FREQ=DAILY;BYDAY=1MO'),
    ]
    // Every second of three morning hours on Tuesdays since 2008: not walked; the whole window counts as busy.
    const secondly = event('UID:secondly', 'DTSTART;TZID=Europe/Berlin:20080101T090000', 'DURATION:PT1S', 'RRULE:FREQ=SECONDLY;BYDAY=TU;BYHOUR=9,10,11')
    const [from, to] = [new Date('2027-03-01T00:00:00Z'), new Date('2027-03-15T00:00:00Z')]
    expect(readFeed(calendar(walkable), from, to).spans.map((s) => s.start.toISOString())).toEqual(['2027-03-01T15:00:00.000Z', '2027-03-08T15:00:00.000Z'])
    const read = readFeed(calendar([...walkable, ...secondly]), from, to)
    expect(read.problems.unexpanded).toBe(1)
    expect(read.spans.map((s) => `${s.start.toISOString()}/${s.end.toISOString()}`)).toEqual(['2027-03-01T00:00:00.000Z/2027-03-15T00:00:00.000Z'])
    expect(performance.now() - started).toBeLessThan(5_000)
  })

  it('counts a series over its step budget as busy over all of the window it may cover, and a feed over its CPU budget as unreadable', () => {
    // COUNT counts from DTSTART, so this series is walked from 2008: more steps than the budget allows.
    const long = calendar(event('UID:count', 'DTSTART;TZID=Europe/Berlin:20080101T090000', 'DURATION:PT1H', 'RRULE:FREQ=DAILY;COUNT=100000'))
    const untilMarch = calendar(event('UID:until', 'DTSTART;TZID=Europe/Berlin:20080101T090000', 'DURATION:PT1H', 'RRULE:FREQ=DAILY;UNTIL=20270305T000000Z'))
    const [from, to] = [new Date('2027-03-01T00:00:00Z'), new Date('2027-03-15T00:00:00Z')]
    const read = readFeed(long, from, to, { seriesSteps: 1_000, cpuMs: 10_000 })
    expect(read.problems.unexpanded).toBe(1)
    expect(read.spans.map((s) => `${s.start.toISOString()}/${s.end.toISOString()}`)).toEqual(['2027-03-01T00:00:00.000Z/2027-03-15T00:00:00.000Z'])
    // Without COUNT the walk starts near the window: the same budget is plenty.
    expect(readFeed(untilMarch, from, to, { seriesSteps: 1_000, cpuMs: 10_000 }).spans.map((s) => s.start.toISOString())).toEqual(['2027-03-01T08:00:00.000Z', '2027-03-02T08:00:00.000Z', '2027-03-03T08:00:00.000Z', '2027-03-04T08:00:00.000Z'])
    expect(() => readFeed(long, from, to, { seriesSteps: 1_000, cpuMs: 0 })).toThrow(FeedUnreadable)
  })
})

describe('issue 29: feed edge cases', () => {
  const from = new Date('2026-05-04T00:00:00Z')
  const to = new Date('2026-05-09T00:00:00Z')
  const iso = (spans: { start: Date; end: Date }[]) => spans.map((s) => `${s.start.toISOString()}/${s.end.toISOString()}`)

  it('counts events without a UID, and separate events sharing one, each as its own busy time', () => {
    const feed = calendar([
      ...event('DTSTART:20260504T080000Z', 'DTEND:20260504T090000Z'),
      ...event('DTSTART:20260505T080000Z', 'DTEND:20260505T090000Z'),
      ...event('UID:same@example.com', 'DTSTART:20260506T080000Z', 'DTEND:20260506T090000Z'),
      ...event('UID:same@example.com', 'DTSTART:20260507T080000Z', 'DTEND:20260507T090000Z'),
    ])
    expect(iso(busySpans(feed, from, to))).toEqual([
      '2026-05-04T08:00:00.000Z/2026-05-04T09:00:00.000Z',
      '2026-05-05T08:00:00.000Z/2026-05-05T09:00:00.000Z',
      '2026-05-06T08:00:00.000Z/2026-05-06T09:00:00.000Z',
      '2026-05-07T08:00:00.000Z/2026-05-07T09:00:00.000Z',
    ])
  })

  it('reads Outlook’s Windows zone names without a VTIMEZONE through CLDR’s table, and the feed’s VTIMEZONE for a name no table knows', () => {
    const feed = calendar([
      // 09:00 in New York (EDT, UTC−4) on 4 May 2026: 13:00 UTC, not 07:00 as Berlin would have it.
      ...event('UID:ny', 'DTSTART;TZID="Eastern Standard Time":20260504T090000', 'DTEND;TZID="Eastern Standard Time":20260504T100000'),
      ...event('UID:tokyo', 'DTSTART;TZID=Tokyo Standard Time:20260505T090000', 'DTEND;TZID=Tokyo Standard Time:20260505T100000'),
      ...vtimezone(testZones.find((z) => z.iana === 'Australia/Sydney')!, 'Customized Time Zone', 'outlook'),
      ...event('UID:sydney', 'DTSTART;TZID=Customized Time Zone:20260506T090000', 'DTEND;TZID=Customized Time Zone:20260506T100000'),
    ])
    const read = readFeed(feed, from, to)
    expect(iso(read.spans)).toEqual([
      '2026-05-04T13:00:00.000Z/2026-05-04T14:00:00.000Z',
      '2026-05-05T00:00:00.000Z/2026-05-05T01:00:00.000Z',
      '2026-05-05T23:00:00.000Z/2026-05-06T00:00:00.000Z', // 09:00 AEST (UTC+10)
    ])
    expect(read.problems.unknownZone).toBe(0)
  })

  it('never reads a TZID it cannot place as Berlin: busy from its wall clock at UTC+14 to its end at UTC−12, counted', () => {
    const feed = calendar([...event('UID:mars', 'DTSTART;TZID=Olympus Mons Time:20260506T090000', 'DTEND;TZID=Olympus Mons Time:20260506T100000')])
    const read = readFeed(feed, from, to)
    expect(iso(read.spans)).toEqual(['2026-05-05T19:00:00.000Z/2026-05-06T22:00:00.000Z'])
    expect(read.problems).toMatchObject({ unknownZone: 1, unknownZones: ['Olympus Mons Time'] })
  })

  it('skips an event without DTSTART (and one ical.js cannot parse), counts them, and reads the rest of the feed', () => {
    const feed = calendar([
      ...event('UID:no-start', 'SUMMARY:Call back', 'DTEND:20260504T090000Z'),
      ...event('UID:bad-rule', 'DTSTART:20260505T080000Z', 'DTEND:20260505T090000Z', 'RRULE:FREQ=WEEKLY;BYDAY=XX'),
      ...event('UID:fine', 'DTSTART:20260506T080000Z', 'DTEND:20260506T090000Z'),
    ])
    const read = readFeed(feed, from, to)
    expect(iso(read.spans)).toEqual(['2026-05-06T08:00:00.000Z/2026-05-06T09:00:00.000Z'])
    expect(read.problems).toMatchObject({ withoutStart: 1, unreadable: 1 })
  })

  it('takes Outlook’s X-MICROSOFT-CDO-BUSYSTATUS:FREE as free, tentative and out of office as busy', () => {
    const feed = calendar([
      ...event('UID:free', 'DTSTART:20260504T080000Z', 'DTEND:20260504T090000Z', 'X-MICROSOFT-CDO-BUSYSTATUS:FREE'),
      ...event('UID:tentative', 'DTSTART:20260505T080000Z', 'DTEND:20260505T090000Z', 'X-MICROSOFT-CDO-BUSYSTATUS:TENTATIVE', 'STATUS:TENTATIVE'),
      ...event('UID:oof', 'DTSTART;VALUE=DATE:20260506', 'DTEND;VALUE=DATE:20260507', 'X-MICROSOFT-CDO-BUSYSTATUS:OOF'),
    ])
    expect(iso(busySpans(feed, from, to))).toEqual(['2026-05-05T08:00:00.000Z/2026-05-05T09:00:00.000Z', '2026-05-05T22:00:00.000Z/2026-05-06T22:00:00.000Z'])
  })

  it('keeps an occurrence Google publishes without its series (an invitation to one occurrence) as busy', () => {
    const feed = calendar([...event('UID:series-elsewhere@google.com', 'RECURRENCE-ID:20260505T080000Z', 'DTSTART:20260505T100000Z', 'DTEND:20260505T110000Z')])
    expect(iso(busySpans(feed, from, to))).toEqual(['2026-05-05T10:00:00.000Z/2026-05-05T11:00:00.000Z'])
  })
})

describe('issue 29: reading a large feed', () => {
  /**
   * A feed of `n` events as a busy calendar holds them: five weekly series since 2020, a third of
   * the events moved occurrences of them (RECURRENCE-ID), the rest single appointments since
   * 2008. ical.js's Event relates every event to every exception of the calendar: n × n/3.
   */
  const busyCalendar = (n: number) => {
    const wall = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').slice(0, 15)
    const monday = Date.UTC(2020, 0, 6, 9)
    const lines: string[] = []
    for (let s = 0; s < 5; s++) lines.push(...event(`UID:weekly-${s}@example.com`, `DTSTART;TZID=Europe/Berlin:${wall(monday + s * day)}`, 'DURATION:PT1H', 'RRULE:FREQ=WEEKLY'))
    for (let i = 0; i < n - 5; i++) {
      if (i % 3 === 0) {
        const [series, week] = [(i / 3) % 5, Math.floor(i / 15)]
        const original = monday + series * day + week * 7 * day
        lines.push(...event(`UID:weekly-${series}@example.com`, `RECURRENCE-ID;TZID=Europe/Berlin:${wall(original)}`, `DTSTART;TZID=Europe/Berlin:${wall(original + 3_600_000)}`, 'DURATION:PT1H'))
      } else {
        lines.push(...event(`UID:single-${i}@example.com`, `DTSTART;TZID=Europe/Berlin:${wall(Date.UTC(2008, 0, 1, 9) + i * 17 * 3_600_000)}`, 'DURATION:PT1H'))
      }
    }
    return calendar(lines)
  }
  /** CPU time of the best of three reads, in ms (CPU rather than wall time: other work on the machine does not count). */
  const cpuMs = (feed: string, now: Date) => {
    let best = Number.POSITIVE_INFINITY
    for (let i = 0; i < 3; i++) {
      const started = process.cpuUsage()
      readFeed(feed, now, new Date(now.getTime() + 30 * day))
      const used = process.cpuUsage(started)
      best = Math.min(best, (used.user + used.system) / 1000)
    }
    return best
  }

  it('takes time linear in the feed’s size: eight times the events, well under sixteen times the time (quadratic would be 64)', () => {
    const now = new Date('2027-03-10T09:00:00Z')
    const small = cpuMs(busyCalendar(500), now)
    const large = cpuMs(busyCalendar(4_000), now)
    expect(large / small).toBeLessThan(16)
  }, 120_000)

  it('reads an Outlook feed of 9,000 events (2 MB, under the size limit) with its series since 2008 and their moved occurrences', () => {
    const now = new Date('2027-03-10T09:00:00Z')
    const feed = outlookStyleFeed(9_000, now)
    expect(Buffer.byteLength(feed)).toBeLessThan(busyFeedDefaults.maxBytes)
    const read = readFeed(feed, now, new Date(now.getTime() + 30 * day))
    expect(read.events).toBe(9_000)
    expect(read.problems).toMatchObject({ withoutStart: 0, unreadable: 0, unknownZone: 0, unexpanded: 0 })
    expect(read.spans.length).toBeGreaterThan(0)
  }, 120_000)
})

describe('reading the feed', () => {
  let server: Server
  let url: string
  let answer: { status: number; body: string } | 'hang' = { status: 200, body: outlook }
  const hanging: ServerResponse[] = []
  let requests = 0
  beforeAll(async () => {
    server = createServer((_req, res) => {
      requests++
      if (answer === 'hang') hanging.push(res)
      else res.writeHead(answer.status, { 'content-type': 'text/calendar' }).end(answer.body)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/calendar.ics`
  })
  afterEach(() => {
    answer = { status: 200, body: outlook }
    for (const res of hanging.splice(0)) res.destroy()
    vi.restoreAllMocks()
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))
  const range = [new Date('2026-03-19T00:00:00Z'), new Date('2026-04-01T00:00:00Z')] as const
  const options = { ...busyFeedDefaults, freshMs: 1_000, staleMs: 10_000, timeoutMs: 60_000, maxBytes: 100_000, retryMs: 2_000, allowLocal: true }

  it('parses the feed once per fetch, not once per request, and an unchanged feed not again', async () => {
    const parse = vi.spyOn(ICAL, 'parse')
    let clock = 0
    const busy = createBusyFeed(url, options, () => clock)
    requests = 0
    expect(await busy(...range)).toHaveLength(4)
    const parsed = parse.mock.calls.length
    for (clock = 100; clock < 1_000; clock += 100) expect(await busy(...range)).toHaveLength(4)
    expect(parse.mock.calls.length).toBe(parsed)
    expect(requests).toBe(1)
    // Read again after freshMs: the same text is not parsed again, a changed one is.
    clock = 2_000
    await busy(...range)
    await busy.reading()
    expect(requests).toBe(2)
    expect(parse.mock.calls.length).toBe(parsed)
    answer = { status: 200, body: outlook.replace('SUMMARY:Busy', 'SUMMARY:Busier') }
    clock = 4_000
    await busy(...range)
    await busy.reading()
    expect(parse.mock.calls.length).toBeGreaterThan(parsed)
  })

  it('answers from the copy at once while the calendar hangs, with one read at a time, and takes the new copy when it comes', async () => {
    let clock = 0
    const busy = createBusyFeed(url, options, () => clock)
    requests = 0
    expect(await busy(...range)).toHaveLength(4)
    answer = 'hang'
    clock = 5_000
    // The calendar does not answer (the timeout is a minute): every request is answered from the copy, one read waits.
    for (let i = 0; i < 5; i++) expect(await busy(...range)).toHaveLength(4)
    await vi.waitFor(() => expect(hanging).toHaveLength(1))
    expect(requests).toBe(2)
    // The calendar answers with one appointment fewer: the next request has it.
    hanging.shift()!.writeHead(200, { 'content-type': 'text/calendar' }).end(outlook.replace(/BEGIN:VEVENT\r\nUID:shenzhen[\s\S]*?END:VEVENT\r\n/, ''))
    await busy.reading()
    expect(await busy(...range)).toHaveLength(3)
  }, 10_000)

  it('in Lambda gives the new read a moment within the request: the new copy when it comes in time, the old one when not', async () => {
    let clock = 0
    const busy = createBusyFeed(url, { ...options, refreshWaitMs: 300 }, () => clock)
    expect(await busy(...range)).toHaveLength(4)
    clock = 5_000
    answer = { status: 200, body: outlook.replace(/BEGIN:VEVENT\r\nUID:shenzhen[\s\S]*?END:VEVENT\r\n/, '') }
    expect(await busy(...range)).toHaveLength(3)
    clock = 10_000
    answer = 'hang'
    const started = performance.now()
    expect(await busy(...range)).toHaveLength(3)
    expect(performance.now() - started).toBeGreaterThanOrEqual(250)
  }, 10_000)

  it('uses a stale copy while the calendar is down, then offers nothing, and does not wait on a calendar that just failed', async () => {
    let clock = 0
    const busy = createBusyFeed(url, options, () => clock)
    requests = 0
    expect(await busy(...range)).toHaveLength(4)
    answer = { status: 503, body: 'down' }
    clock = 5_000
    expect(await busy(...range)).toHaveLength(4) // the copy of five seconds ago; the read fails in the background
    await busy.reading()
    expect(requests).toBe(2)
    clock = 20_000
    await expect(busy(...range)).rejects.toBeInstanceOf(BusyFeedUnavailable)
    expect(requests).toBe(3)
    // Within retryMs of that failure no request waits for the calendar again.
    clock = 21_000
    await expect(busy(...range)).rejects.toThrow(/503/)
    expect(requests).toBe(3)
    clock = 23_000
    answer = { status: 200, body: 'not a calendar' }
    await expect(busy(...range)).rejects.toThrow(/no VCALENDAR/)
    clock = 26_000
    answer = { status: 200, body: outlook }
    expect(await busy(...range)).toHaveLength(4)
  })

  it('logs what it left out of a feed once per read, for the alarm', async () => {
    const lines: string[] = []
    answer = { status: 200, body: calendar([...event('UID:no-start', 'SUMMARY:x'), ...event('UID:x', 'DTSTART;TZID=Nowhere:20260320T090000', 'DURATION:PT1H')]) }
    const busy = createBusyFeed(url, options, () => 0, createLogger('feed', (line) => lines.push(line)))
    await busy(...range)
    await busy(...range)
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(logged).toEqual([expect.objectContaining({ level: 'error', event: 'booking_calendar_feed_problems', events: 2, withoutStart: 1, unknownZone: 1, unknownZones: 'Nowhere' })])
  })

  it('refuses a feed larger than its limit', async () => {
    const busy = createBusyFeed(url, { ...options, maxBytes: 500 })
    await expect(busy(new Date(), new Date())).rejects.toThrow(/larger than 500 bytes/)
  })
})
