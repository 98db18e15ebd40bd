/**
 * The analysis's figures as the page's language writes them. Amounts are the engine's decimal
 * strings, handed to Intl as strings (read exactly, never as binary floats); rates are percent
 * strings ("19", "25.5"); row numbers are the spreadsheet's, consecutive ones as a range.
 */
import type { Lang } from '../../../content/types'
import { intlLocale } from '../../../core/intl-locale'

const amounts = new Map<Lang, Intl.NumberFormat>()
const percents = new Map<Lang, Intl.NumberFormat>()
const integers = new Map<Lang, Intl.NumberFormat>()

/** "1234.5" → "1.234,50" (de), "1,234.50" (en, zh); with a currency code after it where given. */
export function formatAmount(text: string, lang: Lang, currency?: string | null): string {
  let format = amounts.get(lang)
  if (!format) amounts.set(lang, (format = new Intl.NumberFormat(intlLocale[lang], { minimumFractionDigits: 2, maximumFractionDigits: 2 })))
  const figure = /^-?\d+(\.\d+)?$/.test(text) ? format.format(text as `${number}`) : text
  return currency ? `${figure} ${currency}` : figure
}

/** "19" → "19 %" (de), "19%" (en, zh); "25.5" → "25,5 %". */
export function formatRate(text: string, lang: Lang): string {
  let format = percents.get(lang)
  if (!format) percents.set(lang, (format = new Intl.NumberFormat(intlLocale[lang], { style: 'unit', unit: 'percent', maximumFractionDigits: 3 })))
  return /^\d+(\.\d+)?$/.test(text) ? format.format(text as `${number}`) : text
}

export function formatCount(count: number, lang: Lang): string {
  let format = integers.get(lang)
  if (!format) integers.set(lang, (format = new Intl.NumberFormat(intlLocale[lang])))
  return format.format(count)
}

/** Row numbers, ascending or not, as the spreadsheet's ranges: [2, 3, 4, 7] → "2–4, 7". */
export function rowRanges(rows: readonly number[]): string {
  const sorted = [...rows].sort((a, b) => a - b)
  const parts: string[] = []
  for (let i = 0; i < sorted.length; ) {
    let j = i
    while (j + 1 < sorted.length && sorted[j + 1]! <= sorted[j]! + 1) j++
    parts.push(sorted[i] === sorted[j] ? String(sorted[i]) : `${sorted[i]}–${sorted[j]}`)
    i = j + 1
  }
  return parts.join(', ')
}
