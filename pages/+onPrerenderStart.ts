import type { PrerenderContext } from 'vike/types'
import { languages } from '../content/languages'
import { localizePath } from '../core/url-rules'

/**
 * Pre-renders every page once per language: /kontakt, /de/kontakt, /zh/kontakt. The copies are
 * not routed again, so each carries the language onBeforeRoute would have set.
 */
export function onPrerenderStart(prerenderContext: PrerenderContext) {
  const pageContexts = prerenderContext.pageContexts.flatMap((pageContext) =>
    languages.map((lang) => ({ ...pageContext, urlOriginal: localizePath(pageContext.urlOriginal, lang), locale: lang })),
  )
  return { prerenderContext: { pageContexts } }
}
