import type { QualifiedField } from '../../core/evatr-api'
import {
  fromEvatrMatch,
  fromViesMatch,
  outcomeOfViesError,
  parseQualifiedRequest,
  qualifiedCheckApi,
  qualifiedErrorStatus,
  type FieldMatch,
  type QualifiedCheckAnswer,
  type QualifiedCheckResult,
  type QualifiedErrorCode,
  type QualifiedInput,
} from '../../core/qualified-check-api'
import type { Lang } from '../../content/types'
import type { HttpEvent, HttpHandler } from '../http'
import { requestLang } from '../../core/contact-api'
import { bodyBytes, bodyText, header, html, json, mediaType } from '../http-response'
import { createLogger, type Logger, type LogSink } from '../log'
import { createRateLimit } from '../rate-limit'
import type { createEvatrClient } from './evatr-client'
import type { createViesQualifiedClient } from './vies-qualified'

export interface QualifiedDependencies {
  evatr: ReturnType<typeof createEvatrClient>
  vies: ReturnType<typeof createViesQualifiedClient>
  logSink?: LogSink
  /** The site's stylesheet, linked by the page of the form without JavaScript. */
  stylesheet?: string | undefined
  /** Checks per client and minute (qualifiedCheckApi.perClientPerMinute). */
  perClientPerMinute?: number
  now?: () => number
  /** Makes the evidence PDF (receipt-pdf.ts, loaded on first use). */
  receiptPdf?: (result: QualifiedCheckResult, lang: Lang, generatedAt: Date) => Promise<{ fileName: string; bytes: Buffer }>
}

const fields: readonly QualifiedField[] = ['companyName', 'street', 'postcode', 'city']

/** The requester's and the requested VAT ID as one string each, and the details as sent. */
function asked(input: QualifiedInput): QualifiedCheckResult['request'] {
  return { requesterVatId: `${input.requester.countryCode}${input.requester.number}`, vatId: `${input.requested.countryCode}${input.requested.number}`, ...input.details }
}

async function askBzst(deps: QualifiedDependencies, input: QualifiedInput): Promise<QualifiedCheckResult> {
  const request = asked(input)
  const answer = await deps.evatr.check({
    anfragendeUstid: request.requesterVatId,
    angefragteUstid: request.vatId,
    firmenname: input.details.companyName,
    ort: input.details.city,
    ...(input.details.street ? { strasse: input.details.street } : {}),
    ...(input.details.postcode ? { plz: input.details.postcode } : {}),
  })
  const notCompared = Object.fromEntries(fields.map((field) => [field, 'notRequested'])) as Record<QualifiedField, FieldMatch>
  if (!answer.ok) {
    return { route: 'evatr', outcome: 'unavailable', status: answer.error, requestedAt: new Date().toISOString(), reference: undefined, matches: notCompared, validFrom: undefined, validUntil: undefined, request, record: null }
  }
  const { result } = answer
  return {
    route: 'evatr',
    outcome: result.outcome,
    status: result.status,
    requestedAt: result.requestedAt,
    reference: result.id,
    matches: Object.fromEntries(fields.map((field) => [field, fromEvatrMatch(result.matches[field])])) as Record<QualifiedField, FieldMatch>,
    validFrom: result.validFrom,
    validUntil: result.validUntil,
    request,
    record: answer.raw,
  }
}

async function askVies(deps: QualifiedDependencies, input: QualifiedInput, log: Logger): Promise<QualifiedCheckResult> {
  const request = asked(input)
  const answer = await deps.vies.check(log, {
    countryCode: input.requested.countryCode,
    vatNumber: input.requested.number,
    requester: input.requester,
    trader: { name: input.details.companyName, city: input.details.city, street: input.details.street, postcode: input.details.postcode },
  })
  const sent: Record<QualifiedField, boolean> = { companyName: true, city: true, street: input.details.street !== '', postcode: input.details.postcode !== '' }
  if (!answer.ok) {
    const notCompared = Object.fromEntries(fields.map((field) => [field, 'notRequested'])) as Record<QualifiedField, FieldMatch>
    return { route: 'vies', outcome: outcomeOfViesError(answer.error), status: answer.error, requestedAt: new Date().toISOString(), reference: undefined, matches: notCompared, validFrom: undefined, validUntil: undefined, request, record: null }
  }
  const viesField: Record<QualifiedField, 'name' | 'street' | 'postcode' | 'city'> = { companyName: 'name', street: 'street', postcode: 'postcode', city: 'city' }
  return {
    route: 'vies',
    outcome: answer.result.valid ? 'valid' : 'notValid',
    status: answer.result.valid ? 'valid' : 'invalid',
    requestedAt: answer.result.requestDate,
    reference: answer.result.requestIdentifier,
    // A number VIES finds not valid is compared with nothing.
    matches: Object.fromEntries(fields.map((field) => [field, answer.result.valid ? fromViesMatch(answer.matches[viesField[field]], sent[field]) : 'notRequested'])) as Record<QualifiedField, FieldMatch>,
    validFrom: undefined,
    validUntil: undefined,
    request,
    record: answer.raw,
  }
}

