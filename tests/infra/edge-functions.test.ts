// The CloudFront Functions, bundled from core/url-rules.ts and run in njs, against the local
// server over real HTTP: for generated request targets both must give the same status, the same
// Location and the same bytes. CloudFront's part is modelled as documented: the viewer-request
// function answers or rewrites the URI; S3 serves the key or, lacking it, the distribution's
// error response (/404.html, status 404, viewer-response function skipped); else the
// viewer-response function sets the status.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { sep } from 'node:path'
import { request } from 'node:http'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { languages } from '../../content/languages'
import { localizePath, parseQuery, storageMissingPage } from '../../core/url-rules'
import { edgeFunctionSource } from '../../infra/url-functions'
import { securityHeaders } from '../../core/security-headers'
import { readSiteManifest, siteRoot } from '../../scripts/site-manifest'
import { startLocalSite, type LocalSite } from '../support/local-site'
import { runInNjs } from '../support/njs'
import { rawQuery, wirePath } from '../support/url-arbitraries'

const manifest = readSiteManifest()
const requestSource = edgeFunctionSource('viewer-request', manifest)
const responseSource = edgeFunctionSource('viewer-response', manifest)

interface Answer {
  status: number
  location?: string
  /** SHA-256 of the body, for the 200 and 404 answers. */
  body?: string
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')
const fileHash = (key: string) => sha(readFileSync(`${siteRoot}${key.slice(1)}`))

/** S3 decodes the percent-encoded key; a key it cannot decode or does not hold is missing. */
function s3Has(key: string): boolean {
  try {
    const decoded = decodeURIComponent(key)
    return !decoded.includes('..') && existsSync(`${siteRoot}${decoded.slice(1)}`)
  } catch {
    return false
  }
}

type RequestResult = { statusCode?: number; headers?: Record<string, { value: string }>; uri?: string }

/** What CloudFront answers for each target. */
function cloudFront(targets: string[]): Answer[] {
  const split = targets.map((t) => ({ path: t.split('?')[0]!, query: t.includes('?') ? t.slice(t.indexOf('?') + 1) : '' }))
  const requests = runInNjs<RequestResult>(
    requestSource,
    split.map((t) => ({ version: '1.0', context: { eventType: 'viewer-request' }, viewer: { ip: '192.0.2.1' }, request: { method: 'GET', uri: t.path, querystring: parseQuery(t.query), headers: {}, cookies: {} } })),
  )
  // Which URI the viewer-response function sees is not documented; it must not matter, so both run.
  const responseEvent = (uri: string) => ({ version: '1.0', context: { eventType: 'viewer-response' }, request: { method: 'GET', uri, querystring: {}, headers: {}, cookies: {} }, response: { statusCode: 200, headers: {}, cookies: {} } })
  const served = requests.map((r, i) => ({ r, i })).filter(({ r }) => r.statusCode === undefined && s3Has(r.uri!))
  const asViewerSent = runInNjs<{ statusCode: number }>(responseSource, served.map(({ i }) => responseEvent(split[i]!.path)))
  const asRewritten = runInNjs<{ statusCode: number }>(responseSource, served.map(({ r }) => responseEvent(r.uri!)))
  const status = new Map(served.map(({ i }, n) => [i, asViewerSent[n]!.statusCode]))
  served.forEach(({ i }, n) => expect(asRewritten[n]!.statusCode, `viewer-response status for ${targets[i]}`).toBe(status.get(i)))
  return requests.map((r, i) => {
    if (r.statusCode !== undefined) return { status: r.statusCode, location: r.headers!.location!.value }
    if (!status.has(i)) return { status: 404, body: fileHash(storageMissingPage) }
    return { status: status.get(i)!, body: fileHash(decodeURIComponent(r.uri!)) }
  })
}

/** What the local server answers, over a raw HTTP request (no client-side normalisation). */
function local(site: LocalSite, target: string): Promise<Answer & { headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const url = new URL(site.url)
    // A connection of its own per request: Node's pooled keep-alive sockets race the server's idle timeout ("socket hang up").
    const req = request({ host: url.hostname, port: url.port, path: target, method: 'GET', agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        const status = res.statusCode!
        resolve({
          status,
          headers: res.headers,
          ...(res.headers.location !== undefined ? { location: res.headers.location } : {}),
          ...(status === 200 || status === 404 ? { body: sha(Buffer.concat(chunks)) } : {}),
        })
      })
    })
    req.on('error', reject)
    req.end()
  })
}

