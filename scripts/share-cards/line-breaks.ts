// Where a Chinese title may break. Chinese may break between any two characters, which in a large
// title splits words (电子邮|件). Putting U+2060 WORD JOINER (drawn as nothing) between the
// characters of each word leaves Satori only the breaks between words: the termbase's Chinese
// terms first (增值税 stays whole), the rest as ICU's dictionary segments them (Intl.Segmenter),
// a one-character word kept with the word before it.
import { termbase } from '../../content/termbase'

export const wordJoiner = '\u2060'
const han = /\p{Script=Han}/u

/** The Chinese terms of the termbase, longest first. */
const chineseTerms = [...new Set(termbase.terms.map((t) => t.zh).filter((zh): zh is string => typeof zh === 'string' && zh.length > 1))].sort((a, b) => b.length - a.length)

/** `text` with a word joiner between two Han characters wherever no word boundary falls between them. */
export function joinChineseWords(text: string, terms: readonly string[] = chineseTerms): string {
  const chars = [...text]
  // Boundaries in code-point offsets: between chars[i - 1] and chars[i].
  const toCodePoints = new Map<number, number>()
  let units = 0
  chars.forEach((c, i) => {
    toCodePoints.set(units, i)
    units += c.length
  })
  toCodePoints.set(units, chars.length)
  const boundaries = new Set<number>()
  for (const { index, segment } of new Intl.Segmenter('zh', { granularity: 'word' }).segment(text)) {
    // A one-character word goes with the word before it: 卖|家 → 卖家, 提供|者 → 提供者, 相关|的 → 相关的.
    if (!([...segment].length === 1 && han.test(segment))) boundaries.add(toCodePoints.get(index)!)
  }
  // Inside a term no boundary counts; terms are found longest first and do not overlap.
  const inTerm = new Array<boolean>(chars.length).fill(false)
  for (const term of terms) {
    const length = [...term].length
    for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, at + term.length)) {
      const start = toCodePoints.get(at)!
      if (inTerm.slice(start, start + length).some(Boolean)) continue
      for (let i = start; i < start + length; i++) inTerm[i] = true
      for (let i = start + 1; i < start + length; i++) boundaries.delete(i)
    }
  }
  return chars.map((c, i) => (i > 0 && han.test(chars[i - 1]!) && han.test(c) && !boundaries.has(i) ? wordJoiner + c : c)).join('')
}
