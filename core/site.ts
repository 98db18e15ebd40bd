/**
 * The site's one registry of routes: every page the build pre-renders, by its language-neutral
 * path, with what it is (its kind and content), the URL it is known by, whether search engines
 * may list it, what the site search calls it, and its title and description in each language.
 * The pre-rendering hooks (pages/…/+onBeforePrerenderStart.ts), <head>, the structured data, the
 * sitemap, the share cards, the site search, the content check's link targets and the tests
 * read it; none keeps a list of its own. It derives from the content (content/pages/index.ts,
 * the glossary, the articles), the calendar's years and the contact form's failure reasons.
 */
import { articles } from '../content/articles'
import { glossary } from '../content/glossary'
import { sitePages } from '../content/pages'
import type { Article, ContactFailureReason, GlossaryTerm, Lang, PageMeta, PageTypes, SitePage } from '../content/types'
import { ui } from '../content/ui'
import { contactFailureReasons } from './contact-api'
import { calendarPath, calendarYears, defaultCalendarYear } from './deadlines'
import { excerpt } from './excerpt'
import { localize } from './i18n'
import { format } from './text'
import { sectionNotFoundPaths } from './url-rules'

/** What a page is to a visitor, shown beside each site search result. */
export type SearchKind = 'service' | 'tool' | 'term' | 'article' | 'page'

/** Which not-found view: a glossary term's, an article's, or the site's. */
export type NotFoundSection = 'term' | 'article' | 'site'

interface RouteCommon {
  /** The language-neutral path: "/", "/kontakt", "/lexikon/oss" ("/de…" and "/zh…" serve the same page). */
  path: string
  /** The URL the page is known by: its own path, but /fristenkalender for the default calendar year. */
  canonical: string
  /** Whether search engines may list it (sitemap, share card, site search); false: noindex. */
  indexable: boolean
  searchKind: SearchKind
  /** Title and description in a language. */
  meta: (lang: Lang) => PageMeta
}

export type SiteRoute = RouteCommon &
  (
    | { kind: 'page'; page: SitePage }
    | { kind: 'calendar-year'; year: number }
    | { kind: 'term'; term: GlossaryTerm }
    | { kind: 'article'; article: Article }
    | { kind: 'contact-sent' }
    | { kind: 'contact-error'; reason: ContactFailureReason }
    | { kind: 'not-found'; section: NotFoundSection }
  )

/** What a page of a content type is to a visitor; every other type is a 'page'. */
const searchKindOfType: Partial<Record<keyof PageTypes, SearchKind>> = {
  ServicePage: 'service',
  CustomsPage: 'service',
  ExciseOverviewPage: 'service',
  ExciseDetailPage: 'service',
  RegistrationPage: 'service',
  TrainingsPage: 'service',
  PricingPage: 'service',
  ToolsPage: 'tool',
  VatCheckerPage: 'tool',
  QualifiedCheckPage: 'tool',
  EInvoiceCheckerPage: 'tool',
  VatRatesPage: 'tool',
  VatReportPage: 'tool',
  DeadlineCalendarPage: 'tool',
  QuickScanPage: 'tool',
}

const calendarPage = sitePages.find((page) => page.type === 'DeadlineCalendarPage')

/** A page's own title and description; the calendar's texts name their {year}. */
function pageMeta(page: SitePage, lang: Lang, year = defaultCalendarYear): PageMeta {
  const meta = localize(page.content.text, lang).meta
  return { title: format(meta.title, { year }), description: format(meta.description, { year }) }
}

const notFoundMeta: Record<NotFoundSection, (lang: Lang) => PageMeta> = {
  term: (lang) => ({ title: localize(ui.text, lang).glossary.notFound.title, description: localize(ui.text, lang).glossary.notFound.text }),
  article: (lang) => ({ title: localize(ui.text, lang).news.notFound.title, description: localize(ui.text, lang).news.notFound.text }),
  site: (lang) => localize(ui.text, lang).notFound.meta,
}

/** The not-found views, each pre-rendered once (core/url-rules.ts serves them with status 404). */
const notFoundPaths: Record<NotFoundSection, string> = { term: sectionNotFoundPaths.term, article: sectionNotFoundPaths.article, site: '/404' }