const pageNames = [...new Set(manifest.pages.flatMap((p) => p.split('/')).filter(Boolean))]
const fileNames = manifest.files.map((f) => f.split('/').pop()!)
const everyUrl = [...manifest.pages.flatMap((p) => languages.map((l) => localizePath(p, l))), ...manifest.files]
const auditTargets = [
  '/%2F%2Fevil.com/', '/%2fevil.com/', '/%5Cevil.com/', '//evil.com/', '/\\evil.com/', '/x%0d%0ay/', '/kont%61kt', '/kontakt%2F',
  '/de/missing.pdf', '/kontakt/?x=1&x=2', '/kontakt/?a=', '/kontakt/?a', '/home?x=1', '/zh/home/', '/assets/missing.js', '/de/assets/x.js',
  '/lexikon/unknown', '/de/artikel/404', '/404.html', '/zh/404.html', '/kontakt/index.html', '/index.html', '/robots.txt/',
]
const generated = fc.sample(fc.tuple(wirePath([...pageNames, ...fileNames]), rawQuery()).map(([p, q]) => (q ? `${p}?${q}` : p)), { numRuns: 1_500, seed: 20261123 })
// The file folders the manifest does not list (too many files): share cards, the search index and
// the responsive images, a sample of real files and near misses.
const folderFiles = (readdirSync(siteRoot, { recursive: true }) as string[])
  .map((f) => `/${f.split(sep).join('/')}`)
  .filter((f) => /^\/(og|pagefind|assets\/images)\/.+\.[a-z_]+$/.test(f))
  .filter((_, i) => i % 7 === 0)
const folderTargets = [
  ...folderFiles,
  '/og/de/missing.png', '/og/de/index.png/', '/de/og/de/index.png', '/og/../kontakt', '/og/%2e%2e/kontakt', '/pagefind/%2E%2E/index.html',
  '/pagefind/pagefind.js?x=1', '/pagefind/', '/og', '/pagefind', '/assets/images/', '/og/de/lexikon/oss.PNG',
]
const targets = [...everyUrl, ...auditTargets, ...folderTargets, ...generated]

let site: LocalSite
beforeAll(async () => {
  site = await startLocalSite({ sesEndpoint: 'http://127.0.0.1:1', viesUrl: 'http://127.0.0.1:1' })
})
afterAll(() => site.close())

describe('CloudFront Functions (njs) and the local server', () => {
  it(`answer ${targets.length} request targets alike: status, Location, body`, async () => {
    const edge = cloudFront(targets)
    const answers: Awaited<ReturnType<typeof local>>[] = []
    for (let i = 0; i < targets.length; i += 25) answers.push(...(await Promise.all(targets.slice(i, i + 25).map((t) => local(site, t)))))
    const mismatches: string[] = []
    for (const [i, target] of targets.entries()) {
      const { headers, ...answer } = answers[i]!
      if (JSON.stringify(answer) !== JSON.stringify(edge[i])) mismatches.push(`${target}: local ${JSON.stringify(answer)} edge ${JSON.stringify(edge[i])}`)
      for (const name of Object.keys(securityHeaders(manifest))) expect(headers[name.toLowerCase()], `${name} on ${target}`).toBeDefined()
      expect(answer.status, target).toBeLessThan(500)
      if (answer.location !== undefined) expect(new URL(answer.location, 'https://site.example/a/b').origin, target).toBe('https://site.example')
    }
    expect(mismatches).toEqual([])
    // Two njs runs and one local request per target: the work grows with the site (24 s in CI with
    // 1,821 targets, over vitest's 30 s default while the browser tests shared the machine).
  }, 120_000)

  it('serve every page and file of the build with 200 and the not-found pages with 404', () => {
    const answers = cloudFront([...everyUrl, '/no-such-page', '/de/lexikon/no-such-term', '/zh/artikel/no-such-article'])
    expect(answers.slice(0, everyUrl.length).every((a) => a.status === 200)).toBe(true)
    expect(answers.slice(everyUrl.length).map((a) => a.status)).toEqual([404, 404, 404])
  })

  it('fit the 10 KB code limit of CloudFront Functions', () => {
    expect(Buffer.byteLength(requestSource)).toBeLessThan(10_240)
    expect(Buffer.byteLength(responseSource)).toBeLessThan(10_240)
  })
})
