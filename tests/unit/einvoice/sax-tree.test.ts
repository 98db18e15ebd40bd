/**
 * The tree pages build with saxes (core/einvoice/xml/sax-tree.ts) is the tree the DOM route builds
 * from @xmldom/xmldom (xml/tree.ts fromDom): names, namespaces, positions, attributes and text, for
 * generated invoices of every kind (fast-check) and for the corners of XML a file may use. And what
 * saxes refuses as ill-formed, xmldom refuses too.
 */
import { DOMParser } from '@xmldom/xmldom'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseXmlXmldom } from '../../../core/einvoice/node'
import { parseTree } from '../../../core/einvoice/xml/sax-tree'
import { fromDom, pathOf, type DomDocumentLike, type XElement } from '../../../core/einvoice/xml/tree'
import { validSpec } from '../../support/einvoice/arbitraries'
import { serialize } from '../../support/einvoice/serialize'

interface Plain {
  name: string
  local: string
  namespace: string
  position: number
  sameNameCount: number
  path: string
  attributes: Record<string, string>
  ownText: string
  children: Plain[]
}
const plain = (e: XElement): Plain => ({
  name: e.name,
  local: e.local,
  namespace: e.namespace,
  position: e.position,
  sameNameCount: e.sameNameCount,
  path: pathOf(e),
  attributes: Object.fromEntries(e.attributes),
  ownText: e.ownText,
  children: e.children.map(plain),
})
const viaDom = (xml: string) => plain(fromDom(new DOMParser().parseFromString(xml, 'application/xml') as unknown as DomDocumentLike)!)
const viaSaxes = (xml: string) => plain(parseTree(xml))

describe('the tree saxes builds', () => {
  it('is the tree of the DOM route for any generated invoice (fast-check)', () => {
    fc.assert(
      fc.property(validSpec, (spec) => {
        const xml = serialize(spec)
        expect(viaSaxes(xml)).toEqual(viaDom(xml))
      }),
      { numRuns: 40 },
    )
  })

  it.each([
    ['other prefixes and a default namespace', '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:b="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"><b:ID>1</b:ID><b:Note>a</b:Note><b:Note>b</b:Note></Invoice>'],
    ['CDATA, comments, processing instructions, entities and character references', '<?xml version="1.0"?><!-- c --><r xmlns="urn:x"><a><![CDATA[x < y]]> &amp; &#x41;&#66;<?pi data?><!-- in --></a></r>'],
    ['mixed content and whitespace', '<r>\n  text <a>1</a> more <b/>\n  <a>2</a>\t</r>'],
    ['attributes with and without prefixes, namespace declarations dropped', '<r xmlns:p="urn:p" p:q="1" currencyID="EUR" xml:lang="de"><a unitCode="C62"/></r>'],
    ['an element in no namespace beside namespaced ones', '<r xmlns:o="urn:other"><o:x/><x/><o:x/></r>'],
  ])('is the tree of the DOM route: %s', (_name, xml) => {
    expect(viaSaxes(xml)).toEqual(viaDom(xml))
  })

  it.each([
    ['an unclosed element', '<r><a></r>'],
    ['an unbound prefix', '<p:r/>'],
    ['two roots', '<a/><b/>'],
    ['an undeclared entity', '<r>&nbsp;</r>'],
    ['text after the root', '<r/>x'],
  ])('refuses ill-formed XML as the DOM route does: %s', (_name, xml) => {
    expect(() => parseTree(xml)).toThrow()
    expect(() => parseXmlXmldom(xml)).toThrow()
  })
})
