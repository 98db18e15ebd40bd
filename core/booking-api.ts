/**
 * The contract of the booking functions (docs/architecture.md, "Booking"), shared by the booking
 * page in the browser, the Lambda handlers and the local server: paths, request fields with their
 * limits, validation, and error codes with their HTTP status.
 */
import type { Lang } from '../content/types'
import { guardErrorStatus } from './api-guard'
import { requestLang } from './contact-api'
import { firmTimeZone, isTimeZone } from './booking-time'
import { phoneNumber } from './phone-number'
import { emailValue, isEmailAddress } from './email'
import { isBlank, multiLine, singleLine } from './text'

export const bookingApi = {
  /** GET: the free slots. */
  slotsPath: '/api/booking-slots',
  /** POST: book one (JSON, or form-encoded without JavaScript). */
  bookPath: '/api/book-call',
  /** GET: the page behind a mail's signed link; POST: cancel or move the call (form-encoded). */
  managePath: '/api/booking-manage',
  maxBodyBytes: 16 * 1024,
  /** Bookings and link actions per client and minute (behind the WAF's rate rule). */
  writesPerClientPerMinute: 10,
  /** Slot lists per client and minute. */
  readsPerClientPerMinute: 60,
} as const

/** Field limits in UTF-16 code units, as the browser's maxlength counts them. */
export const bookingLimits = { name: 200, email: 254, phone: 40, company: 200, opposingParty: 200, intake: 500 } as const

/**
 * The conflict check (§ 43a (4) BRAO) before the call: the visitor's company (required) and, for a
 * dispute, the tax office or other party on the other side (optional). The firm's mail shows both first.
 */
export const conflictFields = ['company', 'opposingParty'] as const
export type ConflictField = (typeof conflictFields)[number]

/** The three intake questions, so the call goes straight to advice. */
export const intakeFields = ['marketplaces', 'storageCountries', 'vatIds'] as const
export type IntakeField = (typeof intakeFields)[number]

/** What the booking form sends. */
export interface BookingRequest {
  /** The chosen slot's start, as the slots endpoint gave it (ISO 8601, UTC). */
  start: string
  name: string
  email: string
  phone?: string
  channel: string
  /** The visitor's company, for the conflict check. */
  company: string
  /** For a dispute: the tax office or other party on the other side (optional). */
  opposingParty?: string
  marketplaces?: string
  storageCountries?: string
  vatIds?: string
  lang?: string
  /** The visitor's time zone (IANA), in which the mails show the time; Europe/Berlin if unknown. */
  tz?: string
  /** The honeypot: only bots fill it. */
  website?: string
}

export const bookingErrorStatus = {
  method_not_allowed: 405,
  unsupported_media_type: 415,
  invalid_json: 400,
  invalid_input: 400,
  missing_fields: 400,
  invalid_email: 400,
  invalid_phone: 400,
  invalid_slot: 400,
  /** The start is no slot the firm offers: off the grid, on a closed day, too soon or beyond the horizon. */
  slot_not_offered: 400,
  field_too_long: 400,
  body_too_large: 413,
  /** Someone else booked the slot first: pick another. */
  slot_taken: 409,
  /** This address already has a call that is not over: one free call at a time. */
  open_booking_exists: 409,
  /** The firm's calendar cannot be read, so no slot can be promised. */
  calendar_unavailable: 503,
  /** No fresh read of the firm's calendar could be had in time to decide the booking or the move: nothing was decided; try again in a moment. */
  calendar_try_again: 503,
  rate_limited: 429,
  store_failed: 503,
  /** The booking calendar holds as many calls as it can: nothing was stored (the content check keeps availability below this). */
  calendar_full: 503,
  /** The store's answer got lost and the booking could not be checked: it may or may not be stored (a confirmation mail follows if it is). */
  store_unconfirmed: 503,
  ...guardErrorStatus,
} as const

export type BookingErrorCode = keyof typeof bookingErrorStatus

/** The text the form shows for an error (content: BookingFormText.errors). */
export type BookingErrorText = 'slotTaken' | 'slotNotOffered' | 'openBooking' | 'calendarUnavailable' | 'calendarTryAgain' | 'rateLimited' | 'invalidEmail' | 'invalidPhone' | 'missingFields' | 'tooLong' | 'failed' | 'unconfirmed'

