import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib'
import type { HttpHandler } from '../../lambdas/http'
import { securityHeaders } from '../../renderer/security-headers'
import { handleApiRequest } from './api-adapter'
import { contentTypeOf, readStaticFile } from './static-files'
import { resolveUrl } from './url-rules'

const compressible = /^(text\/|application\/(json|xml)|image\/svg)/

interface Encoded {
  identity: Buffer
  br?: Buffer
  gzip?: Buffer
}

/** Serves the pre-rendered site with production's URL rules, headers and caching, plus /api/*. */
export function createSiteServer({ root, apiRoutes }: { root: string; apiRoutes: Record<string, HttpHandler> }): Server {
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
      ...securityHeaders,
      'Content-Type': contentTypeOf(file),
      'Content-Length': payload.length,
      'Cache-Control': file.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300, must-revalidate',
    }
    if (body.br || body.gzip) headers.Vary = 'Accept-Encoding'
    if (encoding) headers['Content-Encoding'] = encoding
    res.writeHead(status, headers)
    res.end(req.method === 'HEAD' ? undefined : payload)
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost')
    if (url.pathname.startsWith('/api/')) return handleApiRequest(req, res, url, apiRoutes, securityHeaders)
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...securityHeaders, Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('Method Not Allowed')
      return
    }
    let pathname: string
    try {
      pathname = decodeURIComponent(url.pathname)
    } catch {
      pathname = '/%invalid'
    }
    const resolution = resolveUrl(pathname, url.search)
    if (resolution.kind === 'redirect') {
      res.writeHead(301, { ...securityHeaders, Location: resolution.location, 'Cache-Control': 'public, max-age=3600' })
      res.end()
      return
    }
    const found = resolution.kind === 'file' ? await load(resolution.file) : null
    if (found && resolution.kind === 'file') return send(req, res, 200, resolution.file, found)
    const notFound = await load(resolution.notFoundFile)
    if (notFound) return send(req, res, 404, resolution.notFoundFile, notFound)
    res.writeHead(404, { ...securityHeaders, 'Content-Type': 'text/plain; charset=utf-8' })
    res.end('Not Found')
  }

  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('server: request failed', error)
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end()
    })
  })
}
