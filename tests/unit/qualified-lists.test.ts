// Issue 38 A2, A3, A6: the list check reads ERP exports as a person would. VAT IDs are recognised
// by each member state's format as the Commission publishes it for VIES (core/vat-formats.ts), so a
// heading with a digit ("Firma 1", "Debitor 1", "Skonto 2 %") is never a VAT ID and the heading row
// stays the headings; an SAP ALV list's ruling lines are no customers and its legal-form column no
// name; DATEV's "XI" rows are sent; a number written three ways is asked once.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readCustomerList } from '../../core/customer-list'
import { isVatId } from '../../core/list-columns'
import { batchRows, firstJobs, newPace, prepareRow, runBatch, type BatchRow, type BatchRowState, type CheckAnswer } from '../../core/qualified-batch'
import { attentionOf, type QualifiedCheckAnswer, type QualifiedCheckRequest } from '../../core/qualified-check-api'
import { pythonWriteAndRead } from '../support/python-csv'

const digits = (min: number, max = min) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((d) => d.join(''))
const letter = (set: string) => fc.constantFrom(...set.split(''))
const upper = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const seq = (...parts: fc.Arbitrary<string>[]) => fc.tuple(...parts).map((p) => p.join(''))

/**
 * Numbers of every format of the Commission's VIES FAQ ("What is the format of a VAT number?"),
 * written here from that list, not from core/vat-formats.ts.
 */
const validNumbers: Record<string, fc.Arbitrary<string>> = {
  AT: seq(fc.constant('U'), digits(8)),
  BE: seq(letter('01'), digits(9)),
  BG: digits(9, 10),
  CY: seq(digits(8), letter(upper)),
  CZ: digits(8, 10),
  DE: digits(9),
  DK: digits(8),
  EE: digits(9),
  EL: digits(9),
  ES: seq(fc.oneof(letter(upper), digits(1)), digits(7), fc.oneof(letter(upper), digits(1))),
  FI: digits(8),
  FR: seq(fc.oneof(letter('ABCDEFGHJKLMNPQRSTUVWXYZ'), digits(1)), fc.oneof(letter('ABCDEFGHJKLMNPQRSTUVWXYZ'), digits(1)), digits(9)),
  HR: digits(11),
  HU: digits(8),
  IE: fc.oneof(seq(digits(7), letter('ABCDEFGHIJKLMNOPQRSTUVW'), fc.oneof(fc.constant(''), letter('ABCDEFGHIW'))), seq(digits(1), letter(upper), digits(5), letter('ABCDEFGHIJKLMNOPQRSTUVW'))),
  IT: digits(11),
  LT: fc.oneof(digits(9), digits(12)),
  LU: digits(8),
  LV: digits(11),
  MT: digits(8),
  NL: seq(digits(9), fc.constant('B'), digits(2)),
  PL: digits(10),
  PT: digits(9),
  RO: seq(letter('123456789'), digits(1, 9)),
  SE: seq(digits(10), fc.constant('01')),
  SI: digits(8),
  SK: digits(10),
  XI: fc.oneof(digits(9), digits(12), seq(fc.constant('GD'), letter('01234'), digits(2)), seq(fc.constant('HA'), letter('56789'), digits(2))),
}
const validVatId = fc.constantFrom(...Object.keys(validNumbers)).chain((code) => validNumbers[code]!.map((number) => ({ code, number })))

/** A VAT ID written as people write it: spaces, dots, dashes or slashes anywhere, any case, Greece as EL or GR. */
const written = validVatId.chain(({ code, number }) =>
  fc.tuple(fc.constantFrom(code, code === 'EL' ? 'GR' : code), fc.array(fc.constantFrom('', '', '', ' ', '.', '-', '/', '  '), { minLength: number.length + 2, maxLength: number.length + 2 }), fc.array(fc.boolean(), { minLength: number.length + 2, maxLength: number.length + 2 })).map(([prefix, gaps, lower]) => ({
    code,
    number,
    text: [...`${prefix}${number}`].map((ch, i) => `${gaps[i]}${lower[i] ? ch.toLowerCase() : ch}`).join('') + gaps[number.length + 1],
  })),
)

