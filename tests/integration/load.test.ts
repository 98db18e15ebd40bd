// Reliability under load: 50 contact posts and 50 VAT checks at once through the real local server
// over HTTP. The contact API sends through the real AWS SDK to the SES emulator (behind a proxy
// that counts), the VAT check asks the fake VIES, which answers after a small random delay and
// answers a few numbers with MS_MAX_CONCURRENT_REQ first, so the retry runs under load too.
// Nothing may be dropped, duplicated or mixed up between concurrent requests. Seeded, so every
// run sends the same requests.
import type { AddressInfo, Server } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startSesEmulator } from '../../scripts/server/ses-emulator'
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy'
import { startFakeVies, viesAnswers, type ViesRequest } from '../support/fake-vies'
import { mailsWith, postJson, startLocalSite, type LocalSite } from '../support/local-site'
import { seededRandom } from '../support/random'

const perApi = 50
let emulator: Server
let sesUrl: string
let ses: FaultProxy
let vies: Awaited<ReturnType<typeof startFakeVies>>
let site: LocalSite

/**
 * Holds every arrival until `count` have arrived, so the servers behind the APIs see them all in
 * flight at once. Opens anyway after `maxWaitMs` (inside the SDK's 5 s request timeout), so a
 * server that serialises requests fails the in-flight assertion instead of hanging the suite.
 */
function gate(count: number, maxWaitMs = 3_000) {
  let arrived = 0
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return () => {
    if (++arrived === 1) setTimeout(open, maxWaitMs).unref()
    if (arrived >= count) open()
    return opened
  }
}

const next = seededRandom(20261122)
const countries = ['DE', 'FR', 'AT', 'NL', 'IT', 'ES', 'BE', 'PL']
const vatChecks = Array.from({ length: perApi }, (_, i) => ({
  countryCode: countries[i % countries.length]!,
  vatNumber: `${String(i).padStart(2, '0')}${String(Math.floor(next() * 1e7)).padStart(7, '0')}`,
  valid: next() < 0.7,
  // Every tenth number hits a concurrency limit on its first call and must be retried.
  limited: i % 10 === 3,
  delayMs: Math.floor(next() * 150),
}))
const inquiries = Array.from({ length: perApi }, (_, i) => {
  const marker = `[load-${String(i).padStart(2, '0')}-${Math.floor(next() * 0xffffff).toString(16).padStart(6, '0')}]`
  return { marker, body: { name: `Last ${i}`, email: `last${i}@example.com`, message: `Anfrage ${marker}\nZeile zwei.`, source: 'Load', lang: 'de' } }
})
const sesDelays = Array.from({ length: perApi * 2 }, () => Math.floor(next() * 150))
const key = (r: { countryCode: string; vatNumber: string }) => `${r.countryCode}${r.vatNumber}`

beforeAll(async () => {
  for (const level of ['error', 'warn', 'info'] as const) vi.spyOn(console, level).mockImplementation(() => {})
  emulator = await startSesEmulator({ host: '127.0.0.1', port: 0 })
  sesUrl = `http://127.0.0.1:${(emulator.address() as AddressInfo).port}`
  const sesGate = gate(perApi)
  ses = await startFaultProxy(sesUrl, async (i) => {
    await sesGate()
    return { kind: 'forward', delayMs: sesDelays[i] ?? 0 }
  })
  const byKey = new Map(vatChecks.map((c) => [key(c), c]))
  const limitedOnce = new Set<string>()
  const viesGate = gate(perApi)
  vies = await startFakeVies(async (request: ViesRequest) => {
    await viesGate()
    const asked = byKey.get(key(request))
    await new Promise((resolve) => setTimeout(resolve, asked?.delayMs ?? 0))
    if (!asked) return viesAnswers.error('INVALID_INPUT', 400)
    if (asked.limited && !limitedOnce.has(key(request))) {
      limitedOnce.add(key(request))
      return viesAnswers.error('MS_MAX_CONCURRENT_REQ')
    }
    return viesAnswers.valid(request, { valid: asked.valid, name: `Trader ${key(request)}`, address: `Street ${key(request)}` })
  })
  site = await startLocalSite({ sesEndpoint: ses.url, viesUrl: vies.url })
})

