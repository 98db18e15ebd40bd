import { defaultCalendarYear } from '../../../core/deadlines'
import { DeadlineCalendarView } from '../../../renderer/views/DeadlineCalendarView/DeadlineCalendarView'

/** /fristenkalender: the deadline calendar 2025 (SPEC.md §2). */
export default function DeadlineCalendarPage() {
  return <DeadlineCalendarView year={defaultCalendarYear} />
}
