// Issue 39 (A2, A3, A5): what the feed reader makes of feeds the outside test found misread,
// against an independent reading (tests/support/rrule-oracle.py: Python's dateutil.rrule and
// zoneinfo for series and zones, datetime for VFREEBUSY periods): VFREEBUSY periods are busy
// unless FBTYPE=FREE; a yearly BYWEEKNO series blocks only its weeks; floating times of a feed
// that names its zone in X-WR-TIMEZONE are on that zone's clock; a rule part the reader cannot
// expand is reported; a feed cut off anywhere before its END:VCALENDAR is no feed.
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { bookingAvailability } from '../../content/booking'
import { offeredSlots, type TimeSpan } from '../../core/booking-slots'
import { FeedIncomplete, FeedUnreadable, readFeed } from '../../lambdas/booking/busy-feed'
import { calendar, icalWall, testZones } from '../support/calendar-feeds'
import { startOracle, type OracleClock, type OracleEvent, type OracleFreeBusy } from '../support/rrule-oracle'

const oracle = startOracle()
afterAll(() => oracle.close())

const day = 86_400_000
const availability = bookingAvailability
const windowOf = (now: Date) => ({ from: now, to: new Date(now.getTime() + (availability.horizonDays + 2) * day) })
const nowArb = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2030, 11, 31) }).map((ms) => new Date(Math.floor(ms / 60_000) * 60_000))

const pad = (n: number) => String(n).padStart(2, '0')
const isoWall = (ms: number, isDate: boolean) => {
  const d = new Date(ms)
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
  return isDate ? date : `${date}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00`
}
const wallToMs = (wall: string) => Date.parse(wall.length === 10 ? `${wall}T00:00:00Z` : `${wall}Z`)
const utcStamp = (ms: number) => `${icalWall(isoWall(ms, false))}Z`

/** Spans as a set of instants: joined where they touch, cut to the window. */
function normalized(spans: { start: number; end: number }[], from: number, to: number): string[] {
  const sorted = spans.map((s) => ({ start: Math.max(s.start, from), end: Math.min(s.end, to) })).filter((s) => s.start < s.end).sort((a, b) => a.start - b.start || a.end - b.end)
  const out: { start: number; end: number }[] = []
  for (const s of sorted) {
    const last = out[out.length - 1]
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end)
    else out.push({ ...s })
  }
  return out.map((s) => `${new Date(s.start).toISOString()}/${new Date(s.end).toISOString()}`)
}
const asTimeSpans = (spans: { start: number; end: number }[]): TimeSpan[] => spans.map((s) => ({ start: new Date(s.start), end: new Date(s.end) }))
const msSpans = (spans: TimeSpan[]) => spans.map((s) => ({ start: s.start.getTime(), end: s.end.getTime() }))

/** The reader's busy times and slots against the oracle's, over the window the slots function asks for. */
function expectSameAsOracle(feed: string, now: Date, expected: [number, number][]) {
  const { from, to } = windowOf(now)
  const read = readFeed(feed, from, to)
  const mine = msSpans(read.spans)
  const theirs = expected.map(([start, end]) => ({ start, end }))
  expect(read.problems, feed).toMatchObject({ withoutStart: 0, unreadable: 0, unknownZone: 0, unexpanded: 0 })
  expect(normalized(mine, from.getTime(), to.getTime()), feed).toEqual(normalized(theirs, from.getTime(), to.getTime()))
  expect(offeredSlots(availability, now, asTimeSpans(mine))).toEqual(offeredSlots(availability, now, asTimeSpans(theirs)))
  return read
}

