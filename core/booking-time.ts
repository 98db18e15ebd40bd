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

/** Intl formatters are slow to make (a list of four weeks of slots needs a few hundred reads): one per locale, zone and kind. */
const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(locale: string, zone: string, kind: 'date' | 'time' | 'day' | 'zone'): Intl.DateTimeFormat {
  const key = `${locale}|${zone}|${kind}`
  let made = formatters.get(key)
  if (!made) {
    const options: Record<typeof kind, Intl.DateTimeFormatOptions> = {
      date: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
      time: { hour: '2-digit', minute: '2-digit' },
      day: { year: 'numeric', month: '2-digit', day: '2-digit' },
      zone: { timeZoneName: 'short' },
    }
    made = new Intl.DateTimeFormat(kind === 'day' ? 'en-CA' : locale, { timeZone: zone, ...options[kind] })
    formatters.set(key, made)
  }
  return made
}

/** A call's start as read in `zone`, in the language's `locale`. */
export function slotTime(start: string | Date, zone: string, locale: string): SlotTime {
  const instant = new Date(start)
  const parts = formatter(locale, zone, 'day').formatToParts(instant)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return {
    date: formatter(locale, zone, 'date').format(instant),
    day: `${part('year')}-${part('month')}-${part('day')}`,
    time: formatter(locale, zone, 'time').format(instant),
    zoneName: formatter(locale, zone, 'zone').formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? zone,
  }
}

/** A zone's name for the picker: "Mitteleuropäische Zeit (Berlin)". */
export function zoneLabel(zone: string, locale: string): string {
  const generic = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(new Date(0)).find((p) => p.type === 'timeZoneName')?.value
  const city = zone.split('/').pop()!.replace(/_/g, ' ')
  return generic && generic !== zone ? `${generic} (${city})` : city
}
