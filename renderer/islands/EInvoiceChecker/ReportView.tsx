import { CheckCircle2, Download, FileWarning, Printer, TriangleAlert, XCircle } from 'lucide-react'
import { memo, useEffect, useMemo, useState } from 'react'
import type { EInvoiceReportText } from '../../../content/types'
import type { RuleTexts } from '../../../core/einvoice-texts'
import { format } from '../../../core/text'
import type { InputError } from '../../../core/einvoice/index'
import type { CheckedFile, CheckerError } from './engine'
import { FindingsView } from './FindingsView'
import { InvoiceView } from './InvoiceView'
import { base64Bytes, embeddedFileBytes, embeddedFiles, safeFileName, saveBlob, type EmbeddedFile } from './downloads'
import { formatCheckTime } from './format'
import { downloadReport, reportFile, reportFileName } from './report-json'
import { ReportContext, useView } from './view-context'

export type Verdict = 'valid' | 'invalid' | 'formatError' | 'notInvoice' | 'refused'

/** What the file is, in one word: valid, an e-invoice with errors, no e-invoice at all, or unreadable. */
export function verdictOf(file: CheckedFile): Verdict {
  if (!file.result.ok) return 'refused'
  const { report } = file.result
  if (report.valid) return 'valid'
  // A breach of the XML Schema (the engine's schema stage) is a format error of its own kind.
  if (report.findings.some((f) => f.rule === 'SITE-XSD')) return 'formatError'
  if (!report.profile.invoiceUnderUstg || report.findings.some((f) => f.consequence === 'format')) return 'notInvoice'
  return 'invalid'
}

/** One checked file as the island keeps it: the engine's result, the file chosen (its bytes, for saving and for a retry) and when it was checked. */
export interface CheckedEntry {
  readonly checked: CheckedFile
  readonly source: File
  readonly checkedAt: Date
}

export type BottomLine = keyof EInvoiceReportText['bottomLine']

/**
 * What to do with the invoice, from the gravest consequence class among the findings
 * (core/einvoice/consequence.ts): not an e-invoice, a possible format error, a mandatory detail, only
 * business rules, or nothing that stands in the way (notes at most); a file that could not be read, or
 * was not checked because the checker's code could not be loaded.
 */
export function bottomLineOf(file: CheckedFile): BottomLine {
  if (!file.result.ok) return file.result.error.code === 'load-failed' ? 'notChecked' : 'unreadable'
  const { report } = file.result
  const has = (c: string) => report.findings.some((f) => f.consequence === c)
  if (!report.profile.invoiceUnderUstg || has('format')) return 'eInvoiceMissing'
  if (has('syntax')) return 'correctionSyntax'
  if (has('mandatory-content')) return 'correctionMandatory'
  if (has('rule') || !report.valid) return 'bookRuleErrors'
  return 'book'
}

const verdictIcons = { valid: CheckCircle2, invalid: TriangleAlert, formatError: XCircle, notInvoice: XCircle, refused: FileWarning }

/** One file's result: the bottom line first, the verdict, the record of the check, the actions, the findings and the invoice. */
export const ReportView = memo(function ReportView({ entry, index, rules, printing, onPrint, onRetry }: { entry: CheckedEntry; index: number; rules: RuleTexts | null; printing: boolean; onPrint: (index: number) => void; onRetry: (entry: CheckedEntry) => void }) {
  const view = useView()
  const fileView = useMemo(() => ({ ...view, fileName: entry.checked.name }), [view, entry.checked.name])
  const { t, report: r, lang } = view
  const file = entry.checked
  const verdict = verdictOf(file)
  const bottomLine = bottomLineOf(file)
  const Icon = verdictIcons[verdict]
  const idPrefix = `einvoice-${index}`
  const state = verdict === 'valid' ? 'valid' : verdict === 'invalid' ? 'invalid' : 'error'
  return (
    <article aria-labelledby={`${idPrefix}-title`} className={`einvoice-report mt-8 ${printing ? 'print-area' : ''}`} data-verdict={verdict} data-bottom-line={bottomLine}>
      <div className="result-card rounded-xl border-2 p-6" data-state={state}>
        <h3 id={`${idPrefix}-title`} className="break-all text-sm font-semibold tracking-wide">{file.name}</h3>
        {r && (
          <div className="einvoice-bottom-line mt-2">
            <p className="text-sm font-semibold">{r.bottomLineLabel}</p>
            <p className="mt-1 flex items-center gap-2 text-xl font-bold">
              <Icon aria-hidden="true" className="size-6 shrink-0" />
              {r.bottomLine[bottomLine].title}
            </p>
            <p className="mt-1">{r.bottomLine[bottomLine].text}</p>
          </div>
        )}
        <p className="mt-4 font-semibold">{verdict === 'refused' ? t.errorTitle : t.verdicts[verdict].title}</p>
        {file.result.ok ? <p className="mt-1">{t.verdicts[verdict].text}</p> : <p className="mt-1" data-error={file.result.error.code}>{errorText(t, file.result.error)}</p>}
        {!file.result.ok && file.result.error.code === 'load-failed' && (
          <button type="button" className="btn btn-secondary mt-4" data-retry onClick={() => onRetry(entry)}>
            {t.retry}
          </button>
        )}
      </div>
      {r && <CheckRecord entry={entry} lang={lang} report={r} />}
      {file.result.ok && rules && (
        <ReportContext.Provider value={fileView}>
          <ReportBody entry={entry} report={file.result.report} idPrefix={idPrefix} rules={rules} onPrint={() => onPrint(index)} lang={lang} printing={printing} />
        </ReportContext.Provider>
      )}
    </article>
  )
})

