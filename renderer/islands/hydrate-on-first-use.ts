import type { IslandComponent, IslandDefinition } from './island-definition'
import { islandCodeId } from './island-code-id'

/** What counts as a first use of an island: a pointer over it, a touch, focus, a key. */
const firstUseEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const

/** How long a submit made while the island's code loads waits for it before the form posts as without JavaScript. */
const submitWaitMs = 4000

/** How long the idle fetch waits at most for an idle moment after the page has loaded. */
const idleTimeoutMs = 3000

/** The renderer (React and react-dom) and the island's component, evaluated once. */
function loadIsland(load: () => Promise<IslandComponent<never>>) {
  return Promise.all([load(), import('./hydrate')])
}

/**
 * Fetches and compiles the islands' code (React included) once the page has loaded and the browser
 * is idle, without running it: module preloads of the scripts the build listed for the page
 * (scripts/island-code.ts), so the first use only runs and hydrates it and no long task falls into
 * the page's quiet time. Marks each island `data-loaded` when its code is there. A failed preload is
 * fetched again on first use.
 */
function preloadWhenIdle(islands: readonly HTMLElement[]): void {
  const list = document.getElementById(islandCodeId)
  if (islands.length === 0 || !list) return
  const run = () => {
    const loads = (JSON.parse(list.textContent ?? '[]') as string[]).map(
      (href) =>
        new Promise<void>((resolve) => {
          const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href })
          link.addEventListener('load', () => resolve())
          link.addEventListener('error', () => resolve())
          document.head.append(link)
        }),
    )
    void Promise.all(loads).then(() => {
      for (const island of islands) island.dataset.loaded = 'true'
    })
  }
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: idleTimeoutMs }) : setTimeout(run, 1))
  if (document.readyState === 'complete') whenIdle()
  else addEventListener('load', whenIdle, { once: true })
}

/**
 * Hydrates the page's islands ([data-island]) on their first use; their code is fetched before, at
 * idle after load (`preloadWhenIdle`). Until the island hydrates the server-rendered form works on its
 * own: what the visitor types or chooses stays in the fields and the island adopts it when it
 * hydrates (renderer/islands/early-input.ts); a submit while the code loads waits for it and is then
 * sent by the island, or after `submitWaitMs` (or if the code fails to load) the form posts as it
 * does without JavaScript. `eager` hydrates at once (e.g. a tool's result waits to be put into the
 * contact form).
 */
export function hydrateIslandsOnFirstUse(islands: readonly IslandDefinition<never>[], { eager = false } = {}): void {
  const found: HTMLElement[] = []
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const island = islands.find((candidate) => candidate.name === element.dataset.island)
    if (!island) continue
    island.enhance?.(element)
    const load = island.load
    found.push(element)
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
  preloadWhenIdle(found)
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
