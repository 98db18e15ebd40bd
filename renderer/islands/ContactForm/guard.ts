import { contactFields, missingFields, type ContactField } from '../../../core/contact-form'
import { showToast } from '../../components/ToastRegion/toast'

/**
 * The contact form's check before anything is sent (SPEC.md §5, §8), one and the same before and
 * after its island hydrates: it runs on page load, without React, and stands in front of the
 * island. A field with nothing visible in it is missing: the site's notice (the form's
 * `data-required-notice`, in the page's language) appears as a destructive toast and the first
 * such field takes the focus. The e-mail's format is the browser's check (SPEC.md §5). Without
 * JavaScript, the browser's own validation and the result pages of the API do the same.
 */
export function guardContactForm(island: HTMLElement): void {
  const form = island.querySelector('form')
  if (!form) return
  // The browser's bubble would speak the browser's language, not the page's, and would not
  // count blanks as empty.
  form.noValidate = true
  const field = (name: ContactField) => form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null
  form.addEventListener('input', (event) => (event.target as Element).removeAttribute('aria-invalid'))
  island.addEventListener(
    'submit',
    (event) => {
      if (event.target !== form) return
      const missing = missingFields(Object.fromEntries(contactFields.map((name) => [name, field(name)?.value ?? ''])))
      const email = field('email')
      const invalid = missing.length > 0 ? missing : email && !email.checkValidity() ? (['email'] as const) : []
      for (const name of contactFields) field(name)?.removeAttribute('aria-invalid')
      if (invalid.length === 0) return
      for (const name of invalid) field(name)?.setAttribute('aria-invalid', 'true')
      // Neither the island nor the form's native post gets this submit.
      event.preventDefault()
      event.stopImmediatePropagation()
      if (missing.length === 0) {
        email?.reportValidity()
        return
      }
      showToast({ title: form.dataset.requiredNotice ?? '', variant: 'destructive' })
      field(missing[0]!)?.focus()
    },
    true,
  )
}
