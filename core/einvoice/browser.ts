/**
 * The engine in the browser. The XML is read by saxes straight into the engine's tree: in Chromium
 * several times cheaper than the browser's DOMParser plus a conversion of its DOM (docs/einvoice.md,
 * Budgets). `parseXmlDomParser` (the browser's own parser) stays for comparison and the tests.
 */
import type { XmlParser } from './input'
import { parseTree } from './xml/sax-tree'
import type { DomDocumentLike } from './xml/tree'

export const parseXmlBrowser: XmlParser = (text) => ({ tree: parseTree(text) })

export const parseXmlDomParser: XmlParser = (text) => new DOMParser().parseFromString(text, 'application/xml') as unknown as DomDocumentLike

export * from './index'
