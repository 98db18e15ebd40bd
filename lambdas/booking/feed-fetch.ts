import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { FeedIncomplete } from './calendar-feed/read-feed'

/** The feed's address, or one it redirects to, is not one the booking may fetch (issue 39, B3). */
export class FeedAddressRefused extends Error {}

const v4 = (a: number, b: number, c: number, d: number) => ((a << 24) | (b << 16) | (c << 8) | d) >>> 0

/** IPv4 ranges no calendar is served from (RFC 6890's special-purpose registry): what the function's network reaches besides the internet. */
const refusedV4: [number, number, string][] = [
  [v4(0, 0, 0, 0), 8, 'this network'],
  [v4(10, 0, 0, 0), 8, 'private'],
  [v4(100, 64, 0, 0), 10, 'shared (carrier-grade NAT)'],
  [v4(127, 0, 0, 0), 8, 'loopback'],
  [v4(169, 254, 0, 0), 16, 'link-local'],
  [v4(172, 16, 0, 0), 12, 'private'],
  [v4(192, 0, 0, 0), 29, 'IETF protocol assignments'],
  [v4(192, 0, 0, 170), 31, 'IETF protocol assignments'],
  [v4(192, 0, 2, 0), 24, 'documentation'],
  [v4(192, 168, 0, 0), 16, 'private'],
  [v4(198, 18, 0, 0), 15, 'benchmarking'],
  [v4(198, 51, 100, 0), 24, 'documentation'],
  [v4(203, 0, 113, 0), 24, 'documentation'],
  [v4(224, 0, 0, 0), 4, 'multicast'],
  [v4(240, 0, 0, 0), 4, 'reserved'],
]

function parseV4(text: string): number {
  const [a, b, c, d] = text.split('.').map(Number) as [number, number, number, number]
  return v4(a, b, c, d)
}

/** An IPv6 address as 8 groups of 16 bits (the zone index dropped, an embedded IPv4 tail read). */
function parseV6(text: string): number[] {
  let address = text.replace(/%.*$/, '').toLowerCase()
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1]
  if (tail) {
    const n = parseV4(tail)
    address = `${address.slice(0, -tail.length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`
  }
  const [head, rest] = address.includes('::') ? address.split('::') : [address, undefined]
  const left = head ? head.split(':') : []
  const right = rest ? rest.split(':') : []
  const groups = rest === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
  return groups.map((group) => parseInt(group, 16))
}

const inV6 = (groups: number[], prefix: number[], bits: number) => {
  for (let i = 0; i < 8 && bits > 0; i++, bits -= 16) {
    const mask = bits >= 16 ? 0xffff : (0xffff << (16 - bits)) & 0xffff
    if ((groups[i]! & mask) !== ((prefix[i] ?? 0) & mask)) return false
  }
  return true
}

/** IPv6 ranges refused outright; IPv4 inside IPv6 (NAT64, 6to4) is judged by its IPv4 address. */
const refusedV6: [number[], number, string][] = [
  [[0, 0, 0, 0, 0, 0], 96, 'IPv4-compatible, unspecified or loopback'],
  [[0, 0, 0, 0, 0, 0xffff], 96, 'IPv4-mapped'],
  [[0x100, 0, 0, 0], 64, 'discard-only'],
  [[0x2001, 0], 23, 'IETF protocol assignments'],
  [[0x2001, 0xdb8], 32, 'documentation'],
  [[0xfc00], 7, 'unique local (private)'],
  [[0xfe80], 10, 'link-local'],
  [[0xfec0], 10, 'site-local'],
  [[0xff00], 8, 'multicast'],
]

/**
 * Why the feed may not be fetched from this IP address (IPv4 or IPv6, IPv4-mapped and NAT64 or
 * 6to4 addresses included), or undefined for an address on the internet. `allowLoopback` admits
 * 127.0.0.0/8 and ::1 for the local fakes (BOOKING_CALENDAR_FEED_ALLOW_LOCAL), nothing else.
 */
export function refusedAddress(address: string, allowLoopback = false): string | undefined {
  const family = isIP(address.replace(/%.*$/, ''))
  if (family === 4) {
    const n = parseV4(address)
    if (allowLoopback && n >>> 24 === 127) return undefined
    return refusedV4.find(([base, bits]) => (bits === 0 ? true : n >>> (32 - bits) === base >>> (32 - bits)))?.[2]
  }
  if (family !== 6) return 'not an IP address'
  const groups = parseV6(address)
  if (allowLoopback && inV6(groups, [0, 0, 0, 0, 0, 0, 0, 1], 128)) return undefined
  const embedded = (high: number, low: number) => `${high >>> 8}.${high & 0xff}.${low >>> 8}.${low & 0xff}`
  if (inV6(groups, [0x64, 0xff9b, 0, 0, 0, 0], 96)) return refusedAddress(embedded(groups[6]!, groups[7]!)) && 'NAT64 of a refused IPv4 address'
  if (inV6(groups, [0x2002], 16)) return refusedAddress(embedded(groups[1]!, groups[2]!)) && '6to4 of a refused IPv4 address'
  return refusedV6.find(([prefix, bits]) => inV6(groups, prefix, bits))?.[2]
}

