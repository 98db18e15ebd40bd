// The list check's parts without a server: reading the lists spreadsheets and ERPs write, the
// columns guessed from their headings, the runner's pace, waiting and retries on a fake clock, and
// the result CSV read back by Python's csv module (an independent reader) over generated values.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { batchLimits, batchRows, csvDelimiter, readCustomerList, resultCsv, rowsToRetry, runBatch, type BatchCsvTexts, type BatchRow, type BatchRowState, type CheckAnswer } from '../../core/qualified-batch'
import type { QualifiedCheckAnswer, QualifiedCheckRequest } from '../../core/qualified-check-api'
import { pythonCsv } from '../support/python-csv'

describe('readCustomerList', () => {
  it('reads a German spreadsheet export: byte order mark, semicolons, German headings', () => {
    const read = readCustomerList('\uFEFFKunde;USt-IdNr.;Straße;PLZ;Ort\r\nMuster Handels GmbH;ATU12345678;Hauptstraße 1;1010;Wien\r\n;;;;\r\nBeta SARL;FR 12 345678901;;75001;Paris\r\n')
    expect(read.ok).toBe(true)
    if (!read.ok) return
    expect(read.list.columns).toEqual({ vatId: 1, companyName: 0, street: 2, postcode: 3, city: 4 })
    expect(batchRows(read.list, read.list.columns)).toEqual([
      { line: 2, vatId: 'ATU12345678', companyName: 'Muster Handels GmbH', street: 'Hauptstraße 1', postcode: '1010', city: 'Wien' },
      { line: 3, vatId: 'FR 12 345678901', companyName: 'Beta SARL', street: '', postcode: '75001', city: 'Paris' },
    ])
  })

  it('reads commas with quoted cells (a comma and a line break inside a name) and English headings', () => {
    const read = readCustomerList('Company Name,VAT ID,City\n"Alpha, Beta & Co. KG",DE811907980,"Frank-\nfurt"\n')
    expect(read.ok && batchRows(read.list, read.list.columns)).toEqual([{ line: 2, vatId: 'DE811907980', companyName: 'Alpha, Beta & Co. KG', street: '', postcode: '', city: 'Frank-\nfurt' }])
  })

  it('reads a tab-separated export, a semicolon inside a quoted name not taken for the delimiter', () => {
    const read = readCustomerList('"Firma; Zweig"\tUID\tOrt\n"Epsilon; Wien"\tATU12345678\tWien\n')
    expect(read.ok && batchRows(read.list, read.list.columns)).toEqual([{ line: 2, vatId: 'ATU12345678', companyName: 'Epsilon; Wien', street: '', postcode: '', city: 'Wien' }])
  })

  it('takes a first row that already holds a VAT ID as a customer, and finds the VAT ID column by its values', () => {
    const read = readCustomerList('Gamma Srl,IT12345678901,Milano\nDelta BV,NL123456789B01,Amsterdam\n')
    expect(read.ok).toBe(true)
    if (!read.ok) return
    expect(read.list.headers).toEqual(['1', '2', '3'])
    expect(read.list.records.map((r) => r.line)).toEqual([1, 2])
    expect(read.list.columns.vatId).toBe(1)
  })

  it('says what is wrong with a list it cannot take', () => {
    expect(readCustomerList('')).toEqual({ ok: false, error: 'noRows' })
    expect(readCustomerList('VAT ID;Name\n')).toEqual({ ok: false, error: 'noRows' })
    expect(readCustomerList(`VAT ID\n${'ATU12345678\n'.repeat(batchLimits.maxRows + 1)}`)).toEqual({ ok: false, error: 'tooManyRows' })
    expect(readCustomerList('x'.repeat(batchLimits.maxFileBytes + 1))).toEqual({ ok: false, error: 'tooLarge' })
    // A spreadsheet's own format (a ZIP file) chosen by mistake.
    expect(readCustomerList('PK\u0003\u0004\u0000\u0000xl/workbook.xml')).toEqual({ ok: false, error: 'unreadable' })
  })
})

const valid = (request: QualifiedCheckRequest): QualifiedCheckAnswer => ({
  route: 'evatr',
  outcome: 'valid',
  status: 'evatr-0000',
  requestedAt: '2026-11-26T10:15:30.123456789+01:00',
  receivedAt: '2026-11-26T09:15:30.512Z',
  reference: 'ref',
  matches: { companyName: 'match', street: 'notRequested', postcode: 'notRequested', city: 'noMatch' },
  codes: { companyName: 'A', city: 'B' },
  attention: ['noMatch'],
  answer: null,
  validFrom: undefined,
  validUntil: undefined,
  request: { requesterVatId: request.requesterVatId, vatId: `${request.countryCode}${request.vatNumber}`, companyName: request.companyName, city: request.city, street: '', postcode: '' },
  record: { status: 'evatr-0000' },
})

