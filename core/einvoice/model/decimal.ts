/**
 * Decimals are never binary floats: every amount, rate and quantity is a big.js number read from the
 * text as XML Schema's xs:decimal writes it.
 */
import Big from 'big.js'

const xsDecimal = /^[+-]?(\d+(\.\d*)?|\.\d+)$/

/** The xs:decimal in the text (surrounding whitespace allowed, as XML Schema collapses it), else null. */
export function parseDecimal(text: string): Big | null {
  const trimmed = text.trim()
  if (!xsDecimal.test(trimmed)) return null
  // big.js reads "12.50" and "-3" as they are; only a leading "+", a trailing "." or a missing integer part need rewriting.
  if (!/^\+|\.$|^-?\./.test(trimmed)) return new Big(trimmed)
  const normalised = trimmed.replace(/^\+/, '').replace(/\.$/, '').replace(/^(-?)\./, '$10.')
  return new Big(normalised)
}

export const ZERO = new Big(0)

export function sum(values: Iterable<Big>): Big {
  let total = ZERO
  for (const v of values) total = total.plus(v)
  return total
}

/**
 * Rounds to two decimals as XPath's round(x * 100) div 100 does in the official artefacts: halves
 * towards positive infinity (round(-2.5) = -2).
 */
export function round2(value: Big): Big {
  // floor(x * 100 + 0.5) / 100
  const scaled = value.times(100).plus(new Big('0.5'))
  return floor(scaled).div(100)
}

/**
 * A VAT category's tax (BT-117) from its taxable amount (BT-116) and rate (BT-119) as the CEN artefacts
 * compute it in BR-CO-17, round(abs(BT-116) × BT-119 div 100 × 100) div 100: the size is rounded, the
 * taxable amount's sign kept. For a negative taxable amount half a cent goes away from zero (−1.50 at
 * 7 % is −0.11), unlike round2 on the signed figure (−0.10).
 */
export function categoryTax(taxable: Big, rate: Big): Big {
  const size = round2(taxable.abs().times(rate).div(100))
  return taxable.lt(0) ? size.times(-1) : size
}

/** XPath round() to an integer. */
export function roundInteger(value: Big): Big {
  return floor(value.plus(new Big('0.5')))
}

function floor(value: Big): Big {
  const truncated = value.round(0, Big.roundDown)
  return truncated.gt(value) ? truncated.minus(1) : truncated
}

/** Number of digits after the decimal point in the text, as the artefacts count them (`substring-after(., '.')`). */
export function fractionDigits(text: string): number {
  const index = text.indexOf('.')
  return index < 0 ? 0 : text.length - index - 1
}

/** XPath's number() of a text (a cast to xs:double): the decimal and exponent forms amounts take, NaN for anything else, '' included. */
export function xpathNumber(value: string): number {
  const s = value.trim()
  return /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(s) ? Number(s) : Number.NaN
}