/** The record of the check, for the printout and the files: when, against which rule versions, which file (its SHA-256). */
function CheckRecord({ entry, lang, report: r }: { entry: CheckedEntry; lang: ReturnType<typeof useView>['lang']; report: EInvoiceReportText }) {
  const file = entry.checked
  const ruleSets = file.result.ok ? file.result.report.ruleSets : []
  return (
    <section className="einvoice-record mt-6 rounded-lg border border-border p-4" aria-label={`${r.record.title} – ${file.name}`}>
      <p className="font-semibold text-fg">{r.record.title}</p>
      <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(0,12rem)_1fr]">
        <dt className="font-semibold text-fg">{r.record.checkedAt}</dt>
        <dd className="text-fg" data-checked-at={entry.checkedAt.toISOString()}>{formatCheckTime(entry.checkedAt, lang)}</dd>
        <dt className="font-semibold text-fg">{r.record.fileName}</dt>
        <dd className="break-all text-fg">{file.name}</dd>
        <dt className="font-semibold text-fg">{r.record.sha256}</dt>
        <dd className="break-all font-mono text-fg" data-sha256={file.sha256 ?? undefined}>{file.sha256 ?? r.record.sha256Missing}</dd>
        {ruleSets.length > 0 && (
          <>
            <dt className="font-semibold text-fg">{r.record.ruleSets}</dt>
            <dd className="text-fg">
              <ul>
                {ruleSets.map((set) => (
                  <li key={set} lang="en">{set}</li>
                ))}
              </ul>
            </dd>
          </>
        )}
      </dl>
    </section>
  )
}

/** The error's text in the page's language: limits in MB or levels, the root element, where XML breaks, what the file is instead. */
export function errorText(t: ReturnType<typeof useView>['t'], error: CheckerError): string {
  if (error.code === 'other-format' && error.format) return `${t.otherFormats[error.format]} ${t.errors['other-format']}`
  const { limit, root, line, column }: Partial<Pick<InputError, 'limit' | 'root' | 'line' | 'column'>> = 'limit' in error || 'root' in error || 'line' in error ? error : {}
  const inMb = error.code === 'too-large' || error.code === 'pdf-xml-too-large'
  return format(t.errors[error.code], {
    limit: limit === undefined ? '' : inMb ? String(Math.round(limit / (1024 * 1024))) : String(limit),
    root: root ?? '',
    line: line ?? '',
    column: column ?? '',
  })
}

function ReportBody({ entry, report, idPrefix, rules, onPrint, lang, printing }: { entry: CheckedEntry; report: Extract<CheckedFile['result'], { ok: true }>['report']; idPrefix: string; rules: RuleTexts; onPrint: () => void; lang: ReturnType<typeof useView>['lang']; printing: boolean }) {
  const { t, report: texts } = useView()
  const file = entry.checked
  const profile = t.profiles[report.profile.id]
  const container = report.container.kind === 'pdf' ? format(t.containers.pdf, { attachment: report.container.attachment }) : t.containers.xml
  return (
    <>
      <dl className="mt-6 grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(0,12rem)_1fr]">
        <dt className="font-semibold text-fg">{t.summary.profile}</dt>
        <dd className="text-fg">
          <span className="font-medium" data-profile={report.profile.id}>{format(profile.name, { version: report.profile.xrechnungVersion ?? '' })}</span>
          <span className="block text-sm text-fg-muted">{format(profile.text, { version: report.profile.xrechnungVersion ?? '' })}</span>
        </dd>
        {report.profile.specificationIdentifier && (
          <>
            <dt className="font-semibold text-fg">{t.summary.specification}</dt>
            <dd className="break-all font-mono text-sm text-fg">{report.profile.specificationIdentifier}</dd>
          </>
        )}
        <dt className="font-semibold text-fg">{t.summary.syntax}</dt>
        <dd className="text-fg">{report.syntax === 'UBL' ? 'UBL 2.1' : 'UN/CEFACT CII D16B'}</dd>
        <dt className="font-semibold text-fg">{t.summary.document}</dt>
        <dd className="text-fg">{report.document === 'invoice' ? t.documents.invoice : t.documents.creditNote}</dd>
        <dt className="font-semibold text-fg">{t.summary.container}</dt>
        <dd className="text-fg">{container}</dd>
      </dl>
      <div className="print-hidden mt-6 flex flex-wrap gap-3">
        <button type="button" className="btn btn-secondary" onClick={() => downloadReport(reportFile(report, { name: file.name, size: file.size, sha256: file.sha256 }, lang), reportFileName(file.name))}>
          <Download aria-hidden="true" className="size-4" />
          {t.actions.downloadJson}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onPrint}>
          <Printer aria-hidden="true" className="size-4" />
          {t.actions.print}
        </button>
      </div>
      {texts && <Downloads entry={entry} report={report} texts={texts} />}
      <FindingsView findings={report.findings} rules={rules} idPrefix={idPrefix} />
      <InvoiceView invoice={report.invoice} recomputed={report.recomputed} headingId={`${idPrefix}-invoice`} complete={printing} />
    </>
  )
}

