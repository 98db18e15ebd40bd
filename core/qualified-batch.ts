/**
 * The list check of the qualified confirmation (/ust-id-bestaetigung): a customer list read in the
 * browser (core/customer-list.ts; nothing is uploaded as a file), each row checked before it is
 * sent and asked as a single check through the site's API at the pace its limit allows, and the
 * results written back as CSV. Framework-free, so the browser, a Node run against the local
 * server and the tests drive the same runner.
 */
import type { Lang } from '../content/types'
import { csvRecord } from './csv'
import { listLimits } from './customer-list'
import type { NotSentReason } from './qualified-batch-reasons'
import { reasonText, type ListTexts } from './qualified-batch-texts'
import { qualifiedFields } from './evatr-api'
import { hasLegalForm, isLegalFormOnly, isNumberLike, vatIdOf, type BatchColumns } from './list-columns'
import { parseVatId } from './vat-formats'
import { format, singleLine } from './text'
import { isCompared, isPlainlyValid, parseQualifiedRequest, parseRequester, qualifiedCheckApi, qualifiedErrorStatus, receivedCode, type QualifiedCheckAnswer, type QualifiedCheckRequest, type QualifiedRoute } from './qualified-check-api'

export const batchLimits = {
  maxRows: listLimits.maxRows,
  maxFileBytes: listLimits.maxFileBytes,
  /** One check at a time, spaced so that a list never meets the function's limit per minute. */
  paceMs: Math.ceil(60_000 / qualifiedCheckApi.perClientPerMinute) + 100,
  /**
   * A row the service could not answer is asked again no sooner than this. The BZSt asks not to
   * repeat a request at once after a timeout and recommends another time of day ("Bitte sehen Sie
   * von einem unmittelbaren Wiederholen der Anfrage ab", bzst.de, Bestätigung ausländischer
   * USt-IdNrn.; docs/qualified-check-sources.md §2); it names no interval: this one is ours.
   */
  repeatAfterMs: 15 * 60_000,
  /** Rows in a row the service could not answer before the list holds by itself. */
  failuresBeforeHold: 3,
  /** How long a 429 without Retry-After holds the list. */
  defaultRetryAfterSeconds: 60,
} as const

/** One customer of the list: the row a spreadsheet shows for it and the values of the chosen columns. */
export interface BatchRow {
  row: number
  /** The VAT ID as the list holds it (with the country column's code in front where it is apart). */
  vatId: string
  companyName: string
  street: string
  postcode: string
  city: string
}

/** The customers of a list by its columns. */
export function batchRows(list: { records: { row: number; cells: string[] }[] }, columns: BatchColumns): BatchRow[] {
  const cell = (cells: string[], index: number) => (index >= 0 ? (cells[index] ?? '').trim() : '')
  return list.records.map(({ row, cells }) => {
    const vatCell = cell(cells, columns.vatId)
    const country = columns.vatCountry >= 0 ? cell(cells, columns.vatCountry) : undefined
    const parsed = vatCell === '' ? undefined : vatIdOf(vatCell, country)
    const name = cell(cells, columns.companyName)
    // "Firma 1 | Firma 2" with the legal form alone in the second: the name is both, as on a letter.
    const next = columns.companyName >= 0 && !Object.values(columns).includes(columns.companyName + 1) ? cell(cells, columns.companyName + 1) : ''
    return {
      row,
      vatId: parsed && country && !vatCell.toUpperCase().startsWith(parsed.countryCode) ? `${country.toUpperCase()}${vatCell}` : vatCell,
      companyName: name !== '' && next !== '' && isLegalFormOnly(next) && !hasLegalForm(name) ? `${name} ${next}` : name,
      street: cell(cells, columns.street),
      postcode: cell(cells, columns.postcode),
      city: cell(cells, columns.city),
    }
  })
}

