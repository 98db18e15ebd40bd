// Reliability: generated malformed requests against both APIs through the real local server over
// HTTP. Every answer must be a 4xx with a JSON error code: no 5xx, no crash, nothing sent, nothing
// reflected, no header injection. Seeded, so every run sends the same requests. Then fast-check
// bodies of any JSON shape and any string content: never a 5xx, always the security headers. (Inputs that the
// documented cleaning turns into a well-formed request, e.g. " de " or "<script>" → SCRIPT, are
// not malformed and are left out.)
import type { AddressInfo, Server } from 'node:net'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { securityHeaders } from '../../core/security-headers'
import { readSiteManifest } from '../../scripts/site-manifest'
import { startSesEmulator } from '../../scripts/server/ses-emulator'
import { startFakeVies, viesAnswers } from '../support/fake-vies'
import { startLocalSite, type LocalSite } from '../support/local-site'
import { seededRandom } from '../support/random'

const perApi = 520
let site: LocalSite
let emulator: Server
let sesUrl: string
let vies: Awaited<ReturnType<typeof startFakeVies>>

const nasty = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'a\r\nX-Injected: yes',
  'a\nBcc: victim@example.org',
  '\u0000\u0001\u0002\u001b[31m',
  '\u202e\u2028\u2029',
  '😀'.repeat(300),
  'Ω'.repeat(10_001),
  '%0d%0aX-Injected:%20yes',
  '${7*7}{{7*7}}',
  "' OR 1=1 --",
  '../../etc/passwd',
]
const wrongTypes: unknown[] = [42, -1, 3.14, true, false, null, [], ['a'], {}, { a: 1 }, 1e309]

interface BadRequest {
  label: string
  method: string
  contentType?: string
  body?: string
}

function contactCases(next: () => number): BadRequest[] {
  const pick = <T,>(list: T[]): T => list[Math.floor(next() * list.length)]!
  const valid = { name: 'Max', email: 'max@example.com', message: 'Hallo', source: 'Form', lang: 'de' }
  const makers: (() => BadRequest)[] = [
    () => ({ label: 'wrong method', method: pick(['GET', 'PUT', 'DELETE', 'PATCH']), contentType: 'application/json', body: JSON.stringify(valid) }),
    () => ({ label: 'wrong content type', method: 'POST', contentType: pick(['text/plain', 'text/html', 'application/xml', 'multipart/form-data; boundary=x', 'application/jsonx']), body: JSON.stringify(valid) }),
    () => ({ label: 'no content type', method: 'POST', body: JSON.stringify(valid) }),
    () => ({ label: 'broken JSON', method: 'POST', contentType: 'application/json', body: pick(['{', '{"name":', "{'name':'x'}", '{"name":"a",}', 'NaN', '', 'undefined', '{"a":1}}']) }),
    () => {
      const field = pick(['name', 'email', 'message'] as const)
      return { label: `wrong type in ${field}`, method: 'POST', contentType: 'application/json', body: JSON.stringify({ ...valid, [field]: pick(wrongTypes) }) }
    },
    () => {
      const drop = pick(['name', 'email', 'message'] as const)
      const { [drop]: _dropped, ...rest } = valid
      return { label: `missing ${drop} plus extra fields`, method: 'POST', contentType: 'application/json', body: JSON.stringify({ ...rest, extra: pick(nasty), admin: true }) }
    },
    () => ({ label: 'payload in e-mail', method: 'POST', contentType: 'application/json', body: JSON.stringify({ ...valid, email: `max@example.com${pick(nasty)}` }) }),
    () => ({ label: 'overlong field', method: 'POST', contentType: 'application/json', body: JSON.stringify({ ...valid, [pick(['name', 'source'])]: pick(['x'.repeat(201), '😀'.repeat(201), 'Ω'.repeat(250)]) }) }),
    () => ({ label: 'huge body', method: 'POST', contentType: 'application/json', body: JSON.stringify({ ...valid, message: 'x'.repeat(pick([33_000, 70_000, 200_000])) }) }),
    () => ({ label: 'blank fields with payloads', method: 'POST', contentType: 'application/json', body: JSON.stringify({ name: ' \t\n ', email: pick(nasty), message: pick(nasty) }) }),
    () => ({ label: 'array or scalar body', method: 'POST', contentType: 'application/json', body: JSON.stringify(pick([[valid], 'valid', 1, null, true])) }),
    () => ({ label: 'form post with payloads and a missing field', method: 'POST', contentType: 'application/json', body: JSON.stringify({ name: pick(nasty), message: pick(nasty) }) }),
  ]
  return Array.from({ length: perApi }, (_, i) => makers[i % makers.length]!())
}

