/**
 * The checker's Web Worker (a same-origin module worker built by Vite, allowed by the CSP's
 * worker-src 'self'): the engine runs here, never on the page's main thread, so no file can freeze the
 * page. DOMParser does not exist in workers; the engine reads XML with saxes (xml/sax-tree.ts), as in
 * Node.
 */
import { handleCheck, handleEmbedded } from './worker-check'
import type { WorkerMessage, WorkerRequest } from './worker-protocol'

interface WorkerScope {
  postMessage(message: WorkerMessage, transfer?: Transferable[]): void
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void): void
}

const scope = globalThis as unknown as WorkerScope
scope.addEventListener('message', (event) => {
  const request = event.data
  if ('embedded' in request) void handleEmbedded(request).then((response) => scope.postMessage(response, 'file' in response ? [response.file] : []))
  else void handleCheck(request).then((response) => scope.postMessage(response))
})
scope.postMessage({ ready: true })
