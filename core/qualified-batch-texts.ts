/**
 * The list check's texts in one language (picked from the page's content by list-texts.ts): the
 * list's own texts and the single check's words for the same concepts (outcomes, comparisons,
 * details, requester, declaration, the labels of the evidence), so both say each thing alike.
 */
import type { QualifiedBatchText } from '../content/types'
import type { QualifiedField } from './evatr-api'
import type { NotSentReason } from './qualified-batch-reasons'
import type { FieldMatch, QualifiedOutcome } from './qualified-check-api'
import { format } from './text'

export interface ListTexts {
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
  /** The evidence's labels for what the result CSV heads alike. */
  labels: { requester: string; vatId: string; service: string; status: string; requestedAt: string; receivedAt: string; serviceTimeMissing: string }
}

/** Why a row was not sent, in words ({error}: the function's code where it refused the row). */
export function reasonText(t: ListTexts, reason: NotSentReason, error?: string): string {
  return format(t.batch.reasons[reason], { error: error ?? '' })
}
