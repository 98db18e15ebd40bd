import ICAL from 'ical.js'
import { DateTime, IANAZone } from 'luxon'
import { WINDOWS_TO_IANA_MAP } from 'windows-iana'
import { firmZone } from '../../../core/booking-slots'

/**
 * Windows zone names ("W. Europe Standard Time", as Outlook and Exchange write TZIDs) to the
 * IANA zone CLDR names for the world (territory "001"), from CLDR's windowsZones.xml as the
 * windows-iana package ships it. Keys in lower case: exports differ in case.
 */
const windowsZones = new Map(WINDOWS_TO_IANA_MAP.filter((entry) => entry.territory === '001').map((entry) => [entry.windowsName.toLowerCase(), entry.iana[0]]))

/**
 * The IANA zone a TZID names when the feed defines no VTIMEZONE for it: an IANA name
 * ("Europe/Berlin"), a Windows name ("Eastern Standard Time"), or an IANA name behind an
 * exporter's prefix ("/freeassociation.sourceforge.net/Tzfile/Europe/Berlin", as Evolution and
 * old Mozilla clients write it). Undefined when the name says nothing certain.
 */
export function ianaZoneOf(tzid: string): string | undefined {
  const name = tzid.trim()
  if (IANAZone.isValidZone(name)) return name
  const windows = windowsZones.get(name.toLowerCase())
  if (windows) return windows
  const tail = /\/([A-Za-z_-]+\/[A-Za-z_+-]+(?:\/[A-Za-z_+-]+)?)$/.exec(name)?.[1]
  return tail && IANAZone.isValidZone(tail) ? tail : undefined
}

const day = 86_400_000
const quarterHour = 900_000

/**
 * Wall clocks of one zone to instants, fast: a day's offset is looked up once (at its midnight
 * and the next), and only on a day whose offset changes each quarter of an hour on its own (zones
 * change their clocks at whole quarters). `exact` is the slow, authoritative reading; a wall
 * clock that does not exist (the hour the clocks skip) is read with the offset before it, one
 * that exists twice as its first instant, as RFC 5545 §3.3.5 and Python's zoneinfo (fold=0) do.
 */
export class WallClock {
  private readonly days = new Map<number, number | null>()
  private readonly quarters = new Map<number, number>()

  constructor(private readonly exact: (wall: number) => number) {}

  private delta(wall: number): number {
    return wall - this.exact(wall)
  }

  instant(wall: number): number {
    const midnight = Math.floor(wall / day) * day
    let offset = this.days.get(midnight)
    if (offset === undefined) {
      const [before, after] = [this.delta(midnight), this.delta(midnight + day)]
      this.days.set(midnight, (offset = before === after ? before : null))
    }
    if (offset !== null) return wall - offset
    const quarter = Math.floor(wall / quarterHour) * quarterHour
    let delta = this.quarters.get(quarter)
    if (delta === undefined) this.quarters.set(quarter, (delta = this.delta(quarter)))
    return wall - delta
  }
}

/**
 * The clock of an IANA zone (luxon, on the platform's time zone data). Luxon reads a wall clock
 * that exists twice (the hour the clocks go back) as its later instant; RFC 5545 and zoneinfo
 * (fold=0) take the first, so the earlier reading is used when it names the same wall clock.
 */
export function ianaClock(zone: string): WallClock {
  return new WallClock((wall) => {
    const t = new Date(wall)
    const read = DateTime.fromObject({ year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate(), hour: t.getUTCHours(), minute: t.getUTCMinutes(), second: t.getUTCSeconds() }, { zone })
    const at = read.toMillis()
    const before = DateTime.fromMillis(at - 3 * 3_600_000, { zone }).offset
    if (before <= read.offset) return at
    const earlier = at - (before - read.offset) * 60_000
    return DateTime.fromMillis(earlier, { zone }).offset === before ? earlier : at
  })
}