// U+FFFD, and control codes other than tab and line breaks (C1 codes are what windows-1252 makes of bytes it leaves undefined).
const unreadable = /[\ufffd\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/

/**
 * A row as a single check, or why it is not sent. The contract's own validation decides what the
 * function would refuse (a German number with a German requester, the requester's own number, a
 * missing detail); on top, the list never sends a cell it could not read or a number as a company
 * name. Every row carries the declaration the visitor made for the list's requesting VAT ID.
 */
export function prepareRow(row: BatchRow, requesterVatId: string, lang: Lang): { ok: true; request: QualifiedCheckRequest } | { ok: false; reason: NotSentReason } {
  if (row.vatId === '') return { ok: false, reason: 'noVatId' }
  const sent = [row.vatId, row.companyName, row.street, row.postcode, row.city]
  if (sent.some((value) => unreadable.test(value))) return { ok: false, reason: 'unreadable' }
  const vatId = parseRequester(row.vatId)
  if (!vatId || !parseVatId(row.vatId)) return { ok: false, reason: 'notVatId' }
  if (row.companyName === '') return { ok: false, reason: 'noName' }
  if (isNumberLike(row.companyName)) return { ok: false, reason: 'nameIsNumber' }
  const request: QualifiedCheckRequest = { requesterVatId, countryCode: vatId.countryCode, vatNumber: vatId.number, companyName: row.companyName, street: row.street, postcode: row.postcode, city: row.city, lang, declaration: true, receipt: 'none' }
  const parsed = parseQualifiedRequest({ ...request })
  if (!parsed.ok) {
    if (parsed.error === 'missing_fields') return { ok: false, reason: row.city.trim() === '' ? 'noCity' : 'noName' }
    if (parsed.error === 'field_too_long') return { ok: false, reason: 'tooLong' }
    if (parsed.error === 'invalid_country' || parsed.error === 'invalid_vat_number') return { ok: false, reason: 'notVatId' }
    if (parsed.error === 'german_for_german') return { ok: false, reason: 'germanForGerman' }
    if (parsed.error === 'requester_is_requested') return { ok: false, reason: 'ownNumber' }
    return { ok: false, reason: 'refused' }
  }
  return { ok: true, request }
}

/** The service a requester's list asks: the BZSt with a German VAT ID, VIES with another. */
export function routeOf(requesterVatId: string): QualifiedRoute | undefined {
  const requester = parseRequester(requesterVatId)
  return requester ? (requester.countryCode === 'DE' ? 'evatr' : 'vies') : undefined
}

/** Where a row stands: not yet asked, answered (any outcome), not sent and why, or no answer came. */
export type BatchRowState =
  | { kind: 'waiting' }
  | { kind: 'done'; result: QualifiedCheckAnswer; at: number }
  | { kind: 'notSent'; reason: NotSentReason; error?: string }
  | { kind: 'noAnswer'; error: string; at: number }

/** What a row's result means for the visitor: rely on it, look at it, ask again later, or it was not sent. */
export type RowVerdict = 'waiting' | 'valid' | 'attention' | 'tryLater' | 'notSent'

/**
 * Valid only when the service confirmed the number plainly: valid, every comparison received and
 * none differing, nothing missing (the contract's isPlainlyValid); a special case the BZSt asks to
 * be contacted about (2008) is no plain "valid" either. A service that could not answer means "try
 * later", never "not valid"; every other answer needs the visitor's attention.
 */
export function rowVerdict(state: BatchRowState): RowVerdict {
  if (state.kind === 'waiting') return 'waiting'
  if (state.kind === 'notSent') return 'notSent'
  // An answer about another number or one that contradicts itself gave no verdict: ask again later.
  if (state.kind === 'noAnswer' || state.result.outcome === 'unavailable' || state.result.outcome === 'otherNumber' || state.result.outcome === 'contradictory') return 'tryLater'
  return state.result.outcome === 'valid' && isPlainlyValid(state.result) ? 'valid' : 'attention'
}

/** The API's answer to one check, as the site's API client gives it. */
export type CheckAnswer = { ok: true; data: QualifiedCheckAnswer } | { ok: false; status: number; error: string; retryAfterSeconds?: number }

/** Why the list waits: the function's limit (a 429's Retry-After), or the spacing of a repeat the BZSt asks for. */
export interface BatchWait {
  reason: 'rateLimit' | 'repeat'
  until: number
  /** The spreadsheet row that goes next. */
  row: number
}

/** Why the list stopped asking by itself: the service answered several rows in a row with nothing, or refused the requester's own VAT ID. */
export type BatchHold = 'noAnswer' | 'requesterRefused'

/**
 * The list's clock, kept across runs (asking again starts a new run): when the last request went
 * out, and until when the function's limit holds the whole list.
 */
export interface BatchPace {
  lastRequestAt: number
  holdUntil: number
}
export const newPace = (): BatchPace => ({ lastRequestAt: Number.NEGATIVE_INFINITY, holdUntil: Number.NEGATIVE_INFINITY })

export interface BatchRunner {
  /** Asks one check (the site's API client in the browser). */
  check: (request: QualifiedCheckRequest) => Promise<CheckAnswer>
  sleep: (ms: number) => Promise<void>
  now: () => number
  /** Resolves when the visitor lets the list run on (pause); awaited before each request. */
  waitWhilePaused: () => Promise<void>
  /** Whether the visitor stopped the run (a new list, leaving). */
  stopped: () => boolean
  onState: (index: number, state: BatchRowState) => void
  /** A row's request is about to go out (the browser keeps this, so a reload never asks it again at once). */
  onAsk?: (index: number, at: number) => void
  /** The list waits (shown to the visitor), or goes on (undefined). */
  onWait?: (wait: BatchWait | undefined) => void
  /** The list holds by itself; with "noAnswer" it waits for the visitor to resume, with "requesterRefused" the run ends. */
  onHold?: (hold: BatchHold) => void
  paceMs?: number
  failuresBeforeHold?: number
}

/** One row to ask; a repeat carries the time before which it is not asked again. */
export interface BatchJob {
  index: number
  row: BatchRow
  notBefore?: number
}

/** Every row of a list, to be asked for the first time. */
export const firstJobs = (rows: BatchRow[]): BatchJob[] => rows.map((row, index) => ({ index, row }))

/**
 * The rows to ask again: those without an answer and those the service could not answer, each no
 * sooner than `repeatAfterMs` after its last request, the earliest first.
 */
export function repeatJobs(rows: BatchRow[], states: BatchRowState[], repeatAfterMs: number = batchLimits.repeatAfterMs): BatchJob[] {
  return states
    .flatMap((state, index) => (rowVerdict(state) === 'tryLater' && state.kind !== 'waiting' && state.kind !== 'notSent' ? [{ index, row: rows[index]!, notBefore: state.at + repeatAfterMs }] : []))
    .sort((a, b) => a.notBefore - b.notBefore || a.index - b.index)
}

/**
 * Whether the function refused the row itself: a 4xx with one of the API's own codes for a request
 * it will never take (core/qualified-check-api.ts). Any other 4xx, such as a 403 of the CDN or the
 * WAF (an HTML page, read as "http_403") or the origin guard's "forbidden", says nothing about the
 * row: it was not answered, and "ask again" repeats it later.
 */
export function isRefusalOfTheRow(answer: { status: number; error: string }): boolean {
  if (answer.status < 400 || answer.status >= 500 || answer.status === 429) return false
  return answer.error in qualifiedErrorStatus && answer.error !== 'forbidden' && answer.error !== 'unavailable' && answer.error !== 'rate_limited'
}

/**
 * What a row asks the service: the VAT ID as VIES and the BZSt read it (prefix and number, Greece
 * EL, without spaces and dots) and the details exactly as the function sends them (core/text.ts
 * `singleLine`). A qualified confirmation answers for the details sent (each compared: match, no
 * match), and its receipt records them as sent: rows with the same number but another name, street,
 * postcode or town, or another spelling of one, are other questions, each asked with its own
 * receipt; rows that differ only in how the number is written ("ATU 1234 5678", "atu12345678") are
 * one question, asked once, its answer shown on each of them.
 */
export function questionKey(request: QualifiedCheckRequest): string {
  const vatId = parseRequester(`${request.countryCode}${request.vatNumber}`)
  return JSON.stringify([vatId ? `${vatId.countryCode}${vatId.number}` : '', ...[request.companyName, request.street ?? '', request.postcode ?? '', request.city].map((detail) => singleLine(detail))])
}

/**
 * Runs the list: one request at a time, each at least `paceMs` after the one before (any row,
 * any run), none while a 429's Retry-After holds the list, a repeat not before its time. A row
 * the checks before sending refuse is marked at once and costs no request. A 429 asks the same
 * row again once the hold has passed; a network error, a 5xx or the service's "cannot answer now"
 * is never repeated at once (the BZSt asks so): the row is marked and the list goes on. After
 * `failuresBeforeHold` such rows in a row the list holds until the visitor resumes; a requester
 * the service refuses ends the run, since every row would meet the same refusal.
 */
export async function runBatch(runner: BatchRunner, jobs: BatchJob[], requesterVatId: string, lang: Lang, pace: BatchPace = newPace(), earlier: { row: BatchRow; state: BatchRowState }[] = []): Promise<'finished' | 'stopped' | 'requesterRefused'> {
  const paceMs = runner.paceMs ?? batchLimits.paceMs
  const failuresBeforeHold = runner.failuresBeforeHold ?? batchLimits.failuresBeforeHold
  let failures = 0
  // One request per question: a row asking what an earlier row of this run (or of the run it
  // continues, `earlier`) asked takes its answer.
  const asked = new Map<string, BatchRowState>()
  for (const { row, state } of earlier) {
    const prepared = prepareRow(row, requesterVatId, lang)
    if (prepared.ok && (state.kind === 'done' || state.kind === 'noAnswer')) asked.set(questionKey(prepared.request), state)
  }
  for (const job of jobs) {
    if (runner.stopped()) return 'stopped'
    const prepared = prepareRow(job.row, requesterVatId, lang)
    if (!prepared.ok) {
      runner.onState(job.index, { kind: 'notSent', reason: prepared.reason })
      continue
    }
    const key = questionKey(prepared.request)
    const earlier = asked.get(key)
    if (earlier) {
      runner.onState(job.index, earlier)
      continue
    }
    let state: BatchRowState | undefined
    while (!state) {
      await runner.waitWhilePaused()
      if (runner.stopped()) return 'stopped'
      const start = Math.max(pace.lastRequestAt + paceMs, pace.holdUntil, job.notBefore ?? Number.NEGATIVE_INFINITY)
      const wait = start - runner.now()
      if (wait > 0) {
        const reason = start === pace.holdUntil ? 'rateLimit' : start === job.notBefore ? 'repeat' : undefined
        if (reason) runner.onWait?.({ reason, until: start, row: job.row.row })
        await runner.sleep(wait)
        if (reason) runner.onWait?.(undefined)
        // The visitor may have paused or stopped during the wait: look again before asking.
        continue
      }
      pace.lastRequestAt = runner.now()
      runner.onAsk?.(job.index, pace.lastRequestAt)
      const answer = await runner.check(prepared.request)
      if (answer.ok) state = { kind: 'done', result: answer.data, at: pace.lastRequestAt }
      else if (answer.status === 429) pace.holdUntil = runner.now() + (answer.retryAfterSeconds ?? batchLimits.defaultRetryAfterSeconds) * 1000
      else if (isRefusalOfTheRow(answer)) state = { kind: 'notSent', reason: 'refused', error: answer.error }
      else state = { kind: 'noAnswer', error: answer.error, at: pace.lastRequestAt }
    }
    asked.set(key, state)
    runner.onState(job.index, state)
    if (state.kind === 'done' && state.result.outcome === 'requesterRefused') {
      runner.onHold?.('requesterRefused')
      return 'requesterRefused'
    }
    failures = rowVerdict(state) === 'tryLater' ? failures + 1 : 0
    if (failures >= failuresBeforeHold) {
      failures = 0
      runner.onHold?.('noAnswer')
    }
  }
  return 'finished'
}

// ---------------------------------------------------------------------------------------------
// The result CSV

/** The delimiter spreadsheets expect in the language's usual locale (German Excel reads ";"). */
export const csvDelimiter: Record<Lang, string> = { de: ';', en: ',', zh: ',' }

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR first; OWASP's list) kept as text behind an apostrophe. */
export const asText = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)

