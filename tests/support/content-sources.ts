import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Every content file's source by its path below content/, for statements that must appear nowhere
 * (the termbase lists rejected variants, so it is left out).
 */
export function contentSources(): Map<string, string> {
  const root = new URL('../../content/', import.meta.url).pathname
  const files = new Map<string, string>()
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (name.endsWith('.ts') && name !== 'termbase.ts') files.set(path.slice(root.length), readFileSync(path, 'utf8'))
    }
  }
  walk(root)
  return files
}
