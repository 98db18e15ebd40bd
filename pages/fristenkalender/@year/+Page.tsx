import { usePageInfo } from '../../../renderer/PageContext'
import { defaultCalendarYear } from '../../../core/deadlines'
import { DeadlineCalendarView } from '../../../renderer/views/DeadlineCalendarView/DeadlineCalendarView'

/** /fristenkalender/<year>: one year of the deadline calendar. */
export default function DeadlineCalendarYearPage() {
  const year = Number(usePageInfo().routeParams.year) || defaultCalendarYear
  return <DeadlineCalendarView year={year} />
}
