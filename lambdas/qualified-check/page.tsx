import { memberStates } from '../../content/countries'
import { ustIdBestaetigungPage } from '../../content/pages/ust-id-bestaetigung'
import type { Lang } from '../../content/types'
import { localize } from '../../core/i18n'
import { qualifiedCheckApi } from '../../core/qualified-check-api'
import { PrivacyNote } from '../../renderer/components/PrivacyNote/PrivacyNote'
import { QualifiedCheck, type QualifiedCheckProps } from '../../renderer/islands/QualifiedCheck/QualifiedCheck'
import { localizePath } from '../../core/url-rules'
import { functionPage } from '../function-page'

/** The qualified confirmation's answer for the form without JavaScript: the same form and result card as the island. */
export function qualifiedCheckPage(lang: Lang, initial: NonNullable<QualifiedCheckProps['initial']>, stylesheet: string | undefined): string {
  const text = localize(ustIdBestaetigungPage.text, lang)
  return functionPage({
    lang,
    title: text.hero.title,
    heading: text.hero.title,
    section: { href: '/ust-id-bestaetigung', label: text.hero.title },
    stylesheet,
    children: (
      <>
        <div className="mt-8">
          <QualifiedCheck
            texts={text.form}
            lang={lang}
            countries={memberStates.map((s) => ({ code: s.code, name: localize(s.name, lang) }))}
            paths={{ check: qualifiedCheckApi.path, availability: qualifiedCheckApi.availabilityPath }}
            initial={initial}
          />
          <PrivacyNote className="mt-6" text={text.privacyNotes.single} link={text.privacyNotes.link} href={localizePath('/datenschutz', lang)} />
        </div>
      </>
    ),
  })
}
