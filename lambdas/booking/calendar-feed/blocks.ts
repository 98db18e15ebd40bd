/** The components of a feed that busy times come from, each as the text of its own lines. */
export interface FeedBlocks {
  /** Whether the text holds a VCALENDAR at all (an HTML login page does not). */
  isCalendar: boolean
  events: string[]
  timezones: string[]
}

/**
 * Cuts a feed into its VEVENT and VTIMEZONE components, so that each is parsed on its own:
 * one that ical.js cannot read (a mistyped RRULE anywhere fails the whole text) costs only
 * itself, and nothing is parsed twice. Lines are those of RFC 5545 §3.1: a folded line goes on
 * with a space or tab, so every BEGIN: and END: at a line's start opens or closes a component.
 */
export function splitFeed(text: string): FeedBlocks {
  const blocks: FeedBlocks = { isCalendar: false, events: [], timezones: [] }
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/)
  const open: string[] = []
  let start = -1
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    const first = line.charCodeAt(0) | 0x20 // lower case
    if (first !== 0x62 && first !== 0x65) continue // neither "b" nor "e": no BEGIN or END
    const begin = /^BEGIN:(.+)$/i.exec(line)
    if (begin) {
      const name = begin[1]!.trim().toUpperCase()
      if (open.length === 0 && name === 'VCALENDAR') blocks.isCalendar = true
      if (open.length === 1 && (name === 'VEVENT' || name === 'VTIMEZONE')) start = i
      open.push(name)
      continue
    }
    const end = /^END:(.+)$/i.exec(line)
    if (!end) continue
    const name = end[1]!.trim().toUpperCase()
    // A stray END closes back to the component it names, if open (RFC text is rarely that broken).
    const at = open.lastIndexOf(name)
    if (at < 0) continue
    open.length = at
    if (at === 1 && start >= 0) {
      const block = lines.slice(start, i + 1).join('\r\n')
      if (name === 'VEVENT') blocks.events.push(block)
      else if (name === 'VTIMEZONE') blocks.timezones.push(block)
      start = -1
    }
  }
  return blocks
}
