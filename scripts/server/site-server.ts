import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib'
import { parseQuery, resolveRequest, type SiteManifest } from '../../core/url-rules'
import type { HttpHandler } from '../../lambdas/http'
import { originVerifyHeader } from '../../core/api-guard'
import { securityHeaders, type BuiltInline } from '../../core/security-headers'
import { handleApiRequest } from './api-adapter'
import { contentTypeOf } from '../../core/content-types'
import { readStaticFile } from './static-files'

const compressible = /^(text\/|application\/(json|xml)|image\/svg)/

interface Encoded {
  identity: Buffer
  br?: Buffer
  gzip?: Buffer
}

/** The path and the query of a request target exactly as received (still percent-encoded). */
export function splitTarget(target: string): { rawPath: string; rawQuery: string } {
  const q = target.indexOf('?')
  return q === -1 ? { rawPath: target, rawQuery: '' } : { rawPath: target.slice(0, q), rawQuery: target.slice(q + 1) }
}

/**
 * Serves the pre-rendered site as CloudFront does: the URL rules of core/url-rules.ts over the
 * build's manifest, the security headers on every response (errors included), production's
 * caching, plus /api/* through the Lambda handlers.
 */
export function createSiteServer({
  root,
  manifest,
  apiRoutes,
  originSecret,
}: {
  root: string
  manifest: SiteManifest & BuiltInline
  apiRoutes: Record<string, HttpHandler>
  /** Sent to the API as CloudFront sends it (lambdas/origin-guard.ts), when the functions check it. */
  originSecret?: string | undefined
}): Server {
  // dist/client never changes while the server runs, so encoded files are cached once.
  const cache = new Map<string, Encoded | null>()

  async function load(file: string): Promise<Encoded | null> {
    if (cache.has(file)) return cache.get(file) ?? null
    const identity = await readStaticFile(root, file)
    if (!identity) {
      cache.set(file, null)
      return null
    }
    const encoded: Encoded = { identity }
    if (compressible.test(contentTypeOf(file)) && identity.length > 512) {
      encoded.br = brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })
      encoded.gzip = gzipSync(identity, { level: 9 })
    }
    cache.set(file, encoded)
    return encoded
  }

  function send(req: IncomingMessage, res: ServerResponse, status: number, file: string, body: Encoded): void {
    const accept = String(req.headers['accept-encoding'] ?? '')
    const [encoding, payload] =
      body.br && /\bbr\b/.test(accept) ? ['br', body.br] : body.gzip && /\bgzip\b/.test(accept) ? ['gzip', body.gzip] : [null, body.identity]
    const headers: Record<string, string | number> = {
      'Content-Type': contentTypeOf(file),
      'Content-Length': payload.length,
      'Cache-Control': file.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300, must-revalidate',
    }
    if (body.br || body.gzip) headers.Vary = 'Accept-Encoding'
    if (encoding) headers['Content-Encoding'] = encoding
    res.writeHead(status, headers)
    res.end(req.method === 'HEAD' ? undefined : payload)
  }

  function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
    res.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' })
    res.end(text)
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { rawPath, rawQuery } = splitTarget(req.url ?? '/')
    if (rawPath.startsWith('/api/')) {
      if (originSecret !== undefined) req.headers[originVerifyHeader] = originSecret
      return handleApiRequest(req, res, { rawPath, rawQuery }, apiRoutes)
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' })
    const resolution = resolveRequest(rawPath, parseQuery(rawQuery), manifest)
    if (resolution.kind === 'redirect') {
      res.writeHead(301, { Location: resolution.location, 'Cache-Control': 'public, max-age=3600' })
      res.end()
      return
    }
    if (resolution.kind === 'found') {
      const found = await load(resolution.key)
      if (found) return send(req, res, 200, resolution.key, found)
    }
    const notFoundKey = resolution.kind === 'found' ? resolution.missing : resolution.key
    const notFound = await load(notFoundKey)
    if (notFound) return send(req, res, 404, notFoundKey, notFound)
    sendText(res, 404, 'Not Found')
  }

  const headers = Object.entries(securityHeaders(manifest))
  return createServer((req, res) => {
    // Every response carries the security headers, whatever path it takes.
    for (const [name, value] of headers) res.setHeader(name, value)
    handle(req, res).catch((error: unknown) => {
      console.error('server: request failed', error)
      if (!res.headersSent) sendText(res, 500, 'Internal Server Error')
      else res.end()
    })
  })
}
