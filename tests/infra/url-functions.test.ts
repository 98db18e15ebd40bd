// The CloudFront Functions, executed as CloudFront would, must answer like the local server.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { languages } from '../../content/languages'
import { pagePathsFromBuild } from '../../infra/site-pages'
import { viewerRequestSource, viewerResponseSource } from '../../infra/url-functions'
import { localizePath } from '../../renderer/urls'
import { resolveUrl } from '../../scripts/server/url-rules'

const root = fileURLToPath(new URL('../../dist/client', import.meta.url))
const pages = pagePathsFromBuild(root)

type Handler = (event: object) => { statusCode?: number; uri?: string; headers?: Record<string, { value: string }> }
const load = (source: string): Handler => runInNewContext(`${source}; handler`) as Handler
const viewerRequest = load(viewerRequestSource(pages))
const viewerResponse = load(viewerResponseSource(pages))

function request(uri: string, querystring: Record<string, { value: string }> = {}) {
  return viewerRequest({ version: '1.0', request: { method: 'GET', uri, querystring, headers: {}, cookies: {} } })
}
function responseStatus(uri: string): number | undefined {
  return viewerResponse({ version: '1.0', request: { method: 'GET', uri, querystring: {}, headers: {} }, response: { statusCode: 200, headers: {} } }).statusCode
}

/** What the local server does for a URI: redirect target, served file, or not-found file. */
function localServer(uri: string): { redirect?: string; file?: string; notFound?: string } {
  const resolution = resolveUrl(uri)
  if (resolution.kind === 'redirect') return { redirect: resolution.location }
  if (resolution.kind === 'file' && existsSync(`${root}${resolution.file}`)) return { file: resolution.file }
  return { notFound: resolution.notFoundFile }
}

describe('CloudFront URL functions', () => {
  it('knows every pre-rendered page', () => {
    expect(pages).toContain('/')
    expect(pages).toContain('/lexikon/oss')
    expect(pages).toContain('/kontakt/fehler/send-failed')
    expect(pages).not.toContain('/lexikon/404')
    expect(pages.length).toBe(65)
  })

  const uris = [
    ...pages.flatMap((p) => languages.map((l) => localizePath(p, l))),
    '/kontakt/', '/de/', '/zh/lexikon/oss/', '/home', '/de/home', '/zh/home',
    '/no-such-page', '/de/no-such-page', '/zh/a/b/c', '/lexikon/no-such-term', '/de/artikel/no-such-article',
    '/zh/lexikon/404', '/lexikon/oss/extra', '/fristenkalender/2030', '/en/kontakt',
    '/sitemap.xml', '/de/feed.xml', '/favicon.svg', '/downloads/fristenkalender-2025-de.ics',
  ]

  it.each(uris)('%s: same answer as the local server', (uri) => {
    const expected = localServer(uri)
    const result = request(uri)
    if (expected.redirect) {
      expect(result.statusCode).toBe(301)
      expect(result.headers?.location?.value).toBe(expected.redirect)
    } else if (expected.file) {
      expect(result.uri).toBe(expected.file)
      expect(responseStatus(uri)).toBe(200)
    } else {
      expect(result.uri).toBe(expected.notFound)
      expect(responseStatus(uri)).toBe(404)
    }
  })

  it('keeps the query string on redirects', () => {
    expect(request('/kontakt/', { ref: { value: 'x' } }).headers?.location?.value).toBe('/kontakt?ref=x')
  })

  it('fits CloudFront Functions’ 10 KB code limit', () => {
    expect(Buffer.byteLength(viewerRequestSource(pages))).toBeLessThan(10_240)
    expect(Buffer.byteLength(viewerResponseSource(pages))).toBeLessThan(10_240)
  })
})
