import type { ReactNode } from 'react'

/**
 * One interactive widget of the site: its name in the page (`data-island`), how the browser loads
 * its component (only on first use, renderer/islands/hydrate-on-first-use.ts), and the enhancement
 * that runs at page load without React. The page renders it with <Island of={…}> (Island.tsx),
 * whose props must be the component's; a page's +client.ts hydrates the same definition. Each
 * island defines itself in its folder (`<Name>/island.ts`), so a page's script bundles only its own.
 */
/** An island's component: a function of its props (serialisable, already localised). */
export type IslandComponent<P> = (props: P) => ReactNode

export interface IslandDefinition<P> {
  name: string
  load: () => Promise<IslandComponent<P>>
  /**
   * Progressive enhancement of the server-rendered markup, run at once on page load without
   * React: what the form must do before its island's code arrives (SPEC.md §5 behaviours).
   * It runs before the loader's own submit handling, so it may stop a submit.
   */
  enhance?: (island: HTMLElement) => void
}
