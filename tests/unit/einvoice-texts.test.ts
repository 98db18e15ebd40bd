// The e-invoice checker's texts against the engine: every rule the engine knows has its explanation
// and fix in de, en and zh (read from both sides, no count typed in), no text names a rule the engine
// does not know, every term a rule or a binding names has its name in three languages, and every
// error the engine can refuse a file with has its message. Shared texts name what they are shared for.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { eInvoiceRuleTexts } from '../../content/einvoice/rules'
import { eInvoiceTerms } from '../../content/einvoice/terms'
import { eRechnungPrueferPage } from '../../content/pages/e-rechnung-pruefer'
import { languages } from '../../content/languages'
import { elementOfPath, inLanguage, ruleText, ruleTextSource } from '../../core/einvoice-texts'
import { ciiBinding } from '../../core/einvoice/bindings/cii'
import { ublBinding } from '../../core/einvoice/bindings/ubl'
import type { InputErrorCode, OtherFormat, ProfileId } from '../../core/einvoice/index'
import { allRuleIds, ruleInfo } from '../../core/einvoice/node'
import { CODE_LIST_TERMS } from '../../core/einvoice/syntax/engine'

const ids = allRuleIds()
const context = { terms: 'TERMS', element: 'ELEMENT', categoryName: (code: string) => `CATEGORY-${code}` }

describe('rule explanations', () => {
  it('the engine knows rules (the test reads them, it does not count them)', () => {
    expect(ids.length).toBeGreaterThan(0)
  })

  it('every rule the engine knows has an explanation and a fix in de, en and zh, with every placeholder filled', () => {
    const missing: string[] = []
    for (const id of ids) {
      for (const lang of languages) {
        const text = ruleText(eInvoiceRuleTexts, id, lang, context)
        if (!text || !text.explanation.trim() || !text.fix.trim()) missing.push(`${id} (${lang})`)
        else expect(`${text.explanation} ${text.fix}`, `${id} (${lang})`).not.toMatch(/\{\w+\}/)
      }
    }
    expect(missing).toEqual([])
  })

  it('code list rules that concern different business terms say which, never one shared text (e.g. BR-CL-14 addresses, BR-CL-15 origin)', () => {
    const listRules = Object.entries(CODE_LIST_TERMS)
    expect(listRules.length).toBeGreaterThan(1)
    for (const lang of languages) {
      for (const [a, termsA] of listRules) {
        for (const [b, termsB] of listRules) {
          if (a >= b || termsA.join() === termsB.join()) continue
          expect(ruleText(eInvoiceRuleTexts, a, lang, context)!.explanation, `${a} and ${b} (${lang})`).not.toBe(ruleText(eInvoiceRuleTexts, b, lang, context)!.explanation)
        }
      }
    }
  })

  it('no explanation is written for a rule the engine does not know', () => {
    const known = new Set(ids)
    expect(Object.keys(eInvoiceRuleTexts.rules).filter((id) => !known.has(id))).toEqual([])
  })

  it('a VAT category rule names its category in every language, and only the VAT category rules do', () => {
    for (const id of ids) {
      const source = ruleTextSource(eInvoiceRuleTexts, id)!
      // FeRD's EXTENDED variants of the -08 rules (BR-FXEXT-S-08 …) are VAT category rules too.
      const vat = /^BR-(FXEXT-)?(S|Z|E|AE|IC|G|O|AF|AG)-(0[1-9]|10)$/.test(id)
      expect(source.category !== undefined, id).toBe(vat)
      if (!vat) continue
      for (const lang of languages) {
        const text = ruleText(eInvoiceRuleTexts, id, lang, context)!
        expect(text.explanation, `${id} (${lang})`).toContain(`CATEGORY-${source.category}`)
      }
    }
  })

  it('the decimal rules name the term and the syntax rules the element they concern', () => {
    const decimal = ids.filter((id) => /^BR-DEC-\d+$/.test(id))
    const syntax = ids.filter((id) => /^(UBL-CR|UBL-SR|UBL-DT|CII-SR|CII-DT)-\d+$/.test(id))
    expect(decimal.length).toBeGreaterThan(0)
    expect(syntax.length).toBeGreaterThan(0)
    for (const lang of languages) {
      for (const id of decimal) expect(ruleText(eInvoiceRuleTexts, id, lang, context)!.explanation).toContain('TERMS')
      for (const id of syntax) expect(ruleText(eInvoiceRuleTexts, id, lang, context)!.explanation).toContain('ELEMENT')
    }
  })

  it('a rule the content has no entry for yields none (the page then shows the official wording alone)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{2,6}-[A-Z]{0,3}-?\d{2,4}$/), (id) => {
        fc.pre(!ids.includes(id) && !eInvoiceRuleTexts.rules[id] && !/^(BR-DEC|UBL-CR|UBL-SR|UBL-DT|CII-SR|CII-DT|BR-(S|Z|E|AE|IC|G|O|AF|AG))-/.test(id))
        expect(ruleTextSource(eInvoiceRuleTexts, id)).toBeNull()
      }),
    )
  })
})

describe('business term names', () => {
  const named = (id: string) => {
    const label = eInvoiceTerms[id] ?? eInvoiceTerms[id.replace(/-\d+$/, '')]
    return label !== undefined && languages.every((lang) => label[lang].trim() !== '')
  }

  it('every BT and BG a rule of the engine concerns has its name in de, en and zh', () => {
    const concerned = new Set(ids.flatMap((id) => ruleInfo(id)?.bt ?? []).filter((bt) => /^B[TG]-\d+(-\d+)?$/.test(bt)))
    expect(concerned.size).toBeGreaterThan(0)
    expect([...concerned].filter((bt) => !named(bt))).toEqual([])
  })

  it('every BT and BG of the UBL and CII bindings has its name in de, en and zh', () => {
    const bound = new Set([...Object.keys(ublBinding.paths), ...Object.keys(ciiBinding.paths)].filter((key) => /^B[TG]-\d+$/.test(key)))
    expect(bound.size).toBeGreaterThan(0)
    expect([...bound].filter((id) => !named(id))).toEqual([])
  })
})

