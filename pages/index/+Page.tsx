import { homePage } from '../../content/pages/home'
import { CallToAction } from '../../renderer/components/CallToAction/CallToAction'
import { Disclaimer } from '../../renderer/components/Disclaimer/Disclaimer'
import { FaqAccordion } from '../../renderer/components/FaqAccordion/FaqAccordion'
import { Hero } from '../../renderer/components/Hero/Hero'
import { Icon } from '../../renderer/components/Icon/Icon'
import { Link } from '../../renderer/components/Link/Link'
import { ServiceCard } from '../../renderer/components/ServiceCard/ServiceCard'
import { localize, localizeItems } from '../../core/i18n'
import { useLang } from '../../renderer/PageContext'

export default function HomePage() {
  const lang = useLang()
  const text = localize(homePage.text, lang)
  return (
    <>
      <Hero hero={text.hero}>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link href="/termin" className="btn btn-on-hero btn-lg">
            {text.hero.primaryButton}
          </Link>
          <Link href="/preise" className="btn btn-on-hero-outline btn-lg">
            {text.hero.secondaryButton}
          </Link>
        </div>
      </Hero>

      <section aria-labelledby="benefits-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="benefits-title" className="sr-only">{text.benefits.title}</h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {localizeItems(homePage.benefits, lang).map((benefit) => (
            <li key={benefit.title} className="flex gap-4">
              <Icon name={benefit.icon} className="size-10 shrink-0 rounded-lg bg-muted p-2 text-primary" />
              <div>
                <h3 className="font-semibold text-fg">{benefit.title}</h3>
                <p className="mt-1 leading-7 text-fg-muted">{benefit.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="services-title" className="bg-muted">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <h2 id="services-title" className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{text.services.title}</h2>
          <p className="mt-3 max-w-3xl text-fg-muted">{text.services.subtitle}</p>
          <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {localizeItems(homePage.serviceCards, lang).map((card) => (
              <ServiceCard
                key={card.href}
                icon={card.icon}
                href={card.href}
                title={card.title}
                description={card.description}
                button={text.services.detailsButton}
              />
            ))}
          </div>
          <div className="mt-10">
            <Disclaimer text={text.disclaimer} />
          </div>
        </div>
      </section>

      <FaqAccordion id="home-faq" title={text.faq.title} items={text.faq.items} />
      <CallToAction cta={text.cta} href={homePage.ctaHref} />
    </>
  )
}

