import type { Fact, Facts, Lang } from '../../content/types'
import type { LocatedString } from './located-strings'
import type { LocatedProblem } from './termbase-check'

/** Every {fact:name} and {asOf:name} must name a fact of content/facts.ts. */
export function factProblems(strings: LocatedString[], facts: Facts): LocatedProblem[] {
  const problems: LocatedProblem[] = []
  for (const s of strings) {
    for (const match of s.text.matchAll(/\{(fact|asOf):([^}]*)\}/g)) {
      if (!Object.prototype.hasOwnProperty.call(facts, match[2]!)) {
        problems.push({ file: s.file, line: s.line, column: s.column + 1 + match.index, message: `{${match[1]}:${match[2]}} names no fact of content/facts.ts` })
      }
    }
  }
  return problems
}

/** Every {price:name} must name a package of content/packages.ts or one of its rates. */
export function priceProblems(strings: LocatedString[], isPriceName: (name: string) => boolean): LocatedProblem[] {
  const problems: LocatedProblem[] = []
  for (const s of strings) {
    for (const match of s.text.matchAll(/\{price:([^}]*)\}/g)) {
      if (!isPriceName(match[1]!)) {
        problems.push({ file: s.file, line: s.line, column: s.column + 1 + match.index, message: `{price:${match[1]}} names no package or rate of content/packages.ts` })
      }
    }
  }
  return problems
}

/** The ways the texts name the euro, before or after an amount. */
const currency = String.raw`(?:EUR|€|Euro|euros?|欧元)`
/** An amount of money written out: a figure (German or English notation, "25万" in Chinese) beside the currency. */
// Latin letters only around it: Chinese writes no space between a word and a figure.
const writtenAmount = new RegExp(String.raw`(?<![A-Za-z\d])${currency}\s?\d(?:[\d.,]*\d)?|(?<![A-Za-z\d.,])\d(?:[\d.,]*\d)?\s?(?:Mio\.\s|million\s|万)?${currency}(?![A-Za-z])`, 'g')

/**
 * No amount of money is typed into a text: a price comes from content/packages.ts ({price:name}),
 * a legal amount from content/facts.ts ({fact:name}), so the next change of either reaches every
 * page and language (and the gross price is derived, never typed).
 */
export function amountProblems(strings: LocatedString[]): LocatedProblem[] {
  const problems: LocatedProblem[] = []
  for (const s of strings) {
    if (!s.lang) continue
    const blanked = s.text.replace(/\{[^{}]*\}/g, (m) => '#'.repeat(m.length))
    for (const match of blanked.matchAll(writtenAmount)) {
      problems.push({
        file: s.file,
        line: s.line,
        column: s.column + 1 + match.index,
        message: `"${match[0]}" is an amount typed into the text: write {price:name} for a price of content/packages.ts or {fact:name} for a figure of content/facts.ts`,
      })
    }
  }
  return problems
}

/** A figure as a language writes it: "1.303,50" in German, "1,303.50" in English and Chinese. */
const figure: Record<Lang, RegExp> = {
  de: /\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?/g,
  en: /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g,
  zh: /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g,
}
const parse = (text: string, lang: Lang) => Number(lang === 'de' ? text.replace(/\./g, '').replace(',', '.') : text.replace(/,/g, ''))
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The figures and {fact:…} placeholders of a text, with where they start and end. */
function figuresOf(text: string, lang: Lang): { start: number; end: number; text: string; fact?: string; value?: number }[] {
  const placeholders = [...text.matchAll(/\{fact:(\w+)\}/g)].map((m) => ({ start: m.index, end: m.index + m[0].length, text: m[0], fact: m[1]! }))
  const blanked = text.replace(/\{[^{}]*\}/g, (m) => ' '.repeat(m.length))
  const numbers = [...blanked.matchAll(figure[lang])]
    // Not a piece of a code ("F22", "C-276/24", "§ 22f") nor a citation ("§ 2", "Abs. 1", "Nr. 3").
    .filter((m) => {
      const before = blanked.slice(Math.max(0, m.index - 5), m.index)
      return !/[A-Za-z\-/]$|(?:§|Art\.|Abs\.|Nr\.|Satz)\s?$/.test(before) && !/^[A-Za-z]/.test(blanked.slice(m.index + m[0].length))
    })
    .map((m) => ({ start: m.index, end: m.index + m[0].length, text: m[0], value: parse(m[0], lang) }))
  return [...placeholders, ...numbers]
}

/**
 * The figure written right beside a fact's words (at most a space apart) must be that fact, as
 * {fact:name}: a different number contradicts the law as content/facts.ts states it, and the same
 * number written out would not follow the next change of the fact.
 */
export function figureProblems(strings: LocatedString[], facts: Facts): LocatedProblem[] {
  const problems: LocatedProblem[] = []
  const stated = Object.entries(facts).filter((entry): entry is [string, Fact & { statedWith: NonNullable<Fact['statedWith']> }] => Boolean(entry[1].statedWith))
  for (const s of strings) {
    if (!s.lang) continue
    const lang = s.lang
    const figures = figuresOf(s.text, lang)
    for (const [name, fact] of stated) {
      for (const words of fact.statedWith[lang]) {
        // German and English words start a word; Chinese has no spaces between words.
        const start = lang === 'zh' ? '' : '(?<![\\p{L}])'
        for (const match of s.text.matchAll(new RegExp(`${start}${escape(words)}`, 'gu'))) {
          const from = match.index
          const to = from + match[0].length
          const beside = figures.filter((f) => (f.end <= from && /^\s?$/.test(s.text.slice(f.end, from))) || (f.start >= to && /^\s?$/.test(s.text.slice(to, f.start))))
          for (const f of beside) {
            const at = { file: s.file, line: s.line, column: s.column + 1 + f.start }
            const shown = new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 6 }).format(fact.value)
            if (f.fact !== undefined) {
              if (f.fact !== name && facts[f.fact]) problems.push({ ...at, message: `{fact:${f.fact}} beside "${words}", where the text states ${name} (${fact.source})` })
            } else if (f.value === fact.value) {
              problems.push({ ...at, message: `"${f.text}" beside "${words}" writes out ${name}: write {fact:${name}}, so the figure follows content/facts.ts` })
            } else {
              problems.push({ ...at, message: `"${f.text}" beside "${words}" contradicts ${name} = ${shown} ${fact.unit} (${fact.source}, reviewed ${fact.reviewed})` })
            }
          }
        }
      }
    }
  }
  return problems
}

/** Facts whose review is older than `maxAgeMonths`, and facts not verified against the law. */
export function factWarnings(facts: Facts, today: Date, maxAgeMonths: number): { fact: string; field: 'reviewed' | 'verified'; message: string }[] {
  const limit = new Date(today)
  limit.setUTCMonth(limit.getUTCMonth() - maxAgeMonths)
  return Object.entries(facts).flatMap(([name, fact]) => [
    ...(new Date(`${fact.reviewed}T00:00:00Z`) < limit
      ? [{ fact: name, field: 'reviewed' as const, message: `${name} (${fact.source}) was last reviewed on ${fact.reviewed}, more than ${maxAgeMonths} months ago: check it against the law and update "reviewed"` }]
      : []),
    ...(fact.verified ? [] : [{ fact: name, field: 'verified' as const, message: `${name} (${fact.source}) is not verified against the law; pages state it with its review date` }]),
  ])
}