/** Everyday headings with a digit, from German and English ERP and spreadsheet exports (the issue found 15 of 72 taken for VAT IDs). */
const headingsWithDigits = [
  'Firma 1', 'Firma 2', 'Firma 3', 'Debitor 1', 'Kreditor 1', 'Skonto 2 %', 'Skonto 1 %', 'Plz 2', 'Bemerkung 1', 'Bemerkung 2', 'Name 1', 'Name 2', 'Name 3', 'Name 4',
  'Straße 2', 'Strasse 2', 'Adresse 1', 'Adresse 2', 'Adresszeile 2', 'Ort 2', 'Telefon 1', 'Telefon 2', 'Fax 1', 'E-Mail 2', 'Kontakt 1', 'Ansprechpartner 2', 'Bank 1',
  'IBAN 1', 'BIC 1', 'Zahlungsziel 30', 'Zahlungsziel 14 Tage', 'Rabatt 3 %', 'Preisgruppe 2', 'Mahnstufe 1', 'Mahnstufe 3', 'Sachkonto 1', 'Kostenstelle 1',
  'Land 2', 'Sprache 1', 'Info 1', 'Info 2', 'Feld 1', 'Feld 10', 'Zusatz 1', 'Zusatzfeld 12', 'Individuelles Feld 1', 'Gruppe 2', 'Kategorie 1', 'Lieferant 1',
  'Address 1', 'Address 2', 'Address Line 2', 'Phone 1', 'Phone 2', 'Email 2', 'Notes 1', 'Note 2', 'Discount 2 %', 'Custom 1', 'Field 12', 'Reference 1', 'Region 2',
  'Se 1', 'Be 1', 'At 2', 'Fi 1', 'Debit 1', 'Pl 2', 'Ro', 'Nl 1', 'Es 2', 'El 1',
]

describe('A2: a VAT ID by its member state’s format', () => {
  it('every number of a member state’s or Northern Ireland’s format is recognised, in any spacing and case', () => {
    fc.assert(fc.property(written, ({ text }) => isVatId(text)), { numRuns: 3000 })
  })

  it('no heading is a VAT ID: everyday ones with a digit, and random words followed by a number', () => {
    expect(headingsWithDigits.filter(isVatId)).toEqual([])
    const heading = fc.tuple(fc.string({ unit: letter(`${upper}abcdefghijklmnopqrstuvwxyz`), minLength: 3, maxLength: 14 }), fc.constantFrom(' ', '', '-', '_', '. '), digits(1, 2), fc.constantFrom('', ' %', '%', '.', ' Tage', ' days', ')')).map((p) => p.join(''))
    fc.assert(fc.property(heading, (text) => !isVatId(text)), { numRuns: 3000 })
  })

  it('too short, too long or wrongly placed letters are no VAT ID', () => {
    for (const text of ['ATU1234567', 'ATU123456789', 'AT12345678', 'DE12345678', 'DE1234567890', 'NL123456789', 'NL123456789A01', 'FR1O123456789', 'BE2123456789', 'SE123456789012', 'XIGD512', 'IT1234567890', 'RO0', 'K-001', 'Firma 1']) expect(isVatId(text), text).toBe(false)
  })
})

/** Writes a text to a file in windows-1252 by Python's codec, converts it with LibreOffice and gives back the bytes LibreOffice wrote. */
function libreOffice(dir: string, name: string, bytes: Buffer, filters: string[]): void {
  writeFileSync(join(dir, name), bytes)
  const run = spawnSync('soffice', ['--headless', ...filters, '--outdir', dir, join(dir, name)], { encoding: 'utf8', timeout: 100_000 })
  expect(run.status, run.stderr).toBe(0)
}

