/**
 * The page's side of the checker's Web Worker: started once, on the first file; each file's bytes are
 * transferred to it and its answer awaited. Starting fails with CheckerLoadFailed when the worker's
 * code cannot be fetched (the connection dropped): the page says so and offers a retry.
 */
import type { CheckResponse, WorkerMessage } from './worker-protocol'

/** The checker's code could not be loaded: not the file's fault. */
export class CheckerLoadFailed extends Error {}

export interface EngineWorker {
  check(bytes: ArrayBuffer): Promise<CheckResponse>
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
    const pending = new Map<number, (response: CheckResponse) => void>()
    let next = 1
    let ready = false
    worker.addEventListener('message', (event: MessageEvent<WorkerMessage>) => {
      const message = event.data
      if ('ready' in message) {
        ready = true
        resolve({
          check(bytes) {
            const id = next++
            return new Promise((answer) => {
              pending.set(id, answer)
              worker.postMessage({ id, bytes }, [bytes])
            })
          },
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
