import { memberStates } from '../../content/countries'
import { ustIdPrueferPage } from '../../content/pages/ust-id-pruefer'
import type { Lang } from '../../content/types'
import { viesApi, type ViesCheckResult } from '../../core/vies-api'
import { localizePath } from '../../core/url-rules'
import { intlLocale } from '../../core/intl-locale'
import { localize } from '../../core/i18n'
import { ViesChecker, viesOutcome } from '../../renderer/islands/ViesChecker/ViesChecker'
import { functionPage } from '../function-page'

export interface ViesResultPageInput {
  lang: Lang
  country: string
  number: string
  answer: { ok: true; data: ViesCheckResult } | { ok: false; error: string }
  /** The build's stylesheet; without it the page is plain but complete. */
  stylesheet: string | undefined
}

/**
 * The VAT ID check's answer for the form without JavaScript: a small page in the visitor's
 * language with the same form and the same result card as the island (it renders the island's
 * own component), linking back to the validator.
 */
export function viesResultPage({ lang, country, number, answer, stylesheet }: ViesResultPageInput): string {
  const text = localize(ustIdPrueferPage.text, lang)
  const t = text.checker
  return functionPage({
    lang,
    title: `${t.resultTitle} – ${text.hero.title}`,
    heading: text.hero.title,
    section: { href: '/ust-id-pruefer', label: text.hero.title },
    stylesheet,
    children: (
      <>
        <div className="mt-8">
          <ViesChecker
            texts={t}
            lang={lang}
            locale={intlLocale[lang]}
            countries={memberStates.map((s) => ({ code: s.code, name: localize(s.name, lang) }))}
            endpoint={viesApi.path}
            initial={{ country, number, outcome: viesOutcome(t, `${country} ${number}`, answer) }}
          />
        </div>
        <p className="mt-10">
          <a href={localizePath('/tools', lang)} className="link text-fg">{text.back}</a>
        </p>
      </>
    ),
  })
}
