// Every built page through the Nu HTML Checker (vnu.jar, the W3C validator's engine, run on
// Debian's Java): no errors.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { languages } from '../../content/languages'
import { functionPages } from '../support/function-pages'
import { siteRoot } from '../../scripts/site-manifest'

const vnuJar = createRequire(import.meta.url)('vnu-jar') as string

interface VnuMessage {
  type: string
  url: string
  message: string
  lastLine?: number
  firstColumn?: number
  extract?: string
}

const htmlFiles = (readdirSync(siteRoot, { recursive: true }) as string[]).filter((f) => f.endsWith('.html'))

/** The checker's errors for every HTML file below `root`, as "file:line:column message extract". */
function vnuErrors(root: string): string[] {
  const run = spawnSync('java', ['-jar', vnuJar, '--format', 'json', '--skip-non-html', root], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    if (run.error) throw new Error(`java could not run vnu.jar (apt-get install default-jre-headless): ${run.error.message}`)
    const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] }
    const errors = messages
      .filter((m) => m.type === 'error' || (m.type === 'non-document-error'))
      // The pages carry Tailwind's stylesheet inline (scripts/inline-stylesheet.ts), so the checker
      // now reads it too; its CSS grammar predates @property, margin-trim and custom properties in
      // transition-property and reports them as errors. The stylesheet was never checked here as
      // a file either; HTML errors are all still reported.
      .filter((m) => !m.message.startsWith('CSS: '))
      // `<link rel="expect" blocking="render">` (renderer/Head.tsx) is HTML since 2024 (WHATWG HTML,
      // link type "expect" and the blocking attribute); this checker knows `blocking` only on
      // stylesheets and scripts. Only that exact element is let through.
      .filter((m) => !(m.message.startsWith('A “link” element with a “blocking” attribute') && (m.extract ?? '').includes('<link rel="expect" href="#document-end" blocking="render"/>')))
      .map((m) => `${m.url.replace(`file:${root}`, '/')}:${m.lastLine}:${m.firstColumn} ${m.message} ${m.extract ?? ''}`)
  return errors
}

describe('Nu HTML Checker', () => {
  // One Java run over every page: about a minute on a quiet two-core machine, three at a load of 10.
  // The limit only stops a hang.
  it(`finds no error in any of the ${htmlFiles.length} built pages`, { timeout: 600_000 }, () => {
    expect(htmlFiles.length).toBeGreaterThan(200)
    expect(vnuErrors(siteRoot)).toEqual([])
  })

  it('finds no error in the pages the functions render for the forms without JavaScript, in every state and language', { timeout: 120_000 }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'function-pages-'))
    try {
      for (const lang of languages) {
        for (const [name, html] of Object.entries(functionPages(lang))) writeFileSync(join(dir, `${lang}-${name}.html`), html)
      }
      expect(readdirSync(dir)).toHaveLength(languages.length * Object.keys(functionPages(languages[0]!)).length)
      expect(vnuErrors(dir)).toEqual([])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
