// The firm's busy times from generated calendar feeds (lambdas/booking/calendar-feed/), checked
// against an independent reading: Python's dateutil.rrule expands the same RRULE text and
// zoneinfo turns wall clocks into instants (tests/support/rrule-oracle.py). Feeds are written
// as Outlook, Google and Nextcloud write them (tests/support/calendar-feeds.ts): long-running
// series since 2008, COUNT and UNTIL, BYDAY, BYMONTHDAY, BYSETPOS, EXDATE, RDATE, occurrences
// moved or cancelled by RECURRENCE-ID (RANGE=THISANDFUTURE too), all-day and floating times,
// IANA and Windows zone names with and without VTIMEZONEs, UTC. The slots offered with the
// feed's busy times must be exactly those offered with the oracle's: none that meets a busy
// occurrence, none of the free time withheld.
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { bookingAvailability } from '../../content/booking'
import { offeredSlots, type TimeSpan } from '../../core/booking-slots'
import { readFeed } from '../../lambdas/booking/busy-feed'
import { calendar, icalWall, testZones, vtimezone } from '../support/calendar-feeds'
import { startOracle, type OracleClock, type OracleEvent } from '../support/rrule-oracle'

const oracle = startOracle()
afterAll(() => oracle.close())

const day = 86_400_000
const availability = bookingAvailability
/** The part of the calendar the slots function asks for (lambdas/booking/handler.ts: horizon plus two days). */
const windowOf = (now: Date) => ({ from: now, to: new Date(now.getTime() + (availability.horizonDays + 2) * day) })

/** How a time's clock is written: an IANA name with or without a VTIMEZONE, Outlook's Windows name with or without one, a name only the VTIMEZONE explains, UTC, floating, all-day. */
type Written = 'iana' | 'iana+vtimezone' | 'windows' | 'windows+vtimezone' | 'custom+vtimezone' | 'utc' | 'floating' | 'date'
const writtenForms: Written[] = ['iana', 'iana+vtimezone', 'windows', 'windows+vtimezone', 'custom+vtimezone', 'utc', 'floating', 'date']

const pad = (n: number, width = 2) => String(n).padStart(width, '0')
const isoWall = (ms: number, isDate: boolean) => {
  const d = new Date(ms)
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
  return isDate ? date : `${date}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00`
}
const wallToMs = (wall: string) => Date.parse(wall.length === 10 ? `${wall}T00:00:00Z` : `${wall}Z`)

const rruleArb = fc.oneof(
  fc.record({ freq: fc.constant('DAILY'), interval: fc.integer({ min: 1, max: 3 }), byday: fc.option(fc.subarray(['MO', 'TU', 'WE', 'TH', 'FR'], { minLength: 1 }), { nil: undefined }) }).map(
    (r) => `FREQ=DAILY${r.interval > 1 ? `;INTERVAL=${r.interval}` : ''}${r.byday ? `;BYDAY=${r.byday.join(',')}` : ''}`,
  ),
  fc.record({ interval: fc.integer({ min: 1, max: 3 }), byday: fc.subarray(['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'], { minLength: 1 }), wkst: fc.constantFrom('MO', 'SU') }).map(
    (r) => `FREQ=WEEKLY;INTERVAL=${r.interval};BYDAY=${r.byday.join(',')};WKST=${r.wkst}`,
  ),
  fc.record({ interval: fc.integer({ min: 1, max: 3 }), monthday: fc.oneof(fc.integer({ min: 1, max: 31 }), fc.constant(-1)) }).map((r) => `FREQ=MONTHLY;INTERVAL=${r.interval};BYMONTHDAY=${r.monthday}`),
  fc.record({ interval: fc.integer({ min: 1, max: 2 }), nth: fc.constantFrom(1, 2, 3, 4, -1), weekday: fc.constantFrom('MO', 'TU', 'WE', 'TH', 'FR') }).map((r) => `FREQ=MONTHLY;INTERVAL=${r.interval};BYDAY=${r.nth}${r.weekday}`),
  fc.record({ setpos: fc.constantFrom(1, 2, 3, 4, -1, -2), days: fc.subarray(['MO', 'TU', 'WE', 'TH', 'FR'], { minLength: 1 }) }).map((r) => `FREQ=MONTHLY;BYDAY=${r.days.join(',')};BYSETPOS=${r.setpos}`),
  fc.record({ month: fc.integer({ min: 1, max: 12 }), monthday: fc.integer({ min: 1, max: 31 }) }).map((r) => `FREQ=YEARLY;BYMONTH=${r.month};BYMONTHDAY=${r.monthday}`),
  fc.record({ month: fc.integer({ min: 1, max: 12 }), nth: fc.constantFrom(1, 2, -1), weekday: fc.constantFrom('MO', 'TH', 'SA') }).map((r) => `FREQ=YEARLY;BYMONTH=${r.month};BYDAY=${r.nth}${r.weekday}`),
)

