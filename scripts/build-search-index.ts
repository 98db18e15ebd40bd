// The site search's index: Pagefind reads the built pages (dist/client) and writes one index per
// language (by <html lang>) into dist/client/pagefind/. Only <main data-pagefind-body> of the
// searchable pages is indexed (renderer/components/Layout/Layout.tsx); calls to action, disclaimers and
// notices are left out (data-pagefind-ignore). The browser loads it only when search is opened.
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import * as pagefind from 'pagefind'
import { searchModulePath } from '../renderer/components/Search/search-module'
import { browserTarget } from './browser-target'

export async function buildSearchIndex(siteRoot: string): Promise<{ pages: number; languages: string[] }> {
  const { index, errors } = await pagefind.createIndex({})
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`)
  try {
    const added = await index.addDirectory({ path: siteRoot })
    if (added.errors.length > 0) throw new Error(`Pagefind: ${added.errors.join('; ')}`)
    const written = await index.writeFiles({ outputPath: `${siteRoot}pagefind` })
    if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join('; ')}`)
    // Pagefind also writes its ready-made search UIs; the site has its own (renderer/components/Search/search.ts).
    for (const file of readdirSync(`${siteRoot}pagefind`)) if (/^pagefind-(component-|modular-)?ui\.|^pagefind-highlight\.js$/.test(file)) rmSync(`${siteRoot}pagefind/${file}`)
    await buildSearchModule(siteRoot)
    const entry = JSON.parse(readFileSync(`${siteRoot}pagefind/pagefind-entry.json`, 'utf8')) as { languages: Record<string, { page_count: number }> }
    return { pages: Object.values(entry.languages).reduce((sum, l) => sum + l.page_count, 0), languages: Object.keys(entry.languages) }
  } finally {
    await pagefind.close()
  }
}

/** The search UI as one module beside the index, for the browsers the Vite build targets. */
async function buildSearchModule(siteRoot: string): Promise<void> {
  await build({
    entryPoints: [fileURLToPath(new URL('../renderer/components/Search/search.ts', import.meta.url))],
    outfile: `${siteRoot}${searchModulePath.slice(1)}`,
    bundle: true,
    format: 'esm',
    minify: true,
    target: browserTarget,
    logLevel: 'error',
  })
}
