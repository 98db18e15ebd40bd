import type { Price } from '../content/types'

/**
 * The gross amount of a net amount in EUR at a VAT rate in percent, to the cent: the net amount
 * is taken in whole cents and the tax rounded half up, as an invoice computes it.
 */
export function grossAmount(net: number, ratePercent: number): number {
  const netCents = Math.round(net * 100)
  return Math.round((netCents * (100 + ratePercent)) / 100) / 100
}

/** The same price with every amount as the gross amount at `ratePercent` (§ 3 PAngV: the total price for consumers). */
export function grossPrice(price: Price, ratePercent: number): Price {
  switch (price.kind) {
    case 'fixed':
    case 'from':
      return { ...price, amount: grossAmount(price.amount, ratePercent) }
    case 'range':
      return { kind: 'range', min: grossAmount(price.min, ratePercent), max: grossAmount(price.max, ratePercent) }
    case 'onRequest':
      return price
  }
}

/** Every net amount a price names (none for "on request"). */
export function priceAmounts(price: Price): number[] {
  switch (price.kind) {
    case 'fixed':
    case 'from':
      return [price.amount]
    case 'range':
      return [price.min, price.max]
    case 'onRequest':
      return []
  }
}

/** The lowest and the highest net amount of a set of prices (schema.org's priceRange of the firm). */
export function priceRange(prices: readonly Price[]): { min: number; max: number } | undefined {
  const amounts = prices.flatMap(priceAmounts)
  return amounts.length === 0 ? undefined : { min: Math.min(...amounts), max: Math.max(...amounts) }
}
