import type { IslandDefinition } from '../island-definition'
import { arrivalView, type ArrivalRequest, type ArrivalView } from './arrival'
import type { BookingFormProps } from './props'
import { prefetchSlots, renderSlotPreview } from './slot-preview'

/** Names the zones on the page itself where the worker has not answered by the time the island hydrates. */
let settleBeforeHydration: (() => void) | undefined

/**
 * At page load, without React: the free times are fetched at once, and a Web Worker (arrival.ts)
 * finds the visitor's zone, names every zone as it reads today ("…Sommerzeit" in summer) and
 * formats the times, so the page itself only builds the DOM: the visitor's own zone is added to the
 * picker where it lacks it and selected, and the times are shown in it. The island's props
 * (data-props) follow, so it hydrates onto the same markup whenever it is first used; if that comes
 * first, the zones are named on the page just before (`load`), and React shows the times.
 */
function enhance(island: HTMLElement): void {
  const props = JSON.parse(island.dataset.props ?? '{}') as BookingFormProps
  if (props.initial?.slots || props.initial?.booked) return
  const picker = island.querySelector<HTMLSelectElement>('select[data-zone-picker]')
  const now = Date.now()
  let chosen: string | undefined
  picker?.addEventListener('change', () => (chosen = picker.value))
  const request = (slots?: ArrivalRequest['slots']): ArrivalRequest => ({ listed: props.zones.map((z) => z.id), locale: props.locale, chosen, slots, now })

  let zonesShown = false
  const show = (view: ArrivalView, horizonDays = 0) => {
    if (island.dataset.hydrated) return
    if (!zonesShown) {
      zonesShown = true
      const selected = chosen ?? view.zone
      if (picker) {
        picker.replaceChildren(...view.zones.map((z) => new Option(z.label, z.id, z.id === selected, z.id === selected)))
        picker.value = selected
      }
      island.dataset.props = JSON.stringify({ ...props, zones: view.zones, initial: { ...props.initial, zone: selected } } satisfies BookingFormProps)
    }
    const placeholder = island.querySelector<HTMLElement>('[data-slots-preview]')
    // The visitor may have chosen another zone meanwhile: then the island, hydrating, shows the times.
    if (view.days && placeholder && (!picker || picker.value === view.zone)) renderSlotPreview(placeholder, view.days, horizonDays, props, view.zone)
  }
  settleBeforeHydration = () => {
    settleBeforeHydration = undefined
    if (!zonesShown) show(arrivalView(request()))
  }

  const worker = startArrivalWorker()
  const compute = (slots?: ArrivalRequest['slots']): Promise<ArrivalView> =>
    worker.ask(request(slots)).then((view) => view ?? arrivalView(request(slots)))
  // One answer with the zones and the times, so the page lays itself out once; only the zones where the times did not come.
  void prefetchSlots(props.paths.slots, props.lang)
    .then((result) => {
      if (island.dataset.hydrated) return
      return result.ok ? compute(result.data.slots).then((view) => show(view, result.data.horizonDays)) : compute().then((view) => show(view))
    })
    .finally(worker.stop)
}

/**
 * The arrival worker, asked in order; `undefined` where it cannot answer (no Worker, its code did not
 * load, the work failed), and the caller then does the work itself.
 */
function startArrivalWorker(): { ask: (request: ArrivalRequest) => Promise<ArrivalView | undefined>; stop: () => void } {
  let worker: Worker | undefined
  const waiting: ((view: ArrivalView | undefined) => void)[] = []
  const fail = () => {
    worker?.terminate()
    worker = undefined
    for (const answer of waiting.splice(0)) answer(undefined)
  }
  try {
    worker = new Worker(new URL('./arrival-worker.ts', import.meta.url), { type: 'module', name: 'booking-arrival' })
    worker.addEventListener('message', (event: MessageEvent<ArrivalView | undefined>) => waiting.shift()?.(event.data))
    worker.addEventListener('error', (event) => {
      event.preventDefault()
      fail()
    })
  } catch {
    worker = undefined
  }
  return {
    ask: (request) =>
      new Promise((answer) => {
        if (!worker) return answer(undefined)
        waiting.push(answer)
        worker.postMessage(request)
      }),
    stop: () => {
      worker?.terminate()
      worker = undefined
    },
  }
}

export const bookingFormIsland: IslandDefinition<BookingFormProps> = {
  name: 'booking-form',
  load: () =>
    import('./BookingForm').then((m) => {
      settleBeforeHydration?.()
      return m.BookingForm
    }),
  enhance,
}
