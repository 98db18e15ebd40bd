import type { Lang } from '../content/types'
import { qualifiedFields } from './evatr-api'
import { firmTimeZone } from './booking-time'
import { intlLocale } from './intl-locale'
import type { QualifiedCheckResult } from './qualified-check-api'

/** The BZSt's own German names of the details, kept in every receipt beside the visitor's language. */
const germanFieldNames = { companyName: 'Firmenname', street: 'Straße', postcode: 'PLZ', city: 'Ort' } as const
const evatrLetter = { match: 'A', noMatch: 'B', notRequested: 'C', notSupplied: 'D' } as const

/** The receipt to file: a JSON document with the request, the result and the service's own record. */
export interface QualifiedReceipt {
  fileName: string
  /** Pretty-printed JSON, UTF-8. */
  json: string
}

/**
 * The receipt of a qualified check as the visitor downloads it (the site keeps no copy): when and
 * where it was asked, what was asked, the outcome, each comparison with the BZSt's German field
 * name (and its letter A–D on the BZSt's route), the reference, and the service's answer exactly as
 * received: that record is the proof (UStAE 18e.1 (2) sentence 5), the rest explains it.
 */
export function qualifiedReceipt(result: QualifiedCheckResult, lang: Lang, generatedAt: Date): QualifiedReceipt {
  const document = {
    receipt: 'qualified-vat-id-confirmation',
    version: 1,
    language: lang,
    generatedAt: generatedAt.toISOString(),
    service: result.route === 'evatr' ? 'Bundeszentralamt für Steuern (eVatR)' : 'VIES (European Commission)',
    requestedAt: result.requestedAt,
    reference: result.reference ?? null,
    request: result.request,
    result: {
      status: result.status,
      outcome: result.outcome,
      validFrom: result.validFrom ?? null,
      validUntil: result.validUntil ?? null,
      comparison: qualifiedFields.map((field) => ({
        field,
        germanName: germanFieldNames[field],
        result: result.matches[field],
        ...(result.route === 'evatr' ? { bzstCode: evatrLetter[result.matches[field]] } : {}),
      })),
    },
    /** The service's answer as received. */
    record: result.record,
  }
  return { fileName: `${receiptFileStem(result)}.json`, json: `${JSON.stringify(document, null, 2)}\n` }
}

/** The receipts' file name without extension: the number asked and the service's time. */
export function receiptFileStem(result: QualifiedCheckResult): string {
  return `vat-id-confirmation-${result.request.vatId}-${result.requestedAt.replace(/[^0-9]/g, '').slice(0, 14)}`
}

const timeFormats = new Map<Lang, Intl.DateTimeFormat>()

/**
 * The service's time as a reader reads it, in German time with its zone ("26. November 2026 um
 * 05:31:07 MEZ"), beside the service's own string (which may carry nanoseconds and an offset);
 * undefined when the service wrote something that is no time.
 */
export function readableServiceTime(raw: string, lang: Lang): string | undefined {
  const instant = new Date(raw)
  if (Number.isNaN(instant.getTime())) return undefined
  let format = timeFormats.get(lang)
  if (!format) timeFormats.set(lang, (format = new Intl.DateTimeFormat(intlLocale[lang], { dateStyle: 'long', timeStyle: 'long', timeZone: firmTimeZone })))
  return format.format(instant)
}
