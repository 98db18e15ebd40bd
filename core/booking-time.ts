/**
 * How a call's time reads in a time zone, for the booking form (browser and the functions' pages)
 * and the mails: with the platform's Intl only, so the browser loads no date library.
 */
export const firmTimeZone = 'Europe/Berlin'

/** Whether the platform knows a time zone by this IANA name ("Asia/Shanghai"). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+){0,2}$/.test(name) || name.length > 64) return false
  let known = zoneNames.get(name)
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: name })
      known = true
    } catch {
      known = false
    }
    zoneNames.set(name, known)
  }
  return known
}
/** Whether the platform knows a zone, asked once per name (making a formatter is slow). */
const zoneNames = new Map<string, boolean>()

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

/**
 * A zone's name for the picker as it reads at `at` (a moment in the booking window, so a summer
 * date reads "Mitteleuropäische Sommerzeit (Berlin)", a winter one "…Normalzeit"), with its city.
 */
export function zoneLabel(zone: string, locale: string, at: Date): string {
  const name = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'long' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value
  const city = zone.split('/').pop()!.replace(/_/g, ' ')
  return name && name !== zone && !/^GMT[+-−]/.test(name) ? `${name} (${city})` : `${city}${name && name !== zone ? ` (${name})` : ''}`
}

/**
 * The picker's zones labelled at `at`: the listed ones, and the visitor's own first where the list
 * lacks it, so it can always be the one selected.
 */
export function pickerZones(listed: readonly string[], own: string, locale: string, at: Date): { id: string; label: string }[] {
  const ids = isTimeZone(own) && !listed.includes(own) ? [own, ...listed] : listed
  return ids.map((id) => ({ id, label: zoneLabel(id, locale, at) }))
}

/** One day of free times in the visitor's zone: its date, and each slot's time there and in Berlin. */
export interface SlotDay {
  date: string
  slots: { start: string; time: string; firm: string }[]
}

/** The slots by day in the visitor's zone, each with its time there and in Berlin. */
export function slotDays(slots: readonly { start: string }[], zone: string, locale: string): Map<string, SlotDay> {
  const days = new Map<string, SlotDay>()
  // Only what the list shows is formatted (a month of slots is several hundred): each slot's day
  // key and times, each day's date once.
  for (const slot of slots) {
    const instant = new Date(slot.start)
    // en-CA writes the day as "2026-03-30": the key itself.
    const day = formatter(locale, zone, 'day').format(instant)
    let entry = days.get(day)
    if (!entry) days.set(day, (entry = { date: formatter(locale, zone, 'date').format(instant), slots: [] }))
    const time = formatter(locale, zone, 'time').format(instant)
    entry.slots.push({ start: slot.start, time, firm: zone === firmTimeZone ? time : formatter(locale, firmTimeZone, 'time').format(instant) })
  }
  return days
}
