// Every built document carries the site's stylesheet inline, as the CSP the server and CloudFront
// send allows it: parsed with an HTML parser (happy-dom's DOMParser), hashed here.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Window } from 'happy-dom'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from '../../core/security-headers'
import { readSiteManifest, siteRoot } from '../../scripts/site-manifest'

const parser = new new Window().DOMParser()

const manifest = readSiteManifest()
const documents = (readdirSync(siteRoot, { recursive: true }) as string[]).filter((f) => f.endsWith('.html') && !f.startsWith('pagefind'))
const styleSources = /style-src ([^;]+)/.exec(contentSecurityPolicy(manifest))![1]!.split(' ')

describe('inline stylesheet', () => {
  it(`is in the head of all ${documents.length} documents, once, allowed by the CSP's hash, with no stylesheet link`, () => {
    expect(documents.length).toBeGreaterThan(200)
    const stylesheet = readFileSync(join(siteRoot, manifest.stylesheet), 'utf8').trim()
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
      if (text !== stylesheet) problems.push(`${file}: the inline style is not the site's stylesheet`)
      const source = `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
      if (!styleSources.includes(source)) problems.push(`${file}: ${source} is not in the CSP's style-src`)
    }
    expect(problems).toEqual([])
    expect(styleSources).not.toContain("'unsafe-inline'")
  })
})
