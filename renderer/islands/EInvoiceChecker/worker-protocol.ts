/**
 * The messages between the page and the checker's Web Worker (worker.ts). The page sends a file's
 * bytes (transferred, not copied); the worker answers with the engine's result as JSON text (the
 * report's decimals are big.js values: JSON carries them as the strings they serialise to, and
 * `readResult` makes them decimals again) and the file's SHA-256. `failed: 'load'` means the worker
 * could not load code it needed (the PDF reader's chunk, offline): the file is not to blame. For the
 * report's downloads the page asks for the files embedded in a PDF (their names) and for one of them
 * (its bytes, unpacked there under the engine's cap), so that no PDF is read on the main thread.
 */
import Big from 'big.js'
import type { CheckResult } from '../../../core/einvoice/index'

export interface CheckRequest {
  readonly id: number
  readonly bytes: ArrayBuffer
}

/** The names of the files embedded in the PDF (`embedded: 'list'`), or the bytes of the one at an index. */
export interface EmbeddedRequest {
  readonly id: number
  readonly bytes: ArrayBuffer
  readonly embedded: 'list' | number
}

export type WorkerRequest = CheckRequest | EmbeddedRequest

type Failed = { readonly id: number; readonly ok: false; readonly failed: 'load' | 'crash' }

export type CheckResponse = { readonly id: number; readonly ok: true; readonly result: string; readonly sha256: string | null } | Failed

export type EmbeddedListResponse = { readonly id: number; readonly ok: true; readonly names: readonly string[] } | Failed

/** One embedded file: its bytes (transferred), or why it cannot be saved (unpacked larger than `limit`, or damaged). */
export type EmbeddedFileResponse =
  | { readonly id: number; readonly ok: true; readonly file: ArrayBuffer }
  | { readonly id: number; readonly ok: true; readonly refused: 'too-large' | 'damaged'; readonly limit: number }
  | Failed

export type WorkerResponse = CheckResponse | EmbeddedListResponse | EmbeddedFileResponse

/** The worker's first message: its code has loaded. */
export interface WorkerReady {
  readonly ready: true
}

export type WorkerMessage = WorkerResponse | WorkerReady

/**
 * The engine's result from its JSON text, each `decimal` a big.js value again (as the engine made it).
 * Parsed plainly and then walked: a reviver, called for every value, took about four times as long
 * for a 1,000-line invoice (1.7 MB of JSON), on the main thread.
 */
export function readResult(json: string): CheckResult {
  const result: unknown = JSON.parse(json)
  reviveDecimals(result)
  return result as CheckResult
}

function reviveDecimals(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) if (item !== null && typeof item === 'object') reviveDecimals(item)
    return
  }
  const record = value as Record<string, unknown>
  for (const key in record) {
    const field = record[key]
    if (field !== null && typeof field === 'object') reviveDecimals(field)
    else if (key === 'decimal' && typeof field === 'string') record[key] = new Big(field)
  }
}
