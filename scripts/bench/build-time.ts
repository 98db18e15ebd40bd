// Build time of the full site (`npm run build`: schemas, content check, Vike pre-rendering, SEO
// files), and of the same site with the glossary multiplied tenfold in a temporary copy, to show
// how the build grows with the number of pages.
import { spawnSync } from 'node:child_process'
import { cp, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { table } from './report'

export interface BuildRun {
  label: string
  documents: number
  seconds: number
}

const skipped = new Set(['node_modules', 'dist', '.git', 'cdk.out', 'test-results', 'playwright-report', '.data'])

/** content/glossary/index.ts of the temporary copy: every term ten times, with distinct ids and titles. */
const tenfoldGlossary = `import type { GlossaryTerm } from '../types'
import { tradeAndProcedureTerms } from './trade-and-procedure'
import { vatTerms } from './vat'

const terms: GlossaryTerm[] = [...vatTerms, ...tradeAndProcedureTerms]
export const glossary: GlossaryTerm[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].flatMap((copy) =>
  terms.map((term) =>
    copy === 1
      ? term
      : {
          ...term,
          id: \`\${term.id}-\${copy}\`,
          text: Object.fromEntries(Object.entries(term.text).map(([lang, t]) => [lang, { ...t, title: \`\${t.title} (\${copy})\` }])) as GlossaryTerm['text'],
        },
  ),
)
const byId = new Map(glossary.map((term) => [term.id, term]))
export function findTerm(id: string): GlossaryTerm | undefined {
  return byId.get(id)
}
`

async function countHtml(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true })
  return entries.filter((name) => name.endsWith('.html')).length
}

function build(cwd: string): number {
  const started = performance.now()
  const result = spawnSync('npm', ['run', 'build'], { cwd, stdio: ['ignore', 'ignore', 'inherit'] })
  if (result.status !== 0) throw new Error(`npm run build failed in ${cwd} (exit ${result.status})`)
  return (performance.now() - started) / 1000
}

/** Builds the site in root (leaving a fresh dist/ there), then a tenfold-glossary copy in a temp folder. */
export async function measureBuilds(root: string): Promise<BuildRun[]> {
  const runs: BuildRun[] = []
  const seconds = build(root)
  runs.push({ label: 'site as is', documents: await countHtml(join(root, 'dist/client')), seconds })
  const copy = await mkdtemp(join(tmpdir(), 'bench-build-'))
  try {
    await cp(root, copy, { recursive: true, filter: (source) => !skipped.has(relative(root, source).split('/')[0]!) })
    await symlink(join(root, 'node_modules'), join(copy, 'node_modules'))
    await writeFile(join(copy, 'content/glossary/index.ts'), tenfoldGlossary)
    const tenfold = build(copy)
    runs.push({ label: 'glossary × 10 (300 terms)', documents: await countHtml(join(copy, 'dist/client')), seconds: tenfold })
  } finally {
    await rm(copy, { recursive: true, force: true })
  }
  return runs
}

export function buildTable(runs: BuildRun[]): string {
  const [base] = runs
  return table(
    ['content set', 'HTML documents', 'build s', 'ms per document', 'time vs. site'],
    runs.map((r) => [r.label, r.documents, r.seconds.toFixed(1), ((r.seconds * 1000) / r.documents).toFixed(0), `${(r.seconds / base!.seconds).toFixed(2)}×`]),
  )
}
