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
