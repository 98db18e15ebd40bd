// The rate table against a real, recorded answer of the Commission's TEDB (not the fake): the
// VatRetrievalService answers HM Revenue & Customs recorded for its stub (tests/fixtures/tedb,
// NOTICE.md). Per situationOn and member state the records are that state's answer for that day;
// on every such day from the table's start, TEDB's set of rates (read by the update script's own
// parseTedbResponse and tedbRates, regional rates left out as the update does) must equal the
// table's, except for the differences listed below, each with its reason (docs/vat-rates.md).
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import type { IsoDate, VatRateCountry, VatRateTable } from '../../content/types'
import { vatRates } from '../../content/vat-rates'
import { allRates, periodOn } from '../../core/vat-rates'
import { fetchTedb, parseTedbResponse, tedbMemberStates, tedbRates, type TedbResult } from '../../scripts/rates/tedb'
import { updateTable } from '../../scripts/rates/update-table'
import { startRecordedTedb } from '../support/recorded-tedb'

const fixture = 'tests/fixtures/tedb/hmrc-eu-vat-rates-stub-2024-04.xml.gz'
const xml = gunzipSync(readFileSync(fixture))
const results = parseTedbResponse(xml.toString('utf8'))

/** Days of the recording, each with its records. */
const byDay = new Map<IsoDate, TedbResult[]>()
for (const result of results) byDay.set(result.situationOn, [...(byDay.get(result.situationOn) ?? []), result])

const regional = (code: string) => vatRates.countries[code as VatRateCountry]?.regionalRates ?? []

interface Difference {
  state: string
  day: IsoDate
  /** Rates TEDB gives that the table does not, and the other way round. */
  onlyTedb: number[]
  onlyTable: number[]
  reason: string
}

/** Every difference between the recording and the table, with why the table stays as it is. */
const expectedDifferences: Difference[] = [
  { state: 'AT', day: '2021-07-01', onlyTedb: [], onlyTable: [5], reason: 'TEDB lacks the temporary 5 % of § 28 Abs. 52 UStG 1994 (1.7.2020–31.12.2021, BMF FAQ)' },
  { state: 'SK', day: '2023-01-01', onlyTedb: [], onlyTable: [5], reason: 'TEDB lists the 5 % of § 27 (3) Act 222/2004 Z. z. (in force since 1.1.2023, Act 222/2022 Z. z.) only from its answer for 2023-07-01' },
  { state: 'ES', day: '2023-07-01', onlyTedb: [], onlyTable: [4, 10], reason: "TEDB's answer holds only the temporary 0 % records (RD-ley 20/2022) beside the standard rates; 10 % and 4 % of Art. 91 Ley 37/1992 applied throughout" },
  { state: 'IE', day: '2023-07-01', onlyTedb: [], onlyTable: [4.8], reason: 'TEDB lacks the livestock rate of s. 46(1)(d) VATCA 2010, which it listed on 2023-01-01' },
  { state: 'CZ', day: '2024-01-01', onlyTedb: [15], onlyTable: [], reason: 'TEDB keeps 15 % records, abolished from 1.1.2024 by Act 349/2023 Sb. (one reduced rate of 12 %, § 47 ZDPH)' },
  { state: 'ES', day: '2024-01-01', onlyTedb: [], onlyTable: [4], reason: 'TEDB lacks the 4 % of Art. 91.Dos Ley 37/1992 (books, medicines …), which applied throughout' },
  { state: 'IE', day: '2024-01-01', onlyTedb: [], onlyTable: [4.8], reason: 'TEDB lacks the livestock rate of s. 46(1)(d) VATCA 2010, which it listed on 2023-01-01' },
]

function sorted(values: Iterable<number>): number[] {
  return [...new Set(values)].sort((a, b) => a - b)
}

/** The differences on every recorded day from the table's start, per member state in that day's answer. */
function differences(table: VatRateTable): Difference[] {
  const found: Difference[] = []
  for (const [day, records] of [...byDay].sort(([a], [b]) => a.localeCompare(b))) {
    if (day < vatRates.coverageFrom) continue
    for (const [state, rates] of [...tedbRates(records, regional)].sort(([a], [b]) => a.localeCompare(b))) {
      const period = periodOn(table, state as VatRateCountry, day)
      if (!period) throw new Error(`${state} ${day}: not in the table`)
      const tedb = sorted([rates.standard, ...rates.others.keys()])
      const listed = sorted([period.standard, ...allRates(period)])
      const onlyTedb = tedb.filter((rate) => !listed.includes(rate))
      const onlyTable = listed.filter((rate) => !tedb.includes(rate))
      if (onlyTedb.length + onlyTable.length > 0) found.push({ state, day, onlyTedb, onlyTable, reason: '' })
    }
  }
  return found
}

