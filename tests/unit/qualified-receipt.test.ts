// The receipt JSON of a qualified check: parsed back by the platform's JSON parser and checked
// field by field against the result it was made from; the service's record travels unchanged.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { qualifiedReceipt, readableServiceTime } from '../../core/qualified-receipt'
import type { FieldMatch, QualifiedCheckResult } from '../../core/qualified-check-api'

const bzstRecord = { id: '0f1e2d3c4b5a6978', anfrageZeitpunkt: '2026-11-26T10:15:30.123456789+01:00', status: 'evatr-0000', ergFirmenname: 'A', ergStrasse: 'C', ergPlz: 'D', ergOrt: 'B' }
const result: QualifiedCheckResult = {
  route: 'evatr',
  outcome: 'valid',
  status: 'evatr-0000',
  requestedAt: bzstRecord.anfrageZeitpunkt,
  reference: bzstRecord.id,
  matches: { companyName: 'match', street: 'notRequested', postcode: 'notSupplied', city: 'noMatch' },
  validFrom: undefined,
  validUntil: undefined,
  request: { requesterVatId: 'DE811907980', vatId: 'ATU12345678', companyName: 'Muster Handels GmbH', city: 'Graz', street: '', postcode: '1010' },
  record: bzstRecord,
}

describe('the qualified receipt', () => {
  it('holds time, request, outcome, each comparison with its German name and BZSt letter, and the record as received', () => {
    const receipt = qualifiedReceipt(result, 'zh', new Date('2026-11-26T09:15:31.000Z'))
    expect(receipt.fileName).toBe('vat-id-confirmation-ATU12345678-20261126101530.json')
    const parsed = JSON.parse(receipt.json)
    expect(parsed).toMatchObject({ language: 'zh', generatedAt: '2026-11-26T09:15:31.000Z', service: 'Bundeszentralamt für Steuern (eVatR)', requestedAt: bzstRecord.anfrageZeitpunkt, reference: bzstRecord.id, request: result.request })
    expect(parsed.result.comparison).toEqual([
      { field: 'companyName', germanName: 'Firmenname', result: 'match', bzstCode: bzstRecord.ergFirmenname },
      { field: 'street', germanName: 'Straße', result: 'notRequested', bzstCode: bzstRecord.ergStrasse },
      { field: 'postcode', germanName: 'PLZ', result: 'notSupplied', bzstCode: bzstRecord.ergPlz },
      { field: 'city', germanName: 'Ort', result: 'noMatch', bzstCode: bzstRecord.ergOrt },
    ])
    expect(parsed.record).toEqual(bzstRecord)
  })

  it('gives no BZSt letter on the VIES route, and keeps any record and any text intact (fast-check)', () => {
    const matches = fc.constantFrom<FieldMatch>('match', 'noMatch', 'notRequested', 'notSupplied')
    fc.assert(
      fc.property(fc.jsonValue(), fc.string(), fc.record({ companyName: matches, street: matches, postcode: matches, city: matches }), (record, name, m) => {
        const vies: QualifiedCheckResult = { ...result, route: 'vies', record, matches: m, request: { ...result.request, companyName: name } }
        const parsed = JSON.parse(qualifiedReceipt(vies, 'de', new Date(0)).json)
        expect(parsed.record).toEqual(JSON.parse(JSON.stringify(record)))
        expect(parsed.request.companyName).toBe(name)
        expect(parsed.result.comparison.every((c: { bzstCode?: string }) => c.bzstCode === undefined)).toBe(true)
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
