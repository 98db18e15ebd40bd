import { defaultLang } from '../content/languages'
import { firm } from '../content/firm'
import type { Lang } from '../content/types'
import { isLang } from './i18n'

/**
 * The URL scheme (DESIGN.md §2): English at the bare path, German under /de, Chinese under /zh.
 * No trailing slash anywhere except the root "/".
 */
export function localizePath(path: string, lang: Lang): string {
  if (!path.startsWith('/')) return path
  if (lang === defaultLang) return path
  return path === '/' ? `/${lang}` : `/${lang}${path}`
}

/** Splits a pathname into its language and the language-neutral path. */
export function parseLocalizedPath(pathname: string): { lang: Lang; path: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname)
  const prefix = match?.[1]
  if (prefix && prefix !== defaultLang && isLang(prefix)) {
    return { lang: prefix, path: match?.[2] || '/' }
  }
  return { lang: defaultLang, path: pathname || '/' }
}

export function absoluteUrl(path: string): string {
  return new URL(path, firm.siteUrl).href
}

/** Where each language's news feed lives: /feed.xml, /de/feed.xml, /zh/feed.xml. */
export function feedPath(lang: Lang): string {
  return localizePath('/feed.xml', lang)
}
