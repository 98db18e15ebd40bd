import { homeAliases } from '../../content/routes'
import { localizePath, parseLocalizedPath } from '../../renderer/urls'

export type Resolution =
  | { kind: 'redirect'; location: string }
  | { kind: 'file'; file: string; notFoundFile: string }
  | { kind: 'notFound'; notFoundFile: string }

/** Sections with their own not-found view (SPEC.md §8): unknown term and article ids. */
const sectionNotFound = ['/lexikon/', '/artikel/']

/**
 * The URL rules of the site, the same locally and in CloudFront:
 * - no trailing slash (except "/"): /kontakt/ → 301 /kontakt
 * - /home (and /de/home, /zh/home) → 301 to that language's home
 * - a path with a file extension is a file; any other path is a page: <path>/index.html
 * - a page that does not exist answers with the 404 page of its language, status 404; below
 *   /lexikon/ and /artikel/ with that section's not-found view (pre-rendered as …/404)
 */
export function resolveUrl(pathname: string, search = ''): Resolution {
  if (pathname.length > 1 && pathname.endsWith('/')) {
    return { kind: 'redirect', location: pathname.replace(/\/+$/, '') + search || '/' }
  }
  const { lang, path } = parseLocalizedPath(pathname)
  if ((homeAliases as readonly string[]).includes(path)) {
    return { kind: 'redirect', location: localizePath('/', lang) + search }
  }
  const prefix = lang === 'en' ? '' : `/${lang}`
  const section = sectionNotFound.find((s) => path.startsWith(s) && path.split('/').length === 3)
  const notFoundFile = section ? `${prefix}${section}404/index.html` : `${prefix}/404.html`
  const lastSegment = pathname.split('/').pop() ?? ''
  // The not-found views themselves are never a found page.
  if (section && lastSegment === '404') return { kind: 'notFound', notFoundFile }
  if (lastSegment.includes('.')) return { kind: 'file', file: pathname, notFoundFile }
  return { kind: 'file', file: pathname === '/' ? '/index.html' : `${pathname}/index.html`, notFoundFile }
}
