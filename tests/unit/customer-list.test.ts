// Reading customer lists as ERPs and spreadsheets write them (core/csv-encoding.ts,
// core/customer-list.ts, core/list-columns.ts), checked against readings that are not ours:
// generated files (tests/support/customer-list-files.ts) written to bytes by Python's codecs and read
// back by Python's csv module, each with its known columns; the spreadsheet row of every customer
// as LibreOffice Calc shows it. The cases the issue reported are pinned by hand.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeList, detectEncoding } from '../../core/csv-encoding'
import { readCustomerList } from '../../core/customer-list'
import { headerScore, isNumberLike, type ListField } from '../../core/list-columns'
import { batchRows } from '../../core/qualified-batch'
import { anyList, datevList, lexwareList, pythonCodec, sapList, sevdeskList, spreadsheetList, headlessList, type GeneratedList } from '../support/customer-list-files'
import { pythonWriteAndRead, pythonWriteAndReadAll } from '../support/python-csv'

const utf8 = (text: string) => new TextEncoder().encode(text)

/** Checks our reading of generated lists against Python's reading of the same bytes and each list's truth. */
function checkLists(lists: GeneratedList[]): void {
  const python = pythonWriteAndReadAll(lists.map((list) => ({ text: list.text, codec: pythonCodec(list.encoding, list.bom), bom: list.bom, delimiter: list.delimiter })))
  lists.forEach((list, i) => checkList(list, python[i]!))
}

function checkList(list: GeneratedList, python: { bytes: Buffer; records: string[][] }): void {
  const read = readCustomerList(new Uint8Array(python.bytes))
  expect(read.ok, list.template).toBe(true)
  if (!read.ok) return
  const { list: ours } = read
  // A file of ASCII only reads the same in every one of these encodings: UTF-8 is then as right as any.
  const ascii = !list.bom && /^[\x00-\x7f]*$/.test(list.text)
  expect({ encoding: ours.encoding, bom: ours.bom, delimiter: ours.delimiter }, list.template).toEqual({ encoding: ascii ? 'utf-8' : list.encoding, bom: list.bom, delimiter: list.delimiter })
  expect(ours.headerRow, list.template).toBe(list.headerRow)
  // Python's records in order, a blank line an empty record: the spreadsheet row is the record's place.
  const customers = python.records.map((cells, index) => ({ row: index + 1, cells })).filter(({ row, cells }) => row > (list.headerRow ?? 0) && cells.some((cell) => cell.trim() !== ''))
  expect(ours.records, list.template).toEqual(customers.map(({ row, cells }) => ({ row, cells: cells.map((cell) => cell.trim()) })))
  expect(ours.columns, `${list.template} (${list.lang}): ${ours.headers.join(' | ')}`).toEqual(list.columns)
  const rows = batchRows(ours, ours.columns)
  expect(rows.map(({ vatId, companyName, street, postcode, city }) => ({ vatId, companyName, street, postcode, city })), list.template).toEqual(list.customers)
  expect(rows.flatMap((row) => Object.values(row)).join('')).not.toContain('\ufffd')
}

/** Lists of one kind, 25 to a Python run. */
const batches = <T>(arb: fc.Arbitrary<T>) => fc.array(arb, { minLength: 25, maxLength: 25 })

describe('reading generated ERP and spreadsheet exports against Python’s codecs and csv module', { timeout: 180_000 }, () => {
  it('DATEV Debitoren/Kreditoren: the EXTF line skipped, windows-1252, EU-Land joined with EU-UStID', () => {
    fc.assert(fc.property(batches(datevList), checkLists), { numRuns: 2, endOnFailure: true })
  })
  it('SAP list export: tabs, UTF-16 LE with BOM or windows-1252, a title line, "Customer"/"Debitor" numbers first', () => {
    fc.assert(fc.property(batches(sapList), checkLists), { numRuns: 2, endOnFailure: true })
  })
  it('Lexware: "Firma" is the company, the contact’s "Name" is not; "Kundennummer" is no name', () => {
    fc.assert(fc.property(batches(lexwareList), checkLists), { numRuns: 2, endOnFailure: true })
  })
  it('sevDesk: "Organisation" and "Umsatzsteuer-ID" beside "Steuernummer"', () => {
    fc.assert(fc.property(batches(sevdeskList), checkLists), { numRuns: 2, endOnFailure: true })
  })
  it('spreadsheets saved as CSV in every encoding, with German, English, Chinese, French or Italian headings, extra columns in any order', () => {
    fc.assert(fc.property(batches(spreadsheetList), checkLists), { numRuns: 8, endOnFailure: true })
  })
  it('a list without headings', () => {
    fc.assert(fc.property(batches(headlessList), checkLists), { numRuns: 1, endOnFailure: true })
  })
})

