import { CheckCircle2, House } from 'lucide-react'
import { kontaktPage } from '../../../content/pages/kontakt'
import { CallToAction } from '../../../renderer/components/CallToAction/CallToAction'
import { Hero } from '../../../renderer/components/Hero/Hero'
import { Link } from '../../../renderer/components/Link/Link'
import { localize } from '../../../core/i18n'
import { useLang, useUi } from '../../../renderer/PageContext'

/** Where the contact form without JavaScript lands after a successful send. */
export default function ContactSentPage() {
  const t = useUi().contactForm.sentPage
  return (
    <>
      <Hero hero={{ title: t.title, intro: t.text }}>
        <CheckCircle2 aria-hidden="true" className="mt-6 size-10 text-[var(--hero-accent)]" />
        <div>
          <Link href="/" className="btn btn-on-hero btn-lg mt-6">
            <House aria-hidden="true" className="size-5" />
            {t.backHome}
          </Link>
        </div>
      </Hero>
      <CallToAction cta={localize(kontaktPage.text, useLang()).cta} href={kontaktPage.ctaHref} />
    </>
  )
}
