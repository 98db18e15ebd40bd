// The list check's runner (core/qualified-batch.ts) as the browser runs it, with the site's API
// client: 500 rows through the real local server against the fake BZSt and VIES, with slow
// answers, upstream errors and limits, and a proxy in front of the server that answers 5xx and
// 429 now and then: every row ends answered, refused or "try again", none lost, none asked twice
// once answered (a row without an answer is not repeated at once, as the BZSt asks: it waits for the
// next run). Then the server's own limit on a shared fake clock: never more than the limit
// in any minute, and the list still completes.
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readCustomerList } from '../../core/customer-list'
import { batchRows, firstJobs, repeatJobs, rowVerdict, runBatch, type BatchRowState, type CheckAnswer } from '../../core/qualified-batch'
import { qualifiedCheckApi, type QualifiedCheckAnswer, type QualifiedCheckRequest } from '../../core/qualified-check-api'
import { createEvatrClient } from '../../lambdas/qualified-check/evatr-client'
import { createQualifiedCheckHandlers } from '../../lambdas/qualified-check/handler'
import { createViesQualifiedClient } from '../../lambdas/qualified-check/vies-qualified'
import { localReceiptSigningKey } from '../../lambdas/config'
import { localReceiptSigner } from '../../lambdas/qualified-check/receipt-signer'
import { postJson } from '../../renderer/client/api'
import { startFakeEvatr } from '../support/fake-evatr'
import { startFakeVies, viesAnswers } from '../support/fake-vies'
import { httpEvent } from '../support/http-event'
import { startLocalSite, type LocalSite } from '../support/local-site'

let evatr: Awaited<ReturnType<typeof startFakeEvatr>>
let vies: Awaited<ReturnType<typeof startFakeVies>>
let site: LocalSite
let proxy: Server
let proxyUrl: string
const proxied = { forwarded: 0, failed: 0, limited: 0 }

beforeAll(async () => {
  evatr = await startFakeEvatr({ delayMs: 5 })
  // VIES, asked for the rows of requesters outside Germany: numbers ending …11 answer slowly,
  // …22 with HTTP 500, …33 with VIES's own limit of parallel requests (then asked once more).
  vies = await startFakeVies(async (request) => {
    if (request.vatNumber.endsWith('11')) await new Promise((resolve) => setTimeout(resolve, 250))
    if (request.vatNumber.endsWith('22')) return { status: 500, body: '{}' }
    if (request.vatNumber.endsWith('33')) return viesAnswers.error('MS_MAX_CONCURRENT_REQ')
    return viesAnswers.qualified(request)
  })
  site = await startLocalSite({ sesEndpoint: 'http://127.0.0.1:1', viesUrl: vies.url, evatrUrl: evatr.url, env: { QUALIFIED_CHECKS_PER_MINUTE: '100000' } })
  // In front of the site, as a troubled network or CDN would be: every 41st request 503, every
  // 53rd a 429 with Retry-After: 1; requests for numbers ending …99 always 502.
  let count = 0
  proxy = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      count++
      if (/"vatNumber":"[^"]*99"/.test(body.toString('utf8')) || count % 41 === 0) {
        proxied.failed++
        return res.writeHead(count % 41 === 0 ? 503 : 502, { 'content-type': 'text/html' }).end('<html>Bad gateway</html>')
      }
      if (count % 53 === 0) {
        proxied.limited++
        return res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '1' }).end('{"error":"rate_limited"}')
      }
      proxied.forwarded++
      const target = new URL(req.url!, site.url)
      const upstream = httpRequest(target, { method: req.method, headers: { ...req.headers, host: target.host }, agent: false }, (answer) => {
        res.writeHead(answer.statusCode!, answer.headers)
        answer.pipe(res)
      })
      upstream.end(body)
    })
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise<void>((resolve) => proxy.close(() => resolve()))
  await site.close()
  await Promise.all([evatr.close(), vies.close()])
})

