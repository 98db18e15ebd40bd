// Vite plugin: `import csv from '…/eurofxref-hist.csv?quarter-ends'` yields the ECB history file
// (content/exchange-rates/) cut down to the publication days an OSS return's conversion can use
// (core/ecb-rates.ts `quarterEndRates`), in the same format: the Amazon VAT report analyser's worker
// carries a few kilobytes instead of the whole history.
import { readFile } from 'node:fs/promises'
import type { Plugin } from 'vite'
import { formatReferenceRates, parseReferenceRates, quarterEndRates } from '../core/ecb-rates.js'

const query = '?quarter-ends'

export function ecbQuarterEnds(): Plugin {
  return {
    name: 'ecb-quarter-ends',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(query)) return null
      const path = id.slice(0, -query.length)
      this.addWatchFile(path)
      const text = formatReferenceRates(quarterEndRates(parseReferenceRates(await readFile(path, 'utf8'))))
      return `export default ${JSON.stringify(text)}`
    },
  }
}
