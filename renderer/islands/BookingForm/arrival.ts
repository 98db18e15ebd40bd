import { firmTimeZone, isTimeZone, pickerZones, slotDays, type SlotDay } from '../../../core/booking-time'

/**
 * What the booking page shows on arrival before React loads: the visitor's own zone selected, every
 * zone named as it reads today, and the free times by day in that zone. All of it is Intl work, and a
 * page's first Intl formatter costs 30–60 ms of ICU start-up on a fast machine (four times that on a
 * phone), so island.ts runs it in a Web Worker (arrival-worker.ts) and only builds the DOM; where no
 * worker answers, the same function runs on the page before the island hydrates.
 */
export interface ArrivalRequest {
  /** The picker's zones, as the page lists them. */
  listed: string[]
  locale: string
  /** A zone the visitor chose in the picker meanwhile: the times read in it. */
  chosen?: string
  /** The free times, once their answer is there. */
  slots?: readonly { start: string }[]
  /** The moment the zones are named for (summer or winter time), as the page's clock reads it. */
  now: number
}

export interface ArrivalView {
  /** The zone the times read in: the one chosen, else the visitor's own (Berlin where it is unknown). */
  zone: string
  /** The picker's zones named at `now`, the visitor's own first where the list lacks it. */
  zones: { id: string; label: string }[]
  days?: SlotDay[]
}

/** The platform's own zone, or Berlin where it names none the platform knows. */
export function ownZone(): string {
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone
  return own && isTimeZone(own) ? own : firmTimeZone
}

export function arrivalView({ listed, locale, chosen, slots, now }: ArrivalRequest): ArrivalView {
  const own = ownZone()
  const zones = pickerZones(listed, own, locale, new Date(now))
  const zone = chosen && isTimeZone(chosen) ? chosen : own
  return { zone, zones, ...(slots ? { days: [...slotDays(slots, zone, locale).values()] } : {}) }
}
