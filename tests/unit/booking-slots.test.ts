// The slots of the free initial call (core/booking-slots.ts): checked against instants worked out
// by hand around both daylight-saving changes, against Hessen's public holidays, and by fast-check
// over generated hours, busy times and moments of booking. Wall-clock times are read here with
// Intl (the platform's zone data), not with luxon, which the code under test uses.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bookingAvailability } from '../../content/booking'
import type { BookingAvailability, IsoWeekday } from '../../content/types'
import { availabilityProblems, mostCallsAtOnce, offeredSlots, type TimeSpan } from '../../core/booking-slots'
import { calendarCallCapacity } from '../../lambdas/booking/calendar'

const weekdays: IsoWeekday[] = [1, 2, 3, 4, 5]
const fixture: BookingAvailability = {
  callMinutes: 20,
  bufferMinutes: 10,
  minimumNoticeHours: 0,
  horizonDays: 14,
  weeklyHours: weekdays.map((weekday) => ({ weekday, from: '09:00', to: '10:00' })),
  holidayRegion: 'HE',
  closures: [],
  channels: ['phone'],
}

/** One formatter per zone: making an Intl.DateTimeFormat costs far more than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>()
const formatterOf = (zone: string) => {
  let formatter = formatters.get(zone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', weekday: 'short', timeZoneName: 'longOffset' })
    formatters.set(zone, formatter)
  }
  return formatter
}

/** The wall clock of an instant in a zone, read with Intl. */
function wallClock(instant: Date, zone: string) {
  const parts = Object.fromEntries(
    formatterOf(zone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  )
  const weekday = (['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday!) + 1) as IsoWeekday
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute), hour: parts.hour!, minute: parts.minute!, weekday, offset: parts.timeZoneName! }
}

/** The instant a wall clock with its offset ("GMT+08:00") names. */
function instantOf(clock: ReturnType<typeof wallClock>): number {
  const offset = clock.offset === 'GMT' ? '+00:00' : clock.offset.slice(3)
  return Date.parse(`${clock.date}T${clock.hour}:${clock.minute}:00${offset}`)
}

const starts = (slots: { start: string }[]) => slots.map((slot) => slot.start)

describe('slots on the firm’s clock (Europe/Berlin), worked out by hand', () => {
  it('keeps 09:00 Berlin across the spring change: 08:00 UTC on Friday 27 March 2026, 07:00 UTC on Monday 30 March', () => {
    const slots = offeredSlots({ ...fixture, horizonDays: 3 }, new Date('2026-03-27T05:00:00Z'), [])
    expect(starts(slots)).toEqual([
      '2026-03-27T08:00:00.000Z', '2026-03-27T08:30:00.000Z',
      '2026-03-30T07:00:00.000Z', '2026-03-30T07:30:00.000Z',
    ])
  })

  it('keeps 09:00 Berlin across the autumn change: 07:00 UTC on Friday 23 October 2026, 08:00 UTC on Monday 26 October', () => {
    const slots = offeredSlots({ ...fixture, horizonDays: 3 }, new Date('2026-10-23T05:00:00Z'), [])
    expect(starts(slots)).toEqual([
      '2026-10-23T07:00:00.000Z', '2026-10-23T07:30:00.000Z',
      '2026-10-26T08:00:00.000Z', '2026-10-26T08:30:00.000Z',
    ])
  })

  it('offers nothing on Good Friday and Easter Monday 2026, nor on Corpus Christi (a holiday in Hessen, not nationwide)', () => {
    const easter = offeredSlots(fixture, new Date('2026-04-02T12:00:00Z'), [])
    const days = new Set(easter.map((slot) => wallClock(new Date(slot.start), 'Europe/Berlin').date))
    expect(days.has('2026-04-03')).toBe(false)
    expect(days.has('2026-04-06')).toBe(false)
    expect(days.has('2026-04-07')).toBe(true)
    const june = new Set(offeredSlots(fixture, new Date('2026-06-01T00:00:00Z'), []).map((slot) => wallClock(new Date(slot.start), 'Europe/Berlin').date))
    expect(june.has('2026-06-04')).toBe(false)
    expect(june.has('2026-06-05')).toBe(true)
    const nationwide = new Set(offeredSlots({ ...fixture, holidayRegion: 'BUND' }, new Date('2026-06-01T00:00:00Z'), []).map((slot) => wallClock(new Date(slot.start), 'Europe/Berlin').date))
    expect(nationwide.has('2026-06-04')).toBe(true)
  })

  it('keeps the buffer around the firm’s own appointments and the minimum notice', () => {
    const busy = [{ start: new Date('2026-03-30T07:35:00Z'), end: new Date('2026-03-30T07:45:00Z') }]
    // 09:00 Berlin ends 09:20, 10 minutes before the appointment at 09:35 minus its buffer: kept; 09:30 collides.
    expect(starts(offeredSlots({ ...fixture, horizonDays: 0 }, new Date('2026-03-30T00:00:00Z'), busy))).toEqual(['2026-03-30T07:00:00.000Z'])
    expect(starts(offeredSlots({ ...fixture, horizonDays: 0, minimumNoticeHours: 9 }, new Date('2026-03-29T22:10:00Z'), []))).toEqual(['2026-03-30T07:30:00.000Z'])
  })

  it('closes the firm’s own closures, first and last day included', () => {
    const dates = new Set(offeredSlots({ ...fixture, closures: [{ from: '2026-12-24', to: '2027-01-01' }] }, new Date('2026-12-21T00:00:00Z'), []).map((s) => wallClock(new Date(s.start), 'Europe/Berlin').date))
    expect([...dates].sort()).toEqual(['2026-12-21', '2026-12-22', '2026-12-23', '2027-01-04'])
  })
})

describe('the availability in content/booking.ts', () => {
  it('is coherent: every window holds a call, no two overlap, closures run forwards', () => {
    expect(availabilityProblems(bookingAvailability)).toEqual([])
    expect(availabilityProblems({ ...fixture, weeklyHours: [{ weekday: 1, from: '09:00', to: '09:10' }, { weekday: 2, from: '09:00', to: '12:00' }, { weekday: 2, from: '11:00', to: '13:00' }], closures: [{ from: '2027-01-02', to: '2027-01-01' }] })).toEqual([
      { key: 'weeklyHours.0', message: '09:00–09:10 holds no call of 20 minutes' },
      { key: 'weeklyHours.2', message: 'overlaps weeklyHours.1 on weekday 2' },
      { key: 'closures.0', message: 'ends (2027-01-01) before it begins (2027-01-02)' },
    ])
  })
})

describe('availability that the booking calendar cannot hold (issue 39 A4)', () => {
  const weekdayHours = weekdays.map((weekday) => ({ weekday, from: '09:00', to: '17:00' }))
  it('is refused by the content check: Mon–Fri 09:00–17:00 ninety days ahead with the content’s call and buffer (the issue’s 890 bookings and 503s), and with the shortest call the schema allows', () => {
    for (const hours of [{ ...fixture, horizonDays: 90, weeklyHours: weekdayHours }, { ...fixture, callMinutes: 5, bufferMinutes: 0, horizonDays: 90, weeklyHours: weekdayHours }]) {
      expect(availabilityProblems(hours, calendarCallCapacity)).toEqual([expect.objectContaining({ key: 'horizonDays' })])
    }
    // Mon–Fri 09:00–17:00, 30 minutes a call: 16 a day; today, 90 days ahead and the day before are 92 days, at most
    // 13 weeks and a weekday: 66 weekdays, 1,056 calls, beyond the calendar's 697.
    expect(mostCallsAtOnce({ ...fixture, callMinutes: 20, bufferMinutes: 10, horizonDays: 90, weeklyHours: weekdayHours })).toBe(16 * 66)
  })

  it('the content’s availability fits the calendar', () => {
    expect(availabilityProblems(bookingAvailability, calendarCallCapacity)).toEqual([])
  })

  it('no moment offers more calls than the bound, counting the day before (calls over but not yet swept) (fast-check)', () => {
    const wide = fc.record({ callMinutes: fc.integer({ min: 5, max: 60 }), bufferMinutes: fc.integer({ min: 0, max: 30 }), horizonDays: fc.integer({ min: 1, max: 90 }), weeklyHours: fc.uniqueArray(fc.record({ weekday: fc.constantFrom<IsoWeekday>(1, 2, 3, 4, 5, 6, 7), from: clock(0, 11 * 60), to: clock(12 * 60, 23 * 60 + 59) }), { minLength: 1, maxLength: 7, selector: (w) => w.weekday }) })
    fc.assert(
      fc.property(wide, moment, (generated, now) => {
        const hours: BookingAvailability = { ...fixture, ...generated, minimumNoticeHours: 0, holidayRegion: 'BUND' }
        const held = new Set([...offeredSlots(hours, new Date(now.getTime() - 86_400_000), []), ...offeredSlots(hours, now, [])].map((slot) => slot.start))
        expect(held.size).toBeLessThanOrEqual(mostCallsAtOnce(hours))
      }),
      { numRuns: 60 },
    )
  })
})

// Moments around the daylight-saving changes of 2026 and 2027 (and a plain week between them).
const changes = ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z', '2027-03-28T01:00:00Z', '2027-10-31T01:00:00Z', '2026-07-15T12:00:00Z'].map(Date.parse)
const moment = fc.tuple(fc.constantFrom(...changes), fc.integer({ min: -10 * 24 * 60, max: 10 * 24 * 60 })).map(([base, minutes]) => new Date(base + minutes * 60_000))
const clock = (min: number, max: number) => fc.integer({ min, max }).map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`)
/** Hours without closures, and closures as day offsets from the moment of booking. */
const availability = fc.record({
  hours: fc.record({
    callMinutes: fc.integer({ min: 10, max: 60 }),
    bufferMinutes: fc.integer({ min: 0, max: 30 }),
    minimumNoticeHours: fc.integer({ min: 0, max: 72 }),
    horizonDays: fc.integer({ min: 1, max: 21 }),
    weeklyHours: fc.uniqueArray(fc.record({ weekday: fc.constantFrom<IsoWeekday>(1, 2, 3, 4, 5, 6, 7), from: clock(6 * 60, 11 * 60), to: clock(12 * 60, 20 * 60) }), { minLength: 1, maxLength: 7, selector: (w) => w.weekday }),
    holidayRegion: fc.constantFrom<BookingAvailability['holidayRegion']>('HE', 'BUND', 'BY'),
  }),
  closureOffsets: fc.array(fc.integer({ min: -5, max: 25 }).chain((from) => fc.integer({ min: 0, max: 4 }).map((length) => [from, from + length] as const)), { maxLength: 2 }),
})

describe('every offered slot, for any hours, busy times and moment of booking (fast-check)', () => {
  it('lies in the weekly hours on an open day, after the notice, clear of every busy time and its buffer, and shows the same instant in Shanghai, New York and Berlin', () => {
    fc.assert(
      fc.property(availability, moment, fc.array(fc.tuple(fc.integer({ min: 0, max: 21 * 24 * 60 }), fc.integer({ min: 5, max: 240 })), { maxLength: 12 }), (generated, now, busyOffsets) => {
        const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10)
        const hours: BookingAvailability = { ...generated.hours, channels: ['phone'], closures: generated.closureOffsets.map(([from, to]) => ({ from: day(from), to: day(to) })) }
        const busy: TimeSpan[] = busyOffsets.map(([at, length]) => ({ start: new Date(now.getTime() + at * 60_000), end: new Date(now.getTime() + (at + length) * 60_000) }))
        const slots = offeredSlots(hours, now, busy)
        let previousEnd = -Infinity
        for (const slot of slots) {
          const start = new Date(slot.start)
          const end = new Date(slot.end)
          expect(end.getTime() - start.getTime()).toBe(hours.callMinutes * 60_000)
          expect(start.getTime()).toBeGreaterThanOrEqual(now.getTime() + hours.minimumNoticeHours * 3_600_000)
          const berlinStart = wallClock(start, 'Europe/Berlin')
          const berlinEnd = wallClock(end, 'Europe/Berlin')
          expect(berlinEnd.date).toBe(berlinStart.date)
          const inWindow = hours.weeklyHours.some((w) => {
            const [fh, fm] = w.from.split(':').map(Number)
            const [th, tm] = w.to.split(':').map(Number)
            return w.weekday === berlinStart.weekday && berlinStart.minutes >= fh! * 60 + fm! && berlinEnd.minutes <= th! * 60 + tm!
          })
          expect(inWindow, `${slot.start} (${berlinStart.date} ${berlinStart.hour}:${berlinStart.minute} Berlin)`).toBe(true)
          expect(hours.closures.some((c) => c.from <= berlinStart.date && berlinStart.date <= c.to)).toBe(false)
          for (const b of busy) {
            const clear = end.getTime() + hours.bufferMinutes * 60_000 <= b.start.getTime() || b.end.getTime() + hours.bufferMinutes * 60_000 <= start.getTime()
            expect(clear, `${slot.start} against busy ${b.start.toISOString()}–${b.end.toISOString()}`).toBe(true)
          }
          expect(start.getTime()).toBeGreaterThanOrEqual(previousEnd + hours.bufferMinutes * 60_000)
          previousEnd = end.getTime()
          for (const zone of ['Asia/Shanghai', 'America/New_York', 'Europe/Berlin']) expect(instantOf(wallClock(start, zone)), zone).toBe(start.getTime())
        }
      }),
      { numRuns: 300 },
    )
  })
})
