import { ArrowLeft } from 'lucide-react'
import { kontaktPage } from '../../../../content/pages/kontakt'
import type { ContactFailureReason } from '../../../../content/types'
import { CallToAction } from '../../../../renderer/components/CallToAction/CallToAction'
import { Hero } from '../../../../renderer/components/Hero/Hero'
import { Link } from '../../../../renderer/components/Link/Link'
import { localize } from '../../../../core/i18n'
import { usePageInfo, useUi } from '../../../../renderer/PageContext'

/** Where the contact form without JavaScript lands when the inquiry could not be accepted. */
export default function ContactErrorPage() {
  const { lang, routeParams } = usePageInfo()
  const t = useUi().contactForm.errorPage
  const reason = (routeParams.reason ?? 'send-failed') as ContactFailureReason
  return (
    <>
      <Hero hero={{ title: t.title, subtitle: t.reasons[reason] ?? t.reasons['send-failed'], intro: t.hint }}>
        <Link href="/kontakt" className="btn btn-on-hero btn-lg mt-8">
          <ArrowLeft aria-hidden="true" className="size-5" />
          {t.backToForm}
        </Link>
      </Hero>
      <CallToAction cta={localize(kontaktPage.text, lang).cta} href={kontaktPage.ctaHref} />
    </>
  )
}
