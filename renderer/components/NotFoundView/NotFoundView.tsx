import { ArrowLeft } from 'lucide-react'
import type { NotFoundText } from '../../../content/types'
import { lexikonPage } from '../../../content/pages/lexikon'
import { localize } from '../../../core/i18n'
import { useLang } from '../../PageContext'
import { CallToAction } from '../CallToAction/CallToAction'
import { Hero } from '../Hero/Hero'
import { Link } from '../Link/Link'

/** The not-found view of a glossary term or an article (SPEC.md §8), served with status 404. */
export function NotFoundView({ text }: { text: NotFoundText }) {
  const page = localize(lexikonPage.text, useLang())
  return (
    <>
      <Hero hero={{ title: text.title, intro: text.text }}>
        <Link href="/lexikon" className="btn btn-on-hero btn-lg mt-8">
          <ArrowLeft aria-hidden="true" className="size-5" />
          {text.button}
        </Link>
      </Hero>
      <CallToAction cta={page.cta} href={lexikonPage.ctaHref} />
    </>
  )
}
