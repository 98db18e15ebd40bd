/**
 * The URL model of the site: language prefixes, which URL serves which pre-rendered file, which
 * answers 404 with which not-found page, and which redirects where. One module, two runtimes: the
 * local server imports it, and the CloudFront Functions are bundled from it (infra/edge/), so the
 * two can never disagree.
 *
 * It runs in CloudFront's JavaScript runtime (cloudfront-js-2.0, an ES 5.1 engine with let/const,
 * arrow functions and template literals), so it keeps to that subset: no destructuring, spread,
 * classes, for-of or default parameters. tests/infra/edge-functions.test.ts runs the bundle in
 * njs, the engine family CloudFront Functions come from.
 *
 * Safety by construction: a redirect target is always a page or file of the site's own manifest
 * (plus a re-encoded query string), never text taken from the request, so no encoding of any path
 * can send a visitor to another origin or put a control character into a header.
 */
import { defaultLang, languages } from '../content/languages'
import type { Lang } from '../content/types'

/** Paths that answer with the home page (SPEC.md §2: "/ and /home"), redirected to its canonical URL. */
export const homeAliases = ['/home'] as const

/** What the build produced: the input of every URL decision (dist/site-manifest.json). */
export interface SiteManifest {
  /** Language-neutral paths of the pre-rendered pages: "/", "/kontakt", "/lexikon/oss". */
  pages: string[]
  /** Every other file outside the hashed asset folder: "/robots.txt", "/de/feed.xml", "/favicon.svg". */
  files: string[]
}

/** A query string as CloudFront Functions receive it; the local server builds the same shape. */
export type QueryParams = Record<string, { value: string; multiValue?: { value: string }[] }>

export type Resolution =
  /** 301 to a URL of this site. */
  | { kind: 'redirect'; location: string }
  /** Serve this file (an S3 key / a path below dist/client); if the storage lacks it, serve `missing` with 404. */
  | { kind: 'found'; key: string; missing: string }
  /** Serve this not-found page with status 404. */
  | { kind: 'notFound'; key: string }

/** Folder of content-hashed build assets, served as they are without a manifest entry. */
export const assetPrefix = '/assets/'

/**
 * Folders whose files are served as they are, without manifest entries (too many to compile into
 * the CloudFront Functions' 10 KB): the hashed build assets, the pages' share images (/og/), the
 * search index (/pagefind/). A file S3 lacks there answers 404.
 */
export const fileFolders = [assetPrefix, '/og/', '/pagefind/']

function inFileFolder(path: string): boolean {
  for (let i = 0; i < fileFolders.length; i++) if (path.indexOf(fileFolders[i] as string) === 0) return true
  return false
}
/** The page CloudFront answers with when the storage lacks a file (the distribution's error response). */
export const storageMissingPage = '/404.html'
/** Sections whose unknown ids get the section's own not-found view (SPEC.md §8), pre-rendered at …/404. */
export const sectionNotFoundPaths = { term: '/lexikon/404', article: '/artikel/404' } as const
const sectionsWithOwnNotFound = [sectionNotFoundPaths.term, sectionNotFoundPaths.article].map((p) => p.slice(0, -'/404'.length))
const notFoundKeys = [storageMissingPage].concat(sectionsWithOwnNotFound.map((section) => `${section}/404/index.html`))

// RFC 3986 path characters (pchar and "/"); anything else (spaces, backslash, controls, raw
// non-ASCII) never names a page.
const validPath = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/
const unreservedEscape = /%(2[dD]|2[eE]|3[0-9]|4[1-9a-fA-F]|5[0-9aA]|5[fF]|6[1-9a-fA-F]|7[0-9aA]|7[eE])/g

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && languages.indexOf(value as Lang) !== -1
}

function isLangPrefix(value: string): value is Lang {
  return value !== defaultLang && isLang(value)
}

function contains(list: readonly string[], value: string): boolean {
  return list.indexOf(value) !== -1
}

/** The URL of a language-neutral path in a language: English bare, German under /de, Chinese under /zh. */
export function localizePath(path: string, lang: Lang): string {
  if (path.charAt(0) !== '/') return path
  if (lang === defaultLang) return path
  return path === '/' ? `/${lang}` : `/${lang}${path}`
}

/** Splits a pathname into its language and the language-neutral path. */
export function parseLocalizedPath(pathname: string): { lang: Lang; path: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname)
  if (match && isLangPrefix(match[1] as string)) return { lang: match[1] as Lang, path: match[2] || '/' }
  return { lang: defaultLang, path: pathname || '/' }
}

/** The not-found page of a URL: its language's, below /lexikon/ and /artikel/ that section's. */
export function notFoundPage(pathname: string): string {
  const parsed = parseLocalizedPath(pathname)
  const prefix = parsed.lang === defaultLang ? '' : `/${parsed.lang}`
  const parts = parsed.path.split('/')
  const section = parts.length === 3 ? sectionsWithOwnNotFound.indexOf(`/${parts[1]}`) : -1
  return section === -1 ? `${prefix}${storageMissingPage}` : `${prefix}${sectionsWithOwnNotFound[section]}/404/index.html`
}

/** Whether a key is one of the not-found pages themselves (served only with status 404). */
export function isNotFoundPage(key: string): boolean {
  return contains(notFoundKeys, parseLocalizedPath(key).path)
}

