import { articlePaths } from '../../../content/routes-dynamic'
import { sectionNotFoundPaths } from '../../../core/url-rules'

/** One page per article, plus the not-found view for unknown ids. */
export function onBeforePrerenderStart() {
  return [...articlePaths, sectionNotFoundPaths.article]
}
