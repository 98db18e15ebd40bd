import { articles } from './articles'
import { glossary } from './glossary'

/**
 * Pages generated from content: one per glossary term and per article. The last path segment
 * "404" renders the not-found view of each kind; the server answers unknown ids with it.
 */
export const termPaths = glossary.map((term) => `/lexikon/${term.id}`)
export const articlePaths = articles.map((article) => `/artikel/${article.id}`)
/** Years of the deadline calendar; the first (SPEC.md: 2025) is /fristenkalender itself. */
export const calendarYears = [2025, 2026, 2027] as const
export const defaultCalendarYear = calendarYears[0]
export const calendarYearPaths = calendarYears.filter((y) => y !== defaultCalendarYear).map((y) => `/fristenkalender/${y}`)

export const notFoundPaths = { term: '/lexikon/404', article: '/artikel/404' } as const
