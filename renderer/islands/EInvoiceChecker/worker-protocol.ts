/**
 * The messages between the page and the checker's Web Worker (worker.ts). The page sends a file's
 * bytes (transferred, not copied); the worker answers with the engine's result as JSON text (the
 * report's decimals are big.js values: JSON carries them as the strings they serialise to, and
 * `readResult` makes them decimals again) and the file's SHA-256. `failed: 'load'` means the worker
 * could not load code it needed (the PDF reader's chunk, offline): the file is not to blame.
 */
import Big from 'big.js'
import type { CheckResult } from '../../../core/einvoice/index'

export interface CheckRequest {
  readonly id: number
  readonly bytes: ArrayBuffer
}

export type CheckResponse =
  | { readonly id: number; readonly ok: true; readonly result: string; readonly sha256: string | null }
  | { readonly id: number; readonly ok: false; readonly failed: 'load' | 'crash' }

/** The worker's first message: its code has loaded. */
export interface WorkerReady {
  readonly ready: true
}

export type WorkerMessage = CheckResponse | WorkerReady

/** The engine's result from its JSON text, each `decimal` a big.js value again (as the engine made it). */
export function readResult(json: string): CheckResult {
  return JSON.parse(json, (key, value: unknown) => (key === 'decimal' && typeof value === 'string' ? new Big(value) : value)) as CheckResult
}
