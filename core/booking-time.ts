/**
 * How a call's time reads in a time zone, for the booking form (browser and the functions' pages)
 * and the mails: with the platform's Intl only, so the browser loads no date library.
 */
export const firmTimeZone = 'Europe/Berlin'

/** Whether the platform knows a time zone by this IANA name ("Asia/Shanghai"). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+){0,2}$/.test(name) || name.length > 64) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: name })
    return true
  } catch {
    return false
  }
}

export interface SlotTime {
  /** The day in the zone: "Montag, 30. März 2026". */
  date: string
  /** The day as a key for grouping: "2026-03-30" in the zone. */
  day: string
  /** The start in the zone: "09:00". */
  time: string
  /** The zone's short name at that instant: "MESZ", "GMT+8". */
  zoneName: string
}

/** A call's start as read in `zone`, in the language's `locale`. */
export function slotTime(start: string | Date, zone: string, locale: string): SlotTime {
  const instant = new Date(start)
  const date = new Intl.DateTimeFormat(locale, { timeZone: zone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(instant)
  const time = new Intl.DateTimeFormat(locale, { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(instant)
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', timeZoneName: 'short' }).formatToParts(instant)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  const zoneName = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' }).formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? zone
  return { date, day: `${part('year')}-${part('month')}-${part('day')}`, time, zoneName }
}

/** A zone's name for the picker: "Mitteleuropäische Zeit (Berlin)". */
export function zoneLabel(zone: string, locale: string): string {
  const generic = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(new Date(0)).find((p) => p.type === 'timeZoneName')?.value
  const city = zone.split('/').pop()!.replace(/_/g, ' ')
  return generic && generic !== zone ? `${generic} (${city})` : city
}
