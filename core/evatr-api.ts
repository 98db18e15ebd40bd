/**
 * The BZSt's eVatR REST interface (the German Federal Central Tax Office's confirmation of foreign
 * VAT IDs, https://api.evatr.vies.bzst.de/app/v1): request and answer fields as its OpenAPI
 * description names them, every status code it documents (GET /v1/info/statusmeldungen, as of
 * March 2026) with what it means for the visitor, and the reading of an answer. Used by the
 * qualified-check function and, for the texts, by the page.
 *
 * Only the holder of a German VAT ID may ask (UStAE 18e.1 (1)), and only about a number another
 * member state issued (UStAE 18e.1 (3)); a check is qualified when the company name and the city are
 * sent (street and postcode optional). The answer is kept as received (UStAE 18e.1 (2)): nothing is
 * added that the BZSt did not send, no time, no letter.
 */
import { normalisedFullVatId } from './vat-id-match'

/** What a status means for the visitor's supply, never "invalid" where the service could not answer. */
export type EvatrOutcome =
  /** Valid at the time of the request (the qualified fields, if sent, were compared). */
  | 'valid'
  /** Valid, but the qualified check was not made: company name or city missing. */
  | 'validNotQualified'
  /** Valid; the BZSt notes a special case for the qualified check and asks to be contacted. */
  | 'validSpecialCase'
  /** Not valid yet: valid from gueltigAb. */
  | 'notYetValid'
  /** Not valid any more: valid between gueltigAb and gueltigBis. */
  | 'noLongerValid'
  /** Not assigned at the time of the request. */
  | 'notAssigned'
  /** The requested number is malformed or its country code unknown. */
  | 'malformed'
  /** The visitor's own German VAT ID is malformed, not valid, or may not ask (e.g. for a DE number). */
  | 'requesterRefused'
  /** A required field is empty. */
  | 'missingFields'
  /** Too many qualified requests in one session: the BZSt asks to start again with a simple request. */
  | 'sessionLimit'
  /** The BZSt refused the call itself as faulty (0001, 0007): nothing about the number. */
  | 'faultyCall'
  /** The BZSt or the member state cannot answer now: try later (BZSt asks not to repeat at once). */
  | 'unavailable'
  /** The answer names another VAT ID than the one asked (or another requester): no verdict on the number asked. */
  | 'otherNumber'
  /** The answer contradicts itself (an HTTP status its status code never comes with, a name given twice): no verdict. */
  | 'contradictory'
  /** A status code the BZSt's list does not know: no verdict (the code is kept as received). */
  | 'unknownStatus'

export interface EvatrStatus {
  /** The HTTP status the BZSt answers with; none for 0001 (its list gives it no HTTP code since March 2026). */
  http: number | undefined
  outcome: EvatrOutcome
}

/**
 * Every documented status code (GET /v1/info/statusmeldungen, docs/qualified-check-sources.md;
 * several codes share the "try later" text).
 */
export const evatrStatuses: Record<string, EvatrStatus> = {
  'evatr-0000': { http: 200, outcome: 'valid' },
  'evatr-0001': { http: undefined, outcome: 'faultyCall' },
  'evatr-0002': { http: 400, outcome: 'missingFields' },
  'evatr-0003': { http: 400, outcome: 'validNotQualified' },
  'evatr-0004': { http: 400, outcome: 'requesterRefused' },
  'evatr-0005': { http: 400, outcome: 'malformed' },
  'evatr-0006': { http: 403, outcome: 'requesterRefused' },
  'evatr-0007': { http: 403, outcome: 'faultyCall' },
  'evatr-0008': { http: 403, outcome: 'sessionLimit' },
  'evatr-0011': { http: 503, outcome: 'unavailable' },
  'evatr-0012': { http: 400, outcome: 'malformed' },
  'evatr-0013': { http: 503, outcome: 'unavailable' },
  'evatr-1001': { http: 503, outcome: 'unavailable' },
  'evatr-1002': { http: 500, outcome: 'unavailable' },
  'evatr-1003': { http: 500, outcome: 'unavailable' },
  'evatr-1004': { http: 500, outcome: 'unavailable' },
  'evatr-2001': { http: 404, outcome: 'notAssigned' },
  'evatr-2002': { http: 200, outcome: 'notYetValid' },
  'evatr-2003': { http: 400, outcome: 'malformed' },
  'evatr-2004': { http: 500, outcome: 'unavailable' },
  'evatr-2005': { http: 404, outcome: 'requesterRefused' },
  'evatr-2006': { http: 200, outcome: 'noLongerValid' },
  'evatr-2007': { http: 500, outcome: 'unavailable' },
  'evatr-2008': { http: 200, outcome: 'validSpecialCase' },
  'evatr-2011': { http: 500, outcome: 'unavailable' },
  'evatr-3011': { http: 500, outcome: 'unavailable' },
}

