import { createHash } from 'node:crypto'
import { bootScript } from './boot-script'

const bootScriptHash = `'sha256-${createHash('sha256').update(bootScript).digest('base64')}'`

/**
 * Security headers of every HTML response, the same locally (scripts/serve.ts) and in production
 * (the CloudFront response headers policy). No request may leave the site's origin.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' ${bootScriptHash}`,
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ')

export const securityHeaders: Record<string, string> = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
}
