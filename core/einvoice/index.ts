/**
 * The e-invoice checker's public API (docs/einvoice.md): give it the bytes of a file and an XML parser,
 * get a report or a typed refusal. The same code runs in the browser (the page's island, with the
 * browser's DOMParser: ./browser.ts) and in Node (the CLI and the tests, with @xmldom/xmldom: ./node.ts).
 * PDF support (Factur-X/ZUGFeRD) is loaded on demand, only when a PDF is given.
 */
import { checkDocument } from './check'
import { decodeXml, InputRefused, MAX_PDF_BYTES, parseInvoiceXml, type InputError, type XmlParser } from './input'
import { MAX_EMBEDDED_BYTES } from './limits'
import type { EmbeddedFile } from './pdf/extract'
import type { Report } from './report'

export type { Report, Finding } from './report'
export type { Consequence } from './consequence'
export type { MessageLang } from './rules/message-lang'
export type { InputError, InputErrorCode, OtherFormat, XmlParser, ParsedTree, Syntax } from './input'
export type { Profile, ProfileId } from './profiles'
export type { Invoice } from './model/types'
export type { Recomputation, Figure, BreakdownFigure } from './model/recompute'
export { MAX_XML_BYTES, MAX_PDF_BYTES, MAX_DEPTH } from './input'
export { MAX_EMBEDDED_BYTES }
export type { EmbeddedFile }
export { CONSEQUENCE_ORDER } from './consequence'
export { RULE_SETS } from './check'
export { ruleInfo, allRuleIds } from './rules/info'

export type CheckResult = { readonly ok: true; readonly report: Report } | { readonly ok: false; readonly error: InputError }

/**
 * Where the PDF header `%PDF-` starts, or -1 for no PDF. Readers (Acrobat, pdf.js, Poppler) accept the
 * header anywhere in the first 1,024 bytes, and mail programs and web forms do put a line end or a few
 * bytes before it: such a file is a PDF, not a text with an encoding problem.
 */
export function pdfStart(bytes: Uint8Array): number {
  const end = Math.min(bytes.length - 5, 1024)
  for (let i = 0; i <= end; i++) if (bytes[i] === 0x25 && bytes[i + 1] === 0x50 && bytes[i + 2] === 0x44 && bytes[i + 3] === 0x46 && bytes[i + 4] === 0x2d) return i
  return -1
}

function refusal(error: unknown): CheckResult {
  if (error instanceof InputRefused) return { ok: false, error: error.error }
  throw error
}

/** Checks XML text (already decoded). */
export function checkXml(text: string, parse: XmlParser, options: { pdfAttachment?: string } = {}): CheckResult {
  try {
    return { ok: true, report: checkDocument(parseInvoiceXml(text, parse), options) }
  } catch (error) {
    return refusal(error)
  }
}

/** Checks a file's bytes: XML (UBL, CII) or a PDF with an attached invoice (Factur-X, ZUGFeRD, XRechnung). */
export async function checkFile(bytes: Uint8Array, parse: XmlParser): Promise<CheckResult> {
  try {
    const start = pdfStart(bytes)
    if (start >= 0) {
      if (bytes.length > MAX_PDF_BYTES) return { ok: false, error: { code: 'too-large', limit: MAX_PDF_BYTES } }
      const { extractInvoiceXml } = await import('./pdf/extract')
      const attachment = await extractInvoiceXml(bytes.subarray(start))
      return checkXml(decodeXml(attachment.bytes), parse, { pdfAttachment: attachment.name })
    }
    return checkXml(decodeXml(bytes), parse)
  } catch (error) {
    return refusal(error)
  }
}

/** The files embedded in a PDF, by name, for the report's downloads; none for XML or a PDF that cannot be read. */
export async function embeddedFiles(bytes: Uint8Array): Promise<string[]> {
  const start = pdfStart(bytes)
  if (start < 0 || bytes.length > MAX_PDF_BYTES) return []
  const { embeddedFileNames } = await import('./pdf/extract')
  return embeddedFileNames(bytes.subarray(start))
}

/** The `index`-th file of embeddedFiles(bytes), unpacked under MAX_EMBEDDED_BYTES by the engine's one capped inflate. */
export async function embeddedFile(bytes: Uint8Array, index: number): Promise<EmbeddedFile> {
  const start = pdfStart(bytes)
  if (start < 0 || bytes.length > MAX_PDF_BYTES) return { ok: false, error: 'damaged', limit: MAX_EMBEDDED_BYTES }
  const { embeddedFileBytes } = await import('./pdf/extract')
  return embeddedFileBytes(bytes.subarray(start), index, MAX_EMBEDDED_BYTES)
}
