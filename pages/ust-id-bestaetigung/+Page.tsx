import { memberStates } from '../../content/countries'
import { ustIdBestaetigungPage as page } from '../../content/pages/ust-id-bestaetigung'
import { listTexts } from '../../core/list-texts'
import { qualifiedCheckApi, type FieldMatch } from '../../core/qualified-check-api'
import { localize } from '../../core/i18n'
import { BackLink } from '../../renderer/components/BackLink/BackLink'
import { Disclaimer } from '../../renderer/components/Disclaimer/Disclaimer'
import { PrivacyNote } from '../../renderer/components/PrivacyNote/PrivacyNote'
import { StandardPage } from '../../renderer/components/StandardPage/StandardPage'
import { Island } from '../../renderer/islands/Island'
import { QualifiedBatch } from '../../renderer/islands/QualifiedBatch/QualifiedBatch'
import { qualifiedBatchIsland } from '../../renderer/islands/QualifiedBatch/island'
import { QualifiedCheck } from '../../renderer/islands/QualifiedCheck/QualifiedCheck'
import { qualifiedCheckIsland } from '../../renderer/islands/QualifiedCheck/island'
import { ReceiptVerify } from '../../renderer/islands/ReceiptVerify/ReceiptVerify'
import { receiptVerifyIsland } from '../../renderer/islands/ReceiptVerify/island'
import { useLang } from '../../renderer/PageContext'
import { localizePath } from '../../core/url-rules'

export default function QualifiedCheckPage() {
  const lang = useLang()
  const text = localize(page.text, lang)
  return (
    <StandardPage page={page}>
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <Island
          of={qualifiedCheckIsland}
          component={QualifiedCheck}
          props={{
            texts: text.form,
            lang,
            countries: memberStates.map((s) => ({ code: s.code, name: localize(s.name, lang) })),
            paths: { check: qualifiedCheckApi.path, availability: qualifiedCheckApi.availabilityPath },
          }}
        />
        <PrivacyNote className="mt-6" text={text.privacyNotes.single} link={text.privacyNotes.link} href={localizePath('/datenschutz', lang)} />
        <div id="list-check" className="mt-16 border-t border-border pt-12">
          <Island
            of={qualifiedBatchIsland}
            component={QualifiedBatch}
            props={{
              texts: listTexts(text),
              lang,
              path: qualifiedCheckApi.path,
            }}
          />
          <PrivacyNote className="mt-6" text={text.privacyNotes.list} link={text.privacyNotes.link} href={localizePath('/datenschutz', lang)} />
        </div>
        <div className="mt-16 border-t border-border pt-12">
          <Island
            of={receiptVerifyIsland}
            component={ReceiptVerify}
            props={{
              texts: text.form.verify,
              outcomes: Object.fromEntries(Object.entries(text.form.outcomes).map(([outcome, t]) => [outcome, t.title])),
              labels: {
                fields: text.form.fields,
                matches: Object.fromEntries(Object.entries(text.form.matches).map(([match, t]) => [match, t.label])) as Record<FieldMatch, string>,
                attention: text.form.attention,
                comparisonHeadings: text.form.comparisonHeadings,
                referenceLabel: text.form.referenceLabel,
                serviceTimeMissing: text.form.serviceTimeMissing,
              },
              lang,
              keyPath: qualifiedCheckApi.receiptKeyPath,
            }}
          />
        </div>
        <div className="print-hidden mt-10 space-y-8">
          <Disclaimer text={text.disclaimer} />
          <BackLink href="/ust-id-pruefer" label={text.back} />
        </div>
      </div>
    </StandardPage>
  )
}