afterAll(async () => {
  await site.close()
  await ses.close()
  await vies.close()
  await new Promise((resolve) => emulator.close(resolve))
  vi.restoreAllMocks()
})

type Settled = PromiseSettledResult<Awaited<ReturnType<typeof postJson>>>
let contact: Settled[]
let vat: Settled[]
let elapsed: number

describe(`${perApi} contact posts and ${perApi} VAT checks at once`, () => {
  beforeAll(async () => {
    // Node's fetch (undici) does not cap connections per origin, so all 100 requests go out at
    // once on their own connections; the gates and the in-flight counts prove it.
    const started = performance.now()
    ;[contact, vat] = await Promise.all([
      Promise.allSettled(inquiries.map((q) => postJson(`${site.url}/api/send-contact-email`, q.body))),
      Promise.allSettled(vatChecks.map((c) => postJson(`${site.url}/api/vies-vat-check`, { countryCode: c.countryCode, vatNumber: c.vatNumber }))),
    ])
    elapsed = performance.now() - started
  })

  it('has them all in flight at once, and answers every one inside the Lambda timeouts, without a socket error', () => {
    expect(ses.stats.maxInFlight).toBeGreaterThanOrEqual(perApi)
    expect(vies.stats.maxInFlight).toBeGreaterThanOrEqual(perApi)
    expect([...contact, ...vat].flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []))).toEqual([])
    // The slowest request (a retried VAT check: two random delays and a pause of ≤ 0.8 s) ends
    // inside the shorter Lambda timeout (20 s VIES; contact 25 s). How far inside depends on the
    // machine's load: the throughput is measured by `npm run bench -- load`, not here.
    expect(elapsed).toBeLessThan(20_000)
  })

  it('answers each VAT check for the number asked (no cross-talk), retrying the concurrency limits once', () => {
    const answers = vat.map((r) => (r.status === 'fulfilled' ? [r.value.status, r.value.body] : null))
    expect(answers).toEqual(vatChecks.map((c) => [200, { valid: c.valid, name: `Trader ${key(c)}`, address: `Street ${key(c)}`, requestDate: '2026-11-20T09:15:42.512Z' }]))
    const callsPerNumber = Object.fromEntries(vatChecks.map((c) => [key(c), vies.requests.filter((r) => key(r) === key(c)).length]))
    expect(callsPerNumber).toEqual(Object.fromEntries(vatChecks.map((c) => [key(c), c.limited ? 2 : 1])))
  })

  it('accepts every inquiry and has each in the inbox and in the archive exactly once, delivered', async () => {
    expect(contact.map((r) => (r.status === 'fulfilled' ? [r.value.status, r.value.body] : null))).toEqual(inquiries.map(() => [200, { ok: true }]))
    // One SES request per inquiry: no SDK retries under load.
    expect(ses.stats.requests).toBe(perApi)
    const records = await site.archived()
    expect(records).toHaveLength(perApi)
    expect(new Set(records.map((r) => r.id)).size).toBe(perApi)
    const mails = await mailsWith(sesUrl, '[load-')
    expect(mails).toHaveLength(perApi)
    for (const { marker, body } of inquiries) {
      const archived = records.filter((r) => r.message.includes(marker))
      expect(archived, marker).toHaveLength(1)
      expect(archived[0], marker).toMatchObject({ ...body, status: 'delivered' })
      const delivered = mails.filter((m) => m.body.text?.includes(marker))
      expect(delivered, marker).toHaveLength(1)
      // The mail carries the archive number of the same inquiry.
      expect(delivered[0]!.body.text, marker).toContain(archived[0]!.id)
      expect(delivered[0]!.replyTo, marker).toEqual([body.email])
    }
  })
})
