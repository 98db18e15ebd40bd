import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'

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

/** Reads a file below root; null when it does not exist or the path tries to leave root. */
export async function readStaticFile(root: string, relativePath: string): Promise<Buffer | null> {
  const full = normalize(join(root, relativePath))
  if (full !== root && !full.startsWith(root.endsWith(sep) ? root : root + sep)) return null
  try {
    if (!(await stat(full)).isFile()) return null
    return await readFile(full)
  } catch {
    return null
  }
}

export function contentTypeOf(path: string): string {
  return contentTypes[extname(path).toLowerCase()] ?? 'application/octet-stream'
}
