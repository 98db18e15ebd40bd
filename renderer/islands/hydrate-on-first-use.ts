import type { IslandComponent, IslandDefinition } from './island-definition'

/** What counts as a first use of an island: a pointer over it, a touch, focus, a key. */
const firstUseEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const

/** How long a submit made while the island's code loads waits for it before the form posts as without JavaScript. */
const submitWaitMs = 4000

/** How long the idle fetch waits at most for an idle moment after the page has loaded. */
const idleTimeoutMs = 3000

/** The renderer (React and react-dom) and the island's component, fetched and evaluated once. */
function loadIsland(load: () => Promise<IslandComponent<never>>) {
  return Promise.all([load(), import('./hydrate')])
}

/**
 * Fetches the islands' code (React included) once the page has loaded and the browser is idle, so
 * the first click only hydrates; marks each island `data-loaded` when its code is there. Nothing the
 * first paint or the load event waits for. A failed fetch here is retried on first use.
 */
function loadWhenIdle(loads: readonly { element: HTMLElement; load: () => Promise<unknown> }[]): void {
  if (loads.length === 0) return
  const run = () => {
    for (const { element, load } of loads) load().then(() => (element.dataset.loaded = 'true'), () => undefined)
  }
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: idleTimeoutMs }) : setTimeout(run, 1))
  if (document.readyState === 'complete') whenIdle()
  else addEventListener('load', whenIdle, { once: true })
}

/**
 * Hydrates the page's islands ([data-island]) on their first use; their code is fetched before, at
 * idle after load (`loadWhenIdle`). Until the island hydrates the server-rendered form works on its
 * own: what the visitor types or chooses stays in the fields and the island adopts it when it
 * hydrates (renderer/islands/early-input.ts); a submit while the code loads waits for it and is then
 * sent by the island, or after `submitWaitMs` (or if the code fails to load) the form posts as it
 * does without JavaScript. `eager` hydrates at once (e.g. a tool's result waits to be put into the
 * contact form).
 */
export function hydrateIslandsOnFirstUse(islands: readonly IslandDefinition<never>[], { eager = false } = {}): void {
  const loads: { element: HTMLElement; load: () => Promise<unknown> }[] = []
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const island = islands.find((candidate) => candidate.name === element.dataset.island)
    if (!island) continue
    island.enhance?.(element)
    const load = island.load
    loads.push({ element, load: () => loadIsland(load) })
    let hydration: Promise<boolean> | undefined
    const start = () => (hydration ??= hydrate(element, load))
    const onFirstUse = () => {
      for (const type of firstUseEvents) element.removeEventListener(type, onFirstUse, true)
      void start()
    }
    for (const type of firstUseEvents) element.addEventListener(type, onFirstUse, { capture: true, passive: true })
    element.addEventListener('submit', (event) => {
      if (element.dataset.hydrated || !(event.target instanceof HTMLFormElement)) return
      event.preventDefault()
      const form = event.target
      const submitter = event.submitter
      form.setAttribute('aria-busy', 'true')
      void Promise.race([start(), new Promise<false>((resolve) => setTimeout(resolve, submitWaitMs, false))]).then((hydrated) => {
        form.removeAttribute('aria-busy')
        if (hydrated && element.dataset.hydrated) form.requestSubmit(submitter instanceof HTMLButtonElement && submitter.form === form ? submitter : null)
        else form.submit()
      })
    }, true)
    if (eager) void start()
  }
  loadWhenIdle(loads)
}

async function hydrate(element: HTMLElement, load: () => Promise<IslandComponent<never>>): Promise<boolean> {
  try {
    const [component, { hydrateIsland }] = await loadIsland(load)
    await hydrateIsland(element, component)
    return true
  } catch (error) {
    console.error(`Island ${element.dataset.island} could not be loaded; its form keeps working without JavaScript`, error)
    return false
  }
}
