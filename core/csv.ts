/**
 * CSV as RFC 4180, Excel and Python's csv module read and write it, in the few lines the list check
 * needs (d3-dsv did the same for 1.1 KB more of the page's JavaScript, over its budget): a quote
 * opens a quoted cell only at the cell's start, "" inside it is one quote, characters after the
 * closing quote belong to the cell; CR, LF and CRLF end a record outside quotes; a blank line is a
 * record of one empty cell (a spreadsheet shows it as a row); no record after the last line break.
 * Checked against Python's csv module over generated text, malformed quoting included
 * (tests/unit/csv.test.ts).
 */

/** Every record of a text, in order. */
export function parseCsv(text: string, delimiter: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let cell = ''
  let quoted = false
  let started = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c !== '"') cell += c
      else if (text[i + 1] === '"') cell += text[++i]
      else quoted = false
    } else if (c === '"' && !started) {
      quoted = started = true
    } else if (c === delimiter) {
      record.push(cell)
      cell = ''
      started = false
    } else if (c === '\r' || c === '\n') {
      record.push(cell)
      records.push(record)
      record = []
      cell = ''
      started = false
      if (c === '\r' && text[i + 1] === '\n') i++
    } else {
      cell += c
      started = true
    }
  }
  if (started || record.length > 0) records.push([...record, cell])
  return records
}

/** One record, each cell quoted where it holds a quote, the delimiter or a line break. */
export function csvRecord(cells: string[], delimiter: string): string {
  return cells.map((cell) => (cell.includes('"') || cell.includes(delimiter) || /[\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(delimiter)
}
