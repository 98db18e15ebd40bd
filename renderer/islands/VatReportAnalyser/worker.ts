/**
 * The analyser's Web Worker (a same-origin module worker built by Vite, allowed by the CSP's
 * worker-src 'self'): the engine reads the report here, never on the page's main thread, so a
 * 100,000-row file leaves the page responsive. The tables are the site's own: the EU VAT rates
 * (content/vat-rates.ts) and the ECB reference rates cut to the days a quarter's conversion uses
 * (scripts/ecb-quarter-ends-plugin.ts).
 */
import ecbCsv from '../../../content/exchange-rates/eurofxref-hist.csv?quarter-ends'
import { vatRates } from '../../../content/vat-rates'
import { parseReferenceRates } from '../../../core/ecb-rates'
import { eurRatesOf, rateTableOf } from '../../../core/vat-report/site-tables'
import { handleAnalyse } from './worker-analyse'
import type { AnalyseRequest, WorkerMessage } from './worker-protocol'

interface WorkerScope {
  postMessage(message: WorkerMessage): void
  addEventListener(type: 'message', listener: (event: MessageEvent<AnalyseRequest>) => void): void
}

const scope = globalThis as unknown as WorkerScope
const tables = { rates: rateTableOf(vatRates), eurRates: eurRatesOf(parseReferenceRates(ecbCsv)) }
scope.addEventListener('message', (event) => {
  void handleAnalyse(event.data, tables, (message) => scope.postMessage(message)).then((response) => scope.postMessage(response))
})
scope.postMessage({ ready: true })
