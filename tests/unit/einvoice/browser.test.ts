/**
 * The same engine in Chromium: the browser bundle, with the browser's own DOMParser, reports for each
 * file exactly what Node reports with @xmldom/xmldom (rule ids, paths, figures), for valid and broken
 * invoices in both syntaxes and a Factur-X PDF (whose reader loads only then), and requests nothing
 * but its own code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkFile, parseXmlNode } from '../../../core/einvoice/node'
import { startChromiumEngine, type ChromiumEngine } from '../../../scripts/einvoice/chromium-engine'
import { pdfWith } from '../../support/einvoice/pdf'
import { serialize } from '../../support/einvoice/serialize'
import { baseSpec, CATEGORIES } from '../../support/einvoice/spec'

let chromium: ChromiumEngine
beforeAll(async () => {
  chromium = await startChromiumEngine()
}, 60_000)
afterAll(() => chromium?.close())

type Summary = { ok: boolean; error?: unknown; valid?: boolean; profile?: string; findings?: string[] }
const summarize = (r: Awaited<ReturnType<typeof checkFile>>): Summary =>
  r.ok ? { ok: true, valid: r.report.valid, profile: r.report.profile.id, findings: r.report.findings.map((f) => `${f.rule} ${f.path} ${f.stated ?? ''} ${f.computed ?? ''}`) } : { ok: false, error: r.error }

async function inChromium(bytes: Uint8Array): Promise<Summary> {
  return chromium.page.evaluate(async (data) => {
    const engine = (globalThis as unknown as { engine: typeof import('../../../core/einvoice/browser') }).engine
    const r = await engine.checkFile(new Uint8Array(data), engine.parseXmlBrowser)
    return r.ok ? { ok: true, valid: r.report.valid, profile: r.report.profile.id, findings: r.report.findings.map((f) => `${f.rule} ${f.path} ${f.stated ?? ''} ${f.computed ?? ''}`) } : { ok: false, error: r.error }
  }, Array.from(bytes))
}

describe('the engine in Chromium', () => {
  const files: Array<[string, () => Promise<Uint8Array>]> = []
  for (const syntax of ['UBL', 'CII'] as const)
    for (const c of CATEGORIES) files.push([`${syntax} ${c}`, async () => new TextEncoder().encode(serialize(baseSpec(syntax, c)))])
  files.push(['broken totals', async () => new TextEncoder().encode(serialize({ ...baseSpec('CII'), overrides: { totalWithVat: '1.00' }, number: '' }))])
  files.push(['a DOCTYPE', async () => new TextEncoder().encode('<!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>')])
  files.push(['another XML', async () => new TextEncoder().encode('<html xmlns="http://www.w3.org/1999/xhtml"/>')])
  files.push(['Factur-X PDF', async () => pdfWith([{ name: 'factur-x.xml', xml: serialize({ ...baseSpec('CII'), specificationId: 'urn:cen.eu:en16931:2017' }) }])])

  for (const [name, make] of files)
    it(`reports as Node does: ${name}`, async () => {
      const bytes = await make()
      expect(await inChromium(bytes)).toEqual(summarize(await checkFile(bytes, parseXmlNode)))
    })

  it('requested nothing but its own code', () => {
    expect(chromium.requests.every((u) => u.startsWith('http://engine.invalid/'))).toBe(true)
  })
})
