// The checker shows an invoice's figures exactly as the file states them, only with the language's
// separators: no binary float touches them. Read back through Intl's own separators (not ours).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { languages } from '../../content/languages'
import { eInvoiceReportTexts } from '../../content/einvoice/report'
import { formatDecimal, formatIsoDate, formatMoney, formatQuantity, minorUnits } from '../../renderer/islands/EInvoiceChecker/format'

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

// Money: one format per language, the currency's minor units at least; Intl.NumberFormat on a Number
// (exact for these small figures) is the oracle, so the figures are not checked against our own code.
describe('formatMoney', () => {
  for (const lang of languages) {
    it(`writes every amount of a currency alike in ${lang}: "20" and "20.00" are the same money`, () => {
      for (const [currency, oracleDigits] of [['EUR', 2], ['JPY', 0], ['BHD', 3], ['USD', 2], ['CNY', 2]] as const) {
        const oracle = new Intl.NumberFormat(locales[lang], { style: 'currency', currency, minimumFractionDigits: oracleDigits, maximumFractionDigits: oracleDigits })
        expect(minorUnits(currency)).toBe(oracleDigits)
        expect(formatMoney('20', currency, lang)).toBe(oracle.format(20))
        expect(formatMoney('1234.5', currency, lang)).toBe(new Intl.NumberFormat(locales[lang], { style: 'currency', currency, minimumFractionDigits: Math.max(1, oracleDigits) }).format(1234.5))
        expect(formatMoney('-7', currency, lang)).toBe(oracle.format(-7))
      }
      expect(formatMoney('20', 'EUR', lang)).toBe(formatMoney('20.00', 'EUR', lang))
    })
    it(`keeps digits the file states beyond the minor units, and big figures exactly, in ${lang}`, () => {
      const three = new Intl.NumberFormat(locales[lang], { style: 'currency', currency: 'EUR', minimumFractionDigits: 3 })
      expect(formatMoney('0.125', 'EUR', lang)).toBe(three.format(0.125))
      // 22 significant digits: more than a float holds; every digit stays (group separators aside).
      expect(formatMoney('12345678901234567890.12', 'EUR', lang).replace(/[^0-9]/g, '')).toBe('1234567890123456789012')
    })
    it(`writes the figure alone with the currency's digits for table columns, and an unknown code beside the figure, in ${lang}`, () => {
      expect(formatMoney('20', 'EUR', lang, { symbol: false })).toBe(new Intl.NumberFormat(locales[lang], { minimumFractionDigits: 2 }).format(20))
      expect(formatMoney('20', 'EURO', lang)).toBe(`${new Intl.NumberFormat(locales[lang], { minimumFractionDigits: 2 }).format(20)} EURO`)
      expect(formatMoney('abc', 'EUR', lang)).toBe('abc')
    })
    it(`shows a figure with more fraction digits than Intl takes, with every digit, in ${lang}`, () => {
      // A file may state 150 decimals (the schema's xs:decimal has no limit); Intl refuses more than 20 to 100.
      const long = `1.${'1'.repeat(150)}`
      for (const shown of [formatMoney(long, 'EUR', lang), formatQuantity(long, 'C62', lang, eInvoiceReportTexts[lang].units)]) {
        expect(shown.replace(/[^0-9]/g, '')).toBe(`1${'1'.repeat(150)}`)
      }
    })
  }
})

// Units: the content's names checked against CLDR's (Intl's unit style) where CLDR has the unit; the
// plural forms follow Intl.PluralRules. Where a unit is not in CLDR the code or the content's name shows.
describe('formatQuantity', () => {
  const cldr: Record<string, string> = { HUR: 'hour', DAY: 'day', WEE: 'week', MON: 'month', ANN: 'year', MIN: 'minute', SEC: 'second', KGM: 'kilogram', GRM: 'gram', MTR: 'meter', KMT: 'kilometer', CMT: 'centimeter', MMT: 'millimeter', LTR: 'liter', MLT: 'milliliter' }
  for (const lang of languages) {
    const units = eInvoiceReportTexts[lang].units
    it(`names Rec. 20 units as CLDR does in ${lang}, singular and plural`, () => {
      const differs: string[] = []
      for (const [code, unit] of Object.entries(cldr)) {
        for (const n of [1, 3, 2.5]) {
          const oracle = new Intl.NumberFormat(locales[lang], { style: 'unit', unit, unitDisplay: 'long' }).format(n)
          const ours = formatQuantity(String(n), code, lang, units)
          if (ours.replace(/\s/g, ' ') !== oracle.replace(/\s/g, ' ')) differs.push(`${code} ${n}: ${ours} ≠ ${oracle}`)
        }
      }
      // British spelling (metre, litre) where CLDR's en-GB long names are American-spelt only in older data.
      expect(differs.filter((d) => !/metre|litre/.test(d))).toEqual([])
    })
    it(`shows a code without a name as the code, with the figure as stated, in ${lang}`, () => {
      expect(formatQuantity('2.50', 'XYZ', lang, units)).toBe(`${new Intl.NumberFormat(locales[lang], { minimumFractionDigits: 2 }).format(2.5)} XYZ`)
      expect(formatQuantity('4', null, lang, units)).toBe('4')
      expect(formatQuantity('1', 'H87', lang, units)).toContain(units.H87!.one)
    })
  }
})
