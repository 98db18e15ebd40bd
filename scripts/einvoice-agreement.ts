/**
 * `tsx scripts/einvoice-agreement.ts --cen <dir> --kosit <dir> --peppol <dir> --schxslt <dir> --work <dir>
 *   [--suite <dir>]… [--json <file>]`
 *
 * Measures how far the engine agrees with the official validator, independently of the project's own
 * tests: it runs the official artefacts (the CEN EN 16931 XSLT for UBL and CII; the KoSIT XRechnung
 * Schematron with the Peppol rules it includes, compiled with SchXslt) with Saxon-HE on public test
 * suites, runs the engine on the same files, and compares per file: the verdict, the rule ids each
 * fired, and for the CEN unit tests each expected assert. Not a CI test: a measurement, recorded in
 * docs/einvoice.md. Needs Java and Saxon-HE (`apt-get install -y libsaxonhe-java`); the checkouts are
 * extracted outside the repository (docs/einvoice.md says how).
 */
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { DOMParser, XMLSerializer, type Element } from '@xmldom/xmldom'
import { checkXml, parseXmlNode } from '../core/einvoice/node'

const SAXON = process.env.SAXON_JAR ?? '/usr/share/java/Saxon-HE.jar'
const argv = process.argv.slice(2)
const arg = (name: string) => {
  const i = argv.indexOf(`--${name}`)
  return i >= 0 ? argv[i + 1] : undefined
}
const args = (name: string) => argv.flatMap((a, i) => (a === `--${name}` && argv[i + 1] ? [argv[i + 1]!] : []))
const need = (name: string) => arg(name) ?? (console.error(`Missing --${name}`), process.exit(2))

const cen = need('cen')
const kosit = need('kosit')
const peppol = need('peppol')
const schxslt = need('schxslt')
const work = need('work')
const suites = args('suite')

function java(params: string[]): void {
  const result = spawnSync('java', ['-Xss8m', '-cp', SAXON, 'net.sf.saxon.Transform', ...params], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (result.status !== 0) throw new Error(`Saxon failed: ${params.join(' ')}\n${result.stderr.slice(0, 3000)}`)
}

// ------------------------------------------------------------------ the official validators
function compileKosit(syntax: 'UBL' | 'CII'): string {
  const out = join(work, `xrechnung-${syntax.toLowerCase()}.xsl`)
  if (existsSync(out)) return out
  const copy = join(work, 'kosit')
  if (!existsSync(copy)) {
    cpSync(kosit, copy, { recursive: true })
    mkdirSync(join(copy, 'build/bis'), { recursive: true })
    cpSync(join(peppol, 'rules/sch/PEPPOL-EN16931-UBL.sch'), join(copy, 'build/bis/PEPPOL-EN16931-UBL.sch'))
    cpSync(join(peppol, 'rules/sch/PEPPOL-EN16931-CII.sch'), join(copy, 'build/bis/PEPPOL-EN16931-CII.sch'))
  }
  const dir = join(copy, 'src/validation/schematron', syntax.toLowerCase())
  const source = join(dir, `XRechnung-${syntax}-validation.sch`)
  const merged = join(dir, `XRechnung-${syntax}-merged.sch`)
  java([`-s:${source}`, `-xsl:${join(copy, 'src/xsl/peppol-into-xr.xsl')}`, `-o:${merged}`, `syntax=${syntax}`])
  java([`-s:${merged}`, `-xsl:${join(schxslt, 'src/main/resources/xslt/2.0/pipeline-for-svrl.xsl')}`, `-o:${out}`])
  return out
}

interface Official {
  readonly fired: Map<string, string> // id → flag
}

function runOfficial(xslt: string, inputs: string, outputs: string): Map<string, Official> {
  // --reuse: keep the official results of an earlier run over the same cases (Saxon takes minutes).
  const reuse = argv.includes('--reuse') && existsSync(outputs) && readdirSync(outputs).length === readdirSync(inputs).length
  if (!reuse) {
    rmSync(outputs, { recursive: true, force: true })
    mkdirSync(outputs, { recursive: true })
    if (readdirSync(inputs).length === 0) return new Map()
    java([`-s:${inputs}`, `-xsl:${xslt}`, `-o:${outputs}`])
  }
  const results = new Map<string, Official>()
  for (const file of readdirSync(outputs)) {
    const svrl = new DOMParser().parseFromString(readFileSync(join(outputs, file), 'utf8'), 'application/xml')
    const fired = new Map<string, string>()
    const failed = svrl.getElementsByTagNameNS('http://purl.oclc.org/dsdl/svrl', 'failed-assert')
    for (let i = 0; i < failed.length; i++) {
      const f = failed.item(i)!
      const id = f.getAttribute('id') ?? ''
      const flag = f.getAttribute('flag') ?? 'fatal'
      if (id && (!fired.has(id) || flag === 'fatal')) fired.set(id, flag)
    }
    results.set(file, { fired })
  }
  return results
}

// ------------------------------------------------------------------ the cases
interface Expectation {
  readonly kind: 'success' | 'error' | 'warning'
  readonly rule: string
}
interface Case {
  readonly name: string
  readonly syntax: 'UBL' | 'CII'
  readonly source: string
  readonly xrechnung: boolean
  readonly expectations: readonly Expectation[]
  readonly scope: readonly string[]
}

const cases: Case[] = []
const caseDir = join(work, 'cases')
rmSync(caseDir, { recursive: true, force: true })
for (const d of ['ubl', 'cii', 'xr-ubl', 'xr-cii']) mkdirSync(join(caseDir, d), { recursive: true })

function syntaxOf(root: Element): 'UBL' | 'CII' | null {
  if (root.localName === 'CrossIndustryInvoice') return 'CII'
  if (root.localName === 'Invoice' || root.localName === 'CreditNote') return 'UBL'
  return null
}
const XR = /urn:xeinkauf\.de:kosit:xrechnung_3\.0/

function addDocument(name: string, text: string, source: string, expectations: Expectation[] = [], scope: string[] = []) {
  const doc = new DOMParser({ onError: () => undefined }).parseFromString(text, 'application/xml')
  const root = doc.documentElement
  if (!root) return
  const syntax = syntaxOf(root)
  if (!syntax) return
  const xrechnung = XR.test(text)
  const file = `${name}.xml`
  writeFileSync(join(caseDir, syntax.toLowerCase(), file), text)
  if (xrechnung) writeFileSync(join(caseDir, `xr-${syntax.toLowerCase()}`, file), text)
  cases.push({ name: file, syntax, source, xrechnung, expectations, scope })
}

function* xmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) yield* xmlFiles(path)
    else if (/\.xml$/i.test(entry)) yield path
  }
}