describe('A3: VFREEBUSY periods are busy times', () => {
  const durationText = (minutes: number, style: 'time' | 'days') => {
    const [d, h, m] = [Math.floor(minutes / 1440), Math.floor((minutes % 1440) / 60), minutes % 60]
    if (style === 'time' || d === 0) return `PT${minutes >= 60 ? `${Math.floor(minutes / 60)}H` : ''}${minutes % 60 ? `${minutes % 60}M` : ''}`
    return `P${d}D${h || m ? `T${h ? `${h}H` : ''}${m ? `${m}M` : ''}` : ''}`
  }
  const periodArb = fc.record({
    startMinutes: fc.integer({ min: -2 * 1440, max: 30 * 1440 }),
    minutes: fc.constantFrom(15, 30, 60, 90, 150, 600, 1440, 2 * 1440 + 60),
    form: fc.constantFrom<'end' | 'time' | 'days'>('end', 'time', 'days'),
  })
  const entryArb = fc.record({
    fbtype: fc.constantFrom<string | null>(null, 'BUSY', 'BUSY-TENTATIVE', 'BUSY-UNAVAILABLE', 'FREE', 'busy-unavailable'),
    periods: fc.array(periodArb, { minLength: 1, maxLength: 3 }),
  })

  it('offers exactly the slots Python’s reading of the periods offers: start/end and start/duration, every FBTYPE but FREE busy', async () => {
    await fc.assert(
      fc.asyncProperty(nowArb, fc.array(fc.array(entryArb, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 2 }), async (now, components) => {
        const base = Math.floor(now.getTime() / 900_000) * 900_000
        const lines: string[] = []
        const entries: OracleFreeBusy[] = []
        for (const component of components) {
          lines.push('BEGIN:VFREEBUSY', 'DTSTAMP:20260101T000000Z', `DTSTART:${utcStamp(base - 3 * day)}`, `DTEND:${utcStamp(base + 40 * day)}`)
          for (const entry of component) {
            const periods = entry.periods.map((p) => {
              const start = base + p.startMinutes * 60_000
              return `${utcStamp(start)}/${p.form === 'end' ? utcStamp(start + p.minutes * 60_000) : durationText(p.minutes, p.form)}`
            })
            lines.push(`FREEBUSY${entry.fbtype ? `;FBTYPE=${entry.fbtype}` : ''}:${periods.join(',')}`)
            entries.push({ fbtype: entry.fbtype, periods })
          }
          lines.push('END:VFREEBUSY')
        }
        const feed = calendar(lines)
        const read = expectSameAsOracle(feed, now, await oracle.freeBusy(entries))
        expect(read.freeBusy).toBe(components.length)
      }),
      { numRuns: 120 },
    )
  }, 120_000)

  it('offers no slot inside a published busy period (the outside test’s feed: 0 busy spans, every slot offered)', () => {
    const now = new Date('2027-03-08T06:00:00Z') // a Monday
    const feed = calendar(['BEGIN:VFREEBUSY', 'DTSTAMP:20270301T000000Z', 'DTSTART:20270301T000000Z', 'DTEND:20270401T000000Z', 'FREEBUSY;FBTYPE=BUSY:20270310T080000Z/PT8H', 'FREEBUSY;FBTYPE=FREE:20270311T080000Z/PT8H', 'END:VFREEBUSY'])
    const { from, to } = windowOf(now)
    const slots = offeredSlots(availability, now, readFeed(feed, from, to).spans)
    const onThe = (date: string) => slots.filter((slot) => slot.start.startsWith(date))
    expect(onThe('2027-03-10').filter((slot) => slot.start >= '2027-03-10T08:00' && slot.start < '2027-03-10T16:00')).toEqual([])
    expect(onThe('2027-03-11').length).toBeGreaterThan(0)
  })
})

