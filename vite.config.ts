import tailwindcss from '@tailwindcss/vite'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { browserTarget } from './scripts/browser-target.js'
import { ecbQuarterEnds } from './scripts/ecb-quarter-ends-plugin.js'
import { eInvoiceTexts } from './scripts/einvoice/texts-vite-plugin.js'
import { contentImages } from './scripts/images/vite-plugin.js'

export default defineConfig({
  plugins: [vike(), tailwindcss(), contentImages(), eInvoiceTexts(), ecbQuarterEnds()],
  build: { target: browserTarget },
  // The e-invoice checker's worker (renderer/islands/EInvoiceChecker/worker.ts) as an ES module: it
  // loads the PDF reader as a chunk of its own, only for a PDF. The Amazon VAT report analyser's
  // worker reads the ECB rates through ecbQuarterEnds.
  worker: { format: 'es', plugins: () => [ecbQuarterEnds()] },
})
