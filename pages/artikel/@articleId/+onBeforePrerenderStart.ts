import { pathsBelow } from '../../../core/site'

/** One page per article, plus the not-found view for unknown ids. */
export function onBeforePrerenderStart() {
  return pathsBelow('/artikel/')
}
