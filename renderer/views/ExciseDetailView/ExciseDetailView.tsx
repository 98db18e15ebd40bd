import { CheckCircle2 } from 'lucide-react'
import type { ExciseDetailPage } from '../../../content/types'
import { Disclaimer } from '../../components/Disclaimer/Disclaimer'
import { FaqAccordion } from '../../components/FaqAccordion/FaqAccordion'
import { PackageCard } from '../../components/PackageCard/PackageCard'
import { PriceNote } from '../../components/PriceNote/PriceNote'
import { StandardPage } from '../../components/StandardPage/StandardPage'
import { localize } from '../../../core/i18n'
import { useLang } from '../../PageContext'

/** Coffee, air passenger, alcohol and tobacco tax: topics, package card, FAQ, disclaimer, CTA. */
export function ExciseDetailView({ page }: { page: ExciseDetailPage }) {
  const text = localize(page.text, useLang())
  return (
    <StandardPage page={page}>
      <section aria-labelledby="topics-title" className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[3fr_2fr]">
        <div>
          <h2 id="topics-title" className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{text.topics.title}</h2>
          <ul className="mt-8 space-y-4">
            {text.topics.items.map((item) => (
              <li key={item} className="flex gap-3 leading-7 text-fg-muted">
                <CheckCircle2 aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="self-start">
          <PackageCard id={page.packageId} heading={text.package.title} button={text.package.button} />
          <PriceNote className="mt-4" />
        </div>
      </section>
      <FaqAccordion id="faq" title={text.faq.title} items={text.faq.items} />
      <div className="px-4 pb-16 sm:px-6">
        <Disclaimer text={text.disclaimer} />
      </div>
    </StandardPage>
  )
}
