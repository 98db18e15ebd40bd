import { firmTimeZone, isTimeZone, pickerZones } from '../../../core/booking-time'
import type { IslandDefinition } from '../island-definition'
import type { BookingFormProps } from './props'
import { prefetchSlots, renderSlotPreview } from './slot-preview'

/**
 * At page load, without React: the visitor's own zone is added to the picker where it lacks it and
 * selected, every zone named as it reads today ("…Sommerzeit" in summer), and the free times are
 * fetched and shown at once. The island's props (data-props) are changed to match, so it hydrates
 * onto the same markup when first used.
 */
function enhance(island: HTMLElement): void {
  const props = JSON.parse(island.dataset.props ?? '{}') as BookingFormProps
  if (props.initial?.slots || props.initial?.booked) return
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone
  const zone = own && isTimeZone(own) ? own : firmTimeZone
  const zones = pickerZones(
    props.zones.map((z) => z.id),
    zone,
    props.locale,
    new Date(),
  )
  const picker = island.querySelector<HTMLSelectElement>('select[data-zone-picker]')
  if (picker) {
    picker.replaceChildren(...zones.map((z) => new Option(z.label, z.id, z.id === zone, z.id === zone)))
    picker.value = zone
  }
  island.dataset.props = JSON.stringify({ ...props, zones, initial: { ...props.initial, zone } } satisfies BookingFormProps)
  void prefetchSlots(props.paths.slots, props.lang).then((result) => {
    const placeholder = island.querySelector<HTMLElement>('[data-slots-preview]')
    // The visitor may have changed the zone meanwhile: the list reads in the picker's zone.
    const shown = picker && isTimeZone(picker.value) ? picker.value : zone
    if (result.ok && placeholder && !island.dataset.hydrated) renderSlotPreview(placeholder, result.data, props, shown)
  })
}

export const bookingFormIsland: IslandDefinition<BookingFormProps> = {
  name: 'booking-form',
  load: () => import('./BookingForm').then((m) => m.BookingForm),
  enhance,
}
