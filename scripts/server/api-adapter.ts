import type { IncomingMessage, ServerResponse } from 'node:http'
import type { HttpEvent, HttpHandler } from '../../lambdas/http'

/** Largest request body the local server accepts, as the CloudFront/Lambda path would. */
export const maxBodyBytes = 64 * 1024

function sendJson(res: ServerResponse, status: number, body: object, headers: Record<string, string>): void {
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
  res.end(JSON.stringify(body))
}

async function readBody(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > maxBodyBytes) return null
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

/** Turns a Node request into the Lambda event a function URL would deliver, and back. */
export async function handleApiRequest(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  routes: Record<string, HttpHandler>,
  securityHeaders: Record<string, string>,
): Promise<void> {
  const handler = routes[url.pathname]
  if (!handler) return sendJson(res, 404, { error: 'not_found' }, securityHeaders)
  const body = await readBody(req)
  if (body === null) return sendJson(res, 413, { error: 'payload_too_large' }, securityHeaders)
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value
  }
  const now = new Date()
  const event: HttpEvent = {
    version: '2.0',
    routeKey: '$default',
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: url.host,
      domainPrefix: 'local',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: req.headers['user-agent'] ?? '',
      },
      requestId: crypto.randomUUID(),
      routeKey: '$default',
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body.length > 0 ? body.toString('base64') : undefined,
    isBase64Encoded: body.length > 0,
  }
  try {
    const result = await handler(event)
    const responseHeaders: Record<string, string> = { ...securityHeaders }
    for (const [k, v] of Object.entries(result.headers ?? {})) responseHeaders[k] = String(v)
    res.writeHead(result.statusCode ?? 200, responseHeaders)
    res.end(result.body && result.isBase64Encoded ? Buffer.from(result.body, 'base64') : (result.body ?? ''))
  } catch (error) {
    console.error(`api: ${url.pathname} failed`, error)
    sendJson(res, 500, { error: 'internal_error' }, securityHeaders)
  }
}
