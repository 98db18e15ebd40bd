import { mkdtemp, readdir, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadConfig } from '../../lambdas/config'
import { createApiRoutes } from '../../lambdas/routes'
import { DirectoryArchive, type ArchivedInquiry } from '../../lambdas/send-contact-email/archive'
import { createSiteServer } from '../../scripts/server/site-server'

/** A mail as the SES emulator keeps it (GET /store). */
export interface StoredEmail {
  from: string
  replyTo: string[]
  destination: { to: string[]; cc: string[]; bcc: string[] }
  subject: string
  body: { text?: string; html?: string }
}

/**
 * The local site server with the API routes exactly as `npm start` wires them (configuration,
 * real AWS SDK, real VIES handler), archiving into a fresh temporary folder.
 */
export async function startLocalSite({ sesEndpoint, viesUrl }: { sesEndpoint: string; viesUrl: string }) {
  const archiveDir = await mkdtemp(join(tmpdir(), 'inquiries-'))
  const config = loadConfig({ SES_ENDPOINT: sesEndpoint, VIES_API_URL: viesUrl, INQUIRY_ARCHIVE_DIR: archiveDir }, { local: true })
  const server = createSiteServer({ root: fileURLToPath(new URL('../../dist/client/', import.meta.url)), apiRoutes: createApiRoutes(config) })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const archive = new DirectoryArchive(archiveDir)
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Every inquiry in the archive. */
    archived: async (): Promise<ArchivedInquiry[]> => {
      const files = (await readdir(archiveDir)).filter((f) => f.endsWith('.json'))
      return Promise.all(files.map((f) => archive.read(f.replace(/\.json$/, ''))))
    },
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      await rm(archiveDir, { recursive: true, force: true })
    },
  }
}

export type LocalSite = Awaited<ReturnType<typeof startLocalSite>>

/** The mails the SES emulator received whose text contains `marker`. */
export async function mailsWith(sesUrl: string, marker: string): Promise<StoredEmail[]> {
  const { emails } = (await (await fetch(`${sesUrl}/store`)).json()) as { emails: StoredEmail[] }
  return emails.filter((mail) => mail.body.text?.includes(marker))
}

/** POSTs JSON and returns the status, the parsed answer and how long it took. */
export async function postJson(url: string, body: object): Promise<{ status: number; body: unknown; ms: number }> {
  const started = performance.now()
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
  const text = await response.text()
  return { status: response.status, body: JSON.parse(text) as unknown, ms: performance.now() - started }
}
