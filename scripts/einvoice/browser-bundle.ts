/**
 * The e-invoice engine bundled for the browser as a page would load it (esbuild, minified, ES modules
 * with code splitting: the PDF reader and pdf-lib in a chunk of their own, loaded on demand). Used by
 * the benchmark (its gzip weight, its speed in Chromium) and the Chromium smoke test.
 */
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

export interface EngineBundle {
  /** The entry chunk (what the first check loads), by file name, and every other chunk. */
  readonly files: ReadonlyMap<string, string>
  readonly entry: string
}

export async function bundleEngine(): Promise<EngineBundle> {
  const result = await build({
    stdin: { contents: "export * from './core/einvoice/browser'", resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    splitting: true,
    platform: 'browser',
    target: 'es2022',
    outdir: 'out',
    write: false,
    entryNames: 'engine',
    chunkNames: 'chunk-[hash]',
    logLevel: 'silent',
  })
  const files = new Map(result.outputFiles.map((f) => [f.path.split('/').pop()!, f.text]))
  return { files, entry: 'engine.js' }
}

/** The page's checker worker (renderer/islands/EInvoiceChecker/worker.ts) bundled the same way: entry worker.js. */
export async function bundleWorker(): Promise<EngineBundle> {
  const result = await build({
    entryPoints: { worker: 'renderer/islands/EInvoiceChecker/worker.ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    splitting: true,
    platform: 'browser',
    target: 'es2022',
    outdir: 'out',
    write: false,
    chunkNames: 'chunk-[hash]',
    logLevel: 'silent',
  })
  const files = new Map(result.outputFiles.map((f) => [f.path.split('/').pop()!, f.text]))
  return { files, entry: 'worker.js' }
}

export const gzipKb = (text: string) => gzipSync(Buffer.from(text)).length / 1024

/** Gzip weight of the entry plus the chunks it imports statically, and of the chunks loaded only for PDFs. */
export function weights(bundle: EngineBundle): { engine: number; pdf: number } {
  const staticImports = (text: string) => [...text.matchAll(/from\s*"\.\/([^"]+)"/g)].map((m) => m[1]!)
  const dynamicImports = (text: string) => [...text.matchAll(/import\(\s*"\.\/([^"]+)"\s*\)/g)].map((m) => m[1]!)
  const firstUse = new Set<string>([bundle.entry])
  const queue = [bundle.entry]
  while (queue.length) for (const dep of staticImports(bundle.files.get(queue.pop()!) ?? '')) if (!firstUse.has(dep)) (firstUse.add(dep), queue.push(dep))
  const later = new Set<string>()
  for (const f of firstUse) for (const dep of dynamicImports(bundle.files.get(f) ?? '')) if (!firstUse.has(dep)) later.add(dep)
  const laterQueue = [...later]
  while (laterQueue.length) for (const dep of staticImports(bundle.files.get(laterQueue.pop()!) ?? '')) if (!firstUse.has(dep) && !later.has(dep)) (later.add(dep), laterQueue.push(dep))
  const sum = (names: Iterable<string>) => [...names].reduce((s, n) => s + gzipKb(bundle.files.get(n) ?? ''), 0)
  return { engine: sum(firstUse), pdf: sum(later) }
}
