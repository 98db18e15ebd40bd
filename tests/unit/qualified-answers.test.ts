// Issue 38 A1 and C1 in core/: the number comparison (EL/GR, spaces, case, the prefix repeated in
// the number), the duplicate-key reader, and the service's time read as German time (fast-check).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readableServiceTime } from '../../core/qualified-receipt'
import { parseServiceTime } from '../../core/service-time'
import { hasDuplicateKeys, parseStrictJson } from '../../core/strict-json'
import { normalisedFullVatId, sameVatId } from '../../core/vat-id-match'
import { memberStateCodes } from '../../core/vies-api'

const country = fc.constantFrom(...memberStateCodes, 'XI')
const digits = fc.stringMatching(/^[0-9]{8,12}$/)
/** The same text with spaces, dots or dashes between characters and each letter in either case. */
const spelled = (text: string) =>
  fc.array(fc.tuple(fc.boolean(), fc.constantFrom('', ' ', '.', '-')), { minLength: text.length, maxLength: text.length }).map((marks) => [...text].map((c, i) => `${marks[i]![0] ? c.toLowerCase() : c}${marks[i]![1]}`).join(''))

describe('the number comparison', () => {
  it('the same number written another way is the same number: spaces, case, prefix repeated, GR for EL (fast-check)', () => {
    fc.assert(
      fc.property(country, digits, fc.boolean(), fc.boolean(), (code, number, repeatPrefix, greekAlias) => {
        const asked = { countryCode: code, number }
        const answerCountry = code === 'EL' && greekAlias ? 'GR' : code
        const answerNumber = repeatPrefix ? `${answerCountry}${number}` : number
        expect(sameVatId(asked, { countryCode: answerCountry.toLowerCase(), number: answerNumber })).toBe(true)
        fc.assert(
          fc.property(spelled(`${answerCountry}${number}`), (full) => {
            expect(normalisedFullVatId(full)).toBe(normalisedFullVatId(`${code}${number}`))
          }),
          { numRuns: 5 },
        )
      }),
      { numRuns: 500 },
    )
  })

  it('another number or another country is never the same (fast-check)', () => {
    fc.assert(
      fc.property(country, country, digits, digits, (a, b, n, m) => {
        fc.pre((a === 'GR' ? 'EL' : a) !== (b === 'GR' ? 'EL' : b) || n !== m)
        expect(sameVatId({ countryCode: a, number: n }, { countryCode: b, number: m })).toBe(false)
      }),
      { numRuns: 1_000 },
    )
  })

  it('the issue’s cases: FR99999999999 and BE0123456789 are not FR12345678901; GR123456789 is EL123456789', () => {
    expect(sameVatId({ countryCode: 'FR', number: '12345678901' }, { countryCode: 'FR', number: '99999999999' })).toBe(false)
    expect(normalisedFullVatId('BE0123456789')).not.toBe(normalisedFullVatId('FR12345678901'))
    expect(normalisedFullVatId('GR 123 456 789')).toBe(normalisedFullVatId('el123456789'))
  })
})

describe('duplicate keys', () => {
  it('the issue’s answer: ergFirmenname "B" then "A" (JSON.parse reads A)', () => {
    const text = '{"status":"evatr-0000","ergFirmenname":"B","ergFirmenname":"A"}'
    expect(parseStrictJson(text)).toEqual({ ok: true, value: { status: 'evatr-0000', ergFirmenname: 'A' }, duplicateKeys: true })
    expect(hasDuplicateKeys('{"a":1,"\\u0061":2}')).toBe(true)
    expect(hasDuplicateKeys('{"a":{"b":1},"c":{"b":2},"d":["a","a"],"e":"\\"a\\""}')).toBe(false)
    expect(parseStrictJson('{"a":')).toEqual({ ok: false })
  })

  it('finds a repeated name exactly when an object has one, at any depth, however escaped or spaced (fast-check)', () => {
    // Objects built as lists of entries, so a test can know whether a name repeats; written with
    // any spacing and names escaped as \uXXXX or not.
    type Tree = { entries: [string, Tree | number | string][] } | (Tree | number | string)[] | number | string
    const { tree } = fc.letrec<{ tree: Tree }>((tie) => ({
      tree: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.integer(),
        fc.string({ maxLength: 4 }),
        fc.array(tie('tree'), { maxLength: 3 }),
        fc.record({ entries: fc.array(fc.tuple(fc.constantFrom('a', 'b', 'ä', '"', 'ergFirmenname'), tie('tree')), { maxLength: 4 }) }),
      ),
    }))
    const escapeAll = (name: string) => `"${[...name].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}"`
    const write = (t: Tree, escape: boolean, space: string): string => {
      if (typeof t === 'number' || typeof t === 'string') return JSON.stringify(t)
      if (Array.isArray(t)) return `[${t.map((v) => write(v, escape, space)).join(`,${space}`)}]`
      return `{${space}${t.entries.map(([k, v]) => `${escape ? escapeAll(k) : JSON.stringify(k)}${space}:${space}${write(v as Tree, escape, space)}`).join(`${space},`)}}`
    }
    const repeats = (t: Tree): boolean => {
      if (typeof t === 'number' || typeof t === 'string') return false
      if (Array.isArray(t)) return t.some(repeats)
      const names = t.entries.map(([k]) => k)
      return new Set(names).size !== names.length || t.entries.some(([, v]) => repeats(v as Tree))
    }
    fc.assert(
      fc.property(tree, fc.boolean(), fc.constantFrom('', ' ', '\n  '), (t, escape, space) => {
        const text = write(t, escape, space)
        const read = parseStrictJson(text)
        expect(read.ok && read.duplicateKeys).toBe(repeats(t))
      }),
      { numRuns: 1_000 },
    )
  })
})

describe('the service’s time (issue 38 C1)', () => {
  it('a BZSt time without an offset is German time, read the same whatever zone the reader is in; with an offset as written', () => {
    expect(parseServiceTime('2026-11-26T10:31:00')?.toISOString()).toBe('2026-11-26T09:31:00.000Z')
    expect(parseServiceTime('2026-07-01T10:31:00')?.toISOString()).toBe('2026-07-01T08:31:00.000Z')
    expect(parseServiceTime('2026-11-26T10:31:00.123456789+01:00')?.toISOString()).toBe('2026-11-26T09:31:00.123Z')
    expect(parseServiceTime('26.11.2026 10:31')?.toISOString()).toBe('2026-11-26T09:31:00.000Z')
    // Day or month first? Not a time this reading can be sure of: kept as written.
    expect(parseServiceTime('11/12/2026')).toBeUndefined()
    expect(readableServiceTime('11/12/2026', 'en')).toBeUndefined()
    for (const lang of ['de', 'en', 'zh'] as const) {
      const shown = readableServiceTime('2026-11-26T10:31:00', lang)!
      expect(shown, lang).toMatch(/10:31/)
      expect(shown, lang).toMatch(/MEZ|CET|GMT\+1|UTC\+1|中欧/)
    }
  })

  it('any wall time in Berlin read back through Intl in Europe/Berlin is the same wall time (outside the spring gap) (fast-check)', () => {
    const wall = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z'), noInvalidDate: true }), (instant) => {
        const text = wall.format(instant).replace(' ', 'T')
        const read = parseServiceTime(text)!
        expect(wall.format(read).replace(' ', 'T')).toBe(text)
      }),
      { numRuns: 2_000 },
    )
  })
})
