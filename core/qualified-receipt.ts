import canonicalize from 'canonicalize'
import type { Lang } from '../content/types'
import { qualifiedFields } from './evatr-api'
import { intlLocale } from './intl-locale'
import { parseServiceTime, serviceTimeZone } from './service-time'
import type { AttentionReason, FieldMatch, QualifiedCheckResult, QualifiedOutcome, QualifiedRoute, ReceivedAnswer } from './qualified-check-api'

/** The BZSt's own German names of the details, kept in every receipt beside the visitor's language. */
const germanFieldNames = { companyName: 'Firmenname', street: 'Straße', postcode: 'PLZ', city: 'Ort' } as const

/**
 * What a receipt is: on the BZSt's route a qualified confirmation request (§ 18e UStG); on the
 * VIES route a VIES check with the trader's details, which is not a qualified confirmation in
 * the German sense.
 */
export const receiptKinds: Record<QualifiedRoute, string> = { evatr: 'qualified-vat-id-confirmation', vies: 'vies-vat-id-check-with-trader-details' }
const serviceNames: Record<QualifiedRoute, string> = { evatr: 'Bundeszentralamt für Steuern (eVatR)', vies: 'VIES (European Commission)' }

/** The signing algorithm: ECDSA on NIST P-256 over the SHA-256 of the canonical bytes (AWS KMS ECDSA_SHA_256). */
export const receiptSignatureAlgorithm = 'ECDSA_SHA_256'

/**
 * Everything a receipt states, and all of it signed: when the site signed it and with which key,
 * the service and its time as it wrote it (null when it wrote none), when the answer reached the
 * site, what was asked, the visitor's declaration in the words shown, the outcome with each
 * comparison (the BZSt's value as received), why it needs attention, and the service's answer as
 * received: its bytes and their SHA-256.
 */
export interface ReceiptDocument {
  receipt: string
  version: 2
  language: Lang
  signedAt: string
  keyId: string
  service: { route: QualifiedRoute; name: string }
  serviceTime: string | null
  receivedAt: string
  reference: string | null
  request: QualifiedCheckResult['request']
  declaration: { accepted: true; statement: string }
  result: {
    /**
     * Whether the service gave an answer: false when it sent an HTTP error without a status code
     * (failure "evatr_no_answer"); `answer` then keeps what arrived (HTTP status, bytes), and
     * `status` is null, never a code the service did not send.
     */
    serviceAnswered: boolean
    status: string | null
    failure: string | null
    outcome: QualifiedOutcome
    validFrom: string | null
    validUntil: string | null
    comparison: { field: string; germanName: string; result: FieldMatch; bzstCode: string | null }[]
    attention: AttentionReason[]
  }
  answer: ReceivedAnswer | null
  /** Only when VIES answered instead of the BZSt (an XI number the BZSt refused or could not answer): what the BZSt said first. */
  bzstFirst?: NonNullable<QualifiedCheckResult['bzstFirst']>
}

/** The signature block of a receipt file: the canonical bytes (base64) and the DER signature (base64). */
export interface ReceiptSignature {
  algorithm: typeof receiptSignatureAlgorithm
  keyId: string
  /** The exact bytes signed: RFC 8785 (JCS) of the document, so anyone can verify with openssl alone. */
  canonical: string
  /** The ECDSA signature as DER, base64. */
  value: string
}

export function receiptDocument(result: QualifiedCheckResult, options: { lang: Lang; signedAt: Date; keyId: string; declaration: string }): ReceiptDocument {
  return {
    receipt: receiptKinds[result.route],
    version: 2,
    language: options.lang,
    signedAt: options.signedAt.toISOString(),
    keyId: options.keyId,
    service: { route: result.route, name: serviceNames[result.route] },
    serviceTime: result.requestedAt,
    receivedAt: result.receivedAt,
    reference: result.reference ?? null,
    request: { ...result.request },
    declaration: { accepted: true, statement: options.declaration },
    result: {
      serviceAnswered: result.failure !== 'evatr_no_answer',
      status: result.status,
      failure: result.failure ?? null,
      outcome: result.outcome,
      validFrom: result.validFrom ?? null,
      validUntil: result.validUntil ?? null,
      comparison: qualifiedFields.map((field) => ({ field, germanName: germanFieldNames[field], result: result.matches[field], bzstCode: result.route === 'evatr' ? (result.codes[field] ?? null) : null })),
      attention: [...result.attention],
    },
    answer: result.answer,
    ...(result.bzstFirst ? { bzstFirst: { ...result.bzstFirst } } : {}),
  }
}

/** The bytes that are signed: the document in RFC 8785 JSON Canonicalization (UTF-8). */
export function canonicalBytes(document: object): Uint8Array<ArrayBuffer> {
  const text = canonicalize(document)
  if (text === undefined) throw new Error('the receipt cannot be canonicalized')
  return new TextEncoder().encode(text)
}

export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) return undefined
  const binary = atob(text)
  // Only the one spelling of these bytes (RFC 4648 § 3.5): a last character before "=" that differs
  // in the bits the padding leaves unused decodes to the same bytes, so a changed file would still
  // read as the signed one.
  if (btoa(binary) !== text) return undefined
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** The receipt file: the document with its signature, pretty-printed for a reader (whitespace is not signed). */
export function receiptFile(document: ReceiptDocument, signature: { keyId: string; der: Uint8Array }): string {
  const block: ReceiptSignature = { algorithm: receiptSignatureAlgorithm, keyId: signature.keyId, canonical: toBase64(canonicalBytes(document)), value: toBase64(signature.der) }
  return `${JSON.stringify({ ...document, signature: block }, null, 2)}\n`
}

/** The receipts' file name without extension: what kind, the number asked and the service's time (else the site's). */
export function receiptFileStem(result: Pick<QualifiedCheckResult, 'route' | 'request' | 'requestedAt' | 'receivedAt'>): string {
  const kind = result.route === 'evatr' ? 'vat-id-confirmation' : 'vies-vat-id-check'
  return `${kind}-${result.request.vatId}-${(result.requestedAt ?? result.receivedAt).replace(/[^0-9]/g, '').slice(0, 14)}`
}

const timeFormats = new Map<Lang, Intl.DateTimeFormat>()

/**
 * The service's time as a reader reads it, in German time with its zone ("26. November 2026 um
 * 05:31:07 MEZ"), beside the service's own string (which may carry nanoseconds and an offset); a
 * time without an offset is German time, as the BZSt writes it (core/service-time.ts), the same on
 * the page in any visitor's zone, in the receipt and in the PDF; undefined when the service wrote
 * something that is no time.
 */
export function readableServiceTime(raw: string, lang: Lang): string | undefined {
  const instant = parseServiceTime(raw)
  if (instant === undefined) return undefined
  let format = timeFormats.get(lang)
  if (!format) timeFormats.set(lang, (format = new Intl.DateTimeFormat(intlLocale[lang], { dateStyle: 'long', timeStyle: 'long', timeZone: serviceTimeZone })))
  return format.format(instant)
}
