// The VAT-ID check without JavaScript: the validator's form posts form-encoded and the handler
// answers with a page in the visitor's language (over real HTTP against the fake VIES server).
// Parsed with happy-dom and checked by the Nu HTML Checker, not by the code that wrote it.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Window } from 'happy-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { htmlLang, languages } from '../../content/languages'
import { ustIdPrueferPage } from '../../content/pages/ust-id-pruefer'
import type { Lang } from '../../content/types'
import { createViesHandler } from '../../lambdas/vies-vat-check/handler'
import { startFakeVies, viesAnswers, type FakeViesReply, type ViesRequest } from '../support/fake-vies'
import { httpEvent } from '../support/http-event'

let fake: Awaited<ReturnType<typeof startFakeVies>> | undefined
afterEach(async () => {
  await fake?.close()
  fake = undefined
})

async function post(reply: (r: ViesRequest) => FakeViesReply, form: Record<string, string>) {
  fake = await startFakeVies(reply)
  const handler = createViesHandler({ apiUrl: fake.url, retryPauseMs: 10, timeoutMs: 2_000, logSink: () => {}, siteStylesheet: '/assets/static/site.abc123.css' })
  const result = await handler(httpEvent({ path: '/api/vies-vat-check', contentType: 'application/x-www-form-urlencoded', body: new URLSearchParams(form).toString() }))
  const window = new Window()
  window.document.write(result.body!)
  return { status: result.statusCode, type: result.headers?.['Content-Type'], html: result.body!, doc: window.document, requests: fake.requests }
}

const cardText = (doc: Window['document']) => doc.querySelector('.result-card')?.textContent ?? ''

describe.each(languages)('the form without JavaScript in %s', (lang: Lang) => {
  const t = ustIdPrueferPage.text[lang].checker

  it('a valid number: a page with the result card, the name and the form filled in for the next check', async () => {
    const { status, type, doc, requests } = await post((r) => viesAnswers.valid(r), { lang, countryCode: 'de', vatNumber: 'DE 123.456-789' })
    expect([status, type]).toEqual([200, 'text/html; charset=utf-8'])
    expect(requests).toEqual([{ countryCode: 'DE', vatNumber: '123456789' }])
    expect(doc.documentElement.getAttribute('lang')).toBe(htmlLang[lang])
    expect(doc.querySelector('.result-card')?.getAttribute('data-state')).toBe('valid')
    expect(cardText(doc)).toContain(t.valid)
    expect(cardText(doc)).toContain('Muster Handels GmbH')
    expect(doc.querySelector('select')?.querySelector('option[selected]')?.getAttribute('value')).toBe('DE')
    expect(doc.querySelector('input[name="vatNumber"]')?.getAttribute('value')).toBe('123456789')
    expect(doc.querySelector('form')?.getAttribute('method')).toBe('post')
    expect(doc.querySelector('input[name="lang"]')?.getAttribute('value')).toBe(lang)
    expect(doc.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe('/assets/static/site.abc123.css')
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex')
  })

  it('an invalid number', async () => {
    const { status, doc } = await post((r) => viesAnswers.invalid(r), { lang, countryCode: 'AT', vatNumber: 'U12345678' })
    expect(status).toBe(200)
    expect(doc.querySelector('.result-card')?.getAttribute('data-state')).toBe('invalid')
    expect(cardText(doc)).toContain(t.invalid)
  })

  it('VIES unavailable: the error card with the hint to try again, and a 5xx status', async () => {
    const { status, doc } = await post(() => viesAnswers.error('MS_UNAVAILABLE', 200), { lang, countryCode: 'DE', vatNumber: '123456789' })
    expect(status).toBeGreaterThanOrEqual(500)
    expect(doc.querySelector('.result-card')?.getAttribute('data-state')).toBe('error')
    expect(cardText(doc)).toContain(t.errorTitle)
    expect(cardText(doc)).toContain(t.hints.unavailable)
  })

  it('bad input never reaches VIES and gets the translated input hint, with what was typed shown escaped', async () => {
    const { status, doc, html, requests } = await post((r) => viesAnswers.valid(r), { lang, countryCode: 'DE', vatNumber: '"><script>alert(1)</script>' })
    expect(status).toBe(400)
    expect(requests).toEqual([])
    expect(cardText(doc)).toContain(t.hints.checkInput)
    expect(doc.querySelectorAll('script')).toHaveLength(0)
    expect(html).not.toContain('<script>alert')
  })
})

it('an unknown or missing language falls back to German, like every other answer', async () => {
  const { doc } = await post((r) => viesAnswers.valid(r), { lang: 'xx', countryCode: 'DE', vatNumber: '123456789' })
  expect(doc.documentElement.getAttribute('lang')).toBe('de')
  expect(cardText(doc)).toContain(ustIdPrueferPage.text.de.checker.valid)
})

it('the JSON API is unchanged: a JSON request still gets JSON', async () => {
  fake = await startFakeVies((r) => viesAnswers.valid(r))
  const handler = createViesHandler({ apiUrl: fake.url, logSink: () => {} })
  const result = await handler(httpEvent({ path: '/api/vies-vat-check', body: { countryCode: 'DE', vatNumber: '123456789' } }))
  expect(result.headers?.['Content-Type']).toMatch(/^application\/json/)
  expect(JSON.parse(result.body!)).toMatchObject({ valid: true })
})

it('every kind of result page passes the Nu HTML Checker', { timeout: 120_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'vies-form-'))
  const answers: [string, (r: ViesRequest) => FakeViesReply, string][] = [
    ['valid', (r) => viesAnswers.valid(r), '123456789'],
    ['withheld', (r) => viesAnswers.withheld(r), '123456789'],
    ['invalid', (r) => viesAnswers.invalid(r), '123456789'],
    ['error', () => viesAnswers.error('MS_UNAVAILABLE', 500), '123456789'],
    ['bad-input', (r) => viesAnswers.valid(r), '1'],
  ]
  for (const lang of languages) {
    for (const [name, reply, vatNumber] of answers) {
      const { html } = await post(reply, { lang, countryCode: 'DE', vatNumber })
      writeFileSync(join(dir, `${lang}-${name}.html`), html)
      await fake?.close()
      fake = undefined
    }
  }
  const vnuJar = createRequire(import.meta.url)('vnu-jar') as string
  const run = spawnSync('java', ['-jar', vnuJar, '--format', 'json', dir], { encoding: 'utf8' })
  const { messages } = JSON.parse(run.stderr) as { messages: { type: string; url: string; message: string }[] }
  expect(messages.filter((m) => m.type === 'error').map((m) => `${m.url}: ${m.message}`)).toEqual([])
})
