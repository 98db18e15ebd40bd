import { randomUUID } from 'node:crypto'
import { SendEmailCommand, type SESClient } from '@aws-sdk/client-ses'
import type { HttpEvent, HttpHandler, HttpResult } from '../http'
import { bodyBytes, bodyText, json, mediaType, seeOther } from '../http-response'
import type { ArchivedInquiry, InquiryArchive } from './archive'
import { limits, parseInquiry, type ContactErrorCode } from './inquiry'
import { buildInquiryEmail } from './mail'

export interface ContactDependencies {
  ses: SESClient
  archive: InquiryArchive
  contactFrom: string
  contactTo: string
  now?: () => Date
  log?: Pick<Console, 'error' | 'info'>
}

const statusOf: Record<ContactErrorCode, number> = {
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
}

/** Pages of the no-JavaScript path (pre-rendered per language, see pages/kontakt/). */
function resultPage(lang: string, error?: ContactErrorCode): string {
  const prefix = lang === 'de' || lang === 'zh' ? `/${lang}` : ''
  if (!error) return `${prefix}/kontakt/gesendet`
  const reason =
    error === 'missing_fields' || error === 'invalid_input'
      ? 'missing-fields'
      : error === 'invalid_email'
        ? 'invalid-email'
        : error.endsWith('too_long') || error === 'body_too_large'
          ? 'too-long'
          : 'send-failed'
  return `${prefix}/kontakt/fehler/${reason}`
}

/**
 * POST /api/send-contact-email (DESIGN.md §4). JSON in, JSON out for the page's script; the
 * form-encoded post of the no-JavaScript form answers with a redirect to a result page.
 */
export function createContactHandler(deps: ContactDependencies): HttpHandler {
  const now = deps.now ?? (() => new Date())
  const log = deps.log ?? console

  return async (event: HttpEvent): Promise<HttpResult> => {
    const method = event.requestContext.http.method.toUpperCase()
    const type = mediaType(event)
    const isForm = type === 'application/x-www-form-urlencoded'
    const fail = (error: ContactErrorCode, lang = 'de'): HttpResult =>
      isForm && error !== 'method_not_allowed' ? seeOther(resultPage(lang, error)) : json(statusOf[error], { error }, error === 'method_not_allowed' ? { Allow: 'POST' } : {})

    if (method !== 'POST') return fail('method_not_allowed')
    if (type !== 'application/json' && !isForm) return fail('unsupported_media_type')
    if (bodyBytes(event) > limits.bodyBytes) return fail('body_too_large')

    let fields: Record<string, unknown>
    if (isForm) {
      fields = Object.fromEntries(new URLSearchParams(bodyText(event)))
    } else {
      try {
        const parsed: unknown = JSON.parse(bodyText(event))
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return fail('invalid_input')
        fields = parsed as Record<string, unknown>
      } catch {
        return fail('invalid_json')
      }
    }
    const lang = typeof fields.lang === 'string' ? fields.lang : 'de'
    const result = parseInquiry(fields)
    if (!result.ok) return fail(result.error, lang)
    const ok = () => (isForm ? seeOther(resultPage(result.inquiry.lang)) : json(200, { ok: true }))
    // A filled honeypot is a bot: it is told "sent", and nothing is stored or sent.
    if (result.isBot) return ok()

    const receivedAt = now()
    const record: ArchivedInquiry = { ...result.inquiry, id: randomUUID(), receivedAt: receivedAt.toISOString(), status: 'pending' }
    try {
      await deps.archive.save(record)
    } catch (error) {
      log.error('contact: archiving the inquiry failed', error)
      return fail('archive_failed', result.inquiry.lang)
    }
    try {
      await deps.ses.send(new SendEmailCommand(buildInquiryEmail(result.inquiry, { id: record.id, receivedAt }, { from: deps.contactFrom, to: deps.contactTo })))
    } catch (error) {
      log.error(`contact: sending inquiry ${record.id} failed`, error)
      await deps.archive.setStatus(record, 'undelivered', error instanceof Error ? `${error.name}: ${error.message}` : String(error)).catch((e: unknown) => {
        log.error(`contact: marking inquiry ${record.id} undelivered failed`, e)
      })
      return fail('send_failed', result.inquiry.lang)
    }
    await deps.archive.setStatus(record, 'delivered').catch((e: unknown) => log.error(`contact: marking inquiry ${record.id} delivered failed`, e))
    log.info(`contact: inquiry ${record.id} delivered`)
    return ok()
  }
}
