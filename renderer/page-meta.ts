import { pages } from '../content/pages'
import type { RoutePath } from '../content/routes'
import { staticRoutes } from '../content/routes'
import type { Lang, PageMeta } from '../content/types'
import { ui } from '../content/ui'
import { localize } from './i18n'

export function isStaticRoute(path: string): path is RoutePath {
  return (staticRoutes as readonly string[]).includes(path)
}

/** Title and description of a route in a language; unknown paths get the not-found texts. */
export function pageMeta(path: string, lang: Lang): PageMeta & { found: boolean } {
  if (isStaticRoute(path)) return { ...localize(pages[path].text, lang).meta, found: true }
  return { ...localize(ui.text, lang).notFound.meta, found: false }
}
