import { articles } from './articles'
import { glossary } from './glossary'

/**
 * Pages generated from content: one per glossary term and per article. The last path segment
 * "404" renders the not-found view of each kind; the server answers unknown ids with it.
 */
export const termPaths = glossary.map((term) => `/lexikon/${term.id}`)
export const articlePaths = articles.map((article) => `/artikel/${article.id}`)
export const notFoundPaths = { term: '/lexikon/404', article: '/artikel/404' } as const
