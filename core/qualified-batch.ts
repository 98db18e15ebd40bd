/**
 * The list check of the qualified confirmation (/ust-id-bestaetigung): a CSV of customers read in
 * the browser (nothing is uploaded as a file), each row asked as a single check through the site's
 * API at the pace its limit allows, and the results written back as CSV. Framework-free, so the
 * browser test and a Node run against the local server drive the same runner.
 */
import { dsvFormat } from 'd3-dsv'
import type { Lang } from '../content/types'
import { qualifiedFields } from './evatr-api'
import { parseRequester, qualifiedCheckApi, receivedCode, type QualifiedCheckAnswer, type QualifiedCheckRequest, type QualifiedCheckResult } from './qualified-check-api'

export const batchLimits = {
  /** Rows per list: about 33 minutes at the server's pace. */
  maxRows: 1000,
  maxFileBytes: 2 * 1024 * 1024,
  /** One check at a time, spaced so that a list never meets the server's limit per minute. */
  paceMs: Math.ceil(60_000 / qualifiedCheckApi.perClientPerMinute) + 100,
  /** Network errors and 5xx answers: tries per row before it is marked "try again". */
  attempts: 3,
} as const

/** The columns of a list the check reads; a column index, or -1 where the list has none. */
export type BatchColumns = Record<'vatId' | 'companyName' | 'street' | 'postcode' | 'city', number>
export const batchColumnNames: readonly (keyof BatchColumns)[] = ['vatId', 'companyName', 'street', 'postcode', 'city']

/** One customer of the list: its line in the file and the values of the chosen columns. */
export interface BatchRow {
  line: number
  vatId: string
  companyName: string
  street: string
  postcode: string
  city: string
}

/** Where a row stands: not yet asked, answered (any outcome), refused as entered, or to try again. */
export type BatchRowState =
  | { kind: 'waiting' }
  | { kind: 'done'; result: QualifiedCheckResult }
  | { kind: 'refused'; error: string }
  | { kind: 'tryAgain'; error: string }

export interface CustomerList {
  /** The header row's cells, or "1", "2", … when the first row is already a customer. */
  headers: string[]
  /** Every data row's cells, with its line in the file. */
  records: { line: number; cells: string[] }[]
  columns: BatchColumns
}

/** A cell holding a VAT ID by the contract's own rule (member-state prefix, its format), with a digit (no heading is one). */
const looksLikeVatId = (value: string) => /\d/.test(value) && parseRequester(value) !== undefined

/** Header words per column, in the languages of the site's visitors' exports. */
const headerWords: Record<keyof BatchColumns, RegExp> = {
  vatId: /ust|vat|tva|iva|btw|mwst|uid|steuer.?id|tax.?id|identif|增值税|税号/i,
  postcode: /plz|postle|post.?code|postal|zip|cap\b|邮编|邮政/i,
  street: /stra(ß|ss)e|street|address|adresse|anschrift|地址|街道/i,
  city: /\bort\b|city|stadt|town|ville|città|城市|所在地/i,
  companyName: /name|firma|company|unternehmen|business|raison|kunde|customer|client|公司|名称|客户/i,
}

/** Guesses the columns from the headers (and, for the VAT ID, from the values). */
export function guessColumns(headers: string[], records: { cells: string[] }[]): BatchColumns {
  const columns: BatchColumns = { vatId: -1, companyName: -1, street: -1, postcode: -1, city: -1 }
  const taken = new Set<number>()
  for (const name of ['vatId', 'postcode', 'street', 'city', 'companyName'] as const) {
    const index = headers.findIndex((header, i) => !taken.has(i) && headerWords[name].test(header))
    if (index >= 0) {
      columns[name] = index
      taken.add(index)
    }
  }
  if (columns.vatId < 0) {
    const sample = records.slice(0, 20)
    const index = headers.findIndex((_, i) => !taken.has(i) && sample.length > 0 && sample.filter((r) => looksLikeVatId(r.cells[i] ?? '')).length >= sample.length / 2)
    if (index >= 0) columns.vatId = index
  }
  return columns
}

export type ListError = 'unreadable' | 'noRows' | 'tooManyRows' | 'tooLarge'

