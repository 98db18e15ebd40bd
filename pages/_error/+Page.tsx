import { House } from 'lucide-react'
import { CallToAction } from '../../renderer/components/CallToAction/CallToAction'
import { Hero } from '../../renderer/components/Hero/Hero'
import { Link } from '../../renderer/components/Link/Link'
import { useUi } from '../../renderer/PageContext'

/** The not-found page, in the language of the requested path (served with status 404). */
export default function NotFoundPage() {
  const t = useUi().notFound
  return (
    <>
      <Hero hero={t.hero}>
        <Link href="/" className="btn btn-on-hero btn-lg mt-8">
          <House aria-hidden="true" className="size-5" />
          {t.backHome}
        </Link>
      </Hero>
      <CallToAction cta={t.cta} href="/kontakt" />
    </>
  )
}
