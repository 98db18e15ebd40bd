/**
 * The report as a file, for an ERP vendor or the visitor's records: the engine's report exactly as
 * the engine gives it (core/einvoice/report.ts, documented in docs/einvoice.md), wrapped with the
 * format's name and version, the file it belongs to (name, size, SHA-256) and when it was made.
 * Version 1; a change that removes or renames a field raises it.
 */
import type { Lang } from '../../../content/types'
import type { Report } from '../../../core/einvoice/index'
import { saveBlob } from './downloads'

export const REPORT_FORMAT = 'e-rechnung-pruefer/report'
export const REPORT_VERSION = 1

export interface ReportFile {
  readonly format: typeof REPORT_FORMAT
  readonly version: typeof REPORT_VERSION
  /** Where the format is described. */
  readonly documentation: string
  readonly checkedAt: string
  readonly language: Lang
  readonly file: { readonly name: string; readonly size: number; readonly sha256: string | null }
  readonly report: Report
}

export function reportFile(report: Report, file: ReportFile['file'], lang: Lang, now = new Date()): ReportFile {
  return {
    format: REPORT_FORMAT,
    version: REPORT_VERSION,
    documentation: 'docs/einvoice.md#api-for-the-page-and-the-cli',
    checkedAt: now.toISOString(),
    language: lang,
    file,
    report,
  }
}

/** A file name for the report: the invoice file's name without its extension, then "-report.json". */
export function reportFileName(fileName: string): string {
  const base = fileName.replace(/\.[^.]+$/, '').replace(/[^\p{L}\p{N}._-]+/gu, '-').slice(0, 80) || 'e-invoice'
  return `${base}-report.json`
}

/** Offers the report as a download, made in the page (a blob: URL, revoked once used). */
export function downloadReport(content: ReportFile, name: string): void {
  saveBlob(new Blob([JSON.stringify(content, null, 2)], { type: 'application/json' }), name)
}
