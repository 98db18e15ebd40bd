import { useLayoutEffect, type RefObject } from 'react'

/** The named fields' values as the visitor left them: checked radios and checkboxes only, no hidden fields. */
function fieldValues(root: HTMLElement): Map<string, string> {
  const values = new Map<string, string>()
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input[name], textarea[name], select[name]')) {
    if (field instanceof HTMLInputElement && (field.type === 'hidden' || ((field.type === 'radio' || field.type === 'checkbox') && !field.checked))) continue
    values.set(field.name, field.value)
  }
  return values
}

/**
 * Islands hydrate on first use (renderer/islands/hydrate-on-first-use.ts), so a visitor may type or choose in
 * the server-rendered fields before React owns them. React keeps such values in the DOM while it
 * hydrates, but the island's state still holds the rendered ones; `adopt` receives the fields'
 * values in the same commit, before any event of the visitor can reach the island.
 */
export function useEarlyInput(ref: RefObject<HTMLElement | null>, adopt: (values: Map<string, string>) => void): void {
  useLayoutEffect(() => {
    if (ref.current) adopt(fieldValues(ref.current))
    // Once, on the hydrating commit; later values reach the island through its own handlers.
  }, [])
}
