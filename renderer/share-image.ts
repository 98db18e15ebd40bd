import type { Lang } from '../content/types'
import { routeAt } from '../core/site'
import { absoluteUrl } from '../core/urls'

/**
 * The share image (Open Graph / Twitter card) of every indexable page: a PNG rendered at build
 * time by scripts/build-share-cards.ts, named here once for the generator and for <head>.
 * /og/ is one of the file folders of core/url-rules.ts, served as it is.
 */
export const shareImage = { width: 1200, height: 630, type: 'image/png', folder: '/og/' } as const

/**
 * Where a page's share image lives: /og/<lang>/<path>.png, the path language-neutral and
 * canonical ("/" → index, "/lexikon/oss" → lexikon/oss; the default calendar year shares
 * /fristenkalender's).
 */
export function shareImagePath(path: string, lang: Lang): string {
  const canonical = routeAt(path).canonical
  return `${shareImage.folder}${lang}/${canonical === '/' ? 'index' : canonical.slice(1)}.png`
}

export function shareImageUrl(path: string, lang: Lang): string {
  return absoluteUrl(shareImagePath(path, lang))
}
