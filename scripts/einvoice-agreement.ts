/**
 * `npm run einvoice-agreement -- [--mirrors /work/.mirror] [--work /tmp/einvoice-agreement]
 *   [--manifest scripts/einvoice/agreement/corpora.json] [--only <corpus>]… [--json <file>] [--reuse]`
 *
 * Measures how far the engine agrees with the official validator on public corpora (docs/einvoice.md,
 * "Agreement with the official validator"). Not a CI test: it needs Java with Saxon-HE, xmllint and the
 * public repositories named in the manifest as bare git mirrors (`<mirrors>/<owner>+<name>/repo`); it
 * extracts each at the manifest's ref into `<work>/checkouts` (nothing fetched enters the repository).
 *
 * The official side per file (scenarios.ts, `referenceFor`):
 * - KoSIT's validator as validator-configuration-xrechnung configures it: the scenario's XML Schema
 *   (xmllint --schema; UBL 2.1 from the OASIS schemas as Mustang ships them, CII D16B uncoupled from the
 *   CEN repository), the CEN XSLT, for XRechnung also the KoSIT Schematron (with its Peppol rules,
 *   compiled with SchXslt), and the scenario's customLevel severities; a file no scenario matches is
 *   rejected, as KoSIT's validator rejects it;
 * - Factur-X/ZUGFeRD MINIMUM, BASIC WL, BASIC, EXTENDED: FeRD's XSD and Schematron XSLT (ZUGFeRD 2.4, as
 *   phive-rules ships them);
 * - Peppol BIS Billing 3.0: UBL XSD, CEN XSLT and the Peppol Schematron (compiled with SchXslt).
 * Java runs one JVM per stylesheet over a folder of files, one at a time.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { DOMParser, type Document } from '@xmldom/xmldom'
import { checkFile, parseXmlNode } from '../core/einvoice/node'
import { checkoutDir, readManifest, type Corpus } from './einvoice/agreement/manifest'
import { figures, markdown, type Row } from './einvoice/agreement/report'
import { effectiveLevel, readProperties, readScenarios, referenceFor, referenceLabel, type Reference, type Scenario } from './einvoice/agreement/scenarios'
import { applyXmute, type RuleExpectation } from './einvoice/agreement/xmute'

const SAXON = process.env.SAXON_JAR ?? '/usr/share/java/Saxon-HE.jar'
const argv = process.argv.slice(2)
const arg = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`)
  return i >= 0 && argv[i + 1] ? argv[i + 1]! : fallback
}
const args = (name: string) => argv.flatMap((a, i) => (a === `--${name}` && argv[i + 1] ? [argv[i + 1]!] : []))
const mirrors = arg('mirrors', '/work/.mirror')
const work = arg('work', '/tmp/einvoice-agreement')
const manifest = readManifest(readFileSync(arg('manifest', join(import.meta.dirname, 'einvoice/agreement/corpora.json')), 'utf8'))
const only = args('only')
const reuse = argv.includes('--reuse')
const log = (s: string) => console.error(`[${new Date().toISOString().slice(11, 19)}] ${s}`)

// ------------------------------------------------------------------ checkouts
const checkouts = join(work, 'checkouts')
const commits = new Map<string, string>()
function source(key: string): string {
  const s = manifest.sources.get(key)
  if (!s) throw new Error(`no source ${key} in the manifest`)
  const git = join(mirrors, s.repo.replace('/', '+'), 'repo')
  const commit = execFileSync('git', ['-C', git, 'rev-parse', `${s.ref}^{commit}`], { encoding: 'utf8' }).trim()
  commits.set(key, commit)
  const dir = checkoutDir(checkouts, s)
  const stamp = join(dir, '.agreement-commit')
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== commit) {
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
    const missing = extractTree(git, commit, dir)
    if (missing > 0) log(`${s.repo}: ${missing} files absent from the mirror (large files), left out`)
    writeFileSync(stamp, commit)
  }
  return dir
}
/** `git archive` stops at a blob the mirror lacks (its largest files may be absent): read blob by blob. */
function extractTree(git: string, commit: string, dir: string): number {
  const entries = execFileSync('git', ['-C', git, 'ls-tree', '-r', '-z', commit], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
    .split('\0')
    .filter((l) => l.length > 0)
    .map((l) => {
      const [meta, path] = l.split('\t') as [string, string]
      const [mode, type, sha] = meta.split(' ') as [string, string, string]
      return { mode, type, sha, path }
    })
    .filter((e) => e.type === 'blob' && e.mode !== '120000')
  const out = execFileSync('git', ['-C', git, 'cat-file', '--batch'], { input: entries.map((e) => e.sha).join('\n') + '\n', maxBuffer: 4 * 1024 * 1024 * 1024 })
  let at = 0
  let missing = 0
  for (const e of entries) {
    const nl = out.indexOf(10, at)
    const header = out.subarray(at, nl).toString('utf8')
    at = nl + 1
    if (header.endsWith(' missing')) {
      missing++
      continue
    }
    const size = Number(header.split(' ')[2])
    const target = join(dir, e.path)
    mkdirSync(join(target, '..'), { recursive: true })
    writeFileSync(target, out.subarray(at, at + size))
    at += size + 1
  }
  return missing
}
const cen = source('cen')
const kosit = source('kosit-schematron')
const config = source('kosit-config')
const peppol = source('peppol')
const schxslt = source('schxslt')
const mustang = source('mustang')
const phive = source('phive')
const scenarios: Scenario[] = readScenarios(readFileSync(join(config, 'scenarios.xml'), 'utf8'), readProperties(readFileSync(join(config, 'build.xml'), 'utf8')))

// ------------------------------------------------------------------ Java
/** Runs Saxon; with `perFile`, a dynamic error on some files of a folder is returned (file names), not thrown. */
function saxon(params: string[], perFile = false): Set<string> {
  const result = spawnSync('java', ['-Xss8m', '-Xmx1g', '-cp', SAXON, 'net.sf.saxon.Transform', ...params], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
  const failed = new Set([...result.stderr.matchAll(/While processing (\S+?):/g)].map((m) => m[1]!))
  if (result.status !== 0 && !(perFile && failed.size > 0)) throw new Error(`Saxon failed: ${params.join(' ')}\n${result.stderr.slice(0, 3000)}`)
  return failed
}
function compileSchematron(sch: string, out: string): string {
  if (!existsSync(out)) saxon([`-s:${sch}`, `-xsl:${join(schxslt, 'core/src/main/resources/xslt/2.0/pipeline-for-svrl.xsl')}`, `-o:${out}`])
  return out
}
function kositXslt(syntax: 'UBL' | 'CII'): string {
  const copy = join(work, 'kosit-build')
  if (!existsSync(copy)) {
    cpSync(kosit, copy, { recursive: true })
    mkdirSync(join(copy, 'build/bis'), { recursive: true })
    for (const s of ['UBL', 'CII']) cpSync(join(peppol, `rules/sch/PEPPOL-EN16931-${s}.sch`), join(copy, `build/bis/PEPPOL-EN16931-${s}.sch`))
  }
  const dir = join(copy, 'src/validation/schematron', syntax.toLowerCase())
  const merged = join(dir, `XRechnung-${syntax}-merged.sch`)
  if (!existsSync(merged)) saxon([`-s:${join(dir, `XRechnung-${syntax}-validation.sch`)}`, `-xsl:${join(copy, 'src/xsl/peppol-into-xr.xsl')}`, `-o:${merged}`, `syntax=${syntax}`])
  return compileSchematron(merged, join(work, `xrechnung-${syntax.toLowerCase()}.xsl`))
}

// ------------------------------------------------------------------ the cases
interface Case {
  readonly n: number
  readonly corpus: string
  readonly file: string
  readonly root: string
  readonly reference: Reference | null // null: not well-formed
  readonly ferdVersion: string
  readonly expectations: readonly RuleExpectation[]
}
const caseDir = join(work, 'cases')
rmSync(caseDir, { recursive: true, force: true })
mkdirSync(caseDir, { recursive: true })
const cases: Case[] = []
const skipped = new Map<string, number>()

function* xmlFiles(dir: string): Generator<string> {
  if (!existsSync(dir)) return
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) yield* xmlFiles(path)
    else if (/\.xml$/i.test(entry)) yield path
  }
}

