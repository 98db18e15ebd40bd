import type { PageContext } from 'vike/types'
import { parseLocalizedPath } from '../core/url-rules'
import { modifyUrl } from 'vike/modifyUrl'

/**
 * Routes /de/kontakt and /zh/kontakt to the same page as /kontakt (core/url-rules.ts), and sets the
 * page's language (`pageContext.locale`): the one place a URL's language prefix is read.
 */
export function onBeforeRoute(pageContext: PageContext) {
  const { lang, path } = parseLocalizedPath(pageContext.urlParsed.pathname)
  return { pageContext: { locale: lang, urlLogical: modifyUrl(pageContext.urlParsed.href, { pathname: path }) } }
}
