import { initChrome } from './chrome'
import { hasContactPrefill } from '../islands/ContactForm/prefill'
import { hydrateIslandsOnFirstUse } from '../islands/hydrate-on-first-use'
import { contactFormIsland } from '../islands/ContactForm/island'

/**
 * Client entry of pages with a contact form: site chrome plus the form island, hydrated on first
 * use, or at once when a tool's result waits to be put into the message.
 */
export function initContactPage(): void {
  initChrome()
  hydrateIslandsOnFirstUse([contactFormIsland], { eager: hasContactPrefill() })
}