describe('A5: yearly BYWEEKNO series and X-WR-TIMEZONE', () => {
  /** The months week `week` of a year can touch, and one beside them (`shift`), so that the rule does occur. */
  const monthsNear = (week: number, shift: number) => {
    const month = week < 0 ? 12 : Math.min(12, Math.floor(((week - 1) * 7 + 3) / 30.44) + 1)
    return [...new Set([month - 1, month, month + 1, month + shift].map((m) => ((m + 11) % 12) + 1))].sort((a, b) => a - b)
  }
  const weekNumberRule = fc
    .record({
      weeks: fc.uniqueArray(fc.oneof(fc.integer({ min: 1, max: 53 }), fc.constant(-1)), { minLength: 1, maxLength: 3 }),
      days: fc.option(fc.subarray(['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'], { minLength: 1, maxLength: 3 }), { nil: undefined }),
      // BYMONTH around the first listed week (a month the week never meets would make dateutil search to the year 9999 for nothing).
      withMonths: fc.boolean(),
      monthShift: fc.constantFrom(-1, 0, 1),
      wkst: fc.constantFrom<string | undefined>(undefined, 'MO', 'SU', 'TH'),
      interval: fc.constantFrom(1, 1, 2),
      count: fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined, freq: 3 }),
    })
    .map(
      (r) =>
        `FREQ=YEARLY${r.interval > 1 ? `;INTERVAL=${r.interval}` : ''};BYWEEKNO=${r.weeks.join(',')}${r.days ? `;BYDAY=${r.days.join(',')}` : ''}${r.withMonths ? `;BYMONTH=${monthsNear(r.weeks[0]!, r.monthShift).join(',')}` : ''}${r.wkst ? `;WKST=${r.wkst}` : ''}${r.count ? `;COUNT=${r.count}` : ''}`,
    )
  const clockArb = fc.oneof(fc.constantFrom<OracleClock>('utc', 'floating', 'date'), fc.constantFrom(...testZones).map((z): OracleClock => ({ zone: z.iana })))
  const seriesArb = fc.record({
    rrule: weekNumberRule,
    clock: clockArb,
    daysBack: fc.integer({ min: 0, max: 19 * 366 }),
    hour: fc.integer({ min: 6, max: 20 }),
    minutes: fc.constantFrom(30, 60, 120),
    /** UNTIL this many days from now, at this hour (UTC for zoned series, on the series' own clock for floating and all-day ones). */
    until: fc.option(fc.record({ days: fc.integer({ min: -5, max: 30 }), hour: fc.integer({ min: 0, max: 23 }) }), { nil: undefined }),
  })

  /** Writes series (DTSTART moved to the rule's first occurrence, as the oracle finds it) as VEVENTs, and the oracle's model of them. */
  async function seriesFeed(series: { rrule: string; clock: OracleClock; start: string; minutes: number }[], now: Date, header: string[] = []) {
    const near = await oracle.near(series, new Date(now.getTime() - 3 * day).toISOString().slice(0, 19), 1)
    const lines: string[] = [...header]
    const model: OracleEvent[] = []
    series.forEach((s, i) => {
      const found = near[i]
      if (!found) return
      const isDate = s.clock === 'date'
      const prop = (name: string, wall: string) =>
        isDate ? `${name};VALUE=DATE:${icalWall(wall)}` : s.clock === 'utc' ? `${name}:${icalWall(wall)}Z` : typeof s.clock === 'object' ? `${name};TZID=${s.clock.zone}:${icalWall(wall)}` : `${name}:${icalWall(wall)}`
      const end = isoWall(wallToMs(found.start) + (isDate ? day : s.minutes * 60_000), isDate)
      lines.push('BEGIN:VEVENT', `UID:series-${i}@example.com`, 'DTSTAMP:20260101T000000Z', prop('DTSTART', found.start), prop('DTEND', end), ...(s.rrule ? [`RRULE:${s.rrule}`] : []), 'END:VEVENT')
      model.push({ uid: `series-${i}@example.com`, clock: s.clock, start: found.start, length: isDate ? { days: 1 } : { minutes: s.minutes }, busy: true, rrule: s.rrule, rdates: [], exdates: [] })
    })
    return { feed: calendar(lines), model }
  }

  it('a yearly BYWEEKNO series blocks exactly the days dateutil gives it (BYDAY, BYMONTH, WKST, INTERVAL, COUNT, UNTIL), not the whole horizon', async () => {
    await fc.assert(
      fc.asyncProperty(nowArb, fc.array(seriesArb, { minLength: 1, maxLength: 3 }), async (now, generated) => {
        const series = generated.map((g) => {
          const base = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - g.daysBack * day + g.hour * 3_600_000
          const naive = g.clock === 'floating' || g.clock === 'date'
          const until = g.until && !g.rrule.includes('COUNT=') ? Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + g.until.days * day + g.until.hour * 3_600_000 : undefined
          const untilPart = until === undefined ? '' : `;UNTIL=${g.clock === 'date' ? icalWall(isoWall(until, true)) : `${icalWall(isoWall(until, false))}${naive ? '' : 'Z'}`}`
          return { rrule: `${g.rrule}${untilPart}`, clock: g.clock, start: isoWall(g.clock === 'date' ? Math.floor(base / day) * day : base, g.clock === 'date'), minutes: g.minutes }
        })
        const { feed, model } = await seriesFeed(series, now)
        const { from, to } = windowOf(now)
        expectSameAsOracle(feed, now, await oracle.busy(model, from.getTime(), to.getTime()))
      }),
      { numRuns: 150 },
    )
  }, 240_000)

  it('the outside test’s yearly BYWEEKNO event blocks its Monday of week 20, and the rest of the horizon stays bookable', () => {
    const now = new Date('2027-05-10T05:00:00Z') // Monday of ISO week 19
    const feed = calendar(['BEGIN:VEVENT', 'UID:weekno', 'DTSTAMP:20260101T000000Z', 'DTSTART;TZID=Europe/Berlin:20260511T090000', 'DTEND;TZID=Europe/Berlin:20260511T170000', 'RRULE:FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO', 'END:VEVENT'])
    const { from, to } = windowOf(now)
    const read = readFeed(feed, from, to)
    expect(read.problems.unexpanded).toBe(0)
    // 17 May 2027 is the Monday of ISO week 20: 09:00–17:00 in Berlin (CEST).
    expect(read.spans.map((s) => `${s.start.toISOString()}/${s.end.toISOString()}`)).toEqual(['2027-05-17T07:00:00.000Z/2027-05-17T15:00:00.000Z'])
    expect(offeredSlots(availability, now, read.spans).length).toBeGreaterThan(0)
  })

  it('reads floating times of a feed with X-WR-TIMEZONE in that zone, as zoneinfo does (all-day dates stay on the firm’s calendar)', async () => {
    const eventArb = fc.record({
      rrule: fc.constantFrom<string | null>(null, null, 'FREQ=DAILY', 'FREQ=WEEKLY;BYDAY=MO,WE,FR', 'FREQ=MONTHLY;BYDAY=-1TH'),
      allDay: fc.boolean(),
      daysAhead: fc.integer({ min: -3, max: 33 }),
      daysBack: fc.integer({ min: 0, max: 400 }),
      hour: fc.integer({ min: 0, max: 23 }),
      minutes: fc.constantFrom(30, 60, 90),
    })
    await fc.assert(
      fc.asyncProperty(nowArb, fc.constantFrom(...testZones), fc.array(eventArb, { minLength: 1, maxLength: 4 }), async (now, zone, events) => {
        const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
        const series = events.map((e) => {
          const base = today + (e.rrule ? -e.daysBack : e.daysAhead) * day + e.hour * 3_600_000
          const clock: OracleClock = e.allDay ? 'date' : { zone: zone.iana }
          return { rrule: e.rrule ?? 'FREQ=DAILY;COUNT=1', clock, start: isoWall(e.allDay ? Math.floor(base / day) * day : base, e.allDay), minutes: e.minutes }
        })
        const { feed, model } = await seriesFeed(series, now, [`X-WR-TIMEZONE:${zone.iana}`, 'X-WR-CALNAME:Kanzlei'])
        // The feed writes the zoned times without TZID: floating, on the calendar's X-WR-TIMEZONE.
        const floating = feed.replace(/;TZID=[^:;]+:/g, ':')
        const { from, to } = windowOf(now)
        expectSameAsOracle(floating, now, await oracle.busy(model, from.getTime(), to.getTime()))
      }),
      { numRuns: 100 },
    )
  }, 240_000)

  it('reads a wall clock the zone passes twice (the clocks go back) as its first instant, as zoneinfo does (fold=0), with TZID and with X-WR-TIMEZONE', async () => {
    // Luxon reads these as the later instant; the property above met it once in London (01:00 on 29 October 2028).
    for (const [zone, wall] of [['Europe/London', '2028-10-29T01:00:00'], ['Europe/Berlin', '2028-10-29T02:30:00'], ['America/New_York', '2028-11-05T01:15:00'], ['Australia/Sydney', '2028-04-02T02:00:00']] as const) {
      const from = new Date(Date.parse(`${wall}Z`) - 2 * day)
      const to = new Date(from.getTime() + 4 * day)
      const expected = await oracle.busy([{ uid: 'fold', clock: { zone }, start: wall, length: { minutes: 30 }, busy: true, rrule: null, rdates: [], exdates: [] }], from.getTime(), to.getTime())
      const lines = (tzid: string) => ['BEGIN:VEVENT', 'UID:fold', 'DTSTAMP:20260101T000000Z', `DTSTART${tzid}:${icalWall(wall)}`, 'DURATION:PT30M', 'END:VEVENT']
      for (const feed of [calendar(lines(`;TZID=${zone}`)), calendar([`X-WR-TIMEZONE:${zone}`, ...lines('')])]) {
        expect(normalized(msSpans(readFeed(feed, from, to).spans), from.getTime(), to.getTime()), `${zone} ${feed}`).toEqual(normalized(expected.map(([start, end]) => ({ start, end })), from.getTime(), to.getTime()))
      }
    }
  })

  it('reports an X-WR-TIMEZONE it cannot place and reads its floating times as any zone could (never as Berlin)', () => {
    const feed = calendar(['X-WR-TIMEZONE:Olympus Mons Time', 'BEGIN:VEVENT', 'UID:x', 'DTSTAMP:20260101T000000Z', 'DTSTART:20270506T090000', 'DTEND:20270506T100000', 'END:VEVENT'])
    const read = readFeed(feed, new Date('2027-05-01T00:00:00Z'), new Date('2027-05-10T00:00:00Z'))
    expect(read.problems).toMatchObject({ unknownZone: 1, unknownZones: ['Olympus Mons Time'] })
    expect(read.spans.map((s) => `${s.start.toISOString()}/${s.end.toISOString()}`)).toEqual(['2027-05-05T19:00:00.000Z/2027-05-06T22:00:00.000Z'])
  })

  it('reports a rule part it cannot expand, by name, and counts the series busy over what it may cover: never widened or dropped silently', () => {
    const event = (uid: string, rule: string) => ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20260101T000000Z', 'DTSTART:20270503T080000Z', 'DTEND:20270503T090000Z', `RRULE:${rule}`, 'END:VEVENT']
    const [from, to] = [new Date('2027-05-03T00:00:00Z'), new Date('2027-05-17T00:00:00Z')]
    for (const [rule, why] of [
      // ical.js keeps parts it does not know beside the rule and walks on without them: every Monday here, every day with BYEASTER.
      ['FREQ=WEEKLY;BYDAY=MO;X-SKIP-HOLIDAYS=DE', 'unknown rule part X-SKIP-HOLIDAYS'],
      ['FREQ=YEARLY;BYEASTER=0', 'unknown rule part BYEASTER'],
      ['FREQ=MONTHLY;RSCALE=HEBREW;BYMONTHDAY=3', 'unknown rule part RSCALE'],
      ['FREQ=MONTHLY;BYWEEKNO=19', 'BYWEEKNO with FREQ=MONTHLY'],
      ['FREQ=YEARLY;BYWEEKNO=19;BYHOUR=8,12', 'BYWEEKNO with BYHOUR'],
    ] as const) {
      const read = readFeed(calendar(event('x', rule)), from, to)
      expect(read.problems, rule).toMatchObject({ unexpanded: 1, unexpandedRules: [why] })
      expect(read.spans.map((s) => `${s.start.toISOString()}/${s.end.toISOString()}`), rule).toEqual(['2027-05-03T08:00:00.000Z/2027-05-17T00:00:00.000Z'])
    }
  })
})

