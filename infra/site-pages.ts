import { readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { languages, defaultLang } from '../content/languages'

/**
 * The language-neutral paths of every pre-rendered page in dist/client, e.g. "/kontakt",
 * "/lexikon/oss". The not-found views (…/404, 404.html) are not pages.
 */
export function pagePathsFromBuild(root: string): string[] {
  const prefixes = new Set<string>(languages.filter((l) => l !== defaultLang))
  const paths = new Set<string>()
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name)
      if (statSync(full).isDirectory()) {
        if (name !== 'assets' && name !== 'downloads' && name !== 'images') walk(full)
      } else if (name === 'index.html') {
        const rel = `/${relative(root, dir)}`.replace(/\/$/, '') || '/'
        const [, first, ...rest] = rel.split('/')
        const path = first && prefixes.has(first) ? `/${rest.join('/')}` : rel
        if (!path.endsWith('/404')) paths.add(path === '/' || path === '' ? '/' : path)
      }
    }
  }
  walk(root)
  return [...paths].sort()
}
