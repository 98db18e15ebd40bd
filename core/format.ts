import { facts } from '../content/facts'
import { intlLocale } from './intl-locale'
import type { Lang, Price, UiText } from '../content/types'
import { grossPrice } from './prices'
import { format } from './text'


/**
 * An amount in euros in the language's format: de "1.000 €", en "€1,000", zh "1,000欧元" (Chinese
 * legal and tax prose writes the currency after the figure, as the texts do beside {fact:…}).
 */
export function formatEuro(amount: number, lang: Lang): string {
  const decimals = { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 }
  if (lang === 'zh') return `${new Intl.NumberFormat(intlLocale.zh, decimals).format(amount)}欧元`
  return new Intl.NumberFormat(intlLocale[lang], { style: 'currency', currency: 'EUR', ...decimals }).format(amount)
}

/** A price as the language writes it: "1.000 €", "ab 900 €", "200 € bis 400 €", "auf Anfrage". */
export function formatPrice(price: Price, lang: Lang, t: Pick<UiText, 'price'>): string {
  switch (price.kind) {
    case 'fixed':
      return format(t.price.fixed, { amount: formatEuro(price.amount, lang) })
    case 'from':
      return format(t.price.from, { amount: formatEuro(price.amount, lang) })
    case 'range':
      return format(t.price.range, { min: formatEuro(price.min, lang), max: formatEuro(price.max, lang) })
    case 'onRequest':
      return t.price.onRequest
  }
}

/** The standard VAT rate in the language's number format ("19"). */
export function formatVatRate(lang: Lang): string {
  return new Intl.NumberFormat(intlLocale[lang]).format(facts.vatStandardRate.value)
}

/** The total price for consumers (§ 3 PAngV): the net price with the standard VAT rate added. */
export function formatGrossPrice(price: Price, lang: Lang, t: Pick<UiText, 'price'>): string {
  return formatPrice(grossPrice(price, facts.vatStandardRate.value), lang, t)
}

/**
 * How a text states a price: the total price first, the net amount beside it (§ 3 (1), (3) PAngV):
 * "1.190 € inkl. 19 % USt. (netto 1.000 €)".
 */
export function formatTotalAndNet(price: Price, lang: Lang, t: Pick<UiText, 'price'>): string {
  if (price.kind === 'onRequest') return t.price.onRequest
  return format(t.price.totalAndNet, { net: formatPrice(price, lang, t), gross: formatGrossPrice(price, lang, t), rate: formatVatRate(lang) })
}

/** An ISO date (YYYY-MM-DD) as a long date: de "12. Juni 2025", en "12 June 2025", zh "2025年6月12日". */
export function formatLongDate(isoDate: string, lang: Lang): string {
  return new Intl.DateTimeFormat(intlLocale[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`))
}

/** An ISO date as month and year: de "November 2026", en "November 2026", zh "2026年11月". */
export function formatMonthYear(isoDate: string, lang: Lang): string {
  return new Intl.DateTimeFormat(intlLocale[lang], { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`))
}
