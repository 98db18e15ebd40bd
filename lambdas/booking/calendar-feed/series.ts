import ICAL from 'ical.js'
import { wallMs } from './zones'

const day = 86_400_000

/** Thrown when a series needs more steps than its budget to cover the window (FREQ=SECONDLY for years, a huge COUNT). */
export class SeriesOverBudget extends Error {}

/** The part of the calendar a series is expanded over, as wall clocks read as UTC (wallMs). */
export interface WallWindow {
  from: number
  to: number
}

/** Whole days a series of this frequency and interval repeats after exactly (its pattern of wall clocks included). */
function periodDays(freq: string, interval: number): number | undefined {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))
  const perDay: Record<string, number> = { SECONDLY: 86_400, MINUTELY: 1_440, HOURLY: 24 }
  if (freq === 'DAILY') return interval
  if (freq === 'WEEKLY') return 7 * interval
  const units = perDay[freq]
  return units ? interval / gcd(interval, units) : undefined
}

/**
 * A start for the rule's iterator whole periods after DTSTART, at least one period (plus the
 * event's length and two days) before the window, so that the occurrences from there on are
 * those of the series and whatever the iterator makes of its first period lies before the window.
 * Only without COUNT: a COUNT counts from DTSTART. Undefined when no whole period fits.
 */
function jumpedStart(rule: ICAL.Recur, dtstart: ICAL.Time, window: WallWindow, lengthMs: number): ICAL.Time | undefined {
  if (rule.count) return undefined
  const interval = Math.max(1, rule.interval || 1)
  const days = periodDays(rule.freq, interval)
  const months = rule.freq === 'MONTHLY' ? interval : rule.freq === 'YEARLY' ? 12 * interval : undefined
  const periodMs = days ? days * day : (months ?? 0) * 31 * day
  const gap = window.from - 2 * day - lengthMs - periodMs - wallMs(dtstart)
  if (!periodMs || gap <= 0) return undefined
  const start = dtstart.clone()
  if (days) {
    const k = Math.floor(gap / (days * day))
    if (k <= 0) return undefined
    start.adjust(k * days, 0, 0, 0)
    return start
  }
  // Months: keep the day of the month, in a month that has it (the 31st, the 29th of February).
  for (let k = Math.floor(gap / periodMs); k > 0 && k > Math.floor(gap / periodMs) - 48; k--) {
    const total = dtstart.month - 1 + k * months!
    const year = dtstart.year + Math.floor(total / 12)
    const month = (total % 12) + 1
    if (dtstart.day <= ICAL.Time.daysInMonth(month, year)) {
      start.year = year
      start.month = month
      return start
    }
  }
  return undefined
}

const weekdays = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA']

/**
 * Whether a time the iterator made keeps the rule's BYMONTH, BYMONTHDAY and BYDAY weekdays: for
 * some rules ical.js rolls an impossible date over into the next month (BYMONTH=2;BYMONTHDAY=30
 * gives 1 or 2 March), which is no occurrence of the series.
 */
function keepsRule(parts: Record<string, (string | number)[] | undefined>, t: ICAL.Time): boolean {
  if (parts.BYMONTH && !parts.BYMONTH.map(Number).includes(t.month)) return false
  if (parts.BYMONTHDAY) {
    const length = ICAL.Time.daysInMonth(t.month, t.year)
    if (!parts.BYMONTHDAY.map(Number).some((d) => (d > 0 ? d : length + 1 + d) === t.day)) return false
  }
  if (parts.BYDAY) {
    const weekday = weekdays[t.dayOfWeek() - 1]
    if (!parts.BYDAY.some((d) => String(d).toUpperCase().endsWith(weekday!))) return false
  }
  return true
}

/**
 * The starts (wall clocks, floating ICAL.Times) the rules of a series generate that may touch
 * the window: from DTSTART (or a whole number of periods later, for a series without COUNT) up
 * to the window's end. UNTIL is the caller's to apply, on instants; it only ends the walk here,
 * with a margin of two days for the zones' offsets. Throws SeriesOverBudget past `budget` steps.
 */
export function ruleStarts(dtstart: ICAL.Time, rules: ICAL.Recur[], window: WallWindow, lengthMs: number, budget: number): ICAL.Time[] {
  const starts: ICAL.Time[] = []
  let steps = 0
  for (const original of rules) {
    const rule = original.clone()
    const untilWall = rule.until ? wallMs(rule.until) + 2 * day : Number.POSITIVE_INFINITY
    rule.until = null
    const from = jumpedStart(rule, dtstart, window, lengthMs) ?? dtstart
    const iterator = rule.iterator(from)
    const parts = rule.parts as Record<string, (string | number)[] | undefined>
    for (let next = iterator.next(); next; next = iterator.next()) {
      if (++steps > budget) throw new SeriesOverBudget(`more than ${budget} steps`)
      const at = wallMs(next)
      if (at >= window.to || at > untilWall) break
      if (at + lengthMs > window.from && keepsRule(parts, next)) starts.push(next.clone())
    }
  }
  return starts
}