/**
 * A customer list of `n` rows as an ERP writes it: semicolons, a header, mixed member states. The
 * Austrian numbers end in 5555, which the fake BZSt answers as valid (its last four digits choose a
 * status code: "…0004" would refuse the requester and end the run).
 */
function customerList(n: number): string {
  const lines = ['Kunde;USt-IdNr.;Straße;PLZ;Ort']
  for (let i = 0; i < n; i++) {
    const digits = String(10_000_000 + i)
    lines.push(i % 2 === 0 ? `Muster Handels GmbH;ATU${1000 + i}5555;Hauptstraße 1;1010;Wien` : `Kunde ${i} GmbH;DE${digits.slice(0, 7)}${String(i % 100).padStart(2, '0')};;;Berlin`)
  }
  return lines.join('\r\n')
}

// The runner's own waits (Retry-After, the spacing of a repeat) at a fiftieth of their length, its
// clock moved on by the rest: the order of events is what is tested here; the waits' lengths are the
// unit test's (fake clock).
let skipped = 0
const quickTime = {
  sleep: (ms: number) => {
    skipped += ms - ms / 50
    return new Promise<void>((resolve) => setTimeout(resolve, ms / 50))
  },
  now: () => Date.now() + skipped,
  waitWhilePaused: () => Promise.resolve(),
  stopped: () => false,
}

describe('the list check through the local server', { timeout: 120_000 }, () => {
  it('ends every one of 500 rows with an answer, a refusal or "try again", through slow answers, 5xx and 429', async () => {
    const read = readCustomerList(new TextEncoder().encode(customerList(500)))
    expect(read.ok).toBe(true)
    if (!read.ok) return
    const rows = batchRows(read.list, read.list.columns)
    const states: BatchRowState[] = rows.map(() => ({ kind: 'waiting' }))
    const reported: number[] = []
    const started = performance.now()
    // German rows ask the BZSt with a German requester, the others VIES with an Austrian one: one
    // list has one requester, so the list is run twice, each with its own rows.
    const jobs = firstJobs(rows)
    const byRoute = { evatr: jobs.filter(({ row }) => row.vatId.startsWith('AT')), vies: jobs.filter(({ row }) => row.vatId.startsWith('DE')) }
    const runner = {
      ...quickTime,
      paceMs: 0,
      check: (request: QualifiedCheckRequest) => postJson<QualifiedCheckAnswer>(`${proxyUrl}${qualifiedCheckApi.path}`, request) as Promise<CheckAnswer>,
      onState: (index: number, state: BatchRowState) => {
        reported.push(index)
        states[index] = state
      },
    }
    await runBatch(runner, byRoute.evatr, 'DE811907980', 'de')
    await runBatch(runner, byRoute.vies, 'ATU12345678', 'de')
    expect(states.filter((s) => s.kind === 'waiting')).toEqual([])
    expect(reported.sort((a, b) => a - b)).toEqual(rows.map((_, i) => i))
    const unanswered = states.flatMap((state, i) => (state.kind === 'noAnswer' ? [i] : []))
    // Then the open rows asked again, each no sooner than its spacing after its last request (a
    // minute here: the length of the BZSt's spacing is the unit test's, on a fake clock).
    const again = repeatJobs(rows, states, 60_000)
    expect(again.length).toBeGreaterThanOrEqual(unanswered.length)
    await runBatch(runner, again.filter(({ row }) => row.vatId.startsWith('AT')), 'DE811907980', 'de')
    await runBatch(runner, again.filter(({ row }) => row.vatId.startsWith('DE')), 'ATU12345678', 'de')
    const seconds = (performance.now() - started) / 1000

    const kinds = (test: (state: BatchRowState, i: number) => boolean) => states.filter(test).length
    // Numbers ending …99 never get through the proxy: "try later", never "not valid".
    const blocked = rows.flatMap((row, i) => (row.vatId.endsWith('99') ? [i] : []))
    expect(blocked.length).toBeGreaterThan(0)
    for (const i of blocked) expect(rowVerdict(states[i]!), rows[i]!.vatId).toBe('tryLater')
    // VIES's 500 and its limit of parallel requests are "cannot answer now", never "not valid".
    for (const [i, row] of rows.entries()) {
      const state = states[i]!
      if (row.vatId.startsWith('DE') && /(22|33)$/.test(row.vatId) && state.kind === 'done') expect(state.result.outcome, row.vatId).toBe('unavailable')
    }
    expect(kinds((s) => s.kind === 'done' && s.result.outcome === 'valid')).toBeGreaterThan(400)
    expect(kinds((s) => s.kind === 'notSent')).toBe(0)
    // The proxy's troubles were met: a 429 cost a row nothing, a 503 only a later repeat.
    expect(proxied.failed).toBeGreaterThan(blocked.length)
    expect(proxied.limited).toBeGreaterThan(0)
    for (const i of unanswered) if (!blocked.includes(i) && !/(22|33)$/.test(rows[i]!.vatId)) expect(states[i]!.kind, rows[i]!.vatId).not.toBe('noAnswer')
    // No PDF travels with a list's rows.
    console.info(`500 rows in ${seconds.toFixed(1)} s at no pace: ${(500 / seconds).toFixed(0)} rows/s; proxy ${JSON.stringify(proxied)}`)
  })
})

