// The site as `npm start` serves it (scripts/serve.ts with its SES emulator), checking VAT IDs
// against the local fake VIES, each in its own process.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, startProcess } from './processes'

export interface LocalSite {
  url: string
  sesUrl: string
  /** The site server's process (with the SES emulator inside), for its CPU time. */
  pid: number
  /** Where the site archives accepted inquiries. */
  archiveDir: string
  stop: () => Promise<void>
}

/** `env` adds to or overrides the server's environment (e.g. another calendar feed). */
export async function startLocalSite(env: Record<string, string> = {}): Promise<LocalSite> {
  const [sitePort, sesPort, viesPort] = [await freePort(), await freePort(), await freePort()]
  const archiveDir = await mkdtemp(join(tmpdir(), 'bench-inquiries-'))
  const vies = await startProcess('tsx', ['tests/support/fake-vies-server.ts'], {
    env: { PORT: String(viesPort) },
    readyUrl: `http://127.0.0.1:${viesPort}/`,
  })
  const sesUrl = `http://127.0.0.1:${sesPort}`
  const site = await startProcess('tsx', ['scripts/serve.ts'], {
    env: { PORT: String(sitePort), SES_ENDPOINT: sesUrl, SES_EMULATOR: 'on', VIES_API_URL: `http://127.0.0.1:${viesPort}`, INQUIRY_ARCHIVE_DIR: archiveDir, ...env },
    readyUrl: `http://127.0.0.1:${sitePort}/`,
  })
  return {
    url: `http://127.0.0.1:${sitePort}`,
    sesUrl,
    archiveDir,
    pid: site.process.pid!,
    stop: async () => {
      await Promise.all([site.stop(), vies.stop()])
      await rm(archiveDir, { recursive: true, force: true })
    },
  }
}
