/**
 * The same engine in Chromium: the browser bundle reports for each file exactly what Node reports with
 * @xmldom/xmldom (rule ids, paths, figures), both with the parser pages use (saxes, straight into the
 * engine's tree) and with the browser's own DOMParser, for valid and broken invoices in both syntaxes
 * and a Factur-X PDF (whose reader loads only then), and requests nothing but its own code.
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

async function inChromium(bytes: Uint8Array, parser: 'parseXmlBrowser' | 'parseXmlDomParser'): Promise<Summary> {
  return chromium.page.evaluate(
    async ([data, parser]) => {
      const engine = (globalThis as unknown as { engine: typeof import('../../../core/einvoice/browser') }).engine
      const r = await engine.checkFile(new Uint8Array(data), engine[parser])
      return r.ok ? { ok: true, valid: r.report.valid, profile: r.report.profile.id, findings: r.report.findings.map((f) => `${f.rule} ${f.path} ${f.stated ?? ''} ${f.computed ?? ''}`) } : { ok: false, error: r.error }
    },
    [Array.from(bytes), parser] as const,
  )
}

/** The file checked by the page's own worker code (worker.ts, bundled), as the page hands it over: the full result as JSON. */
async function inWorker(bytes: Uint8Array): Promise<unknown> {
  const json = await chromium.page.evaluate(async (data) => {
    const worker = new Worker('/worker/worker.js', { type: 'module' })
    const answer = await new Promise<{ ok: boolean; result?: string; failed?: string }>((resolve, reject) => {
      worker.addEventListener('error', () => reject(new Error('worker failed')))
      worker.addEventListener('message', (event) => {
        if ('ready' in event.data) {
          const buffer = new Uint8Array(data).buffer
          worker.postMessage({ id: 1, bytes: buffer }, [buffer])
        } else resolve(event.data)
      })
    })
    worker.terminate()
    return answer.ok ? answer.result! : `failed: ${answer.failed}`
  }, Array.from(bytes))
  return JSON.parse(json)
}

describe('the engine in Chromium', () => {
  const files: Array<[string, () => Promise<Uint8Array>]> = []
  for (const syntax of ['UBL', 'CII'] as const)
    for (const c of CATEGORIES) files.push([`${syntax} ${c}`, async () => new TextEncoder().encode(serialize(baseSpec(syntax, c)))])
  files.push(['broken totals', async () => new TextEncoder().encode(serialize({ ...baseSpec('CII'), overrides: { totalWithVat: '1.00' }, number: '' }))])
  files.push(['a DOCTYPE', async () => new TextEncoder().encode('<!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>')])
  files.push(['another XML', async () => new TextEncoder().encode('<html xmlns="http://www.w3.org/1999/xhtml"/>')])
  files.push(['not well-formed', async () => new TextEncoder().encode(serialize(baseSpec('UBL')).replace('currencyID="EUR"', 'currencyID=EUR'))])
  files.push(['Factur-X PDF', async () => pdfWith([{ name: 'factur-x.xml', xml: serialize({ ...baseSpec('CII'), specificationId: 'urn:cen.eu:en16931:2017' }) }])])

  for (const [name, make] of files)
    it(`reports as Node does: ${name}`, async () => {
      const bytes = await make()
      const node = summarize(await checkFile(bytes, parseXmlNode))
      expect(await inChromium(bytes, 'parseXmlBrowser')).toEqual(node)
      // DOMParser tells no line and column (the page does not use it; kept for comparison of the trees).
      if (name !== 'not well-formed') expect(await inChromium(bytes, 'parseXmlDomParser')).toEqual(node)
      // Through the page's worker: the whole result, as the page receives it, is Node's.
      expect(await inWorker(bytes)).toEqual(JSON.parse(JSON.stringify(await checkFile(bytes, parseXmlNode))))
    })

  it('requested nothing but its own code', () => {
    expect(chromium.requests.every((u) => u.startsWith('http://engine.invalid/'))).toBe(true)
  })
})
