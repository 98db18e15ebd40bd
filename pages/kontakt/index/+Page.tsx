import { Mail, MapPin, Phone } from 'lucide-react'
import { firm } from '../../../content/firm'
import { SampleDataNotice } from '../../../renderer/components/SampleDataNotice/SampleDataNotice'
import { kontaktPage } from '../../../content/pages/kontakt'
import { ContactFormIsland } from '../../../renderer/islands/ContactForm/ContactFormIsland'
import { Disclaimer } from '../../../renderer/components/Disclaimer/Disclaimer'
import { StandardPage } from '../../../renderer/components/StandardPage/StandardPage'
import { localize } from '../../../core/i18n'
import { useLang } from '../../../renderer/PageContext'
import { Link } from '../../../renderer/components/Link/Link'

export default function ContactPage() {
  const lang = useLang()
  const text = localize(kontaktPage.text, lang)
  return (
    <StandardPage page={kontaktPage}>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[2fr_3fr]">
        <section aria-labelledby="contact-info-title" className="self-start rounded-xl border border-border bg-muted p-6">
          <h2 id="contact-info-title" className="text-xl font-semibold text-fg">{text.info.title}</h2>
          <ul className="mt-5 space-y-4 text-fg-muted">
            <li className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <div>
                <p className="text-sm font-medium text-fg">{text.info.phone}</p>
                <p><a className="link" href={`tel:${firm.phone.e164}`}>{firm.phone.display}</a></p>
              </div>
            </li>
            <li className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <div>
                <p className="text-sm font-medium text-fg">{text.info.email}</p>
                <p><a className="link break-all" href={`mailto:${firm.email}`}>{firm.email}</a></p>
              </div>
            </li>
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <div>
                <p className="text-sm font-medium text-fg">{text.info.address}</p>
                <address className="not-italic">
                  {firm.name}<br />
                  {firm.address.street}<br />
                  {firm.address.postalCode} {firm.address.city}<br />
                  {localize(firm.address.country, lang)}
                </address>
                <p className="mt-1 text-sm text-fg-muted">{text.info.visits}</p>
              </div>
            </li>
          </ul>
          <SampleDataNotice className="mt-6" />
          <div className="mt-6 border-t border-border pt-6">
            <h2 className="text-lg font-semibold text-fg">{text.booking.title}</h2>
            <p className="mt-2 text-fg-muted">{text.booking.text}</p>
            <Link href="/termin" className="btn btn-primary mt-4">{text.booking.button}</Link>
          </div>
        </section>
        <section aria-labelledby="contact-form-title" id="contact-form">
          <h2 id="contact-form-title" className="text-xl font-semibold text-fg">{text.form.title}</h2>
          <div className="mt-5">
            <ContactFormIsland />
          </div>
        </section>
      </div>
      <div className="px-4 pb-16 sm:px-6">
        <Disclaimer text={text.disclaimer} />
      </div>
    </StandardPage>
  )
}
