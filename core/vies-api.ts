/**
 * The contract of POST /api/vies-vat-check (docs/architecture.md), shared by the VAT ID validator in the
 * browser, the Lambda handler and the local server: request and answer, error codes with their
 * HTTP status and meaning, limits, and how a VAT number is cleaned.
 */
import { memberStateCodes } from './member-states'
import { guardErrorStatus, type GuardErrorCode } from './api-guard'

export const viesApi = {
  path: '/api/vies-vat-check',
  /** Largest request body the endpoint reads. */
  maxBodyBytes: 4 * 1024,
  /** Largest VIES answer read (real ones are under 2 KB; Lambda answers at most 6 MB). */
  maxUpstreamBytes: 64 * 1024,
  /** Longest name or address passed on to the page. */
  maxFieldLength: 2_000,
} as const

export interface ViesCheckRequest {
  countryCode: string
  vatNumber: string
}

/** The answer of a completed check. */
export interface ViesCheckResult {
  valid: boolean
  name: string
  address: string
  requestDate: string
  /** The consultation number, when the firm's own VAT ID was sent as requester. */
  requestIdentifier?: string
}

export type ViesCheckResponse = ViesCheckResult | { error: ViesCheckError }

/** How VIES compared a trader's detail with the register: VALID, INVALID, or NOT_PROCESSED (not sent, or not compared by the member state). */
export type ViesMatch = 'VALID' | 'INVALID' | 'NOT_PROCESSED'
export type ViesMatches = Partial<Record<'name' | 'street' | 'postcode' | 'city', ViesMatch>>

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
export type ViesErrorCode = (typeof viesErrorCodes)[number]

/** Errors of the request itself, and of the way to VIES. */
export type OwnViesErrorCode =
  | 'method_not_allowed'
  | 'unsupported_media_type'
  | 'invalid_json'
  | 'body_too_large'
  | 'invalid_country'
  | 'invalid_vat_number'
  | 'vies_timeout'
  | 'vies_unreachable'
  | 'vies_invalid_response'

export type ViesCheckError = ViesErrorCode | OwnViesErrorCode | GuardErrorCode

/** VIES's limits on parallel requests: worth one retry after a short pause. */
export const viesConcurrencyErrors: readonly ViesCheckError[] = ['GLOBAL_MAX_CONCURRENT_REQ', 'GLOBAL_MAX_CONCURRENT_REQ_TIME', 'MS_MAX_CONCURRENT_REQ', 'MS_MAX_CONCURRENT_REQ_TIME']

/** What an error means for the visitor: try again later, check the input, or neither. */
export function viesErrorKind(error: string): 'unavailable' | 'input' | 'other' {
  if (['MS_UNAVAILABLE', 'SERVICE_UNAVAILABLE', 'TIMEOUT', 'vies_timeout', 'vies_unreachable', ...viesConcurrencyErrors].includes(error as ViesCheckError)) return 'unavailable'
  if (['INVALID_INPUT', 'invalid_vat_number', 'invalid_country'].includes(error)) return 'input'
  return 'other'
}

export function viesErrorStatus(error: ViesCheckError): number {
  switch (error) {
    case 'forbidden':
    case 'unavailable':
      return guardErrorStatus[error]
    case 'method_not_allowed':
      return 405
    case 'unsupported_media_type':
      return 415
    case 'body_too_large':
      return 413
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

/** The member states' codes (core/member-states.ts, the same as content/countries.ts without the names the islands need not load). */
export { memberStateCodes }

/**
 * The VAT number as VIES wants it: letters and digits only, upper case, without the country
 * prefix a visitor may have typed ("DE 123 456 789" → "123456789"; Greece: "EL…" or "GR…").
 */
export function cleanVatNumber(countryCode: string, input: string): string {
  const cleaned = input.replace(/[^A-Za-z0-9]/g, '').toUpperCase()
  const prefixes = countryCode === 'EL' ? ['EL', 'GR'] : [countryCode]
  const prefix = prefixes.find((p) => cleaned.startsWith(p) && cleaned.length > p.length)
  return prefix ? cleaned.slice(prefix.length) : cleaned
}

/** Validates a request: a member state code and a cleaned number of 2 to 14 letters and digits. */
export function parseViesRequest(input: unknown): { ok: true; request: ViesCheckRequest } | { ok: false; error: ViesCheckError } {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { ok: false, error: 'invalid_json' }
  const fields = input as Record<string, unknown>
  const countryCode = typeof fields.countryCode === 'string' ? fields.countryCode.trim().toUpperCase() : ''
  if (!memberStateCodes.includes(countryCode)) return { ok: false, error: 'invalid_country' }
  if (typeof fields.vatNumber !== 'string') return { ok: false, error: 'invalid_vat_number' }
  const vatNumber = cleanVatNumber(countryCode, fields.vatNumber)
  if (!/^[A-Z0-9]{2,14}$/.test(vatNumber)) return { ok: false, error: 'invalid_vat_number' }
  return { ok: true, request: { countryCode, vatNumber } }
}
