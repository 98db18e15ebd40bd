// The booking request's validation (core/booking-api.ts), shared by the page and the handler.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bookingErrorStatus, bookingLimits, parseBookingRequest } from '../../core/booking-api'

const valid = {
  start: '2026-03-30T07:00:00.000Z',
  name: 'Mei Lin',
  email: 'mei.lin@example.com',
  tz: 'Asia/Shanghai',
  phone: '+86 755 1234 5678',
  channel: 'phone',
  company: 'Lin Trading Ltd.',
  marketplaces: 'Amazon DE, FR',
  storageCountries: 'DE, PL, CZ',
  vatIds: 'DE, PL',
  lang: 'zh',
}

describe('a booking request', () => {
  it('passes with clean texts and the page’s language; the honeypot marks a bot', () => {
    expect(parseBookingRequest(valid)).toEqual({
      ok: true,
      isBot: false,
      input: { start: valid.start, name: 'Mei Lin', email: 'mei.lin@example.com', phone: '+86 755 1234 5678', channel: 'phone', company: 'Lin Trading Ltd.', opposingParty: '', lang: 'zh', zone: 'Asia/Shanghai', intake: { marketplaces: 'Amazon DE, FR', storageCountries: 'DE, PL, CZ', vatIds: 'DE, PL' } },
    })
    // A zone the platform does not know (or none) reads as the firm's.
    for (const tz of ['Mars/Olympus', 'Europe/../etc', '', undefined]) expect(parseBookingRequest({ ...valid, tz })).toMatchObject({ input: { zone: 'Europe/Berlin' } })
    expect(parseBookingRequest({ ...valid, website: 'http://spam.example' })).toMatchObject({ ok: true, isBot: true })
    expect(parseBookingRequest({ ...valid, lang: 'fr' })).toMatchObject({ input: { lang: 'de' } })
  })

  it('names what is wrong, each with its HTTP status', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, name: '  ' }, 'missing_fields'],
      [{ ...valid, channel: 'phone', phone: '' }, 'missing_fields'],
      [{ ...valid, start: '2026-03-30T07:00:00Z' }, 'invalid_slot'],
      [{ ...valid, start: '2026-02-30T07:00:00.000Z' }, 'invalid_slot'],
      [{ ...valid, start: '2026-03-30T07:00:30.000Z' }, 'invalid_slot'],
      [{ ...valid, channel: 'fax' }, 'invalid_input'],
      [{ ...valid, email: 'mei.lin@example' }, 'invalid_email'],
      [{ ...valid, email: 'a@b.com\r\nBcc: x@y.com' }, 'invalid_email'],
      [{ ...valid, phone: 'call me' }, 'invalid_phone'],
      [{ ...valid, name: 'x'.repeat(bookingLimits.name + 1) }, 'field_too_long'],
      [{ ...valid, vatIds: 'x'.repeat(bookingLimits.intake + 1) }, 'field_too_long'],
      [{ ...valid, name: ['Mei'] }, 'invalid_input'],
      // The conflict check needs the company; the other side of a dispute is optional but as limited.
      [{ ...valid, company: undefined }, 'missing_fields'],
      [{ ...valid, company: ' \u200b\u2060 ' }, 'missing_fields'],
      [{ ...valid, company: 'x'.repeat(bookingLimits.company + 1) }, 'field_too_long'],
      [{ ...valid, opposingParty: 'x'.repeat(bookingLimits.opposingParty + 1) }, 'field_too_long'],
      [{ ...valid, opposingParty: 42 }, 'invalid_input'],
    ]
    for (const [fields, error] of cases) {
      expect(parseBookingRequest(fields), JSON.stringify(fields).slice(0, 80)).toEqual({ ok: false, error })
      expect(bookingErrorStatus[error as keyof typeof bookingErrorStatus]).toBe(400)
    }
    expect(parseBookingRequest({ ...valid, channel: 'video', phone: '' })).toMatchObject({ ok: true, input: { phone: '' } })
    expect(parseBookingRequest({ ...valid, opposingParty: 'Finanzamt\r\nE-Mail: x@evil.example' })).toMatchObject({ ok: true, input: { opposingParty: 'Finanzamt E-Mail: x@evil.example' } })
  })

  it('cleans invisible characters out of names and answers: "Ma\\u200bx" is "Max"', () => {
    const result = parseBookingRequest({ ...valid, name: 'Ma\u200bx Muster\u2060mann\u180e', company: '\u200bLin\u2063 Trading', marketplaces: 'Amazon\u200b DE\n\u2062eBay' })
    expect(result).toMatchObject({ ok: true, input: { name: 'Max Mustermann', company: 'Lin Trading', intake: { marketplaces: 'Amazon DE\neBay' } } })
    // The joiners scripts and emoji need stay: ZWNJ in a Persian name, ZWJ in an emoji sequence.
    expect(parseBookingRequest({ ...valid, name: 'می\u200cخواهم 👩\u200d💻' })).toMatchObject({ ok: true, input: { name: 'می\u200cخواهم 👩\u200d💻' } })
  })

  it('never lets a line break, a control or a bidi character into a single-line field, whatever is sent (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 250, unit: 'binary' }), fc.string({ maxLength: 40, unit: 'binary' }), (name, phone) => {
        const result = parseBookingRequest({ ...valid, name: name || 'x', phone: phone || '+49 1' })
        if (result.ok) {
          expect(result.input.name).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u180e\u200b\u2028\u2029\u2060-\u2064\u200e\u200f\u202a-\u202e\u2066-\u2069]/)
          expect(result.input.phone).toMatch(/^\+?[0-9 ()./-]*$/)
        } else expect(Object.keys(bookingErrorStatus)).toContain(result.error)
      }),
      { numRuns: 500 },
    )
  })
})
