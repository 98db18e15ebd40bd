import { articlePaths, notFoundPaths } from '../../../content/routes-dynamic'

/** One page per article, plus the not-found view for unknown ids. */
export function onBeforePrerenderStart() {
  return [...articlePaths, notFoundPaths.article]
}
