/**
 * The checker's code that is loaded only when the first file is chosen: the engine with the browser's
 * DOMParser (core/einvoice/browser.ts; its PDF reader is a further import, made only for a PDF), the
 * rules' explanations and the business terms' names. Nothing here sends anything anywhere: the
 * file's bytes go from the File to the engine and the report stays in the page.
 */
import type { CheckResult, InputError } from '../../../core/einvoice/index'

export interface CheckedFile {
  readonly name: string
  readonly size: number
  /** SHA-256 of the file's bytes, hex, so a saved report names the file it belongs to. */
  readonly sha256: string | null
  readonly result: CheckResult | { readonly ok: false; readonly error: { readonly code: 'unreadable' } }
}

export type CheckerError = InputError | { readonly code: 'unreadable' }

async function load() {
  const [engine, rules, terms] = await Promise.all([import('../../../core/einvoice/browser'), import('../../../content/einvoice/rules'), import('../../../content/einvoice/terms')])
  return { engine, rules: rules.eInvoiceRuleTexts, terms: terms.eInvoiceTerms }
}

export type LoadedChecker = Awaited<ReturnType<typeof load>>

let loading: Promise<LoadedChecker> | undefined

/** The engine and its texts, imported once. */
export function loadChecker(): Promise<LoadedChecker> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

const isPdfHead = (head: Uint8Array) => head.length >= 5 && String.fromCharCode(...head.subarray(0, 5)) === '%PDF-'

async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null
  const digest = await crypto.subtle.digest('SHA-256', bytes)
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * Checks one file. Its size is judged before anything is read (a 50 MB file costs nothing), then
 * the engine reads the bytes.
 */
export async function checkOne(checker: LoadedChecker, file: File): Promise<CheckedFile> {
  const { engine } = checker
  const base = { name: file.name, size: file.size }
  try {
    if (file.size > engine.MAX_XML_BYTES) {
      // Only the first five bytes are read to tell a PDF (with its own, larger limit) from XML.
      const limit = isPdfHead(new Uint8Array(await file.slice(0, 5).arrayBuffer())) ? engine.MAX_PDF_BYTES : engine.MAX_XML_BYTES
      if (file.size > limit) return { ...base, sha256: null, result: { ok: false, error: { code: 'too-large', limit } } }
    }
    const bytes = new Uint8Array(await file.arrayBuffer())
    // The engine's share of the time a file takes, for the benchmark (scripts/bench/einvoice-page.ts).
    const start = performance.now()
    const [result, hash] = await Promise.all([engine.checkFile(bytes, engine.parseXmlBrowser), sha256(bytes)])
    performance.measure('einvoice:engine', { start, end: performance.now() })
    return { ...base, sha256: hash, result }
  } catch (error) {
    console.error('The file could not be read', error)
    return { ...base, sha256: null, result: { ok: false, error: { code: 'unreadable' } } }
  }
}
