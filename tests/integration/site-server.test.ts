// The local server's own paths, over raw HTTP: security headers on every answer (errors
// included), the audit's request targets, methods, and request bodies past every limit.
import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { securityHeaders } from '../../core/security-headers'
import { loopbackAddress, requestFrom } from '../support/loopback-client'
import { createSiteServer } from '../../scripts/server/site-server'
import { readSiteManifest, siteRoot } from '../../scripts/site-manifest'

let base: { host: string; port: number }
const server = createSiteServer({
  root: siteRoot,
  manifest: readSiteManifest(),
  apiRoutes: {
    '/api/boom': async () => {
      throw new Error('handler failed')
    },
    '/api/echo-size': async (event) => ({ statusCode: 200, body: JSON.stringify({ bytes: Buffer.from(event.body ?? '', 'base64').length }) }),
    '/api/echo-viewer': async (event) => ({ statusCode: 200, body: JSON.stringify({ viewer: event.headers['cloudfront-viewer-address'] ?? null, names: Object.keys(event.headers).filter((name) => name.toLowerCase() === 'cloudfront-viewer-address') }) }),
  },
})

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = { host: '127.0.0.1', port: (server.address() as AddressInfo).port }
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

function raw(method: string, path: string, body?: Buffer): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ ...base, method, path, headers: body ? { 'content-type': 'application/json', 'content-length': body.length } : {}, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString() }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

function expectSecurityHeaders(headers: Record<string, unknown>) {
  for (const [name, value] of Object.entries(securityHeaders(readSiteManifest()))) expect(headers[name.toLowerCase()], name).toBe(value)
}

describe('the visitor’s address, as CloudFront sets it', () => {
  it('comes from the connection for every function, whatever header of that name the client sent (any spelling, twice, IPv6-shaped)', async () => {
    const cases: Record<string, string>[] = [{}, { 'cloudfront-viewer-address': '198.51.100.7:443' }, { 'CloudFront-Viewer-Address': '2001:db8::7:443' }, { 'CLOUDFRONT-VIEWER-ADDRESS': '203.0.113.9:1' }]
    for (const [index, headers] of cases.entries()) {
      const from = loopbackAddress(900 + index)
      const answer = await requestFrom(from, `http://${base.host}:${base.port}/api/echo-viewer`, { headers })
      const { viewer, names } = JSON.parse(answer.text) as { viewer: string; names: string[] }
      expect(names).toEqual(['cloudfront-viewer-address'])
      // "IP:port", the port the client's socket used.
      expect(viewer).toMatch(new RegExp(`^${from.replace(/\./g, '\\.')}:\\d+$`))
    }
    // Twenty requests with a different forged address each are one client to the functions.
    const seen = new Set<string>()
    for (let i = 0; i < 20; i++) {
      const answer = await requestFrom(loopbackAddress(950), `http://${base.host}:${base.port}/api/echo-viewer`, { headers: { 'cloudfront-viewer-address': `198.51.100.${i}:443` } })
      seen.add((JSON.parse(answer.text) as { viewer: string }).viewer.replace(/:\d+$/, ''))
    }
    expect([...seen]).toEqual([loopbackAddress(950)])
  })

  it('writes an IPv6 viewer without brackets and an IPv4 one mapped into IPv6 as IPv4, as CloudFront does', async () => {
    const { viewerAddress, viewerIp } = await import('../../core/viewer-address')
    expect(viewerAddress('::ffff:127.0.0.5', 5000)).toBe('127.0.0.5:5000')
    expect(viewerAddress('2001:db8::1', 443)).toBe('2001:db8::1:443')
    expect(viewerIp('2001:db8::1:443')).toBe('2001:db8::1')
    expect(viewerIp('198.51.100.10:46532')).toBe('198.51.100.10')
  })
})

describe('local site server', () => {
  it.each([
    ['GET', '/x%0d%0ay/', 404],
    ['GET', '/%2F%2Fevil.com/', 404],
    ['GET', '//evil.com/', 404],
    ['GET', '/kontakt/', 301],
    ['GET', '/kontakt', 200],
    ['HEAD', '/kontakt', 200],
    ['POST', '/kontakt', 405],
    ['DELETE', '/', 405],
    ['GET', '/api/unknown', 404],
    ['GET', '/api/boom', 500],
  ])('%s %s answers %i with every security header', async (method, path, status) => {
    const answer = await raw(method, path)
    expect(answer.status).toBe(status)
    expectSecurityHeaders(answer.headers)
  })

  it('answers a throwing handler with a JSON error, never a stack trace', async () => {
    const answer = await raw('GET', '/api/boom')
    expect(JSON.parse(answer.text)).toEqual({ error: 'internal_error' })
    expect(answer.text).not.toContain('handler failed')
  })

  it('hands a handler at most one byte more than the largest API body, whatever arrives', async () => {
    for (const size of [10, 32 * 1024, 33 * 1024, 900 * 1024, 3 * 1024 * 1024]) {
      const answer = await raw('POST', '/api/echo-size', Buffer.alloc(size, 0x61)).catch((error: Error) => ({ status: 0, headers: {}, text: error.message }))
      if (size <= 1024 * 1024) expect(JSON.parse(answer.text), `${size} bytes`).toEqual({ bytes: Math.min(size, 32 * 1024 + 1) })
    }
    // The server is still there after a body past the drain limit.
    expect((await raw('GET', '/')).status).toBe(200)
  })
})
