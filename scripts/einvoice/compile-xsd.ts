/**
 * `tsx scripts/einvoice/compile-xsd.ts --ubl <dir> --cii <dir>`: compiles the official XSDs of UBL 2.1
 * (Invoice, CreditNote) and of UN/CEFACT CII D16B (the uncoupled SCRDM subset, as KoSIT uses it) into
 * core/einvoice/schema/schema-ubl.ts and schema-cii.ts: only what the roots reach, equal simple-content
 * types shared. The XSD files stay outside the repository (docs/einvoice.md names versions and commits).
 *   --ubl: a checkout of the UBL 2.1 release (the folder holding xsd/maindoc and xsd/common)
 *   --cii: the folder holding CrossIndustryInvoice_100pD16B.xsd
 *   --ferd-extended: the folder holding FeRD's FACTUR-X_EXTENDED.xsd (ZUGFeRD/Factur-X EXTENDED restricts and
 *     extends D16B: e.g. an advance payment may name its invoice; the engine checks EXTENDED files against it)
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { DOMParser, type Element as XmlElement } from '@xmldom/xmldom'
import { NAMESPACES } from '../../core/einvoice/xml/tree'
import { BUILT_INS, type BuiltIn, type CompiledSchema, type CompiledSimple, type CompiledType, type Group, type Occurs, type Particle } from '../../core/einvoice/schema/types'

const XS = 'http://www.w3.org/2001/XMLSchema'
const prefixOf = new Map<string, string>(Object.entries(NAMESPACES).map(([p, uri]) => [uri, p]))

interface Declared { readonly node: XmlElement; readonly schema: SchemaFile }
interface SchemaFile { readonly target: string; readonly qualified: boolean; readonly node: XmlElement }

const children = (node: XmlElement, local?: string): XmlElement[] => {
  const out: XmlElement[] = []
  for (let c = node.firstChild; c; c = c.nextSibling) {
    if (c.nodeType === 1 && (c as XmlElement).namespaceURI === XS && (!local || (c as XmlElement).localName === local)) out.push(c as XmlElement)
  }
  return out.filter((c) => c.localName !== 'annotation')
}
const child = (node: XmlElement, local: string): XmlElement | undefined => children(node, local)[0]

class Compiler {
  private readonly elements = new Map<string, Declared>()
  private readonly complexTypes = new Map<string, Declared>()
  private readonly simpleTypes = new Map<string, Declared>()
  private readonly loaded = new Set<string>()
  readonly types: CompiledType[] = []
  readonly simple: CompiledSimple[] = []
  private readonly typeIndex = new Map<string, number>()
  private readonly simpleIndex = new Map<string, number>()
  private readonly usedPrefixes = new Set<string>()

  load(file: string): void {
    const path = resolve(file)
    if (this.loaded.has(path)) return
    this.loaded.add(path)
    const doc = new DOMParser().parseFromString(readFileSync(path, 'utf8'), 'text/xml')
    const root = doc.documentElement as unknown as XmlElement
    const schema: SchemaFile = { target: root.getAttribute('targetNamespace') ?? '', qualified: root.getAttribute('elementFormDefault') === 'qualified', node: root }
    for (const c of children(root)) {
      const name = c.getAttribute('name')
      const key = `{${schema.target}}${name}`
      if (c.localName === 'element') this.elements.set(key, { node: c, schema })
      else if (c.localName === 'complexType') this.complexTypes.set(key, { node: c, schema })
      else if (c.localName === 'simpleType') this.simpleTypes.set(key, { node: c, schema })
      else if ((c.localName === 'import' || c.localName === 'include') && c.getAttribute('schemaLocation')) {
        const location = c.getAttribute('schemaLocation')!
        // UBL's extension content imports the signature schemas: reached only through the lax wildcard, not compiled.
        if (/Signature|xmldsig|XAdES/.test(location)) continue
        this.load(join(dirname(path), location))
      }
    }
  }

  /** A QName in an attribute value of `node` → `{ns}local`. */
  private qname(node: XmlElement, value: string): string {
    const [prefix, local] = value.includes(':') ? value.split(':') as [string, string] : ['', value]
    const attr = prefix ? `xmlns:${prefix}` : 'xmlns'
    let ns = ''
    for (let n: XmlElement | null = node; n && n.nodeType === 1; n = n.parentNode as XmlElement | null) {
      if (n.hasAttribute(attr)) { ns = n.getAttribute(attr)!; break }
    }
    if (prefix === 'xml') ns = 'http://www.w3.org/XML/1998/namespace'
    return `{${ns}}${local}`
  }

  private elementName(ns: string, local: string): string {
    const prefix = prefixOf.get(ns)
    if (!prefix) throw new Error(`no fixed prefix for namespace ${ns} (element ${local})`)
    this.usedPrefixes.add(prefix)
    return `${prefix}:${local}`
  }

  private builtIn(key: string): BuiltIn | null {
    if (!key.startsWith(`{${XS}}`)) return null
    const local = key.slice(XS.length + 2)
    if (!(BUILT_INS as readonly string[]).includes(local)) throw new Error(`built-in type xsd:${local} not supported`)
    return local as BuiltIn
  }

  private addSimple(s: CompiledSimple): number {
    const key = JSON.stringify(s)
    let i = this.simpleIndex.get(key)
    if (i === undefined) this.simpleIndex.set(key, (i = this.simple.push(s) - 1))
    return i
  }

  /** A simple type (named or anonymous) flattened to its built-in base and facets. */
  private simpleOf(typeKey: string | null, anonymous?: XmlElement): CompiledSimple {
    if (typeKey) {
      const b = this.builtIn(typeKey)
      if (b) return { b }
      const d = this.simpleTypes.get(typeKey)
      if (!d) throw new Error(`simple type ${typeKey} not found`)
      anonymous = d.node
    }
    const restriction = child(anonymous!, 'restriction')
    if (!restriction) throw new Error('only simple types by restriction are supported')
    const base = this.simpleOf(this.qname(restriction, restriction.getAttribute('base')!))
    const enums = children(restriction, 'enumeration').map((e) => e.getAttribute('value')!)
    const facet = (name: string): number | undefined => {
      const f = child(restriction, name)
      return f ? Number(f.getAttribute('value')) : undefined
    }
    for (const f of children(restriction)) {
      if (!['enumeration', 'minLength', 'maxLength'].includes(f.localName!)) throw new Error(`facet ${f.localName} not supported`)
    }
    const minLength = facet('minLength') ?? base.minLength
    const maxLength = facet('maxLength') ?? base.maxLength
    return {
      b: base.b,
      ...(enums.length ? { enum: enums } : base.enum ? { enum: base.enum } : {}),
      ...(minLength !== undefined ? { minLength } : {}),
      ...(maxLength !== undefined ? { maxLength } : {}),
    }
  }

  /** Attributes of a node (attribute children), resolved to `name=simpleIndex[!]`, merged over `base`. */
  private attributes(node: XmlElement, base: Map<string, string>): Map<string, string> {
    const out = new Map(base)
    for (const a of children(node, 'attribute')) {
      const name = a.getAttribute('name')
      if (!name) throw new Error('attribute references are not supported')
      if (a.getAttribute('use') === 'prohibited') { out.delete(name); continue }
      const inline = child(a, 'simpleType')
      const type = a.getAttribute('type')
      const previous = out.get(name)
      const index = type || inline ? this.addSimple(this.simpleOf(type ? this.qname(a, type) : null, inline)) : Number(previous?.split('=')[1]?.replace('!', '') ?? this.addSimple({ b: 'string' }))
      out.set(name, `${name}=${index}${a.getAttribute('use') === 'required' ? '!' : ''}`)
    }
    if (children(node, 'anyAttribute').length) throw new Error('anyAttribute is not supported')
    return out
  }

  /** Simple content: the value's simple type and the attributes (for a complex type with simpleContent). */
  private simpleContent(typeKey: string): { t: number; a: Map<string, string> } {
    const b = this.builtIn(typeKey)
    if (b) return { t: this.addSimple({ b }), a: new Map() }
    if (this.simpleTypes.has(typeKey)) return { t: this.addSimple(this.simpleOf(typeKey)), a: new Map() }
    const d = this.complexTypes.get(typeKey)
    if (!d) throw new Error(`type ${typeKey} not found`)
    return this.simpleContentOf(d.node)
  }

  private simpleContentOf(complexType: XmlElement): { t: number; a: Map<string, string> } {
    const sc = child(complexType, 'simpleContent')
    if (!sc) throw new Error('expected simple content')
    const derivation = child(sc, 'extension') ?? child(sc, 'restriction')!
    const base = this.simpleContent(this.qname(derivation, derivation.getAttribute('base')!))
    if (derivation.localName === 'restriction' && children(derivation).some((c) => c.localName !== 'attribute')) throw new Error('facets in a simpleContent restriction are not supported')
    return { t: base.t, a: this.attributes(derivation, base.a) }
  }

  private addType(key: string | null, make: () => CompiledType): number {
    if (key !== null) {
      const known = this.typeIndex.get(key)
      if (known !== undefined) return known
    }
    const index = this.types.push({}) - 1
    if (key !== null) this.typeIndex.set(key, index)
    const made = make()
    // Simple-content types with the same value and attributes are one type.
    if (made.t !== undefined) {
      const shareKey = 'simple:' + JSON.stringify(made)
      const shared = this.typeIndex.get(shareKey)
      if (shared !== undefined && this.types.length - 1 === index) {
        this.types.pop()
        if (key !== null) this.typeIndex.set(key, shared)
        return shared
      }
      this.typeIndex.set(shareKey, index)
    }
    this.types[index] = made
    return index
  }

  /** The type index of an element declaration's type. */
  private typeOf(decl: Declared): number {
    const typeAttr = decl.node.getAttribute('type')
    if (typeAttr) {
      const key = this.qname(decl.node, typeAttr)
      if (this.complexTypes.has(key)) {
        const d = this.complexTypes.get(key)!
        return this.addType(key, () => this.complexType(d))
      }
      return this.addType(key, () => { const s = this.simpleContent(key); return { t: s.t } })
    }
    const ct = child(decl.node, 'complexType')
    if (ct) return this.addType(null, () => this.complexType({ node: ct, schema: decl.schema }))
    const st = child(decl.node, 'simpleType')
    if (st) return this.addType(null, () => ({ t: this.addSimple(this.simpleOf(null, st)) }))
    return this.addType(`{${XS}}string`, () => ({ t: this.addSimple({ b: 'string' }) }))
  }

  private complexType(d: Declared): CompiledType {
    const node = d.node
    if (node.getAttribute('mixed') === 'true') throw new Error('mixed content is not supported')
    if (child(node, 'complexContent')) throw new Error('complexContent is not supported')
    if (child(node, 'simpleContent')) {
      const s = this.simpleContentOf(node)
      return s.a.size ? { t: s.t, a: [...s.a.values()].sort() } : { t: s.t }
    }
    const group = child(node, 'sequence') ?? child(node, 'choice')
    const a = [...this.attributes(node, new Map()).values()].sort()
    const p: Group = group ? this.group(group, d.schema) : ['s', '']
    return a.length ? { p, a } : { p }
  }

  private occurs(node: XmlElement): Occurs {
    const o = this.simpleOccurs(node)
    if (o === undefined) throw new Error(`occurrence ${node.getAttribute('minOccurs')}..${node.getAttribute('maxOccurs')} not supported here`)
    return o
  }

  private simpleOccurs(node: XmlElement): Occurs | undefined {
    const key = `${node.getAttribute('minOccurs') || '1'}..${node.getAttribute('maxOccurs') || '1'}`
    return ({ '1..1': '', '0..1': '?', '0..unbounded': '*', '1..unbounded': '+' } as Record<string, Occurs>)[key]
  }

  /**
   * A particle with its occurrence. Bounded counts other than 0..1 (FeRD's EXTENDED schema has e.g. 0..2) are
   * written out as a sequence: min required copies, then optional ones nested up to max (or one repeated for unbounded).
   */
  private particle(node: XmlElement, make: (occurs: Occurs) => Particle): Particle {
    const simple = this.simpleOccurs(node)
    if (simple !== undefined) return make(simple)
    const min = Number(node.getAttribute('minOccurs') || '1')
    const maxText = node.getAttribute('maxOccurs') || '1'
    if (!Number.isInteger(min) || min < 0) throw new Error(`minOccurs ${min} not supported`)
    if (maxText === 'unbounded') return ['s', '', ...Array.from({ length: min - 1 }, () => make('')), make('+')]
    const max = Number(maxText)
    if (!Number.isInteger(max) || max < min || max > 100) throw new Error(`maxOccurs ${maxText} not supported`)
    // Optional copies nested, (a (a)?)?, so that the content model stays deterministic (XSD's Unique Particle Attribution).
    let optional: Group | undefined
    for (let k = 0; k < max - min; k++) optional = ['s', '?', make(''), ...(optional ? [optional] : [])]
    return ['s', '', ...Array.from({ length: min }, () => make('')), ...(optional ? [optional] : [])]
  }

  /** A sequence or choice; `nested`: its occurrence is applied by the caller (`particle`). */
  private group(node: XmlElement, schema: SchemaFile, nested = false): Group {
    const items: Particle[] = []
    for (const c of children(node)) {
      if (c.localName === 'element') {
        const ref = c.getAttribute('ref')
        let name: string
        let decl: Declared
        if (ref) {
          const key = this.qname(c, ref)
          const global = this.elements.get(key)
          if (!global) throw new Error(`element ${key} not found`)
          decl = global
          const m = /^\{(.*)\}(.*)$/.exec(key)!
          name = this.elementName(m[1]!, m[2]!)
        } else {
          decl = { node: c, schema }
          name = this.elementName(schema.qualified ? schema.target : '', c.getAttribute('name')!)
        }
        const type = this.typeOf(decl)
        items.push(this.particle(c, (o) => `${name}=${type}${o}`))
      } else if (c.localName === 'sequence' || c.localName === 'choice') {
        const [kind, , ...inner] = this.group(c, schema, true)
        items.push(this.particle(c, (o) => [kind, o, ...inner] as Group))
      } else if (c.localName === 'any') {
        if (c.getAttribute('namespace') !== '##other' || c.getAttribute('processContents') !== 'lax') throw new Error('only xsd:any ##other lax is supported')
        items.push(`#other:${prefixOf.get(schema.target)}${this.occurs(c)}`)
      } else throw new Error(`particle ${c.localName} not supported`)
    }
    return [node.localName === 'choice' ? 'c' : 's', nested ? '' : this.occurs(node), ...items]
  }

  compile(roots: readonly string[], source: string): CompiledSchema {
    const r: Record<string, number> = {}
    for (const key of roots) {
      const decl = this.elements.get(key)
      if (!decl) throw new Error(`root ${key} not found`)
      const m = /^\{(.*)\}(.*)$/.exec(key)!
      r[this.elementName(m[1]!, m[2]!)] = this.typeOf(decl)
    }
    const namespaces = Object.fromEntries([...this.usedPrefixes].sort().map((p) => [p, NAMESPACES[p as keyof typeof NAMESPACES]]))
    return { source, roots: r, types: this.types, simple: this.simple, namespaces }
  }
}

