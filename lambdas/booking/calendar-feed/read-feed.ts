import ICAL from 'ical.js'
import type { TimeSpan } from '../../../core/booking-slots'
import { splitFeed } from './blocks'
import { EventWithoutStart, instantOf, joined, lengthOf, readEvent, roughLengthMs, spanOf, type FeedEvent, type Stamp } from './event'
import { readFreeBusy, type FreeBusyPeriods } from './free-busy'
import { ruleStarts, SeriesOverBudget, weekNumberStarts, type WallWindow } from './series'
import { checkRule, RuleNotExpanded } from './rule-checks'
import { aheadOfUtcMs, FeedZones, instantMs, wallMs } from './zones'

/** The feed is no calendar, or could not be read in time: no busy times can be trusted. */
export class FeedUnreadable extends Error {}

/**
 * The feed was cut off: no END:VCALENDAR, a component left open, or a transfer that ended before
 * its length (lambdas/booking/busy-feed.ts). What it lacks may be busy time, so it is not read.
 */
export class FeedIncomplete extends FeedUnreadable {}

/** What was left out of a feed or read only roughly; each is logged and alarmed on (lambdas/booking/busy-feed.ts). */
export interface FeedProblems {
  /** VEVENTs without a readable DTSTART: they name no time, so they are skipped. */
  withoutStart: number
  /** VEVENTs ical.js cannot parse (a mistyped RRULE): skipped. */
  unreadable: number
  /** Events with a TZID the feed does not define and no table names: busy a day wide around their wall clock. */
  unknownZone: number
  unknownZones: string[]
  /** Series not expanded (over the step budget, or a rule the reader cannot expand): busy over all of the window they may cover. */
  unexpanded: number
  /** Why, for each kind of rule not expanded ("BYWEEKNO with FREQ=MONTHLY", "X-FOO", "over the step budget"). */
  unexpandedRules: string[]
}

export interface FeedReading {
  /** The busy times that meet the window, joined where they touch. */
  spans: TimeSpan[]
  /** How many VEVENTs the feed has. */
  events: number
  /** How many VFREEBUSY components it has. */
  freeBusy: number
  problems: FeedProblems
}

export interface ReadLimits {
  /** Steps of a rule's iterator per series before it counts as busy throughout (fail safe). */
  seriesSteps: number
  /** CPU time for the whole feed before it counts as unreadable (CPU, not wall time: a busy machine does not make a feed unreadable). */
  cpuMs: number
}

export const readLimits: ReadLimits = { seriesSteps: 20_000, cpuMs: 10_000 }

const cpuSince = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start)
  return (used.user + used.system) / 1000
}

const day = 86_400_000

export function problemCount(problems: FeedProblems): number {
  return problems.withoutStart + problems.unreadable + problems.unknownZone + problems.unexpanded
}

/**
 * The firm's busy times between `from` and `to` from its calendar feed (what Outlook, Google and
 * Nextcloud publish): every VEVENT that is neither cancelled nor shown as free, series expanded
 * over the window only, whatever their age (COUNT still counting from DTSTART), with RDATEs,
 * EXDATEs and their occurrences moved or cancelled by RECURRENCE-ID (RANGE=THISANDFUTURE too).
 * Events without a UID, and separate events sharing one, are each their own busy time; the
 * FREEBUSY periods of VFREEBUSY components are busy unless FBTYPE=FREE. Parsed once, in time
 * linear in the feed's size. Throws FeedUnreadable for text that is no calendar, FeedIncomplete
 * for one cut off (no END:VCALENDAR, a component left open).
 */
