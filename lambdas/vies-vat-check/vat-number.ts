/**
 * The VAT number as VIES wants it: letters and digits only, upper case, without the country
 * prefix a visitor may have typed ("DE 123 456 789" → "123456789"; Greece: "EL…" or "GR…").
 * The page and the handler clean the same way.
 */
export function cleanVatNumber(countryCode: string, input: string): string {
  const cleaned = input.replace(/[^A-Za-z0-9]/g, '').toUpperCase()
  const prefixes = countryCode === 'EL' ? ['EL', 'GR'] : [countryCode]
  const prefix = prefixes.find((p) => cleaned.startsWith(p) && cleaned.length > p.length)
  return prefix ? cleaned.slice(prefix.length) : cleaned
}
