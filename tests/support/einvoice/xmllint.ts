/**
 * The test oracle: Debian's `xmllint --schema` (libxml2-utils) judges files against XSD files, in one
 * process per batch. Throws if xmllint is missing or the schema does not compile.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** For each XML text: does it validate against the schema (xmllint's verdict)? */
export function xmllintVerdicts(schemaPath: string, xmls: readonly string[]): boolean[] {
  if (xmls.length === 0) return []
  const dir = mkdtempSync(join(tmpdir(), 'xmllint-'))
  try {
    const files = xmls.map((xml, i) => { const f = join(dir, `${i}.xml`); writeFileSync(f, xml); return f })
    const run = spawnSync('xmllint', ['--noout', '--schema', schemaPath, ...files], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
    if (run.error) throw new Error(`xmllint not runnable (apt-get install libxml2-utils): ${run.error.message}`)
    const verdicts = new Map<string, boolean>()
    for (const line of run.stderr.split('\n')) {
      const m = /^(.*\.xml) (validates|fails to validate)$/.exec(line)
      if (m) verdicts.set(m[1]!, m[2] === 'validates')
    }
    return files.map((f) => {
      const v = verdicts.get(f)
      if (v === undefined) throw new Error(`xmllint gave no verdict for ${f}: ${run.stderr.slice(0, 2000)}`)
      return v
    })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
