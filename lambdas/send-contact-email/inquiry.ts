/** A contact form message (SPEC.md §3) after validation. */
export interface Inquiry {
  name: string
  email: string
  message: string
  source: string
  lang: 'de' | 'en' | 'zh'
}

/** The public error codes of the contact endpoint (DESIGN.md §4); the pages translate them. */
export type ContactErrorCode =
  | 'method_not_allowed'
  | 'unsupported_media_type'
  | 'invalid_json'
  | 'invalid_input'
  | 'missing_fields'
  | 'invalid_email'
  | 'name_too_long'
  | 'email_too_long'
  | 'message_too_long'
  | 'source_too_long'
  | 'body_too_large'
  | 'send_failed'
  | 'archive_failed'

export const limits = { name: 200, email: 254, source: 200, message: 10_000, bodyBytes: 32 * 1024 } as const
export const defaultSource = 'General Contact Form'
/** The hidden field only bots fill in. */
export const honeypotField = 'website'

// The address pattern of the HTML e-mail input, plus a dot in the domain: what the browser
// accepts is what the server accepts. It excludes CR, LF, spaces, commas and angle brackets.
const emailPattern =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/

export type ParseResult = { ok: true; inquiry: Inquiry; isBot: boolean } | { ok: false; error: ContactErrorCode }

function stringField(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return undefined
  return typeof value === 'string' ? value : null
}

/** Validates the fields of a submission; unknown fields are ignored. */
export function parseInquiry(fields: Record<string, unknown>): ParseResult {
  const raw = {
    name: stringField(fields.name),
    email: stringField(fields.email),
    message: stringField(fields.message),
    source: stringField(fields.source),
    lang: stringField(fields.lang),
    honeypot: stringField(fields[honeypotField]),
  }
  if (Object.values(raw).some((v) => v === null)) return { ok: false, error: 'invalid_input' }
  const name = (raw.name ?? '').trim()
  const email = (raw.email ?? '').trim()
  const message = (raw.message ?? '').trim()
  const source = (raw.source ?? '').trim() || defaultSource
  if (!name || !email || !message) return { ok: false, error: 'missing_fields' }
  if (name.length > limits.name) return { ok: false, error: 'name_too_long' }
  if (email.length > limits.email) return { ok: false, error: 'email_too_long' }
  if (message.length > limits.message) return { ok: false, error: 'message_too_long' }
  if (source.length > limits.source) return { ok: false, error: 'source_too_long' }
  if (!emailPattern.test(email)) return { ok: false, error: 'invalid_email' }
  const lang = raw.lang === 'de' || raw.lang === 'en' || raw.lang === 'zh' ? raw.lang : 'de'
  return { ok: true, inquiry: { name, email, message, source, lang }, isBot: Boolean(raw.honeypot?.trim()) }
}
