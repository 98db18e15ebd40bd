// The checker shows an invoice's figures exactly as the file states them, only with the language's
// separators: no binary float touches them. Read back through Intl's own separators (not ours).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { languages } from '../../content/languages'
import { formatDecimal, formatIsoDate } from '../../renderer/islands/EInvoiceChecker/format'

const locales = { de: 'de-DE', en: 'en-GB', zh: 'zh-CN' } as const

describe('formatDecimal', () => {
  for (const lang of languages) {
    it(`keeps every digit of the file and uses ${lang}'s separators`, () => {
      const parts = new Intl.NumberFormat(locales[lang]).formatToParts(1234567.5)
      const group = parts.find((p) => p.type === 'group')!.value
      const decimal = parts.find((p) => p.type === 'decimal')!.value
      fc.assert(
        fc.property(fc.boolean(), fc.stringMatching(/^[0-9]{1,25}$/), fc.option(fc.stringMatching(/^[0-9]{1,12}$/), { nil: undefined }), (negative, whole, fraction) => {
          const text = `${negative ? '-' : ''}${whole}${fraction !== undefined ? `.${fraction}` : ''}`
          const shown = formatDecimal(text, lang)
          const back = shown.replace('−', '-').split(group).join('').replace(decimal, '.')
          expect(back).toBe(text)
        }),
      )
      // Beyond what a float can hold: 25 digits stay 25 digits.
      expect(formatDecimal('1234567890123456789012345.67', lang)).toContain('67')
    })
  }

  it('leaves text that is no decimal as it is', () => {
    expect(formatDecimal(' 12,50 EUR ', 'de')).toBe('12,50 EUR')
    expect(formatDecimal('1e5', 'en')).toBe('1e5')
  })
})

describe('formatIsoDate', () => {
  it('shows the calendar day of the file in every language, whatever the time zone', () => {
    expect(formatIsoDate('2025-03-14', '2025-03-14', 'de')).toBe('14.03.2025')
    expect(formatIsoDate('2025-03-14', '2025-03-14', 'en')).toBe('14 Mar 2025')
    expect(formatIsoDate(null, ' 20251314 ', 'en')).toBe('20251314')
  })
})
