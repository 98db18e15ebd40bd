import { createHash } from 'node:crypto'
import { qualifiedFields, type QualifiedField } from '../../core/evatr-api'
import {
  attentionOf,
  fromEvatrMatch,
  fromViesMatch,
  isCompared,
  outcomeOfViesError,
  parseQualifiedRequest,
  qualifiedCheckApi,
  qualifiedErrorStatus,
  type FieldMatch,
  type QualifiedCheckAnswer,
  type QualifiedCheckResult,
  type QualifiedErrorCode,
  type QualifiedInput,
  type ReceivedAnswer,
  viesInsteadOfBzst,
} from '../../core/qualified-check-api'
import { receiptDocument, receiptFile, receiptFileStem, canonicalBytes, receiptSignatureAlgorithm } from '../../core/qualified-receipt'
import { ustIdBestaetigungPage } from '../../content/pages/ust-id-bestaetigung'
import type { Lang } from '../../content/types'
import { localize } from '../../core/i18n'
import { sameVatId } from '../../core/vat-id-match'
import { clientKey, viewerAddressHeader, viewerIp } from '../../core/viewer-address'
import type { HttpEvent, HttpHandler } from '../http'
import { requestLang } from '../../core/contact-api'
import { bodyBytes, bodyText, header, html, json, mediaType } from '../http-response'
import { createLogger, errorSummary, type Logger, type LogSink } from '../log'
import { memoryRateCounter, perDay, perMinute as minutely, type RateCounter, type RateDecision, type RateRule } from '../shared-rate-limit'
import type { createEvatrClient } from './evatr-client'
import type { PublishedReceiptKey, ReceiptKeys } from '../../core/receipt-signature'
import type { ReceiptSigner } from './receipt-signer'
import type { createViesQualifiedClient } from './vies-qualified'

export interface QualifiedDependencies {
  evatr: ReturnType<typeof createEvatrClient>
  vies: ReturnType<typeof createViesQualifiedClient>
  /** Signs the receipts (receipt-signer.ts: KMS in AWS, a configured key elsewhere). */
  signer: ReceiptSigner
  logSink?: LogSink
  /** The site's stylesheet, linked by the page of the form without JavaScript. */
  stylesheet?: string | undefined
  /** Checks per client and minute, and per requesting VAT ID from one client (qualifiedCheckApi.perClientPerMinute). */
  perClientPerMinute?: number
  /** Checks of one requested number per minute (qualifiedCheckApi.perNumberPerMinute). */
  perNumberPerMinute?: number
  /** Checks in one requester's name per day from all clients (qualifiedCheckApi.perRequesterPerDay). */
  perRequesterPerDay?: number
  /** Where the limits are counted: DynamoDB for the functions (shared-rate-limit.ts); one process's memory by default. */
  counter?: RateCounter
  now?: () => number
  /** Since when the signer's key signs (ISO 8601), published as its `validFrom`; the start of 1970 by default. */
  receiptKeyValidFrom?: string
  /** Every key that signed before the signer's, with its period: published beside it (docs/receipt-format.md). */
  retiredReceiptKeys?: PublishedReceiptKey[]
  /** Makes the evidence PDF (receipt-pdf.ts, loaded on first use). */
  receiptPdf?: (answer: QualifiedCheckAnswer, lang: Lang, generatedAt: Date) => Promise<{ fileName: string; bytes: Buffer }>
}

/** The requester's and the requested VAT ID as one string each, and the details as sent. */
function asked(input: QualifiedInput): QualifiedCheckResult['request'] {
  return { requesterVatId: `${input.requester.countryCode}${input.requester.number}`, vatId: `${input.requested.countryCode}${input.requested.number}`, ...input.details }
}

/** A service's answer as received, with the SHA-256 of its bytes. */
function receivedAnswer(received: { httpStatus: number; contentType: string | null; bytes: Buffer }): ReceivedAnswer {
  return { httpStatus: received.httpStatus, contentType: received.contentType, base64: received.bytes.toString('base64'), sha256: createHash('sha256').update(received.bytes).digest('hex') }
}

const notCompared = () => Object.fromEntries(qualifiedFields.map((field) => [field, 'notRequested'])) as Record<QualifiedField, FieldMatch>

