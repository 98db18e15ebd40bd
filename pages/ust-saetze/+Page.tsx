import { Download } from 'lucide-react'
import { memberStates } from '../../content/countries'
import { ustSaetzePage as page } from '../../content/pages/ust-saetze'
import type { Lang, VatRateCountry, VatRatePeriod } from '../../content/types'
import { vatRates } from '../../content/vat-rates'
import { buildDate } from '../../core/build-date'
import { formatLongDate } from '../../core/format'
import { localize } from '../../core/i18n'
import { intlLocale } from '../../core/intl-locale'
import { format } from '../../core/text'
import { addDays, addMonths, isoDayInBerlin, periodOn, rateChanges, rateCountries, vatRatesDownloadPath, type RateChange } from '../../core/vat-rates'
import { BackLink } from '../../renderer/components/BackLink/BackLink'
import { Disclaimer } from '../../renderer/components/Disclaimer/Disclaimer'
import { StandardPage } from '../../renderer/components/StandardPage/StandardPage'
import { useLang } from '../../renderer/PageContext'

/** The EU VAT rates (issue 40): in force on the day of the build, the changes around it, the table as JSON. */
export default function VatRatesPage() {
  const lang = useLang()
  const text = localize(page.text, lang)
  const today = isoDayInBerlin(buildDate)
  const percent = (rate: number) => new Intl.NumberFormat(intlLocale[lang], { maximumFractionDigits: 2 }).format(rate)
  const list = (rates: number[]) => (rates.length === 0 ? text.none : rates.map(percent).join(' / '))
  const name = (country: VatRateCountry) => countryName(country, lang, text.northernIreland)
  const date = (iso: string) => <time dateTime={iso}>{formatLongDate(iso, lang)}</time>
  const rows = rateCountries(vatRates)
    .map((country) => ({ country, period: periodOn(vatRates, country, today) }))
    .filter((row): row is { country: VatRateCountry; period: VatRatePeriod } => row.period !== undefined)
    .sort((a, b) => name(a.country).localeCompare(name(b.country), intlLocale[lang]))
  const past = rateChanges(vatRates, addDays(addMonths(today, -12), 1), today)
  const upcoming = rateChanges(vatRates, addDays(today, 1), addMonths(today, 12))
  const summary = (period: VatRatePeriod) =>
    [
      `${text.rateKinds.standard} ${percent(period.standard)}`,
      period.reduced.length > 0 ? `${text.rateKinds.reduced} ${list(period.reduced)}` : '',
      period.superReduced !== null ? `${text.rateKinds.superReduced} ${percent(period.superReduced)}` : '',
      period.parking !== null ? `${text.rateKinds.parking} ${percent(period.parking)}` : '',
    ]
      .filter(Boolean)
      .join('; ')
  const changeTable = (id: string, caption: string, changes: RateChange[]) => (
    <div className="mt-6 overflow-x-auto rounded-xl border border-border">
      <table id={id} className="w-full text-left text-sm">
        <caption className="px-4 py-3 text-left text-base font-semibold text-fg">{caption}</caption>
        {changes.length === 0 ? (
          <tbody>
            <tr>
              <td className="px-4 py-3 text-fg-muted">{text.noChanges}</td>
            </tr>
          </tbody>
        ) : (
          <>
            <thead className="bg-muted text-fg">
              <tr>
                <th scope="col" className="px-4 py-3">{text.changeColumns.date}</th>
                <th scope="col" className="px-4 py-3">{text.changeColumns.country}</th>
                <th scope="col" className="px-4 py-3">{text.changeColumns.before}</th>
                <th scope="col" className="px-4 py-3">{text.changeColumns.after}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border text-fg-muted">
              {changes.map((change) => (
                <tr key={`${change.country}-${change.date}`} data-change={`${change.country} ${change.date}`}>
                  <td className="px-4 py-3 whitespace-nowrap">{date(change.date)}</td>
                  <th scope="row" className="px-4 py-3 font-medium text-fg">{name(change.country)}</th>
                  <td className="px-4 py-3">{summary(change.before)}</td>
                  <td className="px-4 py-3">{summary(change.after)}</td>
                </tr>
              ))}
            </tbody>
          </>
        )}
      </table>
    </div>
  )
  return (
    <StandardPage page={page}>
      <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
        <section aria-labelledby="rates-today">
          <h2 id="rates-today" className="text-2xl font-semibold text-fg">
            {format(text.todayTitle, { date: formatLongDate(today, lang) })}
          </h2>
          <div className="mt-6 overflow-x-auto rounded-xl border border-border">
            <table className="w-full text-left text-sm" data-rates-on={today}>
              <caption className="px-4 py-3 text-left text-base font-semibold text-fg">{format(text.todayCaption, { date: formatLongDate(today, lang) })}</caption>
              <thead className="bg-muted text-fg">
                <tr>
                  <th scope="col" className="px-4 py-3">{text.columns.country}</th>
                  <th scope="col" className="px-4 py-3 text-right">{text.columns.standard}</th>
                  <th scope="col" className="px-4 py-3 text-right">{text.columns.reduced}</th>
                  <th scope="col" className="px-4 py-3 text-right">{text.columns.superReduced}</th>
                  <th scope="col" className="px-4 py-3 text-right">{text.columns.parking}</th>
                  <th scope="col" className="px-4 py-3">{text.columns.validFrom}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border text-fg-muted">
                {rows.map(({ country, period }) => (
                  <tr key={country} data-country={country}>
                    <th scope="row" className="px-4 py-3 font-medium text-fg">
                      {name(country)} <span className="text-fg-muted">({country})</span>
                    </th>
                    <td className="px-4 py-3 text-right tabular-nums" data-kind="standard">{percent(period.standard)}</td>
                    <td className="px-4 py-3 text-right tabular-nums" data-kind="reduced">{list(period.reduced)}</td>
                    <td className="px-4 py-3 text-right tabular-nums" data-kind="super-reduced">{period.superReduced === null ? text.none : percent(period.superReduced)}</td>
                    <td className="px-4 py-3 text-right tabular-nums" data-kind="parking">{period.parking === null ? text.none : percent(period.parking)}</td>
                    <td className="px-4 py-3 whitespace-nowrap">{date(period.validFrom)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
        <section aria-labelledby="rates-changes" className="mt-14">
          <h2 id="rates-changes" className="text-2xl font-semibold text-fg">
            {format(text.changesTitle, { from: formatLongDate(addDays(addMonths(today, -12), 1), lang), to: formatLongDate(addMonths(today, 12), lang) })}
          </h2>
          {changeTable('rates-past', text.pastCaption, past)}
          {changeTable('rates-upcoming', text.upcomingCaption, upcoming)}
        </section>
        <section aria-labelledby="rates-download" className="mt-14">
          <h2 id="rates-download" className="text-2xl font-semibold text-fg">{text.downloadTitle}</h2>
          <p className="mt-4 text-fg-muted">{text.downloadText}</p>
          <p className="mt-6">
            <a href={vatRatesDownloadPath} download className="btn btn-primary">
              <Download aria-hidden="true" className="size-4" />
              {text.download}
            </a>
          </p>
        </section>
        <section aria-labelledby="rates-sources" className="mt-14">
          <h2 id="rates-sources" className="text-2xl font-semibold text-fg">{text.sourcesTitle}</h2>
          <p className="mt-4 text-fg-muted">{text.sourcesText}</p>
          <p className="mt-2 text-fg-muted">{vatRates.updatedFromTedb === null ? text.notUpdated : format(text.updated, { date: formatLongDate(vatRates.updatedFromTedb, lang) })}</p>
        </section>
        <div className="mt-10 space-y-8">
          <Disclaimer text={text.disclaimer} />
          <BackLink href="/tools" label={text.back} />
        </div>
      </div>
    </StandardPage>
  )
}

/** A country's name in a language; XI is not a member state. */
function countryName(country: VatRateCountry, lang: Lang, northernIreland: string): string {
  if (country === 'XI') return northernIreland
  const state = memberStates.find((s) => s.code === country)
  return state ? localize(state.name, lang) : country
}
