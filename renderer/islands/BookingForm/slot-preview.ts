import type { SlotsAnswer } from '../../../core/booking-api'
import { firmTimeZone, type SlotDay } from '../../../core/booking-time'
import { format } from '../../../core/text'
import { getJson, type ApiResult } from '../../client/api'
import type { BookingFormProps } from './props'
import { slotLook } from './slot-look'

let pending: Promise<ApiResult<SlotsAnswer>> | undefined

/** Asks for the free times once, as soon as the page runs: data, not code (React loads on first use). */
export function prefetchSlots(path: string, lang: string): Promise<ApiResult<SlotsAnswer>> {
  return (pending ??= getJson<SlotsAnswer>(`${path}?lang=${lang}`))
}

/** The answer asked for on arrival, for the island to take over; each answer is taken once. */
export function takePrefetchedSlots(): Promise<ApiResult<SlotsAnswer>> | undefined {
  const taken = pending
  pending = undefined
  return taken
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag)
  if (className) made.className = className
  made.append(...children)
  return made
}

/**
 * The free times on arrival, before the island hydrates: the same list the island renders
 * (SlotDays), from the days the arrival worker formatted (arrival.ts), built with the DOM into the island's placeholder ([data-slots-preview]). Picking a
 * time is the island's first use: it hydrates, takes the chosen time over and replaces this list.
 * Only the open day's times are built at once; a closed day's are built when it is opened, so the
 * page does no long task on arrival (several hundred times across the booking window).
 */
export function renderSlotPreview(placeholder: HTMLElement, days: readonly SlotDay[], horizonDays: number, props: Pick<BookingFormProps, 'texts'>, zone: string): void {
  const { texts } = props
  const group = element('fieldset', slotLook.group, element('legend', slotLook.legend, texts.slotsLegend))
  if (days.length === 0) group.append(element('p', slotLook.empty, format(texts.noSlots, { days: horizonDays })))
  const list = element('div', slotLook.days)
  list.dataset.slotDays = ''
  days.forEach((day, index) => {
    const times = () => {
      const fieldset = element('fieldset', slotLook.times, element('legend', slotLook.dayLegend, day.date))
      for (const slot of day.slots) {
        const radio = element('input', '')
        Object.assign(radio, { type: 'radio', name: 'start', value: slot.start, required: true })
        const label = element('span', '', element('span', slotLook.time, slot.time))
        if (zone !== firmTimeZone) label.append(element('span', slotLook.firmTime, format(texts.firmTime, { time: slot.firm })))
        fieldset.append(element('label', slotLook.slot, radio, label))
      }
      return fieldset
    }
    const details = element('details', slotLook.day, element('summary', slotLook.summary, day.date))
    if (index === 0) {
      details.append(times())
      details.open = true
    } else details.addEventListener('toggle', () => details.open && details.childElementCount === 1 && details.append(times()))
    list.append(details)
  })
  group.append(list)
  placeholder.replaceChildren(group)
  completePressAcrossHydration(placeholder)
}

/**
 * Space activates a radio when it is released over the radio it went down on. While React takes over,
 * the browser does not always do so: React's list can replace this one between press and release (the
 * focus moves to the same time in the new list), and even on this list Chromium was seen to activate
 * nothing when the page changed between press and release (1 press in 10 on a loaded machine). So a
 * release on the time that was pressed completes the pick where, once the browser has handled the
 * release, that time is still not picked.
 */
function completePressAcrossHydration(placeholder: HTMLElement): void {
  const island = placeholder.closest<HTMLElement>('[data-island]')
  let pressed: string | undefined
  placeholder.addEventListener('keydown', (event) => {
    const radio = event.target
    if (event.key === ' ' && radio instanceof HTMLInputElement && radio.name === 'start') pressed = radio.value
  })
  document.addEventListener('keyup', (event) => {
    if (event.key !== ' ' || pressed === undefined) return
    const radio = event.target
    const value = pressed
    pressed = undefined
    if (!(radio instanceof HTMLInputElement) || radio.name !== 'start' || radio.value !== value) return
    // A task later: the browser's own activation of the release has happened by then, or not at all.
    setTimeout(() => {
      const current = radio.isConnected ? radio : island?.querySelector<HTMLInputElement>(`input[name="start"][value="${CSS.escape(value)}"]`)
      if (current && !current.checked) current.click()
    }, 0)
  }, true)
}