export function readFeed(text: string, from: Date, to: Date, limits: ReadLimits = readLimits): FeedReading {
  const started = process.cpuUsage()
  const blocks = splitFeed(text)
  if (!blocks.isCalendar) throw new FeedUnreadable('the feed holds no VCALENDAR')
  if (!blocks.complete) throw new FeedIncomplete('the feed is cut off: no END:VCALENDAR, or a component left open')
  const problems: FeedProblems = { withoutStart: 0, unreadable: 0, unknownZone: 0, unknownZones: [], unexpanded: 0, unexpandedRules: [] }
  const unexpandedRules = new Set<string>()

  const defined = new Map<string, ICAL.Timezone>()
  for (const block of blocks.timezones) {
    try {
      const zone = new ICAL.Timezone(new ICAL.Component(ICAL.parse(block)))
      if (zone.tzid && !defined.has(zone.tzid)) defined.set(zone.tzid, zone)
    } catch {
      // An unreadable VTIMEZONE: its TZID is then read by name, or as unknown.
    }
  }
  const zones = new FeedZones(defined, blocks.calendarZone)

  const masters: FeedEvent[] = []
  const overrides = new Map<string, FeedEvent[]>()
  const unknown = new Set<string>()
  for (const block of blocks.events) {
    let event: FeedEvent
    try {
      event = readEvent(new ICAL.Component(ICAL.parse(block)), zones)
    } catch (error) {
      if (error instanceof EventWithoutStart) problems.withoutStart++
      else problems.unreadable++
      continue
    }
    if (event.unknownZones.length > 0) {
      problems.unknownZone++
      event.unknownZones.forEach((tzid) => unknown.add(tzid))
    }
    if (event.recurrenceId && event.uid !== undefined) {
      const list = overrides.get(event.uid) ?? []
      list.push(event)
      overrides.set(event.uid, list)
    } else {
      masters.push(event)
    }
  }
  const window = { from: from.getTime(), to: to.getTime() }
  // Wall clocks differ from instants by at most a day (and a DTEND's zone from its DTSTART's by
  // another): what lies two days off the window on the wall clock cannot meet it.
  const near = { from: window.from - 2 * day, to: window.to + 2 * day }
  const mayMeet = (event: FeedEvent, at = event.start) => wallMs(at.time) < near.to && wallMs(at.time) + roughLengthMs(event) > near.from
  const spans: { start: number; end: number }[] = []
  const add = (span: { start: number; end: number }) => {
    if (span.start < window.to && span.end > window.from) spans.push(span)
  }
  for (const block of blocks.freeBusy) {
    let periods: FreeBusyPeriods
    try {
      periods = readFreeBusy(new ICAL.Component(ICAL.parse(block)), zones)
    } catch {
      problems.unreadable++
      continue
    }
    if (periods.unknownZones.length > 0) {
      problems.unknownZone++
      periods.unknownZones.forEach((tzid) => unknown.add(tzid))
    }
    periods.spans.forEach(add)
  }
  problems.unknownZones = [...unknown].sort()
  // An override is a busy time of its own, whether or not its series is in the feed (Google
  // publishes an invitation to one occurrence without the series).
  for (const list of overrides.values()) for (const override of list) if (override.busy && mayMeet(override)) add(spanOf(override.start, lengthOf(override)))
  for (const master of masters) {
    if (cpuSince(started) > limits.cpuMs) throw new FeedUnreadable(`reading the feed took more than ${limits.cpuMs} ms of CPU time`)
    const ofSeries = master.uid !== undefined ? (overrides.get(master.uid) ?? []) : []
    if (master.rules.length === 0 && master.rdates.length === 0) {
      if (master.busy && mayMeet(master) && !ofSeries.some((o) => instantOf(o.recurrenceId!.stamp) === instantOf(master.start))) add(spanOf(master.start, lengthOf(master)))
      continue
    }
    try {
      for (const span of occurrenceSpans(master, ofSeries, near, limits)) add(span)
    } catch (error) {
      // Over its budget, or a rule the reader cannot expand: fail safe, and said so (logged, alarmed).
      problems.unexpanded++
      unexpandedRules.add(error instanceof RuleNotExpanded ? error.why : error instanceof SeriesOverBudget ? 'over the step budget' : 'a rule ical.js fails on')
      if (master.busy) add(seriesExtent(master, window))
    }
  }
  problems.unexpandedRules = [...unexpandedRules].sort()
  return { spans: joined(spans), events: blocks.events.length, freeBusy: blocks.freeBusy.length, problems }
}

/**
 * Everything a series may cover within the window, from its DTSTART to its UNTIL (or the
 * window's end): what counts as busy when its occurrences cannot be worked out.
 */
function seriesExtent(master: FeedEvent, window: { from: number; to: number }): { start: number; end: number } {
  const first = spanOf(master.start, lengthOf(master))
  const untils = master.rules.map((rule) => (rule.until ? wallMs(rule.until) + 2 * day : Number.POSITIVE_INFINITY))
  const rdateEnds = master.rdates.map((rdate) => spanOf(rdate.end ?? rdate, lengthOf(master)).end)
  const last = Math.max(first.end, ...untils, ...rdateEnds)
  return { start: Math.max(first.start, window.from), end: Math.min(last, window.to) }
}

