import { pathsBelow } from '../../../core/site'

/** One page per glossary term, plus the not-found view for unknown ids. */
export function onBeforePrerenderStart() {
  return pathsBelow('/lexikon/')
}
