// The firm's busy times from its calendar feed (lambdas/booking/busy-feed.ts): feeds as Outlook,
// Google and Nextcloud write them, with the instants worked out by hand, and the reading of the
// feed over HTTP: kept briefly, a stale copy used for a while, never slots without the calendar.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BusyFeedUnavailable, busyFeedDefaults, busySpans, createBusyFeed } from '../../lambdas/booking/busy-feed'

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

describe('reading the feed', () => {
  let server: Server
  let url: string
  let answer: { status: number; body: string } = { status: 200, body: outlook }
  let requests = 0
  beforeAll(async () => {
    server = createServer((_req, res) => {
      requests++
      res.writeHead(answer.status, { 'content-type': 'text/calendar' }).end(answer.body)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/calendar.ics`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it('keeps a read feed for a while, uses a stale one while the calendar is down, and then offers nothing', async () => {
    let clock = 0
    const busy = createBusyFeed(url, { ...busyFeedDefaults, freshMs: 1_000, staleMs: 10_000, timeoutMs: 2_000, maxBytes: 100_000 }, () => clock)
    const range = [new Date('2026-03-19T00:00:00Z'), new Date('2026-04-01T00:00:00Z')] as const
    requests = 0
    expect(await busy(...range)).toHaveLength(4)
    clock = 500
    expect(await busy(...range)).toHaveLength(4)
    expect(requests).toBe(1)
    answer = { status: 503, body: 'down' }
    clock = 5_000
    expect(await busy(...range)).toHaveLength(4) // the copy of five seconds ago
    expect(requests).toBe(2)
    clock = 20_000
    await expect(busy(...range)).rejects.toBeInstanceOf(BusyFeedUnavailable)
    answer = { status: 200, body: 'not a calendar' }
    await expect(busy(...range)).rejects.toBeInstanceOf(BusyFeedUnavailable)
    answer = { status: 200, body: outlook }
  })

  it('refuses a feed larger than its limit', async () => {
    const busy = createBusyFeed(url, { ...busyFeedDefaults, freshMs: 1_000, staleMs: 10_000, timeoutMs: 2_000, maxBytes: 500 })
    await expect(busy(new Date(), new Date())).rejects.toThrow(/larger than 500 bytes/)
  })
})
