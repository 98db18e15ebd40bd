import type { Lang } from '../content/types'
import { intlLocale } from './intl-locale'

/**
 * A date a service wrote (the BZSt's gueltigAb and gueltigBis, whose format its OpenAPI does not
 * fix: "01.01.2027" in one client's fixtures, RFC 3339 in another's), read as the calendar day it
 * names and written in the reader's language ("1. Januar 2027", "January 1, 2027", "2027年1月1日").
 * A day-first German date, an ISO date and an RFC 3339 time are read by the day they write (no
 * time-zone shift); anything else, or a day that does not exist, is kept as the service wrote it.
 */
export function readableServiceDate(raw: string, lang: Lang): string {
  const text = raw.trim()
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text)
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|T\d{2}:\d{2})/.exec(text)
  const [year, month, day] = german ? [german[3], german[2], german[1]].map(Number) : iso ? [iso[1], iso[2], iso[3]].map(Number) : []
  if (year === undefined || month === undefined || day === undefined) return text
  const instant = new Date(Date.UTC(year, month - 1, day))
  if (instant.getUTCFullYear() !== year || instant.getUTCMonth() !== month - 1 || instant.getUTCDate() !== day) return text
  return new Intl.DateTimeFormat(intlLocale[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(instant)
}

/** Which of the two dates of a validity period the service sent: the texts have a sentence for each case. */
export type ValidityPeriod = 'both' | 'fromOnly' | 'untilOnly' | 'none'

export function validityPeriod(validFrom: string | undefined, validUntil: string | undefined): ValidityPeriod {
  if (validFrom && validUntil) return 'both'
  if (validFrom) return 'fromOnly'
  if (validUntil) return 'untilOnly'
  return 'none'
}
