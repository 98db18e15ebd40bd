import { Clock, Users } from 'lucide-react'
import { trainingsWorkshopsPage as page } from '../../content/pages/trainings-workshops'
import { CardGrid } from '../../renderer/components/CardGrid'
import { Disclaimer } from '../../renderer/components/Disclaimer'
import { ContactFormIsland } from '../../renderer/components/ContactFormIsland'
import { Section } from '../../renderer/components/Section'
import { StandardPage } from '../../renderer/components/StandardPage'
import { format, localize } from '../../renderer/i18n'
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
      </Section>
      <Section id="modules" title={text.modules.title} muted>
        <ul className="grid gap-6 md:grid-cols-2">
          {text.modules.items.map((module, i) => (
            <li key={module.title} className="rounded-xl border border-border bg-card p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-fg">{module.title}</h3>
              <dl className="mt-3 space-y-1 text-fg-muted">
                <div>
                  <dt className="sr-only">{text.modules.durationLabel}</dt>
                  <dd className="flex items-center gap-2" data-minutes>
                    <Clock aria-hidden="true" className="size-4 text-primary" />
                    {format(t.minutes, { minutes: page.moduleMinutes[i] ?? 0 })}
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
