// React's renderer runs in the browser (DESIGN.md §11): the browser build carries react-dom's
// client, among the islands' code that every widget page fetches at idle after load, not in a script
// the page runs before. Identified by what react-dom reports of itself to React's developer tools
// (its package name and version) and by React's error decoder, named in every production error.
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { entryScripts, scriptGraph } from '../../scripts/script-graph'
import { siteRoot } from '../../scripts/site-manifest'

const reactDomVersion = (createRequire(import.meta.url)('react-dom/package.json') as { version: string }).version

function scripts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? scripts(path) : entry.name.endsWith('.js') ? [`/${path.slice(siteRoot.length)}`] : []
  })
}

function isReactDom(script: string): boolean {
  const source = readFileSync(join(siteRoot, script), 'utf8')
  // What react-dom tells React's developer tools about itself, quoted in whichever way the minifier chose.
  const quoted = (text: string) => new RegExp(`["'\`]${text.replaceAll('.', '\\.')}["'\`]`)
  return source.includes('react.dev/errors') && new RegExp(`rendererPackageName:\\s*${quoted('react-dom').source}`).test(source) && new RegExp(`version:\\s*${quoted(reactDomVersion).source}`).test(source)
}

describe('browser bundle', () => {
  const files = scripts(join(siteRoot, 'assets'))

  it('holds the islands and their hydration', () => {
    expect(files.length).toBeGreaterThan(0)
    expect(files.some((file) => /\.hydrated\s*=/.test(readFileSync(join(siteRoot, file), 'utf8')))).toBe(true)
  })

  it(`ships react-dom ${reactDomVersion}'s client renderer once, among each widget page's island code and not in what the page runs before`, () => {
    const renderer = files.filter(isReactDom)
    expect(renderer).toHaveLength(1)
    for (const page of ['termin', 'kontakt', 'ust-id-bestaetigung', 'e-rechnung-pruefer', 'amazon-ust-bericht', 'zh/vat-quick-scan', 'de/ust-id-pruefer']) {
      const entries = entryScripts(readFileSync(join(siteRoot, page, 'index.html'), 'utf8'))
      expect([...scriptGraph(siteRoot, entries)].filter(isReactDom), page).toEqual([])
      expect([...scriptGraph(siteRoot, entries, { dynamic: true })].filter(isReactDom), page).toEqual(renderer)
    }
  })
})
