/**
 * The engine in Node (the CLI, the tests, the benchmark). XML is read by the same strict parser as in
 * the browser (saxes, xml/sax-tree.ts): @xmldom/xmldom, used here before, reports some ill-formed XML
 * (a mismatched end tag, text after the root) only as a warning or not at all, so the CLI called such
 * files valid. `parseXmlXmldom` stays for comparison in the tests. Browser code uses ./browser.ts.
 */
import { DOMParser } from '@xmldom/xmldom'
import type { DomDocumentLike } from './xml/tree'
import type { XmlParser } from './input'
import { parseTree } from './xml/sax-tree'

export const parseXmlNode: XmlParser = (text) => ({ tree: parseTree(text) })

export const parseXmlXmldom: XmlParser = (text) => {
  let failed: string | null = null
  const parser = new DOMParser({
    onError: (level: string, message: string) => {
      if (level !== 'warning') failed ??= message
    },
  })
  const document = parser.parseFromString(text, 'application/xml')
  if (failed) throw new Error(failed)
  return document as unknown as DomDocumentLike
}

export * from './index'
