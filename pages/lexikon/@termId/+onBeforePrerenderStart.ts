import { termPaths } from '../../../content/routes-dynamic'
import { sectionNotFoundPaths } from '../../../core/url-rules'

/** One page per glossary term, plus the not-found view for unknown ids. */
export function onBeforePrerenderStart() {
  return [...termPaths, sectionNotFoundPaths.term]
}
