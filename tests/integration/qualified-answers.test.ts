// Issue 38 A1, B5, C1, C4 through the real handler (lambdas/qualified-check) over real HTTP to the
// fake BZSt and the fake VIES: an answer about another number gives no verdict and signs nothing
// as valid; a 5 days old BZSt time is flagged; a 5xx without a status code is recorded as received
// and the receipt says no answer was given; an unknown code is no "try later". The site's clock is
// pinned and handed to the fake BZSt, so its time and the time received agree unless a test says not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ustIdBestaetigungPage } from '../../content/pages/ust-id-bestaetigung'
import { remainingText } from '../../core/qualified-batch-texts'
import { qualifiedLimits } from '../../core/qualified-check-api'
import { qualifiedCheckApi, type QualifiedCheckAnswer } from '../../core/qualified-check-api'
import type { ReceiptDocument } from '../../core/qualified-receipt'
import { localReceiptSigningKey } from '../../lambdas/config'
import { createEvatrClient } from '../../lambdas/qualified-check/evatr-client'
import { createQualifiedCheckHandlers } from '../../lambdas/qualified-check/handler'
import { localReceiptSigner } from '../../lambdas/qualified-check/receipt-signer'
import { createViesQualifiedClient } from '../../lambdas/qualified-check/vies-qualified'
import { berlinStamp, evatrFaults, registeredCompany, startFakeEvatr } from '../support/fake-evatr'
import { startFakeVies, viesAnswers } from '../support/fake-vies'
import { httpEvent } from '../support/http-event'

const now = Date.parse('2026-11-26T09:31:07.000Z')
let evatr: Awaited<ReturnType<typeof startFakeEvatr>>
let vies: Awaited<ReturnType<typeof startFakeVies>>
/** What the fake VIES answers for the number asked: its own qualified answer, or one about another number. */
let viesAbout: ((asked: { countryCode: string; vatNumber: string }) => { countryCode: string; vatNumber: string }) | undefined
let handler: ReturnType<typeof createQualifiedCheckHandlers>[string]

beforeAll(async () => {
  evatr = await startFakeEvatr({ now: () => now })
  vies = await startFakeVies((request) => (viesAbout ? viesAnswers.qualified({ ...request, ...viesAbout(request) }) : viesAnswers.qualified(request)))
  handler = createQualifiedCheckHandlers({ evatr: createEvatrClient({ baseUrl: evatr.url }), vies: createViesQualifiedClient({ apiUrl: vies.url }), signer: localReceiptSigner(localReceiptSigningKey), now: () => now, perClientPerMinute: 1_000, perNumberPerMinute: 1_000, logSink: () => {}, receiptPdf: async () => ({ fileName: 'x.pdf', bytes: Buffer.from('%PDF') }) })[qualifiedCheckApi.path]!
})
afterAll(async () => {
  await Promise.all([evatr.close(), vies.close()])
})

async function check(body: object): Promise<QualifiedCheckAnswer> {
  const response = await handler(httpEvent({ path: qualifiedCheckApi.path, body: { declaration: true, lang: 'en', companyName: registeredCompany.firmenname, city: registeredCompany.ort, ...body } }))
  expect(response.statusCode).toBe(200)
  return JSON.parse(response.body!) as QualifiedCheckAnswer
}
const receiptOf = (answer: QualifiedCheckAnswer) => JSON.parse(answer.receipt!.json) as ReceiptDocument

describe('VIES answering about another number', () => {
  it('FR99999999999 or BE0123456789 for FR12345678901: no verdict, no comparison, the receipt signed with "otherNumber", never "valid"', async () => {
    for (const other of [{ countryCode: 'FR', vatNumber: '99999999999' }, { countryCode: 'BE', vatNumber: '0123456789' }]) {
      viesAbout = () => other
      try {
        const answer = await check({ requesterVatId: 'ATU12345678', countryCode: 'FR', vatNumber: '12345678901' })
        expect(answer.outcome, other.vatNumber).toBe('otherNumber')
        expect(Object.values(answer.matches)).toEqual(['notRequested', 'notRequested', 'notRequested', 'notRequested'])
        expect(receiptOf(answer).result.outcome).toBe('otherNumber')
      } finally {
        viesAbout = undefined
      }
    }
  })

  it('the same number echoed as VIES writes it (EL for GR, with its prefix, spaced, lower case) is the number asked', async () => {
    viesAbout = (asked) => ({ countryCode: asked.countryCode === 'EL' ? 'EL' : asked.countryCode, vatNumber: `el ${asked.vatNumber.slice(0, 3)} ${asked.vatNumber.slice(3)}` })
    try {
      expect((await check({ requesterVatId: 'ATU12345678', countryCode: 'GR', vatNumber: '123456789' })).outcome).toBe('valid')
    } finally {
      viesAbout = undefined
    }
  })
})