/** The result with its reasons for attention, from what the service said. */
function withAttention(result: Omit<QualifiedCheckResult, 'attention'>): QualifiedCheckResult {
  return { ...result, attention: attentionOf(result) }
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
  const receivedAt = new Date((deps.now ?? Date.now)()).toISOString()
  if (!answer.ok) {
    return withAttention({ route: 'evatr', outcome: 'unavailable', status: null, failure: answer.error, requestedAt: null, receivedAt, reference: undefined, matches: notCompared(), codes: {}, validFrom: undefined, validUntil: undefined, request, record: null, answer: null })
  }
  const { result } = answer
  const sent: Record<QualifiedField, boolean> = { companyName: true, city: true, street: input.details.street !== '', postcode: input.details.postcode !== '' }
  return withAttention({
    route: 'evatr',
    outcome: result.outcome,
    status: result.status,
    // An HTTP error without a status code: the bytes are kept, but the BZSt gave no answer.
    ...(result.noAnswer ? { failure: 'evatr_no_answer' } : {}),
    requestedAt: result.requestedAt,
    receivedAt,
    reference: result.id,
    matches: isCompared(result.outcome) ? (Object.fromEntries(qualifiedFields.map((field) => [field, fromEvatrMatch(result.codes[field], sent[field])])) as Record<QualifiedField, FieldMatch>) : notCompared(),
    codes: result.codes,
    validFrom: result.validFrom,
    validUntil: result.validUntil,
    request,
    record: answer.raw,
    answer: receivedAnswer(answer.received),
  })
}

/**
 * Whether VIES answered about the number asked: its echo of the country and number (both always in
 * its answer; a missing one binds nothing) and, where present, of the requester, compared with the
 * question once both are normalised alike (core/vat-id-match.ts: EL/GR, spaces, case, prefix).
 */
function viesAnswerIsAbout(raw: { countryCode?: unknown; vatNumber?: unknown; requesterMemberStateCode?: unknown; requesterNumber?: unknown }, input: QualifiedInput): boolean {
  const pair = (country: unknown, number: unknown, asked: { countryCode: string; number: string }, required: boolean): boolean => {
    if (country === undefined && number === undefined) return !required
    if (typeof country !== 'string' || typeof number !== 'string') return false
    return sameVatId({ countryCode: country, number }, asked)
  }
  return pair(raw.countryCode, raw.vatNumber, input.requested, true) && pair(raw.requesterMemberStateCode, raw.requesterNumber, input.requester, false)
}

async function askVies(deps: QualifiedDependencies, input: QualifiedInput, log: Logger): Promise<QualifiedCheckResult> {
  const request = asked(input)
  const answer = await deps.vies.check(log, {
    countryCode: input.requested.countryCode,
    vatNumber: input.requested.number,
    requester: input.requester,
    trader: { name: input.details.companyName, city: input.details.city, street: input.details.street, postcode: input.details.postcode },
  })
  const receivedAt = new Date((deps.now ?? Date.now)()).toISOString()
  const sent: Record<QualifiedField, boolean> = { companyName: true, city: true, street: input.details.street !== '', postcode: input.details.postcode !== '' }
  if (!answer.ok) {
    // VIES's own codes (upper case) are what it said; ours (vies_timeout …) say why it said nothing.
    const fromVies = /^[A-Z_]+$/.test(answer.error)
    return withAttention({ route: 'vies', outcome: outcomeOfViesError(answer.error), status: fromVies ? answer.error : null, failure: fromVies ? undefined : answer.error, requestedAt: null, receivedAt, reference: undefined, matches: notCompared(), codes: {}, validFrom: undefined, validUntil: undefined, request, record: null, answer: null })
  }
  const viesField: Record<QualifiedField, 'name' | 'street' | 'postcode' | 'city'> = { companyName: 'name', street: 'street', postcode: 'postcode', city: 'city' }
  const raw = (answer.raw ?? {}) as { requestDate?: unknown; countryCode?: unknown; vatNumber?: unknown; requesterMemberStateCode?: unknown; requesterNumber?: unknown }
  // VIES's own time as it wrote it; never the site's clock in its place.
  const requestedAt = typeof raw.requestDate === 'string' && raw.requestDate.trim() !== '' ? raw.requestDate.trim().slice(0, 64) : null
  if (!viesAnswerIsAbout(raw, input)) {
    // An answer about another number (or for another requester) says nothing about the one asked:
    // no verdict, no comparison; its bytes are kept, so the receipt shows what VIES sent.
    return withAttention({ route: 'vies', outcome: 'otherNumber', status: null, requestedAt, receivedAt, reference: undefined, matches: notCompared(), codes: {}, validFrom: undefined, validUntil: undefined, request, record: answer.raw, answer: answer.received ? receivedAnswer(answer.received) : null })
  }
  return withAttention({
    route: 'vies',
    outcome: answer.result.valid ? 'valid' : 'notValid',
    // A VIES answer with `valid` carries no status code.
    status: null,
    requestedAt,
    receivedAt,
    reference: answer.result.requestIdentifier,
    // A number VIES finds not valid is compared with nothing.
    matches: Object.fromEntries(qualifiedFields.map((field) => [field, answer.result.valid ? fromViesMatch(answer.matches[viesField[field]], sent[field]) : 'notRequested'])) as Record<QualifiedField, FieldMatch>,
    codes: {},
    validFrom: undefined,
    validUntil: undefined,
    request,
    record: answer.raw,
    answer: answer.received ? receivedAnswer(answer.received) : null,
  })
}

