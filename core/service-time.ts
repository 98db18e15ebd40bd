/**
 * The time a service wrote (the BZSt's anfrageZeitpunkt, VIES's requestDate) as an instant. The
 * BZSt writes German time: its answers carry Berlin's offset ("2026-11-26T10:31:07.123456789+01:00",
 * docs/qualified-check-sources.md), so a time it writes without an offset is read as German local
 * time (Europe/Berlin, summer time included), never as the zone of whichever machine reads it.
 * Read are RFC 3339 / ISO 8601 times with or without an offset and German day-first times
 * ("26.11.2026 10:31:07"); anything else ("11/12/2026": 11 December or 12 November?) is no time and
 * stays as the service wrote it.
 */
export const serviceTimeZone = 'Europe/Berlin'

const partsFormat = new Intl.DateTimeFormat('en-US', { timeZone: serviceTimeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })

/** Berlin's offset from UTC at an instant, in milliseconds. */
function berlinOffset(instant: number): number {
  const parts = Object.fromEntries(partsFormat.formatToParts(new Date(instant)).map((p) => [p.type, p.value]))
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second))
  return wall - Math.floor(instant / 1000) * 1000
}

/** A wall-clock time in Berlin as an instant (a time in the autumn's repeated hour is read as winter time; one in spring's skipped hour moves an hour on). */
export function berlinWallTime(year: number, month: number, day: number, hour: number, minute: number, second: number, ms: number): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, ms)
  const first = wall - berlinOffset(wall - 3_600_000)
  const offset = berlinOffset(first)
  return wall - offset
}

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/i
const germanPattern = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:,?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/

function valid(year: number, month: number, day: number, hour: number, minute: number, second: number): boolean {
  const check = new Date(Date.UTC(year, month - 1, day))
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day && hour < 24 && minute < 60 && second < 60
}

/** The instant a service's time names, or undefined when it is no time this reading can be sure of. */
export function parseServiceTime(raw: string): Date | undefined {
  const text = raw.trim()
  const iso = isoPattern.exec(text)
  if (iso) {
    const [year, month, day, hour, minute] = [iso[1], iso[2], iso[3], iso[4], iso[5]].map(Number) as [number, number, number, number, number]
    const second = Number(iso[6] ?? 0)
    const ms = Number((iso[7] ?? '0').padEnd(3, '0').slice(0, 3))
    if (!valid(year, month, day, hour, minute, second)) return undefined
    const zone = iso[8]
    if (zone === undefined) return new Date(berlinWallTime(year, month, day, hour, minute, second, ms))
    const wall = Date.UTC(year, month - 1, day, hour, minute, second, ms)
    if (zone.toUpperCase() === 'Z') return new Date(wall)
    const sign = zone.startsWith('-') ? -1 : 1
    const digits = zone.slice(1).replace(':', '')
    const offset = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4))) * 60_000
    return new Date(wall - offset)
  }
  const german = germanPattern.exec(text)
  if (german) {
    const [day, month, year] = [german[1], german[2], german[3]].map(Number) as [number, number, number]
    const [hour, minute, second] = [german[4], german[5], german[6]].map((v) => Number(v ?? 0)) as [number, number, number]
    if (!valid(year, month, day, hour, minute, second)) return undefined
    return new Date(berlinWallTime(year, month, day, hour, minute, second, 0))
  }
  return undefined
}
