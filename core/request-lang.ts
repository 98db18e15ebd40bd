import { fallbackLang } from '../content/languages'
import type { Lang } from '../content/types'
import { isLang } from './url-rules'

/**
 * The one language fallback of the API (SPEC.md §1: German for an unknown language). A module of its
 * own, so a page that asks only the qualified check does not load the contact form's contract.
 */
export function requestLang(value: unknown): Lang {
  return isLang(value) ? value : fallbackLang
}
