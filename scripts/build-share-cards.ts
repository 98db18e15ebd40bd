// The share images of the site (docs/architecture.md, share cards): a 1200 × 630 PNG for every indexable page in every
// language, at dist/client/og/<lang>/<path>.png (renderer/share-image.ts names the file, <head>
// links it). Rendered by a small pool of worker threads; run by scripts/build-static-files.ts
// after `vike build`, or alone: `tsx scripts/build-share-cards.ts` (with the pages already built).
import { rmSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { languages } from '../content/languages'
import type { Lang } from '../content/types'
import { routeAt } from '../core/site'
import { shareImage, shareImagePath } from '../renderer/share-image'
import { shareCardContent } from './share-cards/content'
import { cardText } from './share-cards/render'
import type { CardJob, WorkerAnswer, WorkerSetup } from './share-cards/worker'
import { manifestFromBuild, siteRoot } from './site-manifest'

/** The pages with a share image: every indexable page under its canonical path, in every language. */
export function shareCardPages(pages: readonly string[]): { path: string; lang: Lang }[] {
  return pages.flatMap((path) => {
    const route = routeAt(path)
    return route.indexable && route.canonical === path ? languages.map((lang) => ({ path, lang })) : []
  })
}

export interface ShareCardReport {
  count: number
  bytes: number
  milliseconds: number
  workers: number
}

/** Renders the cards of `pages` into `root` (dist/client), replacing the old og/ folder. */
export async function buildShareCards(pages: readonly string[], root = siteRoot, workers = Math.min(4, availableParallelism())): Promise<ShareCardReport> {
  const started = performance.now()
  const jobs: CardJob[] = shareCardPages(pages).map(({ path, lang }) => ({
    content: shareCardContent(path, lang),
    file: join(root, shareImagePath(path, lang)),
  }))
  rmSync(join(root, shareImage.folder), { recursive: true, force: true })
  const setup: WorkerSetup = { text: jobs.map((job) => cardText(job.content)).join('') }
  const queue = [...jobs]
  let bytes = 0
  const pool = Array.from({ length: Math.max(1, Math.min(workers, jobs.length)) }, () =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(new URL('./share-cards/worker.ts', import.meta.url), { workerData: setup })
      const next = () => {
        const job = queue.shift()
        if (job) worker.postMessage(job)
        else void worker.terminate().then(() => resolve())
      }
      worker.on('message', (answer: WorkerAnswer) => {
        if ('error' in answer) {
          queue.length = 0
          void worker.terminate()
          reject(new Error(`share card ${answer.file}: ${answer.error}`))
          return
        }
        bytes += answer.bytes
        next()
      })
      worker.on('error', reject)
      worker.on('online', next)
    }),
  )
  await Promise.all(pool)
  return { count: jobs.length, bytes, milliseconds: Math.round(performance.now() - started), workers: pool.length }
}

export function describeReport({ count, bytes, milliseconds, workers }: ShareCardReport): string {
  return `share cards: ${count} PNGs of ${shareImage.width}×${shareImage.height}, ${(bytes / 1024 / 1024).toFixed(1)} MB (${Math.round(bytes / count / 1024)} KB each), ${(milliseconds / 1000).toFixed(1)} s with ${workers} workers`
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(describeReport(await buildShareCards(manifestFromBuild(siteRoot).pages)))
}
