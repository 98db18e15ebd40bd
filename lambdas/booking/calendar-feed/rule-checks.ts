import ICAL from 'ical.js'

type Parts = Record<string, (string | number)[] | undefined>

const weekdays = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA']

/** Whether some day in 28 years (every weekday on every date, leap years included) keeps BYMONTH, BYMONTHDAY and the BYDAY weekdays. */
function someDayMatches(parts: Parts): boolean {
  const months = parts.BYMONTH?.map(Number)
  const monthDays = parts.BYMONTHDAY?.map(Number)
  const days = parts.BYDAY?.map((d) => weekdays.indexOf(String(d).slice(-2).toUpperCase()))
  for (let t = Date.UTC(2000, 0, 1); t < Date.UTC(2028, 0, 1); t += 86_400_000) {
    const date = new Date(t)
    const month = date.getUTCMonth() + 1
    if (months && !months.includes(month)) continue
    const length = ICAL.Time.daysInMonth(month, date.getUTCFullYear())
    if (monthDays && !monthDays.some((d) => (d > 0 ? d : length + 1 + d) === date.getUTCDate())) continue
    if (days && !days.includes(date.getUTCDay())) continue
    return true
  }
  return false
}

export type RuleCheck = { kind: 'walk'; rule: ICAL.Recur } | { kind: 'weekNumbers'; rule: ICAL.Recur } | { kind: 'never' } | { kind: 'unsafe'; why: string }

/** A rule the reader cannot expand: its series counts as busy over all it may cover, and the rule part is reported (FeedProblems.unexpandedRules). */
export class RuleNotExpanded extends Error {
  constructor(readonly why: string) {
    super(`a rule the reader cannot expand (${why})`)
  }
}

/** What ical.js keeps of an RRULE besides its BY parts: anything else is a part it does not know and would ignore. */
const recurFields = new Set(['parts', 'interval', 'wkst', 'until', 'count', 'freq', 'icalclass', 'icaltype', 'wrappedJSObject'])
/** The parts a yearly BYWEEKNO rule may have for weekNumberStarts (lambdas/booking/calendar-feed/series.ts). */
const weekNumberParts = new Set(['BYWEEKNO', 'BYDAY', 'BYMONTH'])

/**
 * Whether ical.js's iterator can walk a rule, and on which terms. Its inner loop searches without
 * end for a day a DAILY rule can never meet (BYMONTH=2;BYMONTHDAY=30, BYMONTHDAY=0, an ordinal
 * BYDAY), and it reads BYWEEKNO wrongly, so: a rule no day can meet has no occurrences; ordinals
 * in a DAILY or WEEKLY BYDAY are read as the weekday (RFC 5545 does not allow them there; dateutil
 * reads them so); a yearly BYWEEKNO rule with only BYDAY weekdays and BYMONTH beside it is
 * expanded by the reader itself (weekNumberStarts); sub-daily rules with BY parts, other BYWEEKNO
 * rules and rules with a part ical.js does not know are "unsafe": the caller counts the whole
 * window they may cover as busy and reports which rule it was (never widened or dropped silently).
 */
export function checkRule(original: ICAL.Recur): RuleCheck {
  const parts = original.parts as Parts
  const freq = original.freq
  // ical.js keeps a part it does not know (RSCALE, SKIP, BYEASTER, an X- part) beside the rule and walks on without it.
  const unknown = Object.keys(original).filter((key) => !recurFields.has(key))
  if (unknown.length > 0) return { kind: 'unsafe', why: `unknown rule part ${unknown.map((key) => key.toUpperCase()).sort().join(', ')}` }
  if (parts.BYWEEKNO) {
    const others = Object.keys(parts).filter((part) => !weekNumberParts.has(part))
    if (freq !== 'YEARLY') return { kind: 'unsafe', why: `BYWEEKNO with FREQ=${freq}` }
    if (others.length > 0) return { kind: 'unsafe', why: `BYWEEKNO with ${others.sort().join(', ')}` }
    if (parts.BYDAY?.some((d) => !/^(MO|TU|WE|TH|FR|SA|SU)$/i.test(String(d).trim()))) return { kind: 'unsafe', why: 'BYWEEKNO with an ordinal BYDAY' }
    return { kind: 'weekNumbers', rule: original }
  }
  if (['SECONDLY', 'MINUTELY', 'HOURLY'].includes(freq)) return Object.keys(parts).length === 0 ? { kind: 'walk', rule: original } : { kind: 'unsafe', why: `${freq} with BY parts` }
  if (freq !== 'DAILY' && freq !== 'WEEKLY') return { kind: 'walk', rule: original }
  const rule = original.clone()
  const byDay = (rule.parts as Parts).BYDAY
  if (byDay) (rule.parts as Parts).BYDAY = [...new Set(byDay.map((d) => String(d).slice(-2).toUpperCase()))]
  if (freq === 'DAILY' && (parts.BYMONTH || parts.BYMONTHDAY) && !someDayMatches(rule.parts as Parts)) return { kind: 'never' }
  return { kind: 'walk', rule }
}
