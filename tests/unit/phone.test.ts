// Phone numbers as visitors type them (core/phone.ts, the light check in the browser; core/phone-number.ts,
// the server's full check). The numbers come from libphonenumber's own example numbers (one mobile number
// per country), written the ways people write them; the oracle is the example's digits with its country's
// calling code, not the code under test.
import fc from 'fast-check'
import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min'
import examples from 'libphonenumber-js/examples.mobile.json' with { type: 'json' }
import { describe, expect, it } from 'vitest'
import { terminPage } from '../../content/pages/termin'
import { parseBookingRequest } from '../../core/booking-api'
import { isPlausiblePhone } from '../../core/phone'
import { phoneNumber } from '../../core/phone-number'

const countries = Object.keys(examples) as CountryCode[]
const fullWidth = (text: string) => text.replace(/[0-9+()\- ]/g, (c) => (c === ' ' ? '\u3000' : String.fromCharCode(c.charCodeAt(0) + 0xfee0)))
const digitsOf = (text: string) => text.replace(/\D/g, '')

/** A national number cut into groups of 2–4 digits, joined by one separator. */
const grouped = (national: string, sizes: number[], separator: string) => {
  const parts: string[] = []
  let rest = national
  for (let i = 0; rest.length > 0; i++) {
    const size = sizes[i % sizes.length]!
    parts.push(rest.slice(0, size))
    rest = rest.slice(size)
  }
  return parts.join(separator)
}

const typedNumber = fc
  .record({
    country: fc.constantFrom(...countries),
    prefix: fc.constantFrom('+', '00', '+ ', '00 '),
    bracketCode: fc.boolean(),
    sizes: fc.array(fc.integer({ min: 2, max: 4 }), { minLength: 1, maxLength: 3 }),
    separator: fc.constantFrom(' ', '-', '.', '/', ' - ', ''),
    extension: fc.option(fc.tuple(fc.constantFrom(' ext. ', ' ext ', ' x', ' x ', ' #', '转', ' 转 ', '分机', ' Durchwahl ', ' Dw. ', ';ext='), fc.stringMatching(/^[1-9][0-9]{0,4}$/)), { nil: undefined }),
    width: fc.constantFrom('ascii', 'full'),
  })
  .map(({ country, prefix, bracketCode, sizes, separator, extension, width }) => {
    const code = getCountryCallingCode(country)
    const national = examples[country as keyof typeof examples]
    const codePart = bracketCode ? `(${prefix}${code})` : `${prefix}${code}`
    const typed = `${codePart} ${grouped(national, sizes, separator)}${extension ? extension.join('') : ''}`
    return { typed: width === 'full' ? fullWidth(typed) : typed, e164: `+${code}${national}`, extension: extension?.[1] }
  })

describe('a phone number (core/phone.ts, core/phone-number.ts)', () => {
  it('is read however it is written, in full-width digits too, with its extension, and given back as the firm dials it (fast-check)', () => {
    fc.assert(
      fc.property(typedNumber, ({ typed, e164, extension }) => {
        expect(isPlausiblePhone(typed), typed).toBe(true)
        const read = phoneNumber(typed)
        expect(read, typed).toBeDefined()
        const [main, ext] = read!.split(' ext. ')
        expect(`+${digitsOf(main!)}`).toBe(e164)
        expect(ext).toBe(extension)
        // The international form: "+<code> <groups>", nothing but digits and spaces before the extension.
        expect(main).toMatch(/^\+[0-9]+( [0-9]+)*$/)
      }),
      { numRuns: 1500 },
    )
  })

  it('reads a number without a country code as the firm dials it, from Germany', () => {
    expect(phoneNumber('06128 987654-0')).toBe('+49 6128 9876540')
    expect(phoneNumber('(0151) 234 567 89')).toBe('+49 1512 3456789')
    expect(phoneNumber('０３０　１２３４５６７ Durchwahl １２')).toBe('+49 30 1234567 ext. 12')
    expect(phoneNumber('+49 (0)30 1234567')).toBe('+49 30 1234567')
  })

  it('takes a Chinese input method’s number and extension: "＋８６ ７５５ １２３４ ５６７８转１２３"', () => {
    expect(phoneNumber('＋８６ ７５５ １２３４ ５６７８转１２３')).toBe('+86 755 1234 5678 ext. 123')
    expect(phoneNumber('（＋８６）１３８－００１３－８０００')).toBe('+86 138 0013 8000')
    expect(phoneNumber('+86 755 1234 5678 分机 8')).toBe('+86 755 1234 5678 ext. 8')
  })

  it('refuses what holds no number: dots, brackets and dashes, letters, too few or too many digits, two extensions', () => {
    for (const typed of ['.....', '(((((-----', '+ ( ) - . /', 'call me', '+49 1', '1234', '+49 30 1234567 ext. 12 ext. 13', '+49 30 12345678901234567890', '+49 30 1234567 ext.', 'x12', '+49 30 12+34567']) {
      expect(phoneNumber(typed), typed).toBeUndefined()
    }
    expect(isPlausiblePhone('.....')).toBe(false)
    expect(isPlausiblePhone('(((((-----')).toBe(false)
  })

  it('refuses any string of separators alone, and the browser never refuses what the server takes (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('.', '(', ')', '-', '/', ' ', '+', '\u3000', '（', '）', '．', '－', 'x', '#'), maxLength: 40 }), (typed) => {
        expect(isPlausiblePhone(typed)).toBe(false)
        expect(phoneNumber(typed)).toBeUndefined()
      }),
      { numRuns: 1000 },
    )
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 40, unit: 'grapheme' }), fc.stringMatching(/^[+(]?[0-9０-９ ()./\-转x#]{0,30}$/)), (typed) => {
        if (phoneNumber(typed) !== undefined) expect(isPlausiblePhone(typed), typed).toBe(true)
      }),
      { numRuns: 2000 },
    )
  })

  it('reads the examples the booking page gives in every language, extension included', () => {
    for (const lang of ['de', 'en', 'zh'] as const) {
      const { phoneHint, errors } = terminPage.text[lang].form
      for (const text of [phoneHint, errors.invalidPhone]) {
        const example = /\+[0-9][0-9 ]+(?:(?:Durchwahl|ext\.|转) [0-9]+)?/.exec(text)?.[0]
        expect(example, text).toBeDefined()
        expect(phoneNumber(example!), example).toBeDefined()
      }
    }
  })

  it('is what a booking stores: the number as the firm dials it, or a translated refusal', () => {
    const request = { start: '2026-03-30T07:00:00.000Z', name: 'Mei Lin', email: 'mei.lin@example.com', channel: 'phone', company: 'Lin Trading Ltd.', lang: 'zh' }
    expect(parseBookingRequest({ ...request, phone: '＋８６ ７５５ １２３４ ５６７８转１２３' })).toMatchObject({ ok: true, input: { phone: '+86 755 1234 5678 ext. 123' } })
    expect(parseBookingRequest({ ...request, phone: '+44 20 7946 0958 ext. 4' })).toMatchObject({ ok: true, input: { phone: '+44 20 7946 0958 ext. 4' } })
    for (const phone of ['.....', '(((((-----']) expect(parseBookingRequest({ ...request, phone })).toEqual({ ok: false, error: 'invalid_phone' })
  })
})
