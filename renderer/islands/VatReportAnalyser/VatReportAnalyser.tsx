import { CalendarCheck, FileUp, ShieldCheck } from 'lucide-react'
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type DragEvent } from 'react'
import type { Lang, VatReportAnalyserText } from '../../../content/types'
import { format } from '../../../core/text'
import { handOver } from '../../../core/vat-id-handover'
import type { VatReportResult } from '../../../core/vat-report/analyse'
import type { VatProfile } from '../../../core/vat-report/inputs'
import { MAX_REPORT_BYTES } from '../../../core/vat-report/limits'
import { useEarlyInput } from '../early-input'
import { ResultsView, type ViewProps } from './ResultsView'
import { analyserWorker, type AnalyserWorker } from './worker-client'

/** Why a file could not be analysed, as the page says it: the engine's errors and the page's own. */
export type AnalyserErrors = Record<'empty' | 'not_a_report' | 'missing_columns' | 'unreadable' | 'crash' | 'load_failed' | 'too_large', string>

export interface VatReportAnalyserProps {
  /** The analyser's texts in the page's language, the file hint's limit filled in. */
  texts: VatReportAnalyserText
  /** The error texts, filled in but for {missing} (the columns a file lacks). */
  errors: AnalyserErrors
  /** The member states and Northern Ireland, each with its name, in the order of the lists. */
  countries: { code: string; name: string }[]
  lang: Lang
  /** The list check (its section) and the booking, in the page's language. */
  paths: { listCheck: string; booking: string }
}

type Analysed = { name: string; result: VatReportResult } | { name: string; error: keyof AnalyserErrors; missing?: string[] }

/**
 * The Amazon VAT report analyser (/amazon-ust-bericht): the profile the report cannot contain, then
 * one or more report files, each read as a stream by the engine in a Web Worker (worker.ts) with a
 * progress bar and a cancel; the results, each figure with its rows, a JSON download per file, the
 * buyer VAT IDs handed to the list check, what to do next. Nothing is uploaded: the island makes no
 * request but the import of its own code.
 */
