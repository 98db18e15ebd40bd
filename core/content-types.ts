/** The Content-Type of every kind of file the site serves, the same locally and on S3. */
export const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.rss': 'application/rss+xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ics': 'text/calendar; charset=utf-8',
  '.pdf': 'application/pdf',
}

/**
 * Extensions the deployment to S3 types explicitly with `contentTypes` (infra/constructs/
 * static-site.ts): Python's built-in table, which `aws s3 sync` guesses from, lacks them.
 * tests/infra/content-types.test.ts checks every other extension the build makes against Python.
 */
export const explicitlyTypedExtensions = ['.avif', '.webp', '.ics'] as const

/** The extension of a path's last segment, lower case ("" when it has none), as Node's extname. */
function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1)
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot).toLowerCase() : ''
}

export function contentTypeOf(path: string): string {
  return contentTypes[extensionOf(path)] ?? 'application/octet-stream'
}
