import type { Lang } from '../content/types'
import { intlLocale } from './intl-locale'

/**
 * Words after which a full stop does not end a sentence in the site's legal German and English
 * ("§ 3 Abs. 1", "z. B.", "§§ 193 et seq.", "no."). ICU's sentence breaks (Intl.Segmenter) know
 * none of them, and neither does its `ss=standard` option in Node.
 */
const abbreviations = new Set([
  'abs', 'art', 'nr', 'no', 'nos', 'vgl', 'bzw', 'ca', 'ggf', 'sog', 'usw', 'etc', 'seq', 'seqq', 'ff', 'lit', 'buchst',
  'ziff', 'rn', 'rz', 'tz', 'dr', 'st', 'co', 'inc', 'ltd', 'mio', 'mrd', 'para', 'sec', 'cf', 'vs', 'al', 'evtl',
  'inkl', 'zzgl', 'gem', 'bspw', 'einschl', 'ua', 'usf', 'jan', 'feb', 'aug', 'sept', 'okt', 'nov', 'dez', 'oct', 'dec',
])
const terminal = /[.!?。！？][»«"“”')）]?$/u
// What may not end a cut: joiners, opening brackets and quotes, and signs that belong to the word
// after them ("(§" of "(§ 13 UStG)", "Art. 77 /").
const trailingJoiners = /[\s,;:–—\-(（\[„‚、，：；§¶/&+]+$/u

/** Whether a text ends a sentence: a terminal mark not after an abbreviation or a day/ordinal number. */
export function endsSentence(text: string): boolean {
  if (!terminal.test(text)) return false
  if (/[。！？!?][»«"“”')）]?$/u.test(text)) return true
  const lastWord = /([\p{L}\p{N}]+)\.[»«"“”')）]?$/u.exec(text)?.[1]
  if (lastWord === undefined) return true
  if (/^\d{1,2}$/.test(lastWord)) return false // "1. Juli", "Nr. 1."
  if (/^\p{L}$/u.test(lastWord)) return false // "z. B.", "i. V. m."
  return !abbreviations.has(lastWord.toLowerCase())
}

/**
 * The first at most `max` characters of a text (SPEC.md §9: descriptions of 160): whole sentences
 * when they fill most of the room, otherwise whole words and "…". Sentences and words are the
 * language's own (Intl.Segmenter: Chinese has no spaces), and a cut never ends in "….".
 */
export function excerpt(text: string, lang: Lang, max = 160): string {
  if (text.length <= max) return text
  const locale = intlLocale[lang]
  let sentences = ''
  let pending = ''
  for (const { segment } of new Intl.Segmenter(locale, { granularity: 'sentence' }).segment(text)) {
    pending += segment
    if (!endsSentence(pending.trimEnd())) continue
    if ((sentences + pending).trimEnd().length > max) break
    sentences += pending
    pending = ''
  }
  sentences = sentences.trimEnd()
  if (sentences.length >= max * 0.6) return sentences
  let words = ''
  for (const { segment } of new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)) {
    if ((words + segment).trimEnd().length > max - 1) break
    words += segment
  }
  words = words.replace(trailingJoiners, '')
  // Never "Abs.…": an abbreviation at the cut goes, with what joins it to the words before.
  while (terminal.test(words) && !endsSentence(words)) words = words.replace(/\s*\S+$/u, '').replace(trailingJoiners, '')
  // A first word longer than the room is cut inside, at a character, not inside a surrogate pair.
  if (words === '') for (const char of text) if (words.length + char.length <= max - 1) words += char; else break
  return endsSentence(words) ? words : `${words}…`
}
