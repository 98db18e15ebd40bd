import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { strToU8, zipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { IsoDate, VatRateCountry, VatRateTable } from '../../content/types'
import { vatRates } from '../../content/vat-rates'
import { addDays, addMonths, allRates, periodOn } from '../../core/vat-rates'
import { parseReferenceRates } from '../../core/ecb-rates'
import { renderVatRatesFile, vatRatesFile } from '../../scripts/rates/render'
import { csvFromZip, trimReferenceRates } from '../../scripts/rates/ecb'
import { fetchTedb, parseTedbResponse, tedbMemberStates, tedbRates } from '../../scripts/rates/tedb'
import { insertPeriod, updateTable } from '../../scripts/rates/update-table'
import { startFakeTedb, startFileServer, type TedbTruth, type TruthPeriod } from '../support/fake-tedb'
import { spawn } from 'node:child_process'
import { copyRepository } from '../support/repo-copy'

const today = '2026-12-02'

/** What TEDB would answer for a table: each period's rates, filed as TEDB files them. */
function truthOf(table: VatRateTable): TedbTruth {
  const truth: TedbTruth = {}
  for (const code of tedbMemberStates) {
    truth[code] = table.countries[code].periods.map((period): TruthPeriod => {
      const others: TruthPeriod['others'] = period.reduced.map((rate) => [rate, 'REDUCED_RATE'])
      if (period.superReduced !== null) others.push([period.superReduced, 'SUPER_REDUCED_RATE'])
      if (period.parking !== null) others.push([period.parking, 'PARKING_RATE'])
      return { from: period.validFrom, standard: period.standard, others }
    })
  }
  return truth
}

/** What the real service reports beside the mainland: regional rates, and Poland's 8 % also as super-reduced. */
function extras(state: string, period: TruthPeriod): string {
  const situationOn = period.from
  const regional = vatRates.countries[state as VatRateCountry].regionalRates
  const rows = regional.map(
    (rate, index) =>
      `<vatRateResults><memberState>${state}</memberState><type>${index === 0 ? 'STANDARD' : 'REDUCED'}</type><rate><type>${index === 0 ? 'DEFAULT' : 'REDUCED_RATE'}</type><value>${rate}</value></rate><situationOn>${situationOn}+01:00</situationOn><comment>regional</comment></vatRateResults>`,
  )
  if (state === 'PL' && period.others.some(([rate]) => rate === 8)) rows.push(`<vatRateResults><memberState>PL</memberState><type>REDUCED</type><rate><type>SUPER_REDUCED_RATE</type><value>8</value></rate><situationOn>${situationOn}+01:00</situationOn></vatRateResults>`)
  return rows.join('')
}

function signatureOf(rates: { standard: number; others: number[] }): string {
  return `${rates.standard}|${[...new Set(rates.others)].filter((r) => r !== rates.standard).sort((a, b) => a - b).join(',')}`
}

function truthOn(truth: TedbTruth, state: string, day: IsoDate): string | undefined {
  const period = [...(truth[state] ?? [])].reverse().find((p) => p.from <= day)
  return period && signatureOf({ standard: period.standard, others: period.others.map(([rate]) => rate) })
}

function tableOn(table: VatRateTable, state: VatRateCountry, day: IsoDate): string | undefined {
  const period = periodOn(table, state, day)
  return period && signatureOf({ standard: period.standard, others: allRates(period) })
}

async function lookupFrom(url: string) {
  return (day: IsoDate) => fetchTedb(url, tedbMemberStates, day).then((results) => tedbRates(results, (code) => vatRates.countries[code as VatRateCountry]?.regionalRates ?? []))
}

describe('npm run rates:update against a fake TEDB', () => {
  it('changes nothing while TEDB gives the rates the table has (regional rates and TEDB’s own kinds aside)', async () => {
    const fake = await startFakeTedb(truthOf(vatRates), extras)
    try {
      const update = await updateTable(vatRates, await lookupFrom(fake.url), today)
      expect(update.changes).toEqual([])
      expect(update.missing).toEqual([])
      expect(update.table).toEqual(vatRates)
      // Every month from July 2021 to twelve months ahead was asked for.
      expect(fake.requests).toContain('2021-07-01')
      expect(fake.requests).toContain(addMonths('2027-12-01', 0))
      expect(fake.requests).toContain(today)
    } finally {
      await fake.close()
    }
  })

  // Member states without a change inside a month already (Cyprus changed on 21 July 2023).
  const candidates = tedbMemberStates.filter((code) => code !== 'CY')
  // A change on a day of every other month from August 2021 to November 2027. The standard rate
  // stays above every regional rate, and no other rate is one (docs/vat-rates.md: known limits).
  const change = fc.record({
    slot: fc.integer({ min: 0, max: 37 }),
    day: fc.integer({ min: 1, max: 28 }),
    standard: fc.integer({ min: 46, max: 54 }).map((n) => n / 2),
    others: fc.uniqueArray(fc.tuple(fc.integer({ min: 4, max: 28 }).map((n) => n / 2), fc.constantFrom('REDUCED_RATE' as const, 'SUPER_REDUCED_RATE' as const, 'PARKING_RATE' as const)), { maxLength: 3, selector: ([rate]) => rate }),
  })
  const scenario = fc.uniqueArray(
    fc.record({ state: fc.constantFrom(...candidates), changes: fc.uniqueArray(change, { minLength: 1, maxLength: 3, selector: (c) => c.slot }) }),
    { minLength: 1, maxLength: 3, selector: (s) => s.state },
  )

  it('finds every change TEDB reports, to the day, in the past and in the next twelve months, and leaves the rest alone', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (countries) => {
        const truth = truthOf(vatRates)
        const changed = new Map<string, IsoDate[]>()
        for (const { state, changes } of countries) {
          const days: IsoDate[] = []
          for (const c of changes) {
            const from = addDays(addMonths('2021-08-01', c.slot * 2), c.day - 1)
            const nextFirst = addMonths(`${from.slice(0, 7)}-01`, 1)
            // A period TEDB holds for less than until the next monthly probe is not looked for (docs/vat-rates.md).
            if (truth[state]!.some((p) => p.from > from && p.from <= nextFirst)) continue
            const others = c.others.filter(([rate]) => rate !== c.standard && !vatRates.countries[state as VatRateCountry].regionalRates.includes(rate))
            const periods = truth[state]!.filter((p) => p.from.slice(0, 7) !== from.slice(0, 7))
            truth[state] = [...periods, { from, standard: c.standard, others }].sort((a, b) => a.from.localeCompare(b.from))
            days.push(from)
          }
          changed.set(state, days)
        }
        const fake = await startFakeTedb(truth, extras)
        try {
          const update = await updateTable(vatRates, await lookupFrom(fake.url), today)
          for (const code of tedbMemberStates) {
            const country = code as VatRateCountry
            if (!changed.has(code)) {
              expect(update.table.countries[country]).toEqual(vatRates.countries[country])
              continue
            }
            const checkDays = [...truth[code]!.map((p) => p.from), ...changed.get(code)!.map((d) => addDays(d, -1)), addMonths(today, 12)]
            for (const day of checkDays.filter((d) => d >= vatRates.coverageFrom)) expect([code, day, tableOn(update.table, country, day)]).toEqual([code, day, truthOn(truth, code, day)])
          }
          if (update.changes.length > 0) expect(update.table.updatedFromTedb).toBe(today)
        } finally {
          await fake.close()
        }
      }),
      { numRuns: 6 },
    )
  })

  it('keeps the kind a rate had and gives a new rate the kind TEDB files it under', async () => {
    const truth = truthOf(vatRates)
    // Austria: 4.9 % filed as reduced stays super-reduced; a new 7 % filed as parking rate cannot
    // take the place of 13 % and counts as reduced. Germany: a new 12 % parking rate is one.
    truth.AT = [...truth.AT!, { from: '2027-03-15', standard: 20, others: [[10, 'REDUCED_RATE'], [13, 'REDUCED_RATE'], [4.9, 'REDUCED_RATE'], [7, 'PARKING_RATE']] }]
    truth.DE = [...truth.DE!, { from: '2027-05-01', standard: 19, others: [[7, 'REDUCED_RATE'], [12, 'PARKING_RATE']] }]
    const fake = await startFakeTedb(truth, extras)
    try {
      const update = await updateTable(vatRates, await lookupFrom(fake.url), today)
      const periods = update.table.countries.AT.periods
      const last = periods[periods.length - 1]!
      expect(last).toMatchObject({ validFrom: '2027-03-15', validTo: null, standard: 20, reduced: [7, 10, 13], superReduced: 4.9, parking: 13, sources: ['tedb'] })
      expect(periods[periods.length - 2]!.validTo).toBe('2027-03-14')
      expect(update.table.countries.DE.periods.at(-1)).toMatchObject({ validFrom: '2027-05-01', reduced: [7], superReduced: null, parking: 12 })
      expect(update.changes).toEqual(['AT from 2027-03-15: 4.9 / 10 / 13 / 20 → 4.9 / 7 / 10 / 13 / 20 (standard 20)', 'DE from 2027-05-01: 7 / 19 → 7 / 12 / 19 (standard 19)'])
    } finally {
      await fake.close()
    }
  })

  it('stops with TEDB’s reason on a SOAP fault and on an answer that is not TEDB’s', async () => {
    expect(() => parseTedbResponse('<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><env:Fault><faultcode>env:Server</faultcode><faultstring>TEDB-ERR-01 invalid date</faultstring></env:Fault></env:Body></env:Envelope>')).toThrow('TEDB answered with a SOAP fault: TEDB-ERR-01 invalid date')
    expect(() => parseTedbResponse('<html><body>Service unavailable</body></html>')).toThrow('no retrieveVatRatesRespMsg')
    const fake = await startFakeTedb({})
    try {
      await expect(fetchTedb(fake.url, [], '2026-01-01')).rejects.toThrow('situationOn or memberStates missing')
    } finally {
      await fake.close()
    }
  })
})

