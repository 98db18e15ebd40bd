// The firm's calendar copy of a booked call (issue 39 C6, docs/booking-invitations.md): the whole mails
// (lambdas/booking/mail.ts) read back by mailparser, their invitations by two parsers the code does not
// write with, ical.js (Mozilla's) and node-ical. The rule: no mail invites its own recipient as the
// ORGANIZER; Outlook/Exchange and Google place an invitation from another organizer in the calendar.
import ICAL from 'ical.js'
import { simpleParser } from 'mailparser'
import nodeIcal from 'node-ical'
import { describe, expect, it } from 'vitest'
import { bookingFirmMail } from '../../content/mail'
import { firmMail, visitorMail, type MailKind, type MailSettings } from '../../lambdas/booking/mail'
import type { Booking } from '../../lambdas/booking/store'

const settings: MailSettings = {
  from: 'website@kanzlei.example',
  firmInbox: 'kanzlei@kanzlei.example',
  videoRoomUrl: undefined,
  siteUrl: 'https://www.kanzlei.example',
  domain: 'www.kanzlei.example',
}
const now = new Date('2026-11-20T10:00:00Z')
const links = { reschedule: 'https://www.kanzlei.example/api/booking-manage?t=r', cancel: 'https://www.kanzlei.example/api/booking-manage?t=c' }
const booking: Booking = {
  id: '3f1c7a52-9d4e-4c1b-8a0e-2b6f5d9c1e77', start: '2026-12-01T08:00:00.000Z', end: '2026-12-01T08:20:00.000Z', lang: 'zh', zone: 'Asia/Shanghai',
  name: 'Mei Lin', email: 'mei@example.cn', phone: '+86 755 1234 5678', channel: 'phone', company: 'Lin Trading Ltd.', opposingParty: '',
  intake: { marketplaces: '', storageCountries: '', vatIds: '' }, sequence: 0, createdAt: now.toISOString(),
}
const kinds = ['booked', 'moved', 'cancelled'] as const satisfies readonly Exclude<MailKind, 'reminder'>[]
const bookingIn = (kind: (typeof kinds)[number]): Booking => ({ ...booking, sequence: kind === 'booked' ? 0 : kind === 'moved' ? 1 : 2 })
const mailto = (value: unknown) => String(value).replace(/^mailto:/i, '').toLowerCase()

async function invitationOf(raw: Buffer) {
  const mail = await simpleParser(raw)
  const part = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))!
  const text = part.content.toString('utf8')
  const calendar = new ICAL.Component(ICAL.parse(text))
  const event = calendar.getFirstSubcomponent('vevent')!
  const to = (Array.isArray(mail.to) ? mail.to : [mail.to!]).flatMap((a) => a.value.map((v) => v.address!.toLowerCase()))
  return { text, calendar, event, to }
}

describe('the firm’s calendar copy of a booked call', () => {
  it('never names its recipient as the ORGANIZER: every mail invites its recipient as an ATTENDEE (ical.js)', async () => {
    for (const kind of kinds) {
      for (const raw of [await firmMail(kind, bookingIn(kind), settings, now), await visitorMail(kind, bookingIn(kind), kind === 'cancelled' ? undefined : links, settings, now)]) {
        const { to, event } = await invitationOf(raw)
        const organizer = mailto(event.getFirstPropertyValue('organizer'))
        const attendees = event.getAllProperties('attendee').map((a) => mailto(a.getFirstValue()))
        for (const recipient of to) {
          expect(organizer, `${kind} to ${recipient}`).not.toBe(recipient)
          expect(attendees, `${kind} to ${recipient}`).toContain(recipient)
        }
      }
    }
  })

  it('comes from the website’s sender, invites the firm without asking for an answer, busy, under a UID of its own', async () => {
    const firm = await invitationOf(await firmMail('booked', booking, settings, now))
    const visitor = await invitationOf(await visitorMail('booked', booking, links, settings, now))
    expect(firm.calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    expect(mailto(firm.event.getFirstPropertyValue('organizer'))).toBe(settings.from)
    expect(firm.event.getFirstProperty('organizer')!.getParameter('cn')).toBe(bookingFirmMail.calendarOrganizer)
    const invited = firm.event.getAllProperties('attendee').find((a) => mailto(a.getFirstValue()) === settings.firmInbox)!
    expect(invited.getParameter('partstat')).toBe('NEEDS-ACTION')
    expect(String(invited.getParameter('rsvp')).toUpperCase()).toBe('FALSE')
    expect(firm.event.getFirstPropertyValue('transp')).toBe('OPAQUE')
    expect(firm.event.getFirstPropertyValue('x-microsoft-cdo-intendedstatus')).toBe('BUSY')
    expect(firm.event.getFirstPropertyValue('uid')).toBe(`${booking.id}.firm@${settings.domain}`)
    // The visitor's copy stays the firm's meeting: the visitor's answer goes to the firm's inbox.
    expect(mailto(visitor.event.getFirstPropertyValue('organizer'))).toBe(settings.firmInbox)
    expect(visitor.event.getFirstPropertyValue('uid')).toBe(`${booking.id}@${settings.domain}`)
    expect(String(visitor.event.getFirstProperty('attendee')!.getParameter('rsvp')).toUpperCase()).toBe('TRUE')
  })

  it('is moved and cancelled under the same UID and organizer with a rising SEQUENCE, so the calendar updates the one entry (node-ical)', async () => {
    const read = async (kind: (typeof kinds)[number]) => {
      const { text } = await invitationOf(await firmMail(kind, bookingIn(kind), settings, now))
      return { method: /\r\nMETHOD:([A-Z]+)\r\n/.exec(text)![1], event: Object.values(nodeIcal.sync.parseICS(text)).find((c) => c?.type === 'VEVENT') as nodeIcal.VEvent }
    }
    const [booked, moved, cancelled] = [await read('booked'), await read('moved'), await read('cancelled')]
    expect([booked.method, moved.method, cancelled.method]).toEqual(['REQUEST', 'REQUEST', 'CANCEL'])
    expect(new Set([booked.event.uid, moved.event.uid, cancelled.event.uid]).size).toBe(1)
    expect([booked, moved, cancelled].map((m) => mailto((m.event.organizer as { val: string }).val))).toEqual([settings.from, settings.from, settings.from])
    expect([booked, moved, cancelled].map((m) => Number(m.event.sequence))).toEqual([0, 1, 2])
    expect(cancelled.event.status).toBe('CANCELLED')
  })
})