describe('A2: the exports the issue names, read as a person reads them', () => {
  it('an Excel workbook with "Firma 1 | Firma 2", saved as CSV (ANSI, ";"): headings kept, the name is both cells', { timeout: 120_000 }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'firma12-'))
    const text = ['Kundennr.;Firma 1;Firma 2;Straße;PLZ;Ort;USt-IdNr.;Skonto 2 %;Bemerkung 1', 'K-001;Müller;GmbH & Co. KG;Hauptstraße 1;1010;Wien;ATU12345678;2;', 'K-002;Brasserie du Nord;SARL;12 rue de la Paix;75002;Paris;FR40303265045;;Stammkunde', 'K-003;Alfa Costruzioni;S.r.l.;Via Roma 5;20121;Milano;IT01234567897;2;'].join('\r\n')
    // The workbook: LibreOffice reads the list into a spreadsheet, then saves it as Excel writes a CSV.
    const profile = `-env:UserInstallation=file://${join(dir, 'profile')}`
    libreOffice(dir, 'kunden.csv', pythonWriteAndRead(text, 'cp1252', false, ';').bytes, [profile, '--infilter=CSV:59,34,1,1', '--convert-to', 'xlsx'])
    libreOffice(dir, 'kunden.xlsx', readFileSync(join(dir, 'kunden.xlsx')), [profile, '--convert-to', 'csv:Text - txt - csv (StarCalc):59,34,1,1'])
    const read = readCustomerList(new Uint8Array(readFileSync(join(dir, 'kunden.csv'))))
    expect(read.ok).toBe(true)
    if (!read.ok) return
    expect(read.list.headerRow).toBe(1)
    expect(read.list.records.map(({ row }) => row)).toEqual([2, 3, 4])
    expect(read.list.columns).toMatchObject({ vatId: 6, companyName: 1, street: 3, postcode: 4, city: 5 })
    expect(batchRows(read.list, read.list.columns).map((row) => row.companyName)).toEqual(['Müller GmbH & Co. KG', 'Brasserie du Nord SARL', 'Alfa Costruzioni S.r.l.'])
  })

  it('an SAP ALV list ("|" between cells, a header block, ruling lines): the ruling lines are no customers, "Rechtsform" is no name', () => {
    const rule = '-'.repeat(118)
    const text = [
      'Debitorenstammdaten Buchungskreis 1000',
      'Stichtag 01.12.2026                                                                      Seite 1',
      '',
      rule,
      '| Debitor    | Name 1                       | Rechtsform | Straße                 | PLZ   | Ort       | USt-IdNr.       |',
      rule,
      '| 0000100001 | Müller Maschinenbau          | GmbH       | Hauptstraße 1          | 1010  | Wien      | ATU12345678     |',
      '| 0000100002 | Brasserie du Nord            | SARL       | 12 rue de la Paix      | 75002 | Paris     | FR40303265045   |',
      '| 0000100003 | Handelsagentur Nowak         | Sp. z o.o. | ul. Długa 5            | 00-950| Warszawa  | PL5260250274    |',
      '| 0000100004 | Alfa Costruzioni             | S.r.l.     | Via Roma 5             | 20121 | Milano    | IT01234567897   |',
      rule,
    ].join('\r\n')
    const read = readCustomerList(new TextEncoder().encode(text))
    expect(read.ok).toBe(true)
    if (!read.ok) return
    expect(read.list.delimiter).toBe('|')
    expect(read.list.headerRow).toBe(5)
    expect(read.list.records.map(({ row }) => row)).toEqual([7, 8, 9, 10])
    expect(read.list.columns).toMatchObject({ vatId: 7, companyName: 2, street: 4, postcode: 5, city: 6 })
    expect(batchRows(read.list, read.list.columns).map((row) => [row.vatId, row.companyName])).toEqual([
      ['ATU12345678', 'Müller Maschinenbau GmbH'],
      ['FR40303265045', 'Brasserie du Nord SARL'],
      ['PL5260250274', 'Handelsagentur Nowak Sp. z o.o.'],
      ['IT01234567897', 'Alfa Costruzioni S.r.l.'],
    ])
  })
})

