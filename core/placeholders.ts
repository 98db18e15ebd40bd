import { facts } from '../content/facts'
import { fallbackLang } from '../content/languages'
import { namedPrice } from '../content/packages-index'
import type { Lang } from '../content/types'
import { ui } from '../content/ui'
import { formatMonthYear, formatTotalAndNet } from './format'
import { intlLocale } from './intl-locale'

const placeholder = /\{(fact|asOf|price):([\w-]+)\}/g

/** A fact's figure in a language's number format: de "2,19", en "2.19", zh "2.19". */
export function formatFact(value: number, lang: Lang): string {
  const decimals = Number.isInteger(value) ? 0 : String(value).split('.')[1]!.length
  return new Intl.NumberFormat(intlLocale[lang], { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value)
}

/**
 * Replaces {fact:name} and {asOf:name} (content/facts.ts) and {price:name} (content/packages.ts:
 * the total price with the net amount beside it) in a text; an unknown name is left visible (the
 * content check names it).
 */
export function fillFacts(text: string, lang: Lang): string {
  if (!text.includes('{')) return text
  return text.replace(placeholder, (match, kind: string, name: string) => {
    if (kind === 'price') {
      const price = namedPrice(name)
      return price ? formatTotalAndNet(price, lang, ui.text[lang] ?? ui.text[fallbackLang]) : match
    }
    const fact = (facts as Record<string, (typeof facts)[keyof typeof facts]>)[name]
    if (!fact) return match
    return kind === 'fact' ? formatFact(fact.value, lang) : formatMonthYear(fact.reviewed, lang)
  })
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Every text of a value, however deep, with its placeholders filled (fillFacts). */
export function fillPlaceholders<T>(value: T, lang: Lang): T {
  if (typeof value === 'string') return fillFacts(value, lang) as T
  if (Array.isArray(value)) return value.map((item: unknown) => fillPlaceholders(item, lang)) as T
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillPlaceholders(v, lang)])) as T
  return value
}