const statusArb = fc.constantFrom<string[]>([], [], [], ['STATUS:CONFIRMED'], ['STATUS:TENTATIVE'], ['STATUS:CANCELLED'], ['TRANSP:TRANSPARENT'], ['X-MICROSOFT-CDO-BUSYSTATUS:FREE'], ['TRANSP:TRANSPARENT', 'X-MICROSOFT-CDO-BUSYSTATUS:FREE'], ['X-MICROSOFT-CDO-BUSYSTATUS:OOF'])
const isBusy = (lines: string[]) => !lines.some((l) => l === 'STATUS:CANCELLED' || l === 'TRANSP:TRANSPARENT' || l === 'X-MICROSOFT-CDO-BUSYSTATUS:FREE')

const eventArb = fc.record({
  written: fc.constantFrom(...writtenForms),
  zone: fc.constantFrom(...testZones),
  series: fc.boolean(),
  /** Days before now a series starts (since 2008), or days from now a single event is. */
  daysBack: fc.integer({ min: 0, max: 19 * 366 }),
  daysAhead: fc.integer({ min: -3, max: 33 }),
  hour: fc.integer({ min: 6, max: 20 }),
  minute: fc.constantFrom(0, 15, 30, 45),
  minutes: fc.constantFrom(15, 30, 60, 90, 180),
  days: fc.integer({ min: 1, max: 3 }),
  rrule: rruleArb,
  end: fc.oneof(fc.constant<{ kind: 'none' }>({ kind: 'none' }), fc.record({ kind: fc.constant('count' as const), count: fc.integer({ min: 1, max: 400 }) }), fc.record({ kind: fc.constant('until' as const), pick: fc.integer({ min: -1, max: 9 }) })),
  status: statusArb,
  uid: fc.constantFrom<'own' | 'shared' | 'none'>('own', 'own', 'own', 'shared', 'none'),
  /** Occurrences (by index near the window) excluded, written on the series' clock or in UTC. */
  exdates: fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 3 }),
  exdatesInUtc: fc.boolean(),
  rdates: fc.array(fc.record({ daysAhead: fc.integer({ min: -2, max: 32 }), hour: fc.integer({ min: 6, max: 20 }) }), { maxLength: 2 }),
  overrides: fc.array(
    fc.record({ pick: fc.integer({ min: 0, max: 9 }), shiftMinutes: fc.constantFrom(-120, -60, 60, 120, 1440, -1440), status: statusArb, range: fc.boolean(), inUtc: fc.boolean(), minutes: fc.constantFrom(30, 60, 120) }),
    { maxLength: 2 },
  ),
  masterMissing: fc.boolean(),
})
type GeneratedEvent = typeof eventArb extends fc.Arbitrary<infer T> ? T : never

