// The qualified confirmation's texts against its contract: every outcome a status code or VIES can
// give (core/qualified-check-api.ts) and every result of a comparison is explained in every
// language; the BZSt's status list is read as it means it; the validity dates are shown in the
// reader's language, never as an empty place (fast-check over dates present, absent and odd).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { languages } from '../../content/languages'
import { ustIdBestaetigungPage } from '../../content/pages/ust-id-bestaetigung'
import type { Lang } from '../../content/types'
import { evatrStatuses, qualifiedFields } from '../../core/evatr-api'
import { intlLocale } from '../../core/intl-locale'
import { fromEvatrMatch, fromViesMatch, qualifiedOutcomes } from '../../core/qualified-check-api'
import { outcomeText } from '../../core/qualified-texts'

describe('the qualified confirmation’s texts', () => {
  it('explain every outcome of every status code and of VIES, in every language, with what to do', () => {
    expect(qualifiedOutcomes.length).toBeGreaterThan(10)
    for (const lang of languages) {
      const t = ustIdBestaetigungPage.text[lang].form
      for (const outcome of qualifiedOutcomes) {
        expect(t.outcomes[outcome], `${lang} ${outcome}`).toMatchObject({ title: expect.any(String), meaning: expect.any(String), action: expect.any(String) })
      }
      for (const status of Object.keys(evatrStatuses)) expect(t.outcomes[evatrStatuses[status]!.outcome], `${lang} ${status}`).toBeDefined()
    }
  })

  it('explain every result of a comparison, from the BZSt’s letters (and anything else it may send) and from VIES, and name every detail', () => {
    const codes = ['A', 'B', 'C', 'D', 'E', 'a', '', undefined] as const
    const results = new Set([...codes.flatMap((code) => [fromEvatrMatch(code, true), fromEvatrMatch(code, false)]), ...(['VALID', 'INVALID', 'NOT_PROCESSED', undefined] as const).flatMap((match) => [fromViesMatch(match, true), fromViesMatch(match, false)])])
    expect([...results].sort()).toEqual(['match', 'noMatch', 'notReceived', 'notRequested', 'notSupplied'])
    for (const lang of languages) {
      const t = ustIdBestaetigungPage.text[lang].form
      for (const result of results) expect(t.matches[result].label, `${lang} ${result}`).not.toBe('')
      for (const field of qualifiedFields) expect(t.fields[field], `${lang} ${field}`).not.toBe('')
    }
  })

  it('never turn a missing or unknown letter into one the BZSt did not send', () => {
    for (const code of ['E', 'a', 'AB', ' A', '', '1']) expect(fromEvatrMatch(code, true), code).toBe('notReceived')
    expect(fromEvatrMatch(undefined, true)).toBe('notReceived')
    expect(fromEvatrMatch(undefined, false)).toBe('notRequested')
    expect([fromEvatrMatch('A', true), fromEvatrMatch('B', true), fromEvatrMatch('C', true), fromEvatrMatch('D', true)]).toEqual(['match', 'noMatch', 'notRequested', 'notSupplied'])
  })

  it('read the BZSt’s status list as it means it: 0001 is listed, 0001 and 0007 are faulty calls and 0008 asks for a simple request, none of them "try later"', () => {
    expect(evatrStatuses['evatr-0001']).toEqual({ http: undefined, outcome: 'faultyCall' })
    expect(evatrStatuses['evatr-0007']?.outcome).toBe('faultyCall')
    expect(evatrStatuses['evatr-0008']?.outcome).toBe('sessionLimit')
    for (const lang of languages) {
      const { sessionLimit, unavailable, faultyCall } = ustIdBestaetigungPage.text[lang].form.outcomes
      expect(sessionLimit.action).not.toBe(unavailable.action)
      expect(faultyCall.title).not.toBe(unavailable.title)
    }
  })

  it('never say "not valid" where the service could not answer', () => {
    for (const lang of languages) {
      const { unavailable, notValid } = ustIdBestaetigungPage.text[lang].form.outcomes
      expect(unavailable.title).not.toBe(notValid.title)
      expect(unavailable.meaning).toContain('{service}')
    }
  })
})

