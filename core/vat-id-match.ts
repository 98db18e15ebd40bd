/**
 * Whether a service's answer is about the VAT ID that was asked: the echo it sends (VIES's
 * countryCode and vatNumber, the BZSt's angefragteUstid and anfragendeUstid where present) read
 * the same way as the question. Both sides are normalised alike: letters and digits only, upper
 * case, Greece's GR folded into EL (VIES and the BZSt use EL), the country prefix removed from the
 * number where it is repeated there.
 */
import { cleanVatNumber } from './vies-api'

export interface VatIdParts {
  countryCode: string
  number: string
}

const foldCountry = (code: string) => {
  const upper = code.replace(/[^A-Za-z]/g, '').toUpperCase()
  return upper === 'GR' ? 'EL' : upper
}

/** A country code and a number as one comparable string ("EL123456789"). */
export function normalisedVatId({ countryCode, number }: VatIdParts): string {
  const country = foldCountry(countryCode)
  return `${country}${cleanVatNumber(country, number)}`
}

/** A whole VAT ID with its prefix ("el 123 456 789", "GR123456789") as one comparable string. */
export function normalisedFullVatId(text: string): string {
  const compact = text.replace(/[^A-Za-z0-9]/g, '').toUpperCase()
  return normalisedVatId({ countryCode: compact.slice(0, 2), number: compact })
}

/** Whether two VAT IDs are the same number once both are normalised alike. */
export function sameVatId(a: VatIdParts, b: VatIdParts): boolean {
  return normalisedVatId(a) === normalisedVatId(b)
}
