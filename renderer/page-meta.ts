import { findArticle } from '../content/articles'
import { findTerm } from '../content/glossary'
import { pages, sitePages } from '../content/pages'
import type { RoutePath } from '../content/routes'
import { staticRoutes } from '../content/routes'
import type { Lang, PageMeta } from '../content/types'
import { contactFailureReasons } from '../core/contact-api'
import { ui } from '../content/ui'
import { excerpt } from './excerpt'
import { format, localize } from './i18n'
import { calendarPath, calendarYears, defaultCalendarYear } from './tools/deadlines'

export function isStaticRoute(path: string): path is RoutePath {
  return (staticRoutes as readonly string[]).includes(path)
}

/** Which kind of page a path is, and the content behind it. */
export function classifyPath(path: string) {
  if (path === '/kontakt/gesendet') return { kind: 'contact-sent' as const }
  const calendar = /^\/fristenkalender\/(\d{4})$/.exec(path)
  const year = calendarYears.find((y) => String(y) === calendar?.[1])
  if (year) return { kind: 'calendar-year' as const, year }
  const failure = /^\/kontakt\/fehler\/([a-z-]+)$/.exec(path)
  const reason = contactFailureReasons.find((r) => r === failure?.[1])
  if (reason) return { kind: 'contact-error' as const, reason }
  const term = /^\/lexikon\/([^/]+)$/.exec(path)
  if (term) return { kind: 'term' as const, id: term[1]!, term: findTerm(term[1]!) }
  const article = /^\/artikel\/([^/]+)$/.exec(path)
  if (article) return { kind: 'article' as const, id: article[1]!, article: findArticle(article[1]!) }
  if (isStaticRoute(path)) return { kind: 'static' as const, path }
  return { kind: 'unknown' as const }
}

/** The URL a page is known by: a page's own path, except the default calendar year's (/fristenkalender). */
export function canonicalPath(path: string): string {
  const page = classifyPath(path)
  return page.kind === 'calendar-year' ? calendarPath(page.year) : path
}

/**
 * Title and description of a page in a language; `found: false` for every not-found view,
 * `indexable: false` for pages search engines should not list (not-found views, form results).
 */
export function pageMeta(path: string, lang: Lang): PageMeta & { found: boolean; indexable: boolean } {
  const meta = pageMetaOf(path, lang)
  const page = classifyPath(path)
  const listed = page.kind !== 'static' || sitePages.find((p) => p.route === page.path)?.indexable !== false
  return { ...meta, indexable: meta.found && listed && page.kind !== 'contact-sent' && page.kind !== 'contact-error' }
}

function pageMetaOf(path: string, lang: Lang): PageMeta & { found: boolean } {
  const t = localize(ui.text, lang)
  const page = classifyPath(path)
  switch (page.kind) {
    case 'contact-sent':
      return { ...t.contactForm.sentPage.meta, found: true }
    case 'contact-error':
      return { ...t.contactForm.errorPage.meta, found: true }
    case 'static': {
      const meta = localize(pages[page.path].text, lang).meta
      // The deadline calendar's texts name their year; the static route is the default year.
      return { title: format(meta.title, { year: defaultCalendarYear }), description: format(meta.description, { year: defaultCalendarYear }), found: true }
    }
    case 'calendar-year': {
      const meta = localize(pages['/fristenkalender'].text, lang).meta
      return { title: format(meta.title, { year: page.year }), description: format(meta.description, { year: page.year }), found: true }
    }
    case 'term': {
      if (!page.term) return { title: t.glossary.notFound.title, description: t.glossary.notFound.text, found: false }
      const text = localize(page.term.text, lang)
      return { title: `${text.title} – ${t.glossary.termTitleSuffix}`, description: excerpt(text.definition, lang), found: true }
    }
    case 'article': {
      if (!page.article) return { title: t.news.notFound.title, description: t.news.notFound.text, found: false }
      const text = localize(page.article.text, lang)
      return { title: `${text.title} – ${t.news.articleTitleSuffix}`, description: excerpt(text.teaser, lang), found: true }
    }
    case 'unknown':
      return { ...t.notFound.meta, found: false }
  }
}