describe('the validity dates of "not yet valid" and "no longer valid"', () => {
  const day = fc.record({ y: fc.integer({ min: 1990, max: 2099 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 28 }) })
  const two = (n: number) => String(n).padStart(2, '0')
  /** A date as a service might write it: German day-first, ISO, RFC 3339 with an offset; each read as the same day. */
  const written = day.chain(({ y, m, d }) =>
    fc.constantFrom(`${two(d)}.${two(m)}.${y}`, `${y}-${two(m)}-${two(d)}`, `${y}-${two(m)}-${two(d)}T00:00:00+01:00`, `${y}-${two(m)}-${two(d)}T23:30:00-05:00`).map((raw) => ({ raw, y, m, d })),
  )
  const expected = (lang: Lang, { y, m, d }: { y: number; m: number; d: number }) => new Intl.DateTimeFormat(intlLocale[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d))

  it('are shown in the reader’s language whatever format the BZSt wrote, never as an empty place, and odd ones as sent (fast-check)', () => {
    // Odd formats as a service might write them: slashes, month names, no separators, impossible days, words.
    const odd = fc.oneof(fc.constantFrom('2027/01/01', 'Jan 1, 2027', '20270101', '01.13.2027', '31.02.2026', '2027-02-30', 'unbekannt', '—'), fc.stringMatching(/^[\w./:+-]{1,16}$/))
    const date = fc.option(fc.oneof(written, odd.map((raw) => ({ raw }))), { nil: undefined })
    fc.assert(
      fc.property(fc.constantFrom<'notYetValid' | 'noLongerValid'>('notYetValid', 'noLongerValid'), date, date, fc.constantFrom(...languages), (outcome, from, until, lang) => {
        const t = ustIdBestaetigungPage.text[lang].form
        const { meaning } = outcomeText({ outcome, route: 'evatr', validFrom: from?.raw, validUntil: until?.raw }, t, lang)
        expect(meaning).not.toMatch(/\{\w+\}/)
        // An empty place reads "from  to" or "vom bis"; a date shown as sent is a word of its own there
        // ("from toa" is the raw "toa", not a missing date), so it is set aside before looking.
        const places = [from, until].reduce((text, given) => {
          if (!given || 'y' in given) return text
          const raw = given.raw.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          return text.replace(new RegExp(`(?<=[\\s(])${raw}(?=[\\s.,;)]|$)`, 'g'), 'DATE')
        }, meaning)
        expect(places).not.toMatch(/ {2}|\( *\)|vom +bis|from +to|至 *有效/)
        for (const given of [from, until]) {
          if (!given) continue
          if ('y' in given) expect(meaning).toContain(expected(lang, given as unknown as { y: number; m: number; d: number }))
          else expect(meaning).toContain(given.raw.trim())
        }
        if (!from && !until) expect(meaning.length).toBeGreaterThan(t.outcomes[outcome].meaning.replace('{period}', '').trim().length)
      }),
      // A raw date that begins like the word after it (found by CI: "from toa" is no empty place).
      { numRuns: 1_000, examples: [['notYetValid', { raw: 'toa' }, undefined, 'en'], ['noLongerValid', { raw: 'bis' }, { raw: 'to' }, 'de']] },
    )
  })

  it('say so where the BZSt sent no date, and a day that does not exist stays as written', () => {
    const t = ustIdBestaetigungPage.text.de.form
    expect(outcomeText({ outcome: 'noLongerValid', route: 'evatr', validFrom: undefined, validUntil: undefined }, t, 'de').meaning).toBe(`Die Nummer war zum Zeitpunkt der Anfrage nicht gültig. ${t.periods.noLongerValid.none}`)
    expect(outcomeText({ outcome: 'notYetValid', route: 'evatr', validFrom: '01.01.2027', validUntil: undefined }, t, 'de').meaning).toContain('1. Januar 2027')
    expect(outcomeText({ outcome: 'noLongerValid', route: 'evatr', validFrom: '31.02.2020', validUntil: '2025-12-31' }, ustIdBestaetigungPage.text.en.form, 'en').meaning).toBe('The number was not valid at the time of the request. It was valid from 31.02.2020 to 31 December 2025.')
  })
})