describe('the BZSt’s answer through the handler', () => {
  const asked = { requesterVatId: 'DE811907980', countryCode: 'FR', vatNumber: '12345678901' }
  const withAnswer = async (answer: Parameters<typeof evatr.setAnswer>[0]) => {
    evatr.setAnswer(answer)
    try {
      return await check(asked)
    } finally {
      evatr.setAnswer(undefined)
    }
  }

  it('another angefragteUstid: no verdict, nothing signed as valid', async () => {
    const answer = await withAnswer((request) => evatrFaults.altered(request, { angefragteUstid: 'FR99999999999' }))
    expect([answer.outcome, receiptOf(answer).result.outcome]).toEqual(['otherNumber', 'otherNumber'])
  })

  it('a service time 5 days before the answer arrived is flagged: not plainly valid', async () => {
    const fresh = await check(asked)
    expect([fresh.outcome, fresh.attention]).toEqual(['valid', []])
    const old = await withAnswer((request) => evatrFaults.altered(request, { anfrageZeitpunkt: berlinStamp(now - 5 * 86_400_000) }))
    expect([old.outcome, old.attention]).toEqual(['valid', ['serviceTimeFar']])
    expect(receiptOf(old).result.attention).toEqual(['serviceTimeFar'])
    // Written without an offset it is German time: 10:31:07 in Berlin is the moment received.
    const noOffset = await withAnswer((request) => evatrFaults.altered(request, { anfrageZeitpunkt: '2026-11-26T10:31:07' }))
    expect(noOffset.attention).toEqual([])
  })

  it('evatr-0000 with HTTP 400 and a name given twice give no verdict', async () => {
    expect((await withAnswer(() => evatrFaults.validWithHttp400())).outcome).toBe('contradictory')
    const twice = await withAnswer(() => evatrFaults.duplicateKeys())
    expect(twice.outcome).toBe('contradictory')
    expect(Buffer.from(twice.answer!.base64, 'base64').toString('utf8')).toBe(evatrFaults.duplicateKeys().text)
  })

  it('a 5xx without a status code: no "evatr-unknown", the HTTP status and bytes recorded, and the receipt says no answer was given', async () => {
    const answer = await withAnswer(() => evatrFaults.emptyServerError(502))
    expect([answer.outcome, answer.status, answer.failure]).toEqual(['unavailable', null, 'evatr_no_answer'])
    const receipt = receiptOf(answer)
    expect(receipt.result).toMatchObject({ serviceAnswered: false, status: null, failure: 'evatr_no_answer', outcome: 'unavailable' })
    expect(receipt.answer).toMatchObject({ httpStatus: 502, base64: '' })
    expect(receiptOf(await check(asked)).result.serviceAnswered).toBe(true)
  })

  it('an unknown status code reads "unknown answer code", not "cannot answer now"', async () => {
    const answer = await withAnswer((request) => evatrFaults.altered(request, { status: 'evatr-4711' }, 503))
    expect([answer.outcome, answer.status]).toEqual(['unknownStatus', 'evatr-4711'])
  })
})

