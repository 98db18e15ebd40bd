import type { IslandComponent, IslandDefinition } from './island-definition'
import { islandCodeId } from './island-code-id'

/** What counts as a first use of an island: a pointer over it, a touch, focus, a key. */
const firstUseEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const

/** How long a submit made while the island's code loads waits for it before the form posts as without JavaScript. */
const submitWaitMs = 4000

/** How long the idle fetch waits at most for an idle moment after the page has loaded. */
const idleTimeoutMs = 3000

/** Signs that a visitor is at the page (not a crawler or an audit): then the islands' code is run ahead of its first use. */
const presenceEvents = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'] as const

/** Runs `task` once the browser is idle (soon after, where it cannot say). */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: idleTimeoutMs })
  else setTimeout(task, 1)
}

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
function preloadWhenIdle(islands: readonly HTMLElement[]): Promise<void> {
  const list = document.getElementById(islandCodeId)
  if (islands.length === 0 || !list) return Promise.resolve()
  const preload = (href: string) =>
    new Promise<void>((resolve) => {
      const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href })
      link.addEventListener('load', () => resolve())
      link.addEventListener('error', () => resolve())
      document.head.append(link)
    })
  return new Promise((done) => {
    const run = () =>
      void Promise.all((JSON.parse(list.textContent ?? '[]') as string[]).map(preload)).then(() => {
        for (const island of islands) island.dataset.loaded = 'true'
        done()
      })
    if (document.readyState === 'complete') whenIdle(run)
    else addEventListener('load', () => whenIdle(run), { once: true })
  })
}

/**
 * Runs the islands' code (React's evaluation is a long task on a phone) ahead of its first use, but
 * only once a visitor shows at the page (a pointer moves, a key, a touch, a scroll) and the browser
 * is idle: a visitor's first click then only hydrates, and a page that is only loaded (a crawler,
 * an audit) runs nothing it does not need.
 */
function runOnPresence(preloaded: Promise<void>, run: () => void): void {
  const onPresence = () => {
    for (const type of presenceEvents) removeEventListener(type, onPresence, true)
    void preloaded.then(() => whenIdle(run))
  }
  for (const type of presenceEvents) addEventListener(type, onPresence, { capture: true, passive: true })
}

/**
 * Hydrates the page's islands ([data-island]) on their first use; their code is fetched before, at
 * idle after load (`preloadWhenIdle`), and run once a visitor shows at the page (`runOnPresence`). Until the island hydrates the server-rendered form works on its
 * own: what the visitor types or chooses stays in the fields and the island adopts it when it
 * hydrates (renderer/islands/early-input.ts); a submit while the code loads waits for it and is then
 * sent by the island, or after `submitWaitMs` (or if the code fails to load) the form posts as it
 * does without JavaScript. `eager` hydrates at once (e.g. a tool's result waits to be put into the
 * contact form).
 */
export function hydrateIslandsOnFirstUse(islands: readonly IslandDefinition<never>[], { eager = false } = {}): void {
  const found: HTMLElement[] = []
  const loads: (() => Promise<unknown>)[] = []
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const island = islands.find((candidate) => candidate.name === element.dataset.island)
    if (!island) continue
    island.enhance?.(element)
    const load = island.load
    found.push(element)
    loads.push(() => loadIsland(load))
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
  runOnPresence(preloadWhenIdle(found), () => {
    for (const load of loads) load().catch(() => undefined)
  })
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
