/**
 * The contract of the qualified VAT ID confirmation (docs/architecture.md): one form, two routes.
 * A visitor with a German VAT ID asks the BZSt (eVatR, core/evatr-api.ts); one with another EU VAT
 * ID asks VIES with the trader's details. Both answers become one result: what the service said
 * about the number, how each detail compared, and the record that proves it (the BZSt's id or
 * the VIES consultation number, with the service's own answer as received and, from the function,
 * a signed receipt).
 */
import type { Lang } from '../content/types'
import { guardErrorStatus } from './api-guard'
import { requestLang } from './request-lang'
import { evatrStatuses, hasGermanCheckDigit, isGermanVatId, isMatchCode, type EvatrOutcome, type MatchCode, type QualifiedField } from './evatr-api'
import { parseServiceTime } from './service-time'
import { singleLine } from './text'
import { cleanVatNumber, memberStateCodes, type ViesCheckError, type ViesMatch } from './vies-api'

export const qualifiedCheckApi = {
  /** POST: one check (JSON, or form-encoded without JavaScript). */
  path: '/api/qualified-vat-check',
  /** GET: which member states the services can ask right now. */
  availabilityPath: '/api/qualified-vat-check/availability',
  /** GET: the public key that verifies a receipt's signature (core/receipt-signature.ts). */
  receiptKeyPath: '/api/qualified-vat-check/receipt-key',
  /**
   * The largest body the fields' limits allow, however it is encoded: each character a field may
   * hold can take 9 bytes (a Chinese character is 3 bytes of UTF-8, percent-encoded "%E5%8C%97" by
   * the form without JavaScript, or "\\u5317" in JSON, 6), plus 1 KB for the VAT IDs, the other
   * fields and the names. 4 KB refused a Chinese company name of 200 characters (issue 38 C4).
   */
  get maxBodyBytes(): number {
    return 9 * Object.values(qualifiedLimits).reduce((sum, limit) => sum + limit, 0) + 1024
  },
  /**
   * Checks in any 60 s for one client (an IPv4 address, an IPv6 /64) and, as much, for one
   * requesting VAT ID from that client: a list of 500 customers takes about 17 minutes, and the
   * site is no open proxy for anyone's VAT ID. A sliding window (lambdas/shared-rate-limit.ts,
   * docs/limits.md): never more in any 60 s, whatever the turn of a minute.
   */
  perClientPerMinute: 30,
  /** Checks per minute of one requested number (the BZSt asks not to repeat a request at once). */
  perNumberPerMinute: 10,
  /** Checks in any 24 hours in the name of one requesting VAT ID, from all clients together (QUALIFIED_CHECKS_PER_REQUESTER_PER_DAY). */
  perRequesterPerDay: 2_000,
} as const

/** Field limits in characters (the services' own fields are shorter still). */
export const qualifiedLimits = { companyName: 200, street: 200, postcode: 20, city: 100 } as const

export type QualifiedRoute = 'evatr' | 'vies'

/** What the service said about the number; VIES knows only valid or not ('notValid'). */
export type QualifiedOutcome = EvatrOutcome | 'notValid'

/**
 * How one detail compared: matches, does not match, was not asked, was not supplied by the member
 * state, or no comparison received: the service answered without a result for a detail that was
 * sent, or with one that is none of its documented values (kept as received in `codes`).
 */
export type FieldMatch = 'match' | 'noMatch' | 'notRequested' | 'notSupplied' | 'notReceived'

/**
 * Why a result is not plainly "valid": a detail does not match, a comparison was not received,
 * VIES confirmed the number without a consultation number, or the service's answer carries no time.
 */
export type AttentionReason = 'noMatch' | 'notReceived' | 'noConsultationNumber' | 'serviceTimeMissing' | 'serviceTimeFar'
export const attentionReasons: readonly AttentionReason[] = ['noMatch', 'notReceived', 'noConsultationNumber', 'serviceTimeMissing', 'serviceTimeFar']

/**
 * How far the BZSt's time may lie from the time its answer reached the site (either way). The BZSt
 * answers while the request waits (15 s at most, evatr-client.ts) and both clocks keep network time
 * (Lambda's Amazon Time Sync, the BZSt's servers), so an honest answer differs by seconds. Five
 * minutes leave room for a slow answer and a clock a few minutes off (the skew Kerberos, RFC 4120
 * § 1.7, tolerates by default); an answer older or newer than that was not given to this request
 * (a cached or replayed answer, a clock far off) and its time cannot prove when the number was valid.
 */
