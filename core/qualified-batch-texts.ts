/**
 * The list check's texts in one language (picked from the page's content by list-texts.ts): the
 * list's own texts and the single check's words for the same concepts (outcomes, comparisons,
 * details, requester, declaration, the labels of the evidence), so both say each thing alike.
 */
import type { Lang, QualifiedBatchText } from '../content/types'
import type { QualifiedField } from './evatr-api'
import type { NotSentReason } from './qualified-batch-reasons'
import type { FieldMatch, QualifiedOutcome } from './qualified-check-api'
import { intlLocale } from './intl-locale'
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

/** "about 1 minute left", "about 2 minutes left": the form by the plural category of the number in the language (Intl.PluralRules). */
export function remainingText(batch: Pick<QualifiedBatchText, 'remaining'>, minutes: number, lang: Lang): string {
  const category = new Intl.PluralRules(intlLocale[lang]).select(minutes)
  return format(category === 'one' ? batch.remaining.one : batch.remaining.other, { minutes: String(minutes) })
}
