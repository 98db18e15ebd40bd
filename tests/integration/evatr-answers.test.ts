// Issue 38 A1, B5, C4: an eVatR answer gives a verdict only about the question it answers. Real
// HTTP against the fake BZSt (tests/support/fake-evatr.ts), read by the real client: an answer
// naming another number or requester, evatr-0000 with HTTP 400, a name given twice, a 5xx without
// a status code, an unknown status code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvatrClient } from '../../lambdas/qualified-check/evatr-client'
import { evatrFaults, startFakeEvatr } from '../support/fake-evatr'

let fake: Awaited<ReturnType<typeof startFakeEvatr>>
const own = 'DE811907980'
const question = { anfragendeUstid: own, angefragteUstid: 'FR12345678901', firmenname: 'Muster Handels GmbH', ort: 'Wien' }

beforeAll(async () => {
  fake = await startFakeEvatr()
})
afterAll(async () => {
  await fake.close()
})

async function ask(answer: Parameters<typeof fake.setAnswer>[0], request: typeof question = question) {
  fake.setAnswer(answer)
  try {
    const check = await createEvatrClient({ baseUrl: fake.url }).check(request)
    if (!check.ok) throw new Error(check.error)
    return check
  } finally {
    fake.setAnswer(undefined)
  }
}

describe('an eVatR answer bound to its question', () => {
  it('an answer naming another requested number or another requester gives no verdict', async () => {
    for (const fields of [{ angefragteUstid: 'FR99999999999' }, { angefragteUstid: 'BE0123456789' }, { anfragendeUstid: 'DE999999999' }, { angefragteUstid: 42 }]) {
      const check = await ask((request) => evatrFaults.altered(request, fields))
      expect(check.result.outcome, JSON.stringify(fields)).toBe('otherNumber')
      expect(check.result.codes).toEqual({})
    }
  })

  it('an echo of the same number written another way (spaces, case, GR for EL) is the same number', async () => {
    const valid = await ask((request) => evatrFaults.altered(request, { angefragteUstid: 'fr 123 456 789 01', anfragendeUstid: own }))
    expect(valid.result.outcome).toBe('valid')
    const greek = await ask((request) => evatrFaults.altered(request, { angefragteUstid: 'GR123456789' }), { ...question, angefragteUstid: 'EL123456789' })
    expect(greek.result.outcome).toBe('valid')
  })

  it('evatr-0000 with HTTP 400 contradicts itself: no verdict', async () => {
    const check = await ask(() => evatrFaults.validWithHttp400())
    expect([check.result.outcome, check.result.status, check.received.httpStatus]).toEqual(['contradictory', 'evatr-0000', 400])
  })

  it('a name given twice ("B" then "A") gives no verdict, and the bytes kept are the bytes read', async () => {
    const fault = evatrFaults.duplicateKeys()
    const check = await ask(() => fault)
    expect(check.result.outcome).toBe('contradictory')
    expect(check.result.codes).toEqual({})
    expect(check.received.bytes.toString('utf8')).toBe(fault.text)
  })

  it('a 5xx without a status code is "no answer given": no code the BZSt never sent, the HTTP status and bytes kept', async () => {
    const check = await ask(() => evatrFaults.emptyServerError(502))
    expect([check.result.outcome, check.result.status, check.result.noAnswer, check.received.httpStatus, check.received.bytes.length]).toEqual(['unavailable', null, true, 502, 0])
  })

  it('an unknown status code is "unknown answer code", never "cannot answer now", whatever the HTTP status', async () => {
    for (const http of [200, 400, 503]) {
      const check = await ask((request) => evatrFaults.altered(request, { status: 'evatr-9999' }, http))
      expect([check.result.outcome, check.result.status], String(http)).toEqual(['unknownStatus', 'evatr-9999'])
    }
  })
})
