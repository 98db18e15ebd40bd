// The qualified VAT ID confirmation through the real local server, its functions wired as in
// `npm start` (limits counted in an embedded DynamoDB engine, receipts signed with the configured
// key), against local servers that answer like the BZSt's eVatR and like VIES: the route by the
// visitor's own VAT ID, what is refused before any service is asked, each outcome and comparison
// (fast-check over any answer the BZSt could send), the record as received, availability, bad
// input, limits that hold against forged headers and rotating clients, and a log that holds no
// name and no number.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ustIdBestaetigungPage } from '../../content/pages/ust-id-bestaetigung'
import { qualifiedFields, type QualifiedField } from '../../core/evatr-api'
import { csvDelimiter, resultCsv } from '../../core/qualified-batch'
import { listTexts } from '../../core/list-texts'
import { qualifiedCheckApi, type FieldMatch, type QualifiedCheckAnswer } from '../../core/qualified-check-api'
import type { ReceiptDocument } from '../../core/qualified-receipt'
import { format } from '../../core/text'
import { localReceiptSigningKey } from '../../lambdas/config'
import { createEvatrClient } from '../../lambdas/qualified-check/evatr-client'
import { createQualifiedCheckHandlers } from '../../lambdas/qualified-check/handler'
import { localReceiptSigner } from '../../lambdas/qualified-check/receipt-signer'
import { createViesQualifiedClient } from '../../lambdas/qualified-check/vies-qualified'
import { registeredCompany, startFakeEvatr } from '../support/fake-evatr'
import { startFakeVies, viesAnswers, viesRegisteredTrader } from '../support/fake-vies'
import { httpEvent } from '../support/http-event'
import { loopbackAddress, postJsonFrom, requestFrom } from '../support/loopback-client'
import { startLocalSite, type LocalSite } from '../support/local-site'
import { pythonCsv } from '../support/python-csv'
import { germanVatId } from '../support/german-vat-ids'

let evatr: Awaited<ReturnType<typeof startFakeEvatr>>
let vies: Awaited<ReturnType<typeof startFakeVies>>
/** The site as `npm start` runs it (30 checks a minute per client and per requester, 10 per number). */
let site: LocalSite
/** The same with limits far away, for the properties that ask many times. */
let roomy: LocalSite
let clients = 0

beforeAll(async () => {
  // The fake BZSt writes its time by the sites' clock, so a pinned clock is no answer far from its time.
  evatr = await startFakeEvatr({ unavailable: ['IT'], now: () => siteClock.pinned ?? Date.now() })
  vies = await startFakeVies((request) => (request.vatNumber === '111111111' ? viesAnswers.error('MS_UNAVAILABLE') : request.vatNumber === '999999999' ? viesAnswers.invalid(request) : viesAnswers.qualified(request)), 0, { unavailable: ['IT'] })
  // The limits' tests flood the embedded DynamoDB engine with 120 requests at once; on a busy machine
  // its answers can take longer than the 3 s guard meant for a hanging store, and the test would judge
  // the machine instead of the limits.
  site = await startLocalSite({ sesEndpoint: 'http://127.0.0.1:1', viesUrl: vies.url, evatrUrl: evatr.url, now: () => siteClock.pinned ?? Date.now(), env: { DYNAMODB_REQUEST_TIMEOUT_MS: '60000' } })
  roomy = await startLocalSite({ sesEndpoint: 'http://127.0.0.1:1', viesUrl: vies.url, evatrUrl: evatr.url, now: () => siteClock.pinned ?? Date.now(), env: { QUALIFIED_CHECKS_PER_MINUTE: '100000', QUALIFIED_CHECKS_PER_NUMBER_PER_MINUTE: '100000' } })
})
afterAll(async () => {
  await Promise.all([site.close(), roomy.close()])
  await Promise.all([evatr.close(), vies.close()])
})

type Answer = QualifiedCheckAnswer & { error?: string }

