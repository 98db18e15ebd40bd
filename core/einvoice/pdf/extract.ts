/**
 * The invoice XML inside a Factur-X / ZUGFeRD / XRechnung PDF: read with pdf-lib (loaded only when a PDF
 * is chosen, through a dynamic import in index.ts) from the document's embedded files (the catalog's
 * Names/EmbeddedFiles name tree, and its /AF associated files). Every attachment that may be the
 * invoice is tried in order (the standards' file names, then the associated files whose
 * AFRelationship says they are the document's data, then any XML), and the first whose root element is
 * an invoice is taken: a PDF whose first attachment is a delivery note and whose second is the invoice
 * is read. Each attachment is unpacked under the XML limit (inflate.ts). PDF/A conformance itself is
 * not checked.
 */
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFInvalidObject, PDFName, PDFRawStream, PDFString, type PDFObject } from 'pdf-lib'
import { InputRefused, MAX_XML_BYTES } from '../input'
import { decodeCapped, InflatedTooLarge } from './inflate'
import { rootOf, rootKind } from './root'

export interface Attachment {
  readonly name: string
  readonly bytes: Uint8Array
}

const textOf = (o: PDFObject | undefined): string | null => (o instanceof PDFString || o instanceof PDFHexString ? o.decodeText() : o instanceof PDFName ? o.decodeText() : null)

interface FileSpec {
  readonly name: string
  /** The /AFRelationship of the file specification (Factur-X: Data or Alternative; ZUGFeRD 2: Alternative). */
  readonly relationship: string | null
  readonly stream: PDFRawStream | null
}

/** A reference to an attachment that leads nowhere: the file is damaged where its attachments are described. */
class Dangling extends Error {}

function fileSpec(doc: PDFDocument, o: PDFObject | undefined): FileSpec | null {
  const dict = o ? doc.context.lookup(o) : undefined
  if (!(dict instanceof PDFDict)) {
    if (o !== undefined) throw new Dangling()
    return null
  }
  const name = textOf(dict.lookup(PDFName.of('UF'))) ?? textOf(dict.lookup(PDFName.of('F'))) ?? ''
  const ef = dict.lookup(PDFName.of('EF'))
  let stream: PDFRawStream | null = null
  if (ef instanceof PDFDict) {
    const s = ef.lookup(PDFName.of('UF')) ?? ef.lookup(PDFName.of('F'))
    if (s instanceof PDFRawStream) stream = s
  }
  const relationship = dict.lookup(PDFName.of('AFRelationship'))
  return { name: name.trim(), relationship: relationship instanceof PDFName ? relationship.decodeText() : null, stream }
}

/** Walks the EmbeddedFiles name tree (Names and Kids), without recursion and with a bound, then /AF. */
function embeddedFiles(doc: PDFDocument): FileSpec[] {
  const found: FileSpec[] = []
  const names = doc.catalog.lookup(PDFName.of('Names'))
  const root = names instanceof PDFDict ? names.lookup(PDFName.of('EmbeddedFiles')) : undefined
  const stack: PDFObject[] = root ? [root] : []
  let visited = 0
  while (stack.length > 0 && visited++ < 10_000) {
    const node = doc.context.lookup(stack.pop()!)
    if (!(node instanceof PDFDict)) continue
    const pairs = node.lookup(PDFName.of('Names'))
    if (pairs instanceof PDFArray) {
      for (let i = 0; i + 1 < pairs.size(); i += 2) {
        const spec = fileSpec(doc, pairs.get(i + 1))
        if (spec) found.push({ ...spec, name: spec.name || textOf(doc.context.lookup(pairs.get(i)))?.trim() || '' })
      }
    }
    const kids = node.lookup(PDFName.of('Kids'))
    if (kids instanceof PDFArray) for (let i = kids.size() - 1; i >= 0; i--) stack.push(kids.get(i))
  }
  const af = doc.catalog.lookup(PDFName.of('AF'))
  if (af instanceof PDFArray)
    for (let i = 0; i < af.size(); i++) {
      const spec = fileSpec(doc, af.get(i))
      if (spec) found.push(spec)
    }
  return found
}

/** The names the standards give the invoice: Factur-X/ZUGFeRD 2, ZUGFeRD 1.0, XRechnung in ZUGFeRD. */
const INVOICE_NAMES = ['factur-x.xml', 'zugferd-invoice.xml', 'xrechnung.xml']
const DATA_RELATIONSHIPS = new Set(['Alternative', 'Data', 'Source'])

