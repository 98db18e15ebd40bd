// The URL model (core/url-rules.ts) on a small manifest: the audit's cases by hand, then
// generated paths and queries (fast-check) for the properties no input may break.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  localizePath,
  parseLocalizedPath,
  parseQuery,
  resolveRequest,
  responseStatus,
  serializeQuery,
  type SiteManifest,
} from '../../core/url-rules'
import { absoluteUrl } from '../../core/urls'
import { anyPath, rawQuery } from '../support/url-arbitraries'

const site: SiteManifest = {
  pages: ['/', '/kontakt', '/lexikon', '/lexikon/oss', '/artikel/x', '/fristenkalender/2026'],
  files: ['/robots.txt', '/favicon.svg', '/feed.xml', '/de/feed.xml', '/downloads/a.ics'],
}
const resolve = (target: string) => {
  const q = target.indexOf('?')
  return resolveRequest(q === -1 ? target : target.slice(0, q), parseQuery(q === -1 ? '' : target.slice(q + 1)), site)
}

describe('language prefixes', () => {
  it('puts English at the bare path, German under /de, Chinese under /zh', () => {
    expect(localizePath('/', 'en')).toBe('/')
    expect(localizePath('/', 'de')).toBe('/de')
    expect(localizePath('/kontakt', 'zh')).toBe('/zh/kontakt')
    expect(localizePath('/lexikon/oss', 'de')).toBe('/de/lexikon/oss')
    expect(localizePath('https://example.com/x', 'de')).toBe('https://example.com/x')
  })

  it('round-trips every language', () => {
    for (const lang of ['de', 'en', 'zh'] as const) {
      for (const path of ['/', '/kontakt', '/lexikon/oss']) expect(parseLocalizedPath(localizePath(path, lang))).toEqual({ lang, path })
    }
  })

  it('treats unknown or default-language prefixes as part of an English path', () => {
    expect(parseLocalizedPath('/fr/kontakt')).toEqual({ lang: 'en', path: '/fr/kontakt' })
    expect(parseLocalizedPath('/en/kontakt')).toEqual({ lang: 'en', path: '/en/kontakt' })
    expect(parseLocalizedPath('/dekontakt')).toEqual({ lang: 'en', path: '/dekontakt' })
  })

  it('builds absolute URLs on the site origin', () => {
    expect(absoluteUrl('/de/kontakt')).toBe('https://www.hartmann-indirekte-steuern.example/de/kontakt')
  })
})

