/**
 * `npm run einvoice -- [--json] FILE…`: checks e-invoices (XRechnung or EN 16931 in UBL or CII, or
 * Factur-X/ZUGFeRD PDFs) with the same engine as the page (core/einvoice). One result per file; with
 * --json one JSON object per line: {file, syntax, profile, valid, findings: [{rule, severity, message,
 * bt, path}]} (and `error` for a file that could not be read as an invoice). Exit status 1 when any
 * file is not a valid e-invoice, 2 on wrong usage; so a business can check its own output in CI.
 */
import { readFile } from 'node:fs/promises'
import { checkFile, parseXmlNode, type CheckResult } from '../core/einvoice/node'

const args = process.argv.slice(2)
const json = args.includes('--json')
const files = args.filter((a) => a !== '--json')
if (files.length === 0 || args.includes('--help')) {
  console.error('Usage: npm run einvoice -- [--json] FILE…')
  process.exit(files.length === 0 ? 2 : 0)
}

function line(file: string, result: CheckResult): string {
  if (!result.ok) {
    if (json) return JSON.stringify({ file, syntax: null, profile: null, valid: false, error: result.error, findings: [] })
    const e = result.error
    const where = e.line !== undefined ? ` at line ${e.line}, column ${e.column}: ${e.detail ?? ''}` : ''
    return `${file}: not checked (${e.code}${e.root ? `: ${e.root}` : ''}${e.format ? `: ${e.format}` : ''}${e.limit !== undefined ? `, limit ${e.limit}` : ''}${where})`
  }
  const r = result.report
  const findings = r.findings.map((f) => ({ rule: f.rule, severity: f.severity, message: f.message, bt: f.bt, path: f.path, ...(f.stated !== undefined ? { stated: f.stated, computed: f.computed } : {}) }))
  if (json) return JSON.stringify({ file, syntax: r.syntax, profile: r.profile.id, valid: r.valid, findings })
  const head = `${file}: ${r.valid ? 'valid' : 'INVALID'} (${r.syntax}, ${r.profile.id}${r.container.kind === 'pdf' ? `, from ${r.container.attachment}` : ''})`
  return [head, ...findings.map((f) => `  ${f.severity.padEnd(11)} ${f.rule}: ${f.message}${f.stated !== undefined ? ` [file: ${f.stated}, computed: ${f.computed}]` : ''}\n              at ${f.path}`)].join('\n')
}

let allValid = true
for (const file of files) {
  let result: CheckResult
  try {
    result = await checkFile(new Uint8Array(await readFile(file)), parseXmlNode)
  } catch (error) {
    console.error(`${file}: cannot read (${error instanceof Error ? error.message : String(error)})`)
    allValid = false
    continue
  }
  if (!result.ok || !result.report.valid) allValid = false
  console.log(line(file, result))
}
process.exit(allValid ? 0 : 1)
