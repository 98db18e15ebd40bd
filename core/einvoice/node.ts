/**
 * The engine in Node (the CLI, the tests, the benchmark): @xmldom/xmldom as the XML parser. Browser
 * code uses ./browser.ts instead; nothing here may reach a page.
 */
import { DOMParser } from '@xmldom/xmldom'
import type { DomDocumentLike } from './xml/tree'
import type { XmlParser } from './input'

export const parseXmlNode: XmlParser = (text) => {
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
