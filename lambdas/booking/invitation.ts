import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
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
 * out, ORGANIZER the firm, ATTENDEE the visitor, a UID made from the booking's id that stays the
 * same through every change, SEQUENCE raised with each, times in UTC.
 */
export function invitation(options: {
  method: 'request' | 'cancel'
  booking: Pick<Booking, 'id' | 'start' | 'end'>
  sequence: number
  organizer: InvitationParty
  attendee: InvitationParty
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
    id: `${options.booking.id}@${options.domain}`,
    sequence: options.sequence,
    stamp: options.stamp,
    start: new Date(options.booking.start),
    end: new Date(options.booking.end),
    summary: options.text.summary,
    description: options.text.description,
    location: options.text.location,
    ...(options.text.url ? { url: options.text.url } : {}),
    status: options.method === 'request' ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
    organizer: { name: options.organizer.name, email: options.organizer.email },
    attendees: [
      {
        name: options.attendee.name,
        email: options.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: options.method === 'request' ? ICalAttendeeStatus.NEEDSACTION : null,
        rsvp: options.method === 'request',
      },
    ],
  })
  return calendar.toString()
}
