import { useLayoutEffect, type RefObject } from 'react'

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** Each field's value as the visitor left it before the island hydrated (see `keepEarlyInput`). */
const valuesBeforeHydration = new WeakMap<Field, string>()

function namedFields(root: HTMLElement): Field[] {
  return [...root.querySelectorAll<Field>('input[name], textarea[name], select[name]')]
}

/** The named fields' values as the visitor left them: checked radios and checkboxes only, no hidden fields. */
function fieldValues(root: HTMLElement): Map<string, string> {
  const values = new Map<string, string>()
  for (const field of namedFields(root)) {
    if (field instanceof HTMLInputElement && (field.type === 'hidden' || ((field.type === 'radio' || field.type === 'checkbox') && !field.checked))) continue
    values.set(field.name, valuesBeforeHydration.get(field) ?? field.value)
  }
  return values
}

/**
 * Called just before React takes over an island (renderer/islands/hydrate.ts). Hydration may write
 * a field's rendered value back (react-dom does so for a textarea rendered with text in it), so what
 * the visitor typed is read now, and what they change while hydration runs is read as it changes,
 * and handed to `useEarlyInput`, which puts it back through the island's state. Call the returned
 * function once the island has hydrated.
 */
export function keepEarlyInput(island: HTMLElement): () => void {
  for (const field of namedFields(island)) valuesBeforeHydration.set(field, field.value)
  // Hydration is time-sliced: the visitor may still type or choose while it runs. Such a change comes
  // with an event (React's own writes do not), and then the field's new value is what counts.
  const onChange = (event: Event) => {
    const field = event.target
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) valuesBeforeHydration.set(field, field.value)
  }
  for (const type of ['input', 'change']) island.addEventListener(type, onChange, true)
  return () => {
    for (const type of ['input', 'change']) island.removeEventListener(type, onChange, true)
  }
}

/**
 * Islands hydrate on first use (renderer/islands/hydrate-on-first-use.ts), so a visitor may type or choose in
 * the server-rendered fields before the island's code owns them. The island's state still holds the
 * rendered values; `adopt` receives the fields' values as the visitor left them in the hydrating
 * commit, before any event of the visitor can reach the island.
 */
export function useEarlyInput(ref: RefObject<HTMLElement | null>, adopt: (values: Map<string, string>) => void): void {
  useLayoutEffect(() => {
    if (ref.current) adopt(fieldValues(ref.current))
    // Once, on the hydrating commit; later values reach the island through its own handlers.
  }, [])
}
