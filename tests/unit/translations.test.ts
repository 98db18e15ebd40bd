// Translations that fell behind their German text: recorded per place in a lock file, reported
// by the content check at the German line with the languages behind, cleared by a review.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { locatedStrings, textPlaces } from '../../scripts/content/located-strings'
import { formatLock, germanHash, markReviewed, outdatedTranslationProblems, statusReport, translationState, type TranslationLock } from '../../scripts/content/translations'

const dir = mkdtempSync(join(tmpdir(), 'translations-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
mkdirSync(join(dir, 'content'))

/** A content file with a title, a glossary-like list with ids, and a body joined from paragraphs. */
function write(german: { title: string; paragraphs: string[] }, english = { title: 'Title', paragraphs: ['One.', 'Two.'] }) {
  const block = (lang: string, t: { title: string; paragraphs: string[] }) =>
    [`    ${lang}: {`, `      title: ${JSON.stringify(t.title)},`, `      body: [${t.paragraphs.map((p) => JSON.stringify(p)).join(', ')}].join('\\n\\n'),`, '    },'].join('\n')
  writeFileSync(
    join(dir, 'content/page.ts'),
    ['export const page = {', '  terms: [{ id: "oss", text: { de: { t: "OSS" }, en: { t: "OSS" } } }],', '  text: {', block('de', german), block('en', english), '  },', '}', ''].join('\n'),
  )
  return textPlaces(locatedStrings(dir, 'content/page.ts'))
}

describe('translation lock', () => {
  it('pairs a joined body as one text and names list items by their id', () => {
    const places = write({ title: 'Titel', paragraphs: ['Eins.', 'Zwei.'] })
    expect(places.map((p) => p.place).sort()).toEqual(['terms.oss.text.t', 'text.body', 'text.title'])
    expect(places.find((p) => p.place === 'text.body')!.texts.de!.text).toBe('Eins.\nZwei.')
  })

  it('is outdated until reviewed, done after, and outdated again when the German changes', () => {
    let places = write({ title: 'Titel', paragraphs: ['Eins.', 'Zwei.'] })
    const lock: TranslationLock = {}
    expect(places.map((p) => translationState(p, 'en', lock))).toEqual(['outdated', 'outdated', 'outdated'])
    expect(markReviewed(lock, places, { targets: ['content/page.ts'], all: false, languages: ['en', 'zh'] })).toBe(3)
    expect(lock['content/page.ts']!['text.title']).toEqual({ en: germanHash('Titel') })
    expect(outdatedTranslationProblems(places, lock)).toEqual([])

    places = write({ title: 'Titel', paragraphs: ['Eins.', 'Zwei, geändert.'] })
    const problems = outdatedTranslationProblems(places, lock)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ file: 'content/page.ts', line: 6 })
    expect(problems[0]!.message).toMatch(/^text\.body: the German changed since its translation was last reviewed; behind: en \(line 10\)\. .*translations:reviewed -- content\/page\.ts:6$/)
    // Editing only the translation is no change of the German: nothing to do.
    places = write({ title: 'Titel', paragraphs: ['Eins.', 'Zwei, geändert.'] }, { title: 'Another title', paragraphs: ['One.', 'Two.'] })
    expect(outdatedTranslationProblems(places, lock).map((p) => p.message.split(':')[0])).toEqual(['text.body'])

    expect(markReviewed(lock, places, { targets: ['content/page.ts:10'], all: false, languages: ['en'] })).toBe(1)
    expect(outdatedTranslationProblems(places, lock)).toEqual([])
  })

  it('reports missing and outdated per file in Markdown, and keeps the lock file sorted and diffable', () => {
    const places = write({ title: 'Neu', paragraphs: ['Eins.'] })
    const lock: TranslationLock = { 'content/page.ts': { 'text.title': { en: germanHash('Alt') }, 'gone.place': { en: 'x' } } }
    const report = statusReport(places, lock)
    expect(report).toContain('| content/page.ts | 0 done, **3 outdated** | 0 done, **3 missing** |')
    expect(report).toContain('- content/page.ts:9 en outdated: `text.title`')
    markReviewed(lock, places, { targets: ['content/page.ts'], all: false, languages: ['en'] })
    expect(Object.keys(lock['content/page.ts']!).sort()).toEqual(['terms.oss.text.t', 'text.body', 'text.title'])
    expect(formatLock({ b: { 'x.10': { en: '1' }, 'x.9': { en: '2' } }, a: { y: { zh: '3' } } })).toBe(
      '{\n  "a": {\n    "y": {"zh":"3"}\n  },\n  "b": {\n    "x.9": {"en":"2"},\n    "x.10": {"en":"1"}\n  }\n}\n',
    )
  })
})