function viesCases(next: () => number): BadRequest[] {
  const pick = <T,>(list: T[]): T => list[Math.floor(next() * list.length)]!
  const makers: (() => BadRequest)[] = [
    () => ({ label: 'wrong method', method: pick(['GET', 'PUT', 'DELETE']), contentType: 'application/json', body: '{"countryCode":"DE","vatNumber":"123456789"}' }),
    // (A form post is the validator's no-JavaScript path, tested below.)
    () => ({ label: 'wrong content type', method: 'POST', contentType: pick(['text/plain', 'multipart/form-data; boundary=x', 'application/xml']), body: 'countryCode=DE&vatNumber=123456789' }),
    () => ({ label: 'broken JSON', method: 'POST', contentType: 'application/json', body: pick(['{', '{"countryCode":', '[', '', '{"a":}']) }),
    () => ({ label: 'unknown country', method: 'POST', contentType: 'application/json', body: JSON.stringify({ countryCode: pick(['GB', 'GR', 'XX', 'D E', '', 'D', 'DEU', ...nasty]), vatNumber: '123456789' }) }),
    () => ({ label: 'wrong type', method: 'POST', contentType: 'application/json', body: JSON.stringify({ countryCode: pick([...wrongTypes, 'DE']), vatNumber: pick(wrongTypes) }) }),
    () => ({ label: 'bad number', method: 'POST', contentType: 'application/json', body: JSON.stringify({ countryCode: 'DE', vatNumber: pick(['', '1', '1234567890123456', '-----', '😀😀', '<>', '\r\n', 'x'.repeat(5_000)]) }) }),
    () => ({ label: 'huge body', method: 'POST', contentType: 'application/json', body: JSON.stringify({ countryCode: 'DE', vatNumber: '1', pad: 'x'.repeat(pick([5_000, 100_000])) }) }),
    () => ({ label: 'array body', method: 'POST', contentType: 'application/json', body: JSON.stringify([{ countryCode: 'DE', vatNumber: '123456789' }]) }),
  ]
  return Array.from({ length: perApi }, (_, i) => makers[i % makers.length]!())
}

async function send(path: string, request: BadRequest) {
  const response = await fetch(`${site.url}${path}`, {
    method: request.method,
    headers: request.contentType ? { 'Content-Type': request.contentType } : {},
    body: request.method === 'GET' ? undefined : request.body,
    redirect: 'manual',
  })
  return { status: response.status, headers: response.headers, text: await response.text() }
}

beforeAll(async () => {
  emulator = await startSesEmulator({ host: '127.0.0.1', port: 0 })
  sesUrl = `http://127.0.0.1:${(emulator.address() as AddressInfo).port}`
  vies = await startFakeVies((r) => viesAnswers.valid(r))
  site = await startLocalSite({ sesEndpoint: sesUrl, viesUrl: vies.url })
})

afterAll(async () => {
  await site.close()
  await new Promise((resolve) => emulator.close(resolve))
  await vies.close()
})

describe.each([
  ['/api/send-contact-email', contactCases],
  ['/api/vies-vat-check', viesCases],
] as const)('%s under malformed input', (path, generate) => {
  it(`answers ${perApi} malformed requests with a 4xx and a JSON error code, sends and stores nothing`, { timeout: 120_000 }, async () => {
    const requests = generate(seededRandom(20261121))
    expect(requests.length).toBeGreaterThanOrEqual(500)
    const failures: string[] = []
    for (const request of requests) {
      const { status, headers, text } = await send(path, request)
      let error: unknown
      try {
        error = (JSON.parse(text) as { error?: unknown }).error
      } catch {
        error = undefined
      }
      const problems = [
        status >= 400 && status < 500 ? '' : `status ${status}`,
        typeof error === 'string' && /^[a-zA-Z_]+$/.test(error) ? '' : `body ${text.slice(0, 80)}`,
        headers.get('content-type')?.startsWith('application/json') ? '' : `content-type ${headers.get('content-type')}`,
        headers.has('x-injected') ? 'injected header' : '',
        /<script|onerror|X-Injected/i.test(text) ? 'payload reflected' : '',
      ].filter(Boolean)
      if (problems.length > 0) failures.push(`${request.label} (${request.method} ${request.contentType ?? '-'}): ${problems.join(', ')}`)
    }
    expect(failures).toEqual([])
    const store = (await (await fetch(`${sesUrl}/store`)).json()) as { emails: unknown[] }
    expect(store.emails).toEqual([])
    expect(await site.archived()).toEqual([])
    expect(vies.requests).toEqual([])
  })
})

