import ICAL from 'ical.js'
import type { TimeSpan } from '../../../core/booking-slots'
import { aheadOfUtcMs, behindUtcMs, instantMs, wallMs, type Basis, type FeedZones } from './zones'

/** A VEVENT the feed cannot give a time to: skipped, counted, logged. */
export class EventWithoutStart extends Error {}

/** How an event's end follows from its start (RFC 5545 §3.6.1, §3.8.5.3). */
export type Length =
  /** All-day: whole days on the firm's calendar. */
  | { kind: 'days'; days: number }
  /** DTEND: the same elapsed time for every occurrence. */
  | { kind: 'exact'; ms: number }
  /** DURATION with days or weeks: days on the wall clock, then elapsed time. */
  | { kind: 'nominal'; days: number; ms: number }

/** A date or date-time value with the basis its property gives it. */
export interface Stamp {
  time: ICAL.Time
  basis: Basis
}

/** How an event's end is written: DTEND, DURATION (days on the wall clock, then elapsed time), or neither. */
export type EndSpec = { kind: 'dtend'; stamp: Stamp } | { kind: 'duration'; days: number; ms: number } | { kind: 'none' }

/** What the busy times need of one VEVENT. Instants are worked out only for what comes near the window. */
export interface FeedEvent {
  uid: string | undefined
  /** For an overridden occurrence (RECURRENCE-ID): the occurrence it replaces. */
  recurrenceId?: { stamp: Stamp; thisAndFuture: boolean }
  busy: boolean
  start: Stamp
  end: EndSpec
  rules: ICAL.Recur[]
  /** RDATEs, a PERIOD with its own end. */
  rdates: (Stamp & { end?: Stamp })[]
  exdates: Stamp[]
  /** TZIDs of its times that the feed does not define and no table names. */
  unknownZones: string[]
}

const upper = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : '')

/**
 * Whether the event takes the firm's time: not cancelled, not shown as free (TRANSP:TRANSPARENT,
 * or Outlook's X-MICROSOFT-CDO-BUSYSTATUS:FREE). Tentative, out of office and working elsewhere
 * are busy.
 */
export function isBusy(component: ICAL.Component): boolean {
  if (upper(component.getFirstPropertyValue('status')) === 'CANCELLED') return false
  if (upper(component.getFirstPropertyValue('transp')) === 'TRANSPARENT') return false
  return upper(component.getFirstPropertyValue('x-microsoft-cdo-busystatus')) !== 'FREE'
}

const dayMs = 86_400_000

/** Reads one VEVENT: its times on their bases, its rules and exceptions. Throws EventWithoutStart. */
export function readEvent(component: ICAL.Component, zones: FeedZones): FeedEvent {
  const unknownZones = new Set<string>()
  const stamp = (property: ICAL.Property, time: ICAL.Time): Stamp => {
    const basis = zones.basisOf(property, time)
    if (basis.kind === 'unknown') unknownZones.add(basis.tzid)
    return { time, basis }
  }
  const startProperty = component.getFirstProperty('dtstart')
  let startValue: unknown
  try {
    startValue = startProperty?.getFirstValue()
  } catch {
    startValue = undefined
  }
  if (!startProperty || !(startValue instanceof ICAL.Time)) throw new EventWithoutStart('a VEVENT without a readable DTSTART')
  const start = stamp(startProperty, startValue)

  const times = (name: string): { property: ICAL.Property; value: unknown }[] =>
    component.getAllProperties(name).flatMap((property) => property.getValues().map((value: unknown) => ({ property, value })))

  let end: EndSpec = { kind: 'none' }
  const endProperty = component.getFirstProperty('dtend')
  const endValue = endProperty?.getFirstValue()
  const duration = component.getFirstPropertyValue('duration')
  if (endValue instanceof ICAL.Time) end = { kind: 'dtend', stamp: stamp(endProperty!, endValue) }
  else if (duration instanceof ICAL.Duration && !duration.isNegative) end = { kind: 'duration', days: duration.weeks * 7 + duration.days, ms: ((duration.hours * 60 + duration.minutes) * 60 + duration.seconds) * 1000 }

  const recurrenceProperty = component.getFirstProperty('recurrence-id')
  const recurrenceValue = recurrenceProperty?.getFirstValue()
  const recurrenceId = recurrenceValue instanceof ICAL.Time ? { stamp: stamp(recurrenceProperty!, recurrenceValue), thisAndFuture: upper(recurrenceProperty!.getParameter('range')) === 'THISANDFUTURE' } : undefined

  const rdates: FeedEvent['rdates'] = []
  for (const { property, value } of times('rdate')) {
    if (value instanceof ICAL.Time) rdates.push(stamp(property, value))
    else if (value instanceof ICAL.Period) rdates.push({ ...stamp(property, value.start), end: stamp(property, value.getEnd()) })
  }
  const exdates = times('exdate').flatMap(({ property, value }) => (value instanceof ICAL.Time ? [stamp(property, value)] : []))
  const rules = recurrenceId ? [] : component.getAllProperties('rrule').map((property) => property.getFirstValue() as ICAL.Recur)
  const uid = component.getFirstPropertyValue('uid')
  return {
    uid: typeof uid === 'string' && uid !== '' ? uid : undefined,
    ...(recurrenceId ? { recurrenceId } : {}),
    busy: isBusy(component),
    start,
    end,
    rules,
    rdates,
    exdates,
    unknownZones: [...unknownZones],
  }
}

