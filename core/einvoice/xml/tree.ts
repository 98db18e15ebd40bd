/**
 * The engine's own XML tree: a DOM Document (the browser's DOMParser or @xmldom/xmldom in Node)
 * is converted once into these plain objects, so the readers and rules run the same code on both
 * and never touch a DOM implementation's quirks. Namespaces are named by fixed prefixes
 * (`cbc`, `cac`, `ram`, …) whatever prefixes the file uses, so paths read the same in every file.
 */

export const NAMESPACES = {
  ubl: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cn: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
  qdt: 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  xr: 'urn:ce.eu:en16931:2017:xoev-de:kosit:extension:xrechnung_3.0',
} as const

const prefixOf = new Map<string, string>(Object.entries(NAMESPACES).map(([prefix, uri]) => [uri, prefix]))

export interface XElement {
  /** `prefix:local` with the fixed prefix of its namespace, or `{uri}local` for any other namespace. */
  readonly name: string
  readonly local: string
  readonly namespace: string
  /** Unqualified attributes by name (UBL and CII use no qualified attributes). */
  readonly attributes: ReadonlyMap<string, string>
  readonly children: readonly XElement[]
  readonly parent: XElement | null
  /** 1-based position among the parent's children of the same name. */
  readonly position: number
  /** How many children of the parent share this name. */
  readonly sameNameCount: number
  /** The text directly inside the element (not its descendants'). */
  readonly ownText: string
}

interface MutableElement extends XElement {
  children: XElement[]
  ownText: string
  sameNameCount: number
}

/** The slice of the DOM both DOMParser and @xmldom/xmldom provide. */
export interface DomNodeLike {
  readonly nodeType: number
  readonly firstChild?: DomNodeLike | null
  readonly nextSibling?: DomNodeLike | null
  readonly nodeValue?: string | null
  readonly localName?: string | null
  readonly namespaceURI?: string | null
  readonly childNodes: { readonly length: number; item(index: number): DomNodeLike | null } | ArrayLike<DomNodeLike>
  readonly attributes?: { readonly length: number; item(index: number): { localName?: string | null; name: string; value: string; namespaceURI?: string | null } | null } | null
}

export interface DomDocumentLike {
  readonly documentElement: DomNodeLike | null
}

const ELEMENT = 1
const TEXT = 3
const CDATA = 4

const names = new Map<string, Map<string, string>>()
/** The element's name with the fixed prefix of its namespace (interned: one string per name). */
export function qualifiedName(namespace: string, local: string): string {
  let byLocal = names.get(namespace)
  if (!byLocal) names.set(namespace, (byLocal = new Map()))
  let name = byLocal.get(local)
  if (name === undefined) {
    const prefix = prefixOf.get(namespace)
    name = prefix ? `${prefix}:${local}` : namespace ? `{${namespace}}${local}` : local
    byLocal.set(local, name)
  }
  return name
}
const NO_ATTRIBUTES: ReadonlyMap<string, string> = new Map()

function childAt(list: DomNodeLike['childNodes'], index: number): DomNodeLike | null {
  return 'item' in list && typeof list.item === 'function' ? list.item(index) : ((list as ArrayLike<DomNodeLike>)[index] ?? null)
}


/**
 * Converts a DOM element tree without recursion (a deep document cannot exhaust the stack).
 * `maxElements` bounds the work; the caller has already bounded size and depth.
 */
export function fromDom(document: DomDocumentLike): XElement | null {
  const rootNode = document.documentElement
  if (!rootNode) return null
  const make = (node: DomNodeLike, parent: MutableElement | null, position: number): MutableElement => {
    const namespace = node.namespaceURI ?? ''
    const local = node.localName ?? ''
    let attributes = NO_ATTRIBUTES
    const attrs = node.attributes
    if (attrs && attrs.length > 0) {
      const map = new Map<string, string>()
      for (let i = 0; i < attrs.length; i++) {
        const a = attrs.item(i)
        if (!a || a.namespaceURI === 'http://www.w3.org/2000/xmlns/' || a.name.startsWith('xmlns')) continue
        map.set(a.localName ?? a.name, a.value)
      }
      if (map.size > 0) attributes = map
    }
    return { name: qualifiedName(namespace, local), local, namespace, attributes, children: [], parent, position, sameNameCount: 1, ownText: '' }
  }
  const root = make(rootNode, null, 1)
  const stack: Array<[DomNodeLike, MutableElement]> = [[rootNode, root]]
  while (stack.length > 0) {
    const [node, element] = stack.pop()!
    const pending: Array<[DomNodeLike, MutableElement]> = []
    const counts = new Map<string, number>()
    // firstChild/nextSibling: cheaper than indexing childNodes in both DOMs.
    const siblings = node.firstChild !== undefined
    let index = 0
    for (let child = siblings ? (node.firstChild ?? null) : childAt(node.childNodes, 0); child; child = siblings ? (child.nextSibling ?? null) : childAt(node.childNodes, ++index)) {
      if (child.nodeType === ELEMENT) {
        const name = qualifiedName(child.namespaceURI ?? '', child.localName ?? '')
        const position = (counts.get(name) ?? 0) + 1
        counts.set(name, position)
        const made = make(child, element, position)
        element.children.push(made)
        pending.push([child, made])
      } else if (child.nodeType === TEXT || child.nodeType === CDATA) {
        element.ownText += child.nodeValue ?? ''
      }
    }
    for (const [, made] of pending) made.sameNameCount = counts.get(made.name) ?? 1
    for (let i = pending.length - 1; i >= 0; i--) stack.push(pending[i]!)
  }
  return root
}

/** XPath's string value: all text inside the element, in document order. */
export function stringValue(element: XElement): string {
  if (element.children.length === 0) return element.ownText
  let text = ''
  const stack: XElement[] = [element]
  while (stack.length > 0) {
    const e = stack.pop()!
    text += e.ownText
    for (let i = e.children.length - 1; i >= 0; i--) stack.push(e.children[i]!)
  }
  return text
}

/** XPath's normalize-space. */
export function normalizeSpace(text: string): string {
  return text.replace(/[\t\n\r ]+/g, ' ').trim()
}

/** Where the element is, as a path of names with positions: `/ubl:Invoice/cac:InvoiceLine[2]/cbc:ID`. */
const paths = new WeakMap<XElement, string>()
export function pathOf(element: XElement): string {
  const known = paths.get(element)
  if (known !== undefined) return known
  const step = element.sameNameCount > 1 ? `${element.name}[${element.position}]` : element.name
  const path = (element.parent ? pathOf(element.parent) : '') + '/' + step
  paths.set(element, path)
  return path
}

/** Every element of the tree in document order, without recursion. */
export function* descendantsOrSelf(element: XElement): Generator<XElement> {
  const stack: XElement[] = [element]
  while (stack.length > 0) {
    const e = stack.pop()!
    yield e
    for (let i = e.children.length - 1; i >= 0; i--) stack.push(e.children[i]!)
  }
}
