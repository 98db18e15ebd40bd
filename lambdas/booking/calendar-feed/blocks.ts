/** The components of a feed that busy times come from, each as the text of its own lines. */
export interface FeedBlocks {
  /** Whether the text holds a VCALENDAR at all (an HTML login page does not). */
  isCalendar: boolean
  /**
   * Whether the text ends as a whole calendar does: its VCALENDAR closed by END:VCALENDAR, no
   * component left open. A transfer cut off midway fails this (issue 39, A2).
   */
  complete: boolean
  events: string[]
  timezones: string[]
  /** VFREEBUSY components (their FREEBUSY periods are busy times). */
  freeBusy: string[]
  /** The calendar's X-WR-TIMEZONE (Google's, Apple's): the zone its floating times are on. */
  calendarZone: string | undefined
}

/**
 * Cuts a feed into its VEVENT, VFREEBUSY and VTIMEZONE components, so that each is parsed on its
 * own: one that ical.js cannot read (a mistyped RRULE anywhere fails the whole text) costs only
 * itself, and nothing is parsed twice. Lines are those of RFC 5545 §3.1: a folded line goes on
 * with a space or tab, so every BEGIN: and END: at a line's start opens or closes a component.
 */
export function splitFeed(text: string): FeedBlocks {
  const blocks: FeedBlocks = { isCalendar: false, complete: false, events: [], timezones: [], freeBusy: [], calendarZone: undefined }
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/)
  const open: string[] = []
  let start = -1
  let closed = false
  let skipped = false
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    if (open.length === 1 && /^X-WR-TIMEZONE[;:]/i.test(line)) {
      let value = line
      while (i + 1 < lines.length && /^[ \t]/.test(lines[i + 1]!)) value += lines[++i]!.slice(1)
      blocks.calendarZone = value.slice(value.indexOf(':') + 1).trim() || undefined
      continue
    }
    const first = line.charCodeAt(0) | 0x20 // lower case
    if (first !== 0x62 && first !== 0x65) continue // neither "b" nor "e": no BEGIN or END
    const begin = /^BEGIN:(.+)$/i.exec(line)
    if (begin) {
      const name = begin[1]!.trim().toUpperCase()
      if (open.length === 0 && name === 'VCALENDAR') {
        blocks.isCalendar = true
        closed = false
      }
      if (open.length === 1 && (name === 'VEVENT' || name === 'VTIMEZONE' || name === 'VFREEBUSY')) start = i
      open.push(name)
      continue
    }
    const end = /^END:(.+)$/i.exec(line)
    if (!end) continue
    const name = end[1]!.trim().toUpperCase()
    // A stray END closes back to the component it names, if open (RFC text is rarely that broken).
    const at = open.lastIndexOf(name)
    if (at < 0) continue
    // An END that skips components still open: one of them was cut off.
    if (at < open.length - 1) skipped = true
    if (at === 0 && name === 'VCALENDAR') closed = true
    open.length = at
    if (at === 1 && start >= 0) {
      const block = lines.slice(start, i + 1).join('\r\n')
      if (name === 'VEVENT') blocks.events.push(block)
      else if (name === 'VTIMEZONE') blocks.timezones.push(block)
      else if (name === 'VFREEBUSY') blocks.freeBusy.push(block)
      start = -1
    }
  }
  blocks.complete = blocks.isCalendar && closed && !skipped && open.length === 0
  return blocks
}