/** How a host name becomes addresses: dns.lookup (the system's resolver), or a test's own table. */
export type Resolve = (hostname: string) => Promise<LookupAddress[]>

const systemResolve: Resolve = (hostname) =>
  new Promise((resolve, reject) => dnsLookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))))

/** The connection's lookup, refusing a name that resolves to any address the feed may not come from: the check is on the address connected to, not the name. */
function guardedLookup(resolveName: Resolve, allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolveName(hostname).then((found) => {
      const addresses = options.family === 4 || options.family === 6 ? found.filter((entry) => entry.family === options.family) : found
      const refused = addresses.find((entry) => refusedAddress(entry.address, allowLoopback))
      if (refused || addresses.length === 0) {
        const why = refused ? refusedAddress(refused.address, allowLoopback) : 'no address'
        return callback(Object.assign(new FeedAddressRefused(`the calendar feed's host ${hostname} resolves to ${refused?.address ?? 'nothing'} (${why})`), { code: 'EFEEDREFUSED' }), '', 0)
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses)
      callback(null, addresses[0]!.address, addresses[0]!.family)
    }, (error: NodeJS.ErrnoException) => callback(error, '', 0))
  }
}

export interface FeedFetchOptions {
  timeoutMs: number
  maxBytes: number
  /** Plain http: (the local fakes: BOOKING_CALENDAR_FEED_ALLOW_LOCAL). */
  allowHttp: boolean
  /** Loopback addresses (the local fakes); never private or link-local ones. */
  allowLoopback: boolean
  /** The resolver (the system's unless a test gives its own table); its answers are checked all the same. */
  resolve?: Resolve
  /** A certificate to trust besides the system's (a test's own https fake). */
  ca?: string
}

const maxRedirects = 5

/**
 * Fetches a calendar feed over https: (http: and loopback only with `allowLocal`), following at
 * most five redirects, each checked like the first: no plain http, no private, loopback,
 * link-local or otherwise special address, judged on the address DNS gives (IPv4 and IPv6)
 * when the connection is made. A body that ends before it is whole (a connection reset, fewer
 * bytes than its Content-Length, a chunked body without its last chunk) throws FeedIncomplete.
 */
export async function fetchFeed(url: string, options: FeedFetchOptions): Promise<string> {
  const signal = AbortSignal.timeout(options.timeoutMs)
  let target = new URL(url)
  for (let hop = 0; ; hop++) {
    if (target.protocol !== 'https:' && !(options.allowHttp && target.protocol === 'http:')) throw new FeedAddressRefused(`the calendar feed must be fetched over https, not ${target.protocol}`)
    const literal = target.hostname.replace(/^\[|\]$/g, '')
    if (isIP(literal)) {
      const why = refusedAddress(literal, options.allowLoopback)
      if (why) throw new FeedAddressRefused(`the calendar feed's address ${literal} is refused (${why})`)
    }
    const response = await get(target, signal, options)
    const status = response.statusCode ?? 0
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume()
      if (hop >= maxRedirects) throw new Error(`the calendar feed redirects more than ${maxRedirects} times`)
      target = new URL(response.headers.location, target)
      continue
    }
    if (status < 200 || status >= 300) {
      response.resume()
      throw new Error(`calendar feed answered ${status}`)
    }
    return readBody(response, options.maxBytes, signal)
  }
}

function get(url: URL, signal: AbortSignal, options: FeedFetchOptions): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const lookup = guardedLookup(options.resolve ?? systemResolve, options.allowLoopback)
    // A connection of its own for every request (agent: false): a kept-alive socket would skip the lookup and its check.
    const common = { signal, lookup, agent: false as const, headers: { accept: 'text/calendar' } }
    const request = url.protocol === 'https:' ? httpsRequest(url, { ...common, ...(options.ca ? { ca: options.ca } : {}) }, resolve) : httpRequest(url, common, resolve)
    request.on('error', (error) => reject(error instanceof FeedAddressRefused ? error : (error as { cause?: unknown }).cause instanceof FeedAddressRefused ? (error as { cause: Error }).cause : error))
    request.end()
  })
}

function readBody(response: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let settled = false
    const fail = (error: Error) => {
      if (settled) return
      settled = true
      response.destroy()
      reject(error)
    }
    signal.addEventListener('abort', () => fail(new Error('the calendar feed timed out')), { once: true })
    response.on('data', (chunk: Buffer) => {
      size += chunk.byteLength
      if (size > maxBytes) return fail(new Error(`calendar feed larger than ${maxBytes} bytes`))
      chunks.push(chunk)
    })
    response.on('aborted', () => fail(new FeedIncomplete('the calendar feed’s transfer was cut off')))
    response.on('error', (error) => fail(signal.aborted ? new Error('the calendar feed timed out') : new FeedIncomplete(`the calendar feed’s transfer was cut off (${error.message})`)))
    response.on('end', () => {
      if (!response.complete) return fail(new FeedIncomplete('the calendar feed’s transfer was cut off'))
      if (settled) return
      settled = true
      resolve(Buffer.concat(chunks).toString('utf8'))
    })
  })
}
