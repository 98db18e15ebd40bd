// core/csv.ts against Python's csv module, an independent reader and writer: generated text of the
// characters that matter to CSV (delimiters, quotes, CR, LF, letters), malformed quoting included,
// read by both; records written by csvRecord read back by Python.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CsvReader, csvRecord, parseCsv } from '../../core/csv'
import { pythonCsvAll } from '../support/python-csv'

// Python's reader gives a blank line as an empty record; a spreadsheet shows it as a row of one empty cell.
const asRows = (records: string[][]) => records.map((cells) => (cells.length === 0 ? [''] : cells))

describe('parseCsv', () => {
  it('reads any text of CSV’s characters as Python’s csv.reader does (quotes anywhere, CR, LF, CRLF, blank lines)', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'ü', '中', ' ', ';', ',', '\t', '"', '"', '\r', '\n', '\r\n'), maxLength: 60 })
    const delimiter = fc.constantFrom(';', ',', '\t')
    fc.assert(
      fc.property(fc.array(fc.tuple(text, delimiter), { minLength: 100, maxLength: 100 }), (files) => {
        // Python (strict=False) reads a file that ends inside a quoted cell too; ours keeps what was read. Both end the cell there.
        const python = pythonCsvAll(files.map(([t, d]) => ({ text: t, delimiter: d })))
        files.forEach(([t, d], i) => expect(parseCsv(t, d), JSON.stringify(t)).toEqual(asRows(python[i]!)))
      }),
      { numRuns: 5, endOnFailure: true },
    )
  })

  it('keeps the cells csvRecord writes, as Python reads them back', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'Ä', '中', ' ', ';', ',', '"', '\r', '\n', '\t', '='), maxLength: 12 })
    const file = fc.tuple(fc.array(fc.array(cell, { minLength: 2, maxLength: 5 }), { minLength: 1, maxLength: 8 }), fc.constantFrom(';', ','))
    fc.assert(
      fc.property(fc.array(file, { minLength: 50, maxLength: 50 }), (files) => {
        const texts = files.map(([records, delimiter]) => ({ text: records.map((cells) => csvRecord(cells, delimiter)).join('\r\n') + '\r\n', delimiter }))
        const python = pythonCsvAll(texts)
        files.forEach(([records, delimiter], i) => {
          expect(python[i], texts[i]!.text).toEqual(records)
          expect(parseCsv(texts[i]!.text, delimiter)).toEqual(records)
        })
      }),
      { numRuns: 4, endOnFailure: true },
    )
  })
})

describe('CsvReader', () => {
  it('reads a text pushed in pieces cut anywhere (between CR and LF, inside "") as parseCsv reads it whole', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'ü', ' ', ';', ',', '\t', '"', '"', '\r', '\n', '\r\n'), maxLength: 80 })
    fc.assert(
      fc.property(text, fc.constantFrom(';', ',', '\t'), fc.array(fc.nat(80)), (t, delimiter, cuts) => {
        const records: string[][] = []
        const reader = new CsvReader(delimiter, (cells) => records.push(cells))
        const points = [...new Set(cuts.map((c) => c % (t.length + 1)))].sort((a, b) => a - b)
        let from = 0
        for (const point of [...points, t.length]) {
          reader.push(t.slice(from, point))
          from = point
        }
        reader.end()
        expect(records).toEqual(parseCsv(t, delimiter))
      }),
      { numRuns: 2000 },
    )
  })
})
