/**
 * The contract of the qualified VAT ID confirmation (docs/architecture.md): one form, two routes.
 * A visitor with a German VAT ID asks the BZSt (eVatR, core/evatr-api.ts); one with another EU VAT
 * ID asks VIES with the trader's details. Both answers become one result: what the service said
 * about the number, how each detail compared, and the record that proves it (the BZSt's id or
 * the VIES consultation number, with the service's own answer).
 */
import type { Lang } from '../content/types'
import { guardErrorStatus } from './api-guard'
import { requestLang } from './contact-api'
import { evatrStatuses, type EvatrOutcome, type MatchCode, type QualifiedField } from './evatr-api'
import { singleLine } from './text'
import { cleanVatNumber, memberStateCodes, type ViesCheckError, type ViesMatch } from './vies-api'

export const qualifiedCheckApi = {
  /** POST: one check (JSON, or form-encoded without JavaScript). */
  path: '/api/qualified-vat-check',
  /** GET: which member states the services can ask right now. */
  availabilityPath: '/api/qualified-vat-check/availability',
  maxBodyBytes: 4 * 1024,
  /** Checks per client and minute: a list of 500 customers takes about 17 minutes, and the site is no open proxy. */
  perClientPerMinute: 30,
} as const

/** Field limits in characters (the services' own fields are shorter still). */
export const qualifiedLimits = { companyName: 200, street: 200, postcode: 20, city: 100 } as const

export type QualifiedRoute = 'evatr' | 'vies'

/** What the service said about the number; VIES knows only valid or not ('notValid'). */
export type QualifiedOutcome = EvatrOutcome | 'notValid'

/** How one detail compared: matches, does not match, was not asked, was not supplied by the member state. */
export type FieldMatch = 'match' | 'noMatch' | 'notRequested' | 'notSupplied'

export interface QualifiedCheckRequest {
  requesterVatId: string
  countryCode: string
  vatNumber: string
  companyName: string
  city: string
  street?: string
  postcode?: string
  lang?: string
  /** "none": no evidence PDF (a list check files the result CSV instead). */
  receipt?: 'pdf' | 'none'
}

/** A validated request: clean VAT IDs with their prefixes, clean single-line details. */
export interface QualifiedInput {
  route: QualifiedRoute
  requester: { countryCode: string; number: string }
  requested: { countryCode: string; number: string }
  details: { companyName: string; city: string; street: string; postcode: string }
  lang: Lang
  /** Whether the answer carries the evidence PDF. */
  receipt: boolean
}

export interface QualifiedCheckResult {
  route: QualifiedRoute
  outcome: QualifiedOutcome
  /** The service's status code (eVatR "evatr-0000", VIES "valid"/"invalid" or its error code). */
  status: string
  /** When the service answered, as it wrote it. */
  requestedAt: string
  /** The BZSt's id of the request, or the VIES consultation number. */
  reference: string | undefined
  matches: Record<QualifiedField, FieldMatch>
  validFrom: string | undefined
  validUntil: string | undefined
  /** What was asked, as sent. */
  request: { requesterVatId: string; vatId: string; companyName: string; city: string; street: string; postcode: string }
  /** The service's own answer: the record that proves the check (UStAE 18e.1 (2)). */
  record: unknown
}

/**
 * The function's answer: the result and, when the service answered with a record, the evidence as
 * PDF made by the function (base64; the site keeps no copy).
 */
export interface QualifiedCheckAnswer extends QualifiedCheckResult {
  receiptPdf?: { fileName: string; base64: string }
}

export const qualifiedErrorStatus = {
  method_not_allowed: 405,
  unsupported_media_type: 415,
  invalid_json: 400,
  body_too_large: 413,
  invalid_requester: 400,
  invalid_country: 400,
  invalid_vat_number: 400,
  missing_fields: 400,
  field_too_long: 400,
  rate_limited: 429,
  ...guardErrorStatus,
} as const
export type QualifiedErrorCode = keyof typeof qualifiedErrorStatus

/** The text the form shows for an error (content: QualifiedCheckText.errors). */
export function qualifiedErrorText(code: string): 'invalidRequester' | 'invalidVatNumber' | 'missingFields' | 'tooLong' | 'rateLimited' | 'failed' {
  switch (code) {
    case 'invalid_requester':
      return 'invalidRequester'
    case 'invalid_country':
    case 'invalid_vat_number':
      return 'invalidVatNumber'
    case 'missing_fields':
      return 'missingFields'
    case 'field_too_long':
    case 'body_too_large':
      return 'tooLong'
    case 'rate_limited':
      return 'rateLimited'
    default:
      return 'failed'
  }
}

