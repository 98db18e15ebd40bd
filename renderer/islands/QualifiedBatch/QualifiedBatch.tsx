import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import type { Lang } from '../../../content/types'
import { listEncodings, type ListEncoding } from '../../../core/csv-encoding'
import { readCustomerList, type CustomerList, type ListError } from '../../../core/customer-list'
import { intlLocale } from '../../../core/intl-locale'
import { listFields, type BatchColumns, type ListField } from '../../../core/list-columns'
import { batchLimits, batchRows, firstJobs, newPace, prepareRow, repeatJobs, resultCsv, rowVerdict, runBatch, type BatchHold, type BatchJob, type BatchRow, type BatchRowState, type BatchWait } from '../../../core/qualified-batch'
import { reasonText, remainingText, type ListTexts } from '../../../core/qualified-batch-texts'
import { parseRequester, type QualifiedCheckRequest } from '../../../core/qualified-check-api'
import { format } from '../../../core/text'
import { takeHandover } from '../../../core/vat-id-handover'
import { postJson } from '../../client/api'
import { useEarlyInput } from '../early-input'
import type { SavedRun } from './saved-run'

export interface QualifiedBatchProps {
  texts: ListTexts
  lang: Lang
  path: string
}

type Run = 'idle' | 'running' | 'paused' | 'finished'

/** Customers shown in the preview before the start. */
const previewRows = 5

/**
 * The list check (/ust-id-bestaetigung): the visitor's own VAT ID and declaration, a CSV read in
 * the browser (its encoding, headings and columns found and shown with a preview for correction),
 * then each row asked as a single check through the site's API at the server's pace
 * (core/qualified-batch.ts): the wait for the function's limit and for a repeat shown, progress,
 * pause and resume, the open rows asked again no sooner than the BZSt asks, and the result as CSV.
 * Without JavaScript it says so: the file never leaves the browser.
 */
