import { fallbackLang } from '../content/languages'
import type { Lang, Localized } from '../content/types'
import { fillFacts } from './facts'

// One definition each, shared with the server functions.
export { isLang } from '../core/url-rules'
export { format } from '../core/text'

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
  return withFacts(mergeFallback(value[lang] as T | undefined, value[fallbackLang]), lang)
}

/** Every text of a value with its {fact:…} and {asOf:…} placeholders filled (content/facts.ts). */
function withFacts<T>(value: T, lang: Lang): T {
  if (typeof value === 'string') return fillFacts(value, lang) as T
  if (Array.isArray(value)) return value.map((item: unknown) => withFacts(item, lang)) as T
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withFacts(v, lang)])) as T
  return value
}
