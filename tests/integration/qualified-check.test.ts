// The qualified VAT ID confirmation through the real local server, its functions wired as in
// `npm start`, against local servers that answer like the BZSt's eVatR and like VIES: the route by
// the visitor's own VAT ID, each outcome and comparison, the record, availability, bad input,
// the rate limit, and a log that holds no name and no number.
import type { AddressInfo } from 'node:net'
import fc from 'fast-check'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { qualifiedCheckApi, type QualifiedCheckResult } from '../../core/qualified-check-api'
import { loadConfig } from '../../lambdas/config'
import { createEvatrClient } from '../../lambdas/qualified-check/evatr-client'
import { createQualifiedCheckHandlers } from '../../lambdas/qualified-check/handler'
import { createViesQualifiedClient } from '../../lambdas/qualified-check/vies-qualified'
import { createApiRoutes } from '../../lambdas/routes'
import { createSiteServer } from '../../scripts/server/site-server'
import { readSiteManifest, siteRoot } from '../../scripts/site-manifest'
import { registeredCompany, startFakeEvatr } from '../support/fake-evatr'
import { startFakeVies, viesAnswers, viesRegisteredTrader } from '../support/fake-vies'
import { httpEvent } from '../support/http-event'

let evatr: Awaited<ReturnType<typeof startFakeEvatr>>
let vies: Awaited<ReturnType<typeof startFakeVies>>
let site: ReturnType<typeof createSiteServer>
let url: string
let clients = 0

beforeAll(async () => {
  evatr = await startFakeEvatr({ unavailable: ['IT'] })
  vies = await startFakeVies((request) => (request.vatNumber === '111111111' ? viesAnswers.error('MS_UNAVAILABLE') : request.vatNumber === '999999999' ? viesAnswers.invalid(request) : viesAnswers.qualified(request)), 0, { unavailable: ['IT'] })
})
afterAll(async () => {
  await Promise.all([evatr.close(), vies.close()])
})
beforeEach(async () => {
  await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()))
  const config = loadConfig({ EVATR_API_URL: evatr.url, VIES_API_URL: vies.url, SES_ENDPOINT: 'http://127.0.0.1:1' }, { local: true })
  site = createSiteServer({ root: siteRoot, manifest: readSiteManifest(), apiRoutes: createApiRoutes(config) })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise<void>((resolve) => site.close(() => resolve()))
})

