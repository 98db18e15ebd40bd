import type { ReactNode } from 'react'
import type { Page, ServicePageText, IconName } from '../../content/types'
import { CardGrid } from '../components/CardGrid'
import { FaqAccordion } from '../components/FaqAccordion'
import { StandardPage } from '../components/StandardPage'
import { Section } from '../components/Section'
import { localize } from '../i18n'
import { useLang } from '../PageContext'

/** VAT consulting, e-commerce, customs, tax disputes: hero, six service cards, extras, FAQ, CTA. */
export function ServicePageView({
  page,
  children,
}: {
  page: Page<ServicePageText> & { serviceIcons: IconName[] }
  children?: ReactNode
}) {
  const text = localize(page.text, useLang())
  return (
    <StandardPage page={page}>
      <Section id="services" title={text.services.title} subtitle={text.services.subtitle}>
        <CardGrid cards={text.services.cards.map((card, i) => ({ ...card, icon: page.serviceIcons[i] }))} />
      </Section>
      {children}
      <FaqAccordion id="faq" title={text.faq.title} items={text.faq.items} />
    </StandardPage>
  )
}
