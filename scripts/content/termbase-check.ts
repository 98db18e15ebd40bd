import type { Lang, Termbase } from '../../content/types'
import { textPlaces, type LocatedString } from './located-strings'

/** A content problem at a place in a source file. */
export interface LocatedProblem {
  file: string
  line: number
  column: number
  message: string
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Where a term occurs in a text of a language. English: at the start of a word, so a stem such as
 * "withdraw" finds "withdrawal" and "VAT ID" finds "VAT IDs"; a required term also in its "-ies"
 * plural and in any case, a variant to avoid only in its own spelling (its first letter may be a
 * capital at a sentence start), so that avoiding "EC Sales List" leaves "EC sales list" alone.
 * German: anywhere in a word, in any case (compounds, inflection). Chinese: anywhere.
 */
function finder(lang: Lang, needle: string, use: 'require' | 'avoid'): RegExp {
  const key = `${lang}\u0000${use}\u0000${needle}`
  let regex = finders.get(key)
  if (!regex) finders.set(key, (regex = newFinder(lang, needle, use)))
  // The finders are global (for matchAll and replace): a test starts at the text's beginning.
  regex.lastIndex = 0
  return regex
}
/** Each finder built once: the check runs thousands of texts against every term. */
const finders = new Map<string, RegExp>()

function newFinder(lang: Lang, needle: string, use: 'require' | 'avoid'): RegExp {
  const body = escape(needle)
  if (lang === 'en' && use === 'require') {
    const plural = needle.endsWith('y') ? `|${escape(needle.slice(0, -1))}ies` : ''
    return new RegExp(`(?<![\\p{L}\\p{N}])(?:${body}${plural})`, 'giu')
  }
  if (lang === 'en') {
    const first = needle[0]!
    const initial = first.toLowerCase() === first.toUpperCase() ? escape(first) : `[${first.toLowerCase()}${first.toUpperCase()}]`
    return new RegExp(`(?<![\\p{L}\\p{N}])${initial}${escape(needle.slice(1))}`, 'gu')
  }
  return new RegExp(body, lang === 'zh' ? 'gu' : 'giu')
}

/**
 * Whether `needle` can occur in a text whose lower-case form is `lower`: a cheap test before the
 * finder's regular expression (every finder needs the needle, or its stem before "-ies", in some case).
 */
function mayOccur(lower: string, needle: string): boolean {
  const n = needle.toLowerCase()
  return lower.includes(n.endsWith('y') ? n.slice(0, -1) : n)
}

/** The text with its {placeholders} blanked out (same length, so columns stay right). */
const prose = (text: string) => text.replace(/\{[^{}]*\}/g, (m) => ' '.repeat(m.length))

function at(s: LocatedString, offset: number): Pick<LocatedProblem, 'file' | 'line' | 'column'> {
  const before = s.text.slice(0, offset).split('\n')
  return { file: s.file, line: s.line + before.length - 1, column: before.length > 1 ? before.at(-1)!.length + 1 : s.column + 1 + offset }
}

/**
 * The termbase's rules over every located text:
 * - a variant to avoid fails wherever it appears in its language, except inside a longer term of
 *   another concept and as a bracketed gloss right after its own term;
 * - a German text using a term fails if its English or Chinese translation lacks the term.
 */
export function termbaseProblems(strings: LocatedString[], termbase: Termbase): LocatedProblem[] {
  const problems: LocatedProblem[] = []
  // A variant in brackets right after the term glosses it: "商品编码（海关税则号）".
  const glosses = new Map(termbase.terms.map((term) => [term, new Map((['de', 'en', 'zh'] as const).map((lang) => [lang, new RegExp(`${escape(term[lang])}\\s*[（(][^（()）]*$`, 'iu')]))]))
  for (const s of strings) {
    if (!s.lang) continue
    const lang = s.lang
    const text = prose(s.text)
    // Where the text uses a longer term of another concept: a variant inside it is part of that
    // term (酒税 in 啤酒税, the beer tax), not a variant. A variant that merely contains a term
    // (增值税号 contains 增值税) is still one.
    const lower = text.toLowerCase()
    const termSpans = termbase.terms.flatMap((term) =>
      !mayOccur(lower, term[lang]) ? [] : [...text.matchAll(finder(lang, term[lang], 'require'))].map((m) => ({ concept: term.concept, from: m.index, to: m.index + m[0].length })),
    )
    for (const term of termbase.terms) {
      const gloss = glosses.get(term)!.get(lang)!
      for (const variant of term.avoid?.[lang] ?? []) {
        if (!mayOccur(lower, variant)) continue
        for (const match of text.matchAll(finder(lang, variant, 'avoid'))) {
          const end = match.index + match[0].length
          if (termSpans.some((t) => t.concept !== term.concept && t.from <= match.index && end <= t.to && t.to - t.from > end - match.index)) continue
          if (gloss.test(text.slice(0, match.index))) continue
          problems.push({ ...at(s, match.index), message: `"${match[0]}": use "${term[lang]}" (termbase: ${term.concept})` })
        }
      }
    }
  }
  // The longest term wins: "Steuerlagerinhaber" is its own concept, not also "Steuerlager".
  const longerTerms = new Map(termbase.terms.map((term) => [term, termbase.terms.filter((t) => t.de.length > term.de.length && t.de.toLowerCase().includes(term.de.toLowerCase()))]))
  for (const { texts } of textPlaces(strings)) {
    const de = texts.de
    if (!de) continue
    const germanLower = de.text.toLowerCase()
    for (const term of termbase.terms) {
      if (![term.de, ...(term.deForms ?? [])].some((form) => mayOccur(germanLower, form))) continue
      const german = longerTerms
        .get(term)!
        .flatMap((t) => [t.de, ...(t.deForms ?? [])])
        .reduce((text, form) => text.replace(finder('de', form, 'require'), (m) => ' '.repeat(m.length)), prose(de.text))
      if (![term.de, ...(term.deForms ?? [])].some((form) => finder('de', form, 'require').test(german))) continue
      for (const lang of term.require ?? (['en', 'zh'] as const)) {
        const translation = texts[lang]
        if (translation && !finder(lang, term[lang], 'require').test(prose(translation.text))) {
          problems.push({ ...at(translation, 0), message: `the German says "${term.de}": the ${lang} text must say "${term[lang]}" (termbase: ${term.concept})` })
        }
      }
    }
  }
  return problems
}

const titleKeys = new Set(['title', 'heading'])
/** Words English capitalises as part of a legal citation when a number follows. */
const citationWords = new Set(['Section', 'Sections', 'Article', 'Articles', 'Annex', 'Case'])

/**
 * English titles in sentence case: the first letter capital, every later word in lower case unless
 * it is an acronym, a code, or one of the termbase's proper nouns.
 */
export function capitalisationProblems(strings: LocatedString[], properNouns: readonly string[]): LocatedProblem[] {
  const proper = new Set(properNouns)
  const problems: LocatedProblem[] = []
  for (const s of strings) {
    const key = [...s.keys].reverse().find((k) => typeof k === 'string' && k !== 'en')
    if (s.lang !== 'en' || typeof key !== 'string' || !titleKeys.has(key)) continue
    const first = /\p{L}/u.exec(s.text)
    if (first && first[0] !== first[0].toUpperCase()) problems.push({ ...at(s, first.index), message: `title starts in lower case: "${s.text}"` })
    // Words are runs between spaces; codes (with digits), abbreviations with inner capitals
    // (UStG, IOSS) and single letters keep their case.
    // The first word with a letter starts the title ("§ 1 Scope", "2026: …").
    const tokens = [...s.text.matchAll(/\S+/g)]
    const words = tokens.slice(tokens.findIndex((t) => /\p{L}/u.test(t[0])) + 1)
    // Positions covered by a proper noun of several words ("Amazon Web Services").
    const covered = properNouns
      .filter((noun) => noun.includes(' '))
      .flatMap((noun) => [...s.text.matchAll(new RegExp(noun.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g'))].map((m) => [m.index, m.index + noun.length] as const))
    for (const token of words) {
      if (covered.some(([from, to]) => token.index >= from && token.index < to)) continue
      const word = /[\p{L}][\p{L}'’]*/u.exec(token[0])
      if (!word) continue
      const w = word[0].replace(/['’]s$/, '')
      const start = token.index + word.index
      const capitalised = w.length > 1 && w[0] !== w[0]!.toLowerCase() && w.slice(1) === w.slice(1).toLowerCase()
      if (!capitalised || /\d/.test(token[0]) || proper.has(w) || proper.has(token[0].replace(/^\p{P}+|\p{P}+$/gu, ''))) continue
      // A citation: "Section 5 DDG", "Article 138 VAT Directive".
      if (citationWords.has(w) && /^\d/.test(s.text.slice(token.index + token[0].length).trimStart())) continue
      // The word after a colon or a dash begins a new sentence.
      if (/[:–—?!.]$/.test(s.text.slice(0, token.index).trimEnd())) continue
      problems.push({ ...at(s, start), message: `"${w}" in a title: sentence case keeps it lower case (or add it to the termbase's proper nouns): "${s.text}"` })
    }
  }
  return problems
}