const VEFA = 'http://difi.no/xsd/vefa/validator/1.0'
function addUnitTests(dir: string, label: string) {
  if (!existsSync(dir)) return
  for (const path of xmlFiles(dir)) {
    const doc = new DOMParser().parseFromString(readFileSync(path, 'utf8'), 'application/xml')
    const root = doc.documentElement!
    if (root.localName !== 'testSet') {
      addDocument(`${label}__${basename(path, '.xml')}`, readFileSync(path, 'utf8'), label)
      continue
    }
    const scope = [...Array.from({ length: root.getElementsByTagNameNS(VEFA, 'scope').length }, (_, i) => root.getElementsByTagNameNS(VEFA, 'scope').item(i)!.textContent!.trim())]
    const tests = root.getElementsByTagNameNS(VEFA, 'test')
    for (let t = 0; t < tests.length; t++) {
      const test = tests.item(t)!
      const expectations: Expectation[] = []
      let invoice: Element | null = null
      for (let c = test.firstChild; c; c = c.nextSibling) {
        if (c.nodeType !== 1) continue
        const e = c as Element
        if (e.namespaceURI === VEFA && e.localName === 'assert') {
          for (const kind of ['success', 'error', 'warning'] as const) {
            const list = e.getElementsByTagNameNS(VEFA, kind)
            for (let i = 0; i < list.length; i++) expectations.push({ kind, rule: list.item(i)!.textContent!.trim() })
          }
        } else if (e.namespaceURI !== VEFA) invoice = e
      }
      if (!invoice) continue
      addDocument(`${label}__${basename(path, '.xml')}__${t + 1}`, new XMLSerializer().serializeToString(invoice), label, expectations, scope)
    }
  }
}

addUnitTests(join(cen, 'test/Invoice-unit-UBL'), 'cen-unit-invoice')
addUnitTests(join(cen, 'test/CreditNote-unit-UBL'), 'cen-unit-creditnote')
addUnitTests(join(cen, 'test/cii'), 'cen-unit-cii')
for (const [dir, label] of [
  [join(cen, 'test/testfiles'), 'cen-testfiles'],
  [join(cen, 'ubl/examples'), 'cen-ubl-examples'],
  [join(cen, 'cii/examples'), 'cen-cii-examples'],
  ...suites.map((s) => [s, basename(s)] as const),
] as const) {
  if (!existsSync(dir)) continue
  for (const path of xmlFiles(dir)) addDocument(`${label}__${basename(path).replace(/\.xml$/i, '')}`.replace(/[^\w.-]+/g, '_'), readFileSync(path, 'utf8'), label)
}