/** The delimiter of a list: of ";", "," and tab, the one its first line (outside quotes) has most of. */
export function detectDelimiter(text: string): string {
  const firstLine = text.replace(/"[^"]*"/g, '').split(/\r?\n/, 1)[0] ?? ''
  const counts = [';', ',', '\t'].map((delimiter) => ({ delimiter, count: firstLine.split(delimiter).length - 1 }))
  return counts.reduce((best, candidate) => (candidate.count > best.count ? candidate : best)).delimiter
}

/**
 * Reads a customer list (CSV, semicolon- or tab-separated, as spreadsheets and ERPs write it;
 * d3-dsv reads the quoting). The first row is the header unless it already holds a VAT ID. A
 * file with NUL bytes (a spreadsheet's own format chosen by mistake) is no list.
 */
export function readCustomerList(text: string): { ok: true; list: CustomerList } | { ok: false; error: ListError } {
  if (text.length > batchLimits.maxFileBytes) return { ok: false, error: 'tooLarge' }
  if (text.includes('\u0000')) return { ok: false, error: 'unreadable' }
  const clean = text.replace(/^\uFEFF/, '')
  const rows = dsvFormat(detectDelimiter(clean)).parseRows(clean).filter((row) => row.some((cell) => cell.trim() !== ''))
  if (rows.length === 0) return { ok: false, error: 'noRows' }
  const hasHeader = !rows[0]!.some(looksLikeVatId)
  const width = Math.max(...rows.map((row) => row.length))
  const headers = hasHeader ? Array.from({ length: width }, (_, i) => rows[0]![i]?.trim() || String(i + 1)) : Array.from({ length: width }, (_, i) => String(i + 1))
  const records = rows.slice(hasHeader ? 1 : 0).map((cells, index) => ({ line: index + (hasHeader ? 2 : 1), cells: cells.map((cell) => cell.trim()) }))
  if (records.length === 0) return { ok: false, error: 'noRows' }
  if (records.length > batchLimits.maxRows) return { ok: false, error: 'tooManyRows' }
  return { ok: true, list: { headers, records, columns: guessColumns(headers, records) } }
}

/** The customers of a list by its columns. */
export function batchRows(list: CustomerList, columns: BatchColumns): BatchRow[] {
  const cell = (cells: string[], index: number) => (index >= 0 ? (cells[index] ?? '') : '')
  return list.records.map(({ line, cells }) => ({
    line,
    vatId: cell(cells, columns.vatId),
    companyName: cell(cells, columns.companyName),
    street: cell(cells, columns.street),
    postcode: cell(cells, columns.postcode),
    city: cell(cells, columns.city),
  }))
}

/**
 * A row as a single check: the VAT ID's first two letters are its member state. The declaration is
 * the one the visitor made for the whole list (its form's required checkbox).
 */
export function rowRequest(row: BatchRow, requesterVatId: string, lang: Lang): QualifiedCheckRequest {
  const compact = row.vatId.replace(/[\s.-]/g, '')
  return { requesterVatId, countryCode: compact.slice(0, 2).toUpperCase(), vatNumber: compact.slice(2), companyName: row.companyName, street: row.street, postcode: row.postcode, city: row.city, lang, declaration: true, receipt: 'none' }
}

/** The API's answer to one check, as the site's API client gives it. */
export type CheckAnswer = { ok: true; data: QualifiedCheckAnswer } | { ok: false; status: number; error: string; retryAfterSeconds?: number }

export interface BatchRunner {
  /** Asks one check (the site's API client in the browser). */
  check: (request: QualifiedCheckRequest) => Promise<CheckAnswer>
  sleep: (ms: number) => Promise<void>
  now: () => number
  /** Resolves when the visitor lets the list run on (pause); checked before each row. */
  waitWhilePaused: () => Promise<void>
  /** Whether the visitor stopped the run (a new list, leaving). */
  stopped: () => boolean
  onState: (index: number, state: BatchRowState) => void
  paceMs?: number
}

/**
 * Checks one row: a 429 waits the server's Retry-After and asks again (the limit holds, the row is
 * not lost); a network error, timeout or 5xx asks again after a pause, up to `attempts` times, then
 * the row is marked "try again"; an input the server refuses is marked as such at once.
 */
