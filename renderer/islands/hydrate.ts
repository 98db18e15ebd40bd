import { createElement, useLayoutEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { keepEarlyInput } from './early-input'

/** Renders its child and reports the first commit (layout effects of the island have run by then). */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children?: ReactNode }) {
  useLayoutEffect(onHydrated, [])
  return children
}

/**
 * Hydrates one island with the props it was rendered with (data-props); resolves once the island's
 * code owns it. Marks it `data-hydrating` while React takes it over (time-sliced: the visitor may
 * still type meanwhile), then `data-hydrated` (the first-use loader and the browser tests read that).
 */
export function hydrateIsland(element: HTMLElement, component: ComponentType<never>): Promise<void> {
  const props = JSON.parse(element.dataset.props ?? '{}') as never
  return new Promise((resolve) => {
    const onHydrated = () => {
      stopKeeping()
      delete element.dataset.hydrating
      element.dataset.hydrated = 'true'
      resolve()
    }
    element.dataset.hydrating = 'true'
    const stopKeeping = keepEarlyInput(element)
    hydrateRoot(element, createElement(Hydrated, { onHydrated }, createElement(component, props)))
  })
}