describe('/api/vies-vat-check: malformed form posts (the validator without JavaScript)', () => {
  it('answer each with a 4xx page in the visitor’s language, reflect no payload and never call VIES', async () => {
    const next = seededRandom(20261123)
    const pick = <T,>(list: T[]): T => list[Math.floor(next() * list.length)]!
    // Every combination is invalid: no vatNumber below passes the format check.
    const fields = () =>
      [
        `lang=${pick(['de', 'en', 'zh', 'xx', '', '%00', '%ED%A0%80'])}`,
        `countryCode=${pick(['GB', 'GR', 'XX', '', 'D%0D%0AX-Injected:%201', '%3Cscript%3E', 'DE'])}`,
        `vatNumber=${pick(['', '1', '%3Cscript%3Ealert(1)%3C%2Fscript%3E', '%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', '%ED%A0%80', 'x'.repeat(5_000), '---'])}`,
      ].join('&')
    const failures: string[] = []
    for (let i = 0; i < 120; i++) {
      const body = fields()
      const { status, headers, text } = await send('/api/vies-vat-check', { label: 'form', method: 'POST', contentType: 'application/x-www-form-urlencoded', body })
      const problems = [
        status >= 400 && status < 500 ? '' : `status ${status}`,
        headers.get('content-type') === 'text/html; charset=utf-8' ? '' : `content-type ${headers.get('content-type')}`,
        /^<!DOCTYPE html><html lang="(de|en|zh-Hans)">/.test(text) ? '' : `body ${text.slice(0, 60)}`,
        headers.has('x-injected') ? 'injected header' : '',
        /<script|<img|X-Injected:/i.test(text) ? 'payload reflected' : '',
      ].filter(Boolean)
      if (problems.length > 0) failures.push(`${body.slice(0, 120)}: ${problems.join(', ')}`)
    }
    expect(failures).toEqual([])
    expect(vies.requests).toEqual([])
  })
})

describe('bodies past a limit, through the local server', () => {
  it('get the handler’s own answer, as in Lambda: 413 body_too_large, or the no-JavaScript result page', async () => {
    const message = 'x'.repeat(70_000)
    const json = await fetch(`${site.url}/api/send-contact-email`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'Max', email: 'max@example.com', message }) })
    expect([json.status, await json.json()]).toEqual([413, { error: 'body_too_large' }])
    const form = await fetch(`${site.url}/api/send-contact-email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      // In the order the form sends them: the hidden fields first.
      body: new URLSearchParams({ source: 'General Contact Form', lang: 'zh', name: 'Max', email: 'max@example.com', message }).toString(),
      redirect: 'manual',
    })
    expect([form.status, form.headers.get('location')]).toEqual([303, '/zh/kontakt/fehler/too-long'])
    const vies = await fetch(`${site.url}/api/vies-vat-check`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ countryCode: 'DE', vatNumber: '1'.repeat(5_000) }) })
    expect([vies.status, await vies.json()]).toEqual([413, { error: 'body_too_large' }])
  })
})

describe('generated bodies (fast-check)', () => {
  const anyText = fc.string({ unit: 'binary', maxLength: 40 })
  const contactBody = fc.oneof(
    fc.jsonValue(),
    fc.record({ name: fc.oneof(anyText, fc.jsonValue()), email: fc.oneof(anyText, fc.constant('max@example.com')), message: fc.oneof(anyText, fc.jsonValue()), source: anyText, lang: anyText, website: fc.constantFrom('', 'x') }, { requiredKeys: [] }),
  )
  const viesBody = fc.oneof(fc.jsonValue(), fc.record({ countryCode: fc.oneof(anyText, fc.constantFrom('DE', 'EL', 'fr', ' at ')), vatNumber: fc.oneof(anyText, fc.jsonValue()) }, { requiredKeys: [] }))

  it.each([
    ['/api/send-contact-email', contactBody],
    ['/api/vies-vat-check', viesBody],
  ] as const)('%s: any JSON body gets a 2xx or 4xx JSON answer with the security headers, never a 5xx', { timeout: 120_000 }, async (path, body) => {
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const response = await fetch(`${site.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(value) ?? 'null' })
        const answer = (await response.json()) as Record<string, unknown>
        expect(response.status).toBeLessThan(500)
        if (response.status >= 400) expect(answer.error).toMatch(/^[a-zA-Z_]+$/)
        for (const [name, header] of Object.entries(securityHeaders(readSiteManifest()))) expect(response.headers.get(name)).toBe(header)
      }),
      { numRuns: 300, seed: 20261123 },
    )
  })
})
