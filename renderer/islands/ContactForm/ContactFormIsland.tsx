import { contactApi, defaultSource } from '../../../core/contact-api'
import { ContactForm } from './ContactForm'
import { useLang, useUi } from '../../PageContext'
import { localizePath } from '../../../core/url-rules'
import { Island } from '../Island'
import { contactFormIsland } from './island'

/** Places the contact form; `title` names the form and becomes the inquiry's source. */
export function ContactFormIsland({ title }: { title?: string }) {
  const lang = useLang()
  const t = useUi()
  return (
    <Island
      of={contactFormIsland}
      component={ContactForm}
      props={{
        texts: t.contactForm,
        lang,
        source: title ?? defaultSource,
        privacyHref: localizePath('/datenschutz', lang),
        endpoint: contactApi.path,
      }}
    />
  )
}
