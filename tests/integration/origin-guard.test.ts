// Only CloudFront may call the API: the origin check, with its secret read through the real
// Secrets Manager client from a local server that answers like Secrets Manager.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cachedOriginSecrets, createSecretReader, staticOriginSecrets, withOriginCheck } from '../../lambdas/origin-guard'
import { originVerifyHeader } from '../../core/api-guard'
import type { HttpHandler } from '../../lambdas/http'
import { startFakeSecretsManager } from '../support/fake-secrets-manager'
import { httpEvent } from '../support/http-event'

const arn = 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:origin-verify-AbCdEf'
const inner: HttpHandler = async () => ({ statusCode: 200, body: '{"ok":true}' })
const withHeader = (value?: string) => {
  const event = httpEvent({ body: {} })
  if (value !== undefined) event.headers[originVerifyHeader] = value
  return event
}
const quiet = () => {}

let fake: Awaited<ReturnType<typeof startFakeSecretsManager>>
beforeAll(async () => {
  fake = await startFakeSecretsManager(arn)
})
afterAll(() => fake.close())

describe('withOriginCheck', () => {
  const guarded = withOriginCheck(inner, staticOriginSecrets('s3cret-value-0123456789'), quiet)

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['a wrong value', 's3cret-value-0123456788'],
    ['a prefix of the value', 's3cret-value'],
    ['the value with more after it', 's3cret-value-0123456789x'],
  ])('refuses %s with 403 forbidden before the handler runs', async (_label, value) => {
    const result = await guarded(withHeader(value))
    expect([result.statusCode, JSON.parse(result.body!)]).toEqual([403, { error: 'forbidden' }])
  })

  it('passes the request on with the right value', async () => {
    expect((await guarded(withHeader('s3cret-value-0123456789'))).statusCode).toBe(200)
  })

  it('checks nothing where no secret is configured (the local server)', async () => {
    expect((await withOriginCheck(inner, undefined)(withHeader())).statusCode).toBe(200)
  })
})

describe('the secret from Secrets Manager (real SDK, local fake)', () => {
  it('accepts the current value, and during a rotation the pending and the previous one', async () => {
    let clock = 0
    const secrets = cachedOriginSecrets(createSecretReader(arn, 'eu-central-1', fake.url), 300_000, () => clock)
    const guarded = withOriginCheck(inner, secrets, quiet)
    fake.put('v1', 'first-secret-value-0000', ['AWSCURRENT'])
    expect((await guarded(withHeader('first-secret-value-0000'))).statusCode).toBe(200)
    expect((await guarded(withHeader('second-secret-value-000'))).statusCode).toBe(403)

    // A rotation begins: a pending value appears. An unknown value makes the function read
    // again, but at most every 30 s, so wrong headers cannot flood Secrets Manager.
    fake.put('v2', 'second-secret-value-000', ['AWSPENDING'])
    const reads = fake.calls.length
    expect((await guarded(withHeader('second-secret-value-000'))).statusCode).toBe(403)
    expect(fake.calls.length).toBe(reads)
    clock += 30_001
    expect((await guarded(withHeader('second-secret-value-000'))).statusCode).toBe(200)
    const afterRecheck = fake.calls.length
    for (let i = 0; i < 20; i++) expect((await guarded(withHeader(`attacker-guess-${i}-00000`))).statusCode).toBe(403)
    expect(fake.calls.length).toBe(afterRecheck)
    clock += 300_001
    expect((await guarded(withHeader('first-secret-value-0000'))).statusCode).toBe(200)

    // It ends: the new value is current, the old one previous; both still pass while edges update.
    fake.put('v1', 'first-secret-value-0000', ['AWSPREVIOUS'])
    fake.put('v2', 'second-secret-value-000', ['AWSCURRENT'])
    clock += 300_001
    expect((await guarded(withHeader('second-secret-value-000'))).statusCode).toBe(200)
    expect((await guarded(withHeader('first-secret-value-0000'))).statusCode).toBe(200)

    // The next rotation drops the oldest value.
    fake.put('v3', 'third-secret-value-0000', ['AWSCURRENT'])
    fake.put('v2', 'second-secret-value-000', ['AWSPREVIOUS'])
    fake.versions.delete('v1')
    clock += 300_001
    expect((await guarded(withHeader('first-secret-value-0000'))).statusCode).toBe(403)
    expect((await guarded(withHeader('third-secret-value-0000'))).statusCode).toBe(200)
  })

  it('keeps the last values when Secrets Manager fails, and fails closed (503) when it never answered', async () => {
    let clock = 0
    fake.put('v9', 'stable-secret-value-00', ['AWSCURRENT'])
    const warm = withOriginCheck(inner, cachedOriginSecrets(createSecretReader(arn, 'eu-central-1', fake.url), 1_000, () => clock), quiet)
    expect((await warm(withHeader('stable-secret-value-00'))).statusCode).toBe(200)
    fake.state.down = true
    try {
      clock += 5_000
      expect((await warm(withHeader('stable-secret-value-00'))).statusCode).toBe(200)
      const cold = withOriginCheck(inner, cachedOriginSecrets(createSecretReader(arn, 'eu-central-1', fake.url)), quiet)
      const result = await cold(withHeader('stable-secret-value-00'))
      expect([result.statusCode, JSON.parse(result.body!)]).toEqual([503, { error: 'unavailable' }])
    } finally {
      fake.state.down = false
    }
  })
})

