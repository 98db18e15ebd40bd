// The post-deploy smoke test (scripts/smoke.ts), run as an engineer runs it, against the local
// server playing CloudFront (with the API's own address beside it), and against a careless server
// it must fail on.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { execFile } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalSite, type LocalSite } from '../support/local-site'

let site: LocalSite
let careless: Server
let carelessUrl: string

beforeAll(async () => {
  site = await startLocalSite({ sesEndpoint: 'http://127.0.0.1:1', viesUrl: 'http://127.0.0.1:1', originSecret: 'local-origin-secret-0123456789' })
  // Answers every request with 200 and no header: what the smoke test exists to catch.
  careless = createServer((_req, res) => res.end('ok'))
  await new Promise<void>((resolve) => careless.listen(0, '127.0.0.1', resolve))
  carelessUrl = `http://127.0.0.1:${(careless.address() as AddressInfo).port}`
})

afterAll(async () => {
  await site.close()
  await new Promise((resolve) => careless.close(resolve))
})

// Asynchronous: the servers under test run in this process and must keep answering.
const smoke = (...args: string[]) =>
  new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile('npx', ['tsx', 'scripts/smoke.ts', ...args], { encoding: 'utf8', timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ status: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr })
    })
  })

describe('npm run smoke', () => {
  it('passes every check on the local site, the API’s own address refusing requests', async () => {
    const run = await smoke(site.url, '--direct-api', site.directUrl)
    expect(run.stdout).not.toContain('✗')
    expect(run.stdout.match(/✓/g)).toHaveLength(15)
    expect(run.stdout).toContain('smoke test passed')
    expect(run.status).toBe(0)
  })

  it('fails, naming each problem, on a server without the headers and the URL rules', async () => {
    const run = await smoke(carelessUrl, '--direct-api', carelessUrl)
    expect(run.status).toBe(1)
    for (const problem of ['content-security-policy missing', 'strict-transport-security missing', 'status 200, expected 301', 'status 200, expected 404', 'status 200, expected 400', 'status 200, expected 403']) {
      expect(run.stdout).toContain(problem)
    }
  })

  it('fails when the API’s own address answers like the site would (no origin check)', async () => {
    const run = await smoke(site.url, '--direct-api', site.url)
    expect(run.status).toBe(1)
    expect(run.stdout).toMatch(/✗ the API's own address refuses \/api\/vies-vat-check \(403 forbidden\): status 400, expected 403/)
  })

  it('reads both addresses from the outputs file of cdk deploy', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cdk-outputs-'))
    const file = join(dir, 'cdk-outputs.json')
    writeFileSync(file, JSON.stringify({ LawFirmSiteWaf: { WebAclArn: 'arn:x' }, LawFirmSite: { SiteUrl: site.url, ApiDirectEndpoint: site.directUrl, DistributionId: 'E1' } }))
    const run = await smoke('--outputs', file)
    rmSync(dir, { recursive: true, force: true })
    expect(run.stdout.match(/✓/g)).toHaveLength(15)
    expect(run.status).toBe(0)
  })

  it('explains its use when called without a site', async () => {
    const run = await smoke()
    expect(run.status).toBe(2)
    expect(run.stderr).toContain('usage: npm run smoke')
  })
})