/**
 * The spans of a series' occurrences near the window (`near`, on the wall clock), with its
 * EXDATEs, RDATEs and overrides applied. Throws SeriesOverBudget for a rule it cannot walk.
 */
function occurrenceSpans(master: FeedEvent, ofSeries: FeedEvent[], near: WallWindow, limits: ReadLimits): { start: number; end: number }[] {
  const rough = roughLengthMs(master)
  const isNear = (stamp: Stamp) => wallMs(stamp.time) < near.to && wallMs(stamp.time) + rough > near.from
  const starts: { stamp: Stamp; end?: Stamp; until?: number }[] = []
  for (const original of master.rules) {
    const check = checkRule(original)
    if (check.kind === 'never') continue
    if (check.kind === 'unsafe') throw new RuleNotExpanded(check.why)
    const until = original.until ? untilInstant(original.until, master.start) : Number.POSITIVE_INFINITY
    const times = check.kind === 'weekNumbers' ? weekNumberStarts(master.start.time, check.rule, near, rough, limits.seriesSteps) : ruleStarts(master.start.time, [check.rule], near, rough, limits.seriesSteps)
    for (const time of times) starts.push({ stamp: { time, basis: master.start.basis }, until })
  }
  // DTSTART is always the first occurrence (RFC 5545 §3.8.5.3), RDATEs are occurrences too.
  if (isNear(master.start)) starts.push({ stamp: master.start })
  for (const rdate of master.rdates) if (isNear(rdate)) starts.push({ stamp: rdate, ...(rdate.end ? { end: rdate.end } : {}) })
  if (starts.length === 0) return []

  const length = lengthOf(master)
  const excluded = new Set(master.exdates.filter((e) => !e.time.isDate && isNear(e)).map(instantOf))
  const excludedDays = new Set(master.exdates.filter((e) => e.time.isDate).map((e) => wallMs(e.time)))
  const moved = new Set(ofSeries.filter((o) => !o.recurrenceId!.thisAndFuture).map((o) => instantOf(o.recurrenceId!.stamp)))
  const ranges = ofSeries.filter((o) => o.recurrenceId!.thisAndFuture).sort((a, b) => instantOf(a.recurrenceId!.stamp) - instantOf(b.recurrenceId!.stamp))

  const seen = new Set<number>()
  const spans: { start: number; end: number }[] = []
  for (const { stamp, end, until } of starts) {
    const at = instantOf(stamp)
    // UNTIL bounds the rules' occurrences (the earliest reading of a time in an unknown zone); DTSTART and RDATEs stand regardless.
    if (until !== undefined && (stamp.basis.kind === 'unknown' ? at - aheadOfUtcMs : at) > until) continue
    if (seen.has(at)) continue
    seen.add(at)
    if (excluded.has(at) || excludedDays.has(Date.UTC(stamp.time.year, stamp.time.month - 1, stamp.time.day))) continue
    if (moved.has(at)) continue
    const range = lastAtOrBefore(ranges, at)
    if (range) {
      const rangeId = instantOf(range.recurrenceId!.stamp)
      if (!range.busy || at === rangeId) continue
      const shift = instantOf(range.start) - rangeId
      const span = spanOf(stamp, lengthOf(range))
      spans.push({ start: span.start + shift, end: span.end + shift })
      continue
    }
    if (!master.busy) continue
    const span = spanOf(stamp, length)
    spans.push(end ? { start: span.start, end: Math.max(span.start, spanOf(end, { kind: 'exact', ms: 0 }).end) } : span)
  }
  return spans
}

/** UNTIL as an instant: UTC as written, a floating or date value on the series' own clock (the end of that day for a date). */
function untilInstant(until: ICAL.Time, start: Stamp): number {
  if (until.zone === ICAL.Timezone.utcTimezone && !until.isDate) return wallMs(until)
  if (until.isDate) return instantMs(until, start.basis) + day - 1
  return instantMs(until, start.basis)
}

function lastAtOrBefore(ranges: FeedEvent[], at: number): FeedEvent | undefined {
  let found: FeedEvent | undefined
  for (const range of ranges) if (instantOf(range.recurrenceId!.stamp) <= at) found = range
  return found
}