function arg(name: string): string {
  const i = process.argv.indexOf(name)
  const v = i >= 0 ? process.argv[i + 1] : undefined
  if (!v) throw new Error(`usage: compile-xsd.ts --ubl <dir> --cii <dir> --ferd-extended <dir> (missing ${name})`)
  return v
}

function write(file: string, constName: string, schema: CompiledSchema): void {
  const text = `// Generated by scripts/einvoice/compile-xsd.ts from the official XSDs (docs/einvoice.md names versions
// and commits): the element structure, attributes and data types they define, in compact form
// (core/einvoice/schema/types.ts). Do not edit by hand: regenerate.
import type { CompiledSchema } from './types'

export const ${constName}: CompiledSchema = {
  source: ${JSON.stringify(schema.source)},
  roots: ${JSON.stringify(schema.roots)},
  namespaces: ${JSON.stringify(schema.namespaces)},
  simple: [
${schema.simple.map((s, i) => `    /* ${i} */ ${JSON.stringify(s)},`).join('\n')}
  ],
  types: [
${schema.types.map((t, i) => `    /* ${i} */ ${JSON.stringify(t)},`).join('\n')}
  ],
}
`
  writeFileSync(file, text)
  console.log(`${file}: ${schema.types.length} types, ${schema.simple.length} simple types, ${text.length} bytes`)
}

