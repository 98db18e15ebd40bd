/**
 * From the bytes a visitor chose to the engine's tree, safely: size limits before anything is read,
 * the encoding from the byte order mark or the XML declaration, any DOCTYPE refused before parsing
 * (no DTD, so no external entity and no entity expansion, whatever the parser would do), the nesting
 * depth counted in one linear scan, then the parser the caller provides (the browser's DOMParser or
 * @xmldom/xmldom in Node). Every refusal is a typed error whose text the page gives in its language.
 */
import { fromDom, type DomDocumentLike, type XElement } from './xml/tree'

/** Larger XML is refused unread. Real e-invoices, even with attachments, are far smaller. */
export const MAX_XML_BYTES = 20 * 1024 * 1024
/** Larger PDFs are refused unread. */
export const MAX_PDF_BYTES = 50 * 1024 * 1024
/** Deeper nesting is refused: UBL and CII invoices nest about 10 levels, XRechnung's sub lines a few more. */
export const MAX_DEPTH = 64

export type InputErrorCode =
  | 'empty'
  | 'too-large'
  | 'encoding'
  | 'not-xml'
  | 'truncated'
  | 'dtd-forbidden'
  | 'too-deep'
  | 'other-xml'
  | 'pdf-without-invoice'
  | 'pdf-encrypted'
  | 'pdf-damaged'

export interface InputError {
  readonly code: InputErrorCode
  /** For 'other-xml': the root element that was found (`{namespace}name`). */
  readonly root?: string
  /** For 'too-large' and 'too-deep': the limit that was exceeded. */
  readonly limit?: number
  /** For 'not-xml': the parser's own message, in English (not for display as such). */
  readonly detail?: string
}

export class InputRefused extends Error {
  constructor(readonly error: InputError) {
    super(`Input refused: ${error.code}`)
  }
}

/** Parses XML text into a DOM; returns null or throws when the text is not well-formed. */
export type XmlParser = (text: string) => DomDocumentLike | null

export type Syntax = 'UBL' | 'CII'

export interface ParsedDocument {
  readonly root: XElement
  readonly syntax: Syntax
}

const ROOTS: Record<string, Syntax> = {
  'ubl:Invoice': 'UBL',
  'cn:CreditNote': 'UBL',
  'rsm:CrossIndustryInvoice': 'CII',
}

/** Decodes the bytes of an XML file: UTF-8 by default, UTF-16 by its byte order mark, else the declared encoding. */
export function decodeXml(bytes: Uint8Array): string {
  if (bytes.length === 0) throw new InputRefused({ code: 'empty' })
  if (bytes.length > MAX_XML_BYTES) throw new InputRefused({ code: 'too-large', limit: MAX_XML_BYTES })
  let encoding = 'utf-8'
  if (bytes[0] === 0xfe && bytes[1] === 0xff) encoding = 'utf-16be'
  else if (bytes[0] === 0xff && bytes[1] === 0xfe) encoding = 'utf-16le'
  else if (!(bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)) {
    const head = String.fromCharCode(...bytes.subarray(0, Math.min(200, bytes.length)))
    const declared = /^<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1]?.toLowerCase()
    if (declared) encoding = declared
  }
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes)
  } catch {
    throw new InputRefused({ code: 'encoding' })
  }
}

/**
 * One pass over the text: refuses a DOCTYPE (and with it every entity declaration) and counts the
 * element nesting, skipping comments, CDATA sections, processing instructions and quoted attribute
 * values. Linear in the text; nothing is built.
 */
export function scanXml(text: string): void {
  if (text.length > MAX_XML_BYTES) throw new InputRefused({ code: 'too-large', limit: MAX_XML_BYTES })
  let depth = 0
  let i = text.indexOf('<')
  const n = text.length
  while (i >= 0 && i < n) {
    if (text.startsWith('<!--', i)) {
      const end = text.indexOf('-->', i + 4)
      if (end < 0) break
      i = text.indexOf('<', end + 3)
      continue
    }
    if (text.startsWith('<![CDATA[', i)) {
      const end = text.indexOf(']]>', i + 9)
      if (end < 0) break
      i = text.indexOf('<', end + 3)
      continue
    }
    if (text.startsWith('<?', i)) {
      const end = text.indexOf('?>', i + 2)
      if (end < 0) break
      i = text.indexOf('<', end + 2)
      continue
    }
    if (text.startsWith('<!', i)) {
      // <!DOCTYPE …> or <!ENTITY …> outside a comment or CDATA: never parsed.
      throw new InputRefused({ code: 'dtd-forbidden' })
    }
    const closing = text[i + 1] === '/'
    let j = i + 1
    let quote = ''
    for (; j < n; j++) {
      const c = text[j]
      if (quote) {
        if (c === quote) quote = ''
      } else if (c === '"' || c === "'") quote = c
      else if (c === '>') break
    }
    if (j >= n) break
    if (closing) depth--
    else if (text[j - 1] !== '/') {
      depth++
      if (depth > MAX_DEPTH) throw new InputRefused({ code: 'too-deep', limit: MAX_DEPTH })
    }
    i = text.indexOf('<', j + 1)
  }
}

function looksTruncated(text: string): boolean {
  const trimmed = text.trimEnd()
  if (!trimmed.endsWith('>')) return true
  const rootName = /<([A-Za-z_][\w.:-]*)[\s>/]/.exec(text.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->/g, ''))?.[1]
  return rootName !== undefined && !trimmed.endsWith(`</${rootName}>`) && !/\/>$/.test(trimmed)
}

/** Parses the text with the given parser after the safety checks and tells the syntax by the root element. */
export function parseInvoiceXml(text: string, parse: XmlParser): ParsedDocument {
  const body = text.replace(/^\uFEFF/, '')
  if (body.trim() === '') throw new InputRefused({ code: 'empty' })
  if (!body.trimStart().startsWith('<')) throw new InputRefused({ code: 'not-xml' })
  scanXml(body)
  let document: DomDocumentLike | null
  let detail: string | undefined
  try {
    document = parse(body)
  } catch (error) {
    document = null
    detail = error instanceof Error ? error.message.slice(0, 300) : undefined
  }
  const root = document ? fromDom(document) : null
  if (!root || root.name === 'parsererror' || root.local === 'parsererror' || hasParserError(root)) {
    throw new InputRefused(looksTruncated(body) ? { code: 'truncated' } : { code: 'not-xml', ...(detail ? { detail } : {}) })
  }
  const syntax = ROOTS[root.name]
  if (!syntax) throw new InputRefused({ code: 'other-xml', root: root.namespace ? `{${root.namespace}}${root.local}` : root.local })
  return { root, syntax }
}

/** Chromium puts a <parsererror> element into the document instead of throwing. */
function hasParserError(root: XElement): boolean {
  return root.children.some((c) => c.local === 'parsererror')
}
