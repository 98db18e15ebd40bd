import { createEvents, type DateArray, type EventAttributes } from 'ics'
import { firm } from '../../content/firm'
import type { CalendarDate, DeadlineRow } from './deadlines'

export interface IcalTexts {
  /** Titles with {period} replaced by the reporting month, e.g. "USt-Voranmeldung Januar 2025". */
  uvaTitle: string
  zmTitle: string
  description: string
}

const host = new URL(firm.siteUrl).hostname

/** An all-day event: DTSTART;VALUE=DATE on the day, DTEND;VALUE=DATE on the next (RFC 5545 §3.6.1). */
function allDay(date: CalendarDate): { start: DateArray; end: DateArray } {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + 1))
  return { start: [date.year, date.month, date.day], end: [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()] }
}

/**
 * The deadlines of a year as an iCalendar file (RFC 5545): one all-day event per due date with a
 * stable UID, so importing the file again updates instead of duplicating.
 */
export function deadlinesToIcs(
  rows: DeadlineRow[],
  { extended, texts, periodName, calendarName }: { extended: boolean; texts: IcalTexts; periodName: (row: DeadlineRow) => string; calendarName: string },
): string {
  const events: EventAttributes[] = rows.flatMap((row) => {
    const period = periodName(row)
    const uva = extended ? row.uvaExtended : row.uva
    return [
      {
        ...allDay(uva),
        uid: `uva-${extended ? 'dfv-' : ''}${row.period.year}-${String(row.period.month).padStart(2, '0')}@${host}`,
        title: texts.uvaTitle.replace('{period}', period),
        description: texts.description,
        calName: calendarName,
        productId: `${host}/fristenkalender`,
        transp: 'TRANSPARENT',
      },
      {
        ...allDay(row.zm),
        uid: `zm-${row.period.year}-${String(row.period.month).padStart(2, '0')}@${host}`,
        title: texts.zmTitle.replace('{period}', period),
        description: texts.description,
        calName: calendarName,
        productId: `${host}/fristenkalender`,
        transp: 'TRANSPARENT',
      },
    ]
  })
  const { error, value } = createEvents(events)
  if (error || !value) throw new Error(`iCalendar export failed: ${String(error)}`)
  // RFC 5545 §3.1 requires CRLF line endings.
  return value.replace(/\r?\n/g, '\r\n')
}