describe('insertPeriod', () => {
  // Slovakia's last two periods: 20 % with 5 % and 10 % in 2023–2024, then 23 % with 5 % and 19 %.
  const base = vatRates.countries.SK.periods.slice(-2)
  it('cuts the periods a new one overlaps and joins neighbours with the same rates', () => {
    const added = { ...base[1]!, validFrom: '2025-01-01', validTo: null, sources: ['tedb'] }
    expect(insertPeriod(base, added).map((p) => [p.validFrom, p.validTo])).toEqual([
      ['2023-01-01', '2024-12-31'],
      ['2025-01-01', null],
    ])
    const middle = { ...base[0]!, standard: 21, validFrom: '2023-02-10', validTo: '2023-03-31' }
    expect(insertPeriod(base, middle).map((p) => [p.validFrom, p.validTo, p.standard])).toEqual([
      ['2023-01-01', '2023-02-09', 20],
      ['2023-02-10', '2023-03-31', 21],
      ['2023-04-01', '2024-12-31', 20],
      ['2025-01-01', null, 23],
    ])
  })
})

describe('content/vat-rates.ts', () => {
  it('is what the update script writes for its table (so a run without changes leaves it as it is)', () => {
    expect(readFileSync(vatRatesFile, 'utf8')).toBe(renderVatRatesFile(vatRates))
  })
})

