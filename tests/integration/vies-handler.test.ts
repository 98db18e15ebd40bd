// The VAT-ID check handler over real HTTP against a local server that answers like VIES.
import { afterEach, describe, expect, it } from 'vitest'
import { cleanVatNumber, viesErrorCodes } from '../../core/vies-api'
import { createViesHandler } from '../../lambdas/vies-vat-check/handler'
import { startFakeVies, viesAnswers, type FakeViesReply, type ViesRequest } from '../support/fake-vies'
import { httpEvent } from '../support/http-event'

const silent = () => {}
let fake: Awaited<ReturnType<typeof startFakeVies>> | undefined

afterEach(async () => {
  await fake?.close()
  fake = undefined
})

async function check(reply: (r: ViesRequest, i: number) => FakeViesReply, body: object, options: { requesterVatId?: string } = {}) {
  fake = await startFakeVies(reply)
  const handler = createViesHandler({ apiUrl: fake.url, retryPauseMs: 20, timeoutMs: 2_000, requesterVatId: options.requesterVatId, logSink: silent })
  const result = await handler(httpEvent({ path: '/api/vies-vat-check', body }))
  return { status: result.statusCode, body: JSON.parse(result.body!) as Record<string, unknown>, requests: fake.requests }
}

const de = { countryCode: 'DE', vatNumber: '123456789' }

