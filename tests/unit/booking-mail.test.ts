// The booking mails (lambdas/booking/mail.ts, composed by nodemailer) read back by mailparser, an
// independent MIME parser, and their invitations by node-ical: generated intake answers (CR/LF,
// "E-Mail: x", U+2028/2029, NEL, lone surrogates) never make a line that reads as a field of the
// firm's mail; the conflict check comes first; a video call names its own room, and only its own.
import fc from 'fast-check'
import { simpleParser } from 'mailparser'
import nodeIcal from 'node-ical'
import { describe, expect, it } from 'vitest'
import { bookingFirmMail } from '../../content/mail'
import { terminPage } from '../../content/pages/termin'
import { intakeFields, parseBookingRequest, type BookingInput } from '../../core/booking-api'
import { multiLine } from '../../core/text'
import { firmMail, visitorMail, type MailSettings } from '../../lambdas/booking/mail'
import type { Booking } from '../../lambdas/booking/store'
import { newVideoRoom } from '../../lambdas/booking/video-room'

const settings: MailSettings = {
  from: 'website@kanzlei.example',
  firmInbox: 'kanzlei@kanzlei.example',
  videoRoomUrl: 'https://meet.kanzlei.example/{room}',
  siteUrl: 'https://www.kanzlei.example',
  domain: 'www.kanzlei.example',
}
const now = new Date('2026-11-20T10:00:00Z')
const links = { reschedule: 'https://www.kanzlei.example/api/booking-manage?t=r', cancel: 'https://www.kanzlei.example/api/booking-manage?t=c' }

function bookingOf(input: BookingInput, extra: Partial<Booking> = {}): Booking {
  return { id: '3f1c7a52-9d4e-4c1b-8a0e-2b6f5d9c1e77', start: input.start, end: new Date(Date.parse(input.start) + 20 * 60_000).toISOString(), lang: input.lang, zone: input.zone, name: input.name, email: input.email, phone: input.phone, channel: input.channel, company: input.company, opposingParty: input.opposingParty, intake: input.intake, sequence: 0, createdAt: now.toISOString(), ...extra }
}

const request = { start: '2026-12-01T08:00:00.000Z', name: 'Mei Lin', email: 'mei@example.cn', phone: '+86 755 1234 5678', channel: 'phone', company: 'Lin Trading Ltd.', lang: 'zh', tz: 'Asia/Shanghai' }

function parse(fields: Record<string, string>): BookingInput {
  const result = parseBookingRequest(fields)
  if (!result.ok) throw new Error(result.error)
  return result.input
}

// Every way a text can break a line: CR, LF, CRLF, VT, FF, NEL, U+2028, U+2029.
const lineBreak = fc.constantFrom('\r', '\n', '\r\n', '\u000b', '\u000c', '\u0085', '\u2028', '\u2029')
const labels = Object.values(bookingFirmMail.labels)
// A field's label as the mail writes it ("E-Mail:"), with the spaces and case a forger might try.
const forgedField = fc.tuple(fc.constantFrom(...labels, 'Reply-To', 'Content-Type', 'Bcc'), fc.constantFrom(':', ': ', ' : '), fc.constantFrom('x@evil.example', '1234', '')).map(([l, c, v]) => `${l}${c}${v}`)
const loneSurrogate = fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff')
const answerPart = fc.oneof(fc.string({ maxLength: 20, unit: 'binary' }), lineBreak, forgedField, loneSurrogate, fc.constantFrom('>', ' ', '\t', '--', '\u200b', '\u202e'))
const answer = fc.array(answerPart, { maxLength: 12 }).map((parts) => parts.join('').slice(0, 500))
const singleLineAttack = fc.array(fc.oneof(fc.string({ maxLength: 10, unit: 'binary' }), lineBreak, forgedField, loneSurrogate), { minLength: 1, maxLength: 6 }).map((parts) => `A${parts.join('')}`.slice(0, 200))

/** The lines of a text as any reader may break them. */
const linesOf = (text: string) => text.split(/\r\n|[\n\r\u000b\u000c\u0085\u2028\u2029]/)

