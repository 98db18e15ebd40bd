import type { ReactNode } from 'react'
import type { CardText, IconCard, Page, ServicePageText, ToolLink } from '../../../content/types'
import { CardGrid } from '../../components/CardGrid/CardGrid'
import { FaqAccordion } from '../../components/FaqAccordion/FaqAccordion'
import { StandardPage } from '../../components/StandardPage/StandardPage'
import { Section } from '../../components/Section/Section'
import { ToolCallout } from '../../components/ToolCallout/ToolCallout'
import { localize, localizeItems } from '../../../core/i18n'
import { useLang } from '../../PageContext'

/** VAT consulting, e-commerce, customs, tax disputes: hero, six service cards, extras, FAQ, CTA. */
export function ServicePageView({
  page,
  children,
}: {
  page: Page<ServicePageText> & { services: IconCard<CardText>[]; tool?: ToolLink }
  children?: ReactNode
}) {
  const lang = useLang()
  const text = localize(page.text, lang)
  return (
    <StandardPage page={page}>
      <Section id="services" title={text.services.title} subtitle={text.services.subtitle}>
        <CardGrid cards={localizeItems(page.services, lang)} />
        {page.tool && (
          <div className="mt-10">
            <ToolCallout tool={page.tool} id="services-tool-title" />
          </div>
        )}
      </Section>
      {children}
      <FaqAccordion id="faq" title={text.faq.title} items={text.faq.items} />
    </StandardPage>
  )
}
