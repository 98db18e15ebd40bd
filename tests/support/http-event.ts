import type { HttpEvent } from '../../lambdas/http'

/** A function-URL event as CloudFront/the local server deliver it. */
export function httpEvent({
  method = 'POST',
  path = '/api/send-contact-email',
  contentType = 'application/json',
  body,
  query = '',
}: { method?: string; path?: string; contentType?: string | null; body?: string | object; query?: string }): HttpEvent {
  const text = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body)
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: path,
    rawQueryString: query,
    headers: contentType ? { 'content-type': contentType } : {},
    requestContext: {
      accountId: 'test',
      apiId: 'test',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: 'test',
      routeKey: '$default',
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    body: text === undefined ? undefined : Buffer.from(text).toString('base64'),
    isBase64Encoded: text !== undefined,
  }
}