const ROOTS = new Set(['Invoice', 'CreditNote', 'CrossIndustryInvoice'])
function addCase(corpus: Corpus, file: string, bytes: Buffer, expectations: readonly RuleExpectation[] = []) {
  const text = bytes.toString('utf8')
  let wellFormed = true
  let doc: Document | null = null
  try {
    doc = new DOMParser({ onError: (level) => void (level !== 'warning' && (wellFormed = false)) }).parseFromString(text.replace(/^\uFEFF/, ''), 'application/xml')
  } catch {
    wellFormed = false
  }
  const root = doc?.documentElement ?? null
  if (wellFormed && (!root || !ROOTS.has(root.localName ?? ''))) {
    skipped.set(corpus.name, (skipped.get(corpus.name) ?? 0) + 1)
    return
  }
  let specification = ''
  if (root && wellFormed) {
    const ids = root.localName === 'CrossIndustryInvoice' ? root.getElementsByTagNameNS('urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100', 'GuidelineSpecifiedDocumentContextParameter') : null
    if (ids) {
      for (let i = 0; i < ids.length && !specification; i++) {
        const id = ids.item(i)!.getElementsByTagNameNS('urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100', 'ID').item(0)
        specification = id?.textContent ?? ''
      }
    } else {
      const c = root.getElementsByTagNameNS('urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2', 'CustomizationID').item(0)
      specification = c && c.parentNode === root ? (c.textContent ?? '') : ''
    }
  }
  const n = cases.length
  writeFileSync(join(caseDir, `${n}.xml`), bytes)
  cases.push({ n, corpus: corpus.name, file, root: root?.localName ?? '', reference: wellFormed && root ? referenceFor(scenarios, root.localName ?? '', specification) : null, expectations, ferdVersion: corpus.ferdVersion })
}

