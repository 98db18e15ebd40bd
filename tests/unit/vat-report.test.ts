// The VAT Transactions Report analyser (core/vat-report) against reports generated with their
// results known by construction (tests/support/vat-report/generate.ts): both layouts, every
// delimiter and encoding, several currencies, refunds across quarters, transfers, XI, wrong rates,
// read in chunks cut anywhere.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { analyseReport, type VatReport } from '../../core/vat-report/analyse'
import type { VatProfile } from '../../core/vat-report/inputs'
import { eurRatesFromJson, rateTableFromJson } from '../../core/vat-report/tables'
import { buildReport, expectedOss, money, styleArb, testEcb, testRates, txArb, type FileStyle, type Tx } from '../support/vat-report/generate'

const rates = rateTableFromJson(testRates)!
const eurRates = eurRatesFromJson(testEcb)!

async function* chunked(bytes: Uint8Array, cuts: number[]): AsyncIterable<Uint8Array> {
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b)
  let from = 0
  for (const point of [...points, bytes.length]) {
    if (point > from) yield bytes.slice(from, point)
    from = point
  }
}

export async function analyse(bytes: Uint8Array, profile: VatProfile, cuts: number[] = []) {
  const result = await analyseReport(() => chunked(bytes, cuts), { profile, rates, eurRates })
  if (!result.ok) throw new Error(`not analysed: ${JSON.stringify(result)}`)
  return result as VatReport
}

const caseArb = styleArb.chain((style) =>
  fc.record({
    style: fc.constant(style),
    txs: fc.array(txArb(style.layout), { minLength: 1, maxLength: 40 }),
    established: fc.constantFrom(null, 'DE'),
    cuts: fc.array(fc.nat(), { maxLength: 12 }),
  }),
)

const sorted = <T>(items: T[], key: (t: T) => string) => [...items].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0))

describe('analyseReport on generated reports', () => {
  it('gives the totals, rows and findings the report was built with, in every layout, delimiter, encoding and chunking', async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, async ({ style, txs, established, cuts }: { style: FileStyle; txs: Tx[]; established: string | null; cuts: number[] }) => {
        const profile: VatProfile = { established_in: established, oss_registered_in: 'DE', registered_in: ['DE'], prior_year_cross_border_b2c_eur: 0 }
        const { bytes, expected } = buildReport(style, txs, profile)
        const r = await analyse(bytes, profile, cuts)

        expect(r.input).toEqual({
          layout: style.layout,
          delimiter: { '\t': 'tab', ',': 'comma', ';': 'semicolon' }[style.delimiter],
          encoding: style.encoding === 'windows-1252' ? 'windows-1252' : 'utf-8',
          bom: style.encoding === 'utf-8-bom',
          data_rows: expected.dataRows,
        })
        expect(r.counts.by_transaction_type).toEqual(expected.counts)
        expect(r.storage_countries).toEqual(Object.fromEntries(expected.storage))
        expect(Object.fromEntries(Object.entries(r.registration_needed).map(([c, e]) => [c, e.reasons]))).toEqual(Object.fromEntries([...expected.registration].map(([c, reasons]) => [c, [...reasons].sort()])))
        expect(Object.entries(r.registration_needed).filter(([, e]) => e.held).map(([c]) => c)).toEqual(expected.registration.has('DE') ? ['DE'] : [])

        const oss = expectedOss(expected)
        expect(r.oss.lines).toEqual(oss.lines)
        expect(r.oss.corrections).toEqual(oss.corrections)

        expect(sorted(r.local_sales, (l) => `${l.country}|${l.month}|${l.currency}|${l.rate}`)).toEqual(
          sorted(
            [...expected.local].map(([key, e]) => {
              const [country, month, currency, rate] = key.split('|') as [string, string, string, string]
              return { country, month, currency, rate, net: money(e.net, false), vat: money(e.vat, false), rows: e.rows }
            }),
            (l) => `${l.country}|${l.month}|${l.currency}|${l.rate}`,
          ),
        )
        expect(sorted(r.marketplace_collected, (m) => `${m.country}|${m.currency}`)).toEqual(
          sorted(
            [...expected.marketplace].map(([key, e]) => {
              const [country, currency] = key.split('|') as [string, string]
              return { country, currency, net: money(e.net, false), vat: money(e.vat, false), gross: money(e.gross, false), rows: e.rows }
            }),
            (m) => `${m.country}|${m.currency}`,
          ),
        )
        expect(sorted(r.b2b_intra_community.supplies, (s) => `${s.departure}|${s.buyer_country}|${s.currency}`)).toEqual(
          sorted(
            [...expected.b2b].map(([key, e]) => {
              const [departure, buyer_country, currency] = key.split('|') as [string, string, string]
              return { departure, buyer_country, currency, net: money(e.net, false), buyer_vat_ids: [...e.ids].sort(), rows: e.rows }
            }),
            (s) => `${s.departure}|${s.buyer_country}|${s.currency}`,
          ),
        )
        expect(r.b2b_intra_community.id_problems).toEqual(expected.idProblems)
        expect(sorted(r.fc_transfers, (t) => `${t.from}|${t.to}|${t.month}`)).toEqual(
          sorted(
            [...expected.transfers].map(([key, e]) => {
              const [from, to, month] = key.split('|') as [string, string, string]
              return { from, to, month, qty: e.qty, value: e.valued ? money(e.value!, false) : null, currency: e.valued ? 'EUR' : null, rows: e.rows }
            }),
            (t) => `${t.from}|${t.to}|${t.month}`,
          ),
        )
        expect(r.rate_check.invalid).toEqual(expected.invalidRates)
        expect(r.uninterpretable_rows).toEqual(expected.uninterpretable)
        expect(r.flags.find((f) => f.code === 'seller_collected_b2c_not_established')?.rows ?? []).toEqual([...expected.notEstablishedRows].sort((a, b) => a - b))
        expect(r.flags.find((f) => f.code === 'no_ecb_rate')).toBeUndefined()
      }),
      { numRuns: 150 },
    )
  })
})
