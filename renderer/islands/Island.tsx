import type { IslandComponent, IslandDefinition } from './island-definition'

/**
 * An interactive widget inside a static page: rendered to HTML at build time, hydrated in the
 * browser by renderer/islands/hydrate-on-first-use.ts with the same props (serialised into data-props).
 * Props carry the already-localised texts, so the browser never loads other languages' content.
 */
export function Island<P extends object>({ of, component: Component, props }: { of: IslandDefinition<P>; component: IslandComponent<P>; props: P }) {
  return (
    <div data-island={of.name} data-props={JSON.stringify(props)}>
      <Component {...props} />
    </div>
  )
}
