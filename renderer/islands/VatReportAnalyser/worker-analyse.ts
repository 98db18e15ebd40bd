/**
 * What the worker does with one file: the engine (core/vat-report) reading the File as a stream, with
 * the site's EU VAT rates and ECB reference rates, progress reported by `progressStep`. Apart from
 * worker.ts so that the tests run the same code without a Worker.
 */
import { analyseReport } from '../../../core/vat-report/analyse'
import type { EurRates, RateTable } from '../../../core/vat-report/inputs'
import { chunksOf } from '../../../core/vat-report/read'
import { progressStep, type AnalyseRequest, type AnalyseResponse } from './worker-protocol'

export interface Tables {
  rates: RateTable
  eurRates: EurRates
}

/** A File or anything else with a size and a stream (a test's Blob). */
type Source = Pick<Blob, 'size' | 'stream'>

export async function handleAnalyse({ id, file, profile }: Omit<AnalyseRequest, 'file'> & { file: Source }, tables: Tables, post: (response: AnalyseResponse) => void): Promise<AnalyseResponse> {
  const step = progressStep(file.size)
  let reported = 0
  try {
    const result = await analyseReport(() => chunksOf(file.stream()), {
      profile,
      ...tables,
      progress: (bytes) => {
        if (bytes - reported < step) return
        reported = bytes
        post({ id, progress: bytes })
      },
    })
    return { id, done: true, result }
  } catch (error) {
    // The browser could not read the file (removed, no permission): a DOMException from the stream.
    if (error instanceof DOMException) return { id, done: true, failed: 'unreadable' }
    console.error('The VAT report engine failed', error)
    return { id, done: true, failed: 'crash' }
  }
}
