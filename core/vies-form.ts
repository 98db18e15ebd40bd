/**
 * The VAT ID validator's form rule, apart from the API contract (core/vies-api.ts) because the
 * page runs it before anything else loads (renderer/islands/ViesChecker/guard.ts).
 */

/** SPEC.md §5: a check can be sent once a country is chosen and the number holds more than blanks. */
export function isVatCheckComplete(countryCode: string, vatNumber: string): boolean {
  return countryCode !== '' && vatNumber.trim() !== ''
}
