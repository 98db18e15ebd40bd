import { readFileSync } from 'node:fs'
import { join } from 'node:path'

// The JavaScript a built page loads, read from dist/client: the scripts its HTML names, and the
// modules they import. Shared by the page-weight benchmark and the tests of what loads when.

const entryScript = /<script[^>]+src="([^"]+)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g
const staticImport = /(?:import|from)\s*["'](\.{1,2}\/[^"']+\.js)["']/g
const dynamicImport = /import\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g
// A Web Worker a module starts (Vite writes its script as an absolute path): loaded when the module runs.
const workerScript = /new Worker\(\s*new URL\(\s*["'`](\/[^"'`]+\.js)["'`]/g

/** The scripts a page's HTML names itself (its entry script and any preloaded module), as site paths. */
export function entryScripts(html: string): string[] {
  return [...html.matchAll(entryScript)].map((m) => m[1] ?? m[2]!)
}

/**
 * Every script reachable from `entries` (site paths) in the build at `root`: by static imports (what
 * the page runs before any interaction), or with `dynamic` also by dynamic imports (the islands'
 * code, fetched at idle after load or on first use); with `workers` also the scripts of the Web
 * Workers those modules start (what the browser downloads, not what the page's own thread runs).
 */
export function scriptGraph(root: string, entries: readonly string[], { dynamic = false, workers = false } = {}): Set<string> {
  const seen = new Set<string>()
  const visit = (script: string) => {
    if (seen.has(script)) return
    seen.add(script)
    const source = readFileSync(join(root, script), 'utf8')
    for (const pattern of dynamic ? [staticImport, dynamicImport] : [staticImport]) {
      for (const match of source.matchAll(pattern)) visit(new URL(match[1]!, `http://x${script}`).pathname)
    }
    if (workers) for (const match of source.matchAll(workerScript)) visit(match[1]!)
  }
  for (const entry of entries) visit(entry)
  return seen
}

/**
 * The islands' code of a page: the modules its own scripts import dynamically (each island's
 * component and the hydration with react-dom), with everything they import statically. Not what
 * those modules load later in turn (the e-invoice engine with the first file).
 */
export function islandScripts(root: string, html: string): string[] {
  const own = scriptGraph(root, entryScripts(html))
  const targets = [...own].flatMap((script) => [...readFileSync(join(root, script), 'utf8').matchAll(dynamicImport)].map((m) => new URL(m[1]!, `http://x${script}`).pathname))
  return [...scriptGraph(root, targets)].filter((script) => !own.has(script)).sort()
}