/** Writes the generated events as a feed and as the oracle's model of the same events. */
async function build(events: GeneratedEvent[], now: Date): Promise<{ feed: string; model: OracleEvent[] }> {
  const tentative = events.map((e) => {
    const clock: OracleClock = e.written === 'utc' ? 'utc' : e.written === 'floating' ? 'floating' : e.written === 'date' ? 'date' : { zone: e.zone.iana }
    const base = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + (e.series ? -e.daysBack : e.daysAhead) * day + (e.hour * 60 + e.minute) * 60_000
    return { clock, start: isoWall(e.written === 'date' ? Math.floor(base / day) * day : base, e.written === 'date') }
  })
  const after = new Date(now.getTime() - 3 * day).toISOString().slice(0, 19)
  const near = await oracle.near(
    events.map((e, i) => ({ ...tentative[i]!, rrule: e.series ? e.rrule : 'FREQ=DAILY;COUNT=1' })),
    after,
    10,
  )
  const lines: string[] = []
  const model: OracleEvent[] = []
  const zonesWritten = new Set<string>()
  events.forEach((e, i) => {
    const { clock } = tentative[i]!
    const found = near[i]
    if (e.series && !found) return // a rule with no occurrence at all: nothing to write
    const start = e.series ? found!.start : tentative[i]!.start
    const isDate = e.written === 'date'
    const tzid = e.written.startsWith('iana') ? e.zone.iana : e.written.startsWith('windows') ? e.zone.windows : e.written === 'custom+vtimezone' ? `Customized Time Zone ${e.zone.iana.split('/')[1]}` : undefined
    if (tzid && e.written.endsWith('+vtimezone') && !zonesWritten.has(tzid)) {
      zonesWritten.add(tzid)
      lines.push(...vtimezone(e.zone, tzid, e.written === 'iana+vtimezone' ? 'nextcloud' : 'outlook'))
    }
    const quoted = tzid && e.written.startsWith('windows') && i % 2 === 0 ? `"${tzid}"` : tzid
    const prop = (name: string, wall: string, inUtc = false, params = '') => {
      if (isDate) return `${name};VALUE=DATE${params}:${icalWall(wall)}`
      if (inUtc || e.written === 'utc') return `${name}${params}:${icalWall(wall)}Z`
      return tzid ? `${name}${params};TZID=${quoted}:${icalWall(wall)}` : `${name}${params}:${icalWall(wall)}`
    }
    /** An occurrence's wall clock in UTC, for Google's habit of writing EXDATE and RECURRENCE-ID in UTC. */
    const utcWall = (occurrence: { wall: string; ms: number }) => (isDate || e.written === 'utc' ? occurrence.wall : isoWall(occurrence.ms, false))
    const length = isDate ? { days: e.days } : { minutes: e.minutes }
    const endWall = isoWall(wallToMs(start) + (isDate ? e.days * day : e.minutes * 60_000), isDate)
    const uid = e.uid === 'none' ? undefined : e.uid === 'shared' ? 'shared@example.com' : `event-${i}@example.com`
    const occurrences = found?.occurrences ?? []
    let rrule = e.series ? e.rrule : null
    if (rrule && e.end.kind === 'count') rrule += `;COUNT=${e.end.count}`
    if (rrule && e.end.kind === 'until') {
      // UNTIL exactly at an occurrence near the window (inclusive), or before the window (the series is over).
      const at = occurrences[e.end.pick]
      const until = at ? (isDate ? at.wall : e.written === 'floating' ? at.wall : isoWall(at.ms, false)) : isoWall(now.getTime() - 5 * day, isDate)
      rrule += `;UNTIL=${icalWall(until)}${isDate || e.written === 'floating' ? '' : 'Z'}`
    }
    const exdates = rrule ? e.exdates.flatMap((k) => (occurrences[k] ? [occurrences[k]!] : [])) : []
    const exInUtc = e.exdatesInUtc && !isDate && e.written !== 'floating'
    const rdates = rrule ? e.rdates.map((r) => isoWall(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + r.daysAhead * day + r.hour * 3_600_000, isDate)) : []
    const masterLines = [
      'BEGIN:VEVENT',
      ...(uid ? [`UID:${uid}`] : []),
      'DTSTAMP:20260101T000000Z',
      prop('DTSTART', start),
      // Outlook and Google write DTEND, some exporters DURATION.
      i % 3 === 2 ? (isDate ? `DURATION:P${e.days}D` : `DURATION:PT${e.minutes}M`) : prop('DTEND', endWall),
      ...(rrule ? [`RRULE:${rrule}`] : []),
      ...(exdates.length > 0 ? [`${prop('EXDATE', exInUtc ? utcWall(exdates[0]!) : exdates[0]!.wall, exInUtc).split(':')[0]}:${exdates.map((x) => `${icalWall(exInUtc ? utcWall(x) : x.wall)}${exInUtc || e.written === 'utc' ? 'Z' : ''}`).join(',')}`] : []),
      ...rdates.map((r) => prop('RDATE', r)),
      'SUMMARY:Busy',
      ...e.status,
      'END:VEVENT',
    ]
    if (!(e.masterMissing && uid && e.overrides.length > 0)) {
      lines.push(...masterLines)
      model.push({ ...(uid ? { uid } : {}), clock, start, length, busy: isBusy(e.status), rrule, rdates, exdates: exdates.map((x) => (exInUtc ? utcWall(x) : x.wall)), ...(exInUtc ? { exdateClock: 'utc' as const } : {}) })
    }
    if (!rrule || !uid) return
    for (const o of e.overrides) {
      const original = occurrences[o.pick]
      if (!original) continue
      const ridInUtc = o.inUtc && !isDate && e.written !== 'floating'
      const movedStart = isoWall(wallToMs(original.wall) + (isDate ? Math.sign(o.shiftMinutes) * day : o.shiftMinutes * 60_000), isDate)
      const movedLength = isDate ? { days: 1 } : { minutes: o.minutes }
      lines.push(
        'BEGIN:VEVENT',
        `UID:${uid}`,
        'DTSTAMP:20260101T000000Z',
        prop('RECURRENCE-ID', ridInUtc ? utcWall(original) : original.wall, ridInUtc, o.range ? ';RANGE=THISANDFUTURE' : ''),
        prop('DTSTART', movedStart),
        prop('DTEND', isoWall(wallToMs(movedStart) + (isDate ? day : o.minutes * 60_000), isDate)),
        'SUMMARY:Busy (moved)',
        ...o.status,
        'END:VEVENT',
      )
      model.push({ uid, clock, start: movedStart, length: movedLength, busy: isBusy(o.status), rrule: null, rdates: [], exdates: [], rid: ridInUtc ? utcWall(original) : original.wall, ridClock: ridInUtc ? 'utc' : clock, range: o.range })
    }
  })
  return { feed: calendar(lines, '-//Generated by busy-feed-property.test.ts//EN'), model }
}