/** A runner on a fake clock: sleeping moves the clock; every check is logged with its time. */
function fakeRunner(answer: (request: QualifiedCheckRequest, call: number) => CheckAnswer) {
  let clock = 0
  let inFlight = 0
  let maxInFlight = 0
  const calls: { at: number; vatNumber: string }[] = []
  const states: BatchRowState[] = []
  return {
    calls,
    states,
    maxInFlight: () => maxInFlight,
    runner: {
      check: async (request: QualifiedCheckRequest) => {
        inFlight++
        maxInFlight = Math.max(maxInFlight, inFlight)
        calls.push({ at: clock, vatNumber: request.vatNumber })
        await Promise.resolve()
        clock += 300
        inFlight--
        return answer(request, calls.length)
      },
      sleep: async (ms: number) => void (clock += ms),
      now: () => clock,
      waitWhilePaused: () => Promise.resolve(),
      stopped: () => false,
      onState: (index: number, state: BatchRowState) => void (states[index] = state),
    },
  }
}

const rows = (n: number): BatchRow[] => Array.from({ length: n }, (_, i) => ({ line: i + 2, vatId: `ATU${String(10_000_000 + i)}`, companyName: 'X', street: '', postcode: '', city: 'Y' }))

describe('runBatch', () => {
  it('asks one row at a time, each start a full pace after the one before', async () => {
    const fake = fakeRunner((request) => ({ ok: true, data: valid(request) }))
    await runBatch(fake.runner, rows(40), [...Array(40).keys()], 'DE811907980', 'de')
    expect(fake.maxInFlight()).toBe(1)
    expect(fake.calls).toHaveLength(40)
    for (let i = 1; i < fake.calls.length; i++) expect(fake.calls[i]!.at - fake.calls[i - 1]!.at).toBeGreaterThanOrEqual(batchLimits.paceMs)
    expect(fake.states.every((state) => state.kind === 'done')).toBe(true)
  })

  it('waits out a 429’s Retry-After and asks the same row again; retries a 5xx, then marks "try again"; marks refused input at once', async () => {
    const fake = fakeRunner((request, call) => {
      if (call === 1) return { ok: false, status: 429, error: 'rate_limited', retryAfterSeconds: 17 }
      if (request.vatNumber === 'U10000001') return { ok: false, status: 502, error: 'http_502' }
      if (request.vatNumber === 'U10000002') return { ok: false, status: 400, error: 'invalid_vat_number' }
      return { ok: true, data: valid(request) }
    })
    await runBatch({ ...fake.runner, paceMs: 0 }, rows(4), [0, 1, 2, 3], 'DE811907980', 'en')
    expect(fake.calls[1]!.at - fake.calls[0]!.at).toBeGreaterThanOrEqual(17_000)
    expect(fake.calls.map((c) => c.vatNumber)).toEqual(['U10000000', 'U10000000', 'U10000001', 'U10000001', 'U10000001', 'U10000002', 'U10000003'])
    expect(fake.states.map((s) => s.kind)).toEqual(['done', 'tryAgain', 'refused', 'done'])
    expect(rowsToRetry(fake.states)).toEqual([1])
  })
})

const texts: BatchCsvTexts = {
  headers: { line: 'Zeile', vatId: 'USt-IdNr.', outcome: 'Ergebnis', status: 'Statuscode', validFrom: 'Gültig ab', validUntil: 'Gültig bis', reference: 'Kennung', requestedAt: 'Zeitpunkt', note: 'Hinweis' },
  fields: { companyName: 'Name (Firmenname)', street: 'Straße (Straße)', postcode: 'Postleitzahl (PLZ)', city: 'Ort (Ort)' },
  matchHeader: (field) => `${field}: Abgleich`,
  codeHeader: (field) => `${field}: Code (BZSt)`,
  outcome: (result) => `outcome:${result.outcome}`,
  match: (match) => `match:${match}`,
  state: (state) => `state:${state.kind}`,
}

describe('resultCsv', () => {
  it('writes every row in its order with what was sent and what came back, read back by Python’s csv module', () => {
    const cell = fc.string({ unit: fc.constantFrom(...'ab ;,"\n\r=+-@ÄßΩ增\t'), maxLength: 12 })
    fc.assert(
      fc.property(fc.array(fc.record({ vatId: cell, companyName: cell, street: cell, postcode: cell, city: cell }), { minLength: 1, maxLength: 8 }), fc.constantFrom('de', 'en', 'zh' as const), (values, lang) => {
        const list = values.map((v, i) => ({ line: i + 2, ...v }))
        const states: BatchRowState[] = list.map((row, i) => (i % 3 === 0 ? { kind: 'tryAgain', error: 'http_502' } : { kind: 'done', result: valid({ requesterVatId: 'DE811907980', countryCode: 'AT', vatNumber: row.vatId, companyName: row.companyName, city: row.city, declaration: true }) }))
        const csv = resultCsv(list, states, texts, lang)
        expect(csv.startsWith('\uFEFF')).toBe(true)
        const [header, ...body] = pythonCsv(csv, csvDelimiter[lang])
        expect(header).toHaveLength(21)
        expect(body).toHaveLength(list.length)
        // A cell a spreadsheet would run as a formula keeps its text behind a leading apostrophe.
        const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value)
        body.forEach((cells, i) => {
          const row = list[i]!
          expect(cells.slice(0, 6)).toEqual([String(row.line), row.vatId, row.companyName, row.street, row.postcode, row.city].map(asText))
          if (i % 3 === 0) expect(cells.at(-1)).toBe('state:tryAgain')
          else expect([cells[6], cells[7], cells[10], cells[11], cells[16]]).toEqual(['outcome:valid', 'evatr-0000', 'match:match', 'A', 'match:noMatch'])
        })
      }),
      { numRuns: 60 },
    )
  })
})
