/**
 * The files a report offers to save, made in this browser from bytes it already holds: the XML file as
 * chosen, the files embedded in a PDF (the invoice XML and any other attachment), and the attachments
 * (BT-125) an invoice carries in base64. Nothing is uploaded; a blob: URL is made for one click and
 * revoked after.
 */

/** Offers bytes as a download under a name. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/** A file name safe to offer: no path, no control characters; `fallback` if nothing is left. */
export function safeFileName(name: string | null | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f<>:"|?*]+/g, '-').trim()
  return base.slice(0, 120) || fallback
}

/** The bytes of a base64 text (BT-125), or null if it is no base64. */
export function base64Bytes(text: string): Uint8Array<ArrayBuffer> | null {
  const clean = text.replace(/\s+/g, '')
  if (clean.length === 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(clean)) return null
  try {
    const binary = atob(clean)
    const bytes = new Uint8Array(binary.length)
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
    return bytes
  } catch {
    return null
  }
}

/** One file embedded in a PDF: its name, and its bytes decoded only when asked for. */
export interface EmbeddedFile {
  readonly name: string
  readonly bytes: () => Uint8Array
}

/**
 * The files embedded in a PDF (the catalog's EmbeddedFiles name tree and its /AF array), with pdf-lib,
 * which the engine has loaded already for the same PDF. Names are read now; the bytes are inflated
 * only when the visitor saves one. An unreadable PDF lists nothing.
 */
export async function embeddedFiles(pdf: Blob): Promise<EmbeddedFile[]> {
  const { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRawStream, PDFStream, PDFString } = await import('pdf-lib')
  type PdfObject = Parameters<typeof doc.context.lookup>[0]
  let doc: Awaited<ReturnType<typeof PDFDocument.load>>
  try {
    doc = await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()), { updateMetadata: false, throwOnInvalidObject: false, ignoreEncryption: true })
  } catch {
    return []
  }
  if (doc.isEncrypted) return []
  const textOf = (o: unknown): string | null => (o instanceof PDFString || o instanceof PDFHexString || o instanceof PDFName ? o.decodeText() : null)
  const found = new Map<unknown, EmbeddedFile>()
  const add = (spec: PdfObject | undefined, fallbackName: string | null) => {
    const dict = spec ? doc.context.lookup(spec) : undefined
    if (!(dict instanceof PDFDict)) return
    const ef = dict.lookup(PDFName.of('EF'))
    if (!(ef instanceof PDFDict)) return
    const stream = ef.lookup(PDFName.of('UF')) ?? ef.lookup(PDFName.of('F'))
    if (!(stream instanceof PDFRawStream || stream instanceof PDFStream) || found.has(stream)) return
    const name = (textOf(dict.lookup(PDFName.of('UF'))) ?? textOf(dict.lookup(PDFName.of('F'))) ?? fallbackName ?? '').trim()
    found.set(stream, { name, bytes: () => (stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : stream.getContents()) })
  }
  try {
    const names = doc.catalog.lookup(PDFName.of('Names'))
    const root = names instanceof PDFDict ? names.lookup(PDFName.of('EmbeddedFiles')) : undefined
    const stack: PdfObject[] = root ? [root] : []
    let visited = 0
    while (stack.length > 0 && visited++ < 10_000) {
      const node = doc.context.lookup(stack.pop()!)
      if (!(node instanceof PDFDict)) continue
      const pairs = node.lookup(PDFName.of('Names'))
      if (pairs instanceof PDFArray) for (let i = 0; i + 1 < pairs.size(); i += 2) add(pairs.get(i + 1), textOf(doc.context.lookup(pairs.get(i))))
      const kids = node.lookup(PDFName.of('Kids'))
      if (kids instanceof PDFArray) for (let i = 0; i < kids.size(); i++) stack.push(kids.get(i))
    }
    const af = doc.catalog.lookup(PDFName.of('AF'))
    if (af instanceof PDFArray) for (let i = 0; i < af.size(); i++) add(af.get(i), null)
  } catch {
    // A damaged name tree: what was found so far.
  }
  return [...found.values()]
}
