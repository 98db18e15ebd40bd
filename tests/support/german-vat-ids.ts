/**
 * German VAT IDs for tests, checked by an oracle written independently of core/evatr-api.ts: ISO/IEC
 * 7064 MOD 11,10 in the "checksum over all digits equals 1" form python-stdnum uses
 * (stdnum/iso7064/mod_11_10.py; stdnum-js de/vat.ts names the same algorithm for the USt-IdNr.),
 * where the code under test computes the ninth digit from the first eight.
 */
export function mod1110Checksum(digits: string): number {
  let check = 5
  for (const digit of digits) check = ((((check || 10) * 2) % 11) + Number(digit)) % 10
  return check
}

/** Whether nine digits form a German VAT number with a fitting check digit (by the oracle). */
export const isValidGermanNumber = (nine: string): boolean => /^\d{9}$/.test(nine) && mod1110Checksum(nine) === 1

/** The German VAT ID whose first eight digits are these: the one ninth digit the oracle accepts. */
export function germanVatId(eight: string): string {
  const digit = [...'0123456789'].find((d) => isValidGermanNumber(eight + d))
  if (digit === undefined) throw new Error(`no check digit fits ${eight}`)
  return `DE${eight}${digit}`
}
