import { CalendarPlus, Printer } from 'lucide-react'
import { BackLink } from '../../components/BackLink/BackLink'
import { fristenkalenderPage as page } from '../../../content/pages/fristenkalender'
import { CallToAction } from '../../components/CallToAction/CallToAction'
import { Hero } from '../../components/Hero/Hero'
import { Link } from '../../components/Link/Link'
import { intlLocale } from '../../../core/intl-locale'
import { localize } from '../../../core/i18n'
import { format } from '../../../core/text'
import { useLang } from '../../PageContext'
import { calendarPath, calendarYears, deadlinesForYear, isoDate, type CalendarDate } from '../../../core/deadlines'
import { icsPath, periodName } from '../../../core/deadline-files'

/** The deadline calendar of one year (SPEC.md §2): computed from the rules, not typed in. */
export function DeadlineCalendarView({ year }: { year: number }) {
  const lang = useLang()
  const text = localize(page.text, lang)
  const fill = (s: string) => format(s, { year })
  const rows = deadlinesForYear(year)
  const date = (d: CalendarDate) => (
    <time dateTime={isoDate(d)}>
      {new Intl.DateTimeFormat(intlLocale[lang], { weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(Date.UTC(d.year, d.month - 1, d.day)),
      )}
    </time>
  )
  return (
    <>
      <Hero hero={{ title: fill(text.hero.title), subtitle: text.hero.subtitle && fill(text.hero.subtitle), intro: text.hero.intro && fill(text.hero.intro) }} />
      <section aria-labelledby="calendar-caption" className="deadline-calendar mx-auto max-w-5xl px-4 py-16 sm:px-6">
        <div className="print-hidden flex flex-wrap items-end justify-between gap-6">
          <nav aria-label={text.yearsLabel}>
            <p className="text-sm font-medium text-fg">{text.yearsLabel}</p>
            <ul className="mt-2 flex gap-2">
              {calendarYears.map((y) => (
                <li key={y}>
                  <Link href={calendarPath(y)} aria-current={y === year ? 'page' : undefined} className="btn btn-secondary aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-on-primary">
                    {y}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <fieldset>
            <legend className="text-sm font-medium text-fg">{text.extension.legend}</legend>
            <div className="mt-2 flex flex-wrap gap-4 text-fg">
              <label className="flex items-center gap-2">
                <input type="radio" name="extension" value="standard" defaultChecked className="size-4 accent-[var(--primary)]" />
                {text.extension.standard}
              </label>
              <label className="flex items-center gap-2">
                <input type="radio" name="extension" value="extended" className="size-4 accent-[var(--primary)]" />
                {text.extension.extended}
              </label>
            </div>
          </fieldset>
        </div>
        <div className="print-area mt-8 overflow-x-auto rounded-xl border border-border">
          <table className="deadline-table w-full text-left text-sm">
            <caption id="calendar-caption" className="px-4 py-3 text-left text-lg font-semibold text-fg">
              {fill(text.caption)}
            </caption>
            <thead className="bg-muted text-fg">
              <tr>
                <th scope="col" className="px-4 py-3">{text.columns.period}</th>
                <th scope="col" className="px-4 py-3">{text.columns.uva}</th>
                <th scope="col" className="px-4 py-3">{text.columns.zm}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border text-fg-muted">
              {rows.map((row) => (
                <tr key={row.period.month}>
                  <th scope="row" className="px-4 py-3 font-medium text-fg">{periodName(row, lang)}</th>
                  <td className="px-4 py-3" data-uva>
                    <span className="uva-standard">{date(row.uva)}</span>
                    <span className="uva-extended">{date(row.uvaExtended)}</span>
                  </td>
                  <td className="px-4 py-3" data-zm>{date(row.zm)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-6 text-sm leading-6 text-fg-muted">{text.note}</p>
        <div className="print-hidden mt-8 flex flex-wrap gap-3">
          <a href={icsPath(year, lang, false)} download className="btn btn-primary ics-standard">
            <CalendarPlus aria-hidden="true" className="size-4" />
            {text.download}
          </a>
          <a href={icsPath(year, lang, true)} download className="btn btn-primary ics-extended">
            <CalendarPlus aria-hidden="true" className="size-4" />
            {text.downloadExtended}
          </a>
          <button type="button" data-print className="js-only btn btn-secondary">
            <Printer aria-hidden="true" className="size-4" />
            {text.print}
          </button>
          <BackLink href="/tools" label={text.back} />
        </div>
      </section>
      <CallToAction cta={text.cta} href={page.ctaHref} />
    </>
  )
}