describe('issue 38 C4', () => {
  it('the form without JavaScript takes Chinese names within the field limits (9 bytes a character form-encoded), not 413', async () => {
    const han = (n: number) => '北京市朝阳区建国门外大街有限公司'.repeat(20).slice(0, n)
    const fields = { requesterVatId: 'DE811907980', countryCode: 'FR', vatNumber: '12345678901', companyName: han(qualifiedLimits.companyName), street: han(qualifiedLimits.street), postcode: '100022', city: han(qualifiedLimits.city), declaration: 'on', lang: 'zh' }
    const body = new URLSearchParams(fields).toString()
    expect(Buffer.byteLength(body)).toBeGreaterThan(4 * 1024)
    const response = await handler(httpEvent({ path: qualifiedCheckApi.path, contentType: 'application/x-www-form-urlencoded', body }))
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('data-outcome="valid"')
    // One character over a limit is still refused, as a field too long.
    const over = new URLSearchParams({ ...fields, city: han(qualifiedLimits.city + 1) }).toString()
    expect((await handler(httpEvent({ path: qualifiedCheckApi.path, contentType: 'application/x-www-form-urlencoded', body: over }))).statusCode).toBe(400)
  })

  it('VIES reporting itself unavailable as a whole is passed on by the availability endpoint (the page warns)', async () => {
    const down = await startFakeVies(() => viesAnswers.error('SERVICE_UNAVAILABLE', 503), 0, { serviceUnavailable: true })
    try {
      const handlers = createQualifiedCheckHandlers({ evatr: createEvatrClient({ baseUrl: evatr.url }), vies: createViesQualifiedClient({ apiUrl: down.url }), signer: localReceiptSigner(localReceiptSigningKey), now: () => now, logSink: () => {} })
      const response = await handlers[qualifiedCheckApi.availabilityPath]!(httpEvent({ method: 'GET', path: qualifiedCheckApi.availabilityPath }))
      expect(JSON.parse(response.body!)).toMatchObject({ viesService: false })
      const up = await createQualifiedCheckHandlers({ evatr: createEvatrClient({ baseUrl: evatr.url }), vies: createViesQualifiedClient({ apiUrl: vies.url }), signer: localReceiptSigner(localReceiptSigningKey), now: () => now, logSink: () => {} })[qualifiedCheckApi.availabilityPath]!(httpEvent({ method: 'GET', path: qualifiedCheckApi.availabilityPath }))
      expect(JSON.parse(up.body!)).toMatchObject({ viesService: true })
    } finally {
      await down.close()
    }
  })

  it('"noch etwa 1 Minute", "about 1 minute left": the plural by Intl.PluralRules in each language', () => {
    const text = (lang: 'de' | 'en' | 'zh', minutes: number) => remainingText(ustIdBestaetigungPage.text[lang]!.batch, minutes, lang)
    expect([text('de', 1), text('de', 2), text('en', 1), text('en', 3), text('zh', 1)]).toEqual(['noch etwa 1 Minute', 'noch etwa 2 Minuten', 'about 1 minute left', 'about 3 minutes left', '还需约1分钟'])
  })
})