/** The result with its evidence as PDF when the service answered with a record; without it (and logged) if the PDF fails. */
async function withReceipt(deps: QualifiedDependencies, result: QualifiedCheckResult, lang: Lang, log: Logger): Promise<QualifiedCheckAnswer> {
  if (result.record === null) return result
  try {
    const make = deps.receiptPdf ?? (await import('./receipt-pdf')).receiptPdf
    const pdf = await make(result, lang, new Date())
    return { ...result, receiptPdf: { fileName: pdf.fileName, base64: pdf.bytes.toString('base64') } }
  } catch (error) {
    log.error('qualified_receipt_failed', { error: error instanceof Error ? error.message : String(error) })
    return result
  }
}

/**
 * POST /api/qualified-vat-check and GET …/availability (docs/architecture.md). The check asks the
 * BZSt or VIES, by the visitor's own VAT ID, and answers with the result and the service's own
 * record; the site keeps no copy (the log holds route, outcome and countries, never a name or a
 * number). An answer the service could not give is "try later", never "not valid".
 */
export function createQualifiedCheckHandlers(deps: QualifiedDependencies): Record<string, HttpHandler> {
  const allow = createRateLimit(deps.perClientPerMinute ?? qualifiedCheckApi.perClientPerMinute, 60_000, deps.now)
  // Behind CloudFront the visitor's address is in the header CloudFront sets; only CloudFront reaches the API.
  const client = (event: HttpEvent) => header(event, 'cloudfront-viewer-address').replace(/:\d+$/, '') || event.requestContext.http.sourceIp || 'unknown'
  const fail = (error: QualifiedErrorCode, headers: Record<string, string> = {}) => json(qualifiedErrorStatus[error], { error }, error === 'method_not_allowed' ? { Allow: 'POST' } : headers)

  const check: HttpHandler = async (event) => {
    const log = createLogger(event.requestContext.requestId, deps.logSink)
    const isForm = mediaType(event) === 'application/x-www-form-urlencoded'
    let fields: Record<string, unknown> = {}
    if (isForm) fields = Object.fromEntries(new URLSearchParams(bodyBytes(event) <= qualifiedCheckApi.maxBodyBytes ? bodyText(event) : ''))
    const lang = requestLang(fields.lang)
    const values = Object.fromEntries(Object.entries(fields).filter(([, v]) => typeof v === 'string')) as Record<string, string>
    // Without JavaScript the visitor gets the form again with the answer, as the VAT check does.
    const page = async (status: number, initial: { result?: QualifiedCheckAnswer; error?: QualifiedErrorCode }) => {
      const { qualifiedCheckPage } = await import('./page')
      return html(status, qualifiedCheckPage(lang, { values, ...initial }, deps.stylesheet))
    }
    const refuse = (error: QualifiedErrorCode) => (isForm && error !== 'method_not_allowed' ? page(qualifiedErrorStatus[error], { error }) : fail(error))
    if (event.requestContext.http.method.toUpperCase() !== 'POST') return fail('method_not_allowed')
    if (mediaType(event) !== 'application/json' && !isForm) return fail('unsupported_media_type')
    if (bodyBytes(event) > qualifiedCheckApi.maxBodyBytes) return refuse('body_too_large')
    if (!isForm) {
      let body: unknown
      try {
        body = JSON.parse(bodyText(event))
      } catch {
        return fail('invalid_json')
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return fail('invalid_json')
      fields = body as Record<string, unknown>
    }
    const parsed = parseQualifiedRequest(fields)
    if (!parsed.ok) return refuse(parsed.error)
    const who = client(event)
    if (!allow(who)) {
      // A list check waits this long and asks again (core/qualified-batch.ts).
      if (!isForm) return fail('rate_limited', { 'Retry-After': String(allow.retryAfterSeconds(who)) })
      return refuse('rate_limited')
    }
    const { input } = parsed
    const result = input.route === 'evatr' ? await askBzst(deps, input) : await askVies(deps, input, log)
    const logged = { route: result.route, outcome: result.outcome, status: result.status, requesterCountry: input.requester.countryCode, countryCode: input.requested.countryCode }
    if (result.outcome === 'unavailable') log.warn('qualified_unavailable', logged)
    else log.info('qualified_checked', logged)
    const answer = input.receipt ? await withReceipt(deps, result, input.lang, log) : result
    return isForm ? page(200, { result: answer }) : json(200, answer)
  }

  let cached: { at: number; body: object } | undefined
  const availability: HttpHandler = async (event) => {
    if (event.requestContext.http.method.toUpperCase() !== 'GET') return json(405, { error: 'method_not_allowed' }, { Allow: 'GET' })
    const now = (deps.now ?? Date.now)()
    if (!cached || now - cached.at > 60_000) {
      const [evatr, vies] = await Promise.all([deps.evatr.memberStates(), deps.vies.memberStates()])
      cached = { at: now, body: { evatr: evatr ?? null, vies: vies ?? null } }
    }
    return json(200, cached.body)
  }

  return { [qualifiedCheckApi.path]: check, [qualifiedCheckApi.availabilityPath]: availability }
}
