import tailwindcss from '@tailwindcss/vite'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { browserTarget } from './scripts/browser-target.js'
import { eInvoiceTexts } from './scripts/einvoice/texts-vite-plugin.js'
import { contentImages } from './scripts/images/vite-plugin.js'

export default defineConfig({
  plugins: [vike(), tailwindcss(), contentImages(), eInvoiceTexts()],
  build: { target: browserTarget },
  // The e-invoice checker's worker (renderer/islands/EInvoiceChecker/worker.ts) as an ES module: it
  // loads the PDF reader as a chunk of its own, only for a PDF.
  worker: { format: 'es' },
})
