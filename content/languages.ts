import type { Lang } from './types'

/** Languages in the order the language switch shows them. English sits at the bare paths. */
export const languages: readonly Lang[] = ['de', 'en', 'zh']
export const defaultLang: Lang = 'en'
/** SPEC.md §1: German is the fallback wherever a translation is missing. */
export const fallbackLang = 'de' satisfies Lang

/** Values for <html lang> and hreflang. */
export const htmlLang: Record<Lang, string> = { de: 'de', en: 'en', zh: 'zh-Hans' }
/** Values for og:locale. */
export const ogLocale: Record<Lang, string> = { de: 'de_DE', en: 'en_GB', zh: 'zh_CN' }
