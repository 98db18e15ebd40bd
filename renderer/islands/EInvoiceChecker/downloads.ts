/**
 * The files a report offers to save, made in this browser from bytes it already holds: the XML file as
 * chosen, the files embedded in a PDF (the invoice XML and any other attachment), and the attachments
 * (BT-125) an invoice carries in base64. Nothing is uploaded; a blob: URL is made for one click and
 * revoked after.
 */
import { MAX_EMBEDDED_BYTES } from '../../../core/einvoice/limits'
import { loadedWorker } from './engine'

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

/** One file embedded in a PDF: its name and its place in the worker's list. */
export interface EmbeddedFile {
  readonly name: string
  readonly index: number
}

/**
 * The files embedded in a PDF (the catalog's EmbeddedFiles name tree and its /AF array), listed by the
 * checker's worker (core/einvoice/pdf/extract.ts, the reader that found the invoice): the PDF is never
 * parsed on the page's main thread. An unreadable PDF lists nothing.
 */
export async function embeddedFiles(pdf: Blob): Promise<EmbeddedFile[]> {
  const worker = await loadedWorker()
  const answer = await worker.embeddedNames(await pdf.arrayBuffer())
  return answer.ok ? answer.names.map((name, index) => ({ name, index })) : []
}

/** Why an embedded file is not saved: it unpacks to more than `limit` bytes, or it is damaged (or the worker failed). */
export type EmbeddedRefusal = { readonly refused: 'too-large' | 'damaged'; readonly limit: number }

/** One embedded file's bytes, unpacked in the worker by the engine's capped inflate (the one way to inflate). */
export async function embeddedFileBytes(pdf: Blob, file: EmbeddedFile): Promise<Uint8Array | EmbeddedRefusal> {
  const worker = await loadedWorker()
  const answer = await worker.embeddedFile(await pdf.arrayBuffer(), file.index)
  if (!answer.ok) return { refused: 'damaged', limit: MAX_EMBEDDED_BYTES }
  return 'file' in answer ? new Uint8Array(answer.file) : { refused: answer.refused, limit: answer.limit }
}
