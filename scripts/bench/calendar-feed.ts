// A large calendar feed as a busy lawyer's Outlook publishes it: years of single appointments,
// weekly and daily series running since 2008 with EXDATEs and moved occurrences, all-day
// absences, Windows zone names with Outlook's VTIMEZONEs. Seeded: the same feed in every run.
import { seededRandom } from '../../tests/support/random'

const pad = (n: number, width = 2) => String(n).padStart(width, '0')
const wall = (d: Date) => `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}00`
const dateOnly = (d: Date) => wall(d).slice(0, 8)
const days = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000)

const vtimezone = [
  'BEGIN:VTIMEZONE', 'TZID:W. Europe Standard Time',
  'BEGIN:STANDARD', 'DTSTART:16010101T030000', 'TZOFFSETFROM:+0200', 'TZOFFSETTO:+0100', 'RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=10', 'END:STANDARD',
  'BEGIN:DAYLIGHT', 'DTSTART:16010101T020000', 'TZOFFSETFROM:+0100', 'TZOFFSETTO:+0200', 'RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=3', 'END:DAYLIGHT',
  'END:VTIMEZONE',
]

/**
 * An Outlook-style feed of `count` VEVENTs around `now`, as nineteen years of a lawyer's calendar
 * hold them: about 98 % single appointments between 2008 and two months ahead (one or two a
 * working day), the rest series (weekly with EXDATEs, most of them ended; daily since 2008;
 * monthly), all-day absences, and moved or cancelled occurrences of the series.
 */
export function outlookStyleFeed(count: number, now: Date, seed = 29): string {
  const random = seededRandom(seed)
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!
  const zone = 'TZID=W. Europe Standard Time'
  const since2008 = Date.UTC(2008, 0, 1)
  const lines = ['BEGIN:VCALENDAR', 'PRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN', 'VERSION:2.0', 'METHOD:PUBLISH', 'X-WR-CALNAME:Kalender', ...vtimezone]
  const series: { uid: string; start: Date; weekly: boolean }[] = []
  for (let i = 0; i < count; i++) {
    const uid = `${seed}-${i}@bench`
    const roll = random()
    const hour = 8 + Math.floor(random() * 10)
    const event = (start: Date, minutes: number, extra: string[]) => {
      lines.push('BEGIN:VEVENT', `DTSTART;${zone}:${wall(start)}`, `DTEND;${zone}:${wall(new Date(start.getTime() + minutes * 60_000))}`, 'DTSTAMP:20261101T080000Z', ...extra, 'SUMMARY:Gebucht', ...(random() < 0.5 ? ['X-MICROSOFT-CDO-BUSYSTATUS:BUSY'] : []), 'END:VEVENT')
    }
    if (roll < 0.01 && series.length > 0) {
      // An occurrence of an earlier series moved by an hour (or cancelled), at or after now.
      const of = pick(series)
      const step = of.weekly ? 7 : 1
      const k = Math.ceil((now.getTime() - of.start.getTime()) / (step * 86_400_000)) + Math.floor(random() * 20)
      const original = days(of.start, k * step)
      if (random() < 0.2) event(original, 60, [`UID:${of.uid}`, `RECURRENCE-ID;${zone}:${wall(original)}`, 'STATUS:CANCELLED'])
      else event(new Date(original.getTime() + 3_600_000), 60, [`UID:${of.uid}`, `RECURRENCE-ID;${zone}:${wall(original)}`])
    } else if (roll < 0.015) {
      const start = new Date(Date.UTC(2008 + Math.floor(random() * 18), Math.floor(random() * 12), 1 + Math.floor(random() * 28), hour, pick([0, 30])))
      const byday = pick(['MO', 'TU', 'WE', 'TH', 'FR'])
      const aligned = days(start, (['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'].indexOf(byday) - start.getUTCDay() + 7) % 7)
      const exdates = Array.from({ length: Math.floor(random() * 4) }, () => `EXDATE;${zone}:${wall(days(aligned, 7 * Math.floor(random() * 900)))}`)
      const until = random() < 0.7 ? `;UNTIL=${dateOnly(days(aligned, 7 * Math.floor(random() * 300)))}T235959Z` : ''
      event(aligned, 60, [`UID:${uid}`, `RRULE:FREQ=WEEKLY;INTERVAL=${pick([1, 1, 2])};BYDAY=${byday}${until};WKST=MO`, ...exdates])
      series.push({ uid, start: aligned, weekly: true })
    } else if (roll < 0.017) {
      const start = new Date(Date.UTC(2008 + Math.floor(random() * 12), Math.floor(random() * 12), 1 + Math.floor(random() * 28), pick([7, 13, 18]), 0))
      event(start, 30, [`UID:${uid}`, random() < 0.5 ? 'RRULE:FREQ=DAILY' : 'RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR'])
      series.push({ uid, start, weekly: false })
    } else if (roll < 0.02) {
      const start = new Date(Date.UTC(2010 + Math.floor(random() * 15), Math.floor(random() * 12), 1, hour, 0))
      event(start, 90, [`UID:${uid}`, pick(['RRULE:FREQ=MONTHLY;BYDAY=1TU', 'RRULE:FREQ=MONTHLY;BYMONTHDAY=15', 'RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1'])])
    } else if (roll < 0.023) {
      // An all-day absence, shown as out of office.
      const start = days(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())), Math.floor(random() * 400) - 300)
      lines.push('BEGIN:VEVENT', `UID:${uid}`, `DTSTART;VALUE=DATE:${dateOnly(start)}`, `DTEND;VALUE=DATE:${dateOnly(days(start, 1 + Math.floor(random() * 5)))}`, 'DTSTAMP:20261101T080000Z', 'SUMMARY:Abwesend', 'X-MICROSOFT-CDO-BUSYSTATUS:OOF', 'END:VEVENT')
    } else {
      // Spread evenly from 2008 to two months ahead.
      const span = (now.getTime() - since2008) / 86_400_000 + 60
      const start = days(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour, pick([0, 15, 30, 45]))), Math.floor(60 - random() * span))
      event(start, pick([30, 45, 60, 90, 120]), [`UID:${uid}`])
    }
  }
  lines.push('END:VCALENDAR')
  return `${lines.join('\r\n')}\r\n`
}
