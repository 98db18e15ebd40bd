import { readFileSync, writeFileSync } from 'node:fs'
import { htmlFiles } from './island-code'
import { entryScripts, scriptGraph } from './script-graph'

const entryTag = /<script src="[^"]+" type="module" async><\/script>/

/**
 * Writes into every page a module preload of each script its entry imports statically (the site
 * chrome and the islands' first-use wiring), just before the entry script: the browser then fetches
 * them beside the entry instead of one import level after another, which on a slow network took
 * three round trips before the chrome script ran (and Lighthouse counted every level against the
 * first paint). Vike leaves these out of HTML-only pages. The islands' own code, imported
 * dynamically, is not among them: it still loads at idle (scripts/island-code.ts).
 */
export function preloadEntryImports(root: string): { pages: number; scripts: number } {
  let pages = 0
  let most = 0
  for (const file of htmlFiles(root)) {
    const html = readFileSync(file, 'utf8')
    const entries = entryScripts(html)
    const imports = [...scriptGraph(root, entries)].filter((script) => !entries.includes(script)).sort()
    if (imports.length === 0) continue
    if (!entryTag.test(html)) throw new Error(`${file}: the entry script is not where the preloads go`)
    const links = imports.map((script) => `<link rel="modulepreload" href="${script}">`).join('')
    writeFileSync(file, html.replace(entryTag, (tag) => `${links}${tag}`))
    pages++
    most = Math.max(most, imports.length)
  }
  return { pages, scripts: most }
}
