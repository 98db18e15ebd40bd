/**
 * The booking page's Web Worker for what it shows on arrival (arrival.ts): the Intl work runs here,
 * so the page's main thread never pays ICU's start-up while it loads. A same-origin module worker
 * (CSP worker-src 'self'); one answer per request, `undefined` where the work failed.
 */
import { arrivalView, type ArrivalRequest, type ArrivalView } from './arrival'

interface WorkerScope {
  postMessage(message: ArrivalView | undefined): void
  addEventListener(type: 'message', listener: (event: MessageEvent<ArrivalRequest>) => void): void
}

const scope = globalThis as unknown as WorkerScope
scope.addEventListener('message', (event) => {
  let view: ArrivalView | undefined
  try {
    view = arrivalView(event.data)
  } catch {
    view = undefined
  }
  scope.postMessage(view)
})
