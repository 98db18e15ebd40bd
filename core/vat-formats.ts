/**
 * The format of each member state's VAT ID, and Northern Ireland's (XI), as the European Commission
 * publishes it for VIES ("VIES VAT number validation – FAQ", question "What is the format of a VAT
 * number?", ec.europa.eu/taxation_customs/vies/#/faq; docs/qualified-check-sources.md §7): the number
 * after the prefix, by length, digits and the letters each state places. The list check reads a
 * cell as a VAT ID only when it has one of these shapes: "Firma 1", "Debitor 1", "Skonto 2 %",
 * "Plz 2" or "Bemerkung 1" begin with a member state's prefix too (FI, DE, SK, PL, BE), but none
 * is a number of that state. Check digits are not tested here: the service answers for a number
 * that has the shape but a wrong check digit ("not valid"), and that answer is the evidence.
 */

/** The number after the prefix, per prefix (Greece EL; GR is folded to EL by `parseVatId`). */
export const vatFormats: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(?:\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(?:\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(?:\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/,
}

/** A prefix as written ("GR" for Greece too) as VIES writes it. */
export const vatPrefix = (code: string): string => (code.toUpperCase() === 'GR' ? 'EL' : code.toUpperCase())

/** Whether a number (letters and digits, upper case, no prefix) has its state's format. */
export function hasVatFormat(countryCode: string, number: string): boolean {
  const format = vatFormats[vatPrefix(countryCode)]
  return format !== undefined && format.test(number)
}

/**
 * A VAT ID written with its prefix in any spacing, punctuation and case ("de 123.456.789",
 * "ATU 1234 5678", "GR123456789") as prefix and number, or undefined when it has no state's format.
 */
export function parseVatId(text: string): { countryCode: string; number: string } | undefined {
  const compact = text.replace(/[^A-Za-z0-9+*]/g, '').toUpperCase()
  const countryCode = vatPrefix(compact.slice(0, 2))
  const number = compact.slice(2)
  return hasVatFormat(countryCode, number) ? { countryCode, number } : undefined
}
