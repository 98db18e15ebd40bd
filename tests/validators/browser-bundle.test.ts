// The browser build's JavaScript ships Preact, not React's renderer (scripts/browser-renderer.ts):
// react-dom alone would put the qualified check's page over its 90 KB budget (docs/benchmarks.md).
// React's production builds carry the address of its error decoder in every error message.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { siteRoot } from '../../scripts/site-manifest'

function scripts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? scripts(path) : entry.name.endsWith('.js') ? [path] : []
  })
}

describe('browser bundle', () => {
  const files = scripts(join(siteRoot, 'assets'))

  it('holds the islands and their hydration', () => {
    expect(files.length).toBeGreaterThan(0)
    expect(files.some((file) => /\.hydrated\s*=/.test(readFileSync(file, 'utf8')))).toBe(true)
  })

  it('has no copy of React or react-dom in any script a visitor can load', () => {
    expect(files.filter((file) => readFileSync(file, 'utf8').includes('react.dev/errors'))).toEqual([])
  })
})
