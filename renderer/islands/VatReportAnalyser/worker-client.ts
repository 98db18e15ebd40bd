/**
 * The page's side of the analyser's Web Worker: started on the first file, one file at a time. A
 * cancel ends the worker (the engine stops at once, whatever it was reading) and the next file starts
 * a new one. Starting fails with AnalyserLoadFailed when the worker's code cannot be fetched.
 */
import type { VatProfile } from '../../../core/vat-report/inputs'
import type { AnalyseResponse, WorkerMessage } from './worker-protocol'

/** The analyser's code could not be loaded: not the file's fault. */
export class AnalyserLoadFailed extends Error {}

export type Outcome = Extract<AnalyseResponse, { done: true }> | { readonly done: true; readonly cancelled: true }

export interface AnalyserWorker {
  analyse(file: File, profile: VatProfile, progress: (bytes: number) => void): Promise<Outcome>
  /** Ends the worker; the file being read is answered `cancelled`. */
  cancel(): void
}

let started: Promise<AnalyserWorker> | undefined

/** The worker, started once (again after a cancel or a failure to load). */
export function analyserWorker(): Promise<AnalyserWorker> {
  started ??= start().catch((error: unknown) => {
    started = undefined
    throw error
  })
  return started
}

function start(): Promise<AnalyserWorker> {
  return new Promise((resolve, reject) => {
    let worker: Worker
    try {
      worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'vat-report-engine' })
    } catch (error) {
      reject(new AnalyserLoadFailed(String(error)))
      return
    }
    let next = 1
    let ready = false
    const pending = new Map<number, { answer: (outcome: Outcome) => void; progress: (bytes: number) => void }>()
    worker.addEventListener('message', (event: MessageEvent<WorkerMessage>) => {
      const message = event.data
      if ('ready' in message) {
        ready = true
        resolve({
          analyse: (file, profile, progress) =>
            new Promise((answer) => {
              const id = next++
              pending.set(id, { answer, progress })
              worker.postMessage({ id, file, profile })
            }),
          cancel() {
            worker.terminate()
            started = undefined
            for (const { answer } of pending.values()) answer({ done: true, cancelled: true })
            pending.clear()
          },
        })
        return
      }
      const waiting = pending.get(message.id)
      if (!waiting) return
      if ('progress' in message) return waiting.progress(message.progress)
      pending.delete(message.id)
      waiting.answer(message)
    })
    worker.addEventListener('error', (event) => {
      event.preventDefault()
      if (!ready) {
        worker.terminate()
        started = undefined
        reject(new AnalyserLoadFailed('The analyser’s worker could not be loaded'))
        return
      }
      for (const [id, { answer }] of pending) answer({ id, done: true, failed: 'crash' })
      pending.clear()
    })
  })
}