/**
 * The result list: every row of the file in its order, saying what was sent, to whom, what came
 * back with its reference and what it means; a row not sent says so and why. Comparisons in words
 * (a detail without one: "no comparison received") beside the BZSt's value as received, the
 * validity dates and the service's time as the service wrote them. CSV with a byte order mark
 * (spreadsheets then read UTF-8), quoted as RFC 4180 asks (core/csv.ts), formula cells as text.
 */
export function resultCsv(rows: BatchRow[], states: BatchRowState[], requesterVatId: string, t: ListTexts, lang: Lang): string {
  const csv = t.batch.csv
  const route = routeOf(requesterVatId)
  const perDetail = (template: string) => qualifiedFields.map((f) => format(template, { field: t.fields[f] }))
  const [matchHeaders, codeHeaders] = [perDetail(csv.match), perDetail(csv.code)]
  const header = [
    csv.row, t.labels.requester, t.labels.vatId, ...perDetail(csv.sentDetail), t.labels.service, csv.sent, csv.reason, t.labels.status, csv.outcome, csv.verdict,
    ...qualifiedFields.flatMap((_, i) => [matchHeaders[i]!, codeHeaders[i]!]), csv.validFrom, csv.validUntil, csv.reference, t.labels.requestedAt, t.labels.receivedAt,
  ]
  const body = rows.map((row, index) => {
    const state = states[index] ?? { kind: 'waiting' }
    const verdict = rowVerdict(state)
    const assessment = verdict === 'waiting' ? '' : t.batch.verdicts[verdict]
    if (state.kind !== 'done') {
      const sent = state.kind === 'noAnswer'
      const reason = state.kind === 'notSent' ? reasonText(t, state.reason, state.error) : ''
      const outcome = state.kind === 'noAnswer' ? t.batch.states.noAnswer : state.kind === 'waiting' ? t.batch.states.waiting : ''
      return [String(row.row), requesterVatId, row.vatId, row.companyName, row.street, row.postcode, row.city, sent && route ? csv.services[route] : '', sent ? csv.yes : csv.no, reason, sent ? state.error : '', outcome, assessment, ...qualifiedFields.flatMap(() => ['', '']), '', '', '', '', '']
    }
    const { result } = state
    const { request } = result
    // The details are compared only where the number is valid; elsewhere they were sent but not compared.
    const compared = isCompared(result.outcome)
    return [
      String(row.row), request.requesterVatId, request.vatId, request.companyName, request.street, request.postcode, request.city,
      csv.services[result.route], csv.yes, '', result.status ?? result.failure ?? '', t.outcomes[result.outcome], assessment,
      ...qualifiedFields.flatMap((f) => (compared ? [t.matches[result.matches[f]], receivedCode(result, f)] : ['', ''])),
      result.validFrom ?? '', result.validUntil ?? '', result.reference ?? '', result.requestedAt ?? (result.answer !== null ? t.labels.serviceTimeMissing : ''), result.receivedAt,
    ]
  })
  return `\uFEFF${[header, ...body].map((cells) => csvRecord(cells.map(asText), csvDelimiter[lang])).join('\r\n')}\r\n`
}