export function QualifiedBatch({ texts, lang, path }: QualifiedBatchProps) {
  const t = texts.batch
  const id = useId()
  const [hydrated, setHydrated] = useState(false)
  const [requester, setRequester] = useState('')
  const [declared, setDeclared] = useState(false)
  const [bytes, setBytes] = useState<Uint8Array>()
  const [list, setList] = useState<CustomerList>()
  const [columns, setColumns] = useState<BatchColumns>()
  const [rows, setRows] = useState<BatchRow[]>([])
  const [states, setStates] = useState<BatchRowState[]>([])
  const [run, setRun] = useState<Run>('idle')
  const [wait, setWait] = useState<BatchWait>()
  const [hold, setHold] = useState<BatchHold>()
  const [error, setError] = useState<string>()
  // A run kept in this browser from before a reload, offered to continue or discard (saved-run.ts).
  const [saved, setSaved] = useState<SavedRun>()
  // What is kept of the current run, written to IndexedDB on every answer and before every request.
  const keep = useRef<SavedRun | undefined>(undefined)
  const paused = useRef<{ promise: Promise<void>; resume: () => void } | undefined>(undefined)
  // Each run has its own token: stopping one never revives another (a new list, leaving the page).
  const current = useRef<{ stopped: boolean }>({ stopped: false })
  // The list's clock outlasts a run: a 429's hold and the pace hold for "ask again" too.
  const pace = useRef(newPace())
  const formRef = useRef<HTMLFormElement>(null)
  const fileRef = useRef<HTMLInputElement>(null)
  // What the visitor typed or chose before the island hydrated (on first use) stays theirs.
  useEarlyInput(formRef, (typed) => {
    setRequester(typed.get('requesterVatId') ?? '')
    setDeclared(typed.get('declaration') === 'on')
  })
  useEffect(() => {
    setHydrated(true)
    const handedOver = takeHandover()
    if (handedOver !== undefined) {
      // The buyer VAT IDs of the Amazon VAT report analyser: read as if chosen as a file.
      const content = new TextEncoder().encode(handedOver)
      setBytes(content)
      open(readCustomerList(content))
    } else if (fileRef.current?.files?.[0]) void read(fileRef.current.files[0])
    import('./saved-run')
      .then(({ loadRun }) => loadRun())
      .then((run) => run && !keep.current && setSaved(run))
      .catch(() => undefined)
    return () => stop()
  }, [])

  // Leaving the page ends the run: the browser asks first while rows are still open.
  useEffect(() => {
    if (run !== 'running' && run !== 'paused') return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [run])

  const listErrors: Record<ListError, string> = { unreadable: t.errors.unreadable, noRows: t.errors.noRows, tooManyRows: format(t.errors.tooManyRows, { max: String(batchLimits.maxRows) }), tooLarge: t.errors.tooLarge }
  const time = (at: number) => new Date(at).toLocaleTimeString(intlLocale[lang])
  const validRequester = parseRequester(requester) !== undefined

  function stop() {
    current.current.stopped = true
    paused.current?.resume()
    paused.current = undefined
  }

  function open(read: ReturnType<typeof readCustomerList>) {
    if (!read.ok) {
      setList(undefined)
      return setError(listErrors[read.error])
    }
    setList(read.list)
    setColumns(read.list.columns)
  }

  async function read(file: File) {
    stop()
    setError(undefined)
    setList(undefined)
    setStates([])
    setRun('idle')
    if (file.size > batchLimits.maxFileBytes) return setError(listErrors.tooLarge)
    const content = new Uint8Array(await file.arrayBuffer())
    setBytes(content)
    open(readCustomerList(content))
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    if (file) void read(file)
    else setList(undefined)
  }

  function reencode(encoding: ListEncoding) {
    if (!bytes) return
    setError(undefined)
    open(readCustomerList(bytes, encoding))
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
    setHold(undefined)
    setRun('running')
  }

  function persist() {
    const run = keep.current
    if (run) void import('./saved-run').then(({ saveRun }) => saveRun({ ...run, states: [...run.states], pace: { ...pace.current }, savedAt: Date.now() }))
  }

  async function go(jobs: BatchJob[], startStates: BatchRowState[], continued = false, startRows: BatchRow[] = [], asking = requester) {
    stop()
    const token = { stopped: false }
    current.current = token
    if (keep.current) keep.current.states = [...startStates]
    persist()
    setStates(startStates)
    setHold(undefined)
    setRun('running')
    const ended = await runBatch(
      {
        check: (request: QualifiedCheckRequest) => postJson(path, request, 30_000),
        sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
        now: () => Date.now(),
        waitWhilePaused: () => paused.current?.promise ?? Promise.resolve(),
        stopped: () => token.stopped,
        onAsk: (index, at) => {
          if (token.stopped || !keep.current) return
          keep.current.asking = { index, at }
          persist()
        },
        onState: (index, state) => {
          if (token.stopped) return
          if (keep.current) {
            keep.current.states[index] = state
            keep.current.asking = undefined
            persist()
          }
          setStates((previous) => previous.map((s, i) => (i === index ? state : s)))
        },
        onWait: (next) => !token.stopped && setWait(next),
        onHold: (reason) => {
          if (token.stopped) return
          setHold(reason)
          if (reason === 'noAnswer') pause()
        },
      },
      jobs,
      asking,
      lang,
      pace.current,
      // A continued run: rows asking what was answered before the reload take that answer.
      continued ? startRows.flatMap((row, index) => (startStates[index] ? [{ row, state: startStates[index] }] : [])) : [],
    )
    if (ended !== 'stopped') {
      setWait(undefined)
      setRun('finished')
    }
  }

  function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setError(undefined)
    if (!validRequester) return setError(texts.invalidRequester)
    if (!declared) return setError(texts.declarationMissing)
    if (!list || !columns) return setError(t.errors.noFile)
    if (columns.vatId < 0) return setError(t.errors.noVatColumn)
    if (columns.companyName < 0) return setError(t.errors.noNameColumn)
    if (columns.city < 0) return setError(t.errors.noCityColumn)
    const chosen = batchRows(list, columns)
    setRows(chosen)
    setSaved(undefined)
    pace.current = { ...pace.current }
    keep.current = { version: 1, requester, rows: chosen, states: chosen.map(() => ({ kind: 'waiting' })), pace: pace.current, savedAt: Date.now() }
    void go(
      firstJobs(chosen),
      chosen.map(() => ({ kind: 'waiting' })),
    )
  }

  // Each row keeps its last answer (what the service said, or that none came) until its repeat is answered.
  function retry() {
    void go(repeatJobs(rows, states), states)
  }

  // The kept run again: its rows, answers and receipts; the rows still open are asked once the visitor
  // continues (with the declaration made again), a row under way at the reload only by "ask again".
  function continueSaved() {
    if (!saved) return
    setError(undefined)
    if (!declared) return setError(texts.declarationMissing)
    keep.current = { ...saved, states: [...saved.states] }
    pace.current = { lastRequestAt: Math.max(pace.current.lastRequestAt, saved.pace.lastRequestAt), holdUntil: Math.max(pace.current.holdUntil, saved.pace.holdUntil) }
    setRequester(saved.requester)
    setRows(saved.rows)
    setSaved(undefined)
    const open = firstJobs(saved.rows).filter(({ index }) => saved.states[index]?.kind === 'waiting')
    if (open.length > 0) return void go(open, saved.states, true, saved.rows, saved.requester)
    setStates(saved.states)
    setRun('finished')
  }

  function discardSaved() {
    setSaved(undefined)
    void import('./saved-run').then(({ discardRun }) => discardRun())
  }

  const stamp = () => new Date().toISOString().slice(0, 16).replace(/\D/g, '')
  function save(blob: Blob, name: string) {
    const link = document.createElement('a')
    link.href = URL.createObjectURL(blob)
    link.download = name
    link.click()
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000)
  }

  function download() {
    save(new Blob([resultCsv(rows, states, requester, texts, lang)], { type: 'text/csv;charset=utf-8' }), `vat-id-confirmations-${stamp()}.csv`)
  }

  // The signed receipt of every answered row, with the result CSV, as one ZIP (loaded on first use).
  async function downloadReceipts() {
    const { receiptsZip } = await import('../../../core/qualified-batch-receipts')
    const name = `vat-id-confirmations-${stamp()}`
    const zip = receiptsZip(rows, states, { name: `${name}.csv`, text: resultCsv(rows, states, requester, texts, lang) }, new Date())
    save(new Blob([zip.slice().buffer], { type: 'application/zip' }), `${name}.zip`)
  }

  const verdicts = states.map(rowVerdict)
  const done = verdicts.filter((verdict) => verdict !== 'waiting').length
  const count = (verdict: string) => verdicts.filter((v) => v === verdict).length
  const retryable = repeatJobs(rows, states).length
  const receipts = states.some((state) => state.kind === 'done' && state.result.receipt !== undefined)
  const minutes = Math.ceil(((states.length - done) * batchLimits.paceMs) / 60_000)
  const input = 'mt-1 block w-full rounded-md border border-border bg-bg px-3 py-2 text-fg shadow-sm'
  const label = 'block text-sm font-medium text-fg'
  const busy = run === 'running' || run === 'paused'
  const rowText = (state: BatchRowState) => {
    if (state.kind === 'done') {
      const flagged = (['noMatch', 'notReceived'] as const).filter((match) => Object.values(state.result.matches).includes(match))
      return [texts.outcomes[state.result.outcome], ...flagged.map((match) => texts.matches[match])].join(' · ')
    }
    if (state.kind === 'notSent') return format(t.states.notSent, { reason: reasonText(texts, state.reason, state.error) })
    return t.states[state.kind]
  }
  const preview = list && columns ? batchRows({ records: list.records.slice(0, previewRows) }, columns) : []
  const previewStatus = (row: BatchRow) => {
    if (!validRequester) return ''
    const prepared = prepareRow(row, requester, lang)
    return prepared.ok ? t.preview.send : format(t.states.notSent, { reason: reasonText(texts, prepared.reason) })
  }
  const columnLabels: Record<ListField, string> = t.columns
  const status = run === 'paused' ? (hold === 'noAnswer' ? t.holds.noAnswer : t.paused) : hold === 'requesterRefused' ? t.holds.requesterRefused : wait ? format(t.waits[wait.reason], { time: time(wait.until), row: String(wait.row) }) : run === 'finished' ? t.finished : ''

  return (
    <section aria-labelledby={`${id}-title`} className="qualified-batch">
      <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight text-fg">{t.title}</h2>
      <p className="mt-3 text-fg-muted">{format(t.intro, { perMinute: String(Math.floor(60_000 / batchLimits.paceMs)) })}</p>
      <p className="no-js-only mt-3 font-medium text-fg">{t.needsJavaScript}</p>
      {saved && (
        <div role="region" aria-labelledby={`${id}-saved`} className="mt-6 rounded-md border border-border p-4">
          <p id={`${id}-saved`} className="font-medium text-fg">
            {format(t.saved.found, { time: new Date(saved.savedAt).toLocaleString(intlLocale[lang]), done: String(saved.states.filter((state) => state.kind !== 'waiting').length), total: String(saved.rows.length), requesterVatId: saved.requester })}
          </p>
          <p className="mt-1 text-sm text-fg-muted">{t.saved.note}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button type="button" className="btn btn-primary" onClick={continueSaved} disabled={!hydrated}>{t.saved.resume}</button>
            <button type="button" className="btn btn-secondary" onClick={discardSaved}>{t.saved.discard}</button>
          </div>
        </div>
      )}
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
          <input ref={fileRef} id={`${id}-file`} name="file" type="file" accept=".csv,.txt,text/csv,text/plain" onChange={choose} required aria-describedby={`${id}-file-hint`} className="mt-1 block w-full text-sm text-fg file:mr-4 file:rounded-md file:border file:border-border file:bg-muted file:px-3 file:py-2 file:text-fg" disabled={busy} />
          <p id={`${id}-file-hint`} className="mt-1 text-sm text-fg-muted">{format(t.fileHint, { max: String(batchLimits.maxRows) })}</p>
        </div>
        {list && columns && (
          <>
            <div>
              <label htmlFor={`${id}-encoding`} className={label}>{t.encoding.label}</label>
              <select id={`${id}-encoding`} value={list.encoding} onChange={(e) => reencode(e.target.value as ListEncoding)} aria-describedby={`${id}-encoding-read`} className={input} disabled={busy}>
                {listEncodings.map((encoding) => (
                  <option key={encoding} value={encoding}>{t.encoding.names[encoding]}</option>
                ))}
              </select>
              <p id={`${id}-encoding-read`} className="mt-1 text-sm text-fg-muted" data-encoding={list.encoding}>
                {format(t.encoding.read, { encoding: t.encoding.names[list.encoding] })}
              </p>
              <p className="mt-1 text-sm text-fg-muted">
                {list.headerRow !== undefined
                  ? format(t.found.withHeadings, { row: String(list.headerRow), count: String(list.records.length), first: String(list.records[0]!.row) })
                  : format(t.found.withoutHeadings, { count: String(list.records.length), first: String(list.records[0]!.row) })}
              </p>
            </div>
            <fieldset className="min-w-0 rounded-md border border-border p-4">
              <legend className="px-1 text-sm font-semibold text-fg">{t.columnsTitle}</legend>
              <p className="text-sm text-fg-muted">{t.columnsHint}</p>
              <div className="mt-3 grid gap-4 sm:grid-cols-2">
                {listFields.map((name) => (
                  <div key={name}>
                    <label htmlFor={`${id}-column-${name}`} className={label}>{columnLabels[name]}</label>
                    <select id={`${id}-column-${name}`} value={columns[name]} onChange={(e) => setColumns({ ...columns, [name]: Number(e.target.value) })} className={input} disabled={busy}>
                      <option value={-1}>{t.columns.none}</option>
                      {list.headers.map((header, index) => (
                        <option key={index} value={index}>{`${header} (${list.records[0]?.cells[index] ?? ''})`}</option>
                      ))}
                    </select>
                  </div>
                ))}
              </div>
              <Rows id={`${id}-preview`} caption={format(t.preview.caption, { count: String(preview.length) })} headings={[t.table.row, t.table.vatId, t.preview.request, texts.fields.companyName, texts.fields.street, texts.fields.postcode, texts.fields.city]} nowrap={[0, 1, 5]} rows={preview.map((row) => ({ key: row.row, cells: [row.row, row.vatId, previewStatus(row), row.companyName, row.street, row.postcode, row.city] }))} />
            </fieldset>
          </>
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
              {run === 'running' && minutes > 0 && <span className="font-normal text-fg-muted"> · {remainingText(t, minutes, lang)}</span>}
            </label>
            <progress id={`${id}-progress`} value={done} max={states.length} className="mt-2 h-2 w-full appearance-none overflow-hidden rounded-full bg-muted [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary" />
          </div>
          <p role="status" className="text-sm text-fg">{status}</p>
          <div className="flex flex-wrap gap-3">
            {run === 'running' && <button type="button" className="btn btn-secondary" onClick={pause}>{t.pause}</button>}
            {run === 'paused' && <button type="button" className="btn btn-primary" onClick={resume}>{t.resume}</button>}
            {run === 'finished' && retryable > 0 && hold !== 'requesterRefused' && (
              <button type="button" className="btn btn-secondary" onClick={retry}>{t.retry}</button>
            )}
            <button type="button" className={run === 'finished' ? 'btn btn-primary' : 'btn btn-secondary'} onClick={download}>{t.download}</button>
            {receipts && <button type="button" className="btn btn-secondary" onClick={() => void downloadReceipts()}>{t.downloadReceipts}</button>}
          </div>
          <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-fg">
            <li>{format(t.summary.valid, { count: String(count('valid')) })}</li>
            <li>{format(t.summary.attention, { count: String(count('attention')) })}</li>
            <li>{format(t.summary.tryLater, { count: String(count('tryLater')) })}</li>
            <li>{format(t.summary.notSent, { count: String(count('notSent')) })}</li>
          </ul>
          <Rows id={`${id}-table`} caption={t.table.caption} captionHidden headings={[t.table.row, t.table.vatId, t.table.result]} nowrap={[0, 1]} rows={rows.map((row, index) => ({ key: row.row, state: states[index]?.kind, verdict: verdicts[index], cells: [row.row, row.vatId, rowText(states[index] ?? { kind: 'waiting' })] }))} />
        </div>
      )}
    </section>
  )
}

