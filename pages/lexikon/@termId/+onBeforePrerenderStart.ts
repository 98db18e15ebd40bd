import { notFoundPaths, termPaths } from '../../../content/routes-dynamic'

/** One page per glossary term, plus the not-found view for unknown ids. */
export function onBeforePrerenderStart() {
  return [...termPaths, notFoundPaths.term]
}
