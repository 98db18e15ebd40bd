import { getHolidays } from 'feiertagejs'
import { DateTime } from 'luxon'
import type { BookingAvailability, ClockTime, IsoWeekday } from '../content/types'

/** The zone of the firm's clock: the weekly hours, closures and holidays are days and times there. */
export const firmZone = 'Europe/Berlin'

/** A span of time between two instants (end exclusive). */
export interface TimeSpan {
  start: Date
  end: Date
}

/** A bookable call: its start and end as instants, ISO 8601 in UTC ("2026-03-30T07:00:00.000Z"). */
export interface Slot {
  start: string
  end: string
}

const minutesOf = (time: ClockTime) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** The public holidays of a year and region as ISO dates, worked out once (the library takes about 1 ms a call). */
const holidayCache = new Map<string, Set<string>>()
function holidays(year: number, region: BookingAvailability['holidayRegion']): Set<string> {
  const key = `${year}:${region}`
  let dates = holidayCache.get(key)
  if (!dates) holidayCache.set(key, (dates = new Set(getHolidays(year, region).map((holiday) => holiday.dateString))))
  return dates
}

/** Whether the firm is closed all day on this day of its calendar: a public holiday of its region or one of its closures. */
export function isClosedDay(day: DateTime, availability: BookingAvailability): boolean {
  const iso = day.toISODate()!
  if (availability.closures.some((closure) => closure.from <= iso && iso <= closure.to)) return true
  return holidays(day.year, availability.holidayRegion).has(iso)
}

/** The starts of the calls in one window of the weekly hours, as minutes of the day on the firm's clock: one call plus its buffer apart, the last ending by the window's end. */
function windowStarts(window: BookingAvailability['weeklyHours'][number], availability: BookingAvailability): number[] {
  const { callMinutes, bufferMinutes } = availability
  const starts: number[] = []
  for (let minute = minutesOf(window.from); minute + callMinutes <= minutesOf(window.to); minute += callMinutes + bufferMinutes) starts.push(minute)
  return starts
}

/**
 * The most calls the store's calendar can have to hold at once for an availability: the slots of
 * the days a booking can reach (today and `horizonDays` more, as `offeredSlots` walks them) and of
 * one day before (calls that are over stay until the job's sweep archives them), counted from the
 * weekly hours alone (no holiday, closure or notice taken off: an upper bound), from the weekday
 * where it is largest.
 */
export function mostCallsAtOnce(availability: BookingAvailability): number {
  const perWeekday = Array.from({ length: 7 }, (_, i) => availability.weeklyHours.filter((window) => window.weekday === i + 1).reduce((sum, window) => sum + windowStarts(window, availability).length, 0))
  const days = availability.horizonDays + 2
  return Math.max(...perWeekday.map((_, first) => Array.from({ length: days }, (_, offset) => perWeekday[(first + offset) % 7]!).reduce((sum, count) => sum + count, 0)))
}

/**
 * Problems of an availability that the types cannot catch: empty or overlapping hours, reversed
 * closures; and, given how many calls the store holds (`calendarCapacity`, lambdas/booking/calendar.ts),
 * hours and a horizon that could offer more calls at once than it holds with a tenth to spare
 * (a time offered then could not be booked); by key.
 */
export function availabilityProblems(availability: BookingAvailability, calendarCapacity?: number): { key: string; message: string }[] {
  const problems: { key: string; message: string }[] = []
  if (calendarCapacity !== undefined) {
    const most = mostCallsAtOnce(availability)
    const room = calendarCapacity - Math.ceil(calendarCapacity / 10)
    if (most > room) problems.push({ key: 'horizonDays', message: `these hours and ${availability.horizonDays} days ahead can hold ${most} calls at once; the booking calendar holds ${room} (shorten the horizon or the hours, or lengthen the call or the buffer)` })
  }
  const { weeklyHours, callMinutes } = availability
  weeklyHours.forEach((window, i) => {
    if (minutesOf(window.to) - minutesOf(window.from) < callMinutes) problems.push({ key: `weeklyHours.${i}`, message: `${window.from}–${window.to} holds no call of ${callMinutes} minutes` })
    weeklyHours.forEach((other, j) => {
      if (j > i && other.weekday === window.weekday && minutesOf(other.from) < minutesOf(window.to) && minutesOf(window.from) < minutesOf(other.to)) {
        problems.push({ key: `weeklyHours.${j}`, message: `overlaps weeklyHours.${i} on weekday ${window.weekday}` })
      }
    })
  })
  availability.closures.forEach((closure, i) => {
    if (closure.to < closure.from) problems.push({ key: `closures.${i}`, message: `ends (${closure.to}) before it begins (${closure.from})` })
  })
  return problems
}

/**
 * The instant of each minute of a day's window on the firm's clock. Where the window's start and end
 * have the same UTC offset (every day but the two of a daylight-saving change, when it falls inside
 * the window), a minute is its start plus the minutes between; else luxon places each one (a time in
 * the spring gap moves forward, as `DateTime.set` does).
 */
function wallClockInstants(day: DateTime, fromMinute: number, toMinute: number): (minute: number) => number {
  const at = (minute: number) => day.set({ hour: Math.floor(minute / 60), minute: minute % 60 })
  const first = at(fromMinute)
  const last = at(Math.min(toMinute, 24 * 60 - 1))
  if (first.offset !== last.offset) return (minute) => at(minute).toMillis()
  const firstMs = first.toMillis()
  return (minute) => firstMs + (minute - fromMinute) * 60_000
}

/**
 * The calls a visitor can book at `now`: every start in the weekly hours, one call plus its buffer
 * apart, on the firm's open days from `now` plus the minimum notice to the booking horizon, whose
 * call (with the buffer around it) meets none of the `busy` spans. Days and times are the firm's
 * (Europe/Berlin), so a daylight-saving change moves no slot on the firm's clock; the instants
 * are what a visitor's clock shows in any other zone.
 */
export function offeredSlots(availability: BookingAvailability, now: Date, busy: readonly TimeSpan[]): Slot[] {
  const { callMinutes, bufferMinutes } = availability
  const earliest = now.getTime() + availability.minimumNoticeHours * 3_600_000
  const today = DateTime.fromJSDate(now, { zone: firmZone }).startOf('day')
  const blocked = busy.map((span) => ({ start: span.start.getTime() - bufferMinutes * 60_000, end: span.end.getTime() + bufferMinutes * 60_000 }))
  const slots: Slot[] = []
  for (let offset = 0; offset <= availability.horizonDays; offset++) {
    const day = today.plus({ days: offset })
    const windows = availability.weeklyHours.filter((window) => window.weekday === (day.weekday as IsoWeekday))
    if (windows.length === 0 || isClosedDay(day, availability)) continue
    for (const window of [...windows].sort((a, b) => minutesOf(a.from) - minutesOf(b.from))) {
      const instantAt = wallClockInstants(day, minutesOf(window.from), minutesOf(window.to))
      for (const minute of windowStarts(window, availability)) {
        const startMs = instantAt(minute)
        const endMs = startMs + callMinutes * 60_000
        if (startMs < earliest) continue
        if (blocked.some((span) => span.start < endMs && startMs < span.end)) continue
        slots.push({ start: new Date(startMs).toISOString(), end: new Date(endMs).toISOString() })
      }
    }
  }
  return slots
}