describe('the firm’s mail of a booking, read by mailparser', () => {
  it('shows the conflict check first: the company and the other side of a dispute, before the time and the person', async () => {
    const input = parse({ ...request, opposingParty: 'Finanzamt Wiesbaden II' })
    const mail = await simpleParser(await firmMail('booked', bookingOf(input), settings, now))
    const lines = linesOf(mail.text ?? '')
    const at = (label: string) => lines.findIndex((line) => line.startsWith(`${label}:`))
    const l = bookingFirmMail.labels
    expect(lines[at(l.company)]).toBe(`${l.company}: Lin Trading Ltd.`)
    expect(lines[at(l.opposingParty)]).toBe(`${l.opposingParty}: Finanzamt Wiesbaden II`)
    for (const later of [l.when, l.name, l.email, l.phone, l.marketplaces]) expect(at(l.opposingParty), later).toBeLessThan(at(later))
    expect(at(l.company)).toBeLessThan(at(l.opposingParty))
    expect(mail.subject).toContain('Lin Trading Ltd.')
    // Without a dispute the other side reads "none".
    const plain = await simpleParser(await firmMail('booked', bookingOf(parse(request)), settings, now))
    expect(linesOf(plain.text ?? '')).toContain(`${l.opposingParty}: ${bookingFirmMail.none}`)
  })

  it('never lets an answer make a line that reads as a field, whatever is typed (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(answer, answer, answer, singleLineAttack, singleLineAttack, fc.option(singleLineAttack, { nil: undefined }), async (marketplaces, storageCountries, vatIds, name, company, opposingParty) => {
        const parsed = parseBookingRequest({ ...request, name, company, ...(opposingParty === undefined ? {} : { opposingParty }), marketplaces, storageCountries, vatIds })
        if (!parsed.ok) return // a blank name or company is refused before any mail
        const mail = await simpleParser(await firmMail('booked', bookingOf(parsed.input), settings, now))
        const lines = linesOf(mail.text ?? '')
        // Each field of the mail is on exactly one line, and no other line starts like one (spaces before a label too).
        for (const label of labels) {
          const expected = label === bookingFirmMail.labels.videoRoom ? 0 : 1
          expect(lines.filter((line) => new RegExp(`^\\s*${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\s*:`, 'i').test(line)), label).toHaveLength(expected)
        }
        // The answers' section: each field's label, then its answer's lines, each quoted.
        const from = lines.indexOf(bookingFirmMail.intakeTitle)
        const to = lines.lastIndexOf('--')
        expect(from).toBeGreaterThan(0)
        const section = lines.slice(from + 1, to).filter((line) => line !== '')
        let field = -1
        const quoted: string[][] = intakeFields.map(() => [])
        for (const line of section) {
          if (line === `${bookingFirmMail.labels[intakeFields[field + 1] ?? 'vatIds']}:`) field++
          else {
            expect(line.startsWith('>'), JSON.stringify(line)).toBe(true)
            quoted[field]!.push(line.replace(/^> ?/, ''))
          }
        }
        expect(field).toBe(intakeFields.length - 1)
        // What the firm reads is what the visitor typed, cleaned (core/text.ts), not cut or changed.
        intakeFields.forEach((key, i) => expect(quoted[i]!.join('\n').replace(/[^\S\n]+$/gm, '')).toBe(parsed.input.intake[key] || bookingFirmMail.none))
        expect(mail.subject ?? '').not.toMatch(/[\r\n\u2028\u2029\u0085]/)
        expect(mail.replyTo?.value[0]?.address).toBe(request.email)
      }),
      { numRuns: 150 },
    )
  }, 60_000)

  it('quotes what the answers were before the clean-up would have broken: "E-Mail: x" on a line of its own stays quoted', async () => {
    const input = parse({ ...request, marketplaces: 'Amazon\r\nE-Mail: boss@evil.example\u2028Telefon: 0\u0085ID: 1\ud800', vatIds: '\n\nBuchungsnummer: 42' })
    expect(input.intake.marketplaces).toBe(multiLine('Amazon\nE-Mail: boss@evil.example\nTelefon: 0\nID: 1\ufffd'))
    const text = (await simpleParser(await firmMail('booked', bookingOf(input), settings, now))).text ?? ''
    expect(linesOf(text)).toEqual(expect.arrayContaining(['> Amazon', '> E-Mail: boss@evil.example', '> Telefon: 0', '> ID: 1\ufffd', '> Buchungsnummer: 42']))
    expect(linesOf(text).filter((line) => line.startsWith('E-Mail:'))).toEqual([`E-Mail: ${request.email}`])
  })
})

