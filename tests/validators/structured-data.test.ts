// The JSON-LD of every built page, expanded by jsonld.js (the JSON-LD reference implementation's
// JavaScript port) with schema.org's vocabulary: well-formed, every entity with one @id the same
// on every page and in every language, every reference pointing at an entity of the page.
import { readdirSync, readFileSync } from 'node:fs'
import jsonld from 'jsonld'
import { describe, expect, it } from 'vitest'
import { firm } from '../../content/firm'
import { siteRoot } from '../../scripts/site-manifest'

// Offline stand-in for https://schema.org's context: its @vocab, which is what gives the terms
// their meaning. No request leaves the machine.
const documentLoader = async (url: string) => {
  if (url.replace(/\/$/, '') !== 'https://schema.org') throw new Error(`unexpected context ${url}`)
  return { contextUrl: undefined, documentUrl: url, document: { '@context': { '@vocab': 'https://schema.org/' } } }
}

type Node = Record<string, unknown>
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value)
const canonical = (value: unknown): string =>
  Array.isArray(value) ? `[${value.map(canonical).join(',')}]` : isNode(value) ? `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}` : JSON.stringify(value)

/** Every node with an @id: its full description, or (an object holding only @id) a reference. */
function walk(value: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(value)) value.forEach((v) => walk(v, visit))
  else if (isNode(value)) {
    if (typeof value['@id'] === 'string') visit(value)
    Object.values(value).forEach((v) => walk(v, visit))
  }
}

const pages = (readdirSync(siteRoot, { recursive: true }) as string[]).filter((f) => f.endsWith('.html'))
const scripts = (file: string) =>
  [...readFileSync(`${siteRoot}${file}`, 'utf8').matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as unknown)

describe('structured data (jsonld.js)', () => {
  it(`is well-formed JSON-LD on all ${pages.length} pages, with one description per entity`, { timeout: 120_000 }, async () => {
    const descriptions = new Map<string, Map<string, string[]>>()
    const problems: string[] = []
    for (const file of pages) {
      const blocks = scripts(file)
      expect(blocks.length, file).toBeGreaterThan(0)
      const defined = new Set<string>()
      const referenced = new Set<string>()
      for (const block of blocks) {
        // Safe mode: anything expansion would silently drop is an error instead.
        const expanded = await jsonld.expand(block as jsonld.JsonLdDocument, { documentLoader, safe: true } as jsonld.Options.Expand)
        walk(expanded, (node) => {
          const id = node['@id'] as string
          if (Object.keys(node).length === 1) {
            referenced.add(id)
            return
          }
          defined.add(id)
          const text = canonical(node)
          const seen = descriptions.get(id) ?? new Map<string, string[]>()
          seen.set(text, [...(seen.get(text) ?? []), file])
          descriptions.set(id, seen)
        })
      }
      for (const id of referenced) if (!defined.has(id)) problems.push(`${file}: reference to ${id} with no entity on the page`)
      if (!defined.has(`${firm.siteUrl}/#firm`)) problems.push(`${file}: no firm entity`)
    }
    for (const [id, variants] of descriptions) {
      if (variants.size > 1) problems.push(`${id}: ${variants.size} different descriptions, e.g. on ${[...variants.values()].map((files) => files[0]).join(' and ')}`)
    }
    expect(problems).toEqual([])
    expect(descriptions.get(`${firm.siteUrl}/#firm`)?.size).toBe(1)
  })
})
