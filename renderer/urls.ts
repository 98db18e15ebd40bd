import { firm } from '../content/firm'
import type { Lang } from '../content/types'
import { localizePath } from '../core/url-rules'

// The URL scheme itself (language prefixes) is part of the URL model in core/url-rules.ts.
export { localizePath, parseLocalizedPath } from '../core/url-rules'

export function absoluteUrl(path: string): string {
  return new URL(path, firm.siteUrl).href
}

/** Where each language's news feed lives: /feed.xml, /de/feed.xml, /zh/feed.xml. */
export function feedPath(lang: Lang): string {
  return localizePath('/feed.xml', lang)
}
