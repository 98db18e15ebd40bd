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
