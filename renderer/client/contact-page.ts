import { ContactForm } from '../islands/ContactForm'
import { initChrome } from './chrome'
import { hydrateIslands } from './islands'

/** Client entry of pages with a contact form: site chrome plus the form island. */
export function initContactPage(): void {
  initChrome()
  hydrateIslands({ 'contact-form': ContactForm })
}