/** The result of comparing one qualified field: A matches, B does not, C not asked, D not supplied by the member state. */
export type MatchCode = 'A' | 'B' | 'C' | 'D'
export const matchCodes: readonly MatchCode[] = ['A', 'B', 'C', 'D']

/** The qualified fields, in the order the BZSt lists them. */
export const qualifiedFields = ['companyName', 'street', 'postcode', 'city'] as const
export type QualifiedField = (typeof qualifiedFields)[number]

/** The answer fields of each qualified field (ergFirmenname …). */
const answerField: Record<QualifiedField, string> = { companyName: 'ergFirmenname', street: 'ergStrasse', postcode: 'ergPlz', city: 'ergOrt' }

/** The request as the BZSt takes it (POST /v1/abfrage). */
export interface EvatrRequest {
  anfragendeUstid: string
  angefragteUstid: string
  firmenname?: string
  strasse?: string
  plz?: string
  ort?: string
}

export interface EvatrResult {
  /** The status code as the BZSt sent it; null when it sent none (or a contradictory answer gives it twice). */
  status: string | null
  outcome: EvatrOutcome
  /** The BZSt's technical id of the request: with the time, what identifies the record. */
  id: string | undefined
  /** When the BZSt answered, as it wrote it; null when it wrote no time (never the site's clock). */
  requestedAt: string | null
  /** gueltigAb and gueltigBis as the BZSt wrote them (their format is not documented). */
  validFrom: string | undefined
  validUntil: string | undefined
  /**
   * Per qualified field, the erg… value exactly as received (a letter A–D, or anything else the
   * BZSt sent; a value that is no string as its JSON); only for a valid number.
   */
  codes: Partial<Record<QualifiedField, string>>
  /** True when the BZSt gave no answer at all: an HTTP error status without a status code (its bytes are kept). */
  noAnswer?: true
}

export type EvatrReading = { ok: true; result: EvatrResult } | { ok: false; error: 'invalid_response' }

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown, max = 64): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : undefined)

/** What was asked, to bind the answer to it: the requester's and the requested VAT ID with their prefixes. */
export interface EvatrAsked {
  anfragendeUstid: string
  angefragteUstid: string
}

/** The echo fields an answer may carry, each compared with the question where present. */
const echoFields = ['angefragteUstid', 'anfragendeUstid'] as const

/**
 * Reads an answer of POST /v1/abfrage. The status code decides, not the HTTP status: 2002 and 2006
 * come with HTTP 200 and mean "not valid". But an answer gives no verdict when it cannot be bound
 * to its question or read one way only: a name given twice in its JSON (`duplicateKeys`: the
 * receipt keeps the bytes, and another reader would read the other value), an HTTP status that its
 * status code never comes with (evatr-0000 with 400), an echo of another number asked or another
 * requester. An unknown status code is no verdict either, and never "try later"; an HTTP error
 * without a status code is "no answer given" (status null), never a code the BZSt did not send.
 */
