import { preisePage as page } from '../../content/pages/preise'
import { CallToAction } from '../../renderer/components/CallToAction/CallToAction'
import { Hero } from '../../renderer/components/Hero/Hero'
import { PackageCard } from '../../renderer/components/PackageCard/PackageCard'
import { PriceNote } from '../../renderer/components/PriceNote/PriceNote'
import { Section } from '../../renderer/components/Section/Section'
import { packageById } from '../../content/packages-index'
import { localize } from '../../core/i18n'
import { useLang } from '../../renderer/PageContext'

export default function Page() {
  const lang = useLang()
  const text = localize(page.text, lang)
  return (
    <>
      <Hero hero={text.hero}>
        <p className="mt-6 inline-block rounded-lg bg-white/10 px-4 py-2 text-lg font-semibold" data-hourly-rate>
          {text.hourlyRate}
        </p>
      </Hero>
      <Section id="packages" title={text.packages.title}>
        <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {page.packageIds.map((id) => (
            <PackageCard
              key={id}
              id={id}
              button={packageById(id).price.kind === 'onRequest' ? text.packages.quoteButton : text.packages.button}
            />
          ))}
        </div>
        <PriceNote className="mt-8" />
      </Section>
      <CallToAction cta={text.cta} href={page.ctaHref} />
    </>
  )
}
