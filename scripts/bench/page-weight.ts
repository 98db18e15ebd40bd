import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { entryScripts, scriptGraph } from '../script-graph'
import { table } from './report'

/**
 * Budgets in gzip bytes (docs/benchmarks.md; DESIGN.md §11): every page, widget pages included, at
 * most 10 KB of JS before the visitor uses a widget; the widgets' code (React, react-dom and the
 * islands, fetched at idle after load) at most 100 KB with every widget of the page in use; CSS 15 KB.
 */
export const budgets = { jsBeforeInteraction: 10 * 1024, widgetJsOnUse: 100 * 1024, css: 15 * 1024, firstScreen: 13 * 1024 } as const

/**
 * Pages whose code arrives in phases with budgets of their own, judged by their own benchmark: the
 * e-invoice checker loads React and its island on first use (within the widget budget), the engine
 * with the first file (150 KB) and the PDF reader only with a PDF (`npm run bench -- einvoice`).
 * Their "on first use" figure here is everything together and is shown, not judged.
 */
export const phasedPages: readonly string[] = ['/e-rechnung-pruefer']
const isPhased = (page: string) => phasedPages.includes(page.replace(/^\/(de|zh)(?=\/|$)/, '') || '/')

export interface PageWeight {
  page: string
  html: number
  /** JS the page loads by itself (its scripts and their static imports). */
  js: number
  /** JS once every island of the page is in use (dynamic imports followed too). */
  jsOnUse: number
  /** Stylesheets the page links (each one blocks the first paint and costs a round trip). */
  css: number
  /**
   * The document up to the end of its first section in <main> (head with the inline stylesheet,
   * header, hero), compressed: what the first paint needs. With its response headers
   * it fits the first TCP flight (10 segments, ~14 KB), so 13 KB are left to the document.
   */
  firstScreen: number
}

function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length
}

function firstScreenSize(html: string): number {
  const end = html.indexOf('</section>', html.indexOf('<main'))
  return gzipSync(end === -1 ? html : html.slice(0, end + '</section>'.length), { level: 9 }).length
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    if (statSync(full).isDirectory()) return name === 'assets' ? [] : htmlFiles(full)
    return name.endsWith('.html') ? [full] : []
  })
}

/** gzip size of each page's HTML and of the JS and CSS it loads. */
export function measurePages(root: string): PageWeight[] {
  return htmlFiles(root).map((file) => {
    const html = readFileSync(file, 'utf8')
    const entries = entryScripts(html)
    // Workers count where the browser downloads them: the booking page's arrival worker before interaction.
    const scripts = scriptGraph(root, entries, { workers: true })
    const scriptsOnUse = scriptGraph(root, entries, { dynamic: true, workers: true })
    const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]!)
    const page = `/${relative(root, file)}`.replace(/\/?index\.html$/, '') || '/'
    return {
      page,
      html: gzipSize(file),
      js: [...scripts].reduce((sum, s) => sum + gzipSize(join(root, s)), 0),
      jsOnUse: [...scriptsOnUse].reduce((sum, s) => sum + gzipSize(join(root, s)), 0),
      css: styles.reduce((sum, s) => sum + gzipSize(join(root, s)), 0),
      firstScreen: firstScreenSize(html) + (styles.length > 0 ? styles.reduce((sum, s) => sum + gzipSize(join(root, s)), 0) : 0),
    }
  })
}


const kb = (bytes: number) => (bytes / 1024).toFixed(1)

/** The page-weight table, the largest page, and every budget a page exceeds. */
export function pageWeightReport(root: string): { text: string; overBudget: string[] } {
  const rows = measurePages(root).sort((a, b) => a.page.localeCompare(b.page))
  const overBudget: string[] = []
  const body = rows.map((row) => {
    if (row.js > budgets.jsBeforeInteraction) overBudget.push(`${row.page}: JS before interaction ${kb(row.js)} KB > ${kb(budgets.jsBeforeInteraction)} KB`)
    if (row.jsOnUse > budgets.widgetJsOnUse && !isPhased(row.page)) overBudget.push(`${row.page}: JS on first use ${kb(row.jsOnUse)} KB > ${kb(budgets.widgetJsOnUse)} KB`)
    if (row.css > budgets.css) overBudget.push(`${row.page}: CSS ${kb(row.css)} KB > ${kb(budgets.css)} KB`)
    if (row.css > 0) overBudget.push(`${row.page}: links a render-blocking stylesheet (${kb(row.css)} KB): the first paint takes a second round trip`)
    if (row.firstScreen > budgets.firstScreen) overBudget.push(`${row.page}: first screen ${kb(row.firstScreen)} KB > ${kb(budgets.firstScreen)} KB`)
    return [row.page, kb(row.html), kb(row.firstScreen), kb(row.css), kb(row.js), row.jsOnUse > row.js ? `${kb(row.jsOnUse)}${isPhased(row.page) ? ' (phased¹)' : ''}` : '–']
  })
  const total = (r: PageWeight) => r.html + r.js + r.css
  const largest = rows.reduce((a, b) => (total(a) >= total(b) ? a : b))
  const max = (values: number[]) => kb(Math.max(...values))
  const text = [
    table(['page', 'HTML gzip KB', 'first screen gzip KB', 'linked CSS gzip KB', 'JS before interaction gzip KB', 'JS on first use gzip KB'], body),
    '',
    `¹ ${phasedPages.join(', ')}: the code of every phase together; each phase is judged by its own budget in \`npm run bench -- einvoice\`.`,
    '',
    `${rows.length} documents. Largest: ${largest.page} (${kb(total(largest))} KB gzip HTML+JS+CSS).`,
    `First screen (document to its first section, plus linked stylesheets): ${kb(Math.min(...rows.map((r) => r.firstScreen)))}–${kb(Math.max(...rows.map((r) => r.firstScreen)))} KB (budget ${kb(budgets.firstScreen)}). Most JS before interaction: ${max(rows.map((r) => r.js))} KB (budget ${kb(budgets.jsBeforeInteraction)} on every page); most on first use of a widget: ${max(rows.filter((r) => !isPhased(r.page)).map((r) => r.jsOnUse))} KB (budget ${kb(budgets.widgetJsOnUse)}); CSS budget ${kb(budgets.css)} KB.`,
    overBudget.length > 0 ? `Over budget:\n${overBudget.join('\n')}` : 'All pages within budget.',
  ].join('\n')
  return { text, overBudget }
}
