import { viesApi, viesConcurrencyErrors, viesErrorCodes, type ViesCheckError, type ViesCheckResult, type ViesMatch, type ViesMatches } from '../../core/vies-api'
import { errorSummary, type Logger } from '../log'
import { readCappedBytes } from '../read-capped'

/** What POST /check-vat-number takes: the number, and for a consultation number and a qualified check the requester and the trader's data. */
export interface ViesCallBody {
  countryCode: string
  vatNumber: string
  requesterMemberStateCode?: string
  requesterNumber?: string
  traderName?: string
  traderStreet?: string
  traderPostalCode?: string
  traderCity?: string
}

/** VIES's answer as received: HTTP status, content type, bytes. */
export interface ViesReceived {
  httpStatus: number
  contentType: string | null
  bytes: Buffer
}

export type ViesOutcome = { ok: true; result: ViesCheckResult; matches: ViesMatches; raw: unknown; received?: ViesReceived } | { ok: false; error: ViesCheckError }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** "---" is how VIES says a member state withholds a value; the page shows "Not available". */
function text(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '---') return ''
  return value.trim().slice(0, viesApi.maxFieldLength)
}

const matchValue = (value: unknown): ViesMatch | undefined => (value === 'VALID' || value === 'INVALID' || value === 'NOT_PROCESSED' ? value : undefined)

/**
 * Reads a VIES answer. Errors come in errorWrappers, with HTTP 200 as well as 4xx/5xx, so they are
 * looked for first; an unknown error code reads as "service unavailable", never as a verdict.
 */
export function readViesAnswer(status: number, body: string | null): ViesOutcome {
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
  const matches: ViesMatches = {}
  for (const [field, key] of [['name', 'traderNameMatch'], ['street', 'traderStreetMatch'], ['postcode', 'traderPostalCodeMatch'], ['city', 'traderCityMatch']] as const) {
    const value = matchValue(data[key])
    if (value) matches[field] = value
  }
  return {
    ok: true,
    result: { valid: data.valid, name: text(data.name), address: text(data.address), requestDate, ...(requestIdentifier ? { requestIdentifier } : {}) },
    matches,
    raw: data,
  }
}

/**
 * One check with VIES: a bounded answer within `timeoutMs`, and one more attempt after a short,
 * jittered pause when VIES reports its limit of parallel requests.
 */
export function createViesCaller({ apiUrl, timeoutMs = 8_000, retryPauseMs = 400 }: { apiUrl: string; timeoutMs?: number | undefined; retryPauseMs?: number | undefined }) {
  async function once(log: Logger, body: ViesCallBody): Promise<ViesOutcome> {
    try {
      const response = await fetch(`${apiUrl}/check-vat-number`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      })
      const bytes = await readCappedBytes(response, viesApi.maxUpstreamBytes)
      const outcome = readViesAnswer(response.status, bytes === null ? null : bytes.toString('utf8'))
      return outcome.ok && bytes ? { ...outcome, received: { httpStatus: response.status, contentType: response.headers.get('content-type'), bytes } } : outcome
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
      log.warn('vies_upstream', { countryCode: body.countryCode, outcome: timedOut ? 'timeout' : 'unreachable', error: errorSummary(error) })
      return { ok: false, error: timedOut ? 'vies_timeout' : 'vies_unreachable' }
    }
  }
  return async (log: Logger, body: ViesCallBody): Promise<ViesOutcome> => {
    const first = await once(log, body)
    if (first.ok || !viesConcurrencyErrors.includes(first.error)) return first
    await new Promise((resolve) => setTimeout(resolve, retryPauseMs * (1 + Math.random())))
    return once(log, body)
  }
}