describe('the encoding', () => {
  it('reads a byte order mark, valid UTF-8, else windows-1252; ISO-8859-15 only by € Š š ž without windows-1252’s own bytes', () => {
    const texts = { cp1252: ['Müller GmbH;Straße', 'Škoda a.s.;„Zitat“ – 5 €', 'Müller´s Hof;Weg 1½'], iso8859_15: ['Škoda a.s.;Žilina;5 €', 'Cœur SARL'] }
    const jobs = Object.entries(texts).flatMap(([codec, list]) => list.map((text) => ({ text, codec, bom: false, delimiter: ';' })))
    const written = new Map(pythonWriteAndReadAll(jobs).map(({ bytes }, i) => [`${jobs[i]!.codec}:${jobs[i]!.text}`, new Uint8Array(bytes)]))
    const cp1252 = (text: string) => written.get(`cp1252:${text}`)!
    const iso = (text: string) => written.get(`iso8859_15:${text}`)!
    expect(detectEncoding(utf8('\uFEFFName'))).toEqual({ encoding: 'utf-8', bom: true })
    expect(detectEncoding(utf8('Müller GmbH'))).toEqual({ encoding: 'utf-8', bom: false })
    expect(detectEncoding(Uint8Array.from([0xff, 0xfe, 0x41, 0]))).toEqual({ encoding: 'utf-16le', bom: true })
    expect(detectEncoding(Uint8Array.from([0xfe, 0xff, 0, 0x41]))).toEqual({ encoding: 'utf-16be', bom: true })
    expect(decodeList(cp1252('Müller GmbH;Straße'))).toEqual({ text: 'Müller GmbH;Straße', encoding: 'windows-1252', bom: false })
    expect(decodeList(cp1252('Škoda a.s.;„Zitat“ – 5 €')).text).toBe('Škoda a.s.;„Zitat“ – 5 €')
    expect(decodeList(iso('Škoda a.s.;Žilina;5 €'))).toEqual({ text: 'Škoda a.s.;Žilina;5 €', encoding: 'iso-8859-15', bom: false })
    // Without € Š š ž the eight bytes read as windows-1252 (½ in a house number, ´ for an apostrophe); the visitor may choose ISO-8859-15.
    expect(decodeList(cp1252('Müller´s Hof;Weg 1½')).text).toBe('Müller´s Hof;Weg 1½')
    expect(decodeList(iso('Cœur SARL'), 'iso-8859-15').text).toBe('Cœur SARL')
  })

  it('the issue’s case: an ANSI file’s "Müller GmbH" and "Straße" heading arrive as written', () => {
    const bytes = new Uint8Array(pythonWriteAndRead('Kundennummer;Firma;Straße;PLZ;Ort;USt-IdNr.\r\nK-001;Müller GmbH;Hauptstraße 1;1010;Wien;ATU12345678\r\n', 'cp1252', false, ';').bytes)
    // The old code read every file as UTF-8.
    expect(new TextDecoder().decode(bytes)).toContain('M\uFFFDller')
    const read = readCustomerList(bytes)
    expect(read.ok && read.list.encoding).toBe('windows-1252')
    if (!read.ok) return
    expect(read.list.columns).toMatchObject({ companyName: 1, street: 2, vatId: 5 })
    expect(batchRows(read.list, read.list.columns)[0]).toEqual({ row: 2, vatId: 'ATU12345678', companyName: 'Müller GmbH', street: 'Hauptstraße 1', postcode: '1010', city: 'Wien' })
  })
})

describe('the columns', () => {
  it('compares headings as whole words, never parts of them', () => {
    const score = (header: string, field: ListField) => headerScore(header, field)
    expect(score('Kundennummer', 'companyName')).toBe(0)
    expect(score('Customer', 'vatId')).toBe(0)
    expect(score('Industry', 'vatId')).toBe(0)
    expect(score('USt-Satz', 'vatId')).toBe(0)
    expect(score('Steuernummer', 'vatId')).toBe(0)
    expect(score('Unternehmensgegenstand', 'companyName')).toBe(0)
    expect(score('客户编号', 'companyName')).toBe(0)
    expect(score('USt-IdNr.', 'vatId')).toBe(1)
    expect(score('Straße', 'street')).toBe(1)
    expect(score('增值税识别号', 'vatId')).toBe(1)
    expect(score('公司名称（含法律形式）', 'companyName')).toBeGreaterThan(0.5)
    expect(score('Name (Adressattyp Unternehmen)', 'companyName')).toBe(1)
  })

  it('the issue’s cases: "Kundennummer" is not the company name, "Customer" and "Industry" are not the VAT ID', () => {
    const german = readCustomerList(utf8('Kundennummer;Kunde;USt-IdNr.;Ort\nK-001;Muster Handels GmbH;ATU12345678;Wien\nK-002;Beta SARL;FR12345678901;Paris\n'))
    expect(german.ok && german.list.columns).toMatchObject({ vatId: 2, companyName: 1, city: 3 })
    const english = readCustomerList(utf8('Customer,Industry,Company,VAT number,City\n100234,Retail,Alpha Ltd,IE1234567WH,Dublin\n100235,Software,Beta GmbH,ATU12345679,Graz\n'))
    expect(english.ok && english.list.columns).toMatchObject({ vatId: 3, companyName: 2, city: 4 })
  })

  it('never takes a number for a company name', () => {
    for (const cell of ['K-001', '100234', 'KD-2023-001', 'D10023', '4711']) expect(isNumberLike(cell), cell).toBe(true)
    for (const cell of ['4711 GmbH', 'Studio 54', '3M Europe GmbH', 'Muster Handels GmbH', '欧洲贸易有限公司']) expect(isNumberLike(cell), cell).toBe(false)
    // Only numbers where a name should be: no column is proposed.
    const read = readCustomerList(utf8('Nr;USt-IdNr.;Ort\n100234;ATU12345678;Wien\n100235;ATU12345679;Graz\n'))
    expect(read.ok && read.list.columns.companyName).toBe(-1)
  })
})

