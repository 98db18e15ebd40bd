import { request } from 'node:http'

/**
 * The n-th client of a test: a loopback address of its own (127.0.x.y; Linux answers the whole of
 * 127.0.0.0/8 on lo). The local server, playing CloudFront, names each connection's address as the
 * viewer's, so requests from different addresses count as different visitors, and nothing a
 * client writes in a header can make them so.
 */
export function loopbackAddress(n: number): string {
  const index = (n % 65_000) + 2
  return `127.0.${Math.floor(index / 250)}.${(index % 250) + 1}`
}

/** An HTTP request from a given local address (fetch cannot choose one): status, headers and body as text. */
export function requestFrom(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  return new Promise((resolve, reject) => {
    const target = new URL(url)
    const req = request({ host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method: init.method ?? 'GET', headers: init.headers, localAddress, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(init.body)
  })
}

/** POSTs JSON from a local address of its own and parses the answer. */
export async function postJsonFrom<T>(localAddress: string, url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: T; headers: Record<string, string | string[] | undefined> }> {
  const answer = await requestFrom(localAddress, url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
  return { status: answer.status, body: JSON.parse(answer.text) as T, headers: answer.headers }
}
