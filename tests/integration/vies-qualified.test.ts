// The qualified check with VIES (lambdas/qualified-check/vies-qualified.ts) over real HTTP against
// a local server that answers like the VIES REST API (tests/support/fake-vies.ts): what is sent,
// the comparison of each trader detail, the consultation number, availability, and errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createViesQualifiedClient } from '../../lambdas/qualified-check/vies-qualified'
import { createLogger } from '../../lambdas/log'
import { startFakeVies, viesAnswers, viesRegisteredTrader, type ViesRequest } from '../support/fake-vies'

let fake: Awaited<ReturnType<typeof startFakeVies>>
const log = createLogger('test', () => undefined)
const requester = { countryCode: 'AT', number: 'U12345678' }

beforeAll(async () => {
  fake = await startFakeVies((request: ViesRequest) => {
    if (request.vatNumber === '111111111') return viesAnswers.error('MS_UNAVAILABLE')
    if (request.vatNumber === '202020202') return viesAnswers.error('INVALID_REQUESTER_INFO', 400)
    if (request.vatNumber === '999999999') return viesAnswers.invalid(request)
    return viesAnswers.qualified(request)
  }, 0, { unavailable: ['IT'] })
})
afterAll(async () => {
  await fake.close()
})

describe('the qualified check with VIES', () => {
  it('sends the visitor as requester and the trader details, and reads each comparison and the consultation number', async () => {
    const client = createViesQualifiedClient({ apiUrl: fake.url })
    const answer = await client.check(log, { countryCode: 'DE', vatNumber: '123456789', requester, trader: { name: 'Muster Handels GmbH', city: 'Frankfurt', postcode: '65232' } })
    expect(fake.requests.at(-1)).toEqual({ countryCode: 'DE', vatNumber: '123456789', requesterMemberStateCode: 'AT', requesterNumber: 'U12345678', traderName: 'Muster Handels GmbH', traderCity: 'Frankfurt', traderPostalCode: '65232' })
    expect(answer.ok).toBe(true)
    if (!answer.ok) return
    expect(answer.matches).toEqual({ name: 'VALID', street: 'NOT_PROCESSED', postcode: 'VALID', city: 'INVALID' })
    expect(answer.result.requestIdentifier).toBe('WAPIAAAAZE5qMXl8')
    const all = await client.check(log, { countryCode: 'DE', vatNumber: '123456789', requester, trader: { name: viesRegisteredTrader.traderName, city: viesRegisteredTrader.traderCity, street: viesRegisteredTrader.traderStreet, postcode: viesRegisteredTrader.traderPostalCode } })
    expect(all.ok && all.matches).toEqual({ name: 'VALID', street: 'VALID', postcode: 'VALID', city: 'VALID' })
  })

  it('keeps "the member state cannot answer" apart from "not valid", and a refused requester apart from both', async () => {
    const client = createViesQualifiedClient({ apiUrl: fake.url, retryPauseMs: 1 })
    const trader = { name: 'X', city: 'Y' }
    expect(await client.check(log, { countryCode: 'DE', vatNumber: '111111111', requester, trader })).toEqual({ ok: false, error: 'MS_UNAVAILABLE' })
    expect(await client.check(log, { countryCode: 'DE', vatNumber: '202020202', requester, trader })).toEqual({ ok: false, error: 'INVALID_REQUESTER_INFO' })
    const invalid = await client.check(log, { countryCode: 'DE', vatNumber: '999999999', requester, trader })
    expect(invalid.ok && invalid.result.valid).toBe(false)
  })

  it('says which member states answer before anyone waits; nothing when VIES cannot say', async () => {
    const states = await createViesQualifiedClient({ apiUrl: fake.url }).memberStates()
    expect(states?.find((s) => s.code === 'IT')).toEqual({ code: 'IT', available: false })
    expect(states?.filter((s) => s.available).map((s) => s.code)).toContain('DE')
    expect(await createViesQualifiedClient({ apiUrl: 'http://127.0.0.1:1', timeoutMs: 500 }).memberStates()).toBeUndefined()
  })
})
