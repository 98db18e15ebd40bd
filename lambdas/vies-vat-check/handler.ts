import type { HttpEvent, HttpHandler, HttpResult } from '../http'
import { bodyBytes, bodyText, json, mediaType } from '../http-response'
import { memberStates } from '../../content/countries'
import { cleanVatNumber } from './vat-number'

const memberStateCodes = new Set(memberStates.map((s) => s.code))

/** Business errors VIES reports in errorWrappers (sometimes with HTTP 200, sometimes 4xx/5xx). */
export const viesErrorCodes = [
  'INVALID_INPUT',
  'INVALID_REQUESTER_INFO',
  'SERVICE_UNAVAILABLE',
  'MS_UNAVAILABLE',
  'TIMEOUT',
  'VAT_BLOCKED',
  'IP_BLOCKED',
  'GLOBAL_MAX_CONCURRENT_REQ',
  'GLOBAL_MAX_CONCURRENT_REQ_TIME',
  'MS_MAX_CONCURRENT_REQ',
  'MS_MAX_CONCURRENT_REQ_TIME',
] as const
type ViesErrorCode = (typeof viesErrorCodes)[number]

/** Errors of the request itself, and of the way to VIES. */
type OwnErrorCode =
  | 'method_not_allowed'
  | 'unsupported_media_type'
  | 'invalid_json'
  | 'invalid_country'
  | 'invalid_vat_number'
  | 'vies_timeout'
  | 'vies_unreachable'
  | 'vies_invalid_response'

export type ViesCheckError = ViesErrorCode | OwnErrorCode

/** DESIGN.md §4: the answer of POST /api/vies-vat-check. */
export interface ViesCheckResult {
  valid: boolean
  name: string
  address: string
  requestDate: string
  requestIdentifier?: string
}

const concurrencyCodes = new Set<string>(['GLOBAL_MAX_CONCURRENT_REQ', 'GLOBAL_MAX_CONCURRENT_REQ_TIME', 'MS_MAX_CONCURRENT_REQ', 'MS_MAX_CONCURRENT_REQ_TIME'])

const statusOf = (error: ViesCheckError): number => {
  switch (error) {
    case 'method_not_allowed':
      return 405
    case 'unsupported_media_type':
      return 415
    case 'invalid_json':
    case 'invalid_country':
    case 'invalid_vat_number':
    case 'INVALID_INPUT':
      return 400
    case 'vies_timeout':
    case 'TIMEOUT':
      return 504
    case 'vies_invalid_response':
      return 502
    default:
      return 503
  }
}

export interface ViesDependencies {
  /** Base URL of the VIES REST API. */
  apiUrl: string
  /** The firm's VAT ID with country prefix; VIES then returns a consultation number. */
  requesterVatId?: string | undefined
  /** Time allowed for one VIES call, well inside the Lambda's timeout. */
  timeoutMs?: number
  /** Pause before the single retry on a concurrency limit (jittered up to twice this). */
  retryPauseMs?: number
  log?: Pick<Console, 'error' | 'warn'>
}

type ViesOutcome = { ok: true; result: ViesCheckResult } | { ok: false; error: ViesCheckError }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** "---" is how VIES says a member state withholds a value; the page shows "Not available". */
function text(value: unknown): string {
  return typeof value === 'string' && value.trim() !== '---' ? value.trim() : ''
}

function interpret(status: number, body: string): ViesOutcome {
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
  return {
    ok: true,
    result: {
      valid: data.valid,
      name: text(data.name),
      address: text(data.address),
      requestDate: typeof data.requestDate === 'string' ? data.requestDate : new Date().toISOString(),
      ...(requestIdentifier ? { requestIdentifier } : {}),
    },
  }
}

/** POST /api/vies-vat-check (DESIGN.md §4): checks a VAT ID with the EU's VIES REST API. */
export function createViesHandler(deps: ViesDependencies): HttpHandler {
  const timeoutMs = deps.timeoutMs ?? 8_000
  const retryPauseMs = deps.retryPauseMs ?? 400
  const log = deps.log ?? console
  const requester = deps.requesterVatId
    ? { requesterMemberStateCode: deps.requesterVatId.slice(0, 2), requesterNumber: deps.requesterVatId.slice(2) }
    : {}

  async function callVies(countryCode: string, vatNumber: string): Promise<ViesOutcome> {
    let response: Response
    try {
      response = await fetch(`${deps.apiUrl}/check-vat-number`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ countryCode, vatNumber, ...requester }),
        signal: AbortSignal.timeout(timeoutMs),
      })
      return interpret(response.status, await response.text())
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
      log.warn(`vies: ${timedOut ? 'timeout' : 'request failed'}`, error instanceof Error ? error.message : error)
      return { ok: false, error: timedOut ? 'vies_timeout' : 'vies_unreachable' }
    }
  }

  return async (event: HttpEvent): Promise<HttpResult> => {
    const fail = (error: ViesCheckError) => json(statusOf(error), { error }, error === 'method_not_allowed' ? { Allow: 'POST' } : {})
    if (event.requestContext.http.method.toUpperCase() !== 'POST') return fail('method_not_allowed')
    if (mediaType(event) !== 'application/json') return fail('unsupported_media_type')
    if (bodyBytes(event) > 4 * 1024) return fail('invalid_json')
    let input: unknown
    try {
      input = JSON.parse(bodyText(event))
    } catch {
      return fail('invalid_json')
    }
    if (!isRecord(input)) return fail('invalid_json')
    const countryCode = typeof input.countryCode === 'string' ? input.countryCode.trim().toUpperCase() : ''
    if (!memberStateCodes.has(countryCode)) return fail('invalid_country')
    if (typeof input.vatNumber !== 'string') return fail('invalid_vat_number')
    const vatNumber = cleanVatNumber(countryCode, input.vatNumber)
    if (!/^[A-Z0-9]{2,14}$/.test(vatNumber)) return fail('invalid_vat_number')

    let outcome = await callVies(countryCode, vatNumber)
    if (!outcome.ok && concurrencyCodes.has(outcome.error)) {
      await new Promise((resolve) => setTimeout(resolve, retryPauseMs * (1 + Math.random())))
      outcome = await callVies(countryCode, vatNumber)
    }
    if (!outcome.ok) {
      log.error(`vies: ${countryCode} check ended in ${outcome.error}`)
      return fail(outcome.error)
    }
    return json(200, outcome.result)
  }
}
