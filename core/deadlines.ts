import { isHoliday } from 'feiertagejs'
import { buildYear } from './build-date'

/** A calendar date without time zone. */
export interface CalendarDate {
  year: number
  month: number // 1–12
  day: number
}

export function isoDate({ year, month, day }: CalendarDate): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

function toDate({ year, month, day }: CalendarDate): Date {
  // Local noon: the holiday library compares local calendar days; noon is safe in every zone.
  return new Date(year, month - 1, day, 12)
}

function fromDate(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() }
}

/**
 * § 108 (3) AO: a deadline that ends on a Saturday, Sunday or public holiday ends on the next
 * working day. Public holidays: nationwide ones by default ("BUND"), or those of a federal state.
 */
export function nextWorkingDay(date: CalendarDate, region: Parameters<typeof isHoliday>[1] = 'BUND'): CalendarDate {
  const d = toDate(date)
  while (d.getDay() === 0 || d.getDay() === 6 || isHoliday(d, region)) d.setDate(d.getDate() + 1)
  return fromDate(d)
}

function addMonths({ year, month }: { year: number; month: number }, months: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + months
  return { year: Math.floor(index / 12), month: (index % 12) + 1 }
}

/** One reporting month of a monthly filer. */
export interface DeadlineRow {
  period: { year: number; month: number }
  /** Advance VAT return (USt-VA): 10th of the following month (§ 18 (1) UStG). */
  uva: CalendarDate
  /** The same with a permanent extension (Dauerfristverlängerung, § 46 UStDV): one month later. */
  uvaExtended: CalendarDate
  /** EC sales list (ZM): 25th of the following month (§ 18a (1) UStG); no extension. */
  zm: CalendarDate
}

/** The twelve reporting months of a year with their due dates, computed from the rules above. */
export function deadlinesForYear(year: number): DeadlineRow[] {
  return Array.from({ length: 12 }, (_, i) => {
    const period = { year, month: i + 1 }
    const next = addMonths(period, 1)
    const afterNext = addMonths(period, 2)
    return {
      period,
      uva: nextWorkingDay({ ...next, day: 10 }),
      uvaExtended: nextWorkingDay({ ...afterNext, day: 10 }),
      zm: nextWorkingDay({ ...next, day: 25 }),
    }
  })
}

/**
 * The calendar's years: from SPEC.md's first year to the year after the build's, so a build in
 * December already offers the coming year. /fristenkalender shows the build's year (the year a
 * visitor needs now). Every year also has its own page at /fristenkalender/<year>, so a bookmark
 * of a year keeps working when a later build moves the default on; the default year's own page
 * names /fristenkalender as its canonical URL.
 */
/** SPEC.md's deadline calendar is "2025": its first year. */
export const firstCalendarYear = 2025

export const calendarYears: readonly number[] = Array.from({ length: Math.max(buildYear + 1, firstCalendarYear) - firstCalendarYear + 1 }, (_, i) => firstCalendarYear + i)
export const defaultCalendarYear = Math.min(Math.max(buildYear, firstCalendarYear), calendarYears.at(-1)!)

/** Where a year is linked, listed in the sitemap and canonical: the default year at /fristenkalender. */
export function calendarPath(year: number): string {
  return year === defaultCalendarYear ? '/fristenkalender' : `/fristenkalender/${year}`
}
