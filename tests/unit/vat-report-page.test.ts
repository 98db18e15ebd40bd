import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { vatRates } from '../../content/vat-rates'
import { formatReferenceRates, ossRate, parseReferenceRates, quarterEndRates, quarterEnds, type ReferenceRates } from '../../core/ecb-rates'
import { readCustomerList } from '../../core/customer-list'
import { handOver, handoverCsv, handoverWaiting, takeHandover } from '../../core/vat-id-handover'
import { analyseReport } from '../../core/vat-report/analyse'
import { eurRatesOf, rateTableOf } from '../../core/vat-report/site-tables'
import { rowRanges } from '../../renderer/islands/VatReportAnalyser/format'
import { handleAnalyse } from '../../renderer/islands/VatReportAnalyser/worker-analyse'
import { progressStep, type AnalyseResponse } from '../../renderer/islands/VatReportAnalyser/worker-protocol'
import { referenceRatesFile } from '../../scripts/rates/ecb'
import { buildReport, styleArb, txArb } from '../support/vat-report/generate'

// The analyser page's own logic (issue 40): the ECB history cut to the days a quarter's conversion
// uses gives every quarter the same rate as the whole history; the worker's handling of a file (the
// engine's result unchanged, progress reported in steps, an unreadable file named so); the hand-over
// of buyer VAT IDs read by the list check as its VAT ID column; row numbers as ranges.

const day = (offset: number) => new Date(Date.UTC(2023, 10, 1) + offset * 86_400_000).toISOString().slice(0, 10)

/** Publication calendars over up to 15 months: days published or not, each currency quoted or "N/A". */
const calendar = fc
  .record({
    currencies: fc.uniqueArray(fc.constantFrom('USD', 'GBP', 'PLN', 'HRK'), { minLength: 1, maxLength: 4 }),
    days: fc.array(fc.record({ published: fc.boolean(), quoted: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }), rate: fc.array(fc.integer({ min: 1, max: 99_999_999 }), { minLength: 4, maxLength: 4 }) }), { maxLength: 460 }),
  })
  .map(({ currencies, days }): ReferenceRates => ({
    currencies,
    days: days.flatMap((d, index) => (d.published ? [{ date: day(index), rates: Object.fromEntries(currencies.map((c, i) => [c, d.quoted[i] ? (d.rate[i]! / 10_000).toFixed(4) : null])) }] : [])),
  }))

describe('ECB rates cut to quarter ends (the worker\u2019s table)', () => {
  it('gives every quarter end and currency what the whole history gives', () => {
    fc.assert(
      fc.property(calendar, fc.constantFrom('EUR', 'USD', 'GBP', 'PLN', 'HRK', 'JPY'), (rates, currency) => {
        const cut = quarterEndRates(rates)
        for (const end of quarterEnds(rates)) expect(ossRate(cut, currency, end)).toEqual(ossRate(rates, currency, end))
      }),
    )
  })

  it('does so for the site\u2019s file, in a small part of its size', () => {
    const text = readFileSync(referenceRatesFile, 'utf8')
    const full = parseReferenceRates(text)
    const cut = parseReferenceRates(formatReferenceRates(quarterEndRates(full)))
    for (const end of quarterEnds(full)) for (const currency of full.currencies) expect(ossRate(cut, currency, end)).toEqual(ossRate(full, currency, end))
    expect(formatReferenceRates(quarterEndRates(full)).length).toBeLessThan(text.length / 10)
  })
})

const profile = { established_in: null, oss_registered_in: 'DE', registered_in: ['DE'], prior_year_cross_border_b2c_eur: 0 }
const tables = { rates: rateTableOf(vatRates), eurRates: eurRatesOf(parseReferenceRates(readFileSync(referenceRatesFile, 'utf8'))) }