export function readEvatrAnswer(httpStatus: number, body: unknown, options: { asked?: EvatrAsked; duplicateKeys?: boolean } = {}): EvatrReading {
  if (options.duplicateKeys) return { ok: true, result: { ...empty(null, 'contradictory') } }
  if (!isRecord(body)) return httpStatus >= 500 ? { ok: true, result: noAnswer() } : { ok: false, error: 'invalid_response' }
  const status = text(body.status, 16)
  if (!status || !/^evatr-\d{4}$/.test(status)) return httpStatus >= 500 ? { ok: true, result: noAnswer() } : { ok: false, error: 'invalid_response' }
  const times = { id: text(body.id), requestedAt: text(body.anfrageZeitpunkt) ?? null }
  const known = evatrStatuses[status]
  if (!known) return { ok: true, result: { ...empty(status, 'unknownStatus'), ...times } }
  const contradicts = known.http !== undefined && known.http !== httpStatus && !(known.outcome === 'unavailable' && httpStatus >= 500)
  if (contradicts) return { ok: true, result: { ...empty(status, 'contradictory'), ...times } }
  const asked = options.asked
  if (asked && echoFields.some((field) => body[field] !== undefined && (typeof body[field] !== 'string' || normalisedFullVatId(body[field]) !== normalisedFullVatId(asked[field])))) {
    return { ok: true, result: { ...empty(status, 'otherNumber'), ...times } }
  }
  const codes: Partial<Record<QualifiedField, string>> = {}
  if (isConfirmedValid(known.outcome)) {
    for (const field of qualifiedFields) {
      const code = body[answerField[field]]
      if (code !== undefined && code !== null) codes[field] = typeof code === 'string' ? code.slice(0, 64) : JSON.stringify(code).slice(0, 64)
    }
  }
  return {
    ok: true,
    result: {
      status,
      outcome: known.outcome,
      ...times,
      validFrom: text(body.gueltigAb, 32),
      validUntil: text(body.gueltigBis, 32),
      codes,
    },
  }
}

function empty(status: string | null, outcome: EvatrOutcome): EvatrResult {
  return { status, outcome, id: undefined, requestedAt: null, validFrom: undefined, validUntil: undefined, codes: {} }
}

/** An HTTP error without a status code: the BZSt gave no answer, so nothing is recorded as its code. */
function noAnswer(): EvatrResult {
  return { ...empty(null, 'unavailable'), noAnswer: true }
}

/** Whether a received erg… value is one of the BZSt's four letters. */
export function isMatchCode(value: string | undefined): value is MatchCode {
  return value !== undefined && (matchCodes as readonly string[]).includes(value)
}

/** Whether a status lets the visitor rely on the number for the time of the request. */
export function isConfirmedValid(outcome: EvatrOutcome): boolean {
  return outcome === 'valid' || outcome === 'validSpecialCase' || outcome === 'validNotQualified'
}

/** A German VAT ID as the BZSt checks its shape (evatr-0004, "deutsches Erzeugungsschema"): DE and nine digits. */
export function isGermanVatId(value: string): boolean {
  return /^DE\d{9}$/.test(value)
}

/**
 * Whether a German VAT ID's ninth digit is the check digit of the first eight: ISO/IEC 7064,
 * MOD 11,10 (the hybrid system: a running product starts at 10; per digit, (digit + product) mod 10,
 * 0 taken as 10, doubled mod 11; the check digit is 11 − product, 10 written as 0). The BZSt
 * issues only numbers that pass; one that fails is a typing error and is never sent.
 */
export function hasGermanCheckDigit(value: string): boolean {
  const digits = /^(?:DE)?(\d{9})$/.exec(value)?.[1]
  if (!digits) return false
  let product = 10
  for (const digit of digits.slice(0, 8)) {
    const sum = (Number(digit) + product) % 10 || 10
    product = (2 * sum) % 11
  }
  return (11 - product) % 10 === Number(digits[8])
}
