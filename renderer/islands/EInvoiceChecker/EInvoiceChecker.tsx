import { FileUp, Loader2 } from 'lucide-react'
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type DragEvent } from 'react'
import { flushSync } from 'react-dom'
import type { EInvoiceCheckerText, EInvoiceReportText, Lang } from '../../../content/types'
import type { RuleTexts } from '../../../core/einvoice-texts'
import { format } from '../../../core/text'
import { checkOne, loadChecker } from './engine'
import { bottomLineOf, ReportView, type CheckedEntry } from './ReportView'
import { ReportContext, type TermNames } from './view-context'

export interface EInvoiceCheckerProps {
  /** The checker's texts in the page's language, the file hint's limits already filled in. */
  texts: EInvoiceCheckerText
  lang: Lang
}

interface Loaded {
  /** null only when the checker's code could not be loaded (then every file shows that error). */
  rules: RuleTexts | null
  terms: TermNames
  report: EInvoiceReportText | null
}

/** The report's texts, a module of their own loaded beside the checker's code (content/einvoice/report.ts). */
const loadReportTexts = (lang: Lang) => import('../../../content/einvoice/report').then((m) => m.eInvoiceReportTexts[lang])

/**
 * The e-invoice checker (/e-rechnung-pruefer): choose or drop one or many files, each is read and
 * checked in this browser by the engine (imported on the first file), one report per file. Nothing
 * is uploaded: the island makes no request but the import of its own code.
 */