describe('the worker\u2019s handling of a file', () => {
  it('answers the engine\u2019s result for the file read as a stream, with progress in steps of at least a hundredth', async () => {
    await fc.assert(
      fc.asyncProperty(styleArb, fc.array(txArb('oss_2021'), { minLength: 1, maxLength: 60 }), async (style, txs) => {
        const { bytes } = buildReport(style, txs, profile)
        const blob = new Blob([bytes as Uint8Array<ArrayBuffer>])
        const posted: AnalyseResponse[] = []
        const answer = await handleAnalyse({ id: 7, file: blob, profile }, tables, (message) => posted.push(message))
        const direct = await analyseReport(async function* () {
          yield bytes
        }, { profile, ...tables })
        expect(answer).toEqual({ id: 7, done: true, result: direct })
        const read = posted.map((message) => ('progress' in message ? message.progress : -1))
        expect(read.every((bytes) => bytes > 0)).toBe(true)
        read.forEach((bytes, i) => expect(bytes - (read[i - 1] ?? 0)).toBeGreaterThanOrEqual(progressStep(blob.size)))
      }),
      { numRuns: 25 },
    )
  })

  it('reports progress for a large file, at most once per step', async () => {
    const txs = fc.sample(txArb('oss_2021'), { numRuns: 6_000, seed: 7 })
    const { bytes } = buildReport({ layout: 'oss_2021', delimiter: '\t', encoding: 'utf-8', dateStyle: 'dash', commaDecimal: false, shortRows: false, crlf: false }, txs, profile)
    const blob = new Blob([bytes as Uint8Array<ArrayBuffer>])
    const posted: AnalyseResponse[] = []
    const answer = await handleAnalyse({ id: 1, file: blob, profile }, tables, (message) => posted.push(message))
    expect('result' in answer && answer.result.ok).toBe(true)
    expect(blob.size).toBeGreaterThan(2 * progressStep(blob.size))
    expect(posted.length).toBeGreaterThan(0)
    expect(posted.length).toBeLessThanOrEqual(Math.ceil(blob.size / progressStep(blob.size)))
  })

  it('names a file the browser cannot read unreadable, not the engine', async () => {
    const broken = { size: 10, stream: () => new ReadableStream<Uint8Array>({ pull: (controller) => controller.error(new DOMException('gone', 'NotReadableError')) }) }
    expect(await handleAnalyse({ id: 2, file: broken as unknown as Blob, profile }, tables, () => undefined)).toEqual({ id: 2, done: true, failed: 'unreadable' })
  })
})

class MemoryStorage {
  private readonly items = new Map<string, string>()
  getItem = (key: string) => this.items.get(key) ?? null
  setItem = (key: string, value: string) => void this.items.set(key, value)
  removeItem = (key: string) => void this.items.delete(key)
}

describe('the hand-over of buyer VAT IDs to the list check', () => {
  it('is read by the list check as its VAT ID column, each ID once, and taken once', () => {
    const ids = ['FR10000000046', 'IT00000000042', 'ATU00000043', 'FR10000000046', 'PL0000000044']
    const storage = new MemoryStorage()
    expect(handOver(ids, storage)).toBe(true)
    expect(handoverWaiting(storage)).toBe(true)
    const csv = takeHandover(storage)!
    expect(csv).toBe(handoverCsv(ids))
    expect(handoverWaiting(storage)).toBe(false)
    expect(takeHandover(storage)).toBeUndefined()
    const read = readCustomerList(new TextEncoder().encode(csv))
    if (!read.ok) throw new Error(read.error)
    expect(read.list.columns.vatId).toBe(0)
    expect(read.list.records.map((record) => record.cells[0])).toEqual([...new Set(ids)])
  })

  it('keeps nothing where the browser refuses storage', () => {
    const refusing = { setItem: () => { throw new DOMException('full', 'QuotaExceededError') } }
    expect(handOver(['FR10000000046'], refusing)).toBe(false)
  })
})

describe('row numbers as ranges', () => {
  it('names every row once, consecutive rows as one range', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 2, max: 200 }), { maxLength: 60 }), (rows) => {
        const named = rowRanges(rows)
          .split(', ')
          .filter(Boolean)
          .flatMap((part) => {
            const [from, to = from] = part.split('–').map(Number)
            expect(to! > from! || part.indexOf('–') < 0).toBe(true)
            return Array.from({ length: to! - from! + 1 }, (_, i) => from! + i)
          })
        expect(named).toEqual([...rows].sort((a, b) => a - b))
        // Ranges are maximal: no two parts touch.
        const parts = rowRanges(rows).split(', ').filter(Boolean)
        parts.slice(1).forEach((part, i) => expect(Number(part.split('–')[0]) - Number(parts[i]!.split('–').pop())).toBeGreaterThan(1))
      }),
    )
  })
})
