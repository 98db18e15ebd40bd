import type { LegalPage } from '../../../content/types'
import { SampleDataNotice } from '../../components/SampleDataNotice/SampleDataNotice'
import { StandardPage } from '../../components/StandardPage/StandardPage'
import { TextBlocks } from '../../components/TextBlocks/TextBlocks'
import { formatMonthYear } from '../../../core/format'
import { localize } from '../../../core/i18n'
import { format } from '../../../core/text'
import { fillLegalText } from '../../legal'
import { legalSectionBlocks } from '../../../core/markdown'
import { useLang, useUi } from '../../PageContext'

/** Imprint, privacy policy, terms: numbered sections of running text, firm data filled in. */
export function LegalPageView({ page }: { page: LegalPage }) {
  const lang = useLang()
  const text = localize(page.text, lang)
  const fill = (s: string) => fillLegalText(s, lang)
  return (
    <StandardPage page={page}>
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <SampleDataNotice className="mb-10" />
        {text.sections.map(legalSectionBlocks).map((section, i) => (
          <section key={section.heading} aria-labelledby={`legal-${i}`} className="mt-10 first:mt-0">
            <h2 id={`legal-${i}`} className="text-xl font-semibold text-fg">
              {fill(section.heading)}
            </h2>
            <TextBlocks blocks={section.blocks} fill={fill} />
          </section>
        ))}
        <p className="mt-12 text-sm text-fg-muted">
          {format(useUi().legalRevised, { date: formatMonthYear(page.revised, lang) })}
        </p>
      </div>
    </StandardPage>
  )
}
