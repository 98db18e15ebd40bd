import { fallbackLang } from '../content/languages'
import type { Lang, Localized } from '../content/types'
import { fillPlaceholders } from './placeholders'

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || value === ''
}

/** Fills every missing or empty value of `value` from `fallback`, recursively (arrays by index). */
export function mergeFallback<T>(value: T | undefined, fallback: T): T {
  if (isMissing(value)) return fallback
  if (Array.isArray(fallback) && Array.isArray(value)) {
    const length = Math.max(value.length, fallback.length)
    return Array.from({ length }, (_, i) => mergeFallback(value[i], fallback[i])) as T
  }
  if (isPlainObject(fallback) && isPlainObject(value)) {
    const merged: Record<string, unknown> = { ...value }
    for (const key of Object.keys(fallback)) merged[key] = mergeFallback(value[key], fallback[key])
    return merged as T
  }
  return value as T
}

/**
 * The one way to read localized content: the value in `lang`, with every missing part taken
 * from German (SPEC.md §1). The build rejects missing translations; this keeps a partial
 * content change from ever rendering empty text.
 */
export function localize<T>(value: Localized<T>, lang: Lang): T {
  return fillPlaceholders(mergeFallback(value[lang] as T | undefined, value[fallbackLang]), lang)
}

/**
 * Items that carry their own texts (`{ icon, href, text: { de, en, zh } }`), each with its fields
 * and its texts in `lang` side by side: `{ icon, href, title, description }`.
 */
export function localizeItems<Item extends { text: Localized<object> }>(items: readonly Item[], lang: Lang): (Omit<Item, 'text'> & Item['text'][Lang])[] {
  return items.map(({ text, ...own }) => ({ ...own, ...localize(text, lang) }) as Omit<Item, 'text'> & Item['text'][Lang])
}
