import { describe, expect, it } from 'vitest'
import { absoluteUrl, localizePath, parseLocalizedPath } from '../../renderer/urls'
import { resolveUrl } from '../../scripts/server/url-rules'

describe('localizePath / parseLocalizedPath', () => {
  it('puts English at the bare path, German under /de, Chinese under /zh', () => {
    expect(localizePath('/', 'en')).toBe('/')
    expect(localizePath('/', 'de')).toBe('/de')
    expect(localizePath('/kontakt', 'zh')).toBe('/zh/kontakt')
    expect(localizePath('/lexikon/oss', 'de')).toBe('/de/lexikon/oss')
    expect(localizePath('https://example.com/x', 'de')).toBe('https://example.com/x')
  })

  it('round-trips every language', () => {
    for (const lang of ['de', 'en', 'zh'] as const) {
      for (const path of ['/', '/kontakt', '/lexikon/oss']) {
        expect(parseLocalizedPath(localizePath(path, lang))).toEqual({ lang, path })
      }
    }
  })

  it('treats unknown or default-language prefixes as part of an English path', () => {
    expect(parseLocalizedPath('/fr/kontakt')).toEqual({ lang: 'en', path: '/fr/kontakt' })
    expect(parseLocalizedPath('/en/kontakt')).toEqual({ lang: 'en', path: '/en/kontakt' })
    expect(parseLocalizedPath('/dekontakt')).toEqual({ lang: 'en', path: '/dekontakt' })
  })

  it('builds absolute URLs on the site origin', () => {
    expect(absoluteUrl('/de/kontakt')).toBe('https://www.hartmann-indirekte-steuern.example/de/kontakt')
    expect(absoluteUrl('/')).toBe('https://www.hartmann-indirekte-steuern.example/')
  })
})

describe('resolveUrl (URL rules shared by the local server and CloudFront)', () => {
  it('maps clean URLs to index.html files', () => {
    expect(resolveUrl('/')).toEqual({ kind: 'file', file: '/index.html', notFoundFile: '/404.html' })
    expect(resolveUrl('/de')).toEqual({ kind: 'file', file: '/de/index.html', notFoundFile: '/de/404.html' })
    expect(resolveUrl('/zh/kontakt')).toEqual({ kind: 'file', file: '/zh/kontakt/index.html', notFoundFile: '/zh/404.html' })
  })

  it('answers unknown term and article ids with the not-found view of their section', () => {
    expect(resolveUrl('/lexikon/unknown')).toEqual({ kind: 'file', file: '/lexikon/unknown/index.html', notFoundFile: '/lexikon/404/index.html' })
    expect(resolveUrl('/de/artikel/x')).toEqual({ kind: 'file', file: '/de/artikel/x/index.html', notFoundFile: '/de/artikel/404/index.html' })
    expect(resolveUrl('/zh/lexikon/404')).toEqual({ kind: 'notFound', notFoundFile: '/zh/lexikon/404/index.html' })
    expect(resolveUrl('/lexikon/a/b')).toEqual({ kind: 'file', file: '/lexikon/a/b/index.html', notFoundFile: '/404.html' })
  })

  it('serves files with an extension as they are', () => {
    expect(resolveUrl('/assets/x.js')).toEqual({ kind: 'file', file: '/assets/x.js', notFoundFile: '/404.html' })
  })

  it('redirects trailing slashes and /home', () => {
    expect(resolveUrl('/kontakt/', '?a=1')).toEqual({ kind: 'redirect', location: '/kontakt?a=1' })
    expect(resolveUrl('/de/')).toEqual({ kind: 'redirect', location: '/de' })
    expect(resolveUrl('/home')).toEqual({ kind: 'redirect', location: '/' })
    expect(resolveUrl('/zh/home')).toEqual({ kind: 'redirect', location: '/zh' })
  })
})