async function check(body: object, client = `198.51.100.${++clients % 250}`): Promise<{ status: number; body: QualifiedCheckResult & { error?: string } }> {
  const response = await fetch(`${url}${qualifiedCheckApi.path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': `${client}:443` }, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as QualifiedCheckResult & { error?: string } }
}

const austrian = { countryCode: 'AT', vatNumber: 'U12345678' }

describe('the qualified check through the local server', () => {
  it('asks the BZSt for a German requester: valid, every detail compared, the BZSt id and its record', async () => {
    const { status, body } = await check({ requesterVatId: 'de 811 907 980', ...austrian, companyName: registeredCompany.firmenname, street: registeredCompany.strasse, postcode: registeredCompany.plz, city: registeredCompany.ort, lang: 'en' })
    expect(status).toBe(200)
    expect(body).toMatchObject({ route: 'evatr', outcome: 'valid', status: 'evatr-0000', matches: { companyName: 'match', street: 'match', postcode: 'match', city: 'match' } })
    expect(body.reference).toMatch(/^[0-9a-f]{16}$/)
    expect(evatr.requests.at(-1)).toEqual({ anfragendeUstid: 'DE811907980', angefragteUstid: 'ATU12345678', firmenname: registeredCompany.firmenname, ort: registeredCompany.ort, strasse: registeredCompany.strasse, plz: registeredCompany.plz })
    expect(body.record).toMatchObject({ id: body.reference, status: 'evatr-0000', ergFirmenname: 'A' })
  })

  it('reads the BZSt’s comparison per field and its "not valid any more" as such', async () => {
    const mixed = await check({ requesterVatId: 'DE811907980', countryCode: 'AT', vatNumber: 'U12347777', companyName: 'Muster Handel AG', postcode: '1010', city: 'Wien' })
    expect(mixed.body.matches).toEqual({ companyName: 'noMatch', street: 'notRequested', postcode: 'notSupplied', city: 'match' })
    const past = await check({ requesterVatId: 'DE811907980', countryCode: 'AT', vatNumber: 'U12342006', companyName: 'X', city: 'Y' })
    expect([past.body.outcome, past.body.validFrom, past.body.validUntil]).toEqual(['noLongerValid', '01.01.2020', '31.12.2025'])
    const down = await check({ requesterVatId: 'DE811907980', countryCode: 'AT', vatNumber: 'U12341001', companyName: 'X', city: 'Y' })
    expect([down.status, down.body.outcome]).toEqual([200, 'unavailable'])
  })

  it('asks VIES for any other EU requester: its comparison, the consultation number, and "cannot answer" never as "not valid"', async () => {
    const { body } = await check({ requesterVatId: 'ATU12345678', countryCode: 'DE', vatNumber: '123456789', companyName: viesRegisteredTrader.traderName, city: 'Frankfurt' })
    expect(body).toMatchObject({ route: 'vies', outcome: 'valid', reference: 'WAPIAAAAZE5qMXl8', matches: { companyName: 'match', street: 'notRequested', postcode: 'notRequested', city: 'noMatch' } })
    expect(vies.requests.at(-1)).toMatchObject({ requesterMemberStateCode: 'AT', requesterNumber: 'U12345678', traderName: viesRegisteredTrader.traderName, traderCity: 'Frankfurt' })
    expect((await check({ requesterVatId: 'ATU12345678', countryCode: 'DE', vatNumber: '111111111', companyName: 'X', city: 'Y' })).body.outcome).toBe('unavailable')
    expect((await check({ requesterVatId: 'ATU12345678', countryCode: 'DE', vatNumber: '999999999', companyName: 'X', city: 'Y' })).body.outcome).toBe('notValid')
  })

  it('names what is wrong with the request', async () => {
    const cases: [object, string][] = [
      [{ ...austrian, companyName: 'X', city: 'Y' }, 'invalid_requester'],
      [{ requesterVatId: 'US123456789', ...austrian, companyName: 'X', city: 'Y' }, 'invalid_requester'],
      [{ requesterVatId: 'DE811907980', countryCode: 'CH', vatNumber: '123', companyName: 'X', city: 'Y' }, 'invalid_country'],
      [{ requesterVatId: 'DE811907980', countryCode: 'AT', vatNumber: '!', companyName: 'X', city: 'Y' }, 'invalid_vat_number'],
      [{ requesterVatId: 'DE811907980', ...austrian, companyName: ' ', city: 'Y' }, 'missing_fields'],
      [{ requesterVatId: 'DE811907980', ...austrian, companyName: 'x'.repeat(201), city: 'Y' }, 'field_too_long'],
      [{ requesterVatId: ['DE811907980'], ...austrian, companyName: 'X', city: 'Y' }, 'invalid_json'],
    ]
    for (const [body, error] of cases) expect(await check(body), error).toMatchObject({ status: 400, body: { error } })
  })

  it('lets one client ask 30 times a minute, then answers 429: the site is no open proxy', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) statuses.push((await check({ requesterVatId: 'DE811907980', ...austrian, companyName: 'X', city: 'Y' }, '203.0.113.9')).status)
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true)
    expect(statuses[30]).toBe(429)
  })

  it('says which member states each service can ask now', async () => {
    const answer = (await (await fetch(`${url}${qualifiedCheckApi.availabilityPath}`)).json()) as { evatr: { code: string; available: boolean }[]; vies: { code: string; available: boolean }[] }
    expect(answer.evatr.find((s) => s.code === 'IT')?.available).toBe(false)
    expect(answer.vies.find((s) => s.code === 'IT')?.available).toBe(false)
    expect(answer.vies.find((s) => s.code === 'FR')?.available).toBe(true)
  })

  it('answers any generated body with a 2xx or 4xx JSON, never a 5xx, and logs no name and no number (fast-check)', async () => {
    const lines: string[] = []
    const handler = createQualifiedCheckHandlers({ evatr: createEvatrClient({ baseUrl: evatr.url }), vies: createViesQualifiedClient({ apiUrl: vies.url }), logSink: (line) => void lines.push(line), perClientPerMinute: 10_000 })[qualifiedCheckApi.path]!
    await fc.assert(
      fc.asyncProperty(
        fc.record({ requesterVatId: fc.oneof(fc.constant('DE811907980'), fc.constant('ATU12345678'), fc.string()), countryCode: fc.constantFrom('AT', 'DE', 'FR', 'EL', 'XX', ''), vatNumber: fc.oneof(fc.constant('U12345678'), fc.string()), companyName: fc.string({ maxLength: 300 }), city: fc.string(), street: fc.option(fc.string()), postcode: fc.option(fc.string()) }, { requiredKeys: [] }),
        async (body) => {
          const result = await handler(httpEvent({ path: qualifiedCheckApi.path, body }))
          expect(result.statusCode! < 500, JSON.stringify(body)).toBe(true)
          expect(() => JSON.parse(result.body!)).not.toThrow()
        },
      ),
      { numRuns: 150 },
    )
    await handler(httpEvent({ path: qualifiedCheckApi.path, body: { requesterVatId: 'DE811907980', ...austrian, companyName: 'Geheim Handels GmbH', city: 'Wien' } }))
    const log = lines.join('\n')
    expect(log).toContain('qualified_checked')
    for (const secret of ['Geheim', 'U12345678', '811907980']) expect(log).not.toContain(secret)
  })
})