describe('issue 38 C3: a Northern Ireland number (XI) of a German requester', () => {
  const asked = { requesterVatId: 'DE811907980', countryCode: 'XI', vatNumber: '123456789' }
  /** The BZSt answers `answer` for XI numbers and its own answer for every other. */
  const bzstForXi = async <T>(answer: (request: Record<string, unknown>) => { status: number; text: string; contentType?: string }, run: () => Promise<T>): Promise<T> => {
    evatr.setAnswer((request) => (String(request.angefragteUstid).startsWith('XI') ? answer(request) : undefined))
    try {
      return await run()
    } finally {
      evatr.setAnswer(undefined)
    }
  }
  const refusedAsMalformed = (request: Record<string, unknown>) => evatrFaults.altered(request, { status: 'evatr-2003' }, 400)

  it('the BZSt refusing it (evatr-2003): VIES is asked with the same question, and result, receipt and page say VIES answered, no § 18e confirmation', async () => {
    const before = vies.requests.length
    const answer = await bzstForXi(refusedAsMalformed, () => check(asked))
    expect(vies.requests.slice(before)).toEqual([expect.objectContaining({ countryCode: 'XI', vatNumber: '123456789', requesterMemberStateCode: 'DE', requesterNumber: '811907980', traderName: registeredCompany.firmenname })])
    expect(answer.route).toBe('vies')
    // VIES's own verdict and comparison (the fake VIES's trader is in Taunusstein, not Vienna).
    expect(answer.outcome).toBe('valid')
    expect(answer.matches).toMatchObject({ companyName: 'match', city: 'noMatch' })
    expect(answer.bzstFirst).toEqual({ outcome: 'malformed', status: 'evatr-2003', failure: null })
    const receipt = receiptOf(answer)
    expect(receipt.service.route).toBe('vies')
    expect(receipt.receipt).toBe(receiptOf(await check({ requesterVatId: 'ATU12345678', countryCode: 'XI', vatNumber: '123456789' })).receipt)
    expect(receipt.bzstFirst).toEqual({ outcome: 'malformed', status: 'evatr-2003', failure: null })
    // The page without JavaScript, in each language: the BZSt's refusal with its code, and VIES's evidence text.
    for (const lang of ['de', 'en', 'zh'] as const) {
      const t = ustIdBestaetigungPage.text[lang]!.form
      const body = new URLSearchParams({ ...asked, companyName: registeredCompany.firmenname, city: registeredCompany.ort, declaration: 'on', lang }).toString()
      const page = await bzstForXi(refusedAsMalformed, () => handler(httpEvent({ path: qualifiedCheckApi.path, contentType: 'application/x-www-form-urlencoded', body })))
      const html = page.body!.replace(/&#x27;/g, "'")
      expect(html, lang).toContain('data-route="vies"')
      expect(html, lang).toContain(t.bzstFirst.refused.replace('{status}', 'evatr-2003'))
      expect(html, lang).toContain(t.evidence.vies)
      expect(html, lang).not.toContain(t.evidence.evatr)
    }
  })

  it('the BZSt down (evatr-1001 with 503, an empty 502, no answer at all): VIES answers, and the BZSt’s failure is kept', async () => {
    const down = await bzstForXi((request) => evatrFaults.altered(request, { status: 'evatr-1001' }, 503), () => check(asked))
    expect([down.route, down.outcome]).toEqual(['vies', 'valid'])
    expect(down.bzstFirst).toEqual({ outcome: 'unavailable', status: 'evatr-1001', failure: null })
    const empty = await bzstForXi(() => evatrFaults.emptyServerError(502), () => check(asked))
    expect([empty.route, empty.outcome]).toEqual(['vies', 'valid'])
    expect(empty.bzstFirst).toEqual({ outcome: 'unavailable', status: null, failure: 'evatr_no_answer' })
    expect(receiptOf(empty).result).toMatchObject({ serviceAnswered: true, status: null, failure: null, outcome: 'valid' })
    // The BZSt not reachable at all: a closed port.
    const closed = createQualifiedCheckHandlers({ evatr: createEvatrClient({ baseUrl: 'http://127.0.0.1:9' }), vies: createViesQualifiedClient({ apiUrl: vies.url }), signer: localReceiptSigner(localReceiptSigningKey), now: () => now, logSink: () => {}, receiptPdf: async () => ({ fileName: 'x.pdf', bytes: Buffer.from('%PDF') }) })[qualifiedCheckApi.path]!
    const response = await closed(httpEvent({ path: qualifiedCheckApi.path, body: { declaration: true, lang: 'en', companyName: registeredCompany.firmenname, city: registeredCompany.ort, ...asked } }))
    const unreachable = JSON.parse(response.body!) as QualifiedCheckAnswer
    expect([unreachable.route, unreachable.outcome, unreachable.bzstFirst?.outcome]).toEqual(['vies', 'valid', 'unavailable'])
  })

  it('only then: an XI number the BZSt answers, a requester it refuses, or another member state’s number it refuses stay with the BZSt, and VIES is not asked', async () => {
    const before = vies.requests.length
    const confirmed = await check(asked)
    expect([confirmed.route, confirmed.outcome, confirmed.bzstFirst]).toEqual(['evatr', 'valid', undefined])
    const requesterRefused = await bzstForXi((request) => evatrFaults.altered(request, { status: 'evatr-2005' }, 404), () => check(asked))
    expect([requesterRefused.route, requesterRefused.outcome]).toEqual(['evatr', 'requesterRefused'])
    evatr.setAnswer((request) => evatrFaults.altered(request, { status: 'evatr-2003' }, 400))
    try {
      const french = await check({ ...asked, countryCode: 'FR', vatNumber: '12345678901' })
      expect([french.route, french.outcome]).toEqual(['evatr', 'malformed'])
    } finally {
      evatr.setAnswer(undefined)
    }
    expect(vies.requests.length).toBe(before)
  })
})
