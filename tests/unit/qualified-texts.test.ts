// The qualified confirmation's texts against its contract: every outcome a status code or VIES can
// give (core/qualified-check-api.ts) and every result of a comparison is explained in every language.
import { describe, expect, it } from 'vitest'
import { languages } from '../../content/languages'
import { ustIdBestaetigungPage } from '../../content/pages/ust-id-bestaetigung'
import { evatrStatuses, qualifiedFields } from '../../core/evatr-api'
import { fromEvatrMatch, fromViesMatch, qualifiedOutcomes } from '../../core/qualified-check-api'

describe('the qualified confirmation’s texts', () => {
  it('explain every outcome of every status code and of VIES, in every language, with what to do', () => {
    expect(qualifiedOutcomes.length).toBeGreaterThan(10)
    for (const lang of languages) {
      const t = ustIdBestaetigungPage.text[lang].form
      for (const outcome of qualifiedOutcomes) {
        expect(t.outcomes[outcome as keyof typeof t.outcomes], `${lang} ${outcome}`).toMatchObject({ title: expect.any(String), meaning: expect.any(String), action: expect.any(String) })
      }
      for (const status of Object.keys(evatrStatuses)) expect(t.outcomes[evatrStatuses[status]!.outcome as keyof typeof t.outcomes], `${lang} ${status}`).toBeDefined()
    }
  })

  it('explain every result of a comparison, from the BZSt’s letters and from VIES, and name every detail', () => {
    const results = new Set([...(['A', 'B', 'C', 'D', undefined] as const).map((code) => fromEvatrMatch(code)), ...(['VALID', 'INVALID', 'NOT_PROCESSED', undefined] as const).flatMap((match) => [fromViesMatch(match, true), fromViesMatch(match, false)])])
    expect(results.size).toBe(4)
    for (const lang of languages) {
      const t = ustIdBestaetigungPage.text[lang].form
      for (const result of results) expect(t.matches[result].label, `${lang} ${result}`).not.toBe('')
      for (const field of qualifiedFields) expect(t.fields[field], `${lang} ${field}`).not.toBe('')
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
