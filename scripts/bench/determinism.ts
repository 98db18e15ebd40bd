// Build determinism: `npm run build` twice in this checkout, a second apart and without
// SOURCE_DATE_EPOCH, then the SHA-256 of every file of dist/client compared.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

export interface DeterminismResult {
  files: number
  bytes: number
  differing: string[]
}

function hashes(root: string): Map<string, string> {
  const result = new Map<string, string>()
  for (const file of readdirSync(root, { recursive: true }) as string[]) {
    const full = join(root, file)
    if (statSync(full).isFile()) result.set(file, createHash('sha256').update(readFileSync(full)).digest('hex'))
  }
  return result
}

function build(cwd: string): void {
  const env = { ...process.env }
  delete env.SOURCE_DATE_EPOCH
  const run = spawnSync('npm', ['run', 'build'], { cwd, env, stdio: ['ignore', 'ignore', 'inherit'] })
  if (run.status !== 0) throw new Error(`npm run build exited with ${run.status}`)
}

export async function measureDeterminism(cwd: string): Promise<DeterminismResult> {
  const root = join(cwd, 'dist/client')
  build(cwd)
  const first = hashes(root)
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  build(cwd)
  const second = hashes(root)
  const names = new Set([...first.keys(), ...second.keys()])
  const differing = [...names].filter((name) => first.get(name) !== second.get(name)).sort()
  const bytes = [...first.keys()].reduce((sum, name) => sum + statSync(join(root, name)).size, 0)
  return { files: first.size, bytes, differing }
}

export function determinismTable({ files, bytes, differing }: DeterminismResult): string {
  const verdict = differing.length === 0 ? 'byte-identical' : `${differing.length} files differ: ${differing.slice(0, 10).join(', ')}${differing.length > 10 ? ', …' : ''}`
  return `Two builds of the same commit: ${files} files, ${(bytes / 1024 / 1024).toFixed(1)} MB in dist/client: ${verdict}.`
}
