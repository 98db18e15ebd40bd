import type { Lang, Price } from '../content/types'
import type { UiText } from '../content/types'
import { format } from './i18n'

/** Locale of each language for numbers, currencies and dates. */
export const intlLocale: Record<Lang, string> = { de: 'de-DE', en: 'en-GB', zh: 'zh-CN' }

/** An amount in euros in the language's format: de "1.000 €", en "€1,000", zh "€1,000". */
export function formatEuro(amount: number, lang: Lang): string {
  return new Intl.NumberFormat(intlLocale[lang], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount)
}

export function formatPrice(price: Price, lang: Lang, t: UiText): string {
  switch (price.kind) {
    case 'fixed':
      return format(t.price.fixed, { amount: formatEuro(price.amount, lang) })
    case 'from':
      return format(t.price.from, { amount: formatEuro(price.amount, lang) })
    case 'onRequest':
      return t.price.onRequest
  }
}