const UBL_SOURCE = 'OASIS UBL 2.1 (xsd/maindoc/UBL-Invoice-2.1.xsd, UBL-CreditNote-2.1.xsd)'
const CII_SOURCE = 'UN/CEFACT CII D16B SCRDM subset, uncoupled code lists (CrossIndustryInvoice_100pD16B.xsd)'

const ubl = new Compiler()
ubl.load(join(arg('--ubl'), 'xsd/maindoc/UBL-Invoice-2.1.xsd'))
ubl.load(join(arg('--ubl'), 'xsd/maindoc/UBL-CreditNote-2.1.xsd'))
write('core/einvoice/schema/schema-ubl.ts', 'SCHEMA_UBL', ubl.compile([`{${NAMESPACES.ubl}}Invoice`, `{${NAMESPACES.cn}}CreditNote`], UBL_SOURCE))

const cii = new Compiler()
cii.load(join(arg('--cii'), 'CrossIndustryInvoice_100pD16B.xsd'))
write('core/einvoice/schema/schema-cii.ts', 'SCHEMA_CII', cii.compile([`{${NAMESPACES.rsm}}CrossIndustryInvoice`], CII_SOURCE))

const FERD_EXTENDED_SOURCE = 'FeRD ZUGFeRD 2.4 / Factur-X EXTENDED (FACTUR-X_EXTENDED.xsd)'
const ferdExtended = new Compiler()
ferdExtended.load(join(arg('--ferd-extended'), 'FACTUR-X_EXTENDED.xsd'))
write('core/einvoice/schema/schema-cii-ferd-extended.ts', 'SCHEMA_CII_FERD_EXTENDED', ferdExtended.compile([`{${NAMESPACES.rsm}}CrossIndustryInvoice`], FERD_EXTENDED_SOURCE))
