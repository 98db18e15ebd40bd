import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Runs a CloudFront Function's source in njs (Debian's `njs`, the nginx JavaScript engine the
 * CloudFront Functions runtime descends from, with the same ES 5.1-plus subset) over a batch of
 * events, and returns what `handler` returned for each.
 */
export function runInNjs<T>(source: string, events: unknown[]): T[] {
  const dir = mkdtempSync(join(tmpdir(), 'njs-'))
  try {
    const file = join(dir, 'function.js')
    const output = join(dir, 'results.json')
    // njs wraps long console output, so the results go to a file.
    writeFileSync(
      file,
      `${source}\nvar events = ${JSON.stringify(events)};\nvar results = [];\nfor (var i = 0; i < events.length; i++) results.push(handler(events[i]));\nrequire('fs').writeFileSync(${JSON.stringify(output)}, JSON.stringify(results));\n`,
    )
    const run = spawnSync('njs', [file], { encoding: 'utf8' })
    if (run.error) throw new Error(`njs could not run (apt-get install njs): ${run.error.message}`)
    if (run.status !== 0) throw new Error(`njs failed: ${run.stderr || run.stdout}`)
    return JSON.parse(readFileSync(output, 'utf8')) as T[]
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
