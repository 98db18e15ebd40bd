import type { IslandDefinition } from '../island-definition'
import type { ContactFormProps } from './ContactForm'
import { guardContactForm } from './guard'

export const contactFormIsland: IslandDefinition<ContactFormProps> = {
  name: 'contact-form',
  load: () => import('./ContactForm').then((m) => m.ContactForm),
  enhance: guardContactForm,
}
