/**
 * The schema stage: the document's tree against the compiled XSD (schema-ubl.ts, schema-cii.ts):
 * element order and cardinality, unknown elements, attributes (unknown or missing required ones), text
 * in element-only content, and every value against its data type. One problem per element's content
 * (as libxml2 reports it); the verdict is the XSD's.
 */
import { pathOf, type XElement } from '../xml/tree'
import { buildAutomaton, expected, initial, step, type Automaton } from './automaton'
import { checkSimple } from './simple'
import type { CompiledSchema, CompiledType } from './types'

export interface SchemaViolation {
  readonly path: string
  readonly message: string
}

/** Attribute names a validator takes from the xsi namespace (the tree keeps attributes by local name). */
const XSI_ATTRIBUTES = new Set(['schemaLocation', 'noNamespaceSchemaLocation'])

interface Prepared {
  readonly schema: CompiledSchema
  readonly automata: Map<number, Automaton>
  readonly attributes: Map<number, ReadonlyMap<string, { simple: number; required: boolean }>>
}

const prepared = new WeakMap<CompiledSchema, Prepared>()
function prepare(schema: CompiledSchema): Prepared {
  let p = prepared.get(schema)
  if (!p) prepared.set(schema, (p = { schema, automata: new Map(), attributes: new Map() }))
  return p
}

function automatonOf(p: Prepared, index: number, type: CompiledType): Automaton {
  let a = p.automata.get(index)
  if (!a) p.automata.set(index, (a = buildAutomaton(type.p!)))
  return a
}

function attributesOf(p: Prepared, index: number, type: CompiledType): ReadonlyMap<string, { simple: number; required: boolean }> {
  let m = p.attributes.get(index)
  if (!m) {
    m = new Map((type.a ?? []).map((spec) => {
      const [name, rest] = spec.split('=') as [string, string]
      return [name, { simple: Number(rest.replace('!', '')), required: rest.endsWith('!') }] as const
    }))
    p.attributes.set(index, m)
  }
  return m
}

const NOT_SPACE = /[^\t\n\r ]/
const list = (names: readonly string[]): string => names.length ? names.join(', ') : 'no further element'

function checkAttributes(p: Prepared, e: XElement, index: number, type: CompiledType, out: SchemaViolation[]): void {
  const declared = attributesOf(p, index, type)
  for (const [name, value] of e.attributes) {
    const d = declared.get(name)
    if (!d) {
      if (!XSI_ATTRIBUTES.has(name)) out.push({ path: pathOf(e), message: `attribute '${name}' not allowed on element ${e.name}` })
      continue
    }
    const problem = checkSimple(p.schema.simple[d.simple]!, value)
    if (problem) out.push({ path: `${pathOf(e)}/@${name}`, message: `${problem} (attribute '${name}')` })
  }
  for (const [name, d] of declared) {
    if (d.required && !e.attributes.has(name)) out.push({ path: pathOf(e), message: `attribute '${name}' of element ${e.name} is required but missing` })
  }
}

/** Checks one element's content; returns the children to check next with their types. */
function checkElement(p: Prepared, e: XElement, index: number, out: SchemaViolation[]): Array<[XElement, number]> {
  const type = p.schema.types[index]!
  checkAttributes(p, e, index, type, out)
  if (type.t !== undefined) {
    if (e.children.length > 0) {
      out.push({ path: pathOf(e), message: `element ${e.name} holds a value, not elements; ${e.children[0]!.name} not expected here` })
      return []
    }
    const problem = checkSimple(p.schema.simple[type.t]!, e.ownText)
    if (problem) out.push({ path: pathOf(e), message: problem })
    return []
  }
  if (e.ownText !== '' && NOT_SPACE.test(e.ownText)) out.push({ path: pathOf(e), message: `element ${e.name} holds elements only, not text` })
  const a = automatonOf(p, index, type)
  let state = initial(a)
  const next: Array<[XElement, number]> = []
  for (const c of e.children) {
    const s = step(a, state, c.name, c.namespace, p.schema.namespaces)
    if (!s) {
      out.push({ path: pathOf(c), message: `element ${c.name} not expected here; expected ${state.accepting ? 'no element or one of' : 'one of'}: ${list(expected(a, state))}` })
      return next
    }
    state = s.to
    // The wildcard (UBL's extension content, processContents lax): elements the schema does not declare pass unchecked.
    if (s.type >= 0) next.push([c, s.type])
  }
  if (!state.accepting) out.push({ path: pathOf(e), message: `element ${e.name} incomplete; expected one of: ${list(expected(a, state))}` })
  return next
}

/** All schema violations of the document (empty if it is valid under the schema). */
export function validateSchema(root: XElement, schema: CompiledSchema): SchemaViolation[] {
  const p = prepare(schema)
  const out: SchemaViolation[] = []
  const rootType = schema.roots[root.name]
  if (rootType === undefined) return [{ path: pathOf(root), message: `element ${root.name} is not a root element the schema declares (${Object.keys(schema.roots).join(', ')})` }]
  const stack: Array<[XElement, number]> = [[root, rootType]]
  while (stack.length) {
    const [e, index] = stack.pop()!
    const next = checkElement(p, e, index, out)
    for (let i = next.length - 1; i >= 0; i--) stack.push(next[i]!)
  }
  return out
}
