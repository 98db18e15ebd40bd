import { createHmac, timingSafeEqual } from 'node:crypto'
import { bookingApi } from '../../core/booking-api'

/**
 * The signed links in a booking's mails, the visitor's only key to it (there is no account):
 * `<payload>.<signature>`, both base64url, the signature an HMAC-SHA256 of the payload with the
 * site's link secret (configuration). A link names one booking (its id, its slot's start and its
 * SEQUENCE, the version of the booking its mail was written for) and one action; whoever changes a
 * character of it gets nothing. Bound to the SEQUENCE, a link opens nothing once a newer mail exists,
 * also after a move away and back (A→B→A: the same start, a higher SEQUENCE).
 */
export interface BookingLink {
  action: 'cancel' | 'reschedule'
  id: string
  start: string
  /** The booking's SEQUENCE when the link was made; absent only in links made before links carried it (issue 39), which are bound to their start alone. */
  sequence?: number
}

const actions = new Set(['cancel', 'reschedule'])
const idPattern = /^[0-9a-f-]{36}$/
const isoPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url')

export function signBookingLink(secret: string, link: BookingLink): string {
  const payload = Buffer.from(JSON.stringify({ a: link.action, i: link.id, s: link.start, ...(link.sequence === undefined ? {} : { q: link.sequence }) }), 'utf8').toString('base64url')
  return `${payload}.${sign(secret, payload)}`
}

/** The link a token stands for, or undefined for anything not signed with this secret. Never throws. */
export function verifyBookingLink(secret: string, token: string): BookingLink | undefined {
  if (typeof token !== 'string' || token.length > 512) return undefined
  const [payload, signature, ...rest] = token.split('.')
  if (!payload || !signature || rest.length > 0) return undefined
  const expected = Buffer.from(sign(secret, payload))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { a?: unknown; i?: unknown; s?: unknown; q?: unknown }
    if (typeof data.a !== 'string' || !actions.has(data.a) || typeof data.i !== 'string' || !idPattern.test(data.i) || typeof data.s !== 'string' || !isoPattern.test(data.s)) return undefined
    if (data.q !== undefined && !(typeof data.q === 'number' && Number.isSafeInteger(data.q) && data.q >= 0)) return undefined
    return { action: data.a as BookingLink['action'], id: data.i, start: data.s, ...(typeof data.q === 'number' ? { sequence: data.q } : {}) }
  } catch {
    return undefined
  }
}

/** The two links of a booking's mails, for the call's current time and SEQUENCE; the language rides along, so a link that no longer opens anything says so in the visitor's language. */
export function manageLinks(secret: string, siteUrl: string, booking: { id: string; start: string; sequence: number; lang: string }): { cancel: string; reschedule: string } {
  const link = (action: BookingLink['action']) => `${siteUrl}${bookingApi.managePath}?t=${signBookingLink(secret, { action, id: booking.id, start: booking.start, sequence: booking.sequence })}&lang=${booking.lang}`
  return { cancel: link('cancel'), reschedule: link('reschedule') }
}
