// `npm run bench`: page weight of the built site against the budgets of DESIGN.md §3.
// Run `npm run build` first. Exits 1 when a page is over budget.
import { fileURLToPath } from 'node:url'
import { budgets, measurePages } from './bench/page-weight'

/** Pages that hydrate an interactive widget get the larger JS budget. */
const widgetPages = /^\/(?:(?:de|zh)\/)?(kontakt|trainings-workshops|ust-id-pruefer|vat-quick-scan|lexikon)$/

const root = fileURLToPath(new URL('../dist/client/', import.meta.url))
const rows = measurePages(root).sort((a, b) => a.page.localeCompare(b.page))
const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const over: string[] = []

console.log('| page | HTML gzip KB | JS gzip KB | CSS gzip KB | JS budget KB |')
console.log('|---|---:|---:|---:|---:|')
for (const row of rows) {
  const jsBudget = widgetPages.test(row.page) ? budgets.widgetPageJs : budgets.contentPageJs
  if (row.js > jsBudget) over.push(`${row.page}: JS ${kb(row.js)} KB > ${kb(jsBudget)} KB`)
  if (row.css > budgets.css) over.push(`${row.page}: CSS ${kb(row.css)} KB > ${kb(budgets.css)} KB`)
  console.log(`| ${row.page} | ${kb(row.html)} | ${kb(row.js)} | ${kb(row.css)} | ${kb(jsBudget)} |`)
}
const largest = rows.reduce((a, b) => (a.html + a.js + a.css >= b.html + b.js + b.css ? a : b))
console.log(`\n${rows.length} pages. Largest: ${largest.page} (${kb(largest.html + largest.js + largest.css)} KB gzip HTML+JS+CSS).`)
if (over.length > 0) {
  console.error(`Over budget:\n${over.join('\n')}`)
  process.exit(1)
}
console.log('All pages within budget.')
