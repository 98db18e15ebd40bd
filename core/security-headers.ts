/** What the build contributes to the policy (dist/site-manifest.json, scripts/site-manifest.ts). */
export interface BuiltInline {
  /** CSP sources ('sha256-…') of the stylesheet inlined into every page (scripts/inline-stylesheet.ts). */
  inlineStyleHashes: string[]
  /** CSP sources of the one inline script every page carries (renderer/boot-script.ts), hashed as built. */
  inlineScriptHashes: string[]
}

/**
 * Security headers of every response, the same locally (scripts/serve.ts) and in production
 * (the CloudFront response headers policy), both given the build's manifest. No request may leave
 * the site's origin. Browsers ignore HSTS over plain HTTP (RFC 6797 §8.1), so the local server may
 * send it too.
 */
export function contentSecurityPolicy({ inlineStyleHashes, inlineScriptHashes }: BuiltInline): string {
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets the site search (Pagefind) compile its WebAssembly, loaded from this
    // origin when a visitor opens search; it allows no eval() or inline script.
    ["script-src 'self'", ...inlineScriptHashes, "'wasm-unsafe-eval'"].join(' '),
    // The inline stylesheet by its hash, never 'unsafe-inline'; files from this origin.
    ["style-src 'self'", ...inlineStyleHashes].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    // The e-invoice checker's engine runs in a module worker built into /assets/ (same origin only;
    // without this line workers would fall back to script-src, which also admits the inline hashes).
    "worker-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ')
}

/** HSTS: one year, subdomains included, ready for the browsers' preload lists. */
export const hsts = { maxAgeSeconds: 31_536_000, includeSubdomains: true, preload: true } as const

/** The headers every response carries, for the build's inline stylesheet and script. */
export function securityHeaders(build: BuiltInline): Record<string, string> {
  return {
    'Strict-Transport-Security': `max-age=${hsts.maxAgeSeconds}${hsts.includeSubdomains ? '; includeSubDomains' : ''}${hsts.preload ? '; preload' : ''}`,
    'Content-Security-Policy': contentSecurityPolicy(build),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}
