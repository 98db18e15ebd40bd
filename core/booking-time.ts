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
  for (const slot of slots) {
    const own = slotTime(slot.start, zone, locale)
    const entry = days.get(own.day) ?? { date: own.date, slots: [] }
    entry.slots.push({ start: slot.start, time: own.time, firm: slotTime(slot.start, firmTimeZone, locale).time })
    days.set(own.day, entry)
  }
  return days
}
