// Reliability: faults of the services behind both APIs, through the real local server over HTTP.
// The contact API talks to the SES emulator with the real AWS SDK (lambdas/aws-clients.ts:
// 2 s connect and 5 s request timeout, 2 attempts) through a fault proxy; the VAT check talks to
// the fake VIES with the handler's production 8 s timeout. Every fault must end in its documented
// error code inside the Lambda timeouts (infra/constructs/api.ts: contact 25 s, VIES 20 s), and
// the archive must account for every inquiry the contact API accepted.
//
// Times are judged only where a clock cannot run fast: a run lasts at least its timeouts, and at
// most the Lambda's timeout. How soon a fault ends beyond that depends on the machine's load, so it
// is told by what happened instead: how many requests were made, and which error was archived.
//
// Each test has its own proxy, site server and archive, and finds its mails in the emulator by a
// marker of its own, so the tests run concurrently: the suite takes as long as its slowest test.
import { randomUUID } from 'node:crypto'
import { createServer, type AddressInfo, type Server } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startSesEmulator } from '../../scripts/server/ses-emulator'
import { forward, sesErrors, startFaultProxy, type ProxyAction } from '../support/fault-proxy'
import { startFakeVies, viesAnswers, type FakeViesReply } from '../support/fake-vies'
import { mailsWith, postJson, startLocalSite } from '../support/local-site'

const lambdaTimeoutMs = { contact: 25_000, vies: 20_000 }
/** SES client (lambdas/aws-clients.ts): per-attempt request timeout and attempts. */
const ses = { requestTimeoutMs: 5_000, attempts: 2 }
/** The VIES handler's default timeout per call (lambdas/vies-vat-check/handler.ts). */
const viesTimeoutMs = 8_000

let emulator: Server
let sesUrl: string
const cleanups: (() => Promise<void>)[] = []

beforeAll(async () => {
  // The handlers log every fault with console; the tests check the outcome instead.
  for (const level of ['error', 'warn', 'info'] as const) vi.spyOn(console, level).mockImplementation(() => {})
  emulator = await startSesEmulator({ host: '127.0.0.1', port: 0 })
  sesUrl = `http://127.0.0.1:${(emulator.address() as AddressInfo).port}`
})

afterAll(async () => {
  await Promise.all(cleanups.map((close) => close()))
  await new Promise((resolve) => emulator.close(resolve))
  vi.restoreAllMocks()
})

/** A port nothing listens on (just freed). */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function site(endpoints: { sesEndpoint?: string; viesUrl?: string }) {
  const local = await startLocalSite({ sesEndpoint: endpoints.sesEndpoint ?? sesUrl, viesUrl: endpoints.viesUrl ?? 'http://127.0.0.1:1' })
  cleanups.push(local.close)
  return local
}

const inquiry = { name: 'Erika Musterfrau', email: 'erika@example.com', source: 'General Contact Form', lang: 'de' }

/** Posts one inquiry (with a marker of its own) through the local server to SES at `sesEndpoint`. */
async function sendInquiry(sesEndpoint: string) {
  const local = await site({ sesEndpoint })
  const marker = `fault-${randomUUID()}`
  const answer = await postJson(`${local.url}/api/send-contact-email`, { ...inquiry, message: `Bitte um Rückruf.\n${marker}` })
  return { ...answer, archived: local.archived, mails: () => mailsWith(sesUrl, marker) }
}

async function sendThroughProxy(plan: (index: number) => ProxyAction) {
  const proxy = await startFaultProxy(sesUrl, plan)
  cleanups.push(proxy.close)
  return { ...(await sendInquiry(proxy.url)), proxy }
}

/**
 * Nothing accepted is lost: the archive holds the inquiry once, `delivered` with its mail in the
 * emulator exactly once, or `undelivered` with the reason and no mail (unless `copies` says what
 * else happened). Every copy carries the archive number.
 */
async function expectAccountedFor(
  run: Awaited<ReturnType<typeof sendInquiry>>,
  status: 'delivered' | 'undelivered',
  { error, copies = status === 'delivered' ? 1 : 0 }: { error?: RegExp; copies?: number } = {},
): Promise<void> {
  const records = await run.archived()
  expect(records).toHaveLength(1)
  const record = records[0]!
  expect(record).toMatchObject({ ...inquiry, status })
  if (error) expect(record.error).toMatch(error)
  else expect(record.error).toBeUndefined()
  const mails = await run.mails()
  expect(mails).toHaveLength(copies)
  for (const mail of mails) expect(mail.body.text).toContain(record.id)
}