/** Percent-encoded unreserved characters mean the same as the characters (RFC 3986 §6.2.2.2). */
function decodeUnreserved(path: string): string {
  return path.replace(unreservedEscape, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

/** Percent-encodes everything in a query component that is not safe to repeat in a Location header. */
function encodeQueryComponent(text: string): string {
  return text.replace(/%(?![0-9A-Fa-f]{2})|[\ud800-\udbff][\udc00-\udfff]|[^A-Za-z0-9\-._~!$'()*+,;:@/?%]/g, (c) => {
    if (c === '%') return '%25'
    return encodeURIComponent(c.length === 1 && c >= '\ud800' && c <= '\udfff' ? '\ufffd' : c)
  })
}

/** Parses a raw query string into the shape CloudFront Functions receive (repeated keys in multiValue). */
export function parseQuery(raw: string): QueryParams {
  const query: QueryParams = Object.create(null) as QueryParams
  const parts = raw.split('&')
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string
    const eq = part.indexOf('=')
    const key = eq === -1 ? part : part.slice(0, eq)
    if (key === '') continue
    const value = eq === -1 ? '' : part.slice(eq + 1)
    const existing = Object.prototype.hasOwnProperty.call(query, key) ? query[key] : undefined
    if (!existing) query[key] = { value }
    else if (existing.multiValue) existing.multiValue.push({ value })
    else existing.multiValue = [{ value: existing.value }, { value }]
  }
  return query
}

/** "?a=1&a=2&b=" from a parsed query (every value kept, every pair as key=value), or "". */
export function serializeQuery(query: QueryParams): string {
  // Grouped by the encoded key, so that "\\" and "%5C" count as the one key they become.
  const keys: string[] = []
  const values: Record<string, string[]> = Object.create(null) as Record<string, string[]>
  for (const key in query) {
    if (!Object.prototype.hasOwnProperty.call(query, key)) continue
    const entry = query[key] as QueryParams[string]
    const encodedKey = encodeQueryComponent(key)
    if (!values[encodedKey]) {
      keys.push(encodedKey)
      values[encodedKey] = []
    }
    const list = entry.multiValue && entry.multiValue.length > 0 ? entry.multiValue : [entry]
    for (let i = 0; i < list.length; i++) (values[encodedKey] as string[]).push(encodeQueryComponent(String((list[i] as { value: string }).value)))
  }
  const pairs: string[] = []
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string
    const list = values[key] as string[]
    for (let j = 0; j < list.length; j++) pairs.push(`${key}=${list[j]}`)
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : ''
}

/** Where a page is stored: "/kontakt" → "/kontakt/index.html", "/de" → "/de/index.html". */
function pageKey(url: string): string {
  return url === '/' ? '/index.html' : `${url}/index.html`
}

/** The canonical URL a (normalized, trailing-slash-free) path stands for, or null. */
function canonicalUrl(path: string, site: SiteManifest): string | null {
  const parsed = parseLocalizedPath(path)
  if (contains(homeAliases, parsed.path)) return localizePath('/', parsed.lang)
  if (contains(site.pages, parsed.path)) return path
  if (contains(site.files, path)) return path
  // "/kontakt/index.html" is the page "/kontakt" under its storage name.
  if (/\/index\.html$/.test(path)) {
    const page = parseLocalizedPath(path.slice(0, -'/index.html'.length) || '/')
    if (contains(site.pages, page.path)) return localizePath(page.path, page.lang)
  }
  return null
}

/**
 * What a request for `rawPath` (as received, percent-encoded, without the query) gets:
 * - a page or file of the manifest under its canonical URL: that file;
 * - the same URL spelled differently (trailing slashes, percent-encoded letters, /home,
 *   …/index.html): a 301 to the canonical URL, the query string kept;
 * - a clean path below /assets/, /og/ or /pagefind/: that file as it is;
 * - anything else: the not-found page of its language (or section) with status 404.
 */
export function resolveRequest(rawPath: string, query: QueryParams, site: SiteManifest): Resolution {
  if (!validPath.test(rawPath)) return { kind: 'notFound', key: notFoundPage(rawPath) }
  const normalized = decodeUnreserved(rawPath)
  const path = normalized.length > 1 ? normalized.replace(/\/+$/, '') || '/' : normalized
  const canonical = canonicalUrl(path, site)
  if (canonical === null) {
    const isAsset = path === normalized && normalized === rawPath && inFileFolder(path) && !/%|\/\.{0,2}\/|\/\.{1,2}$/.test(path)
    if (isAsset) return { kind: 'found', key: path, missing: storageMissingPage }
    return { kind: 'notFound', key: notFoundPage(path) }
  }
  if (canonical !== rawPath) return { kind: 'redirect', location: canonical + serializeQuery(query) }
  const parsed = parseLocalizedPath(canonical)
  return { kind: 'found', key: contains(site.pages, parsed.path) ? pageKey(canonical) : canonical, missing: storageMissingPage }
}

/**
 * The status of a response for a request URI: 404 for the not-found pages, unchanged (undefined)
 * otherwise. CloudFront's viewer-response function calls this; it holds whether the function sees
 * the viewer's URI or the one the viewer-request function rewrote it to, because the rewritten
 * keys are either not-found pages or redirect (…/index.html) when asked for directly.
 */
export function responseStatus(uri: string, site: SiteManifest): 404 | undefined {
  if (isNotFoundPage(uri)) return 404
  return resolveRequest(uri, {}, site).kind === 'notFound' ? 404 : undefined
}
