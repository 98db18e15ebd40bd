import { ExternalLink, Phone, Scale } from 'lucide-react'
import { firm } from '../../content/firm'
import { registrierungPage } from '../../content/pages/registrierung'
import { CallToAction } from '../../renderer/components/CallToAction/CallToAction'
import { CardGrid } from '../../renderer/components/CardGrid/CardGrid'
import { Hero } from '../../renderer/components/Hero/Hero'
import { PriceNote } from '../../renderer/components/PriceNote/PriceNote'
import { Section } from '../../renderer/components/Section/Section'
import { localize, localizeItems } from '../../core/i18n'
import { useLang } from '../../renderer/PageContext'

export default function Page() {
  const lang = useLang()
  const text = localize(registrierungPage.text, lang)
  return (
    <>
      <Hero hero={text.hero} />
      <Section id="services" title={text.services.title}>
        <CardGrid cards={localizeItems(registrierungPage.services, lang)} />
      </Section>
      <section aria-labelledby="positioning-title" className="mx-auto max-w-5xl px-4 pb-16 sm:px-6">
        <div className="rounded-2xl border border-border bg-card p-8 shadow-sm md:flex md:gap-8">
          <Scale aria-hidden="true" className="size-12 shrink-0 rounded-xl bg-muted p-2.5 text-primary" />
          <div className="mt-4 md:mt-0">
            <h2 id="positioning-title" className="text-2xl font-bold tracking-tight text-fg">{text.positioning.title}</h2>
            <p className="mt-3 leading-7 text-fg-muted">{text.positioning.text}</p>
            <ul className="mt-4 list-disc space-y-2 pl-6 leading-7 text-fg-muted marker:text-primary">
              {text.positioning.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </div>
        </div>
        <PriceNote className="mt-8" />
      </section>
      <CallToAction cta={text.cta} href={registrierungPage.ctaHref}>
        <a href={`tel:${firm.phone.e164}`} aria-label={`${text.contactOptions.callLabel}: ${firm.phone.display}`} className="btn btn-secondary btn-lg">
          <Phone aria-hidden="true" className="size-5" />
          {text.contactOptions.callLabel}
        </a>
        <a
          href={firm.profileUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${text.contactOptions.profileLabel} (${text.contactOptions.newTabHint})`}
          className="btn btn-secondary btn-lg"
        >
          <ExternalLink aria-hidden="true" className="size-5" />
          {text.contactOptions.profileLabel}
        </a>
      </CallToAction>
    </>
  )
}
