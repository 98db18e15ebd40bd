import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { fileFolders, isNotFoundPage, parseLocalizedPath, type SiteManifest } from '../core/url-rules'
import { inlineStyle, styleHashSource } from './inline-stylesheet'

/** The built site, and the manifest of its pages and files written beside it (not deployed). */
export const siteRoot = fileURLToPath(new URL('../dist/client/', import.meta.url))
export const manifestFile = fileURLToPath(new URL('../dist/site-manifest.json', import.meta.url))

/**
 * Walks dist/client: every folder with an index.html is a page (by its language-neutral path),
 * every other file outside the file folders (/assets/, /og/, /pagefind/) is a file. The not-found pages are neither: they are only
 * ever served with status 404.
 */
/** What the build produced, beyond the URL rules' manifest: the site's stylesheet. */
export interface BuildManifest extends SiteManifest {
  /** The one stylesheet of the site (/assets/….css), inlined into every page and linked by the pages the server functions render. */
  stylesheet: string
  /** The CSP sources ('sha256-…') of the inline stylesheet every page carries (scripts/inline-stylesheet.ts). */
  inlineStyleHashes: string[]
}

export function manifestFromBuild(root: string): BuildManifest {
  const pages = new Set<string>()
  const files: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name)
      const url = `/${relative(root, full).split(sep).join('/')}`
      if (statSync(full).isDirectory()) {
        if (!fileFolders.includes(`${url}/`)) walk(full)
      } else if (!isNotFoundPage(url)) {
        if (name === 'index.html') pages.add(parseLocalizedPath(url.slice(0, -'/index.html'.length) || '/').path)
        else files.push(url)
      }
    }
  }
  walk(root)
  const style = inlineStyle.exec(readFileSync(join(root, 'index.html'), 'utf8'))
  if (!style) throw new Error(`${root}index.html has no inline stylesheet (scripts/inline-stylesheet.ts)`)
  return { pages: [...pages].sort(), files: files.sort(), stylesheet: style[1]!, inlineStyleHashes: [styleHashSource(style[2]!)] }
}

export function writeSiteManifest(): BuildManifest {
  const manifest = manifestFromBuild(siteRoot)
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`)
  return manifest
}

/** The manifest of the last build; a clear error when there is none. */
export function readSiteManifest(): BuildManifest {
  let text: string
  try {
    text = readFileSync(manifestFile, 'utf8')
  } catch {
    throw new Error(`${manifestFile} is missing: run \`npm run build\` first`)
  }
  return JSON.parse(text) as BuildManifest
}
