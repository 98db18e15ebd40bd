import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import type { Lang, QualifiedBatchText } from '../../../content/types'
import type { QualifiedField } from '../../../core/evatr-api'
import { batchColumnNames, batchLimits, batchRows, readCustomerList, resultCsv, rowsToRetry, runBatch, type BatchColumns, type BatchRow, type BatchRowState, type CustomerList, type ListError } from '../../../core/qualified-batch'
import { isPlainlyValid, parseRequester, type FieldMatch, type QualifiedCheckRequest, type QualifiedOutcome } from '../../../core/qualified-check-api'
import { format } from '../../../core/text'
import { postJson } from '../../client/api'
import { useEarlyInput } from '../early-input'

export interface QualifiedBatchProps {
  texts: {
    batch: QualifiedBatchText
    requesterLabel: string
    requesterHint: string
    invalidRequester: string
    /** The declaration for the list's requesting VAT ID (the single check's words) and its error. */
    declaration: string
    declarationMissing: string
    /** The outcome's title per outcome, the label per comparison, the details' labels. */
    outcomes: Record<QualifiedOutcome, string>
    matches: Record<FieldMatch, string>
    fields: Record<QualifiedField, string>
  }
  lang: Lang
  path: string
}

type Run = 'idle' | 'running' | 'paused' | 'finished'

/** Whether a row needs the visitor's attention: not plainly valid (not valid, a detail that does not match, a comparison not received). */
function needsAttention(state: BatchRowState): boolean {
  if (state.kind === 'refused') return true
  if (state.kind !== 'done' || state.result.outcome === 'unavailable') return false
  return !isPlainlyValid(state.result)
}

/**
 * The list check (/ust-id-bestaetigung): the visitor's own VAT ID, a CSV read in the browser, its
 * columns matched, then each row asked as a single check through the site's API at the server's
 * pace (core/qualified-batch.ts), with progress, pause and resume, asking again for open rows, and
 * the result as CSV. Without JavaScript it says so: the file never leaves the browser.
 */