describe('A6: DATEV rows with EU-Land "XI"', () => {
  it('are joined with EU-UStID and sent, as every member state’s rows are', () => {
    const text = [
      '"EXTF";700;16;"Debitoren/Kreditoren";5;20261126101530123;;"RE";"";"";29098;55003;20260101;5;;;"";"";;0;;"";"";"";;',
      '"Konto";"Name (Adressattyp Unternehmen)";"EU-Land";"EU-UStID";"Straße";"Postleitzahl";"Ort";"Land"',
      '"10001";"Belfast Trading Ltd";"XI";"123456789";"1 Donegall Square";"BT1 5GS";"Belfast";"GB"',
      '"10002";"Müller GmbH";"AT";"U12345678";"Hauptstraße 1";"1010";"Wien";"AT"',
      '"10003";"Newry Foods Ltd";"XI";"GD123";"5 Hill Street";"BT34 1AA";"Newry";"GB"',
    ].join('\r\n')
    const read = readCustomerList(new Uint8Array(pythonWriteAndRead(text, 'cp1252', false, ';').bytes))
    expect(read.ok).toBe(true)
    if (!read.ok) return
    expect(read.list.columns).toMatchObject({ vatId: 3, vatCountry: 2, companyName: 1, city: 6 })
    const rows = batchRows(read.list, read.list.columns)
    expect(rows.map((row) => row.vatId)).toEqual(['XI123456789', 'ATU12345678', 'XIGD123'])
    const prepared = rows.map((row) => prepareRow(row, 'DE811907980', 'de'))
    expect(prepared.map((p) => (p.ok ? `${p.request.countryCode}${p.request.vatNumber}` : p.reason))).toEqual(['XI123456789', 'ATU12345678', 'XIGD123'])
  })
})

/** An answer as the function gives it for a request. */
function answerFor(request: QualifiedCheckRequest, call: number): QualifiedCheckAnswer {
  const base = {
    route: 'evatr' as const,
    outcome: 'valid' as const,
    status: 'evatr-0000',
    requestedAt: '2026-11-26T10:15:30+01:00',
    receivedAt: '2026-11-26T09:15:30.512Z',
    reference: `ref-${call}`,
    matches: { companyName: 'match' as const, street: 'notRequested' as const, postcode: 'notRequested' as const, city: 'match' as const },
    codes: { companyName: 'A', city: 'A' },
    validFrom: undefined,
    validUntil: undefined,
    request: { requesterVatId: request.requesterVatId, vatId: `${request.countryCode}${request.vatNumber}`, companyName: request.companyName, city: request.city, street: request.street ?? '', postcode: request.postcode ?? '' },
    record: { status: 'evatr-0000' },
    answer: { httpStatus: 200, contentType: 'application/json', base64: '', sha256: '' },
  }
  return { ...base, attention: attentionOf(base) }
}

async function run(rows: BatchRow[], earlier: { row: BatchRow; state: BatchRowState }[] = []) {
  const calls: QualifiedCheckRequest[] = []
  const states: BatchRowState[] = rows.map(() => ({ kind: 'waiting' }))
  let clock = 0
  await runBatch(
    {
      check: async (request): Promise<CheckAnswer> => {
        calls.push(request)
        return { ok: true, data: answerFor(request, calls.length) }
      },
      sleep: async (ms) => void (clock += ms),
      now: () => clock,
      waitWhilePaused: async () => {},
      stopped: () => false,
      onState: (index, state) => void (states[index] = state),
    },
    firstJobs(rows),
    'DE811907980',
    'de',
    newPace(),
    earlier,
  )
  return { calls, states }
}