describe('the functions behind the local server, as deployed behind CloudFront', () => {
  it('refuse every request without the origin secret before any handler runs, a forged viewer address or not; through "CloudFront" the same request passes', async () => {
    const { startFakeEvatr } = await import('../support/fake-evatr')
    const { startFakeVies, viesAnswers } = await import('../support/fake-vies')
    const { startLocalSite } = await import('../support/local-site')
    const { loopbackAddress, requestFrom } = await import('../support/loopback-client')
    const { createApiRoutes } = await import('../../lambdas/routes')
    const { loadConfig } = await import('../../lambdas/config')
    const { qualifiedCheckApi } = await import('../../core/qualified-check-api')
    const evatr = await startFakeEvatr()
    const vies = await startFakeVies((request) => viesAnswers.qualified(request))
    const site = await startLocalSite({ sesEndpoint: 'http://127.0.0.1:1', viesUrl: vies.url, evatrUrl: evatr.url, originSecret: 'origin-secret-of-the-test-0001' })
    try {
      const forged = { 'cloudfront-viewer-address': '198.51.100.1:443', 'content-type': 'application/json' }
      const check = JSON.stringify({ requesterVatId: 'DE811907980', countryCode: 'AT', vatNumber: 'U12345678', companyName: 'X', city: 'Y', declaration: true })
      // Every function's path, as the local server and Lambda route them.
      const paths = Object.keys(createApiRoutes(loadConfig({ SES_ENDPOINT: 'http://127.0.0.1:1' }, { local: true })))
      expect(paths).toEqual(expect.arrayContaining([qualifiedCheckApi.path, qualifiedCheckApi.receiptKeyPath, '/api/send-contact-email', '/api/vies-vat-check']))
      for (const path of paths) {
        for (const method of ['GET', 'POST']) {
          const answer = await requestFrom(loopbackAddress(700), `${site.directUrl}${path}`, { method, headers: forged, ...(method === 'POST' ? { body: check } : {}) })
          expect([answer.status, answer.text], `${method} ${path}`).toEqual([403, '{"error":"forbidden"}'])
        }
      }
      expect([evatr.requests.length, vies.requests.length]).toEqual([0, 0])
      const through = await requestFrom(loopbackAddress(701), `${site.url}${qualifiedCheckApi.path}`, { method: 'POST', headers: forged, body: check })
      expect(through.status).toBe(200)
      expect(evatr.requests).toHaveLength(1)
    } finally {
      await site.close()
      await Promise.all([evatr.close(), vies.close()])
    }
  }, 60_000)
})