/**
 * A German requester asks the BZSt; for a Northern Ireland number (XI) the BZSt refused or could
 * not answer, VIES is asked instead (issue 38 C3). Its result is VIES's (route "vies": no § 18e
 * confirmation, the page and the receipt say so) with what the BZSt said first.
 */
async function askBzstElseVies(deps: QualifiedDependencies, input: QualifiedInput, log: Logger): Promise<QualifiedCheckResult> {
  const bzst = await askBzst(deps, input)
  if (!viesInsteadOfBzst(input.requested, bzst)) return bzst
  const vies = await askVies(deps, input, log)
  return { ...vies, bzstFirst: { outcome: bzst.outcome, status: bzst.status, failure: bzst.failure ?? null } }
}

/** The declaration in the words the form showed, recorded in the receipt. */
export function declarationStatement(lang: Lang): string {
  return localize(ustIdBestaetigungPage.text, lang).form.declaration.label
}

/** The signed receipt (JSON) of a result the service answered; without it (and logged) if signing fails. */
async function withSignedReceipt(deps: QualifiedDependencies, result: QualifiedCheckResult, lang: Lang, log: Logger): Promise<QualifiedCheckAnswer> {
  if (result.answer === null) return result
  try {
    const keyId = await deps.signer.keyId()
    const document = receiptDocument(result, { lang, signedAt: new Date((deps.now ?? Date.now)()), keyId, declaration: declarationStatement(lang) })
    const der = await deps.signer.sign(canonicalBytes(document))
    return { ...result, receipt: { fileName: `${receiptFileStem(result)}.json`, json: receiptFile(document, { keyId, der }) } }
  } catch (error) {
    log.error('qualified_receipt_signing_failed', { error: errorSummary(error) })
    return result
  }
}

/** The answer with its evidence as PDF when the service answered with a record; without it (and logged) if the PDF fails. */
async function withReceiptPdf(deps: QualifiedDependencies, answer: QualifiedCheckAnswer, lang: Lang, log: Logger): Promise<QualifiedCheckAnswer> {
  if (answer.record === null) return answer
  try {
    const make = deps.receiptPdf ?? (await import('./receipt-pdf')).receiptPdf
    const pdf = await make(answer, lang, new Date())
    return { ...answer, receiptPdf: { fileName: pdf.fileName, base64: pdf.bytes.toString('base64') } }
  } catch (error) {
    log.error('qualified_receipt_failed', { error: error instanceof Error ? error.message : String(error) })
    return answer
  }
}

/**
 * POST /api/qualified-vat-check and GET …/availability (docs/architecture.md). The check asks the
 * BZSt or VIES, by the visitor's own VAT ID, and answers with the result and the service's own
 * record; the site keeps no copy (the log holds route, outcome and countries, never a name or a
 * number). An answer the service could not give is "try later", never "not valid".
 */