describe('A3: duplicates', () => {
  it('15 rows, 5 questions (one number written three ways): 5 requests, each answer on every row that asked it', async () => {
    const customers = [
      { vat: ['ATU12345678', 'ATU 1234 5678', 'atu12345678', 'AT U12345678'], name: 'Müller GmbH', city: 'Wien' },
      { vat: ['FR40303265045', 'FR 40 303 265 045', 'FR40303265045'], name: 'Brasserie du Nord SARL', city: 'Paris' },
      { vat: ['IT01234567897', 'IT01234567897', 'IT 012 345 678 97'], name: 'Alfa Costruzioni S.r.l.', city: 'Milano' },
      { vat: ['PL5260250274', 'PL 526-025-02-74'], name: 'Nowak Sp. z o.o.', city: 'Warszawa' },
      { vat: ['NL123456789B01', 'NL 1234.56.789.B.01', 'nl123456789b01'], name: 'Tulp B.V.', city: 'Amsterdam' },
    ]
    const rows: BatchRow[] = customers.flatMap(({ vat, name, city }) => vat.map((vatId) => ({ vatId, companyName: name, street: '', postcode: '', city }))).map((row, i) => ({ ...row, row: i + 2 }))
    expect(rows).toHaveLength(15)
    const { calls, states } = await run(rows)
    expect(calls.map((c) => `${c.countryCode}${c.vatNumber}`)).toEqual(['ATU12345678', 'FR40303265045', 'IT01234567897', 'PL5260250274', 'NL123456789B01'])
    const references = states.map((state) => (state.kind === 'done' ? state.result.reference : state.kind))
    expect(references).toEqual(customers.flatMap(({ vat }, i) => vat.map(() => `ref-${i + 1}`)))
  })

  it('the same number with another name or town is another question, asked apart with its own receipt', async () => {
    const rows: BatchRow[] = [
      { row: 2, vatId: 'ATU12345678', companyName: 'Müller GmbH', street: '', postcode: '', city: 'Wien' },
      { row: 3, vatId: 'ATU 1234 5678', companyName: 'Müller GmbH', street: '', postcode: '', city: 'Graz' },
      { row: 4, vatId: 'ATU12345678', companyName: 'Mueller GmbH', street: '', postcode: '', city: 'Wien' },
      { row: 5, vatId: 'atu12345678', companyName: ' Müller  GmbH ', street: '', postcode: '', city: 'Wien' },
    ]
    const { calls, states } = await run(rows)
    expect(calls.map((c) => [c.companyName, c.city])).toEqual([['Müller GmbH', 'Wien'], ['Müller GmbH', 'Graz'], ['Mueller GmbH', 'Wien']])
    expect(states.map((s) => (s.kind === 'done' ? s.result.reference : s.kind))).toEqual(['ref-1', 'ref-2', 'ref-3', 'ref-1'])
  })
})

describe('A4: a run continued after a reload', () => {
  it('asks no question answered before the reload, nor one under way then (kept as "no answer"); the rows take those answers', async () => {
    const row = (n: number, vatId: string): BatchRow => ({ row: n, vatId, companyName: 'Müller GmbH', street: '', postcode: '', city: 'Wien' })
    const before = await run([row(2, 'ATU12345678')])
    const interrupted: BatchRowState = { kind: 'noAnswer', error: 'interrupted', at: 5 }
    const earlier = [{ row: row(2, 'ATU12345678'), state: before.states[0]! }, { row: row(3, 'ATU11111111'), state: interrupted }]
    const { calls, states } = await run([row(4, 'ATU 1234 5678'), row(5, 'atu11111111'), row(6, 'ATU22222222')], earlier)
    expect(calls.map((c) => c.vatNumber)).toEqual(['U22222222'])
    expect(states[0]).toEqual(before.states[0])
    expect(states[1]).toEqual(interrupted)
  })
})