describe('the recorded TEDB answer (hmrc/eu-vat-rates-stub, April 2024)', () => {
  it('is the unmodified recording', () => {
    expect(xml.length).toBe(1_991_986)
    expect(createHash('sha256').update(xml).digest('hex')).toBe('e78e2bd3de082d9126687aea034c5446503fe69fe49c9fdf1b00bde60dad703c')
  })

  it('reads as 8,803 records that group into per-day answers, each with the state’s standard rate', () => {
    expect(results).toHaveLength(8_803)
    expect(results.every((result) => /^\d{4}-\d{2}-\d{2}$/.test(result.situationOn))).toBe(true)
    const days = new Map([...byDay].map(([day, records]) => [day, [...new Set(records.map((r) => r.memberState))].sort()]))
    expect([...days.keys()].sort()).toEqual(['2021-01-01', '2021-01-09', '2021-03-01', '2021-07-01', '2021-07-31', '2021-10-01', '2022-01-01', '2022-04-01', '2022-04-05', '2022-07-01', '2022-09-09', '2023-01-01', '2023-04-01', '2023-07-01', '2024-01-01', '2024-04-01'])
    for (const [day, records] of byDay) {
      for (const state of new Set(records.map((r) => r.memberState))) {
        expect(records.some((r) => r.memberState === state && r.type === 'STANDARD' && r.rateType === 'DEFAULT'), `${state} ${day}`).toBe(true)
      }
    }
    // The 27 member states and, then still in TEDB, Northern Ireland (the update asks only for the 27).
    expect(days.get('2021-07-01')).toEqual([...tedbMemberStates, 'XI'].sort())
    const without = (day: IsoDate) => [...tedbMemberStates].filter((state) => !days.get(day)!.includes(state))
    expect(['2021-01-01', '2022-01-01', '2022-07-01', '2023-01-01', '2023-07-01', '2024-01-01'].map(without)).toEqual([[], [], ['BE', 'DK', 'FR'], ['CY', 'MT'], ['CY'], ['CY', 'DK']])
  })

  it('agrees with the table on every recorded day since 1 July 2021, apart from the differences explained', () => {
    const found = differences(vatRates)
    const key = (d: Difference) => `${d.state} ${d.day}: TEDB only ${d.onlyTedb.join('/') || '–'}, table only ${d.onlyTable.join('/') || '–'}`
    expect(found.map(key)).toEqual(expectedDifferences.map(key))
    expect(expectedDifferences.every((d) => d.reason.length > 0)).toBe(true)
  })

  it('confirms the changes it covers: MT 12 % from 2024, SK 5 % in 2023, LU 16/13/7/3 % in 2023, CZ 12 % from 2024', () => {
    const on = (state: string, day: IsoDate) => {
      const rates = tedbRates(byDay.get(day)!.filter((r) => r.memberState === state), regional).get(state)!
      return sorted([rates.standard, ...rates.others.keys()])
    }
    expect(on('MT', '2023-07-01')).toEqual([5, 7, 18])
    expect(on('MT', '2024-01-01')).toEqual([5, 7, 12, 18])
    expect(on('SK', '2023-01-01')).toEqual([10, 20])
    expect(on('SK', '2023-07-01')).toEqual([5, 10, 20])
    expect(on('LU', '2022-07-01')).toEqual([3, 8, 14, 17])
    expect(on('LU', '2023-01-01')).toEqual([3, 7, 13, 16])
    expect(on('CZ', '2023-07-01')).toEqual([10, 15, 21])
    expect(on('CZ', '2024-01-01')).toEqual([12, 15, 21])
  })

  // What `npm run rates:update` proposes when the recording answers for TEDB, and why.
  const expectedChanges: [line: string, reason: string][] = [
    ['AT from 2021-07-01: 5 / 10 / 13 / 20 → 10 / 13 / 20 (standard 20)', 'difference AT 2021-07-01'],
    ['CZ from 2024-01-01: 12 / 21 → 12 / 15 / 21 (standard 21)', 'difference CZ 2024-01-01'],
    ['EE from 2022-08-01: 5 / 9 / 20 → 9 / 20 (standard 20)', 'no EE answer between 2022-07-01 and 2023-01-01: the replay answers August–December 2022 with the one of 2022-07-01, before the 5 % of 1.8.2022 (ee-5-2022)'],
    ['EE from 2023-01-01: 9 / 20 → 5 / 9 / 20 (standard 20)', 'the same: from the answer for 2023-01-01 on, TEDB lists 5 %'],
    ['ES from 2023-07-01: 4 / 10 / 21 → 21 (standard 21)', 'difference ES 2023-07-01'],
    ['ES from 2024-01-01: 21 → 10 / 21 (standard 21)', 'difference ES 2024-01-01'],
    ['IE from 2023-07-01: 4.8 / 9 / 13.5 / 23 → 9 / 13.5 / 23 (standard 23)', 'differences IE 2023-07-01 and 2024-01-01'],
    ['SK from 2023-01-01: 5 / 10 / 20 → 10 / 20 (standard 20)', 'difference SK 2023-01-01'],
    ['SK from 2023-07-01: 10 / 20 → 5 / 10 / 20 (standard 20)', 'TEDB lists 5 % from its answer for 2023-07-01'],
  ]

  it('through the update script over HTTP proposes exactly the changes the explained differences lead to, and then agrees with it', async () => {
    const server = await startRecordedTedb(xml.toString('utf8'))
    try {
      const update = await updateTable(vatRates, async (day) => tedbRates(await fetchTedb(server.url, tedbMemberStates, day), regional), '2024-04-01')
      expect(update.changes).toEqual(expectedChanges.map(([line]) => line))
      // The update probes to twelve months after "today", past the recording for every state.
      expect(update.missing).toEqual([...tedbMemberStates].sort())
      expect(server.requests).toContain('2021-07-01')
      // Every state was answered on some day, and after the update the table says what TEDB said on every recorded day.
      expect(differences(update.table)).toEqual([])
      expect(update.table.updatedFromTedb).toBe('2024-04-01')
    } finally {
      await server.close()
    }
  })
})
