/**
 * From the bytes a visitor chose to the engine's tree, safely: size limits before anything is read,
 * the encoding from the byte order mark or the XML declaration, any DOCTYPE refused before parsing
 * (no DTD, so no external entity and no entity expansion, whatever the parser would do), the nesting
 * depth counted in one linear scan, then the parser the caller provides (the browser's DOMParser or
 * @xmldom/xmldom in Node). Every refusal is a typed error whose text the page gives in its language.
 */
import { fromDom, type DomDocumentLike, type XElement } from './xml/tree'

import { MAX_DEPTH, MAX_XML_BYTES } from './limits'

export { MAX_DEPTH, MAX_PDF_BYTES, MAX_XML_BYTES } from './limits'

export type InputErrorCode =
  | 'empty'
  | 'too-large'
  | 'encoding'
  | 'not-xml'
  | 'not-well-formed'
  | 'other-format'
  | 'truncated'
  | 'dtd-forbidden'
  | 'too-deep'
  | 'other-xml'
  | 'pdf-without-invoice'
  | 'pdf-encrypted'
  | 'pdf-damaged'
  | 'pdf-xml-too-large'
  | 'pdf-zugferd-1'

export interface InputError {
  readonly code: InputErrorCode
  /** For 'other-xml': the root element that was found (`{namespace}name`). */
  readonly root?: string
  /** For 'too-large' and 'too-deep': the limit that was exceeded. */
  readonly limit?: number
  /** For 'not-xml' and 'not-well-formed': the parser's own message, in English (not for display as such). */
  readonly detail?: string
  /** For 'not-well-formed': where the parser stopped (1-based line, column as the parser counts it). */
  readonly line?: number
  readonly column?: number
  /** For 'other-format': what the file is instead of XML or PDF, told by its first bytes. */
  readonly format?: OtherFormat
}

/** Files people send instead of an e-invoice, told by their first bytes (or, for HTML, their first tag). */
export type OtherFormat = 'png' | 'jpeg' | 'gif' | 'tiff' | 'zip' | 'html'

/** Thrown by a parser for XML that is not well-formed, with where it stopped. */
export class XmlNotWellFormed extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(message)
  }
}

export class InputRefused extends Error {
  constructor(readonly error: InputError) {
    super(`Input refused: ${error.code}`)
  }
}

/** A parser that builds the engine's tree itself (xml/sax-tree.ts), with no DOM in between. */
export interface ParsedTree {
  readonly tree: XElement
}

/** Parses XML text into a DOM or straight into the engine's tree; returns null or throws when the text is not well-formed. */
export type XmlParser = (text: string) => DomDocumentLike | ParsedTree | null

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

const SIGNATURES: ReadonlyArray<readonly [OtherFormat, readonly number[]]> = [
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['gif', [0x47, 0x49, 0x46, 0x38]],
  ['tiff', [0x49, 0x49, 0x2a, 0x00]],
  ['tiff', [0x4d, 0x4d, 0x00, 0x2a]],
  // A ZIP archive (also .docx/.xlsx, and a zipped XRechnung): local file header, or an empty archive.
  ['zip', [0x50, 0x4b, 0x03, 0x04]],
  ['zip', [0x50, 0x4b, 0x05, 0x06]],
]

/** The binary format a file's first bytes announce, if it is one people send instead of an e-invoice. */
export function binaryFormat(bytes: Uint8Array): OtherFormat | null {
  for (const [format, signature] of SIGNATURES) if (signature.every((b, i) => bytes[i] === b)) return format
  return null
}

/**
 * An HTML page (a saved web page, an e-mail's HTML part): its DOCTYPE, or a first element <html> that
 * is not well-formed XML (well-formed XHTML is reported as another XML with its root).
 */
const HTML_DOCTYPE = /^(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*<!doctype\s+html[\s>]/i
const HTML_ELEMENT = /^(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*<html[\s>]/i

/** Decodes the bytes of an XML file: UTF-8 by default, UTF-16 by its byte order mark, else the declared encoding. */
export function decodeXml(bytes: Uint8Array): string {
  if (bytes.length === 0) throw new InputRefused({ code: 'empty' })
  const format = binaryFormat(bytes)
  if (format) throw new InputRefused({ code: 'other-format', format })
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
  // Before the DOCTYPE refusal: an HTML page's <!DOCTYPE html> is not an XML bomb.
  if (HTML_DOCTYPE.test(body.trimStart())) throw new InputRefused({ code: 'other-format', format: 'html' })
  scanXml(body)
  let document: DomDocumentLike | ParsedTree | null
  let detail: string | undefined
  let where: XmlNotWellFormed | undefined
  try {
    document = parse(body)
  } catch (error) {
    document = null
    detail = error instanceof Error ? error.message.slice(0, 300) : undefined
    if (error instanceof XmlNotWellFormed) where = error
  }
  const root = document === null ? null : 'tree' in document ? document.tree : fromDom(document)
  if (!root || root.name === 'parsererror' || root.local === 'parsererror' || hasParserError(root)) {
    if (HTML_ELEMENT.test(body.trimStart())) throw new InputRefused({ code: 'other-format', format: 'html' })
    if (looksTruncated(body)) throw new InputRefused({ code: 'truncated' })
    throw new InputRefused(where ? { code: 'not-well-formed', line: where.line, column: where.column, ...(detail ? { detail } : {}) } : { code: 'not-xml', ...(detail ? { detail } : {}) })
  }
  const syntax = ROOTS[root.name]
  if (!syntax) throw new InputRefused({ code: 'other-xml', root: root.namespace ? `{${root.namespace}}${root.local}` : root.local })
  return { root, syntax }
}

/** Chromium puts a <parsererror> element into the document instead of throwing. */
function hasParserError(root: XElement): boolean {
  return root.children.some((c) => c.local === 'parsererror')
}
