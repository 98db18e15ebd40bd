import { Clock, Users } from 'lucide-react'
import { trainingsWorkshopsPage as page } from '../../content/pages/trainings-workshops'
import { CardGrid } from '../../renderer/components/CardGrid/CardGrid'
import { Disclaimer } from '../../renderer/components/Disclaimer/Disclaimer'
import { PriceNote } from '../../renderer/components/PriceNote/PriceNote'
import { ContactFormIsland } from '../../renderer/islands/ContactForm/ContactFormIsland'
import { Section } from '../../renderer/components/Section/Section'
import { StandardPage } from '../../renderer/components/StandardPage/StandardPage'
import { localize, localizeItems } from '../../core/i18n'
import { format } from '../../core/text'
import { useLang, useUi } from '../../renderer/PageContext'

export default function Page() {
  const lang = useLang()
  const t = useUi()
  const text = localize(page.text, lang)
  return (
    <StandardPage page={page}>
      <Section id="formats" title={text.formats.title}>
        <CardGrid cards={text.formats.items} />
        <p className="mt-8 text-lg font-semibold text-fg" data-price-line>
          {text.priceLine}
        </p>
        <PriceNote className="mt-4" />
      </Section>
      <Section id="modules" title={text.modules.title} muted>
        <ul className="grid gap-6 md:grid-cols-2">
          {localizeItems(page.modules, lang).map((module) => (
            <li key={module.title} className="rounded-xl border border-border bg-card p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-fg">{module.title}</h3>
              <dl className="mt-3 space-y-1 text-fg-muted">
                <div>
                  <dt className="sr-only">{text.modules.durationLabel}</dt>
                  <dd className="flex items-center gap-2" data-minutes>
                    <Clock aria-hidden="true" className="size-4 text-primary" />
                    {format(t.minutes, { minutes: module.minutes })}
                  </dd>
                </div>
                <div>
                  <dt className="sr-only">{text.modules.targetLabel}</dt>
                  <dd className="flex items-center gap-2">
                    <Users aria-hidden="true" className="size-4 text-primary" />
                    {module.target}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </Section>
      <section id="training-request" aria-labelledby="training-request-title" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <h2 id="training-request-title" className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{text.request.title}</h2>
        <p className="mt-3 text-fg-muted">{text.request.text}</p>
        <div className="mt-8">
          <ContactFormIsland title={text.request.title} />
        </div>
        <div className="mt-10">
          <Disclaimer text={text.disclaimer} />
        </div>
      </section>
    </StandardPage>
  )
}
