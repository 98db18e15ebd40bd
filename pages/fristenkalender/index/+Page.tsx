import { defaultCalendarYear } from '../../../renderer/tools/deadlines'
import { DeadlineCalendarView } from '../../../renderer/views/DeadlineCalendarView'

/** /fristenkalender: the deadline calendar 2025 (SPEC.md §2). */
export default function DeadlineCalendarPage() {
  return <DeadlineCalendarView year={defaultCalendarYear} />
}
