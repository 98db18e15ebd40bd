// Puts the site's stylesheet into every page's <head> in place of its render-blocking <link>, so
// the first paint needs no second request (docs/benchmarks.md: the head, header and first section
// of every page fit the first TCP flight of ~14 KB). The stylesheet is one file for the whole
// site (Tailwind emits only the classes the site uses: 7.7 KB gzip), so every page inlines the
// same text and the CSP allows it by one hash (core/security-headers.ts), read from the build
// by the local server and the CloudFront headers policy alike (dist/site-manifest.json). The file
// stays in /assets/ for the pages the server functions render (the VAT check without JavaScript).
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

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

export function inlineStylesheet(root: string): { pages: number; bytes: number } {
  const files = htmlFiles(root)
  let stylesheet: string | undefined
  let css = ''
  for (const file of files) {
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
    const charset = '<meta charset="utf-8">'
    if (html.split(charset).length !== 2) throw new Error(`${file}: expected one ${charset}`)
    writeFileSync(file, html.replace(links[0]![0], '').replace(charset, () => `${charset}<style data-stylesheet="${href}">${css}</style>`))
  }
  return { pages: files.length, bytes: Buffer.byteLength(css) }
}