export async function checkRow(runner: BatchRunner, request: QualifiedCheckRequest): Promise<BatchRowState> {
  for (let attempt = 1; ; ) {
    const answer = await runner.check(request)
    if (answer.ok) return { kind: 'done', result: answer.data }
    if (answer.status === 429) {
      await runner.sleep((answer.retryAfterSeconds ?? 60) * 1000)
      if (runner.stopped()) return { kind: 'tryAgain', error: answer.error }
      continue
    }
    if (answer.status >= 400 && answer.status < 500) return { kind: 'refused', error: answer.error }
    if (attempt >= batchLimits.attempts || runner.stopped()) return { kind: 'tryAgain', error: answer.error }
    await runner.sleep(2000 * attempt)
    attempt++
  }
}

/**
 * Runs the list: the rows at `indexes` one after another, never two at once, each start at least
 * `paceMs` after the one before. Every row ends answered, refused or "try again"; none is skipped.
 */
export async function runBatch(runner: BatchRunner, rows: BatchRow[], indexes: number[], requesterVatId: string, lang: Lang): Promise<void> {
  const pace = runner.paceMs ?? batchLimits.paceMs
  let last = Number.NEGATIVE_INFINITY
  for (const index of indexes) {
    const wait = last + pace - runner.now()
    if (wait > 0) await runner.sleep(wait)
    // A pause holds before the next row is asked; the row already asked gets its answer.
    await runner.waitWhilePaused()
    if (runner.stopped()) return
    last = runner.now()
    runner.onState(index, await checkRow(runner, rowRequest(rows[index]!, requesterVatId, lang)))
  }
}

/** Rows to ask again: those marked "try again" and those whose service could not answer. */
export function rowsToRetry(states: BatchRowState[]): number[] {
  return states.flatMap((state, index) => (state.kind === 'tryAgain' || (state.kind === 'done' && state.result.outcome === 'unavailable') ? [index] : []))
}

/** The texts the result CSV needs, in the visitor's language. */
export interface BatchCsvTexts {
  headers: Record<'line' | 'vatId' | 'outcome' | 'status' | 'validFrom' | 'validUntil' | 'reference' | 'requestedAt' | 'note', string>
  fields: Record<'companyName' | 'street' | 'postcode' | 'city', string>
  /** "{field} – result", "{field} – code (BZSt)". */
  matchHeader: (field: string) => string
  codeHeader: (field: string) => string
  outcome: (result: QualifiedCheckResult) => string
  match: (match: QualifiedCheckResult['matches'][keyof QualifiedCheckResult['matches']]) => string
  state: (state: Exclude<BatchRowState, { kind: 'done' }>) => string
}

/** The delimiter spreadsheets expect in the language's usual locale (German Excel reads ";"). */
export const csvDelimiter: Record<Lang, string> = { de: ';', en: ',', zh: ',' }

/**
 * The result list: every row of the file in its order with what was sent and what came back, as
 * CSV with a byte order mark (spreadsheets then read UTF-8), quoted by d3-dsv; a cell a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR first, OWASP's list) is kept as text
 * behind an apostrophe, a line break inside it included.
 */
export function resultCsv(rows: BatchRow[], states: BatchRowState[], texts: BatchCsvTexts, lang: Lang): string {
  const h = texts.headers
  const header = [h.line, h.vatId, ...qualifiedFields.map((f) => texts.fields[f]), h.outcome, h.status, h.validFrom, h.validUntil, ...qualifiedFields.flatMap((f) => [texts.matchHeader(texts.fields[f]), texts.codeHeader(texts.fields[f])]), h.reference, h.requestedAt, h.note]
  const body = rows.map((row, index) => {
    const state = states[index] ?? { kind: 'waiting' }
    const sent = [String(row.line), row.vatId, row.companyName, row.street, row.postcode, row.city]
    if (state.kind !== 'done') return [...sent, '', '', '', '', ...qualifiedFields.flatMap(() => ['', '']), '', '', texts.state(state)]
    const { result } = state
    const compared = result.outcome === 'valid' || result.outcome === 'validSpecialCase'
    return [
      ...sent,
      texts.outcome(result),
      result.status ?? result.failure ?? '',
      result.validFrom ?? '',
      result.validUntil ?? '',
      ...qualifiedFields.flatMap((f) => (compared ? [texts.match(result.matches[f]), receivedCode(result, f)] : ['', ''])),
      result.reference ?? '',
      result.requestedAt ?? '',
      '',
    ]
  })
  const writer = dsvFormat(csvDelimiter[lang])
  const asText = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)
  return `\uFEFF${[header, ...body].map((cells) => writer.formatRow(cells.map(asText))).join('\r\n')}\r\n`
}
