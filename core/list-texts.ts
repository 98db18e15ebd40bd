/**
 * The list check's texts picked from the page's content (the page and the tests; a module of its
 * own so the island, which gets them as props, does not carry the picking).
 */
import type { QualifiedCheckPageText } from '../content/types'
import type { ListTexts } from './qualified-batch-texts'
import type { FieldMatch, QualifiedOutcome } from './qualified-check-api'

export function listTexts(text: QualifiedCheckPageText): ListTexts {
  const form = text.form
  return {
    batch: text.batch,
    requesterLabel: form.requesterLabel,
    requesterHint: form.requesterHint,
    invalidRequester: form.errors.invalidRequester,
    declaration: form.declaration.label,
    declarationMissing: form.errors.declarationMissing,
    outcomes: Object.fromEntries(Object.entries(form.outcomes).map(([outcome, t]) => [outcome, t.title])) as Record<QualifiedOutcome, string>,
    matches: Object.fromEntries(Object.entries(form.matches).map(([match, t]) => [match, t.label])) as Record<FieldMatch, string>,
    fields: form.fields,
    labels: {
      requester: form.receipt.requester,
      vatId: form.numberLabel,
      service: form.receipt.service,
      status: form.receipt.status,
      requestedAt: form.requestedAtLabel,
      receivedAt: form.receivedAtLabel,
      serviceTimeMissing: form.serviceTimeMissing,
    },
  }
}