/** The clock of a feed's own VTIMEZONE (ical.js reads its STANDARD and DAYLIGHT rules). */
function vtimezoneClock(zone: ICAL.Timezone): WallClock {
  return new WallClock((wall) => {
    const t = new Date(wall)
    const time = new ICAL.Time({ year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate(), hour: t.getUTCHours(), minute: t.getUTCMinutes(), second: t.getUTCSeconds(), isDate: false }, zone)
    return time.toUnixTime() * 1000
  })
}

/** How the wall-clock times of one property are read. */
export type Basis =
  | { kind: 'utc' }
  /** A zone the TZID names, or the feed's own VTIMEZONE for a name no table knows. */
  | { kind: 'zone'; clock: WallClock }
  /** All-day dates, and floating times of a feed that names no zone (X-WR-TIMEZONE): on the firm's clock. */
  | { kind: 'firm'; clock: WallClock }
  /** A TZID the feed does not define and no table knows: the instant is only known within a day. */
  | { kind: 'unknown'; tzid: string }

/**
 * The zones of one feed. A TZID is read by its name first (IANA, or Windows through CLDR's
 * table): the IANA rules hold the zone's whole history and announced changes, where an exported
 * VTIMEZONE often carries only today's rule (Outlook's from 1601), and reading them is fast. The
 * feed's VTIMEZONE serves for names no table knows ("Customized Time Zone"); a TZID with neither
 * is unknown.
 */
export class FeedZones {
  private readonly bases = new Map<string, Basis>()
  private readonly firmClock = ianaClock(firmZone)
  readonly firm: Basis = { kind: 'firm', clock: this.firmClock }

  /** The basis of floating date-times: the calendar's X-WR-TIMEZONE if it names one, else the firm's clock. */
  private readonly floating: Basis

  constructor(
    private readonly defined: ReadonlyMap<string, ICAL.Timezone>,
    calendarZone?: string,
  ) {
    this.floating = calendarZone === undefined ? this.firm : this.named(calendarZone)
  }

  /** The basis of a date or date-time property (DTSTART, DTEND, RDATE, EXDATE, RECURRENCE-ID, FREEBUSY). */
  basisOf(property: ICAL.Property, time: ICAL.Time): Basis {
    if (time.isDate) return this.firm
    if (time.zone === ICAL.Timezone.utcTimezone) return { kind: 'utc' }
    const tzid = property.getParameter('tzid')
    if (typeof tzid !== 'string' || tzid === '') return this.floating
    return this.named(tzid)
  }

  /** The basis a zone's name gives (IANA, Windows, the feed's VTIMEZONE), or unknown. */
  private named(tzid: string): Basis {
    let basis = this.bases.get(tzid)
    if (!basis) {
      const iana = ianaZoneOf(tzid)
      const defined = iana ? undefined : this.defined.get(tzid)
      basis = iana ? { kind: 'zone', clock: iana === firmZone ? this.firmClock : ianaClock(iana) } : defined ? { kind: 'zone', clock: vtimezoneClock(defined) } : { kind: 'unknown', tzid }
      this.bases.set(tzid, basis)
    }
    return basis
  }
}

const hour = 3_600_000
/** The furthest any zone's clock is ahead of UTC (Kiribati, +14:00) and behind it (−12:00). */
export const aheadOfUtcMs = 14 * hour
export const behindUtcMs = 12 * hour

/** A wall-clock time read as if it were UTC: the same number for the same wall clock in any zone. */
export const wallMs = (t: ICAL.Time) => Date.UTC(t.year, t.month - 1, t.day, t.isDate ? 0 : t.hour, t.isDate ? 0 : t.minute, t.isDate ? 0 : t.second)

/**
 * The instant of a wall-clock time on its basis, in milliseconds. For an unknown zone this is
 * the wall clock read as UTC: callers widen it by the offsets any zone can have.
 */
export function instantMs(t: ICAL.Time, basis: Basis): number {
  return basis.kind === 'utc' || basis.kind === 'unknown' ? wallMs(t) : basis.clock.instant(wallMs(t))
}
