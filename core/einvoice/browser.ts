/** The engine in the browser: the browser's own DOMParser as the XML parser. */
import type { XmlParser } from './input'
import type { DomDocumentLike } from './xml/tree'

export const parseXmlBrowser: XmlParser = (text) => new DOMParser().parseFromString(text, 'application/xml') as unknown as DomDocumentLike

export * from './index'
