import { findArticle } from '../content/articles'
import { findTerm } from '../content/glossary'
import { pages } from '../content/pages'
import type { RoutePath } from '../content/routes'
import { staticRoutes } from '../content/routes'
import type { ContactFailureReason, Lang, PageMeta } from '../content/types'
import { ui } from '../content/ui'
import { format, localize } from './i18n'
import { calendarYears, defaultCalendarYear } from './tools/deadlines'

export function isStaticRoute(path: string): path is RoutePath {
  return (staticRoutes as readonly string[]).includes(path)
}

/** The first at most 160 characters of a text, cut at a word where there is one (SPEC.md §9). */
export function excerpt(text: string, max = 160): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}

export const contactFailureReasons: ContactFailureReason[] = ['missing-fields', 'invalid-email', 'too-long', 'send-failed']

/** Which kind of page a path is, and the content behind it. */
export function classifyPath(path: string) {
  if (path === '/kontakt/gesendet') return { kind: 'contact-sent' as const }
  const calendar = /^\/fristenkalender\/(\d{4})$/.exec(path)
  const year = calendarYears.find((y) => String(y) === calendar?.[1] && y !== defaultCalendarYear)
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

/**
 * Title and description of a page in a language; `found: false` for every not-found view,
 * `indexable: false` for pages search engines should not list (not-found views, form results).
 */
export function pageMeta(path: string, lang: Lang): PageMeta & { found: boolean; indexable: boolean } {
  const meta = pageMetaOf(path, lang)
  const kind = classifyPath(path).kind
  return { ...meta, indexable: meta.found && kind !== 'contact-sent' && kind !== 'contact-error' }
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
      return { title: `${text.title} – ${t.glossary.termTitleSuffix}`, description: excerpt(text.definition), found: true }
    }
    case 'article': {
      if (!page.article) return { title: t.news.notFound.title, description: t.news.notFound.text, found: false }
      const text = localize(page.article.text, lang)
      return { title: `${text.title} – ${t.news.articleTitleSuffix}`, description: excerpt(text.teaser), found: true }
    }
    case 'unknown':
      return { ...t.notFound.meta, found: false }
  }
}
