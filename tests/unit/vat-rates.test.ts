import { describe, expect, it } from 'vitest'
import type { VatRateCountry } from '../../content/types'
import { vatRates } from '../../content/vat-rates'
import { memberStates } from '../../content/countries'
import { addDays, periodOn, rateChanges, tableProblems } from '../../core/vat-rates'

describe('content/vat-rates.ts', () => {
  it('covers the 27 member states and Northern Ireland from 1 July 2021 without gaps or overlaps, every source named', () => {
    expect(Object.keys(vatRates.countries).sort()).toEqual([...memberStates.map((s) => s.code), 'XI'].sort())
    expect(vatRates.coverageFrom).toBe('2021-07-01')
    expect(tableProblems(vatRates)).toEqual([])
  })

  // The changes issue 40 names, each with the sources that state it (docs/vat-rates.md).
  const pinned: [VatRateCountry, string, Partial<{ standard: number; reduced: number[]; superReduced: number | null }>, string][] = [
    ['EE', '2025-07-01', { standard: 24 }, 'Riigikogu, 24 % from 1 July 2025 (taxopolis.eu; TEDB via vatnode; ibericode)'],
    ['FI', '2024-09-01', { standard: 25.5 }, 'TEDB via vatnode; ibericode'],
    ['FI', '2026-01-01', { standard: 25.5, reduced: [10, 13.5] }, '14 % lowered to 13.5 % (Aallon; vatcalc)'],
    ['SK', '2025-01-01', { standard: 23, reduced: [5, 19] }, 'TEDB via vatnode; ibericode'],
    ['RO', '2025-08-01', { standard: 21, reduced: [11] }, 'TEDB via vatnode; ibericode'],
    ['LT', '2026-01-01', { standard: 21, reduced: [5, 12] }, 'Law XV-287 (Sovos; vatapi)'],
    ['AT', '2026-07-01', { standard: 20, superReduced: 4.9 }, 'Ministerrat, 4.9 % for basic foods (LexPress; TEDB via vatnode)'],
  ]
  it.each(pinned)('%s from %s', (country, date, rates) => {
    const period = periodOn(vatRates, country, date)!
    expect(period.validFrom).toBe(date)
    expect(period).toMatchObject(rates)
    const before = periodOn(vatRates, country, addDays(date, -1))!
    expect(before.validTo).toBe(addDays(date, -1))
  })

  it('lists the changes between two days, oldest first, without the table’s start', () => {
    const changes = rateChanges(vatRates, '2021-07-01', '2026-12-31').map((c) => `${c.date} ${c.country}`)
    expect(changes).toContain('2025-07-01 EE')
    expect(changes).not.toContain('2021-07-01 DE')
    expect(changes).toEqual([...changes].sort())
    expect(rateChanges(vatRates, '2026-07-02', '2026-12-31')).toEqual([])
  })

  it('reports a gap, an overlap and an unknown source', () => {
    const broken = structuredClone(vatRates)
    broken.countries.SK.periods[0]!.validTo = '2024-12-30'
    broken.countries.RO.periods[1]!.validFrom = '2025-07-31'
    broken.countries.DE.periods[0]!.sources = ['nowhere']
    expect(tableProblems(broken)).toEqual([
      'DE 2021-07-01: unknown source nowhere',
      'RO 2021-07-01: the next period does not start the day after it ends',
      'SK 2021-07-01: the next period does not start the day after it ends',
    ])
  })
})
