/**
 * The messages between the page and the analyser's Web Worker (worker.ts). The page sends the File
 * itself (a handle: structured clone copies no bytes) and the profile; the worker reads the file as a
 * stream, reports the bytes read so far now and then, and answers with the engine's result (plain
 * JSON data) or, where the engine failed, `failed`. Cancelling ends the worker (worker-client.ts).
 */
import type { VatReportResult } from '../../../core/vat-report/analyse'
import type { VatProfile } from '../../../core/vat-report/inputs'

export interface AnalyseRequest {
  readonly id: number
  readonly file: File
  readonly profile: VatProfile
}

export type AnalyseResponse =
  | { readonly id: number; readonly progress: number }
  | { readonly id: number; readonly done: true; readonly result: VatReportResult }
  | { readonly id: number; readonly done: true; readonly failed: 'unreadable' | 'crash' }

/** The worker's first message: its code has loaded. */
export interface WorkerReady {
  readonly ready: true
}

export type WorkerMessage = AnalyseResponse | WorkerReady

/**
 * Progress is reported when at least `step` more bytes were read than last reported (a hundredth of
 * the file, at least 256 KiB): a few hundred messages for any file, never one per chunk.
 */
export function progressStep(size: number): number {
  return Math.max(256 * 1024, Math.ceil(size / 100))
}
