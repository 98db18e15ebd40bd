import {
  viesApi,
  viesConcurrencyErrors,
  viesErrorCodes,
  viesErrorStatus,
  parseViesRequest,
  type ViesCheckError,
  type ViesCheckResult,
} from '../../core/vies-api'
import { requestLang } from '../../core/contact-api'
import type { HttpEvent, HttpHandler, HttpResult } from '../http'
import { createLogger, errorSummary, type Logger, type LogSink } from '../log'
import { bodyBytes, bodyText, html, json, mediaType } from '../http-response'
import { readCapped } from '../read-capped'
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

type ViesOutcome = { ok: true; result: ViesCheckResult } | { ok: false; error: ViesCheckError }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** "---" is how VIES says a member state withholds a value; the page shows "Not available". */
function text(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '---') return ''
  return value.trim().slice(0, viesApi.maxFieldLength)
}

function interpret(status: number, body: string | null): ViesOutcome {
  if (body === null) return { ok: false, error: 'vies_invalid_response' }
  let data: unknown
  try {
    data = JSON.parse(body)
  } catch {
    return { ok: false, error: status >= 500 ? 'SERVICE_UNAVAILABLE' : 'vies_invalid_response' }
  }
  if (!isRecord(data)) return { ok: false, error: 'vies_invalid_response' }
  const wrappers = Array.isArray(data.errorWrappers) ? data.errorWrappers : []
  const code = isRecord(wrappers[0]) ? wrappers[0].error : undefined
  if (data.actionSucceed === false || typeof code === 'string') {
    const known = viesErrorCodes.find((c) => c === code)
    return { ok: false, error: known ?? 'SERVICE_UNAVAILABLE' }
  }
  if (status >= 400 || typeof data.valid !== 'boolean') return { ok: false, error: status >= 500 ? 'SERVICE_UNAVAILABLE' : 'vies_invalid_response' }
  const requestIdentifier = text(data.requestIdentifier)
  const requestDate = typeof data.requestDate === 'string' && !Number.isNaN(Date.parse(data.requestDate)) ? data.requestDate : new Date().toISOString()
  return {
    ok: true,
    result: { valid: data.valid, name: text(data.name), address: text(data.address), requestDate, ...(requestIdentifier ? { requestIdentifier } : {}) },
  }
}

/** POST /api/vies-vat-check (docs/architecture.md): checks a VAT ID with the EU's VIES REST API. */
export function createViesHandler(deps: ViesDependencies): HttpHandler {
  const timeoutMs = deps.timeoutMs ?? 8_000
  const retryPauseMs = deps.retryPauseMs ?? 400
  const requester = deps.requesterVatId
    ? { requesterMemberStateCode: deps.requesterVatId.slice(0, 2), requesterNumber: deps.requesterVatId.slice(2) }
    : {}

  async function callVies(log: Logger, countryCode: string, vatNumber: string): Promise<ViesOutcome> {
    try {
      const signal = AbortSignal.timeout(timeoutMs)
      const response = await fetch(`${deps.apiUrl}/check-vat-number`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ countryCode, vatNumber, ...requester }),
        signal,
      })
      return interpret(response.status, await readCapped(response, viesApi.maxUpstreamBytes))
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
      log.warn('vies_upstream', { countryCode, outcome: timedOut ? 'timeout' : 'unreachable', error: errorSummary(error) })
      return { ok: false, error: timedOut ? 'vies_timeout' : 'vies_unreachable' }
    }
  }

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

    let outcome = await callVies(log, countryCode, vatNumber)
    if (!outcome.ok && viesConcurrencyErrors.includes(outcome.error)) {
      await new Promise((resolve) => setTimeout(resolve, retryPauseMs * (1 + Math.random())))
      outcome = await callVies(log, countryCode, vatNumber)
    }
    if (!outcome.ok) {
      log.error('vies_failed', { countryCode, code: outcome.error })
      return fail(outcome.error)
    }
    log.info('vies_checked', { countryCode, valid: outcome.result.valid })
    return isForm ? page(200, { ok: true, data: outcome.result }) : json(200, outcome.result)
  }
}
