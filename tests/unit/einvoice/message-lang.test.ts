import { describe, expect, it } from 'vitest'
import { findingFor } from '../../../core/einvoice/check'
import { CATALOGUE } from '../../../core/einvoice/rules/catalogue'

// German words no English rule message contains: the check on the data is independent of the
// engine's table of the KoSIT's English messages.
const GERMAN = /\b(muss|müssen|soll|sollen|sollte|dürfen|darf|Das|Die|Der|Eine|Ein|Wenn|Mit|In|enthalten|oder|und)\b|[äöüß]/

describe('the language of an official rule message', () => {
  it('is English for every CEN and Peppol rule, in both syntaxes', () => {
    for (const [id, entry] of Object.entries(CATALOGUE)) {
      if (entry[1] === 'XRechnung') continue
      for (const syntax of ['UBL', 'CII'] as const) expect(findingFor(id, { path: '/x' }, null, syntax).messageLang, id).toBe('en')
    }
  })

  it('is German for each XRechnung rule the KoSIT wrote in German, English for the few it wrote in English', () => {
    const xrechnung = Object.entries(CATALOGUE).filter(([, e]) => e[1] === 'XRechnung')
    expect(xrechnung.length).toBeGreaterThan(0)
    for (const [id, entry] of xrechnung) {
      const german = GERMAN.test(entry[3])
      expect(findingFor(id, { path: '/x' }, null, 'UBL').messageLang, `${id}: ${entry[3]}`).toBe(german ? 'de' : 'en')
    }
    // Both occur: the rule set is not one language.
    expect(new Set(xrechnung.map(([id]) => findingFor(id, { path: '/x' }, null, 'UBL').messageLang))).toEqual(new Set(['de', 'en']))
  })

  it('is English for the site\'s own notes', () => {
    expect(findingFor('SITE-PROFILE-01', { path: '/x' }, null, 'UBL').messageLang).toBe('en')
  })
})