describe('a video call’s room', () => {
  it('is 128 random bits, URL-safe, a new one for every call', () => {
    const rooms = Array.from({ length: 2000 }, newVideoRoom)
    for (const room of rooms) expect(room).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(new Set(rooms).size).toBe(rooms.length)
    // Every bit position takes both values: the name is not a counter or a clock.
    const bits = rooms.map((room) => Buffer.from(room, 'base64url'))
    for (let bit = 0; bit < 128; bit++) {
      const ones = bits.filter((bytes) => (bytes[bit >> 3]! >> (bit & 7)) & 1).length
      expect(ones, `bit ${bit}`).toBeGreaterThan(800)
      expect(ones, `bit ${bit}`).toBeLessThan(1200)
    }
  })

  it('stands in this booking’s mails and invitation only (node-ical reads LOCATION and URL)', async () => {
    const input = parse({ ...request, channel: 'video', phone: '' })
    const [mine, theirs] = [bookingOf(input, { videoRoom: newVideoRoom() }), bookingOf(input, { id: '00000000-0000-4000-8000-000000000001', videoRoom: newVideoRoom() })]
    const url = `https://meet.kanzlei.example/${mine.videoRoom}`
    for (const compose of [() => visitorMail('booked', mine, links, settings, now), () => firmMail('booked', mine, settings, now), () => visitorMail('moved', { ...mine, sequence: 1 }, links, settings, now)]) {
      const mail = await simpleParser(await compose())
      expect(mail.text).toContain(url)
      expect(mail.text).not.toContain(theirs.videoRoom)
      const calendar = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))!
      const event = Object.values(nodeIcal.sync.parseICS(calendar.content.toString('utf8'))).find((c) => c?.type === 'VEVENT') as nodeIcal.VEvent
      expect(event.location).toBe(url)
      // node-ical keeps the URL's VALUE=URI parameter beside the value.
      const link = event.url as unknown as string | { val: string }
      expect(typeof link === 'string' ? link : link.val).toBe(url)
    }
    expect((await simpleParser(await visitorMail('booked', mine, links, settings, now))).text).toContain(terminPage.text.zh.mail.videoCall.replace('{url}', url))
    // Without a meeting service configured no room address is made up.
    const noService = await simpleParser(await visitorMail('booked', mine, links, { ...settings, videoRoomUrl: undefined }, now))
    expect(noService.text).not.toContain('https://meet.')
  })
})

describe('encoded-word names in the mails (issue 39 C5)', () => {
  // What a mail client shows for each name: worked out by hand from RFC 2047 (GB2312 李 = C0 EE, 明 = C3 F7).
  const names: [string, string][] = [
    ['=?UTF-8?B?5p2O5piO?=', '李明'],
    ['=?GB2312?B?wO7D9w==?=', '李明'],
    ['=?UTF-8?Q?Mei?= =?UTF-8?Q?_Lin?=', 'Mei Lin'],
    ['=?UTF-8?Q?x=0D=0ABcc:_evil@example.com?=', 'x Bcc: evil@example.com'],
    [`=?UTF-8?B?${Buffer.from('=?UTF-8?Q?a=0D=0ASubject:_b?=').toString('base64')}?=`, 'a Subject: b'],
    // A charset no one knows is read as UTF-8 (E6 9D 8E), as mail clients and mailparser do: no word is left to decode otherwise.
    ['=?x-no-such-charset?B?5p2O?=', '李'],
  ]

  it('are decoded before they become display names and subjects: mailparser reads the name a visitor meant, on one line, and the mail goes to the visitor’s address alone', async () => {
    for (const [name, shown] of names) {
      const booking = bookingOf(parse({ ...request, name, company: name }))
      const toVisitor = await simpleParser(await visitorMail('booked', booking, links, settings, now))
      const toFirm = await simpleParser(await firmMail('booked', booking, settings, now))
      const to = (toVisitor.to as { value: { name: string; address: string }[] }).value
      expect(to, name).toEqual([{ name: shown, address: 'mei@example.cn' }])
      expect((toFirm.replyTo?.value ?? []).map((a) => ({ name: a.name, address: a.address })), name).toEqual([{ name: shown, address: 'mei@example.cn' }])
      expect(toFirm.subject, name).toContain(shown)
      expect(toFirm.subject, name).not.toMatch(/[\r\n]/)
      for (const mail of [toVisitor, toFirm]) expect([...mail.headers.keys()].filter((key) => key === 'bcc' || key === 'cc'), name).toEqual([])
      expect(toFirm.text, name).toContain(`: ${shown}\n`)
    }
  })
})