// ------------------------------------------------------------------ run both and compare
console.error(`${cases.length} cases; running the official validators …`)
const official = new Map<string, Map<string, Official>>()
official.set('ubl', runOfficial(join(cen, 'ubl/xslt/EN16931-UBL-validation.xslt'), join(caseDir, 'ubl'), join(work, 'out/ubl')))
official.set('cii', runOfficial(join(cen, 'cii/xslt/EN16931-CII-validation.xslt'), join(caseDir, 'cii'), join(work, 'out/cii')))
official.set('xr-ubl', runOfficial(compileKosit('UBL'), join(caseDir, 'xr-ubl'), join(work, 'out/xr-ubl')))
official.set('xr-cii', runOfficial(compileKosit('CII'), join(caseDir, 'xr-cii'), join(work, 'out/xr-cii')))

interface Row {
  readonly case: string
  readonly source: string
  readonly officialValid: boolean
  readonly ourValid: boolean
  readonly missing: string[]
  readonly extra: string[]
  readonly expectations: Array<Expectation & { official: boolean; ours: boolean }>
  readonly error?: string
}
const isFatal = (flag: string) => flag === 'fatal' || flag === 'error'
const rows: Row[] = []
for (const c of cases) {
  const fired = new Map<string, string>()
  for (const key of [c.syntax.toLowerCase(), ...(c.xrechnung ? [`xr-${c.syntax.toLowerCase()}`] : [])]) {
    for (const [id, flag] of official.get(key)?.get(c.name)?.fired ?? []) if (!fired.has(id) || isFatal(flag)) fired.set(id, flag)
  }
  const result = checkXml(readFileSync(join(caseDir, c.syntax.toLowerCase(), c.name), 'utf8'), parseXmlNode)
  const ours = new Map<string, string>()
  let error: string | undefined
  if (result.ok) {
    for (const f of result.report.findings) if (!f.rule.startsWith('SITE-')) ours.set(f.rule, f.severity)
  } else error = result.error.code
  const officialValid = ![...fired.values()].some(isFatal)
  const ourValid = result.ok && ![...ours.values()].some(isFatal)
  const expectations = c.expectations.map((e) => ({
    ...e,
    official: e.kind === 'success' ? !fired.has(e.rule) : fired.has(e.rule),
    ours: e.kind === 'success' ? !ours.has(e.rule) : ours.has(e.rule),
  }))
  rows.push({
    case: c.name,
    source: c.source,
    officialValid,
    ourValid,
    missing: [...fired.keys()].filter((id) => !ours.has(id)).sort(),
    extra: [...ours.keys()].filter((id) => !fired.has(id)).sort(),
    expectations,
    ...(error ? { error } : {}),
  })
}

// ------------------------------------------------------------------ the report
const bySource = new Map<string, Row[]>()
for (const r of rows) bySource.set(r.source, [...(bySource.get(r.source) ?? []), r])
const lines: string[] = []
lines.push('| Suite | Files | Same verdict | Same rule ids | Expected asserts met (official / engine) |')
lines.push('|---|---:|---:|---:|---:|')
let total = { files: 0, verdict: 0, rules: 0, exp: 0, expOfficial: 0, expOurs: 0 }
for (const [source, list] of bySource) {
  const verdict = list.filter((r) => r.officialValid === r.ourValid).length
  const rulesSame = list.filter((r) => r.missing.length === 0 && r.extra.length === 0).length
  const exps = list.flatMap((r) => r.expectations)
  const expOfficial = exps.filter((e) => e.official).length
  const expOurs = exps.filter((e) => e.ours).length
  total = { files: total.files + list.length, verdict: total.verdict + verdict, rules: total.rules + rulesSame, exp: total.exp + exps.length, expOfficial: total.expOfficial + expOfficial, expOurs: total.expOurs + expOurs }
  lines.push(`| ${source} | ${list.length} | ${verdict} | ${rulesSame} | ${exps.length ? `${expOfficial} / ${expOurs} of ${exps.length}` : '–'} |`)
}
lines.push(`| **all** | ${total.files} | ${total.verdict} | ${total.rules} | ${total.expOfficial} / ${total.expOurs} of ${total.exp} |`)
const missingCount = new Map<string, number>()
const extraCount = new Map<string, number>()
for (const r of rows) {
  for (const id of r.missing) missingCount.set(id, (missingCount.get(id) ?? 0) + 1)
  for (const id of r.extra) extraCount.set(id, (extraCount.get(id) ?? 0) + 1)
}
const top = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).map(([id, n]) => `${id} (${n})`).join(', ') || 'none'
lines.push('', `Rules the official validator fired and the engine did not: ${top(missingCount)}.`, '', `Rules the engine fired and the official validator did not: ${top(extraCount)}.`)
console.log(lines.join('\n'))
const json = arg('json')
if (json) writeFileSync(json, JSON.stringify(rows.filter((r) => r.missing.length || r.extra.length || r.officialValid !== r.ourValid || r.expectations.some((e) => e.official !== e.ours)), null, 1))
