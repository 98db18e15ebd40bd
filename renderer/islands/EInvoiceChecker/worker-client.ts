/**
 * The page's side of the checker's Web Worker: started once, on the first file; each file's bytes are
 * transferred to it and its answer awaited. Starting fails with CheckerLoadFailed when the worker's
 * code cannot be fetched (the connection dropped): the page says so and offers a retry.
 */
import type { CheckResponse, EmbeddedFileResponse, EmbeddedListResponse, WorkerMessage, WorkerRequest, WorkerResponse } from './worker-protocol'

/** A request as the page makes it; the id is added on sending. */
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never

/** The checker's code could not be loaded: not the file's fault. */
export class CheckerLoadFailed extends Error {}

export interface EngineWorker {
  check(bytes: ArrayBuffer): Promise<CheckResponse>
  /** The names of the files embedded in a PDF, for the report's downloads. */
  embeddedNames(bytes: ArrayBuffer): Promise<EmbeddedListResponse>
  /** One of them (by its index in the list), unpacked in the worker. */
  embeddedFile(bytes: ArrayBuffer, index: number): Promise<EmbeddedFileResponse>
}

/** Starts the worker and resolves once its code has loaded (its first message). */
export function startEngineWorker(): Promise<EngineWorker> {
  return new Promise((resolve, reject) => {
    let worker: Worker
    try {
      worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'einvoice-engine' })
    } catch (error) {
      reject(new CheckerLoadFailed(String(error)))
      return
    }
    const pending = new Map<number, (response: WorkerResponse) => void>()
    let next = 1
    let ready = false
    worker.addEventListener('message', (event: MessageEvent<WorkerMessage>) => {
      const message = event.data
      if ('ready' in message) {
        ready = true
        // Each request's answer comes back under its id; its type is the one its kind of request gets.
        const ask = <R extends WorkerResponse>(request: WithoutId<WorkerRequest>): Promise<R> => {
          const id = next++
          return new Promise((answer) => {
            pending.set(id, answer as (response: WorkerResponse) => void)
            worker.postMessage({ ...request, id }, [request.bytes])
          })
        }
        resolve({
          check: (bytes) => ask<CheckResponse>({ bytes }),
          embeddedNames: (bytes) => ask<EmbeddedListResponse>({ bytes, embedded: 'list' }),
          embeddedFile: (bytes, index) => ask<EmbeddedFileResponse>({ bytes, embedded: index }),
        })
        return
      }
      pending.get(message.id)?.(message)
      pending.delete(message.id)
    })
    worker.addEventListener('error', (event) => {
      event.preventDefault()
      if (!ready) {
        worker.terminate()
        reject(new CheckerLoadFailed('The checker’s worker could not be loaded'))
        return
      }
      // An error outside a check's own handling: every waiting file is told the engine failed.
      for (const [id, answer] of pending) answer({ id, ok: false, failed: 'crash' })
      pending.clear()
    })
  })
}
