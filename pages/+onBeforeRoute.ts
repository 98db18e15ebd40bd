import type { PageContext } from 'vike/types'
import { parseLocalizedPath } from '../renderer/urls'
import { modifyUrl } from 'vike/modifyUrl'

/** Routes /de/kontakt and /zh/kontakt to the same page as /kontakt (DESIGN.md §2). */
export function onBeforeRoute(pageContext: PageContext) {
  const { path } = parseLocalizedPath(pageContext.urlParsed.pathname)
  return { pageContext: { urlLogical: modifyUrl(pageContext.urlParsed.href, { pathname: path }) } }
}
