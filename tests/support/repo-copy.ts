import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'

const root = new URL('../../', import.meta.url).pathname

/**
 * A temporary copy of the repository as an editor's checkout has it (no build output, caches or
 * git history), its node_modules linked to this one's. The caller removes it.
 */
export function copyRepository(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  cpSync(root, dir, {
    recursive: true,
    filter: (source) => !/^(node_modules|dist|\.git|\.cache|\.data|cdk\.out|test-results|playwright-report)(\/|$)/.test(relative(root, source)),
  })
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'))
  return dir
}

/**
 * The environment of an editor's shell: this process's, without what the test runner sets for
 * itself (NODE_ENV=test would make Vite build React's development version; VITEST_* would make a
 * nested vitest think it runs inside this one) and outside GitHub Actions unless `extra` says so.
 */
function editorEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && key !== 'TEST' && !key.startsWith('VITEST')))
  return { ...env, GITHUB_ACTIONS: '', ...extra }
}

/** Runs a command in `dir` as an editor would; its exit code and all it printed. */
export function runIn(dir: string, command: string[], { env = {}, timeout = 300_000 }: { env?: Record<string, string>; timeout?: number } = {}): { status: number | null; out: string } {
  const result = spawnSync(command[0]!, command.slice(1), { cwd: dir, encoding: 'utf8', env: editorEnvironment(env), timeout, maxBuffer: 64 * 1024 * 1024 })
  return { status: result.status, out: `${result.stdout}\n${result.stderr}` }
}