export function QualifiedBatch({ texts, lang, path }: QualifiedBatchProps) {
  const t = texts.batch
  const id = useId()
  const [hydrated, setHydrated] = useState(false)
  const [requester, setRequester] = useState('')
  const [declared, setDeclared] = useState(false)
  const [list, setList] = useState<CustomerList>()
  const [columns, setColumns] = useState<BatchColumns>()
  const [rows, setRows] = useState<BatchRow[]>([])
  const [states, setStates] = useState<BatchRowState[]>([])
  const [run, setRun] = useState<Run>('idle')
  const [error, setError] = useState<string>()
  const paused = useRef<{ promise: Promise<void>; resume: () => void } | undefined>(undefined)
  const stopped = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)
  const fileRef = useRef<HTMLInputElement>(null)
  // What the visitor typed or chose before the island hydrated (on first use) stays theirs.
  useEarlyInput(formRef, (typed) => {
    setRequester(typed.get('requesterVatId') ?? '')
    setDeclared(typed.get('declaration') === 'on')
  })
  useEffect(() => {
    setHydrated(true)
    if (fileRef.current?.files?.[0]) void read(fileRef.current.files[0])
    return () => {
      stopped.current = true
      paused.current?.resume()
    }
  }, [])

  // Leaving the page ends the run: the browser asks first while rows are still open.
  useEffect(() => {
    if (run !== 'running' && run !== 'paused') return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [run])

  const listErrors: Record<ListError, string> = { unreadable: t.errors.unreadable, noRows: t.errors.noRows, tooManyRows: format(t.errors.tooManyRows, { max: String(batchLimits.maxRows) }), tooLarge: t.errors.tooLarge }

  async function read(file: File) {
    setError(undefined)
    setList(undefined)
    if (file.size > batchLimits.maxFileBytes) return setError(listErrors.tooLarge)
    const parsed = readCustomerList(await file.text())
    if (!parsed.ok) return setError(listErrors[parsed.error])
    setList(parsed.list)
    setColumns(parsed.list.columns)
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    if (file) void read(file)
    else setList(undefined)
  }

  async function go(indexes: number[], forRows: BatchRow[], startStates: BatchRowState[]) {
    stopped.current = false
    setStates(startStates)
    setRun('running')
    await runBatch(
      {
        check: (request: QualifiedCheckRequest) => postJson(path, request, 30_000),
        sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
        now: () => Date.now(),
        waitWhilePaused: () => paused.current?.promise ?? Promise.resolve(),
        stopped: () => stopped.current,
        onState: (index, state) => setStates((previous) => previous.map((s, i) => (i === index ? state : s))),
      },
      forRows,
      indexes,
      requester,
      lang,
    )
    if (!stopped.current) setRun('finished')
  }

  function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setError(undefined)
    if (!parseRequester(requester)) return setError(texts.invalidRequester)
    if (!declared) return setError(texts.declarationMissing)
    if (!list || !columns) return setError(t.errors.noFile)
    if (columns.vatId < 0) return setError(t.errors.noVatColumn)
    const chosen = batchRows(list, columns)
    setRows(chosen)
    void go(
      chosen.map((_, index) => index),
      chosen,
      chosen.map(() => ({ kind: 'waiting' })),
    )
  }

  function pause() {
    let resume = () => {}
    const promise = new Promise<void>((resolve) => (resume = resolve))
    paused.current = { promise, resume }
    setRun('paused')
  }

  function resume() {
    paused.current?.resume()
    paused.current = undefined
    setRun('running')
  }

  function download() {
    const csv = resultCsv(rows, states, {
      headers: { line: t.csv.line, vatId: t.columns.vatId, outcome: t.csv.outcome, status: t.csv.status, validFrom: t.csv.validFrom, validUntil: t.csv.validUntil, reference: t.csv.reference, requestedAt: t.csv.requestedAt, note: t.csv.note },
      fields: texts.fields,
      matchHeader: (field) => format(t.csv.match, { field }),
      codeHeader: (field) => format(t.csv.code, { field }),
      outcome: (result) => texts.outcomes[result.outcome],
      match: (match) => texts.matches[match],
      state: (state) => t.states[state.kind],
    }, lang)
    const link = document.createElement('a')
    link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
    link.download = `vat-id-confirmations-${new Date().toISOString().slice(0, 16).replace(/\D/g, '')}.csv`
    link.click()
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000)
  }

  const done = states.filter((state) => state.kind !== 'waiting').length
  const count = (test: (state: BatchRowState) => boolean) => states.filter(test).length
  const retryable = rowsToRetry(states)
  const minutes = Math.ceil(((states.length - done) * batchLimits.paceMs) / 60_000)
  const input = 'mt-1 block w-full rounded-md border border-border bg-bg px-3 py-2 text-fg shadow-sm'
  const label = 'block text-sm font-medium text-fg'
  const busy = run === 'running' || run === 'paused'
  const rowText = (state: BatchRowState) => (state.kind === 'done' ? texts.outcomes[state.result.outcome] + (Object.values(state.result.matches).includes('noMatch') ? ` · ${texts.matches.noMatch}` : '') : t.states[state.kind])

  return (
    <section aria-labelledby={`${id}-title`} className="qualified-batch">
      <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight text-fg">{t.title}</h2>
      <p className="mt-3 text-fg-muted">{format(t.intro, { perMinute: String(Math.floor(60_000 / batchLimits.paceMs)) })}</p>
      <p className="no-js-only mt-3 font-medium text-fg">{t.needsJavaScript}</p>
      <form ref={formRef} onSubmit={start} className="mt-6 space-y-5" noValidate>
        <div>
          <label htmlFor={`${id}-requester`} className={label}>{texts.requesterLabel}</label>
          <input id={`${id}-requester`} name="requesterVatId" type="text" value={requester} onChange={(e) => setRequester(e.target.value)} required maxLength={20} autoComplete="off" aria-describedby={`${id}-requester-hint`} className={input} disabled={busy} />
          <p id={`${id}-requester-hint`} className="mt-1 text-sm text-fg-muted">{texts.requesterHint}</p>
        </div>
        <div className="flex items-start gap-3">
          <input id={`${id}-declaration`} name="declaration" type="checkbox" value="on" checked={declared} onChange={(e) => setDeclared(e.target.checked)} required className="mt-1 size-4 shrink-0" disabled={busy} />
          <label htmlFor={`${id}-declaration`} className="text-sm text-fg">{texts.declaration}</label>
        </div>
        <div>
          <label htmlFor={`${id}-file`} className={label}>{t.fileLabel}</label>
          <input ref={fileRef} id={`${id}-file`} name="file" type="file" accept=".csv,text/csv,text/plain" onChange={choose} required aria-describedby={`${id}-file-hint`} className="mt-1 block w-full text-sm text-fg file:mr-4 file:rounded-md file:border file:border-border file:bg-muted file:px-3 file:py-2 file:text-fg" disabled={busy} />
          <p id={`${id}-file-hint`} className="mt-1 text-sm text-fg-muted">{format(t.fileHint, { max: String(batchLimits.maxRows) })}</p>
        </div>
        {list && columns && (
          <fieldset className="rounded-md border border-border p-4">
            <legend className="px-1 text-sm font-semibold text-fg">{t.columnsTitle}</legend>
            <p className="text-sm text-fg-muted">{t.columnsHint}</p>
            <div className="mt-3 grid gap-4 sm:grid-cols-2">
              {batchColumnNames.map((name) => (
                <div key={name}>
                  <label htmlFor={`${id}-column-${name}`} className={label}>{t.columns[name]}</label>
                  <select id={`${id}-column-${name}`} value={columns[name]} onChange={(e) => setColumns({ ...columns, [name]: Number(e.target.value) })} className={input} disabled={busy}>
                    <option value={-1}>{t.columns.none}</option>
                    {list.headers.map((header, index) => (
                      <option key={index} value={index}>{`${header} (${list.records[0]?.cells[index] ?? ''})`}</option>
                    ))}
                  </select>
                </div>
              ))}
            </div>
          </fieldset>
        )}
        <button type="submit" className="btn btn-primary btn-lg" disabled={!hydrated || busy}>{t.start}</button>
      </form>
      {error && (
        <p role="alert" className="mt-4 rounded-md border border-danger p-4 font-medium text-fg">{error}</p>
      )}
      {states.length > 0 && (
        <div className="mt-8 space-y-4">
          <div>
            <label htmlFor={`${id}-progress`} className={label}>
              {format(t.progress, { done: String(done), total: String(states.length) })}
              {run === 'running' && minutes > 0 && <span className="font-normal text-fg-muted"> · {format(t.remaining, { minutes: String(minutes) })}</span>}
            </label>
            <progress id={`${id}-progress`} value={done} max={states.length} className="mt-2 h-2 w-full appearance-none overflow-hidden rounded-full bg-muted [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary" />
          </div>
          <p role="status" className="text-sm text-fg">{run === 'paused' ? t.paused : run === 'finished' ? t.finished : ''}</p>
          <div className="flex flex-wrap gap-3">
            {run === 'running' && <button type="button" className="btn btn-secondary" onClick={pause}>{t.pause}</button>}
            {run === 'paused' && <button type="button" className="btn btn-primary" onClick={resume}>{t.resume}</button>}
            {run === 'finished' && retryable.length > 0 && (
              <button type="button" className="btn btn-secondary" onClick={() => void go(retryable, rows, states.map((state, index) => (retryable.includes(index) ? { kind: 'waiting' } : state)))}>
                {t.retry}
              </button>
            )}
            <button type="button" className={run === 'finished' ? 'btn btn-primary' : 'btn btn-secondary'} onClick={download}>{t.download}</button>
          </div>
          <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-fg">
            <li>{format(t.summary.valid, { count: String(count((s) => s.kind === 'done' && isPlainlyValid(s.result))) })}</li>
            <li>{format(t.summary.attention, { count: String(count(needsAttention)) })}</li>
            <li>{format(t.summary.tryAgain, { count: String(retryable.length) })}</li>
          </ul>
          <div role="region" aria-labelledby={`${id}-table-caption`} tabIndex={0} className="max-h-96 overflow-auto rounded-md border border-border">
            <table className="w-full text-left text-sm [overflow-wrap:break-word]">
              <caption id={`${id}-table-caption`} className="sr-only">{t.table.caption}</caption>
              <thead className="sticky top-0 bg-muted">
                <tr>
                  <th scope="col" className="whitespace-nowrap px-3 py-2">{t.table.line}</th>
                  <th scope="col" className="px-3 py-2">{t.table.vatId}</th>
                  <th scope="col" className="px-3 py-2">{t.table.result}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={row.line} data-state={states[index]?.kind} className="border-t border-border align-top">
                    <th scope="row" className="px-3 py-2 font-normal">{row.line}</th>
                    <td className="px-3 py-2">{row.vatId}</td>
                    <td className="px-3 py-2">{rowText(states[index] ?? { kind: 'waiting' })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  )
}
