import { BackLink } from '../../renderer/components/BackLink/BackLink'
import { memberStates } from '../../content/countries'
import { viesApi } from '../../core/vies-api'
import { ustIdPrueferPage as page } from '../../content/pages/ust-id-pruefer'
import { Disclaimer } from '../../renderer/components/Disclaimer/Disclaimer'
import { Island } from '../../renderer/islands/Island'
import { viesCheckerIsland } from '../../renderer/islands/ViesChecker/island'
import { StandardPage } from '../../renderer/components/StandardPage/StandardPage'
import { intlLocale } from '../../core/intl-locale'
import { localize } from '../../core/i18n'
import { ViesChecker } from '../../renderer/islands/ViesChecker/ViesChecker'
import { useLang } from '../../renderer/PageContext'
import { Link } from '../../renderer/components/Link/Link'

export default function VatCheckerPage() {
  const lang = useLang()
  const text = localize(page.text, lang)
  return (
    <StandardPage page={page}>
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <Island
          of={viesCheckerIsland}
          component={ViesChecker}
          props={{
            texts: text.checker,
            lang,
            locale: intlLocale[lang],
            countries: memberStates.map((s) => ({ code: s.code, name: localize(s.name, lang) })),
            endpoint: viesApi.path,
          }}
        />
        <p className="print-hidden mt-10 text-fg">
          {text.qualifiedLink.text}{' '}
          <Link href="/ust-id-bestaetigung" className="link">{text.qualifiedLink.link}</Link>
        </p>
        <div className="print-hidden mt-10 space-y-8">
          <Disclaimer text={text.disclaimer} />
          <BackLink href="/tools" label={text.back} />
        </div>
      </div>
    </StandardPage>
  )
}
