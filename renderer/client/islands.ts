import { createElement, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'

/** Hydrates every [data-island] of the page whose name is in `registry`. */
export function hydrateIslands(registry: Record<string, ComponentType<never>>): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const component = registry[element.dataset.island ?? '']
    if (!component) continue
    const props = JSON.parse(element.dataset.props ?? '{}') as never
    hydrateRoot(element, createElement(component, props))
  }
}
