import { createEvents, type DateArray, type EventAttributes } from 'ics'
import { firm } from '../content/firm'
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
  {
    extended,
    texts,
    periodName,
    calendarName,
    stamp,
  }: { extended: boolean; texts: IcalTexts; periodName: (row: DeadlineRow) => string; calendarName: string; stamp: Date },
): string {
  // DTSTAMP (RFC 5545 §3.8.7.2): when the file's content was made, not when it was written, so the
  // same content gives the same bytes. `ics` supports it; its type definitions omit it.
  const timestamp = stamp.getTime()
  const events: (EventAttributes & { timestamp: number })[] = rows.flatMap((row) => {
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
        transp: 'TRANSPARENT' as const,
        timestamp,
      },
      {
        ...allDay(row.zm),
        uid: `zm-${row.period.year}-${String(row.period.month).padStart(2, '0')}@${host}`,
        title: texts.zmTitle.replace('{period}', period),
        description: texts.description,
        calName: calendarName,
        productId: `${host}/fristenkalender`,
        transp: 'TRANSPARENT' as const,
        timestamp,
      },
    ]
  })
  const { error, value } = createEvents(events)
  if (error || !value) throw new Error(`iCalendar export failed: ${String(error)}`)
  return foldOctets(value)
}

const utf8 = new TextEncoder()

/**
 * Re-folds iCalendar content lines at 75 octets (RFC 5545 §3.1), with CRLF line breaks. The `ics`
 * library folds at 75 characters, so lines with "§" or Chinese run past the limit; here a line is
 * unfolded and folded again by UTF-8 length, never inside a character.
 */
export function foldOctets(ics: string): string {
  const lines = ics.replace(/\r?\n[ \t]/g, '').split(/\r?\n/)
  return lines
    .map((line) => {
      const parts: string[] = []
      let part = ''
      let octets = 0
      // The first line holds 75 octets; each continuation starts with a space, leaving 74.
      let limit = 75
      for (const character of line) {
        const size = utf8.encode(character).length
        if (octets + size > limit) {
          parts.push(part)
          part = ''
          octets = 0
          limit = 74
        }
        part += character
        octets += size
      }
      parts.push(part)
      return parts.join('\r\n ')
    })
    .join('\r\n')
}