describe('POST /api/vies-vat-check', () => {
  it('answers a valid number with name, address, request date', async () => {
    const { status, body, requests } = await check((r) => viesAnswers.valid(r), de)
    expect(status).toBe(200)
    expect(body).toEqual({ valid: true, name: 'Muster Handels GmbH', address: 'Musterstraße 1\n65232 Taunusstein', requestDate: '2026-11-20T09:15:42.512Z' })
    expect(requests).toEqual([{ countryCode: 'DE', vatNumber: '123456789' }])
  })

  it('turns "---" (a member state withholding name and address) into empty values', async () => {
    const { body } = await check((r) => viesAnswers.withheld(r), de)
    expect(body).toMatchObject({ valid: true, name: '', address: '' })
  })

  it('answers an invalid number', async () => {
    const { status, body } = await check((r) => viesAnswers.invalid(r), de)
    expect(status).toBe(200)
    expect(body).toMatchObject({ valid: false })
  })

  it('sends the cleaned number and, when configured, the requester fields; returns the consultation number', async () => {
    const { body, requests } = await check((r) => viesAnswers.valid(r), { countryCode: 'de', vatNumber: 'DE 123.456-789' }, { requesterVatId: 'DE811907980' })
    expect(requests).toEqual([{ countryCode: 'DE', vatNumber: '123456789', requesterMemberStateCode: 'DE', requesterNumber: '811907980' }])
    expect(body.requestIdentifier).toBe('WAPIAAAAZE5qMXl8')
  })

  for (const code of viesErrorCodes) {
    for (const httpStatus of [200, 500]) {
      it(`maps ${code} sent with HTTP ${httpStatus} to {error: "${code}"}`, async () => {
        const { status, body } = await check(() => viesAnswers.error(code, httpStatus), de)
        expect(body).toEqual({ error: code })
        expect(status).toBeGreaterThanOrEqual(400)
        expect(status).toBeLessThan(600)
      })
    }
  }

  it('retries once after a pause on a concurrency limit, and succeeds if VIES then answers', async () => {
    const { status, body, requests } = await check((r, i) => (i === 0 ? viesAnswers.error('MS_MAX_CONCURRENT_REQ') : viesAnswers.valid(r)), de)
    expect(status).toBe(200)
    expect(body.valid).toBe(true)
    expect(requests).toHaveLength(2)
  })

  it('retries a concurrency limit only once', async () => {
    const { body, requests } = await check(() => viesAnswers.error('GLOBAL_MAX_CONCURRENT_REQ'), de)
    expect(body).toEqual({ error: 'GLOBAL_MAX_CONCURRENT_REQ' })
    expect(requests).toHaveLength(2)
  })

  it('does not retry other errors', async () => {
    const { requests } = await check(() => viesAnswers.error('MS_UNAVAILABLE'), de)
    expect(requests).toHaveLength(1)
  })

  it.each([
    ['an empty body', { status: 200, body: '' }, 'vies_invalid_response'],
    ['JSON without a result', { status: 200, body: '{"foo":1}' }, 'vies_invalid_response'],
    ['a JSON array', { status: 200, body: '[]' }, 'vies_invalid_response'],
  ])('turns %s into a clean error', async (_label, reply, error) => {
    const { status, body } = await check(() => reply, de)
    expect(body).toEqual({ error })
    expect(status).toBeGreaterThanOrEqual(400)
  })

  it('stops reading an answer larger than any real VIES answer: 50 MB become a clean error, not a 50 MB response', async () => {
    const huge = { status: 200, body: JSON.stringify({ valid: true, name: 'x'.repeat(50 * 1024 * 1024), address: '', requestDate: '2026-11-20T09:15:42Z' }) }
    const { status, body } = await check(() => huge, de)
    expect([status, body]).toEqual([502, { error: 'vies_invalid_response' }])
  })

  it('caps a long name and address at 2,000 characters each', async () => {
    const { status, body } = await check((r) => viesAnswers.valid(r, { name: 'N'.repeat(20_000), address: 'A'.repeat(20_000) }), de)
    expect(status).toBe(200)
    expect([(body.name as string).length, (body.address as string).length]).toEqual([2_000, 2_000])
  })

  it('answers a request body over 4 KB with 413 body_too_large before calling VIES', async () => {
    const { status, body, requests } = await check((r) => viesAnswers.valid(r), { ...de, pad: 'x'.repeat(5_000) })
    expect([status, body, requests]).toEqual([413, { error: 'body_too_large' }, []])
  })

  it.each([
    ['an unknown country', { countryCode: 'GB', vatNumber: '123456789' }, 'invalid_country'],
    ['GR instead of EL', { countryCode: 'GR', vatNumber: '123456789' }, 'invalid_country'],
    ['a missing country', { vatNumber: '123456789' }, 'invalid_country'],
    ['a one-character number', { countryCode: 'DE', vatNumber: '1' }, 'invalid_vat_number'],
    ['a 15-character number', { countryCode: 'DE', vatNumber: '123456789012345' }, 'invalid_vat_number'],
    ['only punctuation', { countryCode: 'DE', vatNumber: ' - . ' }, 'invalid_vat_number'],
    ['a number as number', { countryCode: 'DE', vatNumber: 123456789 }, 'invalid_vat_number'],
  ])('rejects %s with 400 before calling VIES', async (_label, body, error) => {
    const { status, body: answer, requests } = await check((r) => viesAnswers.valid(r), body)
    expect(status).toBe(400)
    expect(answer).toEqual({ error })
    expect(requests).toEqual([])
  })

  it('answers a wrong method with 405, a wrong content type with 415 and broken JSON with 400', async () => {
    const handler = createViesHandler({ apiUrl: 'http://127.0.0.1:1', logSink: silent })
    const get = await handler(httpEvent({ method: 'GET', path: '/api/vies-vat-check' }))
    expect([get.statusCode, JSON.parse(get.body!)]).toEqual([405, { error: 'method_not_allowed' }])
    const text = await handler(httpEvent({ path: '/api/vies-vat-check', contentType: 'text/plain', body: 'x' }))
    expect([text.statusCode, JSON.parse(text.body!)]).toEqual([415, { error: 'unsupported_media_type' }])
    const broken = await handler(httpEvent({ path: '/api/vies-vat-check', body: '{"countryCode":' }))
    expect([broken.statusCode, JSON.parse(broken.body!)]).toEqual([400, { error: 'invalid_json' }])
  })
})

describe('cleanVatNumber', () => {
  it.each([
    ['DE', 'DE 123 456 789', '123456789'],
    ['DE', '123-456.789', '123456789'],
    ['EL', 'GR 094259216', '094259216'],
    ['EL', 'el094259216', '094259216'],
    ['NL', 'nl 8528.20.123.b01', '852820123B01'],
    ['AT', 'ATU12345678', 'U12345678'],
    ['DE', 'DE', 'DE'],
  ])('%s %j → %j', (country, input, expected) => {
    expect(cleanVatNumber(country, input)).toBe(expected)
  })
})