const lengths = new WeakMap<FeedEvent, Length>()

/** How each occurrence's end follows from its start; for DTEND the elapsed time from DTSTART (worked out once). */
export function lengthOf(event: FeedEvent): Length {
  let length = lengths.get(event)
  if (length) return length
  const { start, end } = event
  if (end.kind === 'dtend') {
    length =
      start.time.isDate && end.stamp.time.isDate
        ? { kind: 'days', days: Math.max(0, Math.round((wallMs(end.stamp.time) - wallMs(start.time)) / dayMs)) }
        : { kind: 'exact', ms: Math.max(0, instantMs(end.stamp.time, end.stamp.basis) - instantMs(start.time, start.basis)) }
  } else if (end.kind === 'duration') {
    length = start.time.isDate && end.ms === 0 ? { kind: 'days', days: end.days } : end.days > 0 ? { kind: 'nominal', days: end.days, ms: end.ms } : { kind: 'exact', ms: end.ms }
  } else {
    // No end: an all-day event takes its day, a meeting its moment (RFC 5545 §3.6.1).
    length = start.time.isDate ? { kind: 'days', days: 1 } : { kind: 'exact', ms: 0 }
  }
  lengths.set(event, length)
  return length
}

/** The longest an event can take on the wall clock, for deciding cheaply what may come near the window. */
export function roughLengthMs(event: FeedEvent): number {
  const { start, end } = event
  if (end.kind === 'dtend') return Math.max(0, wallMs(end.stamp.time) - wallMs(start.time))
  if (end.kind === 'duration') return end.days * dayMs + end.ms
  return start.time.isDate ? dayMs : 0
}

const instants = new WeakMap<Stamp, number>()

/** The instant of a stamp, worked out once. */
export function instantOf(stamp: Stamp): number {
  let at = instants.get(stamp)
  if (at === undefined) instants.set(stamp, (at = instantMs(stamp.time, stamp.basis)))
  return at
}

/**
 * The span of an occurrence that starts at `start`: for a time in an unknown zone, the widest
 * it can be (from the wall clock at UTC+14 to its end at UTC−12), so that no zone's reading of
 * it is offered as free.
 */
export function spanOf(start: Stamp, length: Length): { start: number; end: number } {
  const from = instantOf(start)
  let to: number
  switch (length.kind) {
    case 'days': {
      const end = start.time.clone()
      end.isDate = true
      end.adjust(length.days, 0, 0, 0)
      // An all-day start is on the firm's clock (FeedZones.basisOf), and so is its end.
      to = instantMs(end, start.basis)
      break
    }
    case 'exact':
      to = from + length.ms
      break
    case 'nominal': {
      const end = start.time.clone()
      end.adjust(length.days, 0, 0, 0)
      to = instantMs(end, start.basis) + length.ms
      break
    }
  }
  return start.basis.kind === 'unknown' ? { start: from - aheadOfUtcMs, end: to + behindUtcMs } : { start: from, end: to }
}

/** Spans as the booking code takes them, overlapping ones joined. */
export function joined(spans: { start: number; end: number }[]): TimeSpan[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start)
  const out: { start: number; end: number }[] = []
  for (const span of sorted) {
    const last = out[out.length - 1]
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end)
    else out.push({ ...span })
  }
  return out.map((span) => ({ start: new Date(span.start), end: new Date(span.end) }))
}
