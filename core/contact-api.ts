/**
 * The contract of POST /api/send-contact-email (docs/architecture.md), shared by the contact form in the
 * browser, the Lambda handler and the local server: request fields, validation, error codes with
 * their HTTP status, limits, and the result pages of the form without JavaScript.
 */
import type { ContactFailureReason, Lang } from '../content/types'
import { guardErrorStatus } from './api-guard'
import { missingFields } from './contact-form'
import { emailValue, isEmailAddress } from './email'
import { isBlank, multiLine, singleLine } from './text'
import { localizePath } from './url-rules'
import { requestLang } from './request-lang'

export const contactApi = {
  path: '/api/send-contact-email',
  /** Largest request body the endpoint reads. */
  maxBodyBytes: 32 * 1024,
} as const

/** What the form sends (JSON, or the same names form-encoded without JavaScript). */
export interface ContactRequest {
  name: string
  email: string
  message: string
  /** The form's title; "General Contact Form" when missing or blank (SPEC.md §3). */
  source?: string
  /** The page's language: mails state it, the no-JS result pages use it. */
  lang?: string
  /** The honeypot: only bots fill it. */
  website?: string
}

export type ContactResponse = { ok: true } | { error: ContactErrorCode }

/** Every error the endpoint answers, with its HTTP status. */
export const contactErrorStatus = {
  method_not_allowed: 405,
  unsupported_media_type: 415,
  invalid_json: 400,
  invalid_input: 400,
  missing_fields: 400,
  invalid_email: 400,
  name_too_long: 400,
  email_too_long: 400,
  message_too_long: 400,
  source_too_long: 400,
  body_too_large: 413,
  send_failed: 502,
  archive_failed: 503,
  ...guardErrorStatus,
} as const

export type ContactErrorCode = keyof typeof contactErrorStatus

export function isContactErrorCode(value: string): value is ContactErrorCode {
  return Object.prototype.hasOwnProperty.call(contactErrorStatus, value)
}

/** Field limits in UTF-16 code units, as the browser's maxlength counts them. */
export const contactLimits = { name: 200, email: 254, source: 200, message: 10_000 } as const
export const defaultSource = 'General Contact Form'
export const honeypotField = 'website'

/** A validated inquiry: clean single-line name, e-mail and source, a clean multi-line message. */
export interface Inquiry {
  name: string
  email: string
  message: string
  source: string
  lang: Lang
}

export type ParseResult = { ok: true; inquiry: Inquiry; isBot: boolean } | { ok: false; error: ContactErrorCode }

export { requestLang } from './request-lang'

/**
 * Validates a submission. Every text is made well-formed and stripped of control and bidi
 * characters before it is judged, so what passes is exactly what is archived and mailed.
 * Unknown fields are ignored.
 */
export function parseInquiry(fields: Record<string, unknown>): ParseResult {
  const names = ['name', 'email', 'message', 'source', 'lang', honeypotField]
  if (names.some((key) => fields[key] !== undefined && fields[key] !== null && typeof fields[key] !== 'string')) return { ok: false, error: 'invalid_input' }
  const text = (key: string) => (typeof fields[key] === 'string' ? (fields[key] as string) : '')
  if (missingFields({ name: text('name'), email: text('email'), message: text('message') }).length > 0) return { ok: false, error: 'missing_fields' }
  const name = singleLine(text('name'))
  const email = emailValue(text('email'))
  const message = multiLine(text('message'))
  const source = isBlank(text('source')) ? defaultSource : singleLine(text('source'))
  if (name.length > contactLimits.name) return { ok: false, error: 'name_too_long' }
  if (email.length > contactLimits.email) return { ok: false, error: 'email_too_long' }
  if (message.length > contactLimits.message) return { ok: false, error: 'message_too_long' }
  if (source.length > contactLimits.source) return { ok: false, error: 'source_too_long' }
  if (!isEmailAddress(email)) return { ok: false, error: 'invalid_email' }
  return { ok: true, inquiry: { name, email, message, source, lang: requestLang(fields.lang) }, isBot: !isBlank(text(honeypotField)) }
}

/** Which result page of the no-JavaScript form an error leads to. */
export function failureReason(error: ContactErrorCode): ContactFailureReason {
  if (error === 'missing_fields' || error === 'invalid_input') return 'missing-fields'
  if (error === 'invalid_email') return 'invalid-email'
  if (error === 'body_too_large' || error.endsWith('_too_long')) return 'too-long'
  return 'send-failed'
}

export const contactFailureReasons: readonly ContactFailureReason[] = ['missing-fields', 'invalid-email', 'too-long', 'send-failed']

/** The result page of the no-JavaScript form in a language: sent, or the page of the failure. */
export function contactResultPath(lang: Lang, error?: ContactErrorCode): string {
  return localizePath(error ? `/kontakt/fehler/${failureReason(error)}` : '/kontakt/gesendet', lang)
}
