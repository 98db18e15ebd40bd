/**
 * Reading a customer list for the list check (core/qualified-batch.ts): the file's bytes decoded
 * (core/csv-encoding.ts), its delimiter found, its records read (core/csv.ts), the heading row found
 * and the columns proposed (core/list-columns.ts). Every record keeps the row number a spreadsheet
 * shows for it: LibreOffice Calc and Excel open a CSV with one row per record, blank lines
 * included, and a line break inside a quoted cell stays inside its cell (row 1 is the file's first
 * record; tests/unit/customer-list.test.ts checks this against LibreOffice itself).
 */
import { decodeList, type ListEncoding } from './csv-encoding'
import { parseCsv } from './csv'
import { detectColumns, headingCount, isVatId, type BatchColumns } from './list-columns'

export const listLimits = {
  /** Customers per list: about 36 minutes at the function's pace. */
  maxRows: 1000,
  maxFileBytes: 2 * 1024 * 1024,
  /** Records above the headings a list may have (DATEV's "EXTF" line, a report's title). */
  maxLeadingRecords: 10,
} as const

/** One customer: the row a spreadsheet shows for it, and its cells. */
export interface ListRecord {
  row: number
  cells: string[]
}

export interface CustomerList {
  encoding: ListEncoding
  bom: boolean
  delimiter: string
  /** The spreadsheet row of the headings, or undefined when the first record is already a customer. */
  headerRow: number | undefined
  /** The headings, or "A", "B", … as a spreadsheet names its columns when the list has none. */
  headers: string[]
  /** The customers: every record below the headings that is not blank. */
  records: ListRecord[]
  /** The proposal; the visitor confirms or corrects it. */
  columns: BatchColumns
}

export type ListError = 'unreadable' | 'noRows' | 'tooManyRows' | 'tooLarge'

/** The delimiters lists use, in the order a tie is decided. */
const delimiters = [';', ',', '\t', '|'] as const

/**
 * The delimiter of a list: the one that splits the first lines (outside quotes) most consistently:
 * the most lines with the same number of it, then the larger number. A title line above the
 * headings or a comma inside a name does not mislead it.
 */
export function detectDelimiter(text: string): string {
  const lines = text.slice(0, 64 * 1024).replace(/"(?:[^"]|"")*"/g, '').split(/\r\n|\n|\r/).filter((line) => line.trim() !== '').slice(0, 20)
  let best = { delimiter: ';' as string, lines: 0, count: 0 }
  for (const delimiter of delimiters) {
    const counts = lines.map((line) => line.split(delimiter).length - 1).filter((count) => count > 0)
    const frequency = new Map<number, number>()
    for (const count of counts) frequency.set(count, (frequency.get(count) ?? 0) + 1)
    for (const [count, times] of frequency) if (times > best.lines || (times === best.lines && count > best.count)) best = { delimiter, lines: times, count }
  }
  return best.delimiter
}

/** A spreadsheet's name for a column: A … Z, AA, AB, … */
export function columnLetter(index: number): string {
  let name = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name
  return name
}

/** A record with nothing in it: blank cells, or a ruling line (SAP's ALV lists draw "-----" between header and rows). */
const isBlankRecord = (cells: string[]) => cells.every((cell) => /^[\s\-_=+*|]*$/.test(cell))

/**
 * Reads a customer list from a file's bytes (or the visitor's choice of encoding). The headings
 * are the record among the first ones that names the most fields, none of its cells a VAT ID;
 * records above it are not customers (DATEV's first line, a title). Without such a record the
 * first record is the headings unless it already holds a VAT ID. A file with NUL characters (a
 * spreadsheet's own format chosen by mistake) is no list.
 */
export function readCustomerList(bytes: Uint8Array, encoding?: ListEncoding): { ok: true; list: CustomerList } | { ok: false; error: ListError } {
  if (bytes.length > listLimits.maxFileBytes) return { ok: false, error: 'tooLarge' }
  const decoded = decodeList(bytes, encoding)
  if (decoded.text.includes('\u0000')) return { ok: false, error: 'unreadable' }
  const delimiter = detectDelimiter(decoded.text)
  const all = parseCsv(decoded.text, delimiter).map((cells, index) => ({ row: index + 1, cells }))
  const filled = all.filter(({ cells }) => !isBlankRecord(cells))
  if (filled.length === 0) return { ok: false, error: 'noRows' }

  const leading = filled.slice(0, listLimits.maxLeadingRecords + 1)
  let heading = leading.reduce<{ index: number; count: number }>((best, { cells }, index) => {
    const count = cells.some(isVatId) ? 0 : headingCount(cells)
    return count > best.count ? { index, count } : best
  }, { index: -1, count: 0 })
  if (heading.index < 0 && !filled[0]!.cells.some(isVatId)) heading = { index: 0, count: 0 }
  const headerRecord = heading.index >= 0 ? filled[heading.index] : undefined
  const records = (headerRecord ? filled.slice(heading.index + 1) : filled).map(({ row, cells }) => ({ row, cells: cells.map((cell) => cell.trim()) }))
  if (records.length === 0) return { ok: false, error: 'noRows' }
  if (records.length > listLimits.maxRows) return { ok: false, error: 'tooManyRows' }

  const width = Math.max(headerRecord?.cells.length ?? 0, ...records.map(({ cells }) => cells.length))
  const headers = Array.from({ length: width }, (_, i) => headerRecord?.cells[i]?.trim() || columnLetter(i))
  const columns = detectColumns(headerRecord ? headerRecord.cells.map((cell) => cell.trim()) : undefined, records.map(({ cells }) => cells))
  return { ok: true, list: { encoding: decoded.encoding, bom: decoded.bom, delimiter, headerRow: headerRecord?.row, headers, records, columns } }
}
