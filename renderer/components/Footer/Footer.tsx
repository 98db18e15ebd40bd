import { ExternalLink, Mail, MapPin, Phone } from 'lucide-react'
import { firm } from '../../../content/firm'
import { footerLinks } from '../../../content/navigation'
import { buildYear } from '../../../core/build-date'
import { localize } from '../../../core/i18n'
import { format } from '../../../core/text'
import { useLang, useUi } from '../../PageContext'
import { Link } from '../Link/Link'
import { SampleDataNotice } from '../SampleDataNotice/SampleDataNotice'

export function Footer() {
  const t = useUi()
  const lang = useLang()
  return (
    <footer id="site-footer" className="border-t border-border bg-muted">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div>
          <p className="font-semibold text-fg">{firm.name}</p>
          <p className="mt-3 text-sm leading-6 text-fg-muted">{t.footer.tagline}</p>
        </div>
        <div>
          <h2 className="text-sm font-semibold text-fg">{t.footer.contactTitle}</h2>
          <ul className="mt-3 space-y-2 text-sm text-fg-muted">
            <li className="flex gap-2">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <span className="sr-only">{t.footer.phoneLabel}: </span>
                <a className="link" href={`tel:${firm.phone.e164}`}>{firm.phone.display}</a>
              </span>
            </li>
            <li className="flex gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <span className="sr-only">{t.footer.emailLabel}: </span>
                <a className="link" href={`mailto:${firm.email}`}>{firm.email}</a>
              </span>
            </li>
            <li className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <address className="not-italic">
                {firm.address.street}, {firm.address.postalCode} {firm.address.city}, {localize(firm.address.country, lang)}
              </address>
            </li>
            <li className="flex gap-2">
              <ExternalLink aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <a className="link" href={firm.profileUrl} target="_blank" rel="noopener noreferrer">
                {t.footer.profileLink}
              </a>
            </li>
          </ul>
          <SampleDataNotice className="mt-4" />
        </div>
        <nav aria-labelledby="footer-links-title">
          <h2 id="footer-links-title" className="text-sm font-semibold text-fg">{t.footer.linksTitle}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {footerLinks.map((item) => (
              <li key={item.href}>
                <Link className="link text-fg-muted" href={item.href}>{t.footer[item.label]}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-fg-muted sm:px-6">
          {format(t.footer.copyright, { year: buildYear, firm: firm.name })}
        </p>
      </div>
    </footer>
  )
}
