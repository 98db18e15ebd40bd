// The qualified check's limits (issue 38 B4, docs/limits.md), with the functions wired from the
// configuration as in AWS (limits counted in the embedded DynamoDB engine under the HMAC key)
// against a fake BZSt over real HTTP: one IPv6 /64 is one client however its addresses are
// written; a stranger naming a company's VAT ID uses up only his own share; the requester's daily
// cap; and a German requester number with a wrong check digit never reaches the BZSt.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ustIdBestaetigungPage } from '../../content/pages/ust-id-bestaetigung'
import { qualifiedCheckApi } from '../../core/qualified-check-api'
import { localize } from '../../core/i18n'
import { viewerAddressHeader } from '../../core/viewer-address'
import { loadConfig } from '../../lambdas/config'
import type { HttpHandler } from '../../lambdas/http'
import { qualifiedCheckHandlersFromConfig } from '../../lambdas/qualified-check/from-config'
import { createRateLimitTable, localDynamoDbClient, startDynamoDbLocal } from '../../scripts/server/dynamodb-local'
import { startFakeEvatr } from '../support/fake-evatr'
import { germanVatId } from '../support/german-vat-ids'
import { httpEvent } from '../support/http-event'

let engine: Awaited<ReturnType<typeof startDynamoDbLocal>>
let evatr: Awaited<ReturnType<typeof startFakeEvatr>>
let check: HttpHandler
/** The limits' clock: each test moves it a day on, so no test meets another's windows. */
let clock = 1_900_000_000_000
const perDay = 40

beforeAll(async () => {
  engine = await startDynamoDbLocal()
  await createRateLimitTable(localDynamoDbClient(engine.endpoint), 'rate-limits')
  evatr = await startFakeEvatr({ now: () => clock })
  const config = loadConfig(
    { DYNAMODB_ENDPOINT: engine.endpoint, RATE_LIMIT_TABLE: 'rate-limits', EVATR_API_URL: evatr.url, QUALIFIED_CHECKS_PER_REQUESTER_PER_DAY: String(perDay), DYNAMODB_REQUEST_TIMEOUT_MS: '60000' },
    { local: true },
  )
  check = qualifiedCheckHandlersFromConfig(config, () => clock)[qualifiedCheckApi.path]!
})
afterAll(async () => {
  await Promise.all([engine.close(), evatr.close()])
})

const ownDay = () => (clock += 86_400_000 * 2)

/** One check from a viewer address (as CloudFront sets the header), JSON or the form without JavaScript. */
async function ask(from: string, requesterVatId: string, vatNumber: string, form?: { lang: string }) {
  const fields = { requesterVatId, countryCode: 'AT', vatNumber, companyName: 'X', city: 'Y', declaration: 'on', receipt: 'none', ...(form ? { lang: form.lang } : {}) }
  const event = form ? httpEvent({ path: qualifiedCheckApi.path, contentType: 'application/x-www-form-urlencoded', body: new URLSearchParams(fields).toString() }) : httpEvent({ path: qualifiedCheckApi.path, body: { ...fields, declaration: true } })
  event.headers[viewerAddressHeader] = from
  const result = await check(event)
  return { status: result.statusCode ?? 0, headers: result.headers ?? {}, body: result.body ?? '' }
}

const hex = (n: number) => n.toString(16)
/** An address in 2001:db8:42:7::/64, written any way: compressed or not, upper case, with a zone id. */
const inOneSlash64 = fc
  .record({ host: fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 4, maxLength: 4 }), upper: fc.boolean(), full: fc.boolean(), zone: fc.boolean() })
  .map(({ host, upper, full, zone }) => {
    const groups = [0x2001, 0xdb8, 0x42, 0x7, ...host]
    let text = full ? groups.map((g) => hex(g).padStart(4, '0')).join(':') : groups.map(hex).join(':').replace(/(^|:)0(:0)+(:|$)/, '::')
    if (upper) text = text.toUpperCase()
    return `${text}${zone ? '%eth0' : ''}:${1024 + host[0]!}`
  })

describe('the qualified check’s limits', { timeout: 300_000 }, () => {
  it('lets 1,000 checks from one IPv6 /64 with random requester numbers reach the BZSt at most 30 times', async () => {
    ownDay()
    const before = evatr.requests.length
    const addresses = fc.sample(inOneSlash64, 1000)
    const requesters = fc.sample(fc.stringMatching(/^\d{8}$/), 1000).map(germanVatId)
    const statuses: number[] = []
    for (let batch = 0; batch < 1000; batch += 50) {
      statuses.push(...(await Promise.all(addresses.slice(batch, batch + 50).map((from, i) => ask(from, requesters[batch + i]!, `U${String(10_000_000 + batch + i)}`).then((a) => a.status)))))
    }
    const reached = evatr.requests.length - before
    expect(reached).toBeLessThanOrEqual(qualifiedCheckApi.perClientPerMinute)
    expect(statuses.filter((s) => s === 200)).toHaveLength(reached)
    expect(statuses.filter((s) => s === 429)).toHaveLength(1000 - reached)
  })

  it('counts a requester per client: a stranger naming a company’s VAT ID uses up his own share, and the company still checks from its own address', async () => {
    ownDay()
    const company = 'DE811907980'
    const stranger = await Promise.all(Array.from({ length: 40 }, (_, i) => ask(`203.0.113.9:${2000 + i}`, company, `U${20_000_000 + i}`).then((a) => a.status)))
    expect(stranger.filter((s) => s === 200)).toHaveLength(qualifiedCheckApi.perClientPerMinute)
    const own = await ask('198.51.100.77:443', company, 'U29999999')
    expect(own.status).toBe(200)
  })

  it('caps a requester per day from all clients (QUALIFIED_CHECKS_PER_REQUESTER_PER_DAY), and says how long until the next', async () => {
    ownDay()
    const requester = germanVatId('27777777')
    const statuses: number[] = []
    let last: Awaited<ReturnType<typeof ask>> | undefined
    // 50 clients, one check each, spread over five hours: within any 24 hours only 40 may go.
    for (let i = 0; i < 50; i++) {
      clock += 6 * 60_000
      last = await ask(`192.0.2.${i + 1}:443`, requester, `U${30_000_000 + i}`)
      statuses.push(last.status)
    }
    expect(statuses.slice(0, perDay).every((s) => s === 200)).toBe(true)
    expect(statuses.slice(perDay).every((s) => s === 429)).toBe(true)
    // The first check left the window 24 h after it was made: 24 h − 49 × 6 min from now.
    expect(Number(last!.headers['Retry-After'])).toBe(86_400 - 49 * 6 * 60)
  })

  it('refuses a German requester number whose check digit does not fit before asking anyone, with the form’s own words in de, en and zh', async () => {
    ownDay()
    const before = evatr.requests.length
    const json = await ask('198.51.100.200:1', 'DE811907981', 'U40000000')
    expect([json.status, JSON.parse(json.body)]).toEqual([400, { error: 'requester_check_digit' }])
    for (const lang of ['de', 'en', 'zh'] as const) {
      const page = await ask('198.51.100.200:1', 'DE 811 907 981', 'U40000000', { lang })
      expect(page.status).toBe(400)
      const text = localize(ustIdBestaetigungPage.text, lang).form.errors.requesterCheckDigit
      expect(page.body).toContain(text.slice(0, 30))
    }
    expect(evatr.requests.length).toBe(before)
  })
})
