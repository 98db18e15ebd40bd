import type { IncomingMessage, ServerResponse } from 'node:http'
import { bookingApi } from '../../core/booking-api'
import { contactApi } from '../../core/contact-api'
import { qualifiedCheckApi } from '../../core/qualified-check-api'
import { viesApi } from '../../core/vies-api'
import { viewerAddress, viewerAddressHeader } from '../../core/viewer-address'
import type { HttpEvent, HttpHandler } from '../../lambdas/http'

/**
 * The adapter keeps at most one byte more than the largest body an endpoint reads: enough for the
 * handler to see that a body is too large and answer as it does in Lambda (413 body_too_large, or
 * the no-JavaScript form's result page). The rest of a larger body is read and dropped, up to
 * `drainLimitBytes`; past that the connection is closed.
 */
const keepBytes = Math.max(contactApi.maxBodyBytes, viesApi.maxBodyBytes, bookingApi.maxBodyBytes, qualifiedCheckApi.maxBodyBytes) + 1
const drainLimitBytes = 1024 * 1024

function sendJson(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
  res.end(JSON.stringify(body))
}

/** Reads the body, keeping its first `keepBytes`; stops reading after `drainLimitBytes`. */
function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let kept = 0
    let seen = 0
    const done = () => {
      req.off('data', onData)
      resolve(Buffer.concat(chunks))
    }
    const onData = (chunk: Buffer) => {
      seen += chunk.length
      if (kept < keepBytes) {
        const part = chunk.subarray(0, keepBytes - kept)
        chunks.push(part)
        kept += part.length
      }
      if (seen > drainLimitBytes) {
        req.pause()
        done()
      }
    }
    req.on('data', onData)
    req.once('end', done)
    req.once('error', reject)
  })
}

/** Turns a Node request into the HTTP API (payload 2.0) event the Lambdas get, and back. */
export async function handleApiRequest(
  req: IncomingMessage,
  res: ServerResponse,
  target: { rawPath: string; rawQuery: string },
  routes: Record<string, HttpHandler>,
): Promise<void> {
  const handler = Object.prototype.hasOwnProperty.call(routes, target.rawPath) ? routes[target.rawPath] : undefined
  if (!handler) return sendJson(res, 404, { error: 'not_found' })
  const body = await readBody(req)
  if (!req.complete) res.setHeader('Connection', 'close')
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value
  }
  // As CloudFront does for every function: the viewer's address from the connection, never the one
  // a client wrote (Node lower-cases header names, so this replaces any spelling of it).
  headers[viewerAddressHeader] = viewerAddress(req.socket.remoteAddress ?? '127.0.0.1', req.socket.remotePort ?? 0)
  const now = new Date()
  const event: HttpEvent = {
    version: '2.0',
    routeKey: '$default',
    rawPath: target.rawPath,
    rawQueryString: target.rawQuery,
    headers,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: String(req.headers.host ?? 'localhost'),
      domainPrefix: 'local',
      http: {
        method: req.method ?? 'GET',
        path: target.rawPath,
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
    for (const [k, v] of Object.entries(result.headers ?? {})) res.setHeader(k, String(v))
    res.writeHead(result.statusCode ?? 200)
    res.end(result.body && result.isBase64Encoded ? Buffer.from(result.body, 'base64') : (result.body ?? ''))
  } catch (error) {
    console.error(`api: ${target.rawPath} failed`, error)
    sendJson(res, 500, { error: 'internal_error' })
  }
  if (!req.complete) res.once('finish', () => req.destroy())
}