describe('the script, run as the workflow runs it', () => {
  let dir = ''
  beforeAll(() => {
    dir = copyRepository('rates-update-')
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('rewrites the rate table with TEDB’s change and the ECB file from the zip, and prints what changed', async () => {
    const truth = truthOf(vatRates)
    truth.DE = [...truth.DE!, { from: '2027-01-01', standard: 19, others: [[7, 'REDUCED_RATE'], [5, 'REDUCED_RATE']] }]
    const fake = await startFakeTedb(truth, extras)
    const csv = 'Date,USD,JPY,XYZ,\n2026-12-01,1.0500,160.10,N/A,\n2021-06-30,1.1884,131.88,N/A,\n2021-07-01,1.1856,131.62,N/A,\n'
    const zip = await startFileServer(zipSync({ 'eurofxref-hist.csv': strToU8(csv) }))
    try {
      // Not spawnSync: the fakes answer from this process.
      const run = await new Promise<{ status: number | null; out: string }>((resolve) => {
        const child = spawn('npx', ['tsx', 'scripts/rates-update.ts'], { cwd: dir, env: { ...process.env, NODE_ENV: '', TEDB_URL: fake.url, ECB_URL: zip.url, TODAY: today } })
        let out = ''
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
        child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
        child.on('close', (status) => resolve({ status, out }))
      })
      expect(run.out).toContain('DE from 2027-01-01: 7 / 19 → 5 / 7 / 19 (standard 19)')
      expect(run.status).toBe(0)
      const written = readFileSync(join(dir, vatRatesFile), 'utf8')
      expect(written).toContain('"validFrom": "2027-01-01"')
      expect(written).toContain(`"updatedFromTedb": "${today}"`)
      expect(readFileSync(join(dir, 'content/exchange-rates/eurofxref-hist.csv'), 'utf8')).toBe('Date,USD,JPY,\n2026-12-01,1.0500,160.10,\n2021-07-01,1.1856,131.62,\n')
    } finally {
      await fake.close()
      await zip.close()
    }
  })
})

describe('the ECB zip', () => {
  it('holds one CSV, read back as written', () => {
    const csv = 'Date,USD,\n2026-01-02,1.0321,\n'
    expect(csvFromZip(zipSync({ 'eurofxref-hist.csv': strToU8(csv) }))).toBe(csv)
    expect(() => csvFromZip(zipSync({ 'a.txt': strToU8('x') }))).toThrow('expected one CSV')
    expect(trimReferenceRates(parseReferenceRates(csv), '2026-01-03').days).toEqual([])
  })
})
