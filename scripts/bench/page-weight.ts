import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { table } from './report'

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

/** Pages that hydrate an interactive widget get the larger JS budget. */
const widgetPages = /^\/(?:(?:de|zh)\/)?(kontakt|trainings-workshops|ust-id-pruefer|vat-quick-scan|lexikon)$/

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

/** The page-weight table, the largest page, and every budget a page exceeds. */
export function pageWeightReport(root: string): { text: string; overBudget: string[] } {
  const rows = measurePages(root).sort((a, b) => a.page.localeCompare(b.page))
  const overBudget: string[] = []
  const body = rows.map((row) => {
    const jsBudget = widgetPages.test(row.page) ? budgets.widgetPageJs : budgets.contentPageJs
    if (row.js > jsBudget) overBudget.push(`${row.page}: JS ${kb(row.js)} KB > ${kb(jsBudget)} KB`)
    if (row.css > budgets.css) overBudget.push(`${row.page}: CSS ${kb(row.css)} KB > ${kb(budgets.css)} KB`)
    return [row.page, kb(row.html), kb(row.js), kb(row.css), kb(jsBudget)]
  })
  const total = (r: PageWeight) => r.html + r.js + r.css
  const largest = rows.reduce((a, b) => (total(a) >= total(b) ? a : b))
  const maxJs = (filter: (page: string) => boolean) => kb(Math.max(...rows.filter((r) => filter(r.page)).map((r) => r.js)))
  const text = [
    table(['page', 'HTML gzip KB', 'JS gzip KB', 'CSS gzip KB', 'JS budget KB'], body),
    '',
    `${rows.length} documents. Largest: ${largest.page} (${kb(total(largest))} KB gzip HTML+JS+CSS).`,
    `Most JS: content pages ${maxJs((p) => !widgetPages.test(p))} KB (budget ${kb(budgets.contentPageJs)}), widget pages ${maxJs((p) => widgetPages.test(p))} KB (budget ${kb(budgets.widgetPageJs)}); CSS budget ${kb(budgets.css)} KB.`,
    overBudget.length > 0 ? `Over budget:\n${overBudget.join('\n')}` : 'All pages within budget.',
  ].join('\n')
  return { text, overBudget }
}
