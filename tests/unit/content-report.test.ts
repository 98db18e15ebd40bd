// How the content check reports: each problem at its line and column in the source, and under
// GitHub Actions as the workflow command @actions/core writes.
import { describe, expect, it, vi } from 'vitest'
import { annotate, locateProblems, terminalLine } from '../../scripts/content/report'
import { keyLocations, locateKey } from '../../scripts/content/located-strings'

const root = new URL('../../', import.meta.url).pathname

describe('content check report', () => {
  it('puts a problem named by key at the line of that key, or of its nearest written ancestor', () => {
    const source = keyLocations(root, 'content/pages/kaffeesteuer.ts')
    const [description] = locateProblems(root, [{ file: 'content/pages/kaffeesteuer.ts', key: 'text.en.meta.description', message: 'meta description 187 characters, limit 160' }])
    expect(description).toEqual({ file: 'content/pages/kaffeesteuer.ts', ...source.get('text.en.meta.description')!, message: 'text.en.meta.description: meta description 187 characters, limit 160' })
    expect(description!.line).toBeGreaterThan(1)
    // A missing translation has no place of its own: its parent's.
    expect(locateKey(source, 'text.zh.hero.missing')).toEqual(source.get('text.zh.hero'))
    expect(terminalLine(description!)).toMatch(/^content\/pages\/kaffeesteuer\.ts:\d+:\d+: text\.en\.meta\.description: meta description 187 characters, limit 160$/)
  })

  it('writes GitHub annotations naming file, line and column, the message escaped', () => {
    const written: string[] = []
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk))
      return true
    })
    try {
      annotate({ file: 'content/a,b.ts', line: 3, column: 7, message: '50% of\nthe text' }, 'error')
      annotate({ file: 'content/facts.ts', line: 1, column: 1, message: 'due' }, 'warning')
    } finally {
      spy.mockRestore()
    }
    expect(written[0]).toBe('::error title=Content check,file=content/a%2Cb.ts,line=3,col=7::50%25 of%0Athe text\n')
    expect(written[1]).toBe('::warning title=Content check,file=content/facts.ts,line=1,col=1::due\n')
  })
})
