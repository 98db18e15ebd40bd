import ical from 'node-ical'
import { describe, expect, it } from 'vitest'
import { deadlinesForYear, isoDate, nextWorkingDay } from '../../core/deadlines'
import { deadlineIcs } from '../../core/deadline-files'

const table = (year: number) => deadlinesForYear(year).map((r) => [r.period.month, isoDate(r.uva), isoDate(r.zm)])

describe('deadline rules (§ 18, § 18a UStG, § 108 (3) AO)', () => {
  it('2025: all 24 dates — uva on the 10th or 11th/12th, zm on the 25th or 26th/27th/29th', () => {
    expect(table(2025)).toEqual([
      [1, '2025-02-10', '2025-02-25'],
      [2, '2025-03-10', '2025-03-25'],
      [3, '2025-04-10', '2025-04-25'],
      [4, '2025-05-12', '2025-05-26'], // 10 May Saturday; 25 May Sunday
      [5, '2025-06-10', '2025-06-25'],
      [6, '2025-07-10', '2025-07-25'],
      [7, '2025-08-11', '2025-08-25'], // 10 August Sunday
      [8, '2025-09-10', '2025-09-25'],
      [9, '2025-10-10', '2025-10-27'], // 25 October Saturday
      [10, '2025-11-10', '2025-11-25'],
      [11, '2025-12-10', '2025-12-29'], // 25/26 December holidays, then the weekend
      [12, '2026-01-12', '2026-01-26'], // 10 January Saturday; 25 January Sunday
    ])
  })

  it('2026 against hand-checked dates (Whit Monday, Christmas on a Friday)', () => {
    expect(table(2026)).toEqual([
      [1, '2026-02-10', '2026-02-25'],
      [2, '2026-03-10', '2026-03-25'],
      [3, '2026-04-10', '2026-04-27'],
      [4, '2026-05-11', '2026-05-26'], // 25 May 2026 is Whit Monday
      [5, '2026-06-10', '2026-06-25'],
      [6, '2026-07-10', '2026-07-27'],
      [7, '2026-08-10', '2026-08-25'],
      [8, '2026-09-10', '2026-09-25'],
      [9, '2026-10-12', '2026-10-26'],
      [10, '2026-11-10', '2026-11-25'],
      [11, '2026-12-10', '2026-12-28'],
      [12, '2027-01-11', '2027-01-25'],
    ])
  })

  it('2027 against hand-checked dates', () => {
    const rows = table(2027)
    expect(rows[0]).toEqual([1, '2027-02-10', '2027-02-25'])
    expect(rows[2]).toEqual([3, '2027-04-12', '2027-04-26'])
    expect(rows[3]).toEqual([4, '2027-05-10', '2027-05-25'])
    expect(rows[10]).toEqual([11, '2027-12-10', '2027-12-27']) // 26 December 2027 is a Sunday and a holiday
    expect(rows[11]).toEqual([12, '2028-01-10', '2028-01-25'])
  })

  it('moves the advance return one month later with a permanent extension; the EC sales list stays', () => {
    const rows = deadlinesForYear(2025)
    expect(rows.map((r) => isoDate(r.uvaExtended))).toEqual([
      '2025-03-10', '2025-04-10', '2025-05-12', '2025-06-10', '2025-07-10', '2025-08-11',
      '2025-09-10', '2025-10-10', '2025-11-10', '2025-12-10', '2026-01-12', '2026-02-10',
    ])
  })

  it('moves past Saturdays, Sundays and nationwide holidays only', () => {
    expect(isoDate(nextWorkingDay({ year: 2025, month: 10, day: 3 }))).toBe('2025-10-06') // Day of German Unity, Friday
    expect(isoDate(nextWorkingDay({ year: 2025, month: 10, day: 31 }))).toBe('2025-10-31') // Reformation Day is regional
    expect(isoDate(nextWorkingDay({ year: 2025, month: 10, day: 31 }, 'BB'))).toBe('2025-11-03') // … a holiday in Brandenburg
  })
})

const stamp = new Date(Date.UTC(2026, 10, 20, 9, 15, 0))

describe('iCalendar export (RFC 5545)', () => {
  for (const extended of [false, true]) {
    it(`parses back to the 24 all-day deadlines${extended ? ' with the permanent extension' : ''}`, () => {
      const text = deadlineIcs(2025, 'de', extended, stamp)
      expect(text.split('\r\n').length).toBeGreaterThan(50)
      expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/)
      const events = Object.values(ical.sync.parseICS(text)).filter((c) => c?.type === 'VEVENT') as ical.VEvent[]
      expect(events).toHaveLength(24)
      expect(new Set(events.map((e) => e.uid)).size).toBe(24)
      for (const event of events) {
        expect((event.dtstamp as Date).toISOString()).toBe(stamp.toISOString())
        expect((event.start as Date & { dateOnly?: boolean }).dateOnly).toBe(true)
      }
      const december = events.find((e) => e.uid.startsWith('zm-2025-11'))!
      expect(december.summary).toBe('Zusammenfassende Meldung November 2025 fällig')
      const startOf = (e: ical.VEvent) => isoDate({ year: e.start.getFullYear(), month: e.start.getMonth() + 1, day: e.start.getDate() })
      expect(startOf(december)).toBe('2025-12-29')
      const january = events.find((e) => e.uid.includes('2025-01') && e.uid.startsWith('uva'))!
      expect(startOf(january)).toBe(extended ? '2025-03-10' : '2025-02-10')
      expect(january.summary).toContain(extended ? 'Dauerfristverlängerung' : 'USt-Voranmeldung Januar 2025')
    })
  }

  it('writes the same bytes for the same content and stamp, whenever it runs (deterministic build)', async () => {
    const first = deadlineIcs(2026, 'de', true, stamp)
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    expect(deadlineIcs(2026, 'de', true, stamp)).toBe(first)
  })

  it('titles events in the page language', () => {
    expect(deadlineIcs(2026, 'en', false, stamp)).toContain('SUMMARY:Advance VAT return January 2026 due')
    expect(deadlineIcs(2026, 'zh', false, stamp)).toContain('SUMMARY:2026年1月增值税预申报截止')
  })
})
