// The receipt of a qualified check: the document parsed back by the platform's JSON parser and
// checked field by field against the result it was made from; the service's answer travels as
// received, nothing is added the service did not send (no letter, no time, no status code).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { canonicalBytes, fromBase64, readableServiceTime, receiptDocument, receiptFile, receiptFileStem, receiptKinds } from '../../core/qualified-receipt'
import type { FieldMatch, QualifiedCheckResult } from '../../core/qualified-check-api'

const bzstRecord = { id: '0f1e2d3c4b5a6978', anfrageZeitpunkt: '2026-11-26T10:15:30.123456789+01:00', status: 'evatr-0000', ergFirmenname: 'A', ergStrasse: 'C', ergPlz: 'D', ergOrt: 'E' }
const bytes = Buffer.from(JSON.stringify(bzstRecord))
const result: QualifiedCheckResult = {
  route: 'evatr',
  outcome: 'valid',
  status: 'evatr-0000',
  requestedAt: bzstRecord.anfrageZeitpunkt,
  receivedAt: '2026-11-26T09:15:30.600Z',
  reference: bzstRecord.id,
  matches: { companyName: 'match', street: 'notRequested', postcode: 'notSupplied', city: 'notReceived' },
  codes: { companyName: 'A', street: 'C', postcode: 'D', city: 'E' },
  attention: ['notReceived'],
  validFrom: undefined,
  validUntil: undefined,
  request: { requesterVatId: 'DE811907980', vatId: 'ATU12345678', companyName: 'Muster Handels GmbH', city: 'Graz', street: '', postcode: '1010' },
  record: bzstRecord,
  answer: { httpStatus: 200, contentType: 'application/json', base64: bytes.toString('base64'), sha256: 'x' },
}
const options = { lang: 'zh' as const, signedAt: new Date('2026-11-26T09:15:31.000Z'), keyId: 'local:test', declaration: 'I declare.' }

describe('the qualified receipt', () => {
  it('holds the signing time and key, the service’s time as written, the request, the declaration, each comparison with its German name and the BZSt’s value as received, and the answer’s bytes', () => {
    const document = receiptDocument(result, options)
    expect(receiptFileStem(result)).toBe('vat-id-confirmation-ATU12345678-20261126101530')
    const parsed = JSON.parse(receiptFile(document, { keyId: 'local:test', der: new Uint8Array([0x30, 0x00]) }))
    expect(parsed).toMatchObject({ receipt: receiptKinds.evatr, version: 2, language: 'zh', signedAt: '2026-11-26T09:15:31.000Z', keyId: 'local:test', serviceTime: bzstRecord.anfrageZeitpunkt, receivedAt: result.receivedAt, reference: bzstRecord.id, request: result.request, declaration: { accepted: true, statement: 'I declare.' } })
    expect(parsed.result.comparison).toEqual([
      { field: 'companyName', germanName: 'Firmenname', result: 'match', bzstCode: 'A' },
      { field: 'street', germanName: 'Straße', result: 'notRequested', bzstCode: 'C' },
      { field: 'postcode', germanName: 'PLZ', result: 'notSupplied', bzstCode: 'D' },
      { field: 'city', germanName: 'Ort', result: 'notReceived', bzstCode: 'E' },
    ])
    expect(parsed.result.attention).toEqual(['notReceived'])
    expect(Buffer.from(fromBase64(parsed.answer.base64)!).equals(bytes)).toBe(true)
    // The signature block names the bytes it signs: the document without it, canonical.
    const { signature, ...rest } = parsed
    expect(Buffer.from(fromBase64(signature.canonical)!).toString('utf8')).toBe(new TextDecoder().decode(canonicalBytes(rest)))
  })

  it('says the service gave no time where it gave none, and names the VIES route a VIES query, without a status code or BZSt value', () => {
    const vies = receiptDocument({ ...result, route: 'vies', status: null, requestedAt: null, codes: {} }, options)
    expect(vies).toMatchObject({ receipt: receiptKinds.vies, serviceTime: null, result: { status: null } })
    expect(vies.result.comparison.every((c) => c.bzstCode === null)).toBe(true)
    expect(receiptFileStem({ ...result, route: 'vies', requestedAt: null })).toBe('vies-vat-id-check-ATU12345678-20261126091530')
  })

  it('keeps any record, any text and any received value intact (fast-check)', () => {
    const matches = fc.constantFrom<FieldMatch>('match', 'noMatch', 'notRequested', 'notSupplied', 'notReceived')
    fc.assert(
      fc.property(fc.jsonValue(), fc.string(), fc.record({ companyName: matches, street: matches, postcode: matches, city: matches }), fc.string({ maxLength: 4 }), (record, name, m, code) => {
        const document = receiptDocument({ ...result, record, matches: m, codes: { city: code }, request: { ...result.request, companyName: name } }, options)
        const parsed = JSON.parse(receiptFile(document, { keyId: 'k', der: new Uint8Array([1]) }))
        expect(parsed.request.companyName).toBe(name)
        expect(parsed.result.comparison[3].bzstCode).toBe(code)
        expect(parsed.result.comparison.map((c: { result: string }) => c.result)).toEqual([m.companyName, m.street, m.postcode, m.city])
      }),
      { numRuns: 300 },
    )
  })
})

describe('readableServiceTime', () => {
  it('reads the service’s time (nanoseconds, any offset) in German time with its zone, winter and summer', () => {
    expect(readableServiceTime('2026-11-26T10:15:30.123456789+01:00', 'de')).toBe('26. November 2026 um 10:15:30 MEZ')
    expect(readableServiceTime('2026-07-01T12:00:00Z', 'de')).toBe('1. Juli 2026 um 14:00:00 MESZ')
    expect(readableServiceTime('2026-07-01T12:00:00.5+00:00', 'en')).toBe('1 July 2026 at 14:00:00 CEST')
    expect(readableServiceTime('2026-11-26T10:15:30+01:00', 'zh')).toContain('2026年11月26日')
  })

  it('gives nothing for what is no time, so the page shows the service’s own words', () => {
    for (const raw of ['', 'yesterday', '2026-13-45T99:00:00Z']) expect(readableServiceTime(raw, 'de')).toBeUndefined()
  })
})

describe('base64 in a receipt', () => {
  it('reads only the one spelling of the bytes: a last character that differs in the bits the padding leaves unused is refused (fast-check)', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 64 }).filter((bytes) => bytes.length % 3 !== 0), fc.integer({ min: 1, max: 15 }), (bytes, flip) => {
        const canonical = Buffer.from(bytes).toString('base64')
        expect(Buffer.from(fromBase64(canonical)!).equals(Buffer.from(bytes))).toBe(true)
        // "xx==" carries 4 unused bits in its last data character, "xxx=" 2.
        const unused = canonical.endsWith('==') ? 0b1111 : 0b11
        if ((flip & unused) === 0) return
        const last = canonical.replace(/=+$/, '').length - 1
        const other = canonical.slice(0, last) + alphabet[alphabet.indexOf(canonical[last]!) ^ (flip & unused)]! + canonical.slice(last + 1)
        // Node's own decoder reads the other spelling as the same bytes: that is what must not pass.
        expect(Buffer.from(other, 'base64').equals(Buffer.from(bytes))).toBe(true)
        expect(fromBase64(other)).toBeUndefined()
      }),
    )
  })
})
