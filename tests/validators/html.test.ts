// Every built page through the Nu HTML Checker (vnu.jar, the W3C validator's engine, run on
// Debian's Java): no errors.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { languages } from '../../content/languages'
import { bookingFormPage, managePage } from '../../lambdas/booking/pages'
import type { Booking } from '../../lambdas/booking/store'
import { qualifiedCheckPage } from '../../lambdas/qualified-check/page'
import { viesResultPage } from '../../lambdas/vies-vat-check/result-page'
import { siteRoot } from '../../scripts/site-manifest'

const vnuJar = createRequire(import.meta.url)('vnu-jar') as string

interface VnuMessage {
  type: string
  url: string
  message: string
  lastLine?: number
  firstColumn?: number
  extract?: string
}

const htmlFiles = (readdirSync(siteRoot, { recursive: true }) as string[]).filter((f) => f.endsWith('.html'))

/** The checker's errors for every HTML file below `root`, as "file:line:column message extract". */
function vnuErrors(root: string): string[] {
  const run = spawnSync('java', ['-jar', vnuJar, '--format', 'json', '--skip-non-html', root], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    if (run.error) throw new Error(`java could not run vnu.jar (apt-get install default-jre-headless): ${run.error.message}`)
    const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] }
    const errors = messages
      .filter((m) => m.type === 'error' || (m.type === 'non-document-error'))
      // The pages carry Tailwind's stylesheet inline (scripts/inline-stylesheet.ts), so the checker
      // now reads it too; its CSS grammar predates @property, margin-trim and custom properties in
      // transition-property and reports them as errors. The stylesheet was never checked here as
      // a file either; HTML errors are all still reported.
      .filter((m) => !m.message.startsWith('CSS: '))
      // `<link rel="expect" blocking="render">` (renderer/Head.tsx) is HTML since 2024 (WHATWG HTML,
      // link type "expect" and the blocking attribute); this checker knows `blocking` only on
      // stylesheets and scripts. Only that exact element is let through.
      .filter((m) => !(m.message.startsWith('A “link” element with a “blocking” attribute') && (m.extract ?? '').includes('<link rel="expect" href="#document-end" blocking="render"/>')))
      .map((m) => `${m.url.replace(`file:${root}`, '/')}:${m.lastLine}:${m.firstColumn} ${m.message} ${m.extract ?? ''}`)
  return errors
}

describe('Nu HTML Checker', () => {
  it(`finds no error in any of the ${htmlFiles.length} built pages`, { timeout: 120_000 }, () => {
    expect(htmlFiles.length).toBeGreaterThan(200)
    expect(vnuErrors(siteRoot)).toEqual([])
  })

  it('finds no error in the pages the functions render for the forms without JavaScript, in every state and language', { timeout: 120_000 }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'function-pages-'))
    try {
      const slots = { slots: [{ start: '2026-12-01T08:00:00.000Z', end: '2026-12-01T08:20:00.000Z' }, { start: '2026-12-02T13:30:00.000Z', end: '2026-12-02T13:50:00.000Z' }], channels: ['phone', 'video'] as ('phone' | 'video')[], horizonDays: 28 }
      const booking: Booking = { id: '0c4fc8d7-4ee7-465a-acf6-e2a2982b0ee8', start: slots.slots[0]!.start, end: slots.slots[0]!.end, lang: 'de', zone: 'Asia/Shanghai', name: 'Mei Lin', email: 'mei@example.cn', phone: '+86 755 1234 5678', channel: 'phone', intake: { marketplaces: '', storageCountries: '', vatIds: '' }, sequence: 0, createdAt: '2026-11-26T00:00:00.000Z' }
      const css = '/assets/static/site.css'
      let written = 0
      for (const lang of languages) {
        const pages: Record<string, string> = {
          'slots': bookingFormPage(lang, { zone: 'America/Chicago', slots }, css),
          'no-slots': bookingFormPage(lang, { zone: 'Europe/Berlin', slots: { ...slots, slots: [] } }, css),
          'error': bookingFormPage(lang, { zone: 'Europe/Berlin', slots, error: 'slotTaken', values: { name: 'Mei <Lin>', email: 'mei@example.cn' } }, css),
          'booked': bookingFormPage(lang, { zone: 'Asia/Shanghai', booked: { start: booking.start, email: booking.email } }, css),
          'cancel': managePage(lang, { kind: 'cancel', call: booking, token: 'a.b' }, css),
          'reschedule': managePage(lang, { kind: 'reschedule', call: booking, token: 'a.b', slots: slots.slots, error: 'slotTaken' }, css),
          'done': managePage(lang, { kind: 'done', call: booking, message: 'cancelled' }, css),
          'invalid': managePage(lang, { kind: 'invalid' }, css),
          'moved': managePage(lang, { kind: 'moved', call: booking }, css),
          'already-cancelled': managePage(lang, { kind: 'cancelled', call: booking }, css),
          'started': managePage(lang, { kind: 'over', call: booking, ended: false }, css),
          'took-place': managePage(lang, { kind: 'over', call: booking, ended: true }, css),
          'unavailable': managePage(lang, { kind: 'failed', message: 'unavailable' }, css),
          'qualified': qualifiedCheckPage(lang, { values: { requesterVatId: 'DE811907980', countryCode: 'AT', vatNumber: 'U12345678', companyName: 'Muster <GmbH>', city: 'Wien' }, result: { route: 'evatr', outcome: 'valid', status: 'evatr-0000', requestedAt: '2026-11-26T10:15:30.123456789+01:00', reference: '0f1e2d3c4b5a6978', matches: { companyName: 'match', street: 'notRequested', postcode: 'notSupplied', city: 'noMatch' }, validFrom: undefined, validUntil: undefined, request: { requesterVatId: 'DE811907980', vatId: 'ATU12345678', companyName: 'Muster <GmbH>', city: 'Wien', street: '', postcode: '' }, record: { status: 'evatr-0000' } } }, css),
          'qualified-error': qualifiedCheckPage(lang, { values: {}, error: 'invalid_requester' }, css),
          'vies': viesResultPage({ lang, country: 'DE', number: '123456789', answer: { ok: true, data: { valid: true, name: 'Muster GmbH', address: 'Musterstraße 1', requestDate: '2026-11-26T10:00:00.000Z', requestIdentifier: 'WAPIAAAAZE5qMXl8' } }, stylesheet: css }),
        }
        for (const [name, html] of Object.entries(pages)) writeFileSync(join(dir, `${lang}-${name}.html`), html)
        written += Object.keys(pages).length
      }
      expect(readdirSync(dir)).toHaveLength(written)
      expect(vnuErrors(dir)).toEqual([])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
