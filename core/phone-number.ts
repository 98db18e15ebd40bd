/**
 * The full check of a phone number, on the server: the light check (core/phone.ts), then
 * libphonenumber's numbering plans (libphonenumber-js with its smallest metadata, "min": the
 * lengths and leading digits of every country's numbers). A number without a country code is read
 * as the firm dials it, from its own country (content/firm.ts). Kept out of the browser: the
 * metadata alone is 29 KB gzip, and the booking page's JavaScript on first use must stay within
 * 100 KB (docs/benchmarks.md), so the page makes only the light check.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { firm } from '../content/firm'
import { isPlausiblePhone, phoneReading } from './phone'

/**
 * The number in international form ("+49 30 1234567 ext. 12", "+86 755 1234 5678"), or undefined
 * when it is no number libphonenumber knows as possible in its country.
 */
export function phoneNumber(typed: string): string | undefined {
  if (!isPlausiblePhone(typed)) return undefined
  const number = parsePhoneNumberFromString(phoneReading(typed), { defaultCountry: firm.address.countryCode })
  return number?.isValid() ? number.format('INTERNATIONAL', { formatExtension: (main, extension) => `${main} ext. ${extension}` }) : undefined
}
