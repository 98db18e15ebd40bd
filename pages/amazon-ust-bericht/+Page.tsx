import { CalendarCheck, ShieldCheck } from 'lucide-react'
import { memberStates } from '../../content/countries'
import { amazonUstBerichtPage as page } from '../../content/pages/amazon-ust-bericht'
import { vatReportErrors } from '../../content/vat-report'
import { localize } from '../../core/i18n'
import { format } from '../../core/text'
import { localizePath } from '../../core/url-rules'
import { MAX_REPORT_BYTES } from '../../core/vat-report/limits'
import { intlLocale } from '../../core/intl-locale'
import { BackLink } from '../../renderer/components/BackLink/BackLink'
import { Disclaimer } from '../../renderer/components/Disclaimer/Disclaimer'
import { Link } from '../../renderer/components/Link/Link'
import { NoScriptNotice } from '../../renderer/components/NoScriptNotice/NoScriptNotice'
import { StandardPage } from '../../renderer/components/StandardPage/StandardPage'
import { Island } from '../../renderer/islands/Island'
import { VatReportAnalyser, type AnalyserErrors } from '../../renderer/islands/VatReportAnalyser/VatReportAnalyser'
import { vatReportAnalyserIsland } from '../../renderer/islands/VatReportAnalyser/island'
import { useLang } from '../../renderer/PageContext'

/** The Amazon VAT report analyser (issue 40): the privacy promise, the analyser, the firm's decisions and their legal basis, what it does not decide, help. */
export default function VatReportPage() {
  const lang = useLang()
  const text = localize(page.text, lang)
  const limit = String(Math.round(MAX_REPORT_BYTES / (1024 * 1024)))
  const analyser = { ...text.analyser, fileHint: format(text.analyser.fileHint, { limit }) }
  const engine = (key: keyof typeof vatReportErrors) => localize(vatReportErrors[key], lang)
  const errors: AnalyserErrors = {
    empty: engine('empty'),
    not_a_report: engine('not_a_report'),
    missing_columns: engine('missing_columns'),
    unreadable: engine('unreadable'),
    crash: text.analyser.errors.crashed,
    load_failed: text.analyser.errors.loadFailed,
    too_large: format(text.analyser.errors.tooLarge, { limit }),
  }
  const countries = [
    ...memberStates.map((state) => ({ code: state.code, name: localize(state.name, lang) })).sort((a, b) => a.name.localeCompare(b.name, intlLocale[lang])),
    { code: 'XI', name: text.northernIreland },
  ]
  return (
    <StandardPage page={page}>
      <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
        <aside aria-labelledby="privacy-title" className="mb-8 flex gap-4 rounded-xl border border-border bg-muted p-5">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
          <div>
            <h2 id="privacy-title" className="font-semibold text-fg">{text.privacy.title}</h2>
            <p className="mt-1 text-sm leading-6 text-fg-muted">{text.privacy.text}</p>
          </div>
        </aside>
        <NoScriptNotice title={text.noScript.title} text={text.noScript.text} className="rounded-xl border border-border p-6">
          <p className="mt-4">
            <Link href="/termin" className="btn btn-primary">
              <CalendarCheck aria-hidden="true" className="size-4" />
              {text.cta.button}
            </Link>
          </p>
        </NoScriptNotice>
        <Island
          of={vatReportAnalyserIsland}
          component={VatReportAnalyser}
          props={{ texts: analyser, errors, countries, lang, paths: { listCheck: `${localizePath('/ust-id-bestaetigung', lang)}#list-check`, booking: localizePath('/termin', lang) } }}
        />

        <section aria-labelledby="decisions-title" className="mt-16">
          <h2 id="decisions-title" className="text-2xl font-bold text-fg">{text.decisions.title}</h2>
          <p className="mt-3 max-w-3xl leading-7 text-fg-muted">{text.decisions.intro}</p>
          <dl className="mt-4 max-w-3xl space-y-5">
            {text.decisions.items.map((item) => (
              <div key={item.decision}>
                <dt className="font-semibold leading-7 text-fg">{item.decision}</dt>
                <dd className="mt-1 leading-7 text-fg-muted">{item.basis}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="not-decided-title" className="mt-16">
          <h2 id="not-decided-title" className="text-2xl font-bold text-fg">{text.notDecided.title}</h2>
          <ul className="mt-4 max-w-3xl list-disc space-y-2 pl-5 leading-7 text-fg">
            {text.notDecided.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>

        <div className="mt-10 space-y-8">
          <Disclaimer text={text.disclaimer} />
          <BackLink href="/tools" label={text.back} />
        </div>
      </div>
    </StandardPage>
  )
}
