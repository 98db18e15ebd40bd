import { calendarYearPaths } from '../../../renderer/tools/deadlines'

/** Every year of the calendar, the default year included (its canonical URL is /fristenkalender). */
export function onBeforePrerenderStart() {
  return calendarYearPaths
}
