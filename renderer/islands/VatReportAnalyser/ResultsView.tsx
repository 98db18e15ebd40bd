import { Download } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import type { Lang, VatReportAnalyserText } from '../../../content/types'
import { format } from '../../../core/text'
import type { RowReason, VatReport } from '../../../core/vat-report/analyse'
import { formatAmount, formatCount, formatRate, rowRanges } from './format'

type Results = VatReportAnalyserText['results']

export interface ViewProps {
  t: Results
  lang: Lang
  /** A country's name in the page's language (codes the list does not know stay codes). */
  country: (code: string) => string
}

/** Rows lists longer than this are folded into a <details>. */
const openRows = 12

/** Entries of a long list (wrong rates, uninterpretable rows) shown on screen; the JSON download holds them all. */
const listedOnScreen = 500

/**
 * A <details> whose content is rendered only once it is opened: a 100,000-row report's folded lists
 * (tens of thousands of row numbers and table rows) cost no memory until the reader asks for them.
 */
function Fold({ summary, className = '', children }: { summary: string; className?: string; children: () => ReactNode }) {
  const [open, setOpen] = useState(false)
  return (
    <details className={className} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-primary">{summary}</summary>
      {open && children()}
    </details>
  )
}

/** The spreadsheet rows a figure comes from: a few inline, more folded. */
function RowsCell({ rows, t, lang }: { rows: readonly number[]; t: Results; lang: Lang }) {
  if (rows.length <= openRows) return <span className="tabular-nums">{rowRanges(rows)}</span>
  return <Fold summary={format(t.moreRows, { count: formatCount(rows.length, lang) })}>{() => <p className="mt-1 max-w-xl break-words tabular-nums">{rowRanges(rows)}</p>}</Fold>
}

const cell = 'px-3 py-2 align-top'
const numeric = `${cell} text-right tabular-nums whitespace-nowrap`