export function bookingErrorText(code: BookingErrorCode): BookingErrorText {
  switch (code) {
    case 'slot_taken':
      return 'slotTaken'
    case 'invalid_slot':
    case 'slot_not_offered':
      return 'slotNotOffered'
    case 'open_booking_exists':
      return 'openBooking'
    case 'calendar_unavailable':
      return 'calendarUnavailable'
    case 'calendar_try_again':
      return 'calendarTryAgain'
    case 'rate_limited':
      return 'rateLimited'
    case 'invalid_email':
      return 'invalidEmail'
    case 'invalid_phone':
      return 'invalidPhone'
    case 'missing_fields':
      return 'missingFields'
    case 'field_too_long':
    case 'body_too_large':
      return 'tooLong'
    case 'store_unconfirmed':
      return 'unconfirmed'
    default:
      return 'failed'
  }
}

/** What the slots endpoint answers (JSON). */
export interface SlotsAnswer {
  slots: { start: string; end: string }[]
  channels: ('phone' | 'video')[]
  horizonDays: number
}

/** What a successful booking answers (JSON). */
export interface BookedAnswer {
  ok: true
  start: string
  end: string
  channel: 'phone' | 'video'
}

/** A validated booking request: clean texts, a slot start in the slots' own form. */
export interface BookingInput {
  start: string
  name: string
  email: string
  phone: string
  channel: 'phone' | 'video'
  company: string
  opposingParty: string
  intake: Record<IntakeField, string>
  lang: Lang
  zone: string
}

export type BookingParseResult = { ok: true; input: BookingInput; isBot: boolean } | { ok: false; error: BookingErrorCode }

const slotStartPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/

/**
 * Validates a booking request. Texts are made well-formed and stripped of control and bidi
 * characters first (core/text.ts), as the contact form's are; whether the slot is free is the
 * handler's question (the slots and the store), not this one's.
 */
export function parseBookingRequest(fields: Record<string, unknown>): BookingParseResult {
  const names = ['start', 'name', 'email', 'phone', 'channel', ...conflictFields, ...intakeFields, 'lang', 'tz', 'website']
  if (names.some((key) => fields[key] !== undefined && fields[key] !== null && typeof fields[key] !== 'string')) return { ok: false, error: 'invalid_input' }
  const text = (key: string) => (typeof fields[key] === 'string' ? (fields[key] as string) : '')
  if (['start', 'name', 'email', 'channel', 'company'].some((key) => isBlank(text(key)))) return { ok: false, error: 'missing_fields' }
  const start = text('start').trim()
  if (!slotStartPattern.test(start) || Number.isNaN(Date.parse(start)) || new Date(start).toISOString() !== start) return { ok: false, error: 'invalid_slot' }
  const channel = text('channel').trim()
  if (channel !== 'phone' && channel !== 'video') return { ok: false, error: 'invalid_input' }
  const name = singleLine(text('name'))
  const email = emailValue(text('email'))
  const phone = singleLine(text('phone'))
  const company = singleLine(text('company'))
  const opposingParty = singleLine(text('opposingParty'))
  const intake = Object.fromEntries(intakeFields.map((key) => [key, multiLine(text(key))])) as Record<IntakeField, string>
  if (name.length > bookingLimits.name || email.length > bookingLimits.email || phone.length > bookingLimits.phone || company.length > bookingLimits.company || opposingParty.length > bookingLimits.opposingParty || intakeFields.some((key) => intake[key].length > bookingLimits.intake)) {
    return { ok: false, error: 'field_too_long' }
  }
  if (!isEmailAddress(email)) return { ok: false, error: 'invalid_email' }
  if (channel === 'phone' && phone === '') return { ok: false, error: 'missing_fields' }
  // The number as the firm dials it ("+86 755 1234 5678 ext. 123"), however it was typed (core/phone-number.ts).
  const number = phone === '' ? '' : phoneNumber(phone)
  if (number === undefined) return { ok: false, error: 'invalid_phone' }
  const zone = isTimeZone(text('tz')) ? text('tz') : firmTimeZone
  return { ok: true, input: { start, name, email, phone: number, channel, company, opposingParty, intake, lang: requestLang(fields.lang), zone }, isBot: !isBlank(text('website')) }
}
