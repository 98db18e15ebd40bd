/**
 * The engine's tree built straight from the text with saxes, a strict, namespace-aware XML 1.0 parser
 * in plain JavaScript: one pass, no DOM in between. In Chromium this is several times cheaper than
 * DOMParser followed by fromDom (a DOM node costs a C++ object plus a JavaScript wrapper on first
 * access; docs/einvoice.md has the measurement). Ill-formed XML throws XmlNotWellFormed, with saxes'
 * message and where it stopped (line and column, found by a second pass that counts them: counting
 * costs time, and only a broken file needs it).
 */
import { SaxesParser, type SaxesTagNS } from 'saxes'
import { XmlNotWellFormed } from '../input'
import { qualifiedName, type XElement } from './tree'

interface Building {
  name: string
  local: string
  namespace: string
  attributes: ReadonlyMap<string, string>
  children: Building[]
  parent: Building | null
  position: number
  sameNameCount: number
  ownText: string
  path: string | undefined
}

const NO_ATTRIBUTES: ReadonlyMap<string, string> = new Map()
const XMLNS = 'http://www.w3.org/2000/xmlns/'

function attributesOf(tag: SaxesTagNS): ReadonlyMap<string, string> {
  let map: Map<string, string> | null = null
  for (const key in tag.attributes) {
    const a = tag.attributes[key]!
    // Namespace declarations are not attributes of the invoice (the DOM route drops them too).
    if (a.uri === XMLNS || a.prefix === 'xmlns' || a.name === 'xmlns') continue
    ;(map ??= new Map()).set(a.local, a.value)
  }
  return map ?? NO_ATTRIBUTES
}

/** Positions among same-named siblings, set when an element closes (one map, reused). */
const counts = new Map<string, number>()
function number(children: Building[]): void {
  if (children.length < 2) return
  counts.clear()
  let repeated = false
  for (const c of children) {
    const seen = counts.get(c.name)
    if (seen !== undefined) repeated = true
    counts.set(c.name, (c.position = (seen ?? 0) + 1))
  }
  if (repeated) for (const c of children) c.sameNameCount = counts.get(c.name)!
}

/** Parses the text into the engine's tree (the root element), or throws on ill-formed XML. */
export function parseTree(text: string): XElement {
  const parser = new SaxesParser({ xmlns: true, position: false })
  let root: Building | null = null
  let current: Building | null = null
  parser.on('opentag', (tag) => {
    const namespace = tag.uri ?? ''
    const element: Building = {
      name: qualifiedName(namespace, tag.local),
      local: tag.local,
      namespace,
      attributes: attributesOf(tag),
      children: [],
      parent: current,
      position: 1,
      sameNameCount: 1,
      ownText: '',
      path: undefined,
    }
    if (current) current.children.push(element)
    else root = element
    current = element
  })
  parser.on('closetag', () => {
    number(current!.children)
    current = current!.parent
  })
  parser.on('text', (text) => {
    if (current) current.ownText += text
  })
  parser.on('cdata', (text) => {
    if (current) current.ownText += text
  })
  try {
    parser.write(text).close()
  } catch (error) {
    throw located(text, error)
  }
  if (!root) throw new XmlNotWellFormed('No root element', 1, 1)
  return root
}

/** The same parse again, counting lines and columns, to say where the text first stops being XML. */
function located(text: string, thrown: unknown): XmlNotWellFormed {
  const counting = new SaxesParser({ xmlns: true, position: true })
  let first: XmlNotWellFormed | null = null
  // With a handler saxes reports each error and reads on; the first one is where the file breaks.
  counting.on('error', (error) => {
    first ??= new XmlNotWellFormed(error.message.replace(/^\d+:\d+: /, ''), counting.line, counting.column)
  })
  try {
    counting.write(text).close()
  } catch {
    // Only the first error matters.
  }
  return first ?? new XmlNotWellFormed(thrown instanceof Error ? thrown.message : String(thrown), 1, 1)
}
