// The glossary grid of /lexikon in each language's reading order, checked with tools other than
// the Intl.Collator that sorts it: German and English by their letters with accents folded,
// Chinese by pinyin from pinyin-pro (terms beginning in Latin letters after the Chinese ones).
import { readFileSync } from 'node:fs'
import { pinyin } from 'pinyin-pro'
import { describe, expect, it } from 'vitest'
import { glossary } from '../../content/glossary'
import { languages } from '../../content/languages'
import type { Lang } from '../../content/types'
import { localizePath } from '../../core/url-rules'
import { siteRoot } from '../../scripts/site-manifest'

function titles(lang: Lang): string[] {
  const html = readFileSync(`${siteRoot}${localizePath('/lexikon', lang).slice(1)}/index.html`, 'utf8')
  const grid = html.slice(html.indexOf('id="terms-title"'))
  return [...grid.matchAll(/<h3[^>]*>(.*?)<\/h3>/g)].map((m) => m[1]!.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'"))
}

/** Letters only, accents folded, lower case: "Übergang" → "ubergang". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[^\p{L}\p{N}]/gu, '').toLowerCase()

describe('glossary order on /lexikon', () => {
  it.each(languages.filter((l) => l !== 'zh'))('%s: every term, alphabetically', (lang) => {
    const shown = titles(lang)
    expect(shown).toHaveLength(glossary.length)
    const keys = shown.map(folded)
    for (let i = 1; i < keys.length; i++) expect(keys[i - 1]! <= keys[i]!, `${shown[i - 1]} before ${shown[i]}`).toBe(true)
  })

  it('zh: every term, by pinyin, those beginning in Latin letters last', () => {
    const shown = titles('zh')
    expect(shown).toHaveLength(glossary.length)
    const latin = shown.findIndex((t) => /^[A-Za-z0-9]/.test(t))
    expect(shown.slice(latin).every((t) => /^[A-Za-z0-9]/.test(t))).toBe(true)
    const keys = shown.slice(0, latin).map((t) => pinyin(t.replace(/[^\p{Script=Han}]/gu, ''), { toneType: 'none', type: 'array' }).join(' '))
    for (let i = 1; i < keys.length; i++) expect(keys[i - 1]! <= keys[i]!, `${shown[i - 1]} (${keys[i - 1]}) before ${shown[i]} (${keys[i]})`).toBe(true)
  })
})