let unsupportedMutations = 0
for (const corpus of manifest.corpora) {
  if (only.length > 0 && !only.includes(corpus.name)) continue
  const base = source(corpus.source)
  for (const dir of corpus.dirs) {
    for (const path of xmlFiles(join(base, dir))) {
      const file = relative(base, path)
      const bytes = readFileSync(path)
      if (corpus.kind === 'documents') addCase(corpus, file, bytes)
      else {
        let result: ReturnType<typeof applyXmute>
        try {
          result = applyXmute(bytes.toString('utf8'))
        } catch (e) {
          log(`${file}: ${e instanceof Error ? e.message : String(e)}`)
          continue
        }
        unsupportedMutations += result.unsupported.length
        for (const v of result.variants) addCase(corpus, `${file}#${v.id}`, Buffer.from(v.text, 'utf8'), v.expectations)
      }
    }
  }
}
log(`${cases.length} cases (${[...skipped].map(([c, k]) => `${c}: ${k} other XML skipped`).join(', ') || 'none skipped'}; ${unsupportedMutations} xmute instructions unsupported)`)

// ------------------------------------------------------------------ XML Schema (xmllint)
const ublXsd = (root: string) => join(mustang, `validator/src/main/resources/schema/UBL_21/maindoc/UBL-${root}-2.1.xsd`)
const ciiXsd = join(cen, 'cii/schema/D16B SCRDM (Subset)/uncoupled clm/CII/uncefact/data/standard/CrossIndustryInvoice_100pD16B.xsd')
const ferdDir = (profile: string) => profile.toLowerCase().replace('-', '')
function schemaFor(c: Case): string | null {
  const r = c.reference
  if (!r || r.kind === 'no-scenario') return null
  if (r.kind === 'ferd') return join(phive, `phive-rules-zugferd/src/main/resources/external/schemas/${c.ferdVersion}/${ferdDir(r.profile)}/FACTUR-X_${r.profile}.xsd`)
  return c.root === 'CrossIndustryInvoice' ? ciiXsd : ublXsd(c.root)
}
const schemaErrors = new Map<number, string[]>()
{
  const groups = new Map<string, Case[]>()
  for (const c of cases) {
    const xsd = schemaFor(c)
    if (xsd) groups.set(xsd, [...(groups.get(xsd) ?? []), c])
  }
  for (const [xsd, list] of groups) {
    log(`xmllint --schema ${relative(work, xsd)}: ${list.length} files`)
    for (let i = 0; i < list.length; i += 200) {
      const chunk = list.slice(i, i + 200)
      const r = spawnSync('xmllint', ['--noout', '--nonet', '--schema', xsd, ...chunk.map((c) => join(caseDir, `${c.n}.xml`))], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
      for (const line of r.stderr.split('\n')) {
        const m = /\/cases\/(\d+)\.xml(?::\d+)?[: ](.*)$/.exec(line)
        if (!m) continue
        const n = Number(m[1])
        if (m[2] === 'validates') continue
        if (/fails to validate|validity error|parser error/.test(m[2]!)) schemaErrors.set(n, [...(schemaErrors.get(n) ?? []), m[2]!])
      }
      if (r.status !== 0 && r.status !== 3 && r.status !== 1 && r.status !== 4) throw new Error(`xmllint failed (${r.status}): ${r.stderr.slice(0, 2000)}`)
    }
  }
}

// ------------------------------------------------------------------ Schematron (Saxon, one JVM per stylesheet)
interface Fired {
  readonly id: string
  readonly flag: string
}
const fired = new Map<number, Fired[]>()
/** Files on which an official stylesheet stopped with a dynamic error: KoSIT's validator does not accept them. */
const processingErrors = new Set<number>()
function stylesheetsFor(c: Case): Array<[string, () => string]> {
  const r = c.reference
  if (!r || r.kind === 'no-scenario') return []
  const cenUbl: [string, () => string] = ['cen-ubl', () => join(cen, 'ubl/xslt/EN16931-UBL-validation.xslt')]
  const cenCii: [string, () => string] = ['cen-cii', () => join(cen, 'cii/xslt/EN16931-CII-validation.xslt')]
  if (r.kind === 'ferd') return [[`ferd-${c.ferdVersion}-${r.profile}`, () => join(phive, `phive-rules-zugferd/src/main/resources/external/schematron/${c.ferdVersion}/FACTUR-X_${r.profile}.xslt`)]]
  if (r.kind === 'peppol') return [cenUbl, ['peppol-ubl', () => compileSchematron(join(peppol, 'rules/sch/PEPPOL-EN16931-UBL.sch'), join(work, 'peppol-ubl.xsl'))]]
  return r.scenario.schematron.map((location): [string, () => string] => {
    if (/EN16931-UBL-validation/.test(location)) return cenUbl
    if (/EN16931-CII-validation/.test(location)) return cenCii
    if (/XRechnung-UBL-validation/.test(location)) return ['kosit-ubl', () => kositXslt('UBL')]
    if (/XRechnung-CII-validation/.test(location)) return ['kosit-cii', () => kositXslt('CII')]
    throw new Error(`unknown Schematron in scenario ${r.scenario.name}: ${location}`)
  })
}
{
  const groups = new Map<string, { xslt: () => string; list: Case[] }>()
  for (const c of cases) {
    for (const [key, xslt] of stylesheetsFor(c)) {
      const g = groups.get(key) ?? { xslt, list: [] }
      g.list.push(c)
      groups.set(key, g)
    }
  }
  const SVRL = 'http://purl.oclc.org/dsdl/svrl'
  for (const [key, { xslt, list }] of groups) {
    const input = join(work, 'run', key, 'in')
    const output = join(work, 'run', key, 'out')
    const names = list.map((c) => `${c.n}.xml`).sort()
    const same = reuse && existsSync(output) && existsSync(join(work, 'run', key, 'failed.json')) && readdirSync(output).sort().join() === names.join() && readdirSync(input).sort().join() === names.join() && names.every((f) => readFileSync(join(input, f), 'utf8') === readFileSync(join(caseDir, f), 'utf8'))
    if (!same) {
      rmSync(join(work, 'run', key), { recursive: true, force: true })
      mkdirSync(input, { recursive: true })
      mkdirSync(output, { recursive: true })
      for (const f of names) cpSync(join(caseDir, f), join(input, f))
      log(`Saxon ${key}: ${list.length} files`)
      const failed = saxon([`-s:${input}`, `-xsl:${xslt()}`, `-o:${output}`], true)
      writeFileSync(join(work, 'run', key, 'failed.json'), JSON.stringify([...failed]))
      if (failed.size > 0) log(`Saxon ${key}: dynamic error on ${failed.size} files (counted as XSLT-ERROR, a rejection)`)
    } else log(`Saxon ${key}: ${list.length} files (reused)`)
    const failed: unknown = JSON.parse(readFileSync(join(work, 'run', key, 'failed.json'), 'utf8'))
    for (const f of names) if (!existsSync(join(output, f)) || (Array.isArray(failed) && failed.includes(f))) processingErrors.add(Number(f.replace(/\.xml$/, '')))
    for (const f of readdirSync(output)) {
      const n = Number(f.replace(/\.xml$/, ''))
      if (processingErrors.has(n)) continue
      let svrl: Document
      try {
        svrl = new DOMParser({ onError: () => undefined }).parseFromString(readFileSync(join(output, f), 'utf8'), 'application/xml')
      } catch {
        processingErrors.add(n)
        continue
      }
      const failed = svrl.getElementsByTagNameNS(SVRL, 'failed-assert')
      const list2 = fired.get(n) ?? []
      for (let i = 0; i < failed.length; i++) {
        const e = failed.item(i)!
        const id = e.getAttribute('id') || e.getAttribute('location') || 'unnamed'
        list2.push({ id, flag: e.getAttribute('flag') ?? 'fatal' })
      }
      fired.set(n, list2)
    }
  }
}

// ------------------------------------------------------------------ the engine, and the rows
/** Engine rule ids of a schema stage are counted as `XSD`, as the official side counts a schema error. */
const engineId = (rule: string) => (/^(SITE-)?(XSD|SCHEMA)\b/i.test(rule) ? 'XSD' : rule)
log('engine …')
const rows: Row[] = []
let expectationCount = 0
let expectationsOfficial = 0
let expectationsEngine = 0
for (const c of cases) {
  const officialErrors: string[] = []
  const officialAll = new Set<string>()
  if (!c.reference) officialErrors.push('NOT-WELL-FORMED')
  else if (c.reference.kind === 'no-scenario') officialErrors.push('NO-SCENARIO')
  if (schemaErrors.has(c.n)) officialErrors.push('XSD')
  if (processingErrors.has(c.n)) officialErrors.push('XSLT-ERROR')
  const scenario = c.reference?.kind === 'kosit' ? c.reference.scenario : null
  for (const f of fired.get(c.n) ?? []) {
    officialAll.add(f.id)
    if (effectiveLevel(scenario, f.id, f.flag) === 'error' && !officialErrors.includes(f.id)) officialErrors.push(f.id)
  }
  const result = await checkFile(new Uint8Array(readFileSync(join(caseDir, `${c.n}.xml`))), parseXmlNode)
  const engineErrors: string[] = []
  const engineAll: string[] = []
  if (!result.ok) engineErrors.push(`INPUT-${result.error.code}`)
  else {
    for (const f of result.report.findings) {
      const id = engineId(f.rule)
      if (!engineAll.includes(id)) engineAll.push(id)
      if (f.severity === 'fatal' && !engineErrors.includes(id)) engineErrors.push(id)
    }
  }
  if (!result.ok && (result.error.code === 'not-xml' || result.error.code === 'truncated')) engineAll.push('NOT-WELL-FORMED')
  for (const e of c.expectations) {
    expectationCount++
    if ((e.expect === 'invalid') === officialAll.has(e.rule)) expectationsOfficial++
    if ((e.expect === 'invalid') === engineAll.includes(e.rule)) expectationsEngine++
  }
  rows.push({
    corpus: c.corpus,
    file: c.file,
    reference: c.reference ? referenceLabel(c.reference) : 'not-well-formed',
    officialValid: officialErrors.length === 0,
    engineValid: result.ok && result.report.valid,
    officialErrors: officialErrors.sort(),
    engineErrors: engineErrors.sort(),
    engineAll: engineAll.sort(),
  })
}

// ------------------------------------------------------------------ the report
const total = figures(rows)
const out = [
  `Engine: ${execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: join(import.meta.dirname, '..'), encoding: 'utf8' }).trim()} (working tree of ${new Date().toISOString().slice(0, 10)})`,
  `Sources: ${[...commits].map(([k, v]) => `${k} ${manifest.sources.get(k)!.repo}@${manifest.sources.get(k)!.ref.replace(/^refs\/tags\//, '')} (${v.slice(0, 10)})`).join('; ')}`,
  `References: ${[...new Set(rows.map((r) => r.reference))].sort().map((ref) => `${ref} ${rows.filter((r) => r.reference === ref).length}`).join(', ')}`,
  '',
  markdown(rows),
  '',
  `KoSIT test instances (XML-Mutate): ${expectationCount} expected rule outcomes; met by the official run ${expectationsOfficial}, by the engine ${expectationsEngine}.`,
  `Verdict agreement ${total.agreement.toFixed(1)} %, rule recall ${total.recall.toFixed(1)} %, ${total.validButRejected.length} files valid here but rejected officially.`,
]
console.log(out.join('\n'))
const json = args('json')[0]
if (json) writeFileSync(json, JSON.stringify({ commits: Object.fromEntries(commits), rows }, null, 1))
