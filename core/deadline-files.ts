import { fristenkalenderPage } from '../content/pages/fristenkalender'
import type { Lang } from '../content/types'
import { intlLocale } from './intl-locale'
import { localize } from './i18n'
import { format } from './text'
import type { DeadlineRow } from './deadlines'
import { deadlinesForYear } from './deadlines'
import { deadlinesToIcs } from './ical'

/** "Januar 2025" / "January 2025" / "2025年1月". */
export function periodName(row: DeadlineRow, lang: Lang): string {
  return new Intl.DateTimeFormat(intlLocale[lang], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(row.period.year, row.period.month - 1, 1)),
  )
}

/** Where the calendar file of a year and language lies in dist/client. */
export function icsPath(year: number, lang: Lang, extended: boolean): string {
  return `/downloads/fristenkalender-${year}-${lang}${extended ? '-dauerfristverlaengerung' : ''}.ics`
}

/** The iCalendar file of a year, with event titles in the page's language; `stamp` is its DTSTAMP. */
export function deadlineIcs(year: number, lang: Lang, extended: boolean, stamp: Date): string {
  const t = localize(fristenkalenderPage.text, lang).ics
  return deadlinesToIcs(deadlinesForYear(year), {
    extended,
    calendarName: format(t.calendarName, { year }),
    texts: { uvaTitle: extended ? t.uvaExtendedTitle : t.uvaTitle, zmTitle: t.zmTitle, description: t.description },
    periodName: (row) => periodName(row, lang),
    stamp,
  })
}