describe('A2: a feed cut off before its END:VCALENDAR is no feed', () => {
  const feed = calendar([
    'X-WR-TIMEZONE:Europe/Berlin',
    'BEGIN:VEVENT', 'UID:a', 'DTSTAMP:20260101T000000Z', 'DTSTART:20270503T080000Z', 'DTEND:20270503T090000Z', 'BEGIN:VALARM', 'ACTION:DISPLAY', 'TRIGGER:-PT15M', 'END:VALARM', 'END:VEVENT',
    'BEGIN:VEVENT', 'UID:b', 'DTSTAMP:20260101T000000Z', 'DTSTART:20270504T080000Z', 'DTEND:20270504T090000Z', 'RRULE:FREQ=WEEKLY;COUNT=3', 'END:VEVENT',
    'BEGIN:VFREEBUSY', 'DTSTAMP:20260101T000000Z', 'FREEBUSY:20270505T080000Z/PT1H', 'END:VFREEBUSY',
  ])
  const [from, to] = [new Date('2027-05-01T00:00:00Z'), new Date('2027-05-31T00:00:00Z')]
  const whole = feed.indexOf('END:VCALENDAR') + 'END:VCALENDAR'.length
  const opened = feed.indexOf('\r\n') + 2

  it('reads the whole feed, with or without its last line break', () => {
    expect(readFeed(feed, from, to).spans).toHaveLength(5)
    expect(readFeed(feed.slice(0, whole), from, to).spans).toHaveLength(5)
  })

  it('refuses the feed cut at any byte after BEGIN:VCALENDAR and before the end of END:VCALENDAR as incomplete', () => {
    fc.assert(
      fc.property(fc.integer({ min: opened, max: whole - 1 }), (cut) => {
        expect(() => readFeed(feed.slice(0, cut), from, to), JSON.stringify(feed.slice(Math.max(0, cut - 20), cut))).toThrow(FeedIncomplete)
      }),
      { numRuns: 300 },
    )
    // And at every line break, the places a cut transfer most often ends.
    for (let at = feed.indexOf('\r\n', opened); at >= 0 && at < whole; at = feed.indexOf('\r\n', at + 2)) expect(() => readFeed(feed.slice(0, at + 2), from, to)).toThrow(FeedIncomplete)
  })

  it('refuses a feed whose component is left open though END:VCALENDAR follows', () => {
    const unterminated = feed.replace('RRULE:FREQ=WEEKLY;COUNT=3\r\nEND:VEVENT\r\n', 'RRULE:FREQ=WEEKLY;COUNT=3\r\n')
    expect(() => readFeed(unterminated, from, to)).toThrow(FeedIncomplete)
    expect(() => readFeed('<html>login</html>', from, to)).toThrow(FeedUnreadable)
  })
})