type OkReport = Extract<CheckedFile['result'], { ok: true }>['report']

/** The files in the report, to save: the XML as chosen or the files embedded in the PDF, and the invoice's own attachments (BT-125). */
function Downloads({ entry, report, texts: r }: { entry: CheckedEntry; report: OkReport; texts: EInvoiceReportText }) {
  const [embedded, setEmbedded] = useState<readonly EmbeddedFile[]>([])
  const [refusal, setRefusal] = useState('')
  const pdf = report.container.kind === 'pdf' ? report.container : null
  useEffect(() => {
    if (!pdf) return
    let live = true
    void embeddedFiles(entry.source).then((found) => live && setEmbedded(found))
    return () => {
      live = false
    }
  }, [entry.source, pdf?.attachment])
  const attachments = report.invoice.supportingDocuments.flatMap((d) => (d.attachment && d.attachment.value.trim() ? [{ path: d.path, attachment: d.attachment, reference: d.reference?.value.trim() ?? '' }] : []))
  const fileName = entry.checked.name
  const save = (bytes: Uint8Array, name: string, type: string) => saveBlob(new Blob([new Uint8Array(bytes)], { type }), name)
  return (
    <section className="einvoice-downloads print-hidden mt-6" aria-label={`${r.downloads.title} – ${fileName}`}>
      <p className="font-semibold text-fg">{r.downloads.title}</p>
      <ul className="mt-2 flex flex-wrap gap-3">
        {!pdf && (
          <li>
            <button type="button" className="btn btn-secondary" data-download="xml" onClick={() => saveBlob(entry.source, safeFileName(fileName, 'invoice.xml'))}>
              <Download aria-hidden="true" className="size-4" />
              {r.downloads.xml}
            </button>
          </li>
        )}
        {embedded.map((f, i) => (
          <li key={`${i}-${f.name}`}>
            <button
              type="button"
              className="btn btn-secondary"
              data-download={f.name === pdf?.attachment ? 'xml' : 'embedded'}
              onClick={() => {
                setRefusal('')
                void embeddedFileBytes(entry.source, f).then((bytes) => {
                  const label = f.name || String(i + 1)
                  if (bytes instanceof Uint8Array) save(bytes, safeFileName(f.name, `attachment-${i + 1}`), /\.xml$/i.test(f.name) ? 'application/xml' : 'application/octet-stream')
                  else setRefusal(format(bytes.refused === 'too-large' ? r.downloads.tooLarge : r.downloads.damaged, { name: label, limit: String(Math.round(bytes.limit / (1024 * 1024))) }))
                })
              }}
            >
              <Download aria-hidden="true" className="size-4" />
              {f.name === pdf?.attachment ? format(r.downloads.xmlFromPdf, { attachment: f.name }) : format(r.downloads.attachment, { name: f.name || String(i + 1) })}
            </button>
          </li>
        ))}
        {attachments.map(({ path, attachment, reference }, i) => {
          const name = safeFileName(attachment.filename, reference || `attachment-${i + 1}`)
          return (
            <li key={path}>
              <button type="button" className="btn btn-secondary" data-download="attachment" onClick={() => {
                const bytes = base64Bytes(attachment.value)
                if (bytes) save(bytes, name, attachment.mimeCode ?? 'application/octet-stream')
              }}>
                <Download aria-hidden="true" className="size-4" />
                {format(r.downloads.attachment, { name })}
              </button>
            </li>
          )
        })}
      </ul>
      {refusal && (
        <p role="alert" className="mt-2 text-sm text-fg" data-download-refused>
          {refusal}
        </p>
      )}
      <p className="mt-2 text-sm text-fg-muted">{r.downloads.local}</p>
    </section>
  )
}
