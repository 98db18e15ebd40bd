// Calendar feeds as Outlook, Google and Nextcloud publish them, written for the busy-feed tests
// from RFC 5545 and those exporters' habits: Outlook's Windows zone names with VTIMEZONEs whose
// rules start in 1601 (X-MICROSOFT-CDO-BUSYSTATUS), Google's UTC times and RECURRENCE-ID
// overrides, Nextcloud's (Sabre's) IANA names with VTIMEZONEs from 1970.

/** A zone as the tests use it: its IANA name, the Windows name CLDR maps to it, and its current rules for a VTIMEZONE. */
export interface TestZone {
  iana: string
  windows: string
  standard: { offset: string; month?: number; byday?: string; hour?: number }
  daylight?: { offset: string; month: number; byday: string; hour: number }
}

/** Six zones, with and without daylight saving time, both hemispheres, a half-hour offset. */
export const testZones: TestZone[] = [
  { iana: 'Europe/Berlin', windows: 'W. Europe Standard Time', standard: { offset: '+0100', month: 10, byday: '-1SU', hour: 3 }, daylight: { offset: '+0200', month: 3, byday: '-1SU', hour: 2 } },
  { iana: 'Europe/London', windows: 'GMT Standard Time', standard: { offset: '+0000', month: 10, byday: '-1SU', hour: 2 }, daylight: { offset: '+0100', month: 3, byday: '-1SU', hour: 1 } },
  { iana: 'America/New_York', windows: 'Eastern Standard Time', standard: { offset: '-0500', month: 11, byday: '1SU', hour: 2 }, daylight: { offset: '-0400', month: 3, byday: '2SU', hour: 2 } },
  { iana: 'Australia/Sydney', windows: 'AUS Eastern Standard Time', standard: { offset: '+1000', month: 4, byday: '1SU', hour: 3 }, daylight: { offset: '+1100', month: 10, byday: '1SU', hour: 2 } },
  { iana: 'Asia/Shanghai', windows: 'China Standard Time', standard: { offset: '+0800' } },
  { iana: 'Asia/Kolkata', windows: 'India Standard Time', standard: { offset: '+0530' } },
]

/**
 * A VTIMEZONE for a zone's current rules under the given TZID: Outlook's style (rules from 1601)
 * or Nextcloud's (from 1970).
 */
export function vtimezone(zone: TestZone, tzid: string, style: 'outlook' | 'nextcloud'): string[] {
  const year = style === 'outlook' ? '1601' : '1970'
  const { standard, daylight } = zone
  if (!daylight) {
    return ['BEGIN:VTIMEZONE', `TZID:${tzid}`, 'BEGIN:STANDARD', `DTSTART:${year}0101T000000`, `TZOFFSETFROM:${standard.offset}`, `TZOFFSETTO:${standard.offset}`, 'END:STANDARD', 'END:VTIMEZONE']
  }
  const part = (name: string, from: string, to: string, month: number, byday: string, hour: number) => [
    `BEGIN:${name}`,
    // Nextcloud's DTSTART is the first change in 1970; Outlook's is 1 January 1601 at the hour of change.
    `DTSTART:${year}${style === 'outlook' ? '0101' : `${String(month).padStart(2, '0')}01`}T${String(hour).padStart(2, '0')}0000`,
    `TZOFFSETFROM:${from}`,
    `TZOFFSETTO:${to}`,
    `RRULE:FREQ=YEARLY;${style === 'outlook' ? 'INTERVAL=1;' : ''}BYDAY=${byday};BYMONTH=${month}`,
    `END:${name}`,
  ]
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${tzid}`,
    ...(style === 'nextcloud' ? [`X-LIC-LOCATION:${zone.iana}`] : []),
    ...part('STANDARD', daylight.offset, standard.offset, standard.month!, standard.byday!, standard.hour!),
    ...part('DAYLIGHT', standard.offset, daylight.offset, daylight.month, daylight.byday, daylight.hour),
    'END:VTIMEZONE',
  ]
}

/** RFC 5545 content lines: CRLF, folded at 75 octets with a space. */
export function calendar(lines: string[], prodid = '-//Busy feed tests//EN'): string {
  const fold = (line: string) => {
    const parts: string[] = []
    let rest = line
    while (Buffer.byteLength(rest) > 75) {
      let cut = 75
      while (Buffer.byteLength(rest.slice(0, cut)) > 75) cut--
      parts.push(rest.slice(0, cut))
      rest = ` ${rest.slice(cut)}`
    }
    parts.push(rest)
    return parts.join('\r\n')
  }
  return `${['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${prodid}`, ...lines, 'END:VCALENDAR'].map(fold).join('\r\n')}\r\n`
}

/** "2026-03-10T09:00:00" → "20260310T090000"; "2026-03-10" → "20260310". */
export const icalWall = (wall: string) => wall.replace(/[-:]/g, '').slice(0, wall.length > 10 ? 15 : 8)