/** A table with column headings; `data` marks each row for the tests and the reader's orientation. */
function Table({ head, children, label }: { head: { text: string; numeric?: boolean }[]; children: ReactNode; label: string }) {
  return (
    <div className="mt-3 overflow-x-auto rounded-xl border border-border">
      <table className="w-full text-left text-sm" aria-label={label}>
        <thead className="bg-muted text-fg">
          <tr>
            {head.map((h) => (
              <th key={h.text} scope="col" className={h.numeric ? `${cell} text-right` : cell}>
                {h.text}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border text-fg">{children}</tbody>
      </table>
    </div>
  )
}

function Section({ title, intro, children, name }: { title: string; intro?: string; children: ReactNode; name: string }) {
  return (
    <section className="mt-8" data-section={name}>
      <h4 className="text-lg font-semibold text-fg">{title}</h4>
      {intro && <p className="mt-1 max-w-3xl text-sm leading-6 text-fg-muted">{intro}</p>}
      {children}
    </section>
  )
}

const None = ({ t }: { t: Results }) => <p className="mt-2 text-fg-muted">{t.nothing}</p>

/** A reason for an uninterpretable row in words: "bad_date:TAX_CALCULATION_DATE" → "Date not readable: TAX_CALCULATION_DATE". */
function reasonText(reason: RowReason, t: Results['uninterpretable']['reasons']): string {
  const [code, column] = reason.split(':') as [keyof typeof t, string | undefined]
  return code in t ? format(t[code], { column: column ?? '' }) : reason
}

/** One file's analysis: every figure with the rows it comes from. */
export function ResultsView({ report, name, onDownload, view }: { report: VatReport; name: string; onDownload: () => void; view: ViewProps }) {
  const { t, lang, country } = view
  const amount = (text: string, currency?: string | null) => formatAmount(text, lang, currency)
  const rate = (text: string) => formatRate(text, lang)
  const rows = (list: readonly number[]) => <RowsCell rows={list} t={t} lang={lang} />
  const registrations = Object.entries(report.registration_needed)
  const oss = report.oss
  const b2b = report.b2b_intra_community
  const threshold = report.threshold_10000
  return (
    <div>
      <p className="mt-2 text-sm text-fg-muted" data-input>
        {format(t.input, {
          name,
          rows: formatCount(report.input.data_rows, lang),
          layout: t.layouts[report.input.layout],
          delimiter: t.delimiters[report.input.delimiter],
          encoding: `${report.input.encoding.toUpperCase()}${report.input.bom ? ' (BOM)' : ''}`,
        })}
      </p>
      <button type="button" className="btn btn-secondary mt-3" onClick={onDownload}>
        <Download aria-hidden="true" className="size-4" />
        {t.download}
      </button>

      <Section name="registration" title={t.registration.title} intro={t.registration.intro}>
        {registrations.length === 0 ? (
          <None t={t} />
        ) : (
          <Table label={t.registration.title} head={[{ text: t.registration.columns.country }, { text: t.registration.columns.reasons }, { text: t.registration.columns.held }, { text: t.registration.columns.rows }]}>
            {registrations.map(([code, entry]) => (
              <tr key={code} data-country={code} data-held={entry.held}>
                <th scope="row" className={`${cell} font-medium`}>{country(code)}</th>
                <td className={cell}>{entry.reasons.map((reason) => t.registration.reasons[reason]).join('; ')}</td>
                <td className={cell}>{entry.held ? t.yes : <strong>{t.no}</strong>}</td>
                <td className={cell}>{rows(entry.rows)}</td>
              </tr>
            ))}
          </Table>
        )}
      </Section>

      <Section name="transfers" title={t.transfers.title} intro={t.transfers.intro}>
        {report.fc_transfers.length === 0 ? (
          <None t={t} />
        ) : (
          <Table label={t.transfers.title} head={[{ text: t.transfers.columns.route }, { text: t.transfers.columns.month }, { text: t.transfers.columns.qty, numeric: true }, { text: t.transfers.columns.value, numeric: true }, { text: t.transfers.columns.rows }]}>
            {report.fc_transfers.map((transfer) => (
              <tr key={`${transfer.from}-${transfer.to}-${transfer.month}`} data-transfer={`${transfer.from} ${transfer.to} ${transfer.month}`}>
                <th scope="row" className={`${cell} font-medium`}>{`${country(transfer.from)} → ${country(transfer.to)}`}</th>
                <td className={cell}>{transfer.month}</td>
                <td className={numeric} data-qty>{formatCount(transfer.qty, lang)}</td>
                <td className={numeric} data-value>{transfer.value === null ? t.transfers.valueNeeded : amount(transfer.value, transfer.currency)}</td>
                <td className={cell}>{rows(transfer.rows)}</td>
              </tr>
            ))}
          </Table>
        )}
      </Section>

      <Section name="oss" title={t.oss.title} intro={t.oss.intro}>
        {oss.lines.length === 0 ? (
          <None t={t} />
        ) : (
          <Table label={t.oss.title} head={[{ text: t.oss.columns.country }, { text: t.oss.columns.quarter }, { text: t.oss.columns.rate, numeric: true }, { text: t.oss.columns.net, numeric: true }, { text: t.oss.columns.vat, numeric: true }, { text: t.oss.columns.rows }]}>
            {oss.lines.map((line) => (
              <tr key={`${line.country}-${line.quarter}-${line.rate}`} data-oss={`${line.country} ${line.quarter} ${line.rate}`}>
                <th scope="row" className={`${cell} font-medium`}>{country(line.country)}</th>
                <td className={cell}>{line.quarter}</td>
                <td className={numeric}>{rate(line.rate)}</td>
                <td className={numeric} data-net>{amount(line.net_eur)}</td>
                <td className={numeric} data-vat>{amount(line.vat_eur)}</td>
                <td className={cell}>{rows(line.rows)}</td>
              </tr>
            ))}
          </Table>
        )}
        {oss.corrections.length > 0 && (
          <>
            <h5 className="mt-6 font-semibold text-fg">{t.oss.correctionsTitle}</h5>
            <p className="mt-1 max-w-3xl text-sm leading-6 text-fg-muted">{t.oss.correctionsIntro}</p>
            <Table label={t.oss.correctionsTitle} head={[{ text: t.oss.columns.country }, { text: t.oss.columns.quarter }, { text: t.oss.reportedIn }, { text: t.oss.columns.rate, numeric: true }, { text: t.oss.columns.net, numeric: true }, { text: t.oss.columns.vat, numeric: true }, { text: t.oss.columns.rows }]}>
              {oss.corrections.map((line) => (
                <tr key={`${line.country}-${line.quarter}-${line.reported_in}-${line.rate}`} data-correction={`${line.country} ${line.quarter} ${line.rate} ${line.reported_in}`}>
                  <th scope="row" className={`${cell} font-medium`}>{country(line.country)}</th>
                  <td className={cell}>{line.quarter}</td>
                  <td className={cell}>{line.reported_in}</td>
                  <td className={numeric}>{rate(line.rate)}</td>
                  <td className={numeric} data-net>{amount(line.net_eur)}</td>
                  <td className={numeric} data-vat>{amount(line.vat_eur)}</td>
                  <td className={cell}>{rows(line.rows)}</td>
                </tr>
              ))}
            </Table>
          </>
        )}
      </Section>

      <Section name="local" title={t.local.title} intro={t.local.intro}>
        {report.local_sales.length === 0 ? (
          <None t={t} />
        ) : (
          <Table label={t.local.title} head={[{ text: t.local.columns.country }, { text: t.local.columns.month }, { text: t.local.columns.rate, numeric: true }, { text: t.local.columns.net, numeric: true }, { text: t.local.columns.vat, numeric: true }, { text: t.local.columns.rows }]}>
            {report.local_sales.map((line) => (
              <tr key={`${line.country}-${line.month}-${line.currency}-${line.rate}`} data-local={`${line.country} ${line.month} ${line.currency} ${line.rate}`}>
                <th scope="row" className={`${cell} font-medium`}>{country(line.country)}</th>
                <td className={cell}>{line.month}</td>
                <td className={numeric}>{rate(line.rate)}</td>
                <td className={numeric} data-net>{amount(line.net, line.currency)}</td>
                <td className={numeric} data-vat>{amount(line.vat, line.currency)}</td>
                <td className={cell}>{rows(line.rows)}</td>
              </tr>
            ))}
          </Table>
        )}
      </Section>

      <Section name="marketplace" title={t.marketplace.title} intro={t.marketplace.intro}>
        {report.marketplace_collected.length === 0 ? (
          <None t={t} />
        ) : (
          <Table label={t.marketplace.title} head={[{ text: t.marketplace.columns.country }, { text: t.marketplace.columns.net, numeric: true }, { text: t.marketplace.columns.vat, numeric: true }, { text: t.marketplace.columns.gross, numeric: true }, { text: t.marketplace.columns.rows }]}>
            {report.marketplace_collected.map((line) => (
              <tr key={`${line.country}-${line.currency}`} data-marketplace={`${line.country} ${line.currency}`}>
                <th scope="row" className={`${cell} font-medium`}>{country(line.country)}</th>
                <td className={numeric} data-net>{amount(line.net, line.currency)}</td>
                <td className={numeric} data-vat>{amount(line.vat, line.currency)}</td>
                <td className={numeric} data-gross>{amount(line.gross, line.currency)}</td>
                <td className={cell}>{rows(line.rows)}</td>
              </tr>
            ))}
          </Table>
        )}
      </Section>

      <Section name="b2b" title={t.b2b.title} intro={t.b2b.intro}>
        {b2b.supplies.length === 0 ? (
          <None t={t} />
        ) : (
          <Table label={t.b2b.title} head={[{ text: t.b2b.columns.route }, { text: t.b2b.columns.net, numeric: true }, { text: t.b2b.columns.ids }, { text: t.b2b.columns.rows }]}>
            {b2b.supplies.map((supply) => (
              <tr key={`${supply.departure}-${supply.buyer_country}-${supply.currency}`} data-b2b={`${supply.departure} ${supply.buyer_country} ${supply.currency}`}>
                <th scope="row" className={`${cell} font-medium`}>{`${country(supply.departure)} → ${country(supply.buyer_country)}`}</th>
                <td className={numeric} data-net>{amount(supply.net, supply.currency)}</td>
                <td className={cell} data-ids>
                  {supply.buyer_vat_ids.length <= openRows ? (
                    supply.buyer_vat_ids.join(', ')
                  ) : (
                    <Fold summary={formatCount(supply.buyer_vat_ids.length, lang)}>{() => <p className="mt-1 max-w-xl break-words">{supply.buyer_vat_ids.join(', ')}</p>}</Fold>
                  )}
                </td>
                <td className={cell}>{rows(supply.rows)}</td>
              </tr>
            ))}
          </Table>
        )}
        {b2b.id_problems.length > 0 && (
          <>
            <h5 className="mt-6 font-semibold text-fg">{t.b2b.problemsTitle}</h5>
            <ul className="mt-2 space-y-1 text-sm text-fg" data-id-problems>
              {(['missing', 'malformed', 'same_country_as_departure'] as const).map((reason) => {
                const list = b2b.id_problems.filter((problem) => problem.reason === reason).map((problem) => problem.row)
                return list.length === 0 ? null : (
                  <li key={reason} data-problem={reason}>
                    {t.b2b.problems[reason]}: {rows(list)}
                  </li>
                )
              })}
            </ul>
          </>
        )}
      </Section>

      <Section name="rate-check" title={t.rateCheck.title} intro={t.rateCheck.intro}>
        {report.rate_check.invalid.length === 0 ? (
          <None t={t} />
        ) : (
          <RateCheck invalid={report.rate_check.invalid} view={view} />
        )}
      </Section>

      <Section name="threshold" title={t.threshold.title}>
        <p className="mt-2 font-medium text-fg" data-applicable={threshold.applicable}>
          {threshold.applicable ? t.threshold.applicable : t.threshold.notApplicable}
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm leading-6 text-fg">
          {threshold.reasons.map((reason) => (
            <li key={reason} data-reason={reason}>{t.threshold.reasons[reason]}</li>
          ))}
        </ul>
        {threshold.year !== null && threshold.cross_border_b2c_eur !== null && (
          <p className="mt-2 text-sm text-fg">{format(t.threshold.total, { year: threshold.year, amount: amount(threshold.cross_border_b2c_eur, 'EUR') })}</p>
        )}
      </Section>

      <Section name="uninterpretable" title={t.uninterpretable.title}>
        {report.uninterpretable_rows.length === 0 ? (
          <None t={t} />
        ) : (
          <Folded count={report.uninterpretable_rows.length} view={view}>
            {() => (
            <Table label={t.uninterpretable.title} head={[{ text: t.uninterpretable.columns.row, numeric: true }, { text: t.uninterpretable.columns.reasons }]}>
              {report.uninterpretable_rows.slice(0, listedOnScreen).map((entry) => (
                <tr key={entry.row} data-row={entry.row}>
                  <th scope="row" className={numeric}>{entry.row}</th>
                  <td className={cell}>{entry.reasons.map((reason) => reasonText(reason, t.uninterpretable.reasons)).join('; ')}</td>
                </tr>
              ))}
            </Table>
            )}
          </Folded>
        )}
      </Section>

      <Section name="flags" title={t.flags.title}>
        {report.flags.length === 0 ? (
          <None t={t} />
        ) : (
          <ul className="mt-2 space-y-2 text-sm leading-6 text-fg">
            {report.flags.map((flag) => (
              <li key={flag.code} data-flag={flag.code}>
                {t.flags.codes[flag.code]} <span className="text-fg-muted">{t.rows}: </span>
                {rows(flag.rows)}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <details className="mt-8">
        <summary className="cursor-pointer font-semibold text-fg">{t.counts.title}</summary>
        <Table label={t.counts.title} head={[{ text: t.counts.type }, { text: t.counts.count, numeric: true }]}>
          {Object.entries(report.counts.by_transaction_type).map(([type, count]) => (
            <tr key={type}>
              <th scope="row" className={`${cell} font-medium`}>{type}</th>
              <td className={numeric}>{formatCount(count, lang)}</td>
            </tr>
          ))}
        </Table>
      </details>
    </div>
  )
}

/** A long list (more than `openRows` entries) folded into a <details>, its first `listedOnScreen` entries shown when opened. */
function Folded({ count, view, children }: { count: number; view: ViewProps; children: () => ReactNode }) {
  const more = count > listedOnScreen ? <p className="mt-2 text-sm text-fg-muted">{format(view.t.moreInJson, { count: formatCount(count - listedOnScreen, view.lang) })}</p> : null
  if (count <= openRows) return <>{children()}</>
  return (
    <Fold className="mt-2" summary={format(view.t.moreRows, { count: formatCount(count, view.lang) })}>
      {() => (
        <>
          {children()}
          {more}
        </>
      )}
    </Fold>
  )
}

function RateCheck({ invalid, view }: { invalid: VatReport['rate_check']['invalid']; view: ViewProps }) {
  const { t, lang, country } = view
  return (
    <Folded count={invalid.length} view={view}>
      {() => (
      <Table label={t.rateCheck.title} head={[{ text: t.rateCheck.columns.row, numeric: true }, { text: t.rateCheck.columns.country }, { text: t.rateCheck.columns.date }, { text: t.rateCheck.columns.charged, numeric: true }, { text: t.rateCheck.columns.valid }]}>
        {invalid.slice(0, listedOnScreen).map((entry) => (
          <tr key={entry.row} data-row={entry.row}>
            <th scope="row" className={numeric}>{entry.row}</th>
            <td className={cell}>{country(entry.country)}</td>
            <td className={cell}>{entry.tax_date}</td>
            <td className={numeric} data-charged>{formatRate(entry.charged, lang)}</td>
            <td className={cell}>{entry.valid.map((r) => formatRate(r, lang)).join(', ')}</td>
          </tr>
        ))}
      </Table>
      )}
    </Folded>
  )
}