describe.concurrent('faults', () => {
  describe('POST /api/send-contact-email when SES', () => {
    it('is stopped (connection refused): 502 send_failed, archived undelivered', async () => {
      // An emulator of its own that served a mail before it stopped, so the SDK's pooled
      // keep-alive connection to it is in play too.
      const own = await startSesEmulator({ host: '127.0.0.1', port: 0 })
      const ownUrl = `http://127.0.0.1:${(own.address() as AddressInfo).port}`
      const local = await site({ sesEndpoint: ownUrl })
      const before = await postJson(`${local.url}/api/send-contact-email`, { ...inquiry, message: `Vorher ${randomUUID()}` })
      expect(before.status).toBe(200)
      await new Promise((resolve) => {
        own.close(resolve)
        own.closeAllConnections()
      })
      const marker = `fault-${randomUUID()}`
      const run = await postJson(`${local.url}/api/send-contact-email`, { ...inquiry, message: marker })
      expect([run.status, run.body]).toEqual([502, { error: 'send_failed' }])
      expect(run.ms).toBeLessThan(lambdaTimeoutMs.contact)
      const records = await local.archived()
      expect(records.map((r) => r.status).sort()).toEqual(['delivered', 'undelivered'])
      const after = records.find((r) => r.message === marker)
      expect(after).toMatchObject({ ...inquiry, status: 'undelivered' })
      expect(after?.error).toMatch(/ECONNREFUSED/)
      expect(await mailsWith(sesUrl, marker)).toEqual([])
    })

    it('is slow but inside the 5 s request timeout (1 s): 200 without a retry, delivered exactly once', async () => {
      const run = await sendThroughProxy(() => ({ kind: 'forward', delayMs: 1_000 }))
      expect([run.status, run.body]).toEqual([200, { ok: true }])
      expect(run.ms).toBeGreaterThanOrEqual(1_000)
      expect(run.proxy.stats.requests).toBe(1)
      await expectAccountedFor(run, 'delivered')
    })

    it('stalls every attempt: 502 send_failed after 2 × 5 s, well inside the Lambda timeout, archived undelivered', async () => {
      const run = await sendThroughProxy(() => ({ kind: 'stall' }))
      expect([run.status, run.body]).toEqual([502, { error: 'send_failed' }])
      // The SDK counts a timed-out attempt as transient and tries once more.
      expect(run.proxy.stats.requests).toBe(ses.attempts)
      expect(run.ms).toBeGreaterThanOrEqual(ses.attempts * ses.requestTimeoutMs - 100)
      expect(run.ms).toBeLessThan(lambdaTimeoutMs.contact)
      await expectAccountedFor(run, 'undelivered', { error: /TimeoutError/ })
    })

    it('completes a stalled first attempt late and the retry too: one success, one archive record, the mail twice', async () => {
      // SES's SendEmail has no idempotency token: when the first attempt reaches SES but its answer
      // does not come back in 5 s, the SDK's retry sends the mail again. The visitor sees one
      // success and the archive one record marked delivered (never a second record), but the
      // firm gets the mail twice, both copies carrying the same inquiry number. Delivery is at
      // least once, never lost; a duplicate is recognisable by its number.
      const run = await sendThroughProxy((i) => (i === 0 ? { kind: 'stall', forwardAfterMs: ses.requestTimeoutMs + 1_000 } : forward))
      expect([run.status, run.body]).toEqual([200, { ok: true }])
      expect(run.ms).toBeGreaterThanOrEqual(ses.requestTimeoutMs - 100)
      expect(run.ms).toBeLessThan(lambdaTimeoutMs.contact)
      await run.proxy.settled()
      expect(run.proxy.stats.requests).toBe(2)
      await expectAccountedFor(run, 'delivered', { copies: 2 })
    })

    it('accepts every attempt but its answers never arrive: send_failed and "undelivered", though the mail went out twice', async () => {
      // The limit of what the handler can know: "undelivered" means SES did not confirm the mail,
      // not that the firm did not get it. The archived inquiry (with its number) is the reference.
      const run = await sendThroughProxy(() => ({ kind: 'stall', forwardAfterMs: 0 }))
      expect([run.status, run.body]).toEqual([502, { error: 'send_failed' }])
      expect(run.ms).toBeLessThan(lambdaTimeoutMs.contact)
      await run.proxy.settled()
      expect(run.proxy.stats.requests).toBe(2)
      await expectAccountedFor(run, 'undelivered', { error: /TimeoutError/, copies: 2 })
    })

    it.each([
      ['answers 500 InternalFailure once', sesErrors.internalFailure],
      ['answers 503 ServiceUnavailable once', sesErrors.serviceUnavailable],
      ['throttles (400 Throttling) once', sesErrors.throttling],
      ['resets the connection once', { kind: 'reset' } as const],
    ])('%s, then works: the SDK retries, 200, delivered exactly once', async (_label, fault) => {
      const run = await sendThroughProxy((i) => (i === 0 ? fault : forward))
      expect([run.status, run.body]).toEqual([200, { ok: true }])
      expect(run.ms).toBeLessThan(lambdaTimeoutMs.contact)
      expect(run.proxy.stats.requests).toBe(2)
      await expectAccountedFor(run, 'delivered')
    })

    it.each([
      ['rejects the message (400 MessageRejected)', 1, sesErrors.messageRejected, /^MessageRejected: Email address is not verified/],
      ['answers 500 InternalFailure every time', 2, sesErrors.internalFailure, /^InternalFailure: /],
      ['resets every connection', 2, { kind: 'reset' } as const, /ECONNRESET|socket hang up/],
    ])('%s: 502 send_failed after %i request(s), archived undelivered', async (_label, requests, fault, error) => {
      const run = await sendThroughProxy(() => fault)
      expect([run.status, run.body]).toEqual([502, { error: 'send_failed' }])
      expect(run.ms).toBeLessThan(lambdaTimeoutMs.contact)
      expect(run.proxy.stats.requests).toBe(requests)
      await expectAccountedFor(run, 'undelivered', { error })
    })
  })

  describe('POST /api/vies-vat-check when VIES', () => {
    const de = { countryCode: 'DE', vatNumber: '123456789' }

    async function check(reply: ((index: number) => FakeViesReply | Promise<FakeViesReply>) | 'down') {
      let viesUrl = `http://127.0.0.1:${await closedPort()}`
      let requests = () => 0
      if (reply !== 'down') {
        const fake = await startFakeVies((_r, i) => reply(i))
        cleanups.push(fake.close)
        viesUrl = fake.url
        requests = () => fake.requests.length
      }
      const local = await site({ viesUrl })
      return { ...(await postJson(`${local.url}/api/vies-vat-check`, de)), requests }
    }

    it('is down (nothing listening): 503 vies_unreachable (not the timeout)', async () => {
      const run = await check('down')
      expect([run.status, run.body]).toEqual([503, { error: 'vies_unreachable' }])
      expect(run.ms).toBeLessThan(lambdaTimeoutMs.vies)
    })

    it('stalls: 504 vies_timeout after the 8 s timeout, inside the 20 s Lambda timeout', async () => {
      const run = await check(() => ({ stallMs: 60_000 }))
      expect([run.status, run.body]).toEqual([504, { error: 'vies_timeout' }])
      expect(run.ms).toBeGreaterThanOrEqual(viesTimeoutMs - 100)
      expect(run.ms).toBeLessThan(lambdaTimeoutMs.vies)
      expect(run.requests()).toBe(1)
    })

    it('answers a concurrency limit slowly, then stalls the retry: still ends inside the 20 s Lambda timeout', async () => {
      // The longest the handler can take: an answer inside the timeout that asks for the one retry,
      // the pause (≤ 2 × 400 ms), and a retry that times out. At most 8 s + 0.8 s + 8 s < 20 s; here
      // the first answer takes half the timeout, so a busy machine cannot push it past the timeout.
      const slowAnswerMs = viesTimeoutMs / 2
      const run = await check(async (i) => {
        if (i > 0) return { stallMs: 60_000 }
        await new Promise((resolve) => setTimeout(resolve, slowAnswerMs))
        return viesAnswers.error('MS_MAX_CONCURRENT_REQ')
      })
      expect([run.status, run.body]).toEqual([504, { error: 'vies_timeout' }])
      expect(run.requests()).toBe(2)
      expect(run.ms).toBeGreaterThanOrEqual(slowAnswerMs + 400 + viesTimeoutMs - 100)
      expect(run.ms).toBeLessThan(lambdaTimeoutMs.vies)
    })

    it.each([
      ['answers an HTML error page (503 text/html)', 503, 'SERVICE_UNAVAILABLE', { status: 503, body: '<html><body>Service Unavailable</body></html>', contentType: 'text/html' }],
      ['answers an HTML page with 200', 502, 'vies_invalid_response', { status: 200, body: '<html>maintenance</html>', contentType: 'text/html' }],
      ['resets the connection', 503, 'vies_unreachable', { reset: true }],
    ] as const)('%s: %i %s (not the timeout), without a retry', async (_label, status, error, reply) => {
      const run = await check(() => reply)
      expect([run.status, run.body]).toEqual([status, { error }])
      expect(run.ms).toBeLessThan(lambdaTimeoutMs.vies)
      expect(run.requests()).toBe(1)
    })
  })
})