export function createQualifiedCheckHandlers(deps: QualifiedDependencies): Record<string, HttpHandler> {
  const counter = deps.counter ?? memoryRateCounter({ now: deps.now })
  const perMinute = deps.perClientPerMinute ?? qualifiedCheckApi.perClientPerMinute
  const perNumber = deps.perNumberPerMinute ?? qualifiedCheckApi.perNumberPerMinute
  const perRequester = deps.perRequesterPerDay ?? qualifiedCheckApi.perRequesterPerDay
  // The visitor's address as CloudFront sets it ("198.51.100.10:46532", IPv6 without brackets),
  // overwriting any header of that name the visitor sent; only CloudFront reaches the API (the
  // origin check), and the local server sets it from the socket as CloudFront does.
  // Counted per IPv4 address or IPv6 /64 (core/viewer-address.ts), however the address is written.
  const client = (event: HttpEvent) => clientKey(viewerIp(header(event, viewerAddressHeader)) || event.requestContext.http.sourceIp || 'unknown')
  /**
   * The limits (docs/limits.md), each a sliding window counted across every instance, in this
   * order, the first reached answering: the client; the requesting VAT ID from this client (so a
   * stranger who names a company's VAT ID uses up only his own share, never the company's); the
   * number asked about; and last the requester's daily cap from all clients, which only requests
   * every other limit let through can use.
   */
  const limited = async (event: HttpEvent, input: QualifiedInput): Promise<RateDecision> => {
    const requester = `${input.requester.countryCode}${input.requester.number}`
    const requested = `${input.requested.countryCode}${input.requested.number}`
    const from = client(event)
    const limits: [string, string, RateRule][] = [
      ['client', from, minutely(perMinute)],
      ['requester-client', `${requester}\n${from}`, minutely(perMinute)],
      ['number', requested, minutely(perNumber)],
      ['requester-day', requester, perDay(perRequester)],
    ]
    for (const [scope, key, rule] of limits) {
      const decision = await counter.hit(`qualified-${scope}`, key, rule)
      if (!decision.allowed) return decision
    }
    return { allowed: true }
  }
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
    const { input } = parsed
    let decision: RateDecision
    try {
      decision = await limited(event, input)
    } catch (error) {
      // Fail closed: a limit that cannot be counted does not hold.
      log.error('qualified_rate_limit_unavailable', { error: errorSummary(error) })
      return refuse('unavailable')
    }
    if (!decision.allowed) {
      // A list check waits this long and asks again (core/qualified-batch.ts).
      if (!isForm) return fail('rate_limited', { 'Retry-After': String(decision.retryAfterSeconds) })
      return refuse('rate_limited')
    }
    const result = input.route === 'evatr' ? await askBzstElseVies(deps, input, log) : await askVies(deps, input, log)
    const logged = { route: result.route, outcome: result.outcome, status: result.status ?? result.failure ?? 'none', attention: result.attention.join(','), requesterCountry: input.requester.countryCode, countryCode: input.requested.countryCode, ...(result.bzstFirst ? { bzstFirst: result.bzstFirst.status ?? result.bzstFirst.failure ?? 'none' } : {}) }
    if (result.outcome === 'unavailable') log.warn('qualified_unavailable', logged)
    else log.info('qualified_checked', logged)
    const signed = await withSignedReceipt(deps, result, input.lang, log)
    const answer = input.receipt ? await withReceiptPdf(deps, signed, input.lang, log) : signed
    return isForm ? page(200, { result: answer }) : json(200, answer)
  }

  let cached: { at: number; body: object } | undefined
  const availability: HttpHandler = async (event) => {
    if (event.requestContext.http.method.toUpperCase() !== 'GET') return json(405, { error: 'method_not_allowed' }, { Allow: 'GET' })
    const now = (deps.now ?? Date.now)()
    if (!cached || now - cached.at > 60_000) {
      const [evatr, vies] = await Promise.all([deps.evatr.memberStates(), deps.vies.status()])
      // viesService: false when VIES reports itself unavailable as a whole (a global outage); the page warns.
      cached = { at: now, body: { evatr: evatr ?? null, vies: vies?.states ?? null, viesService: vies?.serviceAvailable ?? null } }
    }
    return json(200, cached.body)
  }

  /**
   * Every public key that ever signed receipts, each with its period (the current one open-ended),
   * for the page's check and for auditors (docs/receipt-format.md): a receipt is verified with the
   * key it names, and only if it was signed in that key's period.
   */
  const receiptKey: HttpHandler = async (event) => {
    if (event.requestContext.http.method.toUpperCase() !== 'GET') return json(405, { error: 'method_not_allowed' }, { Allow: 'GET' })
    try {
      const [keyId, publicKeyPem] = await Promise.all([deps.signer.keyId(), deps.signer.publicKeyPem()])
      const current: PublishedReceiptKey = { keyId, algorithm: receiptSignatureAlgorithm, publicKeyPem, validFrom: deps.receiptKeyValidFrom ?? '1970-01-01T00:00:00.000Z', validUntil: null }
      const keys: ReceiptKeys = { keys: [...(deps.retiredReceiptKeys ?? []).filter((key) => key.keyId !== keyId), current] }
      return json(200, keys, { 'Cache-Control': 'public, max-age=300' })
    } catch (error) {
      createLogger(event.requestContext.requestId, deps.logSink).error('qualified_receipt_key_unavailable', { error: errorSummary(error) })
      return json(503, { error: 'unavailable' })
    }
  }

  return { [qualifiedCheckApi.path]: check, [qualifiedCheckApi.availabilityPath]: availability, [qualifiedCheckApi.receiptKeyPath]: receiptKey }
}
