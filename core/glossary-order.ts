import { glossary } from '../content/glossary'
import type { GlossaryTerm, Lang } from '../content/types'
import { localize } from './i18n'

// German and English alphabetically, hyphens and brackets ignored as dictionaries do (DIN 5007:
// "E-Rechnung" files as "ERechnung", after "Einfuhr…"); Chinese by pinyin, with terms that begin
// in Latin letters after the Chinese ones, as Chinese dictionaries list them (西文字母开头的词语).
const collators: Record<Lang, Intl.Collator> = {
  de: new Intl.Collator('de', { ignorePunctuation: true }),
  en: new Intl.Collator('en', { ignorePunctuation: true }),
  zh: new Intl.Collator('zh-u-co-pinyin'),
}

/** The glossary in the reading order of a language, by the terms' titles in that language. */
export function glossaryInOrder(lang: Lang): GlossaryTerm[] {
  const title = (term: GlossaryTerm) => localize(term.text, lang).title
  return [...glossary].sort((a, b) => collators[lang].compare(title(a), title(b)))
}
