import type { ReactNode } from 'react'
import type { CallToActionText } from '../../../content/types'
import { Link } from '../Link/Link'

/** The closing call to action that every page ends with (to /kontakt or /preise). */
export function CallToAction({ cta, href, children }: { cta: CallToActionText; href: string; children?: ReactNode }) {
  return (
    <section aria-labelledby="cta-title" className="bg-muted" data-pagefind-ignore="all">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
        <h2 id="cta-title" className="text-balance text-2xl font-bold tracking-tight text-fg sm:text-3xl">{cta.title}</h2>
        <p className="mx-auto mt-3 max-w-2xl text-pretty text-fg-muted">{cta.subtitle}</p>
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
          <Link href={href} className="btn btn-primary btn-lg">
            {cta.button}
          </Link>
          {children}
        </div>
      </div>
    </section>
  )
}
