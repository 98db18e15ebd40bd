import type { Lang } from '../content/types'

/** Locale of each language for numbers, currencies and dates (a module of its own: islands import it without the formatting rules' content). */
export const intlLocale: Record<Lang, string> = { de: 'de-DE', en: 'en-GB', zh: 'zh-CN' }
