/**
 * Figures and dates of an invoice as the page's language writes them, without binary floats: a
 * decimal keeps every digit the file states, only its separators are the language's.
 */
import type { Lang } from '../../../content/types'

const locales: Record<Lang, string> = { de: 'de-DE', en: 'en-GB', zh: 'zh-CN' }

// Making an Intl formatter costs far more than using one (a 1,000-line report formats thousands of
// figures): each is made once per language and set of options.
const formatters = new Map<string, Intl.NumberFormat | Intl.PluralRules | Intl.DateTimeFormat>()
function made<T extends Intl.NumberFormat | Intl.PluralRules | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined
  if (!formatter) formatters.set(key, (formatter = make()))
  return formatter
}
/** The most fraction digits every browser's Intl takes (older ones stop at 20); a figure with more keeps them through formatDecimal. */
const MAX_INTL_DIGITS = 20
/** The language's number format, with exactly `digits` fraction digits (null: Intl's default), as money in `currency` if given. */
const numberFormat = (lang: Lang, digits: number | null, currency?: string) =>
  made(`number ${lang} ${digits} ${currency ?? ''}`, () => new Intl.NumberFormat(locales[lang], { ...(digits === null ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits }), ...(currency ? { style: 'currency', currency } : {}) }))
const pluralRules = (lang: Lang, fraction: number) => made(`plural ${lang} ${fraction}`, () => new Intl.PluralRules(locales[lang], { minimumFractionDigits: fraction }))
const dateFormat = (lang: Lang, style: 'medium' | 'long') =>
  made(`date ${lang} ${style}`, () => new Intl.DateTimeFormat(locales[lang], style === 'medium' ? { dateStyle: 'medium', timeZone: 'UTC' } : { dateStyle: 'long', timeStyle: 'long' }))

function separators(lang: Lang): { group: string; decimal: string } {
  const parts = numberFormat(lang, null).formatToParts(12345.6)
  return { group: parts.find((p) => p.type === 'group')?.value ?? ',', decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.' }
}

const cache = new Map<Lang, { group: string; decimal: string }>()

/** "1234.5" → "1.234,5" (de) or "1,234.5" (en, zh); text that is no decimal stays as it is. */
export function formatDecimal(text: string, lang: Lang): string {
  const match = /^\s*([+-]?)(\d+)(?:\.(\d+))?\s*$/.exec(text)
  if (!match) return text.trim()
  let s = cache.get(lang)
  if (!s) cache.set(lang, (s = separators(lang)))
  const [, sign, whole, fraction] = match
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, s.group)
  return `${sign === '-' ? '−' : ''}${grouped}${fraction !== undefined ? s.decimal + fraction : ''}`
}

/** An amount with its currency code: "1.234,56 EUR". */
export function formatAmount(text: string, currency: string | null | undefined, lang: Lang): string {
  const figure = formatDecimal(text, lang)
  return currency ? `${figure} ${currency.trim()}` : figure
}

/** An ISO date in the page's language; anything else as written. */
export function formatIsoDate(iso: string | null, raw: string, lang: Lang): string {
  if (!iso) return raw.trim()
  const date = new Date(`${iso}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? raw.trim() : dateFormat(lang, 'medium').format(date)
}

/** The decimal text a file states, normalised for Intl (which reads a string exactly, without binary floats), or null. */
function decimalText(text: string): { value: `${number}`; fraction: number } | null {
  const match = /^\s*([+-]?)(\d+)(?:\.(\d+))?\s*$/.exec(text)
  if (!match) return null
  const [, sign, whole, fraction] = match
  return { value: `${sign === '-' ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}` as `${number}`, fraction: fraction?.length ?? 0 }
}

const minorUnitsOf = new Map<string, number>()

/** The currency's minor units (ISO 4217, as the browser's Intl knows them: EUR 2, JPY 0, BHD 3); 2 for a code Intl refuses. */
export function minorUnits(currency: string): number {
  let units = minorUnitsOf.get(currency)
  if (units === undefined) {
    try {
      units = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().minimumFractionDigits ?? 2
    } catch {
      units = 2
    }
    minorUnitsOf.set(currency, units)
  }
  return units
}

/**
 * An amount as the page's language writes money, one format for every amount of a report: at least
 * the currency's minor units, every further digit the file states ("20" and "20.00" both "20,00 €" in
 * German, "€20.00" in English). With `symbol: false` (table columns under a heading naming the
 * currency) the figure alone, with the same digits. Text that is no decimal stays as written.
 */
export function formatMoney(text: string, currency: string | null | undefined, lang: Lang, { symbol = true }: { symbol?: boolean } = {}): string {
  const d = decimalText(text)
  if (!d) return text.trim()
  const code = currency?.trim() ?? ''
  const digits = Math.max(code ? minorUnits(code) : 2, d.fraction)
  if (digits > MAX_INTL_DIGITS) return formatAmount(text, code, lang)
  if (symbol && /^[A-Z]{3}$/.test(code)) {
    try {
      return numberFormat(lang, digits, code).format(d.value)
    } catch {
      // An unknown code: the figure and the code as written.
    }
  }
  const figure = numberFormat(lang, digits).format(d.value)
  return symbol && code ? `${figure} ${code}` : figure
}

/** A unit's name in the forms the language's plural rules choose. */
export interface UnitName {
  readonly one: string
  readonly other: string
}

/**
 * A quantity with its unit (UN/ECE Rec. 20 code) as the language writes it: "3 Stunden", "3 hours",
 * "3小时"; a code without a name stays the code ("3 XYZ"). The figure keeps every digit stated.
 */
export function formatQuantity(text: string, unitCode: string | null | undefined, lang: Lang, units: Readonly<Record<string, UnitName>>): string {
  const d = decimalText(text)
  const figure = !d ? text.trim() : d.fraction > MAX_INTL_DIGITS ? formatDecimal(text, lang) : numberFormat(lang, d.fraction).format(d.value)
  const code = unitCode?.trim()
  if (!code) return figure
  const name = units[code]
  if (!name) return `${figure} ${code}`
  const plural = d && d.fraction <= MAX_INTL_DIGITS ? pluralRules(lang, d.fraction).select(Number(d.value)) : 'other'
  const word = plural === 'one' ? name.one : name.other
  return lang === 'zh' ? `${figure}${word}` : `${figure} ${word}`
}

/** The moment of a check, as the page's language writes date and time (with the zone, for a printout). */
export function formatCheckTime(date: Date, lang: Lang): string {
  return dateFormat(lang, 'long').format(date)
}