const evatrMatch: Record<MatchCode, FieldMatch> = { A: 'match', B: 'noMatch', C: 'notRequested', D: 'notSupplied' }

/** An eVatR comparison as a field match; a field the BZSt did not report was not compared. */
export function fromEvatrMatch(code: MatchCode | undefined): FieldMatch {
  return code ? evatrMatch[code] : 'notRequested'
}

/** A VIES comparison as a field match: NOT_PROCESSED is "not asked" when nothing was sent, else "not supplied". */
export function fromViesMatch(match: ViesMatch | undefined, sent: boolean): FieldMatch {
  if (!sent) return 'notRequested'
  if (match === 'VALID') return 'match'
  if (match === 'INVALID') return 'noMatch'
  return 'notSupplied'
}

/** What a VIES error means here: the requester refused, the number malformed, or "try later" (never "not valid"). */
export function outcomeOfViesError(error: ViesCheckError): QualifiedOutcome {
  if (error === 'INVALID_REQUESTER_INFO') return 'requesterRefused'
  if (error === 'INVALID_INPUT') return 'malformed'
  return 'unavailable'
}

/** Whether the outcome lets the visitor rely on the number at the time of the request. */
export function isReliable(outcome: QualifiedOutcome): boolean {
  return outcome === 'valid' || outcome === 'validSpecialCase'
}

/** The outcomes a status code list can give, for the texts (every one needs its explanation). */
export const qualifiedOutcomes: readonly QualifiedOutcome[] = [...new Set([...Object.values(evatrStatuses).map((s) => s.outcome), 'notValid' as const])]

/** A VAT ID typed with or without spaces and prefix, as prefix and number; Greece's prefix is EL. */
function vatId(countryCode: string, input: string): { countryCode: string; number: string } | undefined {
  const code = countryCode === 'GR' ? 'EL' : countryCode
  if (!memberStateCodes.includes(code)) return undefined
  const number = cleanVatNumber(code, input)
  return /^[A-Z0-9]{2,12}$/.test(number) ? { countryCode: code, number } : undefined
}

/** The visitor's own VAT ID as typed with its prefix ("DE 123 456 789"), or undefined if it is none. */
export function parseRequester(text: string): { countryCode: string; number: string } | undefined {
  const compact = text.replace(/[^A-Za-z0-9]/g, '').toUpperCase()
  return vatId(compact.slice(0, 2), compact)
}

/**
 * Validates a request. The requester is the visitor's own VAT ID, typed with its prefix
 * ("DE 123 456 789"); it decides the route: German to the BZSt, any other EU prefix to VIES.
 */
export function parseQualifiedRequest(fields: Record<string, unknown>): { ok: true; input: QualifiedInput } | { ok: false; error: QualifiedErrorCode } {
  const names = ['requesterVatId', 'countryCode', 'vatNumber', 'companyName', 'city', 'street', 'postcode', 'lang', 'receipt']
  if (names.some((key) => fields[key] !== undefined && fields[key] !== null && typeof fields[key] !== 'string')) return { ok: false, error: 'invalid_json' }
  const value = (key: string) => (typeof fields[key] === 'string' ? singleLine(fields[key] as string) : '')
  const requester = parseRequester(value('requesterVatId'))
  if (!requester) return { ok: false, error: 'invalid_requester' }
  const countryCode = value('countryCode').toUpperCase()
  if (!memberStateCodes.includes(countryCode === 'GR' ? 'EL' : countryCode)) return { ok: false, error: 'invalid_country' }
  const requested = vatId(countryCode, value('vatNumber'))
  if (!requested) return { ok: false, error: 'invalid_vat_number' }
  const details = { companyName: value('companyName'), city: value('city'), street: value('street'), postcode: value('postcode') }
  if (details.companyName === '' || details.city === '') return { ok: false, error: 'missing_fields' }
  if ((Object.keys(qualifiedLimits) as (keyof typeof qualifiedLimits)[]).some((key) => details[key].length > qualifiedLimits[key])) return { ok: false, error: 'field_too_long' }
  return { ok: true, input: { route: requester.countryCode === 'DE' ? 'evatr' : 'vies', requester, requested, details, lang: requestLang(fields.lang), receipt: fields.receipt !== 'none' } }
}
