// Puts the site's stylesheet into every page's <head> in place of its render-blocking <link>, so
// the first paint needs no second request (docs/benchmarks.md). The stylesheet is one file for the
// whole site (Tailwind emits every class any page or widget uses); each page inlines only the part
// its group of pages can use (scripts/css-subset.ts: the pages with the same islands, or without
// any), so the document stays small. The CSP allows each group's text by its hash
// (core/security-headers.ts), read from the build by the local server and the CloudFront headers
// policy alike (dist/site-manifest.json). The whole file stays in /assets/ for the pages the
// server functions render (the VAT check without JavaScript).
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { cssSubset, markupClasses, scriptWords } from './css-subset'
import { entryScripts, scriptGraph } from './script-graph'

const stylesheetLink = /<link rel="stylesheet"(?: type="text\/css")? href="(\/assets\/[^"]+\.css)">/g
/** The inlined stylesheet: `<style data-stylesheet="/assets/….css">`; the attribute names its file. */
export const inlineStyle = /<style data-stylesheet="(\/assets\/[^"]+\.css)">([\s\S]*?)<\/style>/

/** The CSP source that allows exactly this inline stylesheet or script. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    if (statSync(full).isDirectory()) return ['assets', 'pagefind', 'og', 'images', 'downloads'].includes(name) ? [] : htmlFiles(full)
    return name.endsWith('.html') ? [full] : []
  })
}

/**
 * The pages that share a stylesheet: those with the same islands (their widgets' classes come with
 * their code), and all pages without one. Few groups keep the CSP's list of hashes short (CloudFront
 * allows 1,783 characters); within a group each page carries the rules any page of it uses.
 */
function styleGroup(html: string): string {
  return [...new Set([...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]!))].sort().join(',') || 'pages'
}

/** The classes a page can use: its markup's, and any its inline scripts or the scripts it can load (islands included) may set. */
function classesOf(root: string, html: string, scriptWordsOf: (script: string) => Set<string>, everyPage: readonly string[]): Set<string> {
  const used = markupClasses(html.replace(inlineStyle, ''))
  for (const m of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) for (const word of scriptWords(m[1]!)) used.add(word)
  for (const script of scriptGraph(root, [...entryScripts(html), ...everyPage], { dynamic: true })) for (const word of scriptWordsOf(script)) used.add(word)
  return used
}

/**
 * `everyPage`: scripts every page may load by their path at run time, outside the module graph of
 * its entry (the search UI, /pagefind/site-search.js).
 */
export function inlineStylesheet(root: string, everyPage: readonly string[] = []): { pages: number; bytes: number; stylesheets: number; largest: number } {
  const files = htmlFiles(root)
  let stylesheet: string | undefined
  let css = ''
  const pages = files.map((file) => {
    const html = readFileSync(file, 'utf8')
    const links = [...html.matchAll(stylesheetLink)]
    if (links.length !== 1) throw new Error(`${file}: expected one stylesheet link, found ${links.length}`)
    const href = links[0]![1]!
    if (stylesheet === undefined) {
      stylesheet = href
      css = readFileSync(join(root, href), 'utf8').trim()
      // The text goes into <style> as it is (raw text); only "</style" could end the element early.
      if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style", which cannot be inlined into <style>`)
    } else if (href !== stylesheet) throw new Error(`${file} links ${href}, other pages ${stylesheet}: the site has one stylesheet`)
    // Vike puts the link first in <head>; the stylesheet goes after <meta charset>, which must stay
    // within the document's first 1024 bytes (HTML § 4.2.5.4).
    if (html.split(charset).length !== 2) throw new Error(`${file}: expected one ${charset}`)
    return { file, html, link: links[0]![0] }
  })
  const words = new Map<string, Set<string>>()
  const scriptWordsOf = (script: string) => words.get(script) ?? words.set(script, scriptWords(readFileSync(join(root, script), 'utf8'))).get(script)!
  const groups = new Map<string, Set<string>>()
  for (const page of pages) {
    const group = groups.get(styleGroup(page.html)) ?? groups.set(styleGroup(page.html), new Set()).get(styleGroup(page.html))!
    for (const name of classesOf(root, page.html, scriptWordsOf, everyPage)) group.add(name)
  }
  const subsets = new Map([...groups].map(([group, used]) => [group, cssSubset(css, used)]))
  for (const page of pages) {
    const subset = subsets.get(styleGroup(page.html))!
    writeFileSync(page.file, page.html.replace(page.link, '').replace(charset, () => `${charset}<style data-stylesheet="${stylesheet}">${subset}</style>`))
  }
  return { pages: files.length, bytes: Buffer.byteLength(css), stylesheets: subsets.size, largest: Math.max(...[...subsets.values()].map((text) => Buffer.byteLength(text))) }
}

const charset = '<meta charset="utf-8">'
