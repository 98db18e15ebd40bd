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

/** The first day (UTC midnight, ms) of the week holding `dayMs`, weeks starting on `weekStart` (0 = Sunday). */
const startOfWeek = (dayMs: number, weekStart: number) => dayMs - ((new Date(dayMs).getUTCDay() - weekStart + 7) % 7) * day

/**
 * The week number of a day as RFC 5545 §3.3.10 counts them (ISO 8601 weeks, starting on WKST):
 * week 1 is the first with at least four days in its year, so a week belongs to the year its
 * fourth day is in. Both as counted from the start of that year and from its end (-1: the last).
 */
function weekNumber(dayMs: number, weekStart: number): { week: number; fromEnd: number } {
  const start = startOfWeek(dayMs, weekStart)
  const year = new Date(start + 3 * day).getUTCFullYear()
  const first = startOfWeek(Date.UTC(year, 0, 4), weekStart)
  const next = startOfWeek(Date.UTC(year + 1, 0, 4), weekStart)
  const week = (start - first) / (7 * day) + 1
  return { week, fromEnd: week - (next - first) / (7 * day) - 1 }
}

/**
 * The starts (wall clocks, floating ICAL.Times) of a yearly rule with BYWEEKNO that may touch the
 * window: every day of the rule's years whose week number is listed, on the BYDAY weekdays (all
 * seven without BYDAY, as dateutil reads it) and in the BYMONTH months, at DTSTART's time of day;
 * none before DTSTART. ical.js reads BYWEEKNO wrongly, so the reader walks these itself. COUNT
 * counts from DTSTART; UNTIL is the caller's to apply on instants (it ends the walk two days
 * later). Throws SeriesOverBudget past `budget` days looked at.
 */
export function weekNumberStarts(dtstart: ICAL.Time, rule: ICAL.Recur, window: WallWindow, lengthMs: number, budget: number): ICAL.Time[] {
  const parts = rule.parts as Record<string, (string | number)[] | undefined>
  const weeks = new Set((parts.BYWEEKNO ?? []).map(Number))
  const days = parts.BYDAY ? new Set(parts.BYDAY.map((d) => weekdays.indexOf(String(d).trim().toUpperCase()))) : undefined
  const months = parts.BYMONTH ? new Set(parts.BYMONTH.map(Number)) : undefined
  // ical.js numbers WKST from 1 (Sunday); Monday when the rule names none.
  const weekStart = (rule.wkst || 2) - 1
  const interval = Math.max(1, rule.interval || 1)
  const count = rule.count ?? undefined
  const untilWall = rule.until ? wallMs(rule.until) + 2 * day : Number.POSITIVE_INFINITY
  const first = wallMs(dtstart)
  const timeOfDay = first - Date.UTC(dtstart.year, dtstart.month - 1, dtstart.day)
  // Without COUNT the walk may begin in a year of the rule shortly before the window.
  const windowYear = new Date(window.from - lengthMs - 2 * day).getUTCFullYear()
  let year = dtstart.year + (count === undefined ? Math.max(0, Math.floor((windowYear - 1 - dtstart.year) / interval)) * interval : 0)
  const starts: ICAL.Time[] = []
  let counted = 0
  let steps = 0
  for (; Date.UTC(year, 0, 1) < window.to && Date.UTC(year, 0, 1) <= untilWall; year += interval) {
    for (let dayMs = Date.UTC(year, 0, 1); dayMs < Date.UTC(year + 1, 0, 1); dayMs += day) {
      if (++steps > budget) throw new SeriesOverBudget(`more than ${budget} steps`)
      const at = dayMs + timeOfDay
      if (at < first) continue
      const date = new Date(dayMs)
      if (months && !months.has(date.getUTCMonth() + 1)) continue
      if (days && !days.has(date.getUTCDay())) continue
      const { week, fromEnd } = weekNumber(dayMs, weekStart)
      if (!weeks.has(week) && !weeks.has(fromEnd)) continue
      if (count !== undefined && ++counted > count) return starts
      if (at >= window.to || at > untilWall) return starts
      if (at + lengthMs > window.from) {
        const time = new Date(at)
        starts.push(ICAL.Time.fromData({ year: time.getUTCFullYear(), month: time.getUTCMonth() + 1, day: time.getUTCDate(), hour: time.getUTCHours(), minute: time.getUTCMinutes(), second: time.getUTCSeconds(), isDate: dtstart.isDate }))
      }
    }
  }
  return starts
}
