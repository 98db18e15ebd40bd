import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseBuildManifest, type BuildManifest } from '../core/build-manifest'
import { fileFolders, isNotFoundPage, parseLocalizedPath } from '../core/url-rules'
import { hashSource, inlineStyle } from './inline-stylesheet'

/** The built site, and the manifest of its pages and files written beside it (not deployed). */
export const siteRoot = fileURLToPath(new URL('../dist/client/', import.meta.url))
export const manifestFile = fileURLToPath(new URL('../dist/site-manifest.json', import.meta.url))

/**
 * Walks dist/client: every folder with an index.html is a page (by its language-neutral path),
 * every other file outside the file folders (/assets/, /og/, /pagefind/) is a file. The not-found pages are neither: they are only
 * ever served with status 404.
 */
/** The one inline script of a page: a <script> without src. */
const inlineScript = /<script>([\s\S]*?)<\/script>/

export function manifestFromBuild(root: string): BuildManifest {
  const pages = new Set<string>()
  const files: string[] = []
  // Each group of pages inlines its own part of the stylesheet (scripts/inline-stylesheet.ts): every one is allowed by its hash.
  const styleHashes = new Set<string>()
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name)
      const url = `/${relative(root, full).split(sep).join('/')}`
      if (statSync(full).isDirectory()) {
        if (!fileFolders.includes(`${url}/`)) walk(full)
        continue
      }
      if (name.endsWith('.html')) {
        const inline = inlineStyle.exec(readFileSync(full, 'utf8'))
        if (inline) styleHashes.add(hashSource(inline[2]!))
      }
      if (!isNotFoundPage(url)) {
        if (name === 'index.html') pages.add(parseLocalizedPath(url.slice(0, -'/index.html'.length) || '/').path)
        else files.push(url)
      }
    }
  }
  walk(root)
  const home = readFileSync(join(root, 'index.html'), 'utf8')
  const style = inlineStyle.exec(home)
  if (!style) throw new Error(`${root}index.html has no inline stylesheet (scripts/inline-stylesheet.ts)`)
  const script = inlineScript.exec(home)
  if (!script) throw new Error(`${root}index.html has no inline script (renderer/boot-script.ts)`)
  return {
    pages: [...pages].sort(),
    files: files.sort(),
    stylesheet: style[1]!,
    inlineStyleHashes: [...styleHashes].sort(),
    inlineScriptHashes: [hashSource(script[1]!)],
  }
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
  return parseBuildManifest(text, manifestFile)
}
