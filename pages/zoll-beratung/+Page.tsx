import { ArrowRight } from 'lucide-react'
import { zollBeratungPage } from '../../content/pages/zoll-beratung'
import { Link } from '../../renderer/components/Link/Link'
import { PackageCard } from '../../renderer/components/PackageCard/PackageCard'
import { PriceNote } from '../../renderer/components/PriceNote/PriceNote'
import { Section } from '../../renderer/components/Section/Section'
import { localize } from '../../core/i18n'
import { useLang } from '../../renderer/PageContext'
import { ServicePageView } from '../../renderer/views/ServicePageView/ServicePageView'
import { preisePage } from '../../content/pages/preise'

export default function Page() {
  const lang = useLang()
  const text = localize(zollBeratungPage.text, lang)
  const bookLabel = localize(preisePage.text, lang).packages.button
  return (
    <ServicePageView page={zollBeratungPage}>
      <Section id="packages" title={text.packages.title} subtitle={text.packages.text} muted>
        <div className="grid gap-6 md:grid-cols-3">
          {zollBeratungPage.packageIds.map((id) => (
            <PackageCard key={id} id={id} button={bookLabel} />
          ))}
        </div>
        <PriceNote className="mt-8" />
        <Link href="/preise" className="btn btn-secondary mt-10">
          {text.packages.button}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </Section>
    </ServicePageView>
  )
}
