import { calendarYearPaths } from '../../../content/routes-dynamic'

/** The neighbouring years; the default year lives at /fristenkalender itself. */
export function onBeforePrerenderStart() {
  return calendarYearPaths
}
