import { usePageInfo } from '../../../renderer/PageContext'
import { defaultCalendarYear } from '../../../renderer/tools/deadlines'
import { DeadlineCalendarView } from '../../../renderer/views/DeadlineCalendarView'

/** /fristenkalender/2026, /fristenkalender/2027: the neighbouring years. */
export default function DeadlineCalendarYearPage() {
  const year = Number(usePageInfo().path.split('/')[2]) || defaultCalendarYear
  return <DeadlineCalendarView year={year} />
}