/** The attachments that may be the invoice, most likely first, each stream once. */
export function candidates(files: readonly FileSpec[]): FileSpec[] {
  const rank = (f: FileSpec): number => {
    const named = INVOICE_NAMES.indexOf(f.name.toLowerCase())
    if (named >= 0) return named
    const xml = /\.xml$/i.test(f.name)
    const data = f.relationship !== null && DATA_RELATIONSHIPS.has(f.relationship)
    return xml && data ? 10 : xml ? 11 : data ? 12 : -1
  }
  const seen = new Set<PDFRawStream>()
  return files
    .filter((f) => f.stream !== null && rank(f) >= 0 && !seen.has(f.stream) && seen.add(f.stream) !== undefined)
    .map((f, index) => ({ f, index, rank: rank(f) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((c) => c.f)
}

/** Whether pdf-lib skipped objects it could not parse: the file is damaged somewhere. */
function hasInvalidObjects(doc: PDFDocument): boolean {
  return doc.context.enumerateIndirectObjects().some(([, object]) => object instanceof PDFInvalidObject)
}

/**
 * The invoice XML attached to a PDF, or a refusal: encrypted, damaged (truncated, or objects that
 * cannot be read where the invoice would be), an attachment that unpacks to more than the XML limit,
 * a ZUGFeRD 1.0 invoice, or none.
 */
export async function extractInvoiceXml(bytes: Uint8Array): Promise<Attachment> {
  // A complete PDF ends with %%EOF (possibly followed by a line end); a cut-off download does not.
  const tail = new TextDecoder('latin1').decode(bytes.subarray(Math.max(0, bytes.length - 1024)))
  if (!tail.includes('%%EOF')) throw new InputRefused({ code: 'pdf-damaged' })
  let doc: PDFDocument
  try {
    // Loaded even if encrypted, then refused by its /Encrypt entry: pdf-lib's EncryptedPDFError is not
    // reliably an instance of its class (compiled to ES5).
    doc = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: false, ignoreEncryption: true })
  } catch {
    throw new InputRefused({ code: 'pdf-damaged' })
  }
  if (doc.isEncrypted) throw new InputRefused({ code: 'pdf-encrypted' })
  let files: FileSpec[]
  try {
    files = candidates(embeddedFiles(doc))
  } catch {
    // An attachment named in the catalog whose description cannot be read, or a broken name tree.
    throw new InputRefused({ code: 'pdf-damaged' })
  }
  let first: Attachment | null = null
  let zugferd1 = false
  for (const file of files) {
    let xml: Uint8Array
    try {
      xml = await decodeCapped(file.stream!, MAX_XML_BYTES)
    } catch (error) {
      if (error instanceof InflatedTooLarge) throw new InputRefused({ code: 'pdf-xml-too-large', limit: error.limit })
      throw new InputRefused({ code: 'pdf-damaged' })
    }
    const attachment = { name: file.name, bytes: xml }
    const kind = rootKind(rootOf(xml))
    if (kind === 'invoice') return attachment
    if (kind === 'zugferd-1') zugferd1 = true
    first ??= attachment
  }
  if (zugferd1) throw new InputRefused({ code: 'pdf-zugferd-1' })
  // No attachment is an invoice: a named or XML attachment is given to the engine, which names its root.
  if (first && /\.xml$/i.test(first.name)) return first
  throw new InputRefused({ code: hasInvalidObjects(doc) ? 'pdf-damaged' : 'pdf-without-invoice' })
}

/** A PDF loaded to list or save its embedded files; null when it cannot be read or is encrypted. */
async function loadReadable(bytes: Uint8Array): Promise<PDFDocument | null> {
  try {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: false, ignoreEncryption: true })
    return doc.isEncrypted ? null : doc
  } catch {
    return null
  }
}

/** Every embedded file with content, each stream once, in the order of the name tree and then /AF; a damaged name tree lists none. */
function savable(doc: PDFDocument): FileSpec[] {
  const seen = new Set<PDFRawStream>()
  try {
    return embeddedFiles(doc).filter((f) => f.stream !== null && !seen.has(f.stream) && seen.add(f.stream) !== undefined)
  } catch {
    return []
  }
}

/** The names of the files embedded in a PDF (the invoice and any other attachment), for the report's downloads. */
export async function embeddedFileNames(bytes: Uint8Array): Promise<string[]> {
  const doc = await loadReadable(bytes)
  return doc ? savable(doc).map((f) => f.name) : []
}

/** The result of unpacking one embedded file to save it: its bytes, or why not (larger than the limit unpacked, or damaged). */
export type EmbeddedFile = { readonly ok: true; readonly bytes: Uint8Array } | { readonly ok: false; readonly error: 'too-large' | 'damaged'; readonly limit: number }

/**
 * The `index`-th embedded file (as embeddedFileNames lists them), unpacked by the same capped inflate
 * as the invoice: refused past `limit`, or as damaged.
 */
export async function embeddedFileBytes(bytes: Uint8Array, index: number, limit: number): Promise<EmbeddedFile> {
  const doc = await loadReadable(bytes)
  const file = doc ? savable(doc)[index] : undefined
  if (!file?.stream) return { ok: false, error: 'damaged', limit }
  try {
    return { ok: true, bytes: await decodeCapped(file.stream, limit) }
  } catch (error) {
    return { ok: false, error: error instanceof InflatedTooLarge ? 'too-large' : 'damaged', limit }
  }
}
