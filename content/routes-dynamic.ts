import { articles } from './articles'
import { glossary } from './glossary'

/**
 * Pages generated from content: one per glossary term and per article. The last path segment
 * "404" renders the not-found view of each kind (core/url-rules.ts sectionNotFoundPaths).
 */
export const termPaths = glossary.map((term) => `/lexikon/${term.id}`)
export const articlePaths = articles.map((article) => `/artikel/${article.id}`)
/**
 * The first year of the deadline calendar (SPEC.md's 2025). The calendar runs from it to the year
 * after the build's (renderer/tools/deadlines.ts), and /fristenkalender shows the build's year.
 */
export const firstCalendarYear = 2025
