/**
 * The checker's code that is loaded only when the first file is chosen: the engine in a Web Worker
 * (worker.ts; its PDF reader is a further import there, made only for a PDF), the rules' explanations
 * and the business terms' names. The main thread only reads the file's bytes and hands them over, so
 * no file can freeze the page. Nothing here sends anything anywhere: the bytes go from the File to
 * the worker and the report stays in the page.
 */
import type { CheckResult, InputError } from '../../../core/einvoice/index'
import { MAX_PDF_BYTES, MAX_XML_BYTES } from '../../../core/einvoice/limits'
import type { RuleTexts } from '../../../core/einvoice-texts'
import type { Lang } from '../../../content/types'
import type { TermNames } from './view-context'
import { CheckerLoadFailed, startEngineWorker, type EngineWorker } from './worker-client'
import { readResult } from './worker-protocol'

/** Not the engine's: the browser could not read the file, or the checker's code could not be loaded (then the file is kept for a retry). */
export type PageError = { readonly code: 'unreadable' } | { readonly code: 'load-failed' }

export interface CheckedFile {
  readonly name: string
  readonly size: number
  /** SHA-256 of the file's bytes, hex, so a saved report names the file it belongs to. */
  readonly sha256: string | null
  readonly result: CheckResult | { readonly ok: false; readonly error: PageError }
}

export type CheckerError = InputError | PageError

export { CheckerLoadFailed }

/** The rule texts and term names in the page's language only (scripts/einvoice/texts-vite-plugin.ts). */
const textsIn: Record<Lang, () => Promise<typeof import('virtual:einvoice-texts/de')>> = {
  de: () => import('virtual:einvoice-texts/de'),
  en: () => import('virtual:einvoice-texts/en'),
  zh: () => import('virtual:einvoice-texts/zh'),
}

async function load(lang: Lang): Promise<LoadedChecker> {
  const [worker, texts] = await Promise.all([startEngineWorker(), textsIn[lang]()]).catch((error: unknown) => {
    throw error instanceof CheckerLoadFailed ? error : new CheckerLoadFailed(String(error))
  })
  return { worker, rules: texts.rules, terms: texts.terms }
}

export interface LoadedChecker {
  readonly worker: EngineWorker
  readonly rules: RuleTexts
  readonly terms: TermNames
}

let loading: Promise<LoadedChecker> | undefined

/** The worker and the texts of the page's language, loaded once; after a failure the next call tries again. */
export function loadChecker(lang: Lang): Promise<LoadedChecker> {
  loading ??= load(lang).catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

/** The worker of the checker that made the reports on screen (a report exists only once it has loaded). */
export function loadedWorker(): Promise<EngineWorker> {
  return loading ? loading.then((checker) => checker.worker) : Promise.reject(new CheckerLoadFailed('the checker has not been loaded'))
}

const isPdfHead = (head: Uint8Array) => new TextDecoder('latin1').decode(head).includes('%PDF-')

/**
 * Checks one file. Its size is judged before anything is read (a 50 MB file costs nothing), then
 * the worker checks the bytes.
 */
export async function checkOne(checker: LoadedChecker, file: File): Promise<CheckedFile> {
  const base = { name: file.name, size: file.size }
  let bytes: ArrayBuffer
  try {
    if (file.size > MAX_XML_BYTES) {
      // Only the first bytes are read to tell a PDF (with its own, larger limit) from XML.
      const limit = isPdfHead(new Uint8Array(await file.slice(0, 1024).arrayBuffer())) ? MAX_PDF_BYTES : MAX_XML_BYTES
      if (file.size > limit) return { ...base, sha256: null, result: { ok: false, error: { code: 'too-large', limit } } }
    }
    bytes = await file.arrayBuffer()
  } catch (error) {
    console.error('The file could not be read', error)
    return { ...base, sha256: null, result: { ok: false, error: { code: 'unreadable' } } }
  }
  // The engine's share of the time a file takes (in the worker, with the hand-over), for the benchmark
  // (scripts/bench/einvoice-page.ts) and the page test that clicks while the worker is busy.
  performance.mark('einvoice:sent')
  const start = performance.now()
  const response = await checker.worker.check(bytes)
  performance.measure('einvoice:engine', { start, end: performance.now() })
  if (!response.ok) return { ...base, sha256: null, result: { ok: false, error: { code: response.failed === 'load' ? 'load-failed' : 'unreadable' } } }
  return { ...base, sha256: response.sha256, result: readResult(response.result) }
}
