import type { ComponentType } from 'react'

/**
 * An interactive widget inside a static page: rendered to HTML at build time, hydrated in the
 * browser by renderer/client/islands.ts with the same props (serialised into data-props).
 * Props carry the already-localised texts, so the browser never loads other languages' content.
 */
export function Island<P extends object>({ name, component: Component, props }: { name: string; component: ComponentType<P>; props: P }) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)}>
      <Component {...props} />
    </div>
  )
}
