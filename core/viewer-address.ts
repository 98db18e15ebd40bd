/**
 * CloudFront-Viewer-Address, the header CloudFront adds to an origin request with the viewer's IP
 * address and source port ("198.51.100.10:46532"; an IPv6 address unbracketed, its port after the
 * last colon). CloudFront sets its value itself (docs/deploying.md names the source); the local
 * server, which plays CloudFront, sets it from the socket and drops any the client sent.
 */
export const viewerAddressHeader = 'cloudfront-viewer-address'
/** The same as CloudFront's documentation spells it (an origin request policy names it so). */
export const viewerAddressName = 'CloudFront-Viewer-Address'
/** The one header of a visitor's own the functions read (the media type of a body); no other reaches them. */
export const apiForwardedHeaders = ['Content-Type'] as const

/** The header's value for a connection: IPv4 as such (also when a dual-stack socket maps it into IPv6), IPv6 unbracketed. */
export function viewerAddress(remoteAddress: string, remotePort: number): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(remoteAddress)
  return `${mapped ? mapped[1] : remoteAddress}:${remotePort}`
}

/** The viewer's IP address from the header's value: everything before the last colon. */
export function viewerIp(value: string): string {
  const colon = value.lastIndexOf(':')
  return colon > 0 ? value.slice(0, colon) : value
}

/**
 * The key a client is counted by (the request limits, lambdas/shared-rate-limit.ts): an IPv4
 * address on its own ("4:198.51.100.10"), an IPv6 address by its /64 ("6:2001:db8:0:0/64"), since
 * one subscriber usually holds a whole /64 and may use any address in it. Every spelling of an
 * address gives the same key: compressed or expanded, upper or lower case, with leading zeros,
 * with a zone id ("fe80::1%eth0"), and an IPv4-mapped IPv6 address (::ffff:198.51.100.10, also
 * written in hex) counts as the IPv4 address it maps. A value that is no IP address (a test's
 * made-up source) is its own key, marked as such.
 */
export function clientKey(ip: string): string {
  const address = ip.trim().replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  const v4 = ipv4Octets(address)
  if (v4) return `4:${v4.join('.')}`
  const groups = ipv6Groups(address)
  if (!groups) return `other:${address.toLowerCase()}`
  // ::ffff:0:0/96 holds the IPv4 addresses as a dual-stack socket sees them.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) return `4:${[groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.')}`
  return `6:${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}/64`
}

function ipv4Octets(text: string): number[] | undefined {
  if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(text)) return undefined
  const octets = text.split('.').map(Number)
  return octets.every((o) => o <= 255) ? octets : undefined
}

/** The eight 16-bit groups of an IPv6 address in any of its spellings, or undefined. */
function ipv6Groups(text: string): number[] | undefined {
  let hex = text
  // A trailing dotted IPv4 part (::ffff:198.51.100.10) is the last two groups.
  const dotted = /:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text)
  if (dotted) {
    const octets = ipv4Octets(dotted[1]!)
    if (!octets) return undefined
    hex = `${text.slice(0, dotted.index + 1)}${((octets[0]! << 8) | octets[1]!).toString(16)}:${((octets[2]! << 8) | octets[3]!).toString(16)}`
  }
  const halves = hex.split('::')
  if (halves.length > 2) return undefined
  const parse = (part: string) => (part === '' ? [] : part.split(':'))
  const head = parse(halves[0]!)
  const rest = halves.length === 2 ? parse(halves[1]!) : undefined
  const parts = [...head, ...(rest ?? [])]
  if (parts.some((p) => !/^[0-9a-fA-F]{1,4}$/.test(p))) return undefined
  if (rest === undefined ? parts.length !== 8 : parts.length > 7) return undefined
  return [...head, ...Array<string>(8 - parts.length).fill('0'), ...(rest ?? [])].map((p) => parseInt(p, 16))
}
