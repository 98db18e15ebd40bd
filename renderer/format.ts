import type { Lang, Price } from '../content/types'
import type { UiText } from '../content/types'
import { format } from '../core/text'

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

/** An ISO date (YYYY-MM-DD) as a long date: de "12. Juni 2025", en "12 June 2025", zh "2025年6月12日". */
export function formatLongDate(isoDate: string, lang: Lang): string {
  return new Intl.DateTimeFormat(intlLocale[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`))
}

/** An ISO date as month and year: de "November 2026", en "November 2026", zh "2026年11月". */
export function formatMonthYear(isoDate: string, lang: Lang): string {
  return new Intl.DateTimeFormat(intlLocale[lang], { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`))
}
