import { pathsBelow } from '../../../core/site'

/** Every year of the calendar, the default year included (its canonical URL is /fristenkalender). */
export function onBeforePrerenderStart() {
  return pathsBelow('/fristenkalender/')
}
