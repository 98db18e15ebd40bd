import { randomUUID } from 'node:crypto'
import {
  contactApi,
  contactErrorStatus,
  contactResultPath,
  parseInquiry,
  requestLang,
  type ContactErrorCode,
} from '../../core/contact-api'
import type { SendMail } from '../aws-clients'
import type { HttpEvent, HttpHandler, HttpResult } from '../http'
import { createLogger, errorSummary, type LogSink } from '../log'
import { bodyBytes, bodyText, json, mediaType, seeOther } from '../http-response'
import type { ArchivedInquiry, InquiryArchive } from './archive'
import { buildInquiryEmail } from './mail'

export interface ContactDependencies {
  sendMail: SendMail
  archive: InquiryArchive
  contactFrom: string
  contactTo: string
  now?: () => Date
  /** Where the structured log lines go (lambdas/log.ts); stdout by default. */
  logSink?: LogSink
}

/**
 * POST /api/send-contact-email (docs/architecture.md). JSON in, JSON out for the page's script; the
 * form-encoded post of the no-JavaScript form answers with a redirect to a result page.
 */
export function createContactHandler(deps: ContactDependencies): HttpHandler {
  const now = deps.now ?? (() => new Date())

  return async (event: HttpEvent): Promise<HttpResult> => {
    const log = createLogger(event.requestContext.requestId, deps.logSink)
    const method = event.requestContext.http.method.toUpperCase()
    const type = mediaType(event)
    const isForm = type === 'application/x-www-form-urlencoded'
    let fields: Record<string, unknown> = {}
    const fail = (error: ContactErrorCode): HttpResult =>
      isForm && error !== 'method_not_allowed'
        ? seeOther(contactResultPath(requestLang(fields.lang), error))
        : json(contactErrorStatus[error], { error }, error === 'method_not_allowed' ? { Allow: 'POST' } : {})

    if (method !== 'POST') return fail('method_not_allowed')
    if (type !== 'application/json' && !isForm) return fail('unsupported_media_type')
    // A form post is read even when too large: the form sends its language first, so the
    // visitor's result page is in their language.
    if (isForm) fields = Object.fromEntries(new URLSearchParams(bodyText(event)))
    if (bodyBytes(event) > contactApi.maxBodyBytes) return fail('body_too_large')

    if (!isForm) {
      let parsed: unknown
      try {
        parsed = JSON.parse(bodyText(event))
      } catch {
        return fail('invalid_json')
      }
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return fail('invalid_input')
      fields = parsed as Record<string, unknown>
    }
    const result = parseInquiry(fields)
    if (!result.ok) {
      log.info('inquiry_rejected', { code: result.error })
      return fail(result.error)
    }
    const ok = () => (isForm ? seeOther(contactResultPath(result.inquiry.lang)) : json(200, { ok: true }))
    // A filled honeypot is a bot: it is told "sent", and nothing is stored or sent.
    if (result.isBot) return ok()

    const receivedAt = now()
    const record: ArchivedInquiry = { ...result.inquiry, id: randomUUID(), receivedAt: receivedAt.toISOString(), status: 'pending' }
    try {
      await deps.archive.save(record)
    } catch (error) {
      log.error('inquiry_archive_failed', { inquiryId: record.id, error: errorSummary(error) })
      return fail('archive_failed')
    }
    try {
      await deps.sendMail(buildInquiryEmail(result.inquiry, { id: record.id, receivedAt }, { from: deps.contactFrom, to: deps.contactTo }))
    } catch (error) {
      log.error('inquiry_undelivered', { inquiryId: record.id, error: errorSummary(error) })
      await deps.archive.setStatus(record, 'undelivered', errorSummary(error)).catch((e: unknown) => {
        log.error('inquiry_status_failed', { inquiryId: record.id, status: 'undelivered', error: errorSummary(e) })
      })
      return fail('send_failed')
    }
    await deps.archive.setStatus(record, 'delivered').catch((e: unknown) => log.error('inquiry_status_failed', { inquiryId: record.id, status: 'delivered', error: errorSummary(e) }))
    log.info('inquiry_delivered', { inquiryId: record.id, ms: Date.now() - receivedAt.getTime() })
    return ok()
  }
}
