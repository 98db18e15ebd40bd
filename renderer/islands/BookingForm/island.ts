import { firmTimeZone, isTimeZone, pickerZones } from '../../../core/booking-time'
import type { IslandDefinition } from '../island-definition'
import type { BookingFormProps } from './props'
import { prefetchSlots, renderSlotPreview } from './slot-preview'

/**
 * At page load, without React: the visitor's own zone is added to the picker where it lacks it and
 * selected, and the free times are fetched and shown at once. Then, while the browser is idle, one
 * zone at a time, every zone is named as it reads today ("…Sommerzeit" in summer): making a
 * formatter per zone is slow on a phone, and none of it may hold up the page. The island's props
 * (data-props) follow each change, so it hydrates onto the same markup whenever it is first used.
 */
function enhance(island: HTMLElement): void {
  const props = JSON.parse(island.dataset.props ?? '{}') as BookingFormProps
  if (props.initial?.slots || props.initial?.booked) return
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone
  const zone = own && isTimeZone(own) ? own : firmTimeZone
  const now = new Date()
  const listed = props.zones.map((z) => z.id)
  const zones = listed.includes(zone) ? [...props.zones] : pickerZones([], zone, props.locale, now).concat(props.zones)
  const picker = island.querySelector<HTMLSelectElement>('select[data-zone-picker]')
  const write = () => (island.dataset.props = JSON.stringify({ ...props, zones, initial: { ...props.initial, zone } } satisfies BookingFormProps))
  if (picker) {
    picker.replaceChildren(...zones.map((z) => new Option(z.label, z.id, z.id === zone, z.id === zone)))
    picker.value = zone
  }
  write()
  void prefetchSlots(props.paths.slots, props.lang).then((result) => {
    const placeholder = island.querySelector<HTMLElement>('[data-slots-preview]')
    // The visitor may have changed the zone meanwhile: the list reads in the picker's zone.
    const shown = picker && isTimeZone(picker.value) ? picker.value : zone
    if (result.ok && placeholder && !island.dataset.hydrated) renderSlotPreview(placeholder, result.data, props, shown)
  })
  // One zone per idle moment: even an idle task counts against the page when it runs long.
  let next = 0
  const rename = () => {
    // Once React owns the form, its own render names the zones.
    if (island.dataset.hydrated) return
    const [named] = pickerZones([], zones[next]!.id, props.locale, now)
    zones[next] = named!
    const option = picker?.options[next]
    if (option && option.value === named!.id) option.text = named!.label
    write()
    if (++next < zones.length) whenIdle(rename)
  }
  whenIdle(rename)
}

/** Runs `task` when the browser is idle (soon after, where it cannot say). */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 })
  else setTimeout(task, 1)
}

export const bookingFormIsland: IslandDefinition<BookingFormProps> = {
  name: 'booking-form',
  load: () => import('./BookingForm').then((m) => m.BookingForm),
  enhance,
}