export function VatReportAnalyser({ texts: t, errors, countries, lang, paths }: VatReportAnalyserProps) {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const [established, setEstablished] = useState('')
  const [registered, setRegistered] = useState<string[]>([])
  const [oss, setOss] = useState('')
  const [prior, setPrior] = useState('0')
  const [files, setFiles] = useState<File[]>([])
  const [results, setResults] = useState<Analysed[]>([])
  const [running, setRunning] = useState<{ name: string; size: number; read: number }>()
  const [status, setStatus] = useState('')
  const [dragging, setDragging] = useState(false)
  const run = useRef(0)
  const worker = useRef<AnalyserWorker | undefined>(undefined)

  useEarlyInput(formRef, (typed) => {
    setEstablished(typed.get('established_in') ?? '')
    setOss(typed.get('oss_registered_in') ?? '')
    setPrior(typed.get('prior_year') ?? '0')
    setRegistered(countries.filter((c) => typed.get(`registered_${c.code}`) === 'on').map((c) => c.code))
  })

  const profile = (): VatProfile => {
    const amount = Number(prior.replace(',', '.'))
    return { established_in: established || null, oss_registered_in: oss || null, registered_in: registered, prior_year_cross_border_b2c_eur: Number.isFinite(amount) && amount > 0 ? amount : 0 }
  }

  async function analyse(list: readonly File[]) {
    if (list.length === 0) return
    const token = ++run.current
    const asked = profile()
    setFiles([...list])
    setResults([])
    setStatus(t.analysing)
    const done: Analysed[] = []
    const add = (entry: Analysed) => {
      done.push(entry)
      setResults([...done])
    }
    for (const file of list) {
      if (file.size > MAX_REPORT_BYTES) {
        add({ name: file.name, error: 'too_large' })
        continue
      }
      setRunning({ name: file.name, size: file.size, read: 0 })
      try {
        worker.current = await analyserWorker()
      } catch (error) {
        console.error('The analyser could not be loaded', error)
        add({ name: file.name, error: 'load_failed' })
        break
      }
      // Cancelled while the worker's code loaded: nothing of this run is read.
      if (token !== run.current) return
      // The engine's share of the time, for the benchmark (scripts/bench/vat-report-page.ts).
      performance.mark('vat-report:sent')
      const outcome = await worker.current.analyse(file, asked, (read) => token === run.current && setRunning((r) => r && { ...r, read }))
      performance.mark('vat-report:answered')
      if (token !== run.current || 'cancelled' in outcome) return
      if ('failed' in outcome) add({ name: file.name, error: outcome.failed })
      else if (outcome.result.ok) add({ name: file.name, result: outcome.result })
      else add({ name: file.name, error: outcome.result.error, missing: 'missing' in outcome.result ? outcome.result.missing : undefined })
      setStatus(format(t.done, { name: file.name }))
    }
    setRunning(undefined)
  }

  // Files chosen or dropped before the island hydrated (its enhancement puts dropped files into the input).
  useEffect(() => {
    const input = inputRef.current
    if (input?.files && input.files.length > 0) void analyse([...input.files])
  }, [])

  function cancel() {
    run.current++
    worker.current?.cancel()
    setRunning(undefined)
    setStatus(t.progress.cancelled)
    inputRef.current?.focus()
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    void analyse([...(event.target.files ?? [])])
    // The same file chosen again is a change again.
    event.target.value = ''
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault()
    setDragging(false)
    void analyse([...event.dataTransfer.files])
  }

  const names = useMemo(() => new Map(countries.map((c) => [c.code, c.name])), [countries])
  const view: ViewProps = useMemo(() => ({ t: t.results, lang, country: (code: string) => names.get(code) ?? code }), [t, lang, names])
  const reports = results.flatMap((entry) => ('result' in entry && entry.result.ok ? [entry.result] : []))
  const buyerIds = [...new Set(reports.flatMap((report) => report.b2b_intra_community.supplies.flatMap((supply) => supply.buyer_vat_ids)))]

  function download(entry: Analysed & { result: VatReportResult }) {
    // The CLI's --json line for the file (docs/vat-report.md).
    const blob = new Blob([`${JSON.stringify({ file: entry.name, ...entry.result }, null, 2)}\n`], { type: 'application/json' })
    const url = URL.createObjectURL(blob)
    const link = Object.assign(document.createElement('a'), { href: url, download: `${entry.name.replace(/\.[^.]*$/, '') || 'report'}.json` })
    document.body.append(link)
    link.click()
    link.remove()
    setTimeout(() => URL.revokeObjectURL(url), 60_000)
  }

  function handOverIds() {
    handOver(buyerIds)
    window.location.assign(paths.listCheck)
  }

  const control = 'mt-1 block w-full rounded-md border border-border bg-card px-3 py-2 text-fg'
  return (
    <div className="vat-report-analyser">
      <form ref={formRef} className="js-only rounded-xl border border-border p-6" onSubmit={(event) => event.preventDefault()} aria-labelledby={`${id}-profile`}>
        <h2 id={`${id}-profile`} className="text-xl font-semibold text-fg">{t.profile.title}</h2>
        <p className="mt-1 text-sm text-fg-muted">{t.profile.intro}</p>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-established`} className="font-medium text-fg">{t.profile.established.label}</label>
            <select id={`${id}-established`} name="established_in" value={established} onChange={(e) => setEstablished(e.target.value)} aria-describedby={`${id}-established-hint`} className={control}>
              <option value="">{t.profile.established.none}</option>
              {countries.filter((c) => c.code !== 'XI').map((c) => (
                <option key={c.code} value={c.code}>{c.name}</option>
              ))}
            </select>
            <p id={`${id}-established-hint`} className="mt-1 text-sm text-fg-muted">{t.profile.established.hint}</p>
          </div>
          <div>
            <label htmlFor={`${id}-oss`} className="font-medium text-fg">{t.profile.oss.label}</label>
            <select id={`${id}-oss`} name="oss_registered_in" value={oss} onChange={(e) => setOss(e.target.value)} className={control}>
              <option value="">{t.profile.oss.none}</option>
              {countries.map((c) => (
                <option key={c.code} value={c.code}>{c.name}</option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-prior`} className="font-medium text-fg">{t.profile.priorYear.label}</label>
            <input id={`${id}-prior`} name="prior_year" type="number" min="0" step="0.01" inputMode="decimal" value={prior} onChange={(e) => setPrior(e.target.value)} aria-describedby={`${id}-prior-hint`} className={control} />
            <p id={`${id}-prior-hint`} className="mt-1 text-sm text-fg-muted">{t.profile.priorYear.hint}</p>
          </div>
          <fieldset className="sm:col-span-2">
            <legend className="font-medium text-fg">{t.profile.registered.legend}</legend>
            <p className="text-sm text-fg-muted">{t.profile.registered.hint}</p>
            <details className="mt-2 rounded-md border border-border p-3">
              <summary className="cursor-pointer text-fg">{format(t.profile.registered.summary, { count: String(registered.length) })}</summary>
              <div className="mt-3 grid gap-2 sm:grid-cols-3">
                {countries.map((c) => (
                  <label key={c.code} className="flex items-center gap-2 text-fg">
                    <input
                      type="checkbox"
                      name={`registered_${c.code}`}
                      checked={registered.includes(c.code)}
                      onChange={(e) => setRegistered((list) => (e.target.checked ? [...list, c.code] : list.filter((code) => code !== c.code)))}
                      className="size-4"
                    />
                    {c.name}
                  </label>
                ))}
              </div>
            </details>
          </fieldset>
        </div>
      </form>

      <div
        className="vat-report-dropzone js-only mt-6 rounded-xl border-2 border-dashed border-border p-6 text-center"
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <FileUp aria-hidden="true" className="mx-auto size-8 text-primary" />
        <label htmlFor={`${id}-file`} className="mt-3 block text-lg font-semibold text-fg">{t.fileLabel}</label>
        <p id={`${id}-hint`} className="mx-auto mt-2 max-w-2xl text-sm text-fg-muted">{t.fileHint}</p>
        <input ref={inputRef} id={`${id}-file`} name="reports" type="file" multiple accept=".txt,.csv,.tsv,text/plain,text/csv,text/tab-separated-values" aria-describedby={`${id}-hint`} onChange={onChange} className="vat-report-file mx-auto mt-4 block max-w-full text-sm text-fg" />
        <p className="mt-2 text-sm text-fg-muted" aria-hidden="true">{t.dropHint}</p>
      </div>

      <p role="status" className="sr-only">{status}</p>

      {running && (
        <div className="mt-6 rounded-xl border border-border p-4" data-running>
          <label htmlFor={`${id}-progress`} className="block text-fg">{format(t.progress.label, { name: running.name })}</label>
          <progress id={`${id}-progress`} className="vat-report-progress mt-2" max={Math.max(running.size, 1)} value={running.read} />
          <button type="button" className="btn btn-secondary mt-3" onClick={cancel}>{t.progress.cancel}</button>
        </div>
      )}

      {files.length > 0 && !running && (
        <button type="button" className="btn btn-secondary mt-6" data-again onClick={() => void analyse(files)}>{t.again}</button>
      )}

      {results.length > 0 && (
        <section aria-labelledby={`${id}-results`} className="mt-10">
          <h2 id={`${id}-results`} className="text-2xl font-bold text-fg">{t.results.title}</h2>
          {results.map((entry, index) => (
            <article key={`${index}-${entry.name}`} className="mt-8 border-t border-border pt-6" data-file={entry.name}>
              <h3 className="text-xl font-semibold text-fg break-words">{entry.name}</h3>
              {'result' in entry && entry.result.ok ? (
                <ResultsView report={entry.result} name={entry.name} view={view} onDownload={() => download(entry)} />
              ) : (
                <p className="mt-2 rounded-md border border-border bg-muted p-3 text-fg" data-error={'error' in entry ? entry.error : undefined}>
                  {'error' in entry ? format(errors[entry.error], { missing: entry.missing?.join(', ') ?? '' }) : ''}
                </p>
              )}
            </article>
          ))}
          {buyerIds.length > 0 && !running && (
            <div className="mt-10 flex gap-4 rounded-xl border border-border bg-muted p-5">
              <ShieldCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
              <div>
                <button type="button" className="btn btn-primary" data-hand-over onClick={handOverIds}>{t.results.b2b.handOver}</button>
                <p className="mt-2 text-sm text-fg-muted">{t.results.b2b.handOverHint}</p>
              </div>
            </div>
          )}
          {reports.length > 0 && !running && (
            <section aria-labelledby={`${id}-next`} className="mt-10">
              <h3 id={`${id}-next`} className="text-xl font-semibold text-fg">{t.results.next.title}</h3>
              <ol className="mt-3 list-decimal space-y-2 pl-5 leading-7 text-fg">
                {t.results.next.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
              <a href={paths.booking} className="btn btn-primary mt-5">
                <CalendarCheck aria-hidden="true" className="size-4" />
                {t.results.next.book}
              </a>
            </section>
          )}
        </section>
      )}
    </div>
  )
}
