/**
 * `tsx scripts/einvoice/xsd-agreement.ts --ubl <dir> --cii <dir> --cen <dir> [--mutations 1000]`
 * (a developer's check, not CI: it needs the official XSDs): do the XSDs that the tests write back from
 * the committed compiled data (tests/support/einvoice/xsd-from-compiled.ts) give xmllint the same verdict
 * as the ORIGINAL XSDs, and does the engine's schema stage? Corpus: the test fixtures, the CEN
 * repository's UBL and CII examples and test files, and fast-check mutations of generated invoices.
 *   --ubl: the UBL 2.1 release (holding xsd/maindoc), --cii: the folder of CrossIndustryInvoice_100pD16B.xsd,
 *   --cen: a checkout of ConnectingEurope/eInvoicing-EN16931 (validation-1.3.16)
 *   --suite: optional, a folder searched for .xml files (the KoSIT XRechnung test suite's src/test)
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { parseXmlNode } from '../../core/einvoice/node'
import { parseInvoiceXml } from '../../core/einvoice/input'
import { SCHEMA_CII } from '../../core/einvoice/schema/schema-cii'
import { SCHEMA_UBL } from '../../core/einvoice/schema/schema-ubl'
import { validateSchema } from '../../core/einvoice/schema/validate'
import { validSpec } from '../../tests/support/einvoice/arbitraries'
import { applyMutation, mutation } from '../../tests/support/einvoice/schema-mutations'
import { serialize } from '../../tests/support/einvoice/serialize'
import { baseSpec, CATEGORIES } from '../../tests/support/einvoice/spec'
import { xmllintVerdicts } from '../../tests/support/einvoice/xmllint'
import { writeXsd } from '../../tests/support/einvoice/xsd-from-compiled'
import { invoiceXml } from '../../tests/support/einvoice-files'

function arg(name: string, fallback?: string): string {
  const i = process.argv.indexOf(name)
  const v = i >= 0 ? process.argv[i + 1] : fallback
  if (!v) throw new Error(`missing ${name}`)
  return v
}
const ubl = arg('--ubl'), cii = arg('--cii'), cen = arg('--cen'), mutations = Number(arg('--mutations', '1000'))

type Kind = 'invoice' | 'creditnote' | 'cii'
const kindOf = (xml: string): Kind | null =>
  /<([\w-]+:)?CrossIndustryInvoice[\s>]/.test(xml) ? 'cii' : /<([\w-]+:)?CreditNote[\s>]/.test(xml) ? 'creditnote' : /<([\w-]+:)?Invoice[\s>]/.test(xml) ? 'invoice' : null

const corpus: Array<{ suite: string; xml: string }> = []
for (const syntax of ['UBL', 'CII'] as const)
  for (const category of CATEGORIES)
    for (const document of ['invoice', 'credit-note'] as const) {
      const spec = baseSpec(syntax, category)
      spec.document = document
      spec.typeCode = document === 'credit-note' ? '381' : '380'
      corpus.push({ suite: 'fixtures', xml: serialize(spec) })
    }
for (const syntax of ['ubl', 'cii'] as const) {
  for (const o of [{ syntax }, { syntax, lines: 40 }, { syntax, creditNote: true }, { syntax, defects: { noBuyerName: true } }]) corpus.push({ suite: 'fixtures', xml: invoiceXml(o) })
}
for (const dir of ['ubl/examples', 'cii/examples', 'test/testfiles']) {
  const path = join(cen, dir)
  if (!existsSync(path)) continue
  for (const f of readdirSync(path).filter((f) => f.endsWith('.xml'))) corpus.push({ suite: `cen-${dir.replace('/', '-')}`, xml: readFileSync(join(path, f), 'utf8') })
}
const suite = process.argv.includes('--suite') ? arg('--suite') : null
const walk = (d: string): string[] => readdirSync(d).flatMap((f) => (statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : f.endsWith('.xml') ? [join(d, f)] : []))
if (suite) for (const f of walk(suite)) corpus.push({ suite: 'kosit-testsuite', xml: readFileSync(f, 'utf8') })
for (const [spec, ms] of fc.sample(fc.tuple(validSpec, fc.array(mutation, { minLength: 1, maxLength: 2 })), { numRuns: mutations, seed: 20251015 })) {
  let xml: string | null = serialize(spec)
  for (const m of ms) xml = xml === null ? null : applyMutation(xml, m)
  if (xml !== null) corpus.push({ suite: 'mutations', xml })
}

const dir = mkdtempSync(join(tmpdir(), 'xsd-agreement-'))
const regenerated = { UBL: writeXsd(SCHEMA_UBL, join(dir, 'ubl')), CII: writeXsd(SCHEMA_CII, join(dir, 'cii')) }
const original: Record<Kind, string> = {
  invoice: join(ubl, 'xsd/maindoc/UBL-Invoice-2.1.xsd'),
  creditnote: join(ubl, 'xsd/maindoc/UBL-CreditNote-2.1.xsd'),
  cii: join(cii, 'CrossIndustryInvoice_100pD16B.xsd'),
}

interface Row { files: number; originalValid: number; regeneratedSame: number; engineSame: number }
const rows = new Map<string, Row>()
const differences: string[] = []
for (const kind of ['invoice', 'creditnote', 'cii'] as const) {
  const files = corpus.filter((c) => kindOf(c.xml) === kind)
  const orig = xmllintVerdicts(original[kind], files.map((f) => f.xml))
  const regen = xmllintVerdicts(regenerated[kind === 'cii' ? 'CII' : 'UBL'], files.map((f) => f.xml))
  files.forEach((f, i) => {
    let engine: boolean
    try {
      const doc = parseInvoiceXml(f.xml, parseXmlNode)
      engine = validateSchema(doc.root, doc.syntax === 'UBL' ? SCHEMA_UBL : SCHEMA_CII).length === 0
    } catch {
      engine = false
    }
    const row = rows.get(f.suite) ?? { files: 0, originalValid: 0, regeneratedSame: 0, engineSame: 0 }
    row.files++
    if (orig[i]) row.originalValid++
    if (regen[i] === orig[i]) row.regeneratedSame++
    else differences.push(`${f.suite}: original ${orig[i]}, regenerated ${regen[i]}`)
    if (engine === orig[i]) row.engineSame++
    else differences.push(`${f.suite}: original ${orig[i]}, engine ${engine}\n${f.xml.slice(0, 400)}`)
    rows.set(f.suite, row)
  })
}

console.log('| Suite | Files | Valid (original XSD) | Regenerated XSD same verdict | Engine same verdict |')
console.log('|---|---:|---:|---:|---:|')
const total: Row = { files: 0, originalValid: 0, regeneratedSame: 0, engineSame: 0 }
for (const [suite, r] of rows) {
  console.log(`| ${suite} | ${r.files} | ${r.originalValid} | ${r.regeneratedSame} | ${r.engineSame} |`)
  for (const k of Object.keys(total) as Array<keyof Row>) total[k] += r[k]
}
console.log(`| **all** | ${total.files} | ${total.originalValid} | ${total.regeneratedSame} | ${total.engineSame} |`)
for (const d of differences.slice(0, 20)) console.log(d)
