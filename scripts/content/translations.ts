import { createHash } from 'node:crypto'
import { fallbackLang, languages } from '../../content/languages'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Lang } from '../../content/types'
import type { LocatedString, TextPlace } from './located-strings'
import type { LocatedProblem } from './termbase-check'

/**
 * Which German text each translation was last reviewed against: per file, per place (the key
 * path without its language), per language, a short hash of the German text at that review.
 * content/translations.lock.json, written by `npm run translations:reviewed`, read by the content
 * check. The content files themselves stay as editors write them.
 */
export type TranslationLock = Record<string, Record<string, Partial<Record<Translation, string>>>>

/** Every language but the fallback (German) is translated from it. */
export type Translation = Exclude<Lang, typeof fallbackLang>
export const translations = languages.filter((lang): lang is Translation => lang !== fallbackLang)

export const lockFile = 'content/translations.lock.json'

/** 12 hex digits of SHA-256: enough to tell two versions of one text apart, short in a diff. */
export function germanHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 12)
}

export function readLock(root: string): TranslationLock {
  const path = join(root, lockFile)
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as TranslationLock) : {}
}

/** Sorted by file and place, one place per line, so a review shows as a small diff. */
export function formatLock(lock: TranslationLock): string {
  const files = Object.keys(lock).sort()
  const body = files
    .filter((file) => Object.keys(lock[file]!).length > 0)
    .map((file) => {
      const places = Object.keys(lock[file]!).sort(comparePlaces)
      const lines = places.map((place) => `    ${JSON.stringify(place)}: ${JSON.stringify(lock[file]![place])}`)
      return `  ${JSON.stringify(file)}: {\n${lines.join(',\n')}\n  }`
    })
  return `{\n${body.join(',\n')}\n}\n`
}

export function writeLock(root: string, lock: TranslationLock): void {
  writeFileSync(join(root, lockFile), formatLock(lock))
}

/** "faq.2.answer" before "faq.10.answer": numeric parts compare as numbers. */
function comparePlaces(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true })
}

export type TranslationState = 'done' | 'outdated' | 'missing'

/** The state of one translation at one place: missing (no text), outdated (German changed since its review), or done. */
export function translationState(place: TextPlace, lang: Translation, lock: TranslationLock): TranslationState {
  const text = place.texts[lang]
  if (!text || !text.text.trim()) return 'missing'
  const german = place.texts.de
  if (!german) return 'done'
  return lock[place.file]?.[place.place]?.[lang] === germanHash(german.text) ? 'done' : 'outdated'
}

/**
 * One problem per German text whose translations are behind it, at the German line, naming the
 * languages and their lines, and the command that records a review once they are updated.
 */
export function outdatedTranslationProblems(places: TextPlace[], lock: TranslationLock): LocatedProblem[] {
  return places.flatMap((place) => {
    const german = place.texts.de
    if (!german) return []
    const behind = translations.filter((lang) => translationState(place, lang, lock) === 'outdated')
    if (behind.length === 0) return []
    const where = behind.map((lang) => `${lang} (line ${place.texts[lang]!.line})`).join(', ')
    return [
      {
        file: place.file,
        line: german.line,
        column: german.column,
        message: `${place.place}: the German changed since its translation was last reviewed; behind: ${where}. Update the translation, then run npm run translations:reviewed -- ${place.file}:${german.line}`,
      },
    ]
  })
}

/** Which texts a `translations:reviewed` call covers: whole files, or the place at a line of a file. */
export interface ReviewSelection {
  /** "content/pages/home.ts" or "content/pages/home.ts:26" (the German text's line, or a translation's). */
  targets: string[]
  /** Every text of the content. */
  all: boolean
  /** Only these languages (default: both). */
  languages: readonly Translation[]
}

function selects(selection: ReviewSelection, place: TextPlace): boolean {
  if (selection.all) return true
  return selection.targets.some((target) => {
    const [file, line] = target.split(':')
    if (file !== place.file) return false
    if (line === undefined) return true
    return Object.values(place.texts).some((text: LocatedString | undefined) => text?.line === Number(line))
  })
}

/**
 * Records the current German text as reviewed for the selected translations (those present), and
 * drops entries of the selected files whose places no longer exist. Returns how many were recorded.
 */
export function markReviewed(lock: TranslationLock, places: TextPlace[], selection: ReviewSelection): number {
  let recorded = 0
  // A whole file reviewed: its entries for places that no longer exist go.
  const wholeFiles = selection.all ? Object.keys(lock) : selection.targets.filter((t) => !t.includes(':'))
  for (const file of wholeFiles) {
    const present = new Set(places.filter((p) => p.file === file).map((p) => p.place))
    for (const place of Object.keys(lock[file] ?? {})) if (!present.has(place)) delete lock[file]![place]
    if (lock[file] && Object.keys(lock[file]).length === 0) delete lock[file]
  }
  for (const place of places) {
    if (!selects(selection, place) || !place.texts.de) continue
    for (const lang of selection.languages) {
      if (!place.texts[lang]) continue
      const entry = ((lock[place.file] ??= {})[place.place] ??= {})
      entry[lang] = germanHash(place.texts.de.text)
      recorded++
    }
  }
  return recorded
}

/** A Markdown status report per file and language, like Lunaria's dashboard. */
export function statusReport(places: TextPlace[], lock: TranslationLock): string {
  const files = [...new Set(places.map((p) => p.file))].sort()
  const counts = (file: string, lang: Translation) => {
    const states = places.filter((p) => p.file === file && p.texts.de).map((p) => translationState(p, lang, lock))
    return { done: states.filter((s) => s === 'done').length, outdated: states.filter((s) => s === 'outdated').length, missing: states.filter((s) => s === 'missing').length }
  }
  const cell = ({ done, outdated, missing }: { done: number; outdated: number; missing: number }) =>
    outdated + missing === 0 ? `✓ ${done}` : [`${done} done`, outdated ? `**${outdated} outdated**` : '', missing ? `**${missing} missing**` : ''].filter(Boolean).join(', ')
  const totals = translations.map((lang) => files.map((f) => counts(f, lang)).reduce((a, b) => ({ done: a.done + b.done, outdated: a.outdated + b.outdated, missing: a.missing + b.missing })))
  const lines = [
    '# Translation status',
    '',
    `German texts: ${places.filter((p) => p.texts.de).length} in ${files.length} files. ${translations.map((lang, i) => `${lang}: ${cell(totals[i]!)}`).join('; ')}.`,
    '',
    '| File | en | zh |',
    '|---|---|---|',
    ...files.map((file) => `| ${file} | ${translations.map((lang) => cell(counts(file, lang))).join(' | ')} |`),
  ]
  const open = places.flatMap((place) =>
    translations
      .map((lang) => ({ lang, state: translationState(place, lang, lock) }))
      .filter(({ state }) => state !== 'done' && place.texts.de)
      .map(({ lang, state }) => `- ${place.file}:${place.texts[lang]?.line ?? place.texts.de!.line} ${lang} ${state}: \`${place.place}\``),
  )
  if (open.length > 0) lines.push('', '## To do', '', ...open)
  return `${lines.join('\n')}\n`
}
