import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatReferenceRates, ossRate, parseReferenceRates, type ReferenceRates } from '../../core/ecb-rates'
import { referenceRatesFile } from '../../scripts/rates/ecb'

const day = (offset: number) => new Date(Date.UTC(2024, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10)

/** A publication calendar: some days published, on each some currencies quoted (the rest "N/A"). */
const calendar = fc
  .record({
    currencies: fc.uniqueArray(fc.constantFrom('USD', 'GBP', 'PLN', 'CNY', 'HRK', 'RUB'), { minLength: 1, maxLength: 6 }),
    days: fc.array(fc.record({ published: fc.boolean(), quoted: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }), rate: fc.array(fc.integer({ min: 1, max: 99_999_999 }), { minLength: 6, maxLength: 6 }) }), { maxLength: 60 }),
  })
  .map(({ currencies, days }): ReferenceRates => ({
    currencies,
    days: days.flatMap((d, index) =>
      d.published ? [{ date: day(index), rates: Object.fromEntries(currencies.map((c, i) => [c, d.quoted[i] ? (d.rate[i]! / 10_000).toFixed(4) : null])) }] : [],
    ),
  }))

/** The oracle: walk the calendar day by day from the period's end; the first day with a quote. */
function walk(rates: ReferenceRates, currency: string, periodEnd: string): { published: string; rate: string } | null {
  const byDate = new Map(rates.days.map((d) => [d.date, d.rates]))
  const last = rates.days[rates.days.length - 1]?.date
  for (let date = periodEnd; last !== undefined && date <= last; date = new Date(Date.parse(date) + 86_400_000).toISOString().slice(0, 10)) {
    const rate = byDate.get(date)?.[currency]
    if (rate) return { published: date, rate }
  }
  return null
}

describe('ossRate (Art. 369h (2) VAT Directive)', () => {
  it('takes the rate published on the last day of the period, or on the next day that quotes the currency', () => {
    fc.assert(
      fc.property(calendar, fc.integer({ min: -5, max: 70 }), fc.nat(5), (rates, end, pick) => {
        const currency = rates.currencies[pick % rates.currencies.length]!
        const periodEnd = day(end)
        const expected = walk(rates, currency, periodEnd)
        const actual = ossRate(rates, currency, periodEnd)
        if (expected === null) expect(actual).toEqual({ ok: false, currency, periodEnd, reason: 'not-yet-published' })
        else expect(actual).toEqual({ ok: true, currency, periodEnd, ...expected })
      }),
      { numRuns: 500 },
    )
  })

  it('reads a file back as it was written', () => {
    fc.assert(
      fc.property(calendar, (rates) => {
        expect(parseReferenceRates(formatReferenceRates(rates))).toEqual(rates)
      }),
      { numRuns: 200 },
    )
  })

  it('answers EUR with 1 and names a currency the ECB does not quote', () => {
    const rates = parseReferenceRates('Date,USD,\n2026-01-02,1.0321,\n')
    expect(ossRate(rates, 'EUR', '2025-12-31')).toMatchObject({ ok: true, rate: '1' })
    expect(ossRate(rates, 'XAU', '2025-12-31')).toEqual({ ok: false, currency: 'XAU', periodEnd: '2025-12-31', reason: 'unknown-currency' })
    expect(() => parseReferenceRates('Date,USD,\n02.01.2026,1.0321,\n')).toThrow('line 2')
    expect(() => parseReferenceRates('Date,USD,\n2026-01-02,1,0321,\n')).not.toThrow()
    expect(() => parseReferenceRates('Date,USD,\n2026-01-02,abc,\n')).toThrow('USD "abc" is not a rate')
  })

  // The committed file, on quarter ends that fall on days without a publication: TARGET closing
  // days (New Year's Day, Good Friday, Easter Monday) and weekends.
  const committed = parseReferenceRates(readFileSync(referenceRatesFile, 'utf8'))
  it.each([
    ['2023-12-31', '2024-01-02'], // a Sunday, then New Year's Day
    ['2024-03-31', '2024-04-02'], // Easter Sunday, then Easter Monday
    ['2024-06-30', '2024-07-01'], // a Sunday
    ['2024-09-30', '2024-09-30'], // a Monday: that day's own rate
    ['2022-12-31', '2023-01-02'], // a Saturday, Sunday 1 January
  ])('a period ending %s converts with the rates of %s', (periodEnd, published) => {
    const rate = ossRate(committed, 'USD', periodEnd)
    expect(rate).toMatchObject({ ok: true, published })
    const row = readFileSync(referenceRatesFile, 'utf8').split('\n').find((line) => line.startsWith(`${published},`))!
    expect(rate.ok && rate.rate).toBe(row.split(',')[1])
  })

  it('the committed file starts with the coverage of the rate table and holds no currency the ECB stopped quoting before it', () => {
    expect(committed.days[0]!.date).toBe('2021-07-01')
    for (const currency of committed.currencies) expect(committed.days.some((d) => d.rates[currency] !== null)).toBe(true)
  })
})
