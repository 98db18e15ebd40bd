import { firm } from '../content/firm'
import type { Lang } from '../content/types'
import { localizePath } from './url-rules'

/** A path of this site as a full URL on its public origin (canonical URLs, sitemap, feeds, structured data). */
export function absoluteUrl(path: string): string {
  return new URL(path, firm.siteUrl).href
}

/** Where each language's news feed lives: /feed.xml, /de/feed.xml, /zh/feed.xml. */
export function feedPath(lang: Lang): string {
  return localizePath('/feed.xml', lang)
}
