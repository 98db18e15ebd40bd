/**
 * CSV as RFC 4180, Excel and Python's csv module read and write it, in the few lines the list check
 * needs (d3-dsv did the same for 1.1 KB more of the page's JavaScript, over its budget): a quote
 * opens a quoted cell only at the cell's start, "" inside it is one quote, characters after the
 * closing quote belong to the cell; CR, LF and CRLF end a record outside quotes; a blank line is a
 * record of one empty cell (a spreadsheet shows it as a row); no record after the last line break.
 * Checked against Python's csv module over generated text, malformed quoting included
 * (tests/unit/csv.test.ts).
 */

/**
 * The same reading for text that arrives in pieces (a file read as a stream): push each piece as it
 * comes, then end(); every record is handed to onRecord as soon as its line ends. A piece may end
 * anywhere, between CR and LF or between the two quotes of "" included. Runs of plain characters are
 * taken as one slice, so a large report is read without a string operation per character.
 */
export class CsvReader {
  private record: string[] = []
  private cell = ''
  private quoted = false
  /** A quote inside a quoted cell was the piece's last character: the next one says what it was. */
  private quoteEnded = false
  private started = false
  /** A CR ended the last record: an LF right after it belongs to the same line break. */
  private afterCr = false
  private readonly delimiterCode: number

  constructor(
    delimiter: string,
    private readonly onRecord: (cells: string[]) => void,
  ) {
    this.delimiterCode = delimiter.charCodeAt(0)
  }

  push(text: string): void {
    const d = this.delimiterCode
    const n = text.length
    let i = 0
    while (i < n) {
      if (this.afterCr) {
        this.afterCr = false
        if (text.charCodeAt(i) === 10) {
          i++
          continue
        }
      }
      if (this.quoteEnded) {
        this.quoteEnded = false
        if (text.charCodeAt(i) === 34) {
          this.cell += '"'
          i++
          continue
        }
        this.quoted = false
      }
      if (this.quoted) {
        const quote = text.indexOf('"', i)
        if (quote < 0) {
          this.cell += text.slice(i)
          return
        }
        this.cell += text.slice(i, quote)
        i = quote + 1
        this.quoteEnded = true
        continue
      }
      const c = text.charCodeAt(i)
      if (c === 34 && !this.started) {
        this.quoted = this.started = true
        i++
      } else if (c === d) {
        this.record.push(this.cell)
        this.cell = ''
        this.started = false
        i++
      } else if (c === 13 || c === 10) {
        this.record.push(this.cell)
        this.onRecord(this.record)
        this.record = []
        this.cell = ''
        this.started = false
        this.afterCr = c === 13
        i++
      } else {
        let j = i + 1
        while (j < n) {
          const k = text.charCodeAt(j)
          if (k === d || k === 13 || k === 10) break
          j++
        }
        this.cell += text.slice(i, j)
        this.started = true
        i = j
      }
    }
  }

  /** The last record, when the text does not end with a line break. */
  end(): void {
    this.quoteEnded = this.quoted = this.afterCr = false
    if (this.started || this.record.length > 0) this.onRecord([...this.record, this.cell])
    this.record = []
    this.cell = ''
    this.started = false
  }
}

/** Every record of a text, in order. */
export function parseCsv(text: string, delimiter: string): string[][] {
  const records: string[][] = []
  const reader = new CsvReader(delimiter, (cells) => records.push(cells))
  reader.push(text)
  reader.end()
  return records
}

/** One record, each cell quoted where it holds a quote, the delimiter or a line break. */
export function csvRecord(cells: string[], delimiter: string): string {
  return cells.map((cell) => (cell.includes('"') || cell.includes(delimiter) || /[\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(delimiter)
}
