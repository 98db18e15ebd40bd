// One worker of the share-card pool (scripts/build-share-cards.ts): loads the fonts once, then
// renders and writes each card it is sent, answering with the file's size.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { parentPort, workerData } from 'node:worker_threads'
import type { ShareCardContent } from './content'
import { cardFonts, renderCardPng } from './render'
import { readTheme } from './theme'

export interface WorkerSetup {
  /** Every character of every card, so that one font set serves them all. */
  text: string
}
export interface CardJob {
  content: ShareCardContent
  file: string
}
export type WorkerAnswer = { file: string; bytes: number } | { file: string; error: string }

const { text } = workerData as WorkerSetup
const style = { fonts: cardFonts([text]), theme: readTheme() }

parentPort!.on('message', async (job: CardJob) => {
  try {
    const png = await renderCardPng(job.content, style)
    mkdirSync(dirname(job.file), { recursive: true })
    writeFileSync(job.file, png)
    parentPort!.postMessage({ file: job.file, bytes: png.length } satisfies WorkerAnswer)
  } catch (error) {
    parentPort!.postMessage({ file: job.file, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies WorkerAnswer)
  }
})