/**
 * A table of rows in a scrolling region: the first cell of each row heads it (its spreadsheet row).
 * Codes (the row, the VAT ID, the postcode: columns `nowrap`) never break; other cells break only
 * between words, so a narrow screen scrolls the region sideways instead of splitting "Wien" in two.
 * What happens to the row comes right after its VAT ID, in view before the details scroll.
 */
function Rows({ id, caption, captionHidden, headings, nowrap, rows }: { id: string; caption: string; captionHidden?: boolean; headings: string[]; nowrap: number[]; rows: { key: number; state?: string; verdict?: string; cells: (string | number)[] }[] }) {
  const cell = 'px-2 py-2'
  const at = (index: number) => (nowrap.includes(index) ? `${cell} whitespace-nowrap` : cell)
  return (
    <div role="region" aria-labelledby={`${id}-caption`} tabIndex={0} className={`${captionHidden ? 'max-h-96' : 'mt-4'} overflow-auto rounded-md border border-border`}>
      <table className="w-full text-left text-sm [overflow-wrap:break-word]">
        <caption id={`${id}-caption`} className={captionHidden ? 'sr-only' : `${cell} text-left font-medium text-fg`}>{caption}</caption>
        <thead className="sticky top-0 bg-muted">
          <tr>{headings.map((heading, i) => <th key={heading} scope="col" className={i < 2 ? at(i) : cell}>{heading}</th>)}</tr>
        </thead>
        <tbody>
          {rows.map(({ key, state, verdict, cells: [first, ...rest] }) => (
            <tr key={key} data-state={state} data-verdict={verdict} className="border-t border-border align-top">
              <th scope="row" className={`${at(0)} font-normal`}>{first}</th>
              {rest.map((value, i) => <td key={i} className={at(i + 1)}>{value}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
