import { viesApi, viesErrorStatus, parseViesRequest, type ViesCheckError } from '../../core/vies-api'
import { requestLang } from '../../core/contact-api'
import type { HttpEvent, HttpHandler, HttpResult } from '../http'
import { createLogger, type LogSink } from '../log'
import { bodyBytes, bodyText, html, json, mediaType } from '../http-response'
import { createViesCaller } from './vies-call'
import type { ViesResultPageInput } from './result-page'

export interface ViesDependencies {
  /** Base URL of the VIES REST API. */
  apiUrl: string
  /** The firm's VAT ID with country prefix; VIES then returns a consultation number. */
  requesterVatId?: string | undefined
  /** Time allowed for one VIES call, well inside the Lambda's timeout. */
  timeoutMs?: number
  /** Pause before the single retry on a concurrency limit (jittered up to twice this). */
  retryPauseMs?: number
  /** Where the structured log lines go (lambdas/log.ts); stdout by default. */
  logSink?: LogSink
  /** The site's stylesheet, linked by the result page of the form without JavaScript. */
  siteStylesheet?: string | undefined
}

/** POST /api/vies-vat-check (docs/architecture.md): checks a VAT ID with the EU's VIES REST API. */
export function createViesHandler(deps: ViesDependencies): HttpHandler {
  const callVies = createViesCaller({ apiUrl: deps.apiUrl, timeoutMs: deps.timeoutMs, retryPauseMs: deps.retryPauseMs })
  const requester = deps.requesterVatId
    ? { requesterMemberStateCode: deps.requesterVatId.slice(0, 2), requesterNumber: deps.requesterVatId.slice(2) }
    : {}

  return async (event: HttpEvent): Promise<HttpResult> => {
    const log = createLogger(event.requestContext.requestId, deps.logSink)
    const isForm = mediaType(event) === 'application/x-www-form-urlencoded'
    // The form without JavaScript gets a page with the same form and result card as the island.
    let form = { lang: requestLang(undefined), country: '', number: '' }
    // Loaded on the first form post only: the JSON API's cold start does not pay for React.
    const page = async (status: number, answer: ViesResultPageInput['answer']): Promise<HttpResult> => {
      const { viesResultPage } = await import('./result-page')
      return html(status, viesResultPage({ ...form, answer, stylesheet: deps.siteStylesheet }))
    }
    const fail = (error: ViesCheckError) =>
      isForm && error !== 'method_not_allowed'
        ? page(viesErrorStatus(error), { ok: false, error })
        : json(viesErrorStatus(error), { error }, error === 'method_not_allowed' ? { Allow: 'POST' } : {})
    if (event.requestContext.http.method.toUpperCase() !== 'POST') return fail('method_not_allowed')
    if (mediaType(event) !== 'application/json' && !isForm) return fail('unsupported_media_type')
    if (bodyBytes(event) > viesApi.maxBodyBytes) return fail('body_too_large')
    let input: unknown
    if (isForm) {
      const fields = new URLSearchParams(bodyText(event))
      form = { lang: requestLang(fields.get('lang')), country: (fields.get('countryCode') ?? '').trim().toUpperCase(), number: (fields.get('vatNumber') ?? '').trim() }
      input = { countryCode: form.country, vatNumber: form.number }
    } else {
      try {
        input = JSON.parse(bodyText(event))
      } catch {
        return fail('invalid_json')
      }
    }
    const parsed = parseViesRequest(input)
    if (!parsed.ok) return fail(parsed.error)
    if (isForm) form.number = parsed.request.vatNumber
    const { countryCode, vatNumber } = parsed.request

    const outcome = await callVies(log, { countryCode, vatNumber, ...requester })
    if (!outcome.ok) {
      log.error('vies_failed', { countryCode, code: outcome.error })
      return fail(outcome.error)
    }
    log.info('vies_checked', { countryCode, valid: outcome.result.valid })
    return isForm ? page(200, { ok: true, data: outcome.result }) : json(200, outcome.result)
  }
}
