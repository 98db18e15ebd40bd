/**
 * Writes a compiled schema (core/einvoice/schema/schema-*.ts) back as XSD files, so that an
 * independent validator (libxml2's xmllint) can judge test files by the same structure and types
 * without the official XSDs in the repository. One schema document per namespace; an element name
 * with one type everywhere is a global element (referenced), otherwise a local one inside a type
 * placed in that element's namespace. `schema.xsd` imports them all.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { CompiledSchema, Group, Particle } from '../../../core/einvoice/schema/types'

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
const OCCURS: Record<string, string> = { '': '', '?': ' minOccurs="0"', '*': ' minOccurs="0" maxOccurs="unbounded"', '+': ' maxOccurs="unbounded"' }

function parse(p: string): { name: string; type: number; occurs: string } {
  const m = /^(.*?)(?:=(\d+))?([?*+]?)$/.exec(p)!
  return { name: m[1]!, type: m[2] === undefined ? -1 : Number(m[2]), occurs: m[3]! }
}

function* elementParticles(g: Group): Generator<string> {
  for (const p of g.slice(2) as Particle[]) {
    if (typeof p === 'string') yield p
    else yield* elementParticles(p)
  }
}

/** Writes the XSD files into `dir`; returns the path of the one to give xmllint. */
export function writeXsd(schema: CompiledSchema, dir: string): string {
  mkdirSync(dir, { recursive: true })
  const prefixes = Object.keys(schema.namespaces)
  const home = Object.keys(schema.roots)[0]!.split(':')[0]!
  // Every type each element name takes.
  const typesOf = new Map<string, Set<number>>()
  for (const [root, t] of Object.entries(schema.roots)) typesOf.set(root, new Set([t]))
  for (const t of schema.types) {
    if (!t.p) continue
    for (const p of elementParticles(t.p)) {
      const { name, type } = parse(p)
      if (type < 0) continue
      if (!typesOf.has(name)) typesOf.set(name, new Set())
      typesOf.get(name)!.add(type)
    }
  }
  const global = (name: string): boolean => typesOf.get(name)!.size === 1
  // Where each complex type lives: the namespace of its local elements (or of its wildcard), else home.
  const homeOf = schema.types.map((t, i) => {
    const needs = new Set<string>()
    if (t.p) for (const p of elementParticles(t.p)) {
      const { name, type } = parse(p)
      if (type < 0) needs.add(name.split(':')[1]!)
      else if (!global(name)) needs.add(name.split(':')[0]!)
    }
    if (needs.size > 1) throw new Error(`type ${i} needs namespaces ${[...needs].join(', ')}`)
    return [...needs][0] ?? home
  })

  const docs = new Map<string, string[]>(prefixes.map((p) => [p, []]))
  const typeRef = (i: number): string => `${homeOf[i]}:T${i}`
  const simpleRef = (i: number): string => `${home}:S${i}`
  const particle = (p: Particle): string => {
    if (typeof p !== 'string') {
      const [kind, occurs, ...items] = p
      const tag = kind === 'c' ? 'choice' : 'sequence'
      return `<xsd:${tag}${OCCURS[occurs]}>${items.map(particle).join('')}</xsd:${tag}>`
    }
    const { name, type, occurs } = parse(p)
    if (type < 0) return `<xsd:any namespace="##other" processContents="lax"${OCCURS[occurs]}/>`
    if (global(name)) return `<xsd:element ref="${name}"${OCCURS[occurs]}/>`
    return `<xsd:element name="${name.split(':')[1]}" type="${typeRef(type)}"${OCCURS[occurs]}/>`
  }
  const attributes = (a: readonly string[] | undefined): string => (a ?? []).map((spec) => {
    const [name, rest] = spec.split('=') as [string, string]
    return `<xsd:attribute name="${name}" type="${simpleRef(Number(rest.replace('!', '')))}"${rest.endsWith('!') ? ' use="required"' : ''}/>`
  }).join('')

  schema.simple.forEach((s, i) => {
    const facets = [
      ...(s.enum ?? []).map((v) => `<xsd:enumeration value="${esc(v)}"/>`),
      ...(s.minLength !== undefined ? [`<xsd:minLength value="${s.minLength}"/>`] : []),
      ...(s.maxLength !== undefined ? [`<xsd:maxLength value="${s.maxLength}"/>`] : []),
    ]
    docs.get(home)!.push(`<xsd:simpleType name="S${i}"><xsd:restriction base="xsd:${s.b}">${facets.join('')}</xsd:restriction></xsd:simpleType>`)
  })
  schema.types.forEach((t, i) => {
    const body = t.p
      ? `${particle(t.p)}${attributes(t.a)}`
      : `<xsd:simpleContent><xsd:extension base="${simpleRef(t.t!)}">${attributes(t.a)}</xsd:extension></xsd:simpleContent>`
    docs.get(homeOf[i]!)!.push(`<xsd:complexType name="T${i}">${body}</xsd:complexType>`)
  })
  for (const [name, types] of typesOf) {
    if (types.size !== 1) continue
    const [prefix, local] = name.split(':') as [string, string]
    docs.get(prefix)!.push(`<xsd:element name="${local}" type="${typeRef([...types][0]!)}"/>`)
  }

  const xmlns = prefixes.map((p) => ` xmlns:${p}="${schema.namespaces[p]}"`).join('')
  for (const [prefix, decls] of docs) {
    const imports = prefixes.filter((p) => p !== prefix).map((p) => `<xsd:import namespace="${schema.namespaces[p]}" schemaLocation="${p}.xsd"/>`).join('\n')
    writeFileSync(join(dir, `${prefix}.xsd`), `<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema"${xmlns} targetNamespace="${schema.namespaces[prefix]}" elementFormDefault="qualified">
${imports}
${decls.join('\n')}
</xsd:schema>
`)
  }
  const main = join(dir, 'schema.xsd')
  writeFileSync(main, `<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema">
${prefixes.map((p) => `<xsd:import namespace="${schema.namespaces[p]}" schemaLocation="${p}.xsd"/>`).join('\n')}
</xsd:schema>
`)
  return main
}
