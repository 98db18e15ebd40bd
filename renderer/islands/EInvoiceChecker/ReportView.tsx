import { CheckCircle2, Download, FileWarning, Printer, TriangleAlert, XCircle } from 'lucide-react'
import type { EInvoiceRuleTexts } from '../../../content/types'
import { format } from '../../../core/text'
import type { InputError } from '../../../core/einvoice/index'
import type { CheckedFile, CheckerError } from './engine'
import { FindingsView } from './FindingsView'
import { InvoiceView } from './InvoiceView'
import { downloadReport, reportFile, reportFileName } from './report-json'
import { ReportContext, useView } from './view-context'

export type Verdict = 'valid' | 'invalid' | 'notInvoice' | 'refused'

/** What the file is, in one word: valid, an e-invoice with errors, no e-invoice at all, or unreadable. */
export function verdictOf(file: CheckedFile): Verdict {
  if (!file.result.ok) return 'refused'
  const { report } = file.result
  if (report.valid) return 'valid'
  if (!report.profile.invoiceUnderUstg || report.findings.some((f) => f.consequence === 'format')) return 'notInvoice'
  return 'invalid'
}

const verdictIcons = { valid: CheckCircle2, invalid: TriangleAlert, notInvoice: XCircle, refused: FileWarning }

/** One file's result: verdict, what was detected, the actions, the findings and the invoice. */
export function ReportView({ file, index, rules, printing, onPrint, onRetry }: { file: CheckedFile; index: number; rules: EInvoiceRuleTexts | null; printing: boolean; onPrint: () => void; onRetry: () => void }) {
  const view = useView()
  const { t, lang } = view
  const verdict = verdictOf(file)
  const Icon = verdictIcons[verdict]
  const idPrefix = `einvoice-${index}`
  const state = verdict === 'valid' ? 'valid' : verdict === 'invalid' ? 'invalid' : 'error'
  return (
    <article aria-labelledby={`${idPrefix}-title`} className={`einvoice-report mt-8 ${printing ? 'print-area' : ''}`} data-verdict={verdict}>
      <div className="result-card rounded-xl border-2 p-6" data-state={state}>
        <h3 id={`${idPrefix}-title`} className="break-all text-sm font-semibold tracking-wide">{file.name}</h3>
        <p className="mt-2 flex items-center gap-2 text-xl font-bold">
          <Icon aria-hidden="true" className="size-6 shrink-0" />
          {verdict === 'refused' ? t.errorTitle : t.verdicts[verdict].title}
        </p>
        {file.result.ok ? <p className="mt-2">{t.verdicts[verdict].text}</p> : <p className="mt-2" data-error={file.result.error.code}>{errorText(t, file.result.error)}</p>}
        {!file.result.ok && file.result.error.code === 'load-failed' && (
          <button type="button" className="btn btn-secondary mt-4" data-retry onClick={onRetry}>
            {t.retry}
          </button>
        )}
      </div>
      {file.result.ok && rules && (
        <ReportContext.Provider value={{ ...view, fileName: file.name }}>
          <ReportBody file={file} report={file.result.report} idPrefix={idPrefix} rules={rules} onPrint={onPrint} lang={lang} printing={printing} />
        </ReportContext.Provider>
      )}
    </article>
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

function ReportBody({ file, report, idPrefix, rules, onPrint, lang, printing }: { file: CheckedFile; report: Extract<CheckedFile['result'], { ok: true }>['report']; idPrefix: string; rules: EInvoiceRuleTexts; onPrint: () => void; lang: ReturnType<typeof useView>['lang']; printing: boolean }) {
  const { t } = useView()
  const profile = t.profiles[report.profile.id]
  const container = report.container.kind === 'pdf' ? format(t.containers.pdf, { attachment: report.container.attachment }) : t.containers.xml
  return (
    <>
      <dl className="mt-6 grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(0,12rem)_1fr]">
        <dt className="font-semibold text-fg">{t.summary.profile}</dt>
        <dd className="text-fg">
          <span className="font-medium" data-profile={report.profile.id}>{profile.name}</span>
          <span className="block text-sm text-fg-muted">{profile.text}</span>
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
        <dt className="font-semibold text-fg">{t.summary.ruleSets}</dt>
        <dd className="text-fg">
          <ul>
            {report.ruleSets.map((set) => (
              <li key={set} lang="en">{set}</li>
            ))}
          </ul>
        </dd>
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
      <FindingsView findings={report.findings} rules={rules} idPrefix={idPrefix} />
      <InvoiceView invoice={report.invoice} recomputed={report.recomputed} headingId={`${idPrefix}-invoice`} complete={printing} />
    </>
  )
}