export function EInvoiceChecker({ texts: t, lang }: EInvoiceCheckerProps) {
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [files, setFiles] = useState<CheckedEntry[]>([])
  const [pending, setPending] = useState<string[]>([])
  const [loaded, setLoaded] = useState<Loaded>()
  const [showIds, setShowIds] = useState(false)
  const [dragging, setDragging] = useState(false)
  const [printing, setPrinting] = useState<number | null>(null)
  const [status, setStatus] = useState('')
  const queue = useRef(Promise.resolve())
  const resultsRef = useRef<HTMLElement>(null)

  function check(list: readonly File[]) {
    if (list.length === 0) return
    setPending((p) => [...p, ...list.map((f) => f.name)])
    setStatus(t.checking)
    const checkedNow = new Set<File>()
    queue.current = queue.current.then(async () => {
      try {
        const [checker, report] = await Promise.all([loadChecker(lang), loadReportTexts(lang)])
        // The same texts as before keep the same object, so the reports shown need not render again.
        setLoaded((l) => (l && l.rules === checker.rules && l.report === report ? l : { rules: checker.rules, terms: checker.terms, report }))
        for (const file of list) {
          const checked = await checkOne(checker, file)
          checkedNow.add(file)
          setFiles((done) => [...done, { checked, source: file, checkedAt: new Date() }])
          setPending((p) => p.slice(1))
          // The screen reader hears the bottom line, not only that the file is done.
          setStatus(format(report.announced, { name: file.name, outcome: report.bottomLine[bottomLineOf(checked)].title }))
          // Let the page paint each result before the next file is read.
          await new Promise((resolve) => setTimeout(resolve, 0))
        }
      } catch (error) {
        // The checker's code (worker or texts) could not be fetched: the connection, not the file. Every
        // file waiting is kept and offered again.
        console.error('The checker could not be loaded', error)
        const report = await loadReportTexts(lang).catch(() => null)
        const waiting = list.filter((f) => !checkedNow.has(f))
        setFiles((done) => [...done, ...waiting.map((f): CheckedEntry => ({ checked: { name: f.name, size: f.size, sha256: null, result: { ok: false, error: { code: 'load-failed' } } }, source: f, checkedAt: new Date() }))])
        setLoaded((l) => l ?? { rules: null, terms: {}, report })
        setPending([])
        setStatus(t.errors['load-failed'])
      }
    })
  }

  // Files chosen or dropped before the island hydrated (its enhancement puts dropped files into the input).
  useEffect(() => {
    const input = inputRef.current
    if (input?.files && input.files.length > 0) {
      check([...input.files])
      input.value = ''
    }
  }, [])

  // Printing one report: only it is the print area; its folded lists open.
  useEffect(() => {
    if (printing === null) return
    const done = () => setPrinting(null)
    window.addEventListener('afterprint', done, { once: true })
    return () => window.removeEventListener('afterprint', done)
  }, [printing])

  // Printed from the browser's menu, not a report's button: every report is the print area.
  useEffect(() => {
    const before = () => {
      if (document.querySelector('.einvoice-checker .print-area')) return
      resultsRef.current?.classList.add('print-area')
      window.addEventListener('afterprint', () => resultsRef.current?.classList.remove('print-area'), { once: true })
    }
    window.addEventListener('beforeprint', before)
    return () => window.removeEventListener('beforeprint', before)
  }, [])

  /** Removes the results; the focus goes to the file input (the removed button took it), and the reader hears it. */
  function clear() {
    flushSync(() => setFiles([]))
    inputRef.current?.focus()
    setStatus(loaded?.report?.cleared ?? '')
  }

  // The reports' callbacks and context stay the same objects from render to render: a report already
  // shown (a 4,000-line invoice's) is not rendered again when another file is chosen or checked.
  const checkLatest = useRef(check)
  checkLatest.current = check

  /** A file whose check could not load its code: out of the list, and checked again. */
  const retry = useCallback((entry: CheckedEntry) => {
    setFiles((done) => done.filter((e) => e !== entry))
    checkLatest.current([entry.source])
  }, [])

  const print = useCallback((index: number) => {
    flushSync(() => setPrinting(index))
    for (const details of document.querySelectorAll<HTMLDetailsElement>('.print-area details')) details.open = true
    window.print()
  }, [])

  const view = useMemo(() => loaded && { t, lang, terms: loaded.terms, report: loaded.report, showIds, fileName: '' }, [t, lang, loaded, showIds])

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    check([...(event.target.files ?? [])])
    event.target.value = ''
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault()
    setDragging(false)
    check([...event.dataTransfer.files])
  }

  return (
    <div className="einvoice-checker">
      <div
        className="einvoice-dropzone js-only rounded-xl border-2 border-dashed border-border p-6 text-center"
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <FileUp aria-hidden="true" className="mx-auto size-8 text-primary" />
        <label htmlFor={`${id}-file`} className="mt-3 block text-lg font-semibold text-fg">
          {t.fileLabel}
        </label>
        <p id={`${id}-hint`} className="mx-auto mt-2 max-w-2xl text-sm text-fg-muted">{t.fileHint}</p>
        <input
          ref={inputRef}
          id={`${id}-file`}
          name="invoices"
          type="file"
          multiple
          accept=".xml,.pdf,application/xml,text/xml,application/pdf"
          aria-describedby={`${id}-hint`}
          onChange={onChange}
          className="einvoice-file mx-auto mt-4 block max-w-full text-sm text-fg"
        />
        <p className="mt-2 text-sm text-fg-muted" aria-hidden="true">{t.dropHint}</p>
      </div>

      <label className="js-only mt-6 flex items-center gap-3 text-fg">
        <input type="checkbox" checked={showIds} onChange={(event) => setShowIds(event.target.checked)} className="size-5" />
        {t.showIds}
      </label>

      <p role="status" className="sr-only">{status}</p>

      {(files.length > 0 || pending.length > 0) && (
        <section ref={resultsRef} aria-labelledby={`${id}-results`} className="mt-10" data-show-ids={showIds || undefined}>
          <h2 id={`${id}-results`} className="text-2xl font-bold text-fg">{t.resultsTitle}</h2>
          {loaded && view && (
            <ReportContext.Provider value={view}>
              {files.map((entry, index) => (
                <ReportView key={`${index}-${entry.checked.name}`} entry={entry} index={index} rules={loaded.rules} printing={printing === index} onPrint={print} onRetry={retry} />
              ))}
            </ReportContext.Provider>
          )}
          {pending.length > 0 && (
            <p className="mt-6 flex items-center gap-2 text-fg" aria-hidden="true">
              <Loader2 className="size-5 animate-spin" />
              {t.checking}
            </p>
          )}
          {files.length > 0 && pending.length === 0 && (
            <button type="button" className="print-hidden btn btn-secondary mt-8" data-clear-results onClick={clear}>
              {t.clear}
            </button>
          )}
        </section>
      )}
    </div>
  )
}
