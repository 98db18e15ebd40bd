import { renderToStaticMarkup } from 'react-dom/server'
import { memberStates } from '../../content/countries'
import { htmlLang } from '../../content/languages'
import { ustIdPrueferPage } from '../../content/pages/ust-id-pruefer'
import { firm } from '../../content/firm'
import type { Lang } from '../../content/types'
import { viesApi, type ViesCheckResult } from '../../core/vies-api'
import { localizePath } from '../../core/url-rules'
import { intlLocale } from '../../core/format'
import { localize } from '../../core/i18n'
import { ViesChecker, viesOutcome } from '../../renderer/islands/ViesChecker/ViesChecker'

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
  const body = renderToStaticMarkup(
    <>
      <header className="border-b border-border">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
          <a href={localizePath('/', lang)} className="font-semibold text-fg">{firm.shortName}</a>
          <a href={localizePath('/ust-id-pruefer', lang)} className="link text-sm text-fg">{text.hero.title}</a>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h1 className="text-balance text-3xl font-bold tracking-tight text-fg">{text.hero.title}</h1>
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
      </main>
    </>,
  )
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    '<meta name="color-scheme" content="light">',
    renderToStaticMarkup(<title>{`${t.resultTitle} – ${text.hero.title} | ${firm.shortName}`}</title>),
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    stylesheet ? renderToStaticMarkup(<link rel="stylesheet" href={stylesheet} />) : '',
  ].join('')
  return `<!DOCTYPE html><html lang="${htmlLang[lang]}"><head>${head}</head><body class="bg-bg text-fg">${body}</body></html>`
}
