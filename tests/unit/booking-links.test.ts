// The signed cancel and reschedule links of a booking (lambdas/booking/links.ts).
import { createHmac } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { signBookingLink, verifyBookingLink, type BookingLink } from '../../lambdas/booking/links'

const secret = 'a-link-secret-of-the-site-0123456789'
const link: BookingLink = { action: 'cancel', id: '3f1c7a52-9d4e-4c1b-8a0e-2b6f5d9c1e77', start: '2026-03-30T07:00:00.000Z' }
const linkArbitrary = fc.record({ action: fc.constantFrom<BookingLink['action']>('cancel', 'reschedule'), id: fc.uuid(), start: fc.date({ min: new Date('2026-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((d) => d.toISOString()) })

describe('signed booking links', () => {
  it('come back as the link they were made for, with this secret only', () => {
    fc.assert(
      fc.property(linkArbitrary, (l) => {
        expect(verifyBookingLink(secret, signBookingLink(secret, l))).toEqual(l)
      }),
    )
    expect(verifyBookingLink('another-secret-of-the-same-length!!!', signBookingLink(secret, link))).toBeUndefined()
  })

  it('give nothing when any one character is changed, added or removed (fast-check)', () => {
    const token = signBookingLink(secret, link)
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.='
    fc.assert(
      fc.property(fc.nat(token.length - 1), fc.constantFrom(...alphabet), fc.constantFrom('replace', 'insert', 'delete'), (at, char, how) => {
        const changed = how === 'replace' ? token.slice(0, at) + char + token.slice(at + 1) : how === 'insert' ? token.slice(0, at) + char + token.slice(at) : token.slice(0, at) + token.slice(at + 1)
        fc.pre(changed !== token)
        expect(verifyBookingLink(secret, changed)).toBeUndefined()
      }),
      { numRuns: 1000 },
    )
  })

  it('cannot be made to name another booking or action: a payload re-signed without the secret, or swapped between links, is refused', () => {
    const [payload] = signBookingLink(secret, link).split('.')
    const [, otherSignature] = signBookingLink(secret, { ...link, action: 'reschedule' }).split('.')
    expect(verifyBookingLink(secret, `${payload}.${otherSignature}`)).toBeUndefined()
    const forged = Buffer.from(JSON.stringify({ a: 'cancel', i: link.id, s: '2026-03-31T07:00:00.000Z' })).toString('base64url')
    expect(verifyBookingLink(secret, `${forged}.${otherSignature}`)).toBeUndefined()
  })

  it('carry the booking’s SEQUENCE (issue 39 C4): it comes back as signed, and a payload whose SEQUENCE is not a whole number ≥ 0 is refused even when signed', () => {
    fc.assert(
      fc.property(linkArbitrary, fc.nat({ max: 1_000_000 }), (l, sequence) => {
        expect(verifyBookingLink(secret, signBookingLink(secret, { ...l, sequence }))).toEqual({ ...l, sequence })
      }),
    )
    for (const q of [-1, 1.5, '2', null, 1e300]) {
      const payload = Buffer.from(JSON.stringify({ a: 'cancel', i: link.id, s: link.start, q })).toString('base64url')
      const signature = createHmac('sha256', secret).update(payload).digest('base64url')
      expect(verifyBookingLink(secret, `${payload}.${signature}`), String(q)).toBeUndefined()
    }
  })

  it('never throws on any input, and refuses it (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600, unit: 'binary' }), (token) => {
        expect(verifyBookingLink(secret, token)).toBeUndefined()
      }),
    )
  })
})