export const serviceTimeToleranceMs = 5 * 60_000

/** Member states whose VAT IDs the form takes, and Northern Ireland (XI), which VIES also answers for. */
export const qualifiedCountryCodes: readonly string[] = [...memberStateCodes, 'XI']

export interface QualifiedCheckRequest {
  requesterVatId: string
  countryCode: string
  vatNumber: string
  companyName: string
  city: string
  street?: string
  postcode?: string
  lang?: string
  /**
   * The visitor declares that the requesting VAT ID is theirs or that they act for its holder:
   * JSON `true`; form-encoded "on" (the checkbox). Required; recorded in the signed receipt.
   */
  declaration: boolean | 'on'
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

/** The service's answer exactly as received: its bytes (base64) and their SHA-256 (hex). */
export interface ReceivedAnswer {
  httpStatus: number
  contentType: string | null
  base64: string
  sha256: string
}

export interface QualifiedCheckResult {
  route: QualifiedRoute
  outcome: QualifiedOutcome
  /**
   * The status code the service sent: eVatR "evatr-0000", a VIES error code ("MS_UNAVAILABLE");
   * null when it sent none (a VIES answer with `valid` has no status code).
   */
  status: string | null
  /**
   * Why the service gave no answer: on the site's side ("evatr_timeout", "vies_unreachable"), or
   * "evatr_no_answer" when the BZSt answered an HTTP error without a status code (its bytes are kept
   * in `answer`, but it said nothing); else undefined.
   */
  failure?: string | undefined
  /** When the service answered, as it wrote it; null when its answer carries no time. */
  requestedAt: string | null
  /** When the answer reached the site, by the site's clock (ISO 8601, UTC): not the service's time. */
  receivedAt: string
  /** The BZSt's id of the request, or the VIES consultation number. */
  reference: string | undefined
  matches: Record<QualifiedField, FieldMatch>
  /** The BZSt's erg… values as received, per detail (its route only). */
  codes: Partial<Record<QualifiedField, string>>
  /** Why the result needs a closer look; empty when it is plain. */
  attention: AttentionReason[]
  validFrom: string | undefined
  validUntil: string | undefined
  /** What was asked, as sent. */
  request: { requesterVatId: string; vatId: string; companyName: string; city: string; street: string; postcode: string }
  /** The service's own answer, parsed (the record that proves the check, UStAE 18e.1 (2)); null without one. */
  record: unknown
  /** The same answer as bytes; null when the service sent none. */
  answer: ReceivedAnswer | null
  /**
   * Set when VIES answered instead of the BZSt (route "vies"): a Northern Ireland number (XI) asked
   * by a German requester that the BZSt refused or could not answer (`viesInsteadOfBzst`); what the
   * BZSt said, its status code as sent (null when none) or why it said nothing.
   */
  bzstFirst?: { outcome: QualifiedOutcome; status: string | null; failure: string | null }
}

/**
 * The function's answer: the result, the signed receipt (JSON, core/qualified-receipt.ts) and,
 * when asked for, the evidence as PDF (base64); the site keeps no copy of either.
 */
export interface QualifiedCheckAnswer extends QualifiedCheckResult {
  receipt?: { fileName: string; json: string }
  receiptPdf?: { fileName: string; base64: string }
}

export const qualifiedErrorStatus = {
  method_not_allowed: 405,
  unsupported_media_type: 415,
  invalid_json: 400,
  body_too_large: 413,
  invalid_requester: 400,
  /** A German requester that is not DE and nine digits (the BZSt would answer evatr-0004). */
  requester_malformed: 400,
  /** A German requester whose ninth digit is not the check digit of the first eight (a typing error; never sent). */
  requester_check_digit: 400,
  /** A German requester asking about a German number (the BZSt would answer evatr-0006). */
  german_for_german: 400,
  /** The requester asks about its own number. */
  requester_is_requested: 400,
  declaration_missing: 400,
  invalid_country: 400,
  invalid_vat_number: 400,
  missing_fields: 400,
  field_too_long: 400,
  rate_limited: 429,
  ...guardErrorStatus,
} as const
export type QualifiedErrorCode = keyof typeof qualifiedErrorStatus

/** The error texts of the form (content: QualifiedCheckText.errors). */
export type QualifiedErrorText = 'invalidRequester' | 'requesterMalformed' | 'requesterCheckDigit' | 'germanForGerman' | 'requesterIsRequested' | 'declarationMissing' | 'invalidVatNumber' | 'missingFields' | 'tooLong' | 'rateLimited' | 'failed'

/** The text the form shows for an error. */
export function qualifiedErrorText(code: string): QualifiedErrorText {
  switch (code) {
    case 'invalid_requester':
      return 'invalidRequester'
    case 'requester_malformed':
      return 'requesterMalformed'
    case 'requester_check_digit':
      return 'requesterCheckDigit'
    case 'german_for_german':
      return 'germanForGerman'
    case 'requester_is_requested':
      return 'requesterIsRequested'
    case 'declaration_missing':
      return 'declarationMissing'
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

/**
 * An eVatR comparison as a field match. The BZSt reports a letter for each detail sent; a detail
 * sent without a letter, or any value but A–D, is "no comparison received", never a letter the
 * BZSt did not send. A detail not sent and not reported was not asked.
 */
export function fromEvatrMatch(received: string | undefined, sent: boolean): FieldMatch {
  if (received === undefined) return sent ? 'notReceived' : 'notRequested'
  return isMatchCode(received) ? evatrMatch[received] : 'notReceived'
}

/** A VIES comparison as a field match: NOT_PROCESSED is "not asked" when nothing was sent, else "not supplied"; no value for a detail sent is "not received". */
export function fromViesMatch(match: ViesMatch | undefined, sent: boolean): FieldMatch {
  if (!sent) return 'notRequested'
  if (match === 'VALID') return 'match'
  if (match === 'INVALID') return 'noMatch'
  if (match === 'NOT_PROCESSED') return 'notSupplied'
  return 'notReceived'
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

/** Whether the service compared the details for this outcome (a valid number, qualified). */
export function isCompared(outcome: QualifiedOutcome): boolean {
  return isReliable(outcome)
}

/**
 * Why a result needs a closer look, in the order the reasons are shown. Comparisons and the
 * consultation number matter only where the number was confirmed; a missing service time matters
 * for every answer the service gave.
 */
export function attentionOf(result: Pick<QualifiedCheckResult, 'route' | 'outcome' | 'matches' | 'reference' | 'requestedAt' | 'receivedAt' | 'answer'>): AttentionReason[] {
  const reasons: AttentionReason[] = []
  const matches = Object.values(result.matches)
  if (isCompared(result.outcome)) {
    if (matches.includes('noMatch')) reasons.push('noMatch')
    if (matches.includes('notReceived')) reasons.push('notReceived')
    if (result.route === 'vies' && result.outcome === 'valid' && !result.reference) reasons.push('noConsultationNumber')
  }
  if (result.answer !== null && result.requestedAt === null) reasons.push('serviceTimeMissing')
  if (result.route === 'evatr' && result.requestedAt !== null && result.answer !== null && isServiceTimeFar(result.requestedAt, result.receivedAt)) reasons.push('serviceTimeFar')
  return reasons
}

/** Whether the service's time (read as core/service-time.ts reads it) lies more than the tolerance from when its answer arrived. */
export function isServiceTimeFar(serviceTime: string, receivedAt: string): boolean {
  const service = parseServiceTime(serviceTime)
  const received = Date.parse(receivedAt)
  return service !== undefined && !Number.isNaN(received) && Math.abs(service.getTime() - received) > serviceTimeToleranceMs
}

/**
 * Whether VIES is asked after the BZSt (issue 38 C3): only for a Northern Ireland number (XI), which
 * VIES checks since 2021 while the BZSt's eVatR may not (docs/qualified-check-sources.md § 6), and
 * only when the BZSt refused the number ("malformed": evatr-0005, -0012, -2003) or could not answer
 * (down, timeout, a 5xx). Never for a refused requester or an answer that says anything about the
 * number: those stand as the BZSt gave them.
 */
export function viesInsteadOfBzst(requested: { countryCode: string }, bzst: Pick<QualifiedCheckResult, 'outcome'>): boolean {
  return requested.countryCode === 'XI' && (bzst.outcome === 'malformed' || bzst.outcome === 'unavailable')
}

/** Valid, every comparison received, nothing missing: the one result a list may count as plainly valid. */
export function isPlainlyValid(result: Pick<QualifiedCheckResult, 'outcome' | 'attention'>): boolean {
  return isReliable(result.outcome) && result.attention.length === 0
}

/** The BZSt's value for a detail as received (a letter, or what it sent instead); "" when none (and always on the VIES route). */
export function receivedCode(result: Pick<QualifiedCheckResult, 'route' | 'codes'>, field: QualifiedField): string {
  return result.route === 'evatr' ? (result.codes[field] ?? '') : ''
}

/** The outcomes a status code list can give, and those of an answer that gives no verdict, for the texts (every one needs its explanation). */
export const qualifiedOutcomes: readonly QualifiedOutcome[] = [...new Set([...Object.values(evatrStatuses).map((s) => s.outcome), 'notValid' as const, 'otherNumber' as const, 'contradictory' as const, 'unknownStatus' as const])]

/** A VAT ID typed with or without spaces and prefix, as prefix and number; Greece's prefix is EL. */
function vatId(countryCode: string, input: string): { countryCode: string; number: string } | undefined {
  const code = countryCode === 'GR' ? 'EL' : countryCode
  if (!qualifiedCountryCodes.includes(code)) return undefined
  const number = cleanVatNumber(code, input)
  return /^[A-Z0-9]{2,12}$/.test(number) ? { countryCode: code, number } : undefined
}

/** The visitor's own VAT ID as typed with its prefix ("DE 123 456 789"), or undefined if it is none. */
export function parseRequester(text: string): { countryCode: string; number: string } | undefined {
  const compact = text.replace(/[^A-Za-z0-9]/g, '').toUpperCase()
  return vatId(compact.slice(0, 2), compact)
}

/** Whether the visitor has made the declaration: JSON true, or the checkbox's "on" (form-encoded). */
export function hasDeclaration(value: unknown): boolean {
  return value === true || value === 'on' || value === 'true'
}

/**
 * Validates a request. The requester is the visitor's own VAT ID, typed with its prefix
 * ("DE 123 456 789"); it decides the route: German to the BZSt, any other EU prefix or XI to VIES.
 * Before any service is asked: the declaration, a German requester's shape (DE and nine digits),
 * no German number from a German requester (the BZSt confirms only numbers another member state
 * issued, UStAE 18e.1 (3)), and no question about the requester's own number.
 */
export function parseQualifiedRequest(fields: Record<string, unknown>): { ok: true; input: QualifiedInput } | { ok: false; error: QualifiedErrorCode } {
  const names = ['requesterVatId', 'countryCode', 'vatNumber', 'companyName', 'city', 'street', 'postcode', 'lang', 'receipt']
  if (names.some((key) => fields[key] !== undefined && fields[key] !== null && typeof fields[key] !== 'string')) return { ok: false, error: 'invalid_json' }
  if (fields.declaration !== undefined && fields.declaration !== null && typeof fields.declaration !== 'boolean' && typeof fields.declaration !== 'string') return { ok: false, error: 'invalid_json' }
  const value = (key: string) => (typeof fields[key] === 'string' ? singleLine(fields[key] as string) : '')
  const requester = parseRequester(value('requesterVatId'))
  if (!requester) return { ok: false, error: 'invalid_requester' }
  if (requester.countryCode === 'DE' && !isGermanVatId(`DE${requester.number}`)) return { ok: false, error: 'requester_malformed' }
  if (requester.countryCode === 'DE' && !hasGermanCheckDigit(requester.number)) return { ok: false, error: 'requester_check_digit' }
  const countryCode = value('countryCode').toUpperCase()
  if (!qualifiedCountryCodes.includes(countryCode === 'GR' ? 'EL' : countryCode)) return { ok: false, error: 'invalid_country' }
  const requested = vatId(countryCode, value('vatNumber'))
  if (!requested) return { ok: false, error: 'invalid_vat_number' }
  if (requester.countryCode === 'DE' && requested.countryCode === 'DE') return { ok: false, error: 'german_for_german' }
  if (requester.countryCode === requested.countryCode && requester.number === requested.number) return { ok: false, error: 'requester_is_requested' }
  const details = { companyName: value('companyName'), city: value('city'), street: value('street'), postcode: value('postcode') }
  if (details.companyName === '' || details.city === '') return { ok: false, error: 'missing_fields' }
  if ((Object.keys(qualifiedLimits) as (keyof typeof qualifiedLimits)[]).some((key) => details[key].length > qualifiedLimits[key])) return { ok: false, error: 'field_too_long' }
  if (!hasDeclaration(fields.declaration)) return { ok: false, error: 'declaration_missing' }
  return { ok: true, input: { route: requester.countryCode === 'DE' ? 'evatr' : 'vies', requester, requested, details, lang: requestLang(fields.lang), receipt: fields.receipt !== 'none' } }
}
