/**
 * Figures and dates of an invoice as the page's language writes them, without binary floats: a
 * decimal keeps every digit the file states, only its separators are the language's.
 */
import type { Lang } from '../../../content/types'

const locales: Record<Lang, string> = { de: 'de-DE', en: 'en-GB', zh: 'zh-CN' }

function separators(lang: Lang): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(locales[lang]).formatToParts(12345.6)
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
  return Number.isNaN(date.getTime()) ? raw.trim() : new Intl.DateTimeFormat(locales[lang], { dateStyle: 'medium', timeZone: 'UTC' }).format(date)
}
