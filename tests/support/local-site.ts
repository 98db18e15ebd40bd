import { mkdtemp, readdir, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadConfig } from '../../lambdas/config'
import { createApiRoutes } from '../../lambdas/routes'
import { DirectoryArchive, type ArchivedInquiry } from '../../lambdas/send-contact-email/archive'
import { createSiteServer } from '../../scripts/server/site-server'
import { createRateLimitTable, localDynamoDbClient, startDynamoDbLocal } from '../../scripts/server/dynamodb-local'
import { readSiteManifest, siteRoot } from '../../scripts/site-manifest'
import { sesInbox, type StoredEmail } from './ses-inbox'

/**
 * An embedded DynamoDB engine with the qualified check's rate-counter table, as `npm start` has
 * one: the configuration entries that point the functions at it, and how to stop it.
 */
export async function startRateLimitStore(): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  const engine = await startDynamoDbLocal()
  const table = 'rate-limits'
  await createRateLimitTable(localDynamoDbClient(engine.endpoint), table)
  return { env: { DYNAMODB_ENDPOINT: engine.endpoint, RATE_LIMIT_TABLE: table, RATE_LIMIT_KEY: 'test-key-of-the-rate-counters-0123456789' }, close: () => engine.close() }
}

/**
 * The local site server with the API routes exactly as `npm start` wires them (configuration,
 * real AWS SDK, real VIES and BZSt handlers, the limits counted in an embedded DynamoDB engine),
 * archiving into a fresh temporary folder; `now` is the clock of the qualified check's limits. With `originSecret`
 * the functions check CloudFront's header: the site server sends it as CloudFront would, and a
 * second server on `directUrl` serves the same API without it, as the API's own address would.
 */
export async function startLocalSite({ sesEndpoint, viesUrl, evatrUrl, originSecret, env = {}, now }: { sesEndpoint: string; viesUrl: string; evatrUrl?: string; originSecret?: string; env?: Record<string, string>; now?: () => number }) {
  const archiveDir = await mkdtemp(join(tmpdir(), 'inquiries-'))
  const store = env.DYNAMODB_ENDPOINT ? undefined : await startRateLimitStore()
  const config = loadConfig(
    { SES_ENDPOINT: sesEndpoint, VIES_API_URL: viesUrl, INQUIRY_ARCHIVE_DIR: archiveDir, ...(evatrUrl ? { EVATR_API_URL: evatrUrl } : {}), ...(originSecret ? { ORIGIN_VERIFY_SECRET: originSecret } : {}), ...store?.env, ...env },
    { local: true },
  )
  const apiRoutes = createApiRoutes(config, { now })
  const listen = async (server: ReturnType<typeof createSiteServer>) => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }
  const server = createSiteServer({ root: siteRoot, manifest: readSiteManifest(), apiRoutes, originSecret })
  const direct = createSiteServer({ root: siteRoot, manifest: readSiteManifest(), apiRoutes })
  const url = await listen(server)
  const directUrl = originSecret ? await listen(direct) : url
  const archive = new DirectoryArchive(archiveDir)
  return {
    url,
    directUrl,
    /** Every inquiry in the archive. */
    archived: async (): Promise<ArchivedInquiry[]> => {
      const files = (await readdir(archiveDir)).filter((f) => f.endsWith('.json'))
      return Promise.all(files.map((f) => archive.read(f.replace(/\.json$/, ''))))
    },
    close: async () => {
      for (const s of originSecret ? [server, direct] : [server]) {
        await new Promise<void>((resolve) => {
          s.close(() => resolve())
          s.closeAllConnections()
        })
      }
      await store?.close()
      await rm(archiveDir, { recursive: true, force: true })
    },
  }
}

export type LocalSite = Awaited<ReturnType<typeof startLocalSite>>

/** The mails the SES emulator received whose text contains `marker`. */
export async function mailsWith(sesUrl: string, marker: string): Promise<StoredEmail[]> {
  return (await sesInbox(sesUrl)).filter((mail) => mail.body.text?.includes(marker))
}

/** POSTs JSON and returns the status, the parsed answer and how long it took. */
export async function postJson(url: string, body: object): Promise<{ status: number; body: unknown; ms: number }> {
  const started = performance.now()
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
  const text = await response.text()
  return { status: response.status, body: JSON.parse(text) as unknown, ms: performance.now() - started }
}
