import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { islandCodeId } from '../renderer/islands/island-code-id'
import { islandScripts } from './script-graph'

/** Every HTML document the build wrote below `dir` (not the assets, search index and images). */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    if (statSync(full).isDirectory()) return ['assets', 'pagefind', 'og', 'images', 'downloads'].includes(name) ? [] : htmlFiles(full)
    return name.endsWith('.html') ? [full] : []
  })
}

/**
 * Writes into every page with islands the list of their code (renderer/islands/hydrate-on-first-use.ts
 * preloads it once the page has loaded and the browser is idle): a JSON data block after
 * #document-end, so the first paint never waits for it and no script runs it.
 */
export function listIslandCode(root: string): { pages: number; scripts: number } {
  let pages = 0
  let most = 0
  for (const file of htmlFiles(root)) {
    const html = readFileSync(file, 'utf8')
    if (!html.includes('data-island=')) continue
    const scripts = islandScripts(root, html)
    if (scripts.length === 0) continue
    const block = `<script type="application/json" id="${islandCodeId}">${JSON.stringify(scripts)}</script>`
    if (!html.includes('</body>')) throw new Error(`${file}: no </body>`)
    writeFileSync(file, html.replace('</body>', () => `${block}</body>`))
    pages++
    most = Math.max(most, scripts.length)
  }
  return { pages, scripts: most }
}