describe('the checker texts', () => {
  // The engine's own unions, spelt out here so that the compiler fails this test when one grows.
  const errorCodes: Record<InputErrorCode, true> = { empty: true, 'too-large': true, encoding: true, 'not-xml': true, truncated: true, 'dtd-forbidden': true, 'too-deep': true, 'other-xml': true, 'pdf-without-invoice': true, 'pdf-encrypted': true, 'pdf-damaged': true, 'not-well-formed': true, 'other-format': true, 'pdf-xml-too-large': true, 'pdf-zugferd-1': true }
  const profileIds: Record<ProfileId, true> = { 'xrechnung-3.0': true, 'xrechnung-3.0-extension': true, 'xrechnung-3.0-cvd': true, 'xrechnung-other-version': true, en16931: true, 'peppol-bis-billing-3': true, 'factur-x-minimum': true, 'factur-x-basic-wl': true, 'factur-x-basic': true, 'factur-x-en16931': true, 'factur-x-extended': true, unknown: true, missing: true }

  for (const lang of languages) {
    const t = eRechnungPrueferPage.text[lang].checker
    it(`every input error and every profile has its text (${lang}); the limits and the root element are named`, () => {
      for (const code of Object.keys(errorCodes) as InputErrorCode[]) expect(t.errors[code], code).toBeTruthy()
      expect(t.errors['too-large']).toContain('{limit}')
      expect(t.errors['too-deep']).toContain('{limit}')
      expect(t.errors['other-xml']).toContain('{root}')
      expect(t.errors['pdf-xml-too-large']).toContain('{limit}')
      expect(t.errors['not-well-formed']).toContain('{line}')
      expect(t.errors['not-well-formed']).toContain('{column}')
      const formats: Record<OtherFormat, true> = { png: true, jpeg: true, gif: true, tiff: true, zip: true, html: true }
      for (const f of Object.keys(formats) as OtherFormat[]) expect(t.otherFormats[f], f).toBeTruthy()
      expect(t.errors['load-failed'] && t.retry).toBeTruthy()
      for (const id of Object.keys(profileIds) as ProfileId[]) expect(t.profiles[id].name && t.profiles[id].text, id).toBeTruthy()
    })
  }
})

describe('elementOfPath', () => {
  it('is the last step of a path, without its position', () => {
    expect(elementOfPath('/ubl:Invoice/cac:InvoiceLine[2]/cbc:ID')).toBe('cbc:ID')
    expect(elementOfPath('/rsm:CrossIndustryInvoice/rsm:ExchangedDocument[1]')).toBe('rsm:ExchangedDocument')
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{1,4}:[A-Z][A-Za-z]{0,12}$/), { minLength: 1, maxLength: 6 }), fc.nat(9), (steps, n) => {
        expect(elementOfPath(`/${steps.join('/')}[${n + 1}]`)).toBe(steps.at(-1))
      }),
    )
  })
})

// The checker's page loads the texts of its own language only (scripts/einvoice/texts-vite-plugin.ts).
describe('the texts in one language, as the page loads them', () => {
  const termOf = (names: Readonly<Record<string, Partial<Record<'de' | 'en' | 'zh', string>>>>, id: string, lang: 'de' | 'en' | 'zh') => names[id]?.[lang] || names[id]?.de

  it('give every rule and every term the text the whole file gives, in each language', () => {
    for (const lang of languages) {
      const rules = inLanguage(eInvoiceRuleTexts, lang)
      const terms = inLanguage(eInvoiceTerms, lang)
      for (const id of ids) expect(ruleText(rules, id, lang, context), `${id} (${lang})`).toEqual(ruleText(eInvoiceRuleTexts, id, lang, context))
      for (const id of Object.keys(eInvoiceTerms)) expect(termOf(terms, id, lang), `${id} (${lang})`).toBe(termOf(eInvoiceTerms, id, lang))
    }
  })

  it('hold no other language than their own, and German only where their own text is missing', () => {
    const others = (lang: string) => languages.filter((l) => l !== lang && l !== 'de')
    for (const lang of languages) {
      const json = JSON.stringify(inLanguage(eInvoiceRuleTexts, lang))
      for (const other of others(lang)) expect(json).not.toContain(`"${other}":`)
      if (lang !== 'de') expect(json).not.toContain('"de":')
    }
  })

  it('fall back to German where a translation is missing or empty, as the whole texts do (generated trees)', () => {
    const text = fc.record({ explanation: fc.oneof(fc.constant(''), fc.string({ minLength: 1 })), fix: fc.oneof(fc.constant(''), fc.string({ minLength: 1 })) })
    const localized = fc.record({ de: fc.record({ explanation: fc.string({ minLength: 1 }), fix: fc.string({ minLength: 1 }) }), en: text, zh: text })
    fc.assert(
      fc.property(localized, fc.constantFrom(...languages), (own, lang) => {
        const whole = { ...eInvoiceRuleTexts, rules: { ...eInvoiceRuleTexts.rules, 'BR-01': own } }
        expect(ruleText(inLanguage(whole, lang), 'BR-01', lang, context)).toEqual(ruleText(whole, 'BR-01', lang, context))
      }),
    )
  })
})
