// The eVatR client (lambdas/qualified-check/evatr-client.ts) over real HTTP against a local server
// that answers like the BZSt (tests/support/fake-evatr.ts): every documented status code, the
// qualified comparison, the member states' availability, and what goes wrong on the wire.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { evatrStatuses, isConfirmedValid, readEvatrAnswer } from '../../core/evatr-api'
import { createEvatrClient } from '../../lambdas/qualified-check/evatr-client'
import { registeredCompany, startFakeEvatr } from '../support/fake-evatr'

let fake: Awaited<ReturnType<typeof startFakeEvatr>>
const own = 'DE811907980'

beforeAll(async () => {
  fake = await startFakeEvatr({ unavailable: ['IT'] })
})
afterAll(async () => {
  await fake.close()
})

describe('the eVatR client', () => {
  it('reads every documented status code as the list means it; 2002 and 2006 come with HTTP 200 and are not valid', async () => {
    const client = createEvatrClient({ baseUrl: fake.url })
    const asked = Object.keys(evatrStatuses).filter((status) => !['evatr-0002', 'evatr-0004', 'evatr-0005', 'evatr-0006'].includes(status))
    for (const status of asked) {
      const answer = await client.check({ anfragendeUstid: own, angefragteUstid: `ATU1234${status.slice(-4)}`, ...(status === 'evatr-0003' ? { firmenname: 'Muster Handels GmbH' } : {}) })
      expect(answer.ok, status).toBe(true)
      if (!answer.ok) continue
      expect(answer.result.status, status).toBe(status)
      expect(answer.result.outcome, status).toBe(evatrStatuses[status]!.outcome)
      expect(answer.result.id, status).toMatch(/^[0-9a-f]{16}$/)
    }
    const notYet = await client.check({ anfragendeUstid: own, angefragteUstid: 'ATU12342002' })
    const past = await client.check({ anfragendeUstid: own, angefragteUstid: 'ATU12342006' })
    expect(notYet.ok && [notYet.result.outcome, isConfirmedValid(notYet.result.outcome), notYet.result.validFrom]).toEqual(['notYetValid', false, '01.01.2027'])
    expect(past.ok && [past.result.outcome, isConfirmedValid(past.result.outcome), past.result.validUntil]).toEqual(['noLongerValid', false, '31.12.2025'])
  })

  it('refuses what the BZSt refuses: a malformed or German requester, a German number asked, a missing field', async () => {
    const client = createEvatrClient({ baseUrl: fake.url })
    const outcome = async (anfragendeUstid: string, angefragteUstid: string) => {
      const answer = await client.check({ anfragendeUstid, angefragteUstid })
      return answer.ok ? answer.result.outcome : answer.error
    }
    expect(await outcome('DE12345', 'ATU12345678')).toBe('requesterRefused')
    expect(await outcome(own, 'DE123456789')).toBe('requesterRefused')
    expect(await outcome(own, '')).toBe('missingFields')
    expect(await outcome(own, 'AT!')).toBe('malformed')
  })

  it('compares the qualified fields: A match, B no match, C not asked, D withheld by the member state; only for a valid number', async () => {
    const client = createEvatrClient({ baseUrl: fake.url })
    const all = await client.check({ anfragendeUstid: own, angefragteUstid: 'ATU12345678', ...registeredCompany })
    expect(all.ok && all.result.codes).toEqual({ companyName: 'A', street: 'A', postcode: 'A', city: 'A' })
    const mixed = await client.check({ anfragendeUstid: own, angefragteUstid: 'ATU12347777', firmenname: 'Muster Handel AG', ort: 'Wien', plz: '1010' })
    expect(mixed.ok && mixed.result.codes).toEqual({ companyName: 'B', street: 'C', postcode: 'D', city: 'A' })
    const invalid = await client.check({ anfragendeUstid: own, angefragteUstid: 'ATU12342001', ...registeredCompany })
    expect(invalid.ok && [invalid.result.outcome, invalid.result.codes]).toEqual(['notAssigned', {}])
    // What the BZSt got, field by field.
    expect(fake.requests.at(-1)).toEqual({ anfragendeUstid: own, angefragteUstid: 'ATU12342001', ...registeredCompany })
  })

  it('says which member states answer before anyone waits', async () => {
    const states = await createEvatrClient({ baseUrl: fake.url }).memberStates()
    expect(states?.find((s) => s.code === 'IT')).toEqual({ code: 'IT', available: false })
    expect(states?.filter((s) => s.available)).toHaveLength(27)
    expect(await createEvatrClient({ baseUrl: 'http://127.0.0.1:1' }).memberStates()).toBeUndefined()
  })

  it('ends a slow answer at its timeout, an unreachable service and a flood of bytes with an error, never a verdict', async () => {
    const slow = await startFakeEvatr({ delayMs: 1_000 })
    expect(await createEvatrClient({ baseUrl: slow.url, timeoutMs: 200 }).check({ anfragendeUstid: own, angefragteUstid: 'ATU12345678' })).toEqual({ ok: false, error: 'evatr_timeout' })
    await slow.close()
    expect(await createEvatrClient({ baseUrl: 'http://127.0.0.1:1' }).check({ anfragendeUstid: own, angefragteUstid: 'ATU12345678' })).toEqual({ ok: false, error: 'evatr_unreachable' })
    const flood = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(`{"status":"evatr-0000","pad":"${'x'.repeat(200_000)}"}`)
    })
    await new Promise<void>((resolve) => flood.listen(0, '127.0.0.1', resolve))
    const floodUrl = `http://127.0.0.1:${(flood.address() as AddressInfo).port}`
    expect(await createEvatrClient({ baseUrl: floodUrl }).check({ anfragendeUstid: own, angefragteUstid: 'ATU12345678' })).toEqual({ ok: false, error: 'evatr_invalid_response' })
    flood.closeAllConnections()
    await new Promise((resolve) => flood.close(resolve))
  })

  it('keeps the answer exactly as received: its bytes and content type, and no time of its own where the BZSt wrote none', async () => {
    const text = '{ "status" : "evatr-0000",\n  "id":"0f1e2d3c4b5a6978", "ergFirmenname":"A",  "ergOrt":"A", "note":"Grüße \\u00e4" }'
    fake.setAnswer(() => ({ status: 200, text, contentType: 'application/json;charset=UTF-8' }))
    try {
      const answer = await createEvatrClient({ baseUrl: fake.url }).check({ anfragendeUstid: own, angefragteUstid: 'ATU12345678', firmenname: 'X', ort: 'Y' })
      expect(answer.ok).toBe(true)
      if (!answer.ok) return
      expect(answer.received.bytes.equals(Buffer.from(text, 'utf8'))).toBe(true)
      expect(answer.received).toMatchObject({ httpStatus: 200, contentType: 'application/json;charset=UTF-8' })
      expect(answer.result.requestedAt).toBeNull()
    } finally {
      fake.setAnswer(undefined)
    }
  })

  it('never reads an unknown, contradictory or broken answer as a verdict on the number (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), fc.oneof(fc.jsonValue(), fc.record({ status: fc.string(), ergFirmenname: fc.string() })), (http, body) => {
        const reading = readEvatrAnswer(http, body)
        if (!reading.ok) return
        const { status, outcome } = reading.result
        // Only a documented status code, with the HTTP status the list gives it, gives a verdict.
        if (status === null) expect([outcome, reading.result.noAnswer]).toEqual(http >= 500 ? ['unavailable', true] : ['contradictory', undefined])
        else if (!(status in evatrStatuses)) expect(outcome).toBe('unknownStatus')
        else if (evatrStatuses[status]!.http !== undefined && evatrStatuses[status]!.http !== http && !(evatrStatuses[status]!.outcome === 'unavailable' && http >= 500)) expect(outcome).toBe('contradictory')
        else expect(outcome).toBe(evatrStatuses[status]!.outcome)
      }),
      { numRuns: 2_000 },
    )
  })
})
