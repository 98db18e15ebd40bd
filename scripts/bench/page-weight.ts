import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'

/** DESIGN.md §3 budgets, in gzip bytes. */
export const budgets = { contentPageJs: 10 * 1024, widgetPageJs: 90 * 1024, css: 15 * 1024 } as const

export interface PageWeight {
  page: string
  html: number
  js: number
  css: number
}

function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    if (statSync(full).isDirectory()) return name === 'assets' ? [] : htmlFiles(full)
    return name.endsWith('.html') ? [full] : []
  })
}

/** Follows static imports of a JS module so the whole script graph of a page is counted. */
function jsGraph(root: string, entry: string, seen: Set<string>): void {
  if (seen.has(entry)) return
  seen.add(entry)
  const source = readFileSync(join(root, entry), 'utf8')
  for (const match of source.matchAll(/(?:import|from)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    const next = new URL(match[1]!, `http://x${entry}`).pathname
    jsGraph(root, next, seen)
  }
}

/** gzip size of each page's HTML and of the JS and CSS it loads. */
export function measurePages(root: string): PageWeight[] {
  return htmlFiles(root).map((file) => {
    const html = readFileSync(file, 'utf8')
    const scripts = new Set<string>()
    for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) jsGraph(root, m[1]!, scripts)
    for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) jsGraph(root, m[1]!, scripts)
    const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]!)
    const page = `/${relative(root, file)}`.replace(/\/?index\.html$/, '') || '/'
    return {
      page,
      html: gzipSize(file),
      js: [...scripts].reduce((sum, s) => sum + gzipSize(join(root, s)), 0),
      css: styles.reduce((sum, s) => sum + gzipSize(join(root, s)), 0),
    }
  })
}
