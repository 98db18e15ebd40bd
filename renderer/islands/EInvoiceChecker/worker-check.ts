/**
 * What the worker does with one file: the engine (XML read by saxes, the PDF reader loaded on demand)
 * and the SHA-256 of the bytes, answered as a CheckResponse; and a PDF's embedded files for the report's
 * downloads. Apart from worker.ts so that the tests can
 * bundle and run the same code.
 */
import { checkFile, embeddedFile, embeddedFiles, parseXmlBrowser } from '../../../core/einvoice/browser'
import type { CheckRequest, CheckResponse, EmbeddedFileResponse, EmbeddedListResponse, EmbeddedRequest } from './worker-protocol'

async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null
  const digest = await crypto.subtle.digest('SHA-256', bytes)
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** A failed dynamic import (the PDF reader's chunk while offline) names its module; anything else is a crash. */
const isLoadFailure = (error: unknown) => error instanceof TypeError && /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(error.message)

export async function handleCheck({ id, bytes }: CheckRequest): Promise<CheckResponse> {
  const data = new Uint8Array(bytes)
  try {
    const [result, hash] = await Promise.all([checkFile(data, parseXmlBrowser), sha256(data)])
    return { id, ok: true, result: JSON.stringify(result), sha256: hash }
  } catch (error) {
    console.error('The e-invoice engine failed', error)
    return { id, ok: false, failed: isLoadFailure(error) ? 'load' : 'crash' }
  }
}

/** The names of a PDF's embedded files, or the bytes of one (to be transferred back). */
export async function handleEmbedded({ id, bytes, embedded }: EmbeddedRequest): Promise<EmbeddedListResponse | EmbeddedFileResponse> {
  const data = new Uint8Array(bytes)
  try {
    if (embedded === 'list') return { id, ok: true, names: await embeddedFiles(data) }
    const found = await embeddedFile(data, embedded)
    if (!found.ok) return { id, ok: true, refused: found.error, limit: found.limit }
    const file = found.bytes.byteOffset === 0 && found.bytes.byteLength === found.bytes.buffer.byteLength ? found.bytes.buffer : found.bytes.slice().buffer
    return { id, ok: true, file: file as ArrayBuffer }
  } catch (error) {
    console.error('The e-invoice engine failed', error)
    return { id, ok: false, failed: isLoadFailure(error) ? 'load' : 'crash' }
  }
}