function notFoundRoute(section: NotFoundSection): SiteRoute {
  const path = notFoundPaths[section]
  return { kind: 'not-found', section, path, canonical: path, indexable: false, searchKind: 'page', meta: notFoundMeta[section] }
}

/** Every route, in navigation order: the static pages, the calendar's years, the glossary, the news, the form results, the not-found views. */
export const siteRoutes: readonly SiteRoute[] = [
  ...sitePages.map(
    (page): SiteRoute => ({
      kind: 'page',
      page,
      path: page.route,
      canonical: page.route,
      indexable: page.indexable !== false,
      searchKind: searchKindOfType[page.type] ?? 'page',
      meta: (lang) => pageMeta(page, lang),
    }),
  ),
  ...calendarYears.map(
    (year): SiteRoute => ({
      kind: 'calendar-year',
      year,
      path: `/fristenkalender/${year}`,
      canonical: calendarPath(year),
      indexable: true,
      searchKind: 'tool',
      meta: (lang) => (calendarPage ? pageMeta(calendarPage, lang, year) : notFoundMeta.site(lang)),
    }),
  ),
  ...glossary.map(
    (term): SiteRoute => ({
      kind: 'term',
      term,
      path: `/lexikon/${term.id}`,
      canonical: `/lexikon/${term.id}`,
      indexable: true,
      searchKind: 'term',
      meta: (lang) => {
        const text = localize(term.text, lang)
        return { title: `${text.title} – ${localize(ui.text, lang).glossary.termTitleSuffix}`, description: excerpt(text.definition, lang) }
      },
    }),
  ),
  ...articles.map(
    (article): SiteRoute => ({
      kind: 'article',
      article,
      path: `/artikel/${article.id}`,
      canonical: `/artikel/${article.id}`,
      indexable: true,
      searchKind: 'article',
      meta: (lang) => {
        const text = localize(article.text, lang)
        return { title: `${text.title} – ${localize(ui.text, lang).news.articleTitleSuffix}`, description: excerpt(text.teaser, lang) }
      },
    }),
  ),
  {
    kind: 'contact-sent',
    path: '/kontakt/gesendet',
    canonical: '/kontakt/gesendet',
    indexable: false,
    searchKind: 'page',
    meta: (lang) => localize(ui.text, lang).contactForm.sentPage.meta,
  },
  ...contactFailureReasons.map(
    (reason): SiteRoute => ({
      kind: 'contact-error',
      reason,
      path: `/kontakt/fehler/${reason}`,
      canonical: `/kontakt/fehler/${reason}`,
      indexable: false,
      searchKind: 'page',
      meta: (lang) => localize(ui.text, lang).contactForm.errorPage.meta,
    }),
  ),
  notFoundRoute('term'),
  notFoundRoute('article'),
  notFoundRoute('site'),
]

const byPath = new Map(siteRoutes.map((route) => [route.path, route]))

/** The route at a language-neutral path; any other path is its section's not-found view (as core/url-rules.ts serves it). */
export function routeAt(path: string): SiteRoute {
  const known = byPath.get(path)
  if (known) return known
  const section = path.split('/').length === 3 ? path.slice(0, path.lastIndexOf('/')) : ''
  if (`${section}/404` === sectionNotFoundPaths.term) return byPath.get(sectionNotFoundPaths.term)!
  if (`${section}/404` === sectionNotFoundPaths.article) return byPath.get(sectionNotFoundPaths.article)!
  return byPath.get(notFoundPaths.site)!
}

/** Whether a path is one of the site's pages (a link may point to it). */
export function isSitePath(path: string): boolean {
  const route = byPath.get(path)
  return route !== undefined && route.kind !== 'not-found'
}

/** The pages search engines may list, each once by its canonical URL (sitemap, share cards, site search). */
export const listedRoutes: readonly SiteRoute[] = siteRoutes.filter((route) => route.indexable && route.canonical === route.path)

/**
 * The routes one segment below a folder ("/lexikon/" → every term and the term not-found view):
 * what the Vike page of that folder (pages/lexikon/@termId/) pre-renders.
 */
export function pathsBelow(folder: `/${string}/`): string[] {
  return siteRoutes.map((route) => route.path).filter((path) => path.startsWith(folder) && !path.slice(folder.length).includes('/'))
}