const iso = (spans: { start: number; end: number }[]) => spans.map((s) => `${new Date(s.start).toISOString()}/${new Date(s.end).toISOString()}`)
/** Spans as a set of instants: joined where they touch, cut to the window. */
function normalized(spans: { start: number; end: number }[], from: number, to: number) {
  const sorted = spans.map((s) => ({ start: Math.max(s.start, from), end: Math.min(s.end, to) })).filter((s) => s.start < s.end || (s.start === s.end && s.start > from && s.start < to)).sort((a, b) => a.start - b.start || a.end - b.end)
  const out: { start: number; end: number }[] = []
  for (const s of sorted) {
    const last = out[out.length - 1]
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end)
    else out.push({ ...s })
  }
  return out
}
const asTimeSpans = (spans: { start: number; end: number }[]): TimeSpan[] => spans.map((s) => ({ start: new Date(s.start), end: new Date(s.end) }))

describe('busy times of generated feeds against dateutil and zoneinfo', () => {
  it('offer exactly the slots the independent reading offers: none in busy time, all free time', async () => {
    // Moments of booking between 2026 and 2030, at any minute.
    const nowArb = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2030, 11, 31) }).map((ms) => new Date(Math.floor(ms / 60_000) * 60_000))
    await fc.assert(
      // Events sharing a UID are one recurring set: RFC 5545 (3.8.4.4) has its RECURRENCE-IDs take the value type
      // of the master's DTSTART, so a set mixing all-day and timed events is malformed, and readers differ on it
      // (a whole-day THISANDFUTURE override of a timed occurrence: a day from its date, or a day from its time).
      fc.asyncProperty(nowArb, fc.array(eventArb, { minLength: 1, maxLength: 6 }).filter((events) => new Set(events.filter((e) => e.uid === 'shared').map((e) => e.written === 'date')).size <= 1), async (now, events) => {
        const { feed, model } = await build(events, now)
        const { from, to } = windowOf(now)
        const expected = await oracle.busy(model, from.getTime(), to.getTime())
        const read = readFeed(feed, from, to)
        const mine = read.spans.map((s) => ({ start: s.start.getTime(), end: s.end.getTime() }))
        const theirs = expected.map(([start, end]) => ({ start, end }))
        expect(read.problems, feed).toMatchObject({ withoutStart: 0, unreadable: 0, unknownZone: 0, unexpanded: 0 })
        expect(iso(normalized(mine, from.getTime(), to.getTime())), feed).toEqual(iso(normalized(theirs, from.getTime(), to.getTime())))
        expect(offeredSlots(availability, now, asTimeSpans(mine))).toEqual(offeredSlots(availability, now, asTimeSpans(theirs)))
      }),
      { numRuns: 150 },
    )
  }, 240_000)
})