describe('the server’s own limit under a list check (shared fake clock)', () => {
  it('answers at most its limit in each calendar minute, and the list still completes by waiting out Retry-After', async () => {
    let clock = 0
    const limit = 30
    const handler = createQualifiedCheckHandlers({ evatr: createEvatrClient({ baseUrl: evatr.url }), vies: createViesQualifiedClient({ apiUrl: vies.url }), signer: localReceiptSigner(localReceiptSigningKey), perClientPerMinute: limit, now: () => clock, logSink: () => {} })[qualifiedCheckApi.path]!
    const answered: number[] = []
    let refused = 0
    const rows = Array.from({ length: 100 }, (_, i) => ({ row: i + 2, vatId: `ATU${1000 + i}5555`, companyName: 'Muster Handels GmbH', street: '', postcode: '', city: 'Wien' }))
    const states: BatchRowState[] = []
    await runBatch(
      {
        sleep: async (ms) => void (clock += ms),
        now: () => clock,
        waitWhilePaused: () => Promise.resolve(),
        stopped: () => false,
        paceMs: 0,
        check: async (request) => {
          // The server counts a request when it arrives: that time is what its limit holds to.
          const arrived = clock
          const response = await handler(httpEvent({ path: qualifiedCheckApi.path, body: request }))
          clock += 50
          const body = JSON.parse(response.body!) as QualifiedCheckAnswer & { error?: string }
          if (response.statusCode === 429) {
            refused++
            return { ok: false, status: 429, error: body.error!, retryAfterSeconds: Number(response.headers!['Retry-After']) }
          }
          answered.push(arrived)
          return { ok: true, data: body }
        },
        onState: (index, state) => void (states[index] = state),
      },
      firstJobs(rows),
      'DE811907980',
      'en',
    )
    expect(states.filter((s) => s.kind === 'done')).toHaveLength(100)
    expect(refused).toBeGreaterThan(0)
    // The function counts per sliding minute (docs/limits.md: at most the limit in ANY 60 s, by the time a
    // request arrives; issue 38 B4 replaced the calendar minutes): the 31st answer after any answer comes
    // at least 60 s later, and a list that waits out Retry-After (whole seconds) loses at most that second
    // and one request's time before it uses a freed place.
    expect(answered).toHaveLength(100)
    for (let i = limit; i < answered.length; i++) {
      const gap = answered[i]! - answered[i - limit]!
      expect(gap, `answer ${i + 1}`).toBeGreaterThanOrEqual(60_000)
      expect(gap, `answer ${i + 1}`).toBeLessThan(60_000 + 1000 + 50)
    }
  })
})
