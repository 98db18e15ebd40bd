import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventBusyStatus, ICalEventStatus, ICalEventTransparency } from 'ical-generator'
import type { Booking } from './store'

export interface InvitationParty {
  name: string
  email: string
}

export interface InvitationText {
  summary: string
  description: string
  /** Where the call takes place: the phone number it is made to, or the call's own video room. */
  location: string
  /** A video call's room address, also as the event's URL (calendars show it as a link to join). */
  url?: string
}

/**
 * The RFC 5545/5546 invitation of a booked call, as calendars expect it in a mail
 * (text/calendar; method=…): METHOD:REQUEST for a new or moved call, METHOD:CANCEL to take it
 * out, a UID made from the booking's id that stays the same through every change, SEQUENCE raised
 * with each, times in UTC, busy (TRANSP:OPAQUE, and Outlook's intended busy status BUSY, so a
 * request placed tentatively turns busy once accepted).
 *
 * Two copies (docs/booking-invitations.md): the visitor's, organised by the firm (the visitor's
 * answer reaches the firm's inbox); and the firm's, organised by the website's sender address with
 * the firm as attendee, under a UID of its own. A request that names its recipient as organizer is
 * treated by Outlook/Exchange and Google as the recipient's own meeting and not reliably placed in
 * its calendar; a request from another organizer is what their automatic processing places there.
 */
export function invitation(options: {
  method: 'request' | 'cancel'
  booking: Pick<Booking, 'id' | 'start' | 'end'>
  sequence: number
  organizer: InvitationParty
  /** Who is invited; only those asked to answer get RSVP=TRUE. */
  attendees: (InvitationParty & { rsvp: boolean })[]
  /** Which copy: the firm's has a UID of its own ("<id>.firm@<domain>"), so it never meets the visitor's. */
  copy: 'visitor' | 'firm'
  text: InvitationText
  /** The domain that makes the UID globally unique (the site's). */
  domain: string
  stamp: Date
}): string {
  const calendar = ical({
    prodId: { company: options.domain, product: 'booking', language: 'EN' },
    method: options.method === 'request' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
  })
  calendar.createEvent({
    id: `${options.booking.id}${options.copy === 'firm' ? '.firm' : ''}@${options.domain}`,
    sequence: options.sequence,
    stamp: options.stamp,
    start: new Date(options.booking.start),
    end: new Date(options.booking.end),
    summary: options.text.summary,
    description: options.text.description,
    location: options.text.location,
    ...(options.text.url ? { url: options.text.url } : {}),
    status: options.method === 'request' ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
    transparency: ICalEventTransparency.OPAQUE,
    busystatus: ICalEventBusyStatus.BUSY,
    x: [{ key: 'X-MICROSOFT-CDO-INTENDEDSTATUS', value: 'BUSY' }],
    organizer: { name: options.organizer.name, email: options.organizer.email },
    attendees: options.attendees.map((attendee) => ({
      name: attendee.name,
      email: attendee.email,
      role: ICalAttendeeRole.REQ,
      status: options.method === 'request' ? ICalAttendeeStatus.NEEDSACTION : null,
      rsvp: options.method === 'request' && attendee.rsvp,
    })),
  })
  return calendar.toString()
}
