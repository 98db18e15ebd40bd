import { createContext, useContext } from 'react'
import type { EInvoiceCheckerText, EInvoiceReportText, EInvoiceTermLabels, InOneLanguage, Lang } from '../../../content/types'

/** The business terms' names as the page loads them: its language (German where that is missing). */
export type TermNames = InOneLanguage<EInvoiceTermLabels>

/** What every part of a report needs: the texts, the language, the terms' names, whether ids show. */
export interface ViewContext {
  readonly t: EInvoiceCheckerText
  readonly lang: Lang
  readonly terms: TermNames
  /** The report's texts in the page's language (content/einvoice/report.ts), loaded with the checker; null if they could not be loaded (then only the error shows). */
  readonly report: EInvoiceReportText | null
  readonly showIds: boolean
  /** The file the report is of: names its scrollable tables, so that each page region has a name of its own. */
  readonly fileName: string
}

export const ReportContext = createContext<ViewContext | null>(null)

export function useView(): ViewContext {
  const view = useContext(ReportContext)
  if (!view) throw new Error('useView outside a report')
  return view
}

/** A term's name in the page's language; an id the content does not name stays the id. */
export function termName(view: Pick<ViewContext, 'terms' | 'lang'>, id: string): string {
  const base = id.replace(/-\d+$/, '')
  const label = view.terms[id] ?? view.terms[base]
  return label ? (label[view.lang] || label.de || id) : id
}