/** One check from a client of its own (a loopback address of its own), with the declaration unless the body says otherwise. */
async function check(body: object, options: { on?: LocalSite; from?: string; headers?: Record<string, string> } = {}): Promise<{ status: number; body: Answer; headers: Record<string, string | string[] | undefined> }> {
  return postJsonFrom<Answer>(options.from ?? loopbackAddress(++clients), `${(options.on ?? roomy).url}${qualifiedCheckApi.path}`, { declaration: true, ...body }, options.headers)
}

const austrian = { countryCode: 'AT', vatNumber: 'U12345678' }
const qualified = { companyName: registeredCompany.firmenname, street: registeredCompany.strasse, postcode: registeredCompany.plz, city: registeredCompany.ort }

/**
 * The clock of `site`'s limits: the wall clock, or pinned to a moment of the test's choosing. Each
 * test of the limits pins it inside a minute of its own, so a burst never crosses the turn of a
 * minute however slowly the machine runs, and no test's count meets another's.
 */
const siteClock: { pinned?: number } = {}
let minutesUsed = 0
function ownMinute(): void {
  const minute = 60_000
  siteClock.pinned = (Math.floor(Date.now() / minute) + 10 + minutesUsed++) * minute + 5_000
}

describe('the qualified check through the local server', () => {
  it('asks the BZSt for a German requester: valid, every detail compared, the BZSt id, its record and the exact bytes it sent', async () => {
    const { status, body } = await check({ requesterVatId: 'de 811 907 980', ...austrian, ...qualified, lang: 'en' })
    expect(status).toBe(200)
    expect(body).toMatchObject({ route: 'evatr', outcome: 'valid', status: 'evatr-0000', matches: { companyName: 'match', street: 'match', postcode: 'match', city: 'match' }, attention: [] })
    expect(body.reference).toMatch(/^[0-9a-f]{16}$/)
    expect(evatr.requests.at(-1)).toEqual({ anfragendeUstid: 'DE811907980', angefragteUstid: 'ATU12345678', firmenname: registeredCompany.firmenname, ort: registeredCompany.ort, strasse: registeredCompany.strasse, plz: registeredCompany.plz })
    expect(body.record).toMatchObject({ id: body.reference, status: 'evatr-0000', ergFirmenname: 'A' })
    expect(JSON.parse(Buffer.from(body.answer!.base64, 'base64').toString('utf8'))).toEqual(body.record)
    expect(body.receivedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
  })

  it('reads the BZSt’s comparison per field and its "not valid any more" as such', async () => {
    const mixed = await check({ requesterVatId: 'DE811907980', countryCode: 'AT', vatNumber: 'U12347777', companyName: 'Muster Handel AG', postcode: '1010', city: 'Wien' })
    expect(mixed.body.matches).toEqual({ companyName: 'noMatch', street: 'notRequested', postcode: 'notSupplied', city: 'match' })
    expect(mixed.body.attention).toEqual(['noMatch'])
    const past = await check({ requesterVatId: 'DE811907980', countryCode: 'AT', vatNumber: 'U12342006', companyName: 'X', city: 'Y' })
    expect([past.body.outcome, past.body.validFrom, past.body.validUntil]).toEqual(['noLongerValid', '01.01.2020', '31.12.2025'])
    const down = await check({ requesterVatId: 'DE811907980', countryCode: 'AT', vatNumber: 'U12341001', companyName: 'X', city: 'Y' })
    expect([down.status, down.body.outcome]).toEqual([200, 'unavailable'])
    const faulty = await check({ requesterVatId: 'DE811907980', countryCode: 'AT', vatNumber: 'U12340007', companyName: 'X', city: 'Y' })
    expect([faulty.body.status, faulty.body.outcome]).toEqual(['evatr-0007', 'faultyCall'])
  })

  it('asks VIES for any other EU requester and for one from Northern Ireland: its comparison, the consultation number, no status code VIES did not send, and "cannot answer" never as "not valid"', async () => {
    const { body } = await check({ requesterVatId: 'ATU12345678', countryCode: 'DE', vatNumber: '123456789', companyName: viesRegisteredTrader.traderName, city: 'Frankfurt' })
    expect(body).toMatchObject({ route: 'vies', outcome: 'valid', status: null, requestedAt: '2026-11-20T09:15:42.512Z', reference: 'WAPIAAAAZE5qMXl8', matches: { companyName: 'match', street: 'notRequested', postcode: 'notRequested', city: 'noMatch' } })
    expect(vies.requests.at(-1)).toMatchObject({ requesterMemberStateCode: 'AT', requesterNumber: 'U12345678', traderName: viesRegisteredTrader.traderName, traderCity: 'Frankfurt' })
    expect((await check({ requesterVatId: 'ATU12345678', countryCode: 'DE', vatNumber: '111111111', companyName: 'X', city: 'Y' })).body).toMatchObject({ outcome: 'unavailable', status: 'MS_UNAVAILABLE' })
    expect((await check({ requesterVatId: 'ATU12345678', countryCode: 'DE', vatNumber: '999999999', companyName: 'X', city: 'Y' })).body.outcome).toBe('notValid')
    const northernIreland = await check({ requesterVatId: 'XI 123 4567 89', countryCode: 'FR', vatNumber: '12345678901', companyName: 'X', city: 'Y' })
    expect([northernIreland.status, northernIreland.body.route]).toEqual([200, 'vies'])
    expect(vies.requests.at(-1)).toMatchObject({ requesterMemberStateCode: 'XI', requesterNumber: '123456789', countryCode: 'FR' })
    // An XI number asked by a German requester goes to the BZSt, which answers for it as it does.
    await check({ requesterVatId: 'DE811907980', countryCode: 'XI', vatNumber: '123456789', companyName: 'X', city: 'Y' })
    expect(evatr.requests.at(-1)).toMatchObject({ angefragteUstid: 'XI123456789' })
  })

  it('refuses before any service is asked: a malformed German requester, a German number from a German requester, the requester’s own number, no declaration; names every other fault', async () => {
    const asked = evatr.requests.length + vies.requests.length
    const cases: [object, string][] = [
      [{ requesterVatId: 'DE12345678', ...austrian, companyName: 'X', city: 'Y' }, 'requester_malformed'],
      [{ requesterVatId: 'DE123456789X', ...austrian, companyName: 'X', city: 'Y' }, 'requester_malformed'],
      [{ requesterVatId: 'DE811907980', countryCode: 'DE', vatNumber: '123456789', companyName: 'X', city: 'Y' }, 'german_for_german'],
      [{ requesterVatId: 'ATU12345678', ...austrian, companyName: 'X', city: 'Y' }, 'requester_is_requested'],
      [{ requesterVatId: 'DE811907980', ...austrian, companyName: 'X', city: 'Y', declaration: false }, 'declaration_missing'],
      [{ requesterVatId: 'DE811907980', ...austrian, companyName: 'X', city: 'Y', declaration: undefined }, 'declaration_missing'],
      [{ requesterVatId: 'DE811907980', ...austrian, companyName: 'X', city: 'Y', declaration: 'yes please' }, 'declaration_missing'],
      [{ ...austrian, companyName: 'X', city: 'Y' }, 'invalid_requester'],
      [{ requesterVatId: 'US123456789', ...austrian, companyName: 'X', city: 'Y' }, 'invalid_requester'],
      [{ requesterVatId: 'DE811907980', countryCode: 'CH', vatNumber: '123', companyName: 'X', city: 'Y' }, 'invalid_country'],
      [{ requesterVatId: 'DE811907980', countryCode: 'AT', vatNumber: '!', companyName: 'X', city: 'Y' }, 'invalid_vat_number'],
      [{ requesterVatId: 'DE811907980', ...austrian, companyName: ' ', city: 'Y' }, 'missing_fields'],
      [{ requesterVatId: 'DE811907980', ...austrian, companyName: 'x'.repeat(201), city: 'Y' }, 'field_too_long'],
      [{ requesterVatId: ['DE811907980'], ...austrian, companyName: 'X', city: 'Y' }, 'invalid_json'],
    ]
    for (const [body, error] of cases) expect(await check(body), error).toMatchObject({ status: 400, body: { error } })
    expect(evatr.requests.length + vies.requests.length).toBe(asked)
  })

  it('takes the form without JavaScript only with its declaration checkbox ticked', async () => {
    const post = (fields: Record<string, string>) => requestFrom(loopbackAddress(++clients), `${roomy.url}${qualifiedCheckApi.path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ lang: 'de', requesterVatId: 'DE811907980', ...austrian, ...qualified, ...fields }).toString() })
    const without = await post({})
    expect(without.status).toBe(400)
    expect(without.text).toContain(ustIdBestaetigungPage.text.de.form.errors.declarationMissing)
    const ticked = await post({ declaration: 'on' })
    expect(ticked.status).toBe(200)
    expect(ticked.text).toContain(ustIdBestaetigungPage.text.de.form.outcomes.valid.title)
  })

  it('says which member states each service can ask now', async () => {
    const answer = JSON.parse((await requestFrom(loopbackAddress(++clients), `${site.url}${qualifiedCheckApi.availabilityPath}`)).text) as { evatr: { code: string; available: boolean }[]; vies: { code: string; available: boolean }[] }
    expect(answer.evatr.find((s) => s.code === 'IT')?.available).toBe(false)
    expect(answer.vies.find((s) => s.code === 'IT')?.available).toBe(false)
    expect(answer.vies.find((s) => s.code === 'FR')?.available).toBe(true)
  })
})

describe('the limits, counted across instances in DynamoDB', { timeout: 120_000 }, () => {
  const perMinute = qualifiedCheckApi.perClientPerMinute

  it('lets one client ask 30 times a minute, then answers 429 with Retry-After: the site is no open proxy', async () => {
    ownMinute()
    const from = loopbackAddress(++clients)
    const statuses: number[] = []
    let retryAfter: string | string[] | undefined
    for (let i = 0; i < perMinute + 1; i++) {
      // Each its own requester and number: only the client's limit is at stake.
      const answer = await check({ requesterVatId: germanVatId(String(10_000_000 + i)), countryCode: 'AT', vatNumber: `U${20_000_000 + i}`, companyName: 'X', city: 'Y' }, { on: site, from })
      statuses.push(answer.status)
      retryAfter = answer.headers['retry-after']
    }
    expect(statuses.slice(0, perMinute).every((s) => s === 200)).toBe(true)
    expect(statuses[perMinute]).toBe(429)
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1)
    expect(Number(retryAfter)).toBeLessThanOrEqual(60)
  })

  it('ignores a forged CloudFront-Viewer-Address: 120 requests with a new one each and one requester reach the BZSt at most 30 times', async () => {
    ownMinute()
    const before = evatr.requests.length
    const from = loopbackAddress(++clients)
    const requester = germanVatId('29999999')
    const statuses = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        check({ requesterVatId: requester, countryCode: 'AT', vatNumber: `U${30_000_000 + i}`, companyName: 'X', city: 'Y' }, { on: site, from, headers: { 'cloudfront-viewer-address': `198.51.${i % 250}.${(i * 7) % 250}:${1024 + i}`, 'CloudFront-Viewer-Address': `2001:db8::${i}:443` } }).then((a) => a.status),
      ),
    )
    const reached = evatr.requests.slice(before).filter((r) => r.anfragendeUstid === requester).length
    expect(reached).toBeLessThanOrEqual(perMinute)
    expect(statuses.filter((s) => s === 200)).toHaveLength(reached)
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(120 - perMinute)
  })

  // A requesting VAT ID is counted per client (a stranger who names it uses up only his own share)
  // and capped per day from all clients: tests/integration/qualified-limits.test.ts (issue 38 B4).

  it('holds per number asked: one number reaches the service at most 10 times a minute, whoever asks', async () => {
    ownMinute()
    const before = evatr.requests.length
    const statuses: number[] = []
    for (let i = 0; i < 15; i++) statuses.push((await check({ requesterVatId: germanVatId(`277777${String(i).padStart(2, '0')}`), countryCode: 'AT', vatNumber: 'U55555555', companyName: 'X', city: 'Y' }, { on: site })).status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(qualifiedCheckApi.perNumberPerMinute)
    expect(evatr.requests.slice(before).filter((r) => r.angefragteUstid === 'ATU55555555')).toHaveLength(qualifiedCheckApi.perNumberPerMinute)
  })
})

describe('any answer the BZSt could send (fast-check through the local server)', { timeout: 120_000 }, () => {
  const letter: Record<string, FieldMatch> = { A: 'match', B: 'noMatch', C: 'notRequested', D: 'notSupplied' }
  const erg: Record<QualifiedField, string> = { companyName: 'ergFirmenname', street: 'ergStrasse', postcode: 'ergPlz', city: 'ergOrt' }
  const value = fc.oneof(fc.constantFrom('A', 'B', 'C', 'D'), fc.constantFrom('E', 'a', 'AB', ' ', '', 'Z', 'ä'), fc.string({ maxLength: 3 }), fc.integer(), fc.constant(null), fc.boolean())
  it('shows each comparison as received: A–D as they mean, a letter missing for a detail sent or any other value as "no comparison received", never "C"; in the result, the signed receipt and the list’s CSV', async () => {
    const seen: { answer: Answer; letters: Partial<Record<QualifiedField, unknown>>; expected: Record<QualifiedField, FieldMatch> }[] = []
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('evatr-0000', 'evatr-2008'),
        fc.record({ companyName: value, street: value, postcode: value, city: value }, { requiredKeys: [] }),
        fc.record({ street: fc.boolean(), postcode: fc.boolean() }),
        fc.boolean(),
        async (status, letters, given, withTime) => {
          const body: Record<string, unknown> = { id: '0123456789abcdef', status, ...(withTime ? { anfrageZeitpunkt: '2026-11-26T10:15:30.123456789+01:00' } : {}) }
          for (const [field, v] of Object.entries(letters)) body[erg[field as QualifiedField]] = v
          const text = JSON.stringify(body)
          evatr.setAnswer(() => ({ status: 200, text }))
          const request = { requesterVatId: 'DE811907980', ...austrian, companyName: 'X', city: 'Y', ...(given.street ? { street: 'S' } : {}), ...(given.postcode ? { postcode: 'P' } : {}) }
          const { status: http, body: answer } = await check(request)
          expect(http).toBe(200)
          const sent: Record<QualifiedField, boolean> = { companyName: true, city: true, street: given.street, postcode: given.postcode }
          const expected = Object.fromEntries(
            qualifiedFields.map((field) => {
              const v = letters[field]
              if (v === undefined || v === null) return [field, sent[field] ? 'notReceived' : 'notRequested']
              return [field, typeof v === 'string' && v in letter ? letter[v] : 'notReceived']
            }),
          ) as Record<QualifiedField, FieldMatch>
          expect(answer.matches).toEqual(expected)
          expect(answer.attention.includes('notReceived')).toBe(Object.values(expected).includes('notReceived'))
          expect(answer.attention.includes('serviceTimeMissing')).toBe(!withTime)
          expect(answer.requestedAt).toBe(withTime ? '2026-11-26T10:15:30.123456789+01:00' : null)
          expect(Buffer.from(answer.answer!.base64, 'base64').toString('utf8')).toBe(text)
          // The signed receipt: each detail's value as the BZSt sent it, or none.
          const receipt = JSON.parse(answer.receipt!.json) as ReceiptDocument
          for (const [index, field] of qualifiedFields.entries()) {
            const v = letters[field]
            expect(receipt.result.comparison[index]).toMatchObject({ field, result: expected[field], bzstCode: v === undefined || v === null ? null : typeof v === 'string' ? v : JSON.stringify(v) })
          }
          expect(receipt.serviceTime).toBe(answer.requestedAt)
          seen.push({ answer, letters, expected })
        },
      ),
      { numRuns: 60 },
    )
    evatr.setAnswer(undefined)
    // The list's CSV of every answer seen, read back by Python's csv module: the match in words and
    // the value as received, never a "C" that was not sent.
    const rows = seen.map((_, i) => ({ row: i + 2, vatId: 'ATU12345678', companyName: 'X', street: '', postcode: '', city: 'Y' }))
    const texts = listTexts(ustIdBestaetigungPage.text.en)
    const [header, ...body] = pythonCsv(resultCsv(rows, seen.map(({ answer }) => ({ kind: 'done' as const, result: answer, at: 0 })), 'DE811907980', texts, 'en'), csvDelimiter.en)
    expect(body).toHaveLength(seen.length)
    seen.forEach(({ letters, expected }, row) => {
      for (const field of qualifiedFields) {
        const label = { field: texts.fields[field] }
        expect(body[row]![header!.indexOf(format(texts.batch.csv.match, label))]).toBe(texts.matches[expected[field]])
        const v = letters[field]
        const raw = v === undefined || v === null ? '' : typeof v === 'string' ? v : JSON.stringify(v)
        expect(body[row]![header!.indexOf(format(texts.batch.csv.code, label))]).toBe(/^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw)
      }
    })
  })
})

describe('the handler itself', () => {
  it('answers any generated body with a 2xx or 4xx JSON, never a 5xx, and logs no name and no number (fast-check)', async () => {
    const lines: string[] = []
    const handler = createQualifiedCheckHandlers({ evatr: createEvatrClient({ baseUrl: evatr.url }), vies: createViesQualifiedClient({ apiUrl: vies.url }), signer: localReceiptSigner(localReceiptSigningKey), logSink: (line) => void lines.push(line), perClientPerMinute: 10_000, perNumberPerMinute: 10_000 })[qualifiedCheckApi.path]!
    await fc.assert(
      fc.asyncProperty(
        fc.record({ requesterVatId: fc.oneof(fc.constant('DE811907980'), fc.constant('ATU12345678'), fc.string()), countryCode: fc.constantFrom('AT', 'DE', 'FR', 'EL', 'XI', 'XX', ''), vatNumber: fc.oneof(fc.constant('U12345678'), fc.string()), companyName: fc.string({ maxLength: 300 }), city: fc.string(), street: fc.option(fc.string()), postcode: fc.option(fc.string()), declaration: fc.oneof(fc.constant(true), fc.constant('on'), fc.anything()) }, { requiredKeys: [] }),
        async (body) => {
          const result = await handler(httpEvent({ path: qualifiedCheckApi.path, body }))
          expect(result.statusCode! < 500, JSON.stringify(body)).toBe(true)
          expect(() => JSON.parse(result.body!)).not.toThrow()
        },
      ),
      { numRuns: 150 },
    )
    await handler(httpEvent({ path: qualifiedCheckApi.path, body: { requesterVatId: 'DE811907980', ...austrian, companyName: 'Geheim Handels GmbH', city: 'Wien', declaration: true } }))
    const log = lines.join('\n')
    expect(log).toContain('qualified_checked')
    for (const secret of ['Geheim', 'U12345678', '811907980']) expect(log).not.toContain(secret)
  })
})
