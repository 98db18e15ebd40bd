/**
 * The contact form's field rules, apart from the rest of the API contract (core/contact-api.ts)
 * because the page runs them before anything else loads (renderer/islands/ContactForm/guard.ts):
 * this module and core/text.ts are all the browser fetches for them.
 */
import { isBlank } from './text'

/** The fields a visitor fills in, in form order. */
export const contactFields = ['name', 'email', 'message'] as const
export type ContactField = (typeof contactFields)[number]

/** The fields a visitor left empty (nothing visible in them), in form order. */
export function missingFields(values: Partial<Record<ContactField, unknown>>): ContactField[] {
  return contactFields.filter((field) => {
    const value = values[field]
    return typeof value !== 'string' || isBlank(value)
  })
}
