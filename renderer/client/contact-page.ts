import { initChrome } from './chrome'
import { hasContactPrefill } from './contact-prefill'
import { guardContactForm } from '../islands/contact-form-guard'
import { hydrateIslandsOnFirstUse } from './islands'

/**
 * Client entry of pages with a contact form: site chrome plus the form island, hydrated on first
 * use, or at once when a tool's result waits to be put into the message.
 */
export function initContactPage(): void {
  initChrome()
  hydrateIslandsOnFirstUse(
    { 'contact-form': { load: () => import('../islands/ContactForm').then((m) => m.ContactForm), enhance: guardContactForm } },
    { eager: hasContactPrefill() },
  )
}