describe('the spreadsheet row of each customer', () => {
  it('the issue’s case: blank lines and a line break inside a quoted cell', () => {
    const text = ['Firma;USt-IdNr.;Straße;Ort', 'Alpha GmbH;ATU10000001;Hauptstraße 1;Wien', '', 'Beta GmbH;ATU10000002;"Am Markt 2', 'Hinterhaus";Graz', ';;;', 'Gamma GmbH;ATU10000003;;Linz', '', '"Delta', 'GmbH";ATU10000004;;Wels', 'No VAT GmbH;;;Salzburg', ''].join('\r\n')
    const read = readCustomerList(utf8(text))
    expect(read.ok && read.list.records.map((r) => [r.row, r.cells[0]])).toEqual([
      [2, 'Alpha GmbH'],
      [4, 'Beta GmbH'],
      [6, 'Gamma GmbH'],
      [8, 'Delta\r\nGmbH'],
      [9, 'No VAT GmbH'],
    ])
  })

  it('is the row LibreOffice Calc shows for it (soffice --convert-to xlsx, read by Python’s zipfile)', { timeout: 120_000 }, () => {
    const soffice = spawnSync('soffice', ['--version'], { encoding: 'utf8' })
    expect(soffice.status, 'LibreOffice (libreoffice-calc-nogui, .ci/install-system-packages)').toBe(0)
    const dir = mkdtempSync(join(tmpdir(), 'lists-'))
    // Semicolon lists in UTF-8 with their blank lines and multi-line cells; the structure, not the encoding, decides the rows.
    const lists = fc.sample(anyList.filter((list) => list.encoding === 'utf-8' && list.delimiter === ';' && list.template !== 'DATEV'), { numRuns: 12, seed: 20261126 })
    lists.forEach((list, i) => writeFileSync(join(dir, `list-${String(i).padStart(2, '0')}.csv`), `\uFEFF${list.text}`))
    const converted = spawnSync('soffice', ['--headless', '--infilter=CSV:59,34,76,1', '--convert-to', 'xlsx', '--outdir', join(dir, 'out'), ...readdirSync(dir).filter((f) => f.endsWith('.csv')).map((f) => join(dir, f))], { encoding: 'utf8', timeout: 100_000 })
    expect(converted.status, converted.stderr).toBe(0)
    const script = [
      'import json,re,sys,zipfile',
      'import xml.etree.ElementTree as ET',
      "ns={'m':'http://schemas.openxmlformats.org/spreadsheetml/2006/main'}",
      'out={}',
      'for path in sys.argv[1:]:',
      '  z=zipfile.ZipFile(path)',
      "  strings=[''.join(t.text or '' for t in si.iter('{%s}t'%ns['m'])) for si in ET.fromstring(z.read('xl/sharedStrings.xml')).findall('m:si',ns)]",
      "  rows={}",
      "  for c in ET.fromstring(z.read('xl/worksheets/sheet1.xml')).iter('{%s}c'%ns['m']):",
      "    v=c.find('m:v',ns)",
      "    if v is None: continue",
      "    value=strings[int(v.text)] if c.get('t')=='s' else v.text",
      "    rows.setdefault(value,[]).append(int(re.sub('[A-Z]+','',c.get('r'))))",
      '  out[path]=rows',
      'print(json.dumps(out))',
    ].join('\n')
    const files = lists.map((_, i) => join(dir, 'out', `list-${String(i).padStart(2, '0')}.xlsx`))
    const python = spawnSync('python3', ['-c', script, ...files], { encoding: 'utf8' })
    expect(python.status, python.stderr).toBe(0)
    const shown = JSON.parse(python.stdout) as Record<string, Record<string, number[]>>
    let compared = 0
    lists.forEach((list, i) => {
      const read = readCustomerList(utf8(`\uFEFF${list.text}`))
      expect(read.ok).toBe(true)
      if (!read.ok) return
      const rows = batchRows(read.list, read.list.columns)
      for (const row of rows) {
        // Each customer's VAT ID is unique in its list: the row LibreOffice puts it in.
        expect(shown[files[i]!]![row.vatId], `${list.template} ${row.vatId}`).toEqual([row.row])
        compared++
      }
    })
    expect(compared).toBeGreaterThan(20)
  })
})
