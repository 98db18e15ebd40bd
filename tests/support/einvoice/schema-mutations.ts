/**
 * Mutations that may break an invoice's XML Schema: swap two neighbouring elements, drop an element,
 * duplicate one, insert an unknown element, write a bad value (2024-13-45, "336,90", "yes", …), drop an
 * attribute or add an unknown one. Each is chosen by numbers (fast-check draws them), applied with a DOM,
 * so whether the result is still schema-valid is for the validators to say.
 */
import fc from 'fast-check'
import { DOMParser, XMLSerializer, type Element as XmlElement } from '@xmldom/xmldom'

export const MUTATION_KINDS = ['swap', 'drop', 'duplicate', 'unknown', 'value', 'drop-attribute', 'unknown-attribute'] as const
export type MutationKind = (typeof MUTATION_KINDS)[number]
export interface Mutation { readonly kind: MutationKind; readonly at: number; readonly pick: number }

export const BAD_VALUES = ['2024-13-45', '336,90', 'yes', '2024-02-30', '1.2.3', '', 'abc', '20240101', '2024-01-01T25:00:00', 'ZZZZ=', '+-1'] as const

export const mutation: fc.Arbitrary<Mutation> = fc.record({ kind: fc.constantFrom(...MUTATION_KINDS), at: fc.nat(), pick: fc.nat() })

function elementsOf(root: XmlElement): XmlElement[] {
  const out: XmlElement[] = []
  const stack = [root]
  while (stack.length) {
    const e = stack.pop()!
    out.push(e)
    const kids = childElements(e)
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!)
  }
  return out
}
const childElements = (e: XmlElement): XmlElement[] => {
  const out: XmlElement[] = []
  for (let c = e.firstChild; c; c = c.nextSibling) if (c.nodeType === 1) out.push(c as XmlElement)
  return out
}

/** The mutated XML text, or null when the mutation finds nothing to act on. */
export function applyMutation(xml: string, m: Mutation): string | null {
  const doc = new DOMParser().parseFromString(xml, 'text/xml')
  const root = doc.documentElement as unknown as XmlElement
  const all = elementsOf(root)
  const pickFrom = <T>(list: readonly T[], n: number): T | undefined => (list.length ? list[n % list.length] : undefined)
  const leaves = all.filter((e) => childElements(e).length === 0)
  const aggregate = root.namespaceURI!.includes('CrossIndustryInvoice')
    ? 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100'
    : 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2'
  switch (m.kind) {
    case 'swap': {
      const parents = all.filter((e) => childElements(e).length >= 2)
      const p = pickFrom(parents, m.at)
      if (!p) return null
      const kids = childElements(p)
      const i = m.pick % (kids.length - 1)
      p.insertBefore(kids[i + 1]!, kids[i]!)
      break
    }
    case 'drop': {
      const e = pickFrom(all.slice(1), m.at)
      if (!e) return null
      e.parentNode!.removeChild(e)
      break
    }
    case 'duplicate': {
      const e = pickFrom(all.slice(1), m.at)
      if (!e) return null
      e.parentNode!.insertBefore(e.cloneNode(true), e.nextSibling)
      break
    }
    case 'unknown': {
      const p = pickFrom(all.filter((e) => childElements(e).length > 0), m.at)
      if (!p) return null
      const kids = childElements(p)
      const u = doc.createElementNS(aggregate, 'x:UnknownElement')
      u.appendChild(doc.createTextNode('1'))
      p.insertBefore(u, kids[m.pick % (kids.length + 1)] ?? null)
      break
    }
    case 'value': {
      const e = pickFrom(leaves, m.at)
      if (!e) return null
      while (e.firstChild) e.removeChild(e.firstChild)
      e.appendChild(doc.createTextNode(BAD_VALUES[m.pick % BAD_VALUES.length]!))
      break
    }
    case 'drop-attribute': {
      const withAttributes = all.filter((e) => [...Array(e.attributes.length).keys()].some((i) => !e.attributes.item(i)!.name.startsWith('xmlns')))
      const e = pickFrom(withAttributes, m.at)
      if (!e) return null
      const names = [...Array(e.attributes.length).keys()].map((i) => e.attributes.item(i)!.name).filter((n) => !n.startsWith('xmlns'))
      e.removeAttribute(names[m.pick % names.length]!)
      break
    }
    case 'unknown-attribute': {
      const e = pickFrom(all, m.at)
      if (!e) return null
      e.setAttribute(m.pick % 2 ? 'unknownAttribute' : 'schemeID', 'x')
      break
    }
  }
  return new XMLSerializer().serializeToString(doc)
}
