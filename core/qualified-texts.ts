import type { Lang, QualifiedCheckText } from '../content/types'
import { serviceTimeToleranceMs, type AttentionReason, type QualifiedCheckResult } from './qualified-check-api'
import { readableServiceDate, validityPeriod } from './service-dates'
import { format } from './text'

/**
 * The outcome of a result in words, for the page, the no-JavaScript page and the PDF alike: title,
 * meaning and action, with the validity dates read in the reader's language and, for "not yet" and
 * "no longer valid", the sentence that fits the dates the BZSt sent (never an empty date).
 */
export function outcomeText(result: Pick<QualifiedCheckResult, 'outcome' | 'route' | 'validFrom' | 'validUntil'> & { status?: string | null }, texts: QualifiedCheckText, lang: Lang): { title: string; meaning: string; action: string } {
  const outcome = texts.outcomes[result.outcome]
  const validFrom = result.validFrom ? readableServiceDate(result.validFrom, lang) : ''
  const validUntil = result.validUntil ? readableServiceDate(result.validUntil, lang) : ''
  const periods = result.outcome === 'notYetValid' || result.outcome === 'noLongerValid' ? texts.periods[result.outcome] : undefined
  const values = { validFrom, validUntil, service: texts.services[result.route], status: result.status ?? '' }
  const period = periods ? format(periods[validityPeriod(result.validFrom, result.validUntil)], values) : ''
  const all = { ...values, period }
  return { title: format(outcome.title, all), meaning: format(outcome.meaning, all).trim(), action: format(outcome.action, all) }
}

/** The sentences that say why a result needs a closer look. */
export function attentionTexts(reasons: readonly AttentionReason[], texts: QualifiedCheckText): string[] {
  return reasons.map((reason) => format(texts.attention[reason], { minutes: String(serviceTimeToleranceMs / 60_000) }))
}

/** Why VIES answered instead of the BZSt (an XI number the BZSt refused or could not answer), or undefined when the service asked answered. */
export function bzstFirstText(result: Pick<QualifiedCheckResult, 'bzstFirst'>, texts: QualifiedCheckText): string | undefined {
  const first = result.bzstFirst
  if (!first) return undefined
  return first.outcome === 'malformed' && first.status !== null ? format(texts.bzstFirst.refused, { status: first.status }) : texts.bzstFirst.unavailable
}
