/**
 * The checker's Web Worker (a same-origin module worker built by Vite, allowed by the CSP's
 * worker-src 'self'): the engine runs here, never on the page's main thread, so no file can freeze the
 * page. DOMParser does not exist in workers; the engine reads XML with saxes (xml/sax-tree.ts), as in
 * Node.
 */
import { handleCheck } from './worker-check'
import type { CheckRequest, WorkerMessage } from './worker-protocol'

interface WorkerScope {
  postMessage(message: WorkerMessage): void
  addEventListener(type: 'message', listener: (event: MessageEvent<CheckRequest>) => void): void
}

const scope = globalThis as unknown as WorkerScope
scope.addEventListener('message', (event) => {
  void handleCheck(event.data).then((response) => scope.postMessage(response))
})
scope.postMessage({ ready: true })
