import ICAL from 'ical.js'
import { instantOf, spanOf, type Stamp } from './event'
import type { FeedZones } from './zones'

/** The busy periods of one VFREEBUSY, and the TZIDs of its times no table or VTIMEZONE names. */
export interface FreeBusyPeriods {
  spans: { start: number; end: number }[]
  unknownZones: string[]
}

/** FBTYPE values that leave the time free; every other (BUSY, BUSY-TENTATIVE, BUSY-UNAVAILABLE, an unknown x-name, none) is busy, as RFC 5545 §3.2.9 says. */
const freeTypes = new Set(['FREE'])

/**
 * The busy periods of a VFREEBUSY (what a calendar publishes when it shows times, not events):
 * each FREEBUSY value is a period, start/end or start/duration, in UTC (RFC 5545 §3.8.2.6); a
 * period written otherwise is read as a DTSTART would be. Throws for a period ical.js cannot read.
 */
export function readFreeBusy(component: ICAL.Component, zones: FeedZones): FreeBusyPeriods {
  const spans: { start: number; end: number }[] = []
  const unknownZones = new Set<string>()
  for (const property of component.getAllProperties('freebusy')) {
    const type = property.getParameter('fbtype')
    if (typeof type === 'string' && freeTypes.has(type.trim().toUpperCase())) continue
    for (const value of property.getValues() as unknown[]) {
      if (!(value instanceof ICAL.Period)) throw new Error('a FREEBUSY value that is no period')
      const stamp = (time: ICAL.Time): Stamp => {
        const basis = zones.basisOf(property, time)
        if (basis.kind === 'unknown') unknownZones.add(basis.tzid)
        return { time, basis }
      }
      const start = stamp(value.start)
      const end = stamp(value.getEnd())
      const length = Math.max(0, instantOf(end) - instantOf(start))
      spans.push(spanOf(start, { kind: 'exact', ms: length }))
    }
  }
  return { spans, unknownZones: [...unknownZones] }
}
