// The invitations of a booked call (lambdas/booking/invitation.ts, written with ical-generator),
// read back by two parsers the code does not use to write them: ical.js (Mozilla's) and node-ical.
import fc from 'fast-check'
import ICAL from 'ical.js'
import nodeIcal from 'node-ical'
import { describe, expect, it } from 'vitest'
import { invitation } from '../../lambdas/booking/invitation'

const booking = { id: '3f1c7a52-9d4e-4c1b-8a0e-2b6f5d9c1e77', start: '2026-03-30T07:00:00.000Z', end: '2026-03-30T07:20:00.000Z' }
const base = {
  booking,
  organizer: { name: 'Kanzlei Hartmann', email: 'kanzlei@hartmann-indirekte-steuern.example' },
  attendees: [{ name: 'Mei Lin', email: 'mei.lin@example.com', rsvp: true }],
  copy: 'visitor' as const,
  text: { summary: 'Kostenloses Erstgespräch', description: 'Ihr Erstgespräch zur Umsatzsteuer.', location: 'Telefon: +49 6128 000000' },
  domain: 'hartmann-indirekte-steuern.example',
  stamp: new Date('2026-03-20T10:00:00Z'),
}

function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  const event = calendar.getFirstSubcomponent('vevent')!
  return { calendar, event }
}

describe('the invitation of a booked call', () => {
  it('is a REQUEST from the firm to the visitor with a stable UID, its SEQUENCE and UTC times (ical.js)', () => {
    const text = invitation({ ...base, method: 'request', sequence: 0 })
    const { calendar, event } = parsed(text)
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    expect(event.getFirstPropertyValue('uid')).toBe(`${booking.id}@hartmann-indirekte-steuern.example`)
    expect(event.getFirstPropertyValue('sequence')).toBe(0)
    expect(event.getFirstPropertyValue('status')).toBe('CONFIRMED')
    expect(String(event.getFirstPropertyValue('organizer')).toLowerCase()).toBe('mailto:kanzlei@hartmann-indirekte-steuern.example')
    const attendee = event.getFirstProperty('attendee')!
    expect(String(attendee.getFirstValue()).toLowerCase()).toBe('mailto:mei.lin@example.com')
    expect(attendee.getParameter('partstat')).toBe('NEEDS-ACTION')
    expect(attendee.getParameter('role')).toBe('REQ-PARTICIPANT')
    const start = event.getFirstPropertyValue('dtstart') as ICAL.Time
    expect(start.zone?.tzid).toBe('UTC')
    expect(start.toJSDate().toISOString()).toBe(booking.start)
    expect((event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString()).toBe(booking.end)
  })

  it('is a CANCEL of the same UID with a higher SEQUENCE when the call is cancelled (node-ical)', () => {
    const request = nodeIcal.sync.parseICS(invitation({ ...base, method: 'request', sequence: 1 }))
    const cancel = nodeIcal.sync.parseICS(invitation({ ...base, method: 'cancel', sequence: 2 }))
    const [first] = Object.values(request).filter((c) => c?.type === "VEVENT") as nodeIcal.VEvent[]
    const [second] = Object.values(cancel).filter((c) => c?.type === "VEVENT") as nodeIcal.VEvent[]
    expect(second!.uid).toBe(first!.uid)
    expect(Number(second!.sequence)).toBeGreaterThan(Number(first!.sequence))
    expect(second!.status).toBe('CANCELLED')
    expect(invitation({ ...base, method: 'cancel', sequence: 2 })).toMatch(/\r\nMETHOD:CANCEL\r\n/)
  })

  it('keeps the RFC 5545 form for any names and texts: CRLF lines of at most 75 octets, every value read back unchanged', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 120, unit: 'grapheme' }), fc.string({ minLength: 1, maxLength: 300, unit: 'grapheme' }), (name, description) => {
        const text = invitation({ ...base, method: 'request', sequence: 0, attendees: [{ name, email: 'guest@example.com', rsvp: true }], text: { ...base.text, description } })
        for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
        const { event } = parsed(text)
        expect(event.getFirstPropertyValue('description')).toBe(description)
        expect(event.getFirstProperty('attendee')!.getParameter('cn')).toBe(name)
      }),
      { numRuns: 200 },
    )
  })
})
