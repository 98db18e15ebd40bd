/**
 * Verifying a receipt of the qualified check (core/qualified-receipt.ts) with the site's published
 * public key, in the browser (WebCrypto) and in Node alike: the file never leaves the device.
 * Everything in the file but `signature` is signed; `signature.canonical` holds the exact bytes
 * signed (RFC 8785 JCS of the rest), so openssl alone can verify them too (docs/deploying.md).
 */
import { canonicalBytes, fromBase64, receiptSignatureAlgorithm, toBase64, type ReceiptDocument } from './qualified-receipt'

/**
 * One key that signs or signed receipts, with the period in which it signed: from `validFrom`
 * (inclusive) until `validUntil` (exclusive; null for the key that signs now). A receipt's
 * `signedAt` must fall in the period of the key it names (docs/receipt-format.md).
 */
export interface PublishedReceiptKey {
  keyId: string
  algorithm: typeof receiptSignatureAlgorithm
  publicKeyPem: string
  validFrom: string
  validUntil: string | null
}

/** Every key that ever signed receipts, as the receipt-key endpoint serves them: the old ones stay so that their receipts still verify. */
export interface ReceiptKeys {
  keys: PublishedReceiptKey[]
}

/**
 * valid: signed by one of the site's keys, in that key's period, and unchanged since; altered: it
 * names one of the site's keys, but something was changed after signing; outsideKeyPeriod: the
 * signature fits, but the receipt says it was signed when the key it names did not sign (before
 * its first or after its last day); foreign: not signed by the site (another key, or no
 * signature); unreadable: not a receipt file at all.
 */
export type ReceiptVerdict = { kind: 'valid'; document: ReceiptDocument; key: PublishedReceiptKey } | { kind: 'altered' } | { kind: 'outsideKeyPeriod' } | { kind: 'foreign' } | { kind: 'unreadable' }

/** Whether an instant (ISO 8601) falls in a key's period; false for anything that is no time. */
export function inKeyPeriod(key: Pick<PublishedReceiptKey, 'validFrom' | 'validUntil'>, signedAt: unknown): boolean {
  if (typeof signedAt !== 'string') return false
  const at = Date.parse(signedAt)
  const from = Date.parse(key.validFrom)
  const until = key.validUntil === null ? Infinity : Date.parse(key.validUntil)
  return !Number.isNaN(at) && !Number.isNaN(from) && !Number.isNaN(until) && from <= at && at < until
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The DER of a PEM block ("-----BEGIN PUBLIC KEY-----"), or undefined. */
export function pemBody(pem: string): Uint8Array<ArrayBuffer> | undefined {
  const match = /-----BEGIN PUBLIC KEY-----([A-Za-z0-9+/=\s]+)-----END PUBLIC KEY-----/.exec(pem)
  return match ? fromBase64(match[1]!.replace(/\s+/g, '')) : undefined
}

export function toPem(spkiDer: Uint8Array): string {
  const body = toBase64(spkiDer).replace(/.{1,64}/g, '$&\n')
  return `-----BEGIN PUBLIC KEY-----\n${body}-----END PUBLIC KEY-----\n`
}

/**
 * An ECDSA signature as DER (SEQUENCE of two INTEGERs, what KMS and openssl write) in the form
 * WebCrypto verifies (IEEE P1363: r and s, 32 bytes each for P-256); undefined when it is not a
 * well-formed DER signature of that size.
 */
export function derToP1363(der: Uint8Array, size = 32): Uint8Array<ArrayBuffer> | undefined {
  let at = 0
  const byte = () => (at < der.length ? der[at++]! : -1)
  if (byte() !== 0x30) return undefined
  let length = byte()
  if (length === 0x81) length = byte()
  if (length < 0 || length !== der.length - at) return undefined
  const integer = (): Uint8Array | undefined => {
    if (byte() !== 0x02) return undefined
    const n = byte()
    if (n <= 0 || at + n > der.length) return undefined
    let value = der.subarray(at, at + n)
    at += n
    // DER: a leading zero only where the next byte's high bit is set, never a negative number.
    if (value[0]! & 0x80) return undefined
    if (value.length > 1 && value[0] === 0 && !(value[1]! & 0x80)) return undefined
    while (value.length > 1 && value[0] === 0) value = value.subarray(1)
    if (value.length > size) return undefined
    const padded = new Uint8Array(size)
    padded.set(value, size - value.length)
    return padded
  }
  const r = integer()
  const s = integer()
  if (!r || !s || at !== der.length) return undefined
  const out = new Uint8Array(size * 2)
  out.set(r, 0)
  out.set(s, size)
  return out
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index])
}

function hex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** Verifies a receipt file's text against the site's keys (WebCrypto's SubtleCrypto of a browser or of Node). */
export async function verifyReceipt(text: string, keys: ReceiptKeys, subtle: SubtleCrypto): Promise<ReceiptVerdict> {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return { kind: 'unreadable' }
  }
  if (!isRecord(parsed) || typeof parsed.receipt !== 'string') return { kind: 'unreadable' }
  const { signature, ...document } = parsed
  if (!isRecord(signature) || typeof signature.keyId !== 'string') return { kind: 'foreign' }
  const key = keys.keys.find((k) => k.keyId === signature.keyId)
  if (!key) return { kind: 'foreign' }
  if (signature.algorithm !== receiptSignatureAlgorithm || typeof signature.canonical !== 'string' || typeof signature.value !== 'string') return { kind: 'altered' }
  const signed = fromBase64(signature.canonical)
  const der = fromBase64(signature.value)
  const raw = der && derToP1363(der)
  let bytes: Uint8Array<ArrayBuffer>
  try {
    bytes = canonicalBytes(document)
  } catch {
    return { kind: 'altered' }
  }
  if (!signed || !raw || !sameBytes(signed, bytes) || document.keyId !== signature.keyId) return { kind: 'altered' }
  const spki = pemBody(key.publicKeyPem)
  if (!spki) return { kind: 'foreign' }
  const publicKey = await subtle.importKey('spki', spki, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify'])
  if (!(await subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, publicKey, raw, bytes))) return { kind: 'altered' }
  // The signature covers the answer's bytes and its hash; a hash that does not fit its bytes was wrong when signed.
  const answer = document.answer
  if (answer !== null) {
    if (!isRecord(answer) || typeof answer.base64 !== 'string' || typeof answer.sha256 !== 'string') return { kind: 'altered' }
    const answerBytes = fromBase64(answer.base64)
    if (!answerBytes || hex(await subtle.digest('SHA-256', answerBytes)) !== answer.sha256) return { kind: 'altered' }
  }
  // The key's period: a receipt naming a key signed after that key's end (or before its start) is not the site's.
  if (!inKeyPeriod(key, document.signedAt)) return { kind: 'outsideKeyPeriod' }
  return { kind: 'valid', document: document as unknown as ReceiptDocument, key }
}
