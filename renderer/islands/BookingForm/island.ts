import type { IslandDefinition } from '../island-definition'
import type { BookingFormProps } from './BookingForm'

/** Before hydration: the picker shows the visitor's own time zone when it lists it. */
function preselectOwnZone(island: HTMLElement): void {
  const picker = island.querySelector<HTMLSelectElement>('select[data-zone-picker]')
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone
  if (picker && own && [...picker.options].some((option) => option.value === own)) picker.value = own
}

export const bookingFormIsland: IslandDefinition<BookingFormProps> = {
  name: 'booking-form',
  load: () => import('./BookingForm').then((m) => m.BookingForm),
  enhance: preselectOwnZone,
}
