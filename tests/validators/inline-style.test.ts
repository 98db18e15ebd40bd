// Every built document carries its part of the site's stylesheet inline, as the CSP the server and
// CloudFront send allows it: parsed with an HTML parser (happy-dom's DOMParser), hashed here; each
// part's rules read by PostCSS and found in the whole stylesheet. (Whether a page's part holds every
// rule the page needs, Chromium judges: tests/e2e/inline-style.spec.ts.)
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Window } from 'happy-dom'
import postcss, { type Root } from 'postcss'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from '../../core/security-headers'
import { readSiteManifest, siteRoot } from '../../scripts/site-manifest'

const parser = new new Window().DOMParser()

const manifest = readSiteManifest()
const documents = (readdirSync(siteRoot, { recursive: true }) as string[]).filter((f) => f.endsWith('.html') && !f.startsWith('pagefind'))
const styleSources = /style-src ([^;]+)/.exec(contentSecurityPolicy(manifest))![1]!.split(' ')

/** Each style rule and rule-less at-rule with the at-rules around it, as PostCSS reads them (whitespace aside). */
function rules(root: Root): Set<string> {
  const found = new Set<string>()
  root.walk((node) => {
    if (node.type !== 'rule' && !(node.type === 'atrule' && !node.nodes?.some((child) => child.type === 'rule' || child.type === 'atrule'))) return
    const context: string[] = []
    for (let parent = node.parent; parent && parent.type !== 'root'; parent = parent.parent) context.unshift(parent.type === 'atrule' ? `@${(parent as postcss.AtRule).name} ${(parent as postcss.AtRule).params}` : (parent as postcss.Rule).selector)
    found.add(`${context.join(' > ')} > ${node.toString().replace(/\s+/g, ' ')}`)
  })
  return found
}

describe('inline stylesheet', () => {
  it(`is in the head of all ${documents.length} documents, once, allowed by the CSP's hash, with no stylesheet link, and is a part of the site's stylesheet`, () => {
    expect(documents.length).toBeGreaterThan(200)
    const stylesheet = readFileSync(join(siteRoot, manifest.stylesheet), 'utf8').trim()
    const whole = rules(postcss.parse(stylesheet))
    const parts = new Set<string>()
    const problems: string[] = []
    for (const file of documents) {
      const document = parser.parseFromString(readFileSync(join(siteRoot, file), 'utf8'), 'text/html')
      const styles = document.querySelectorAll('style')
      const links = document.querySelectorAll('link[rel~="stylesheet"]')
      if (styles.length !== 1 || links.length !== 0) problems.push(`${file}: ${styles.length} <style>, ${links.length} stylesheet links`)
      const style = styles[0]
      if (!style) continue
      if (style.parentElement !== document.head) problems.push(`${file}: <style> outside <head>`)
      const text = style.textContent ?? ''
      if (!parts.has(text)) {
        parts.add(text)
        const foreign = [...rules(postcss.parse(text))].filter((rule) => !whole.has(rule))
        if (foreign.length > 0) problems.push(`${file}: ${foreign.length} rules that are not the site's, e.g. ${foreign[0]}`)
      }
      const source = `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
      if (!styleSources.includes(source)) problems.push(`${file}: ${source} is not in the CSP's style-src`)
    }
    expect(problems).toEqual([])
    expect(styleSources).not.toContain("'unsafe-inline'")
    // One part per group of pages, each smaller than the whole, and no hash in the CSP without a page.
    expect(parts.size).toBe(manifest.inlineStyleHashes.length)
    for (const part of parts) expect(part.length).toBeLessThan(stylesheet.length)
  })
})
