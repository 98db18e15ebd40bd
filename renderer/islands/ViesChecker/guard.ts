import { isVatCheckComplete } from '../../../core/vies-form'

/**
 * SPEC.md §5: the check's submit is disabled while the country or the number is empty. The
 * server renders the button enabled, so the form posts without JavaScript; with JavaScript this
 * keeps it in step with the fields from page load until the island hydrates and owns it
 * (renderer/islands/ViesChecker/ViesChecker.tsx applies the same rule from then on).
 */
export function disableCheckUntilComplete(island: HTMLElement): void {
  const form = island.querySelector('form')
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]')
  if (!form || !button) return
  const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null)?.value ?? ''
  const sync = () => {
    if (island.dataset.hydrated) return
    button.disabled = !isVatCheckComplete(value('countryCode'), value('vatNumber'))
  }
  sync()
  form.addEventListener('input', sync)
  form.addEventListener('change', sync)
}
