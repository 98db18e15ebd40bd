/**
 * The invoice XML inside a Factur-X / ZUGFeRD / XRechnung PDF: read with pdf-lib (loaded only when a PDF
 * is chosen, through a dynamic import in index.ts) from the document's embedded files (the catalog's
 * Names/EmbeddedFiles name tree, and its /AF associated files), by the names the standards give it.
 * PDF/A conformance itself is not checked.
 */
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRawStream, PDFStream, PDFString, type PDFObject } from 'pdf-lib'
import { InputRefused } from '../input'

export interface Attachment {
  readonly name: string
  readonly bytes: Uint8Array
}


const textOf = (o: PDFObject | undefined): string | null => (o instanceof PDFString || o instanceof PDFHexString ? o.decodeText() : o instanceof PDFName ? o.decodeText() : null)

interface FileSpec {
  readonly name: string
  readonly stream: PDFRawStream | PDFStream | null
}

function fileSpec(doc: PDFDocument, o: PDFObject | undefined): FileSpec | null {
  const dict = o ? doc.context.lookup(o) : undefined
  if (!(dict instanceof PDFDict)) return null
  const name = textOf(dict.lookup(PDFName.of('UF'))) ?? textOf(dict.lookup(PDFName.of('F'))) ?? ''
  const ef = dict.lookup(PDFName.of('EF'))
  let stream: PDFRawStream | PDFStream | null = null
  if (ef instanceof PDFDict) {
    const s = ef.lookup(PDFName.of('UF')) ?? ef.lookup(PDFName.of('F'))
    if (s instanceof PDFRawStream || s instanceof PDFStream) stream = s
  }
  return { name, stream }
}

/** Walks the EmbeddedFiles name tree (Names and Kids), without recursion and with a bound. */
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
        if (spec) found.push({ ...spec, name: spec.name || textOf(doc.context.lookup(pairs.get(i))) || '' })
      }
    }
    const kids = node.lookup(PDFName.of('Kids'))
    if (kids instanceof PDFArray) for (let i = 0; i < kids.size(); i++) stack.push(kids.get(i))
  }
  const af = doc.catalog.lookup(PDFName.of('AF'))
  if (af instanceof PDFArray) for (let i = 0; i < af.size(); i++) {
    const spec = fileSpec(doc, af.get(i))
    if (spec) found.push(spec)
  }
  return found
}

function bytesOf(stream: PDFRawStream | PDFStream): Uint8Array {
  if (stream instanceof PDFRawStream) return decodePDFRawStream(stream).decode()
  return stream.getContents()
}

/** The invoice XML attached to a PDF, or a refusal: encrypted, damaged (truncated) or without invoice. */
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
    files = embeddedFiles(doc).filter((f) => f.stream !== null)
  } catch {
    throw new InputRefused({ code: 'pdf-damaged' })
  }
  const preferred = ['factur-x.xml', 'zugferd-invoice.xml', 'xrechnung.xml']
  const byName = (name: string) => files.find((f) => f.name.trim().toLowerCase() === name)
  const chosen = preferred.map(byName).find((f) => f !== undefined) ?? files.find((f) => /\.xml$/i.test(f.name.trim()))
  if (!chosen) throw new InputRefused({ code: 'pdf-without-invoice' })
  try {
    return { name: chosen.name.trim(), bytes: bytesOf(chosen.stream!) }
  } catch {
    throw new InputRefused({ code: 'pdf-damaged' })
  }
}