describe('resolveRequest', () => {
  it('serves pages from their index.html and files as they are', () => {
    expect(resolve('/')).toEqual({ kind: 'found', key: '/index.html', missing: '/404.html' })
    expect(resolve('/de')).toEqual({ kind: 'found', key: '/de/index.html', missing: '/404.html' })
    expect(resolve('/zh/kontakt')).toEqual({ kind: 'found', key: '/zh/kontakt/index.html', missing: '/404.html' })
    expect(resolve('/de/feed.xml')).toEqual({ kind: 'found', key: '/de/feed.xml', missing: '/404.html' })
    expect(resolve('/assets/app-1234.js')).toEqual({ kind: 'found', key: '/assets/app-1234.js', missing: '/404.html' })
    // Share images and the search index are served as they are too (too many for the manifest).
    expect(resolve('/og/de/kontakt.png')).toEqual({ kind: 'found', key: '/og/de/kontakt.png', missing: '/404.html' })
    expect(resolve('/pagefind/pagefind.js')).toEqual({ kind: 'found', key: '/pagefind/pagefind.js', missing: '/404.html' })
    expect(resolve('/og/../robots.txt')).toEqual({ kind: 'notFound', key: '/404.html' })
    expect(resolve('/pagefind/%2e%2e/x')).toEqual({ kind: 'notFound', key: '/404.html' })
    expect(resolve('/ogx/a.png').kind).toBe('notFound')
  })

  it('redirects other spellings of a page to its canonical URL, keeping every query value', () => {
    expect(resolve('/kontakt/')).toEqual({ kind: 'redirect', location: '/kontakt' })
    expect(resolve('/de///')).toEqual({ kind: 'redirect', location: '/de' })
    expect(resolve('/home')).toEqual({ kind: 'redirect', location: '/' })
    expect(resolve('/zh/home/')).toEqual({ kind: 'redirect', location: '/zh' })
    expect(resolve('/kont%61kt')).toEqual({ kind: 'redirect', location: '/kontakt' })
    expect(resolve('/%64e/kontakt')).toEqual({ kind: 'redirect', location: '/de/kontakt' })
    expect(resolve('/kontakt/index.html')).toEqual({ kind: 'redirect', location: '/kontakt' })
    expect(resolve('/de/index.html')).toEqual({ kind: 'redirect', location: '/de' })
    expect(resolve('/kontakt/?x=1&x=2')).toEqual({ kind: 'redirect', location: '/kontakt?x=1&x=2' })
    expect(resolve('/kontakt/?a=')).toEqual({ kind: 'redirect', location: '/kontakt?a=' })
    expect(resolve('/kontakt/?q=a%20b&r=%E4%B8%AD')).toEqual({ kind: 'redirect', location: '/kontakt?q=a%20b&r=%E4%B8%AD' })
  })

  it('never redirects off the site, whatever the encoding (the audit’s paths)', () => {
    for (const path of ['/%2F%2Fevil.com/', '/%2fevil.com/', '/%5Cevil.com/', '//evil.com/', '///evil.com', '/\\evil.com/', '/%09/evil.com/', '/.%2F%2Fevil.com/']) {
      expect(resolve(path)).toEqual({ kind: 'notFound', key: '/404.html' })
    }
  })

  it('answers control characters and other junk with a not-found page, never with a header', () => {
    expect(resolve('/x%0d%0ay/')).toEqual({ kind: 'notFound', key: '/404.html' })
    expect(resolve('/de/x%0d%0ay/')).toEqual({ kind: 'notFound', key: '/de/404.html' })
    expect(resolve('/kontakt%2F')).toEqual({ kind: 'notFound', key: '/404.html' })
    expect(resolve('/kontakt%00')).toEqual({ kind: 'notFound', key: '/404.html' })
    expect(resolve('/kontakt\r\nX: y')).toEqual({ kind: 'notFound', key: '/404.html' })
    expect(resolve('http://evil.com/')).toEqual({ kind: 'notFound', key: '/404.html' })
    expect(resolve('/assets/../robots.txt')).toEqual({ kind: 'notFound', key: '/404.html' })
    expect(resolve('/assets//x.js')).toEqual({ kind: 'notFound', key: '/404.html' })
    expect(resolve('/assets/x%2ejs')).toEqual({ kind: 'notFound', key: '/404.html' })
  })

  it('gives a missing page or file the not-found page of its language and section', () => {
    expect(resolve('/de/missing.pdf')).toEqual({ kind: 'notFound', key: '/de/404.html' })
    expect(resolve('/zh/no-such-page')).toEqual({ kind: 'notFound', key: '/zh/404.html' })
    expect(resolve('/lexikon/unknown')).toEqual({ kind: 'notFound', key: '/lexikon/404/index.html' })
    expect(resolve('/de/artikel/unknown')).toEqual({ kind: 'notFound', key: '/de/artikel/404/index.html' })
    expect(resolve('/zh/lexikon/404')).toEqual({ kind: 'notFound', key: '/zh/lexikon/404/index.html' })
    expect(resolve('/lexikon/oss/extra')).toEqual({ kind: 'notFound', key: '/404.html' })
    expect(resolve('/404.html')).toEqual({ kind: 'notFound', key: '/404.html' })
    expect(resolve('/en/kontakt')).toEqual({ kind: 'notFound', key: '/404.html' })
  })

  it('marks the not-found pages 404 for the viewer-response function, whichever URI it is shown', () => {
    for (const uri of ['/no-such-page', '/de/404.html', '/lexikon/404/index.html', '/zh/artikel/404/index.html']) expect(responseStatus(uri, site)).toBe(404)
    for (const uri of ['/kontakt', '/kontakt/index.html', '/index.html', '/de/feed.xml', '/kontakt/']) expect(responseStatus(uri, site)).toBeUndefined()
  })
})

describe('properties over generated requests', () => {
  const origin = 'https://www.hartmann-indirekte-steuern.example'

  it('every redirect stays on the origin, holds only URL characters, and lands on a page in one hop', () => {
    fc.assert(
      fc.property(anyPath(), fc.oneof(rawQuery(), fc.string({ maxLength: 30, unit: 'binary' })), (path, query) => {
        const result = resolveRequest(path, parseQuery(query), site)
        if (result.kind !== 'redirect') return
        expect(new URL(result.location, `${origin}/some/page`).origin).toBe(origin)
        expect(result.location).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/)
        const [target] = result.location.split('?')
        expect(resolveRequest(target!, {}, site).kind).toBe('found')
      }),
      { numRuns: 3_000 },
    )
  })

  it('a not-found or found key is always one of the site’s own files', () => {
    const keys = new Set(['/index.html', ...site.files, ...site.pages.flatMap((p) => ['de', 'en', 'zh'].map((l) => `${localizePath(p, l as 'de')}/index.html`.replace('//', '/')))])
    fc.assert(
      fc.property(anyPath(), (path) => {
        const result = resolveRequest(path, {}, site)
        if (result.kind === 'notFound') expect(result.key).toMatch(/^(\/de|\/zh)?(\/404\.html|\/lexikon\/404\/index\.html|\/artikel\/404\/index\.html)$/)
        const inFolder = (key: string) => ['/assets/', '/og/', '/pagefind/'].some((folder) => key.startsWith(folder))
        if (result.kind === 'found' && !inFolder(result.key)) expect(keys).toContain(result.key)
        if (result.kind === 'found' && inFolder(result.key)) expect(result.key).not.toMatch(/%|\/\.\.?(\/|$)|\/\//)
      }),
      { numRuns: 3_000 },
    )
  })

  it('re-serialising a query is stable and keeps every pair', () => {
    fc.assert(
      fc.property(fc.oneof(rawQuery(), fc.string({ maxLength: 30, unit: 'binary' })), (raw) => {
        const once = serializeQuery(parseQuery(raw))
        expect(serializeQuery(parseQuery(once.slice(1)))).toBe(once)
        const pairs = raw.split('&').filter((p) => p !== '' && !p.startsWith('='))
        expect(once === '' ? 0 : once.slice(1).split('&').length).toBe(pairs.length)
      }),
      { numRuns: 3_000 },
    )
  })
})
