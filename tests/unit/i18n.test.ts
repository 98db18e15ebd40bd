import { describe, expect, it } from 'vitest'
import type { Localized } from '../../content/types'
import { localize, mergeFallback } from '../../core/i18n'
import { format } from '../../core/text'

describe('localize', () => {
  const value: Localized<{ title: string; items: string[] }> = {
    de: { title: 'Titel', items: ['eins', 'zwei'] },
    en: { title: 'Title', items: ['one', 'two'] },
    zh: { title: '标题', items: ['一', '二'] },
  }

  it('returns the requested language', () => {
    expect(localize(value, 'zh')).toEqual({ title: '标题', items: ['一', '二'] })
    expect(localize(value, 'en').title).toBe('Title')
  })

  it('falls back to German for a missing language, key, empty text or list entry', () => {
    const partial = {
      de: value.de,
      en: { title: '', items: ['one'] },
    } as unknown as Localized<{ title: string; items: string[] }>
    expect(localize(partial, 'zh')).toEqual(value.de)
    expect(localize(partial, 'en')).toEqual({ title: 'Titel', items: ['one', 'zwei'] })
  })

  it('keeps values that are present, including false and 0', () => {
    expect(mergeFallback({ a: 0, b: false }, { a: 5, b: true })).toEqual({ a: 0, b: false })
  })
})

describe('format', () => {
  it('replaces placeholders and leaves unknown ones visible', () => {
    expect(format('© {year} {firm}', { year: 2025, firm: 'Kanzlei' })).toBe('© 2025 Kanzlei')
    expect(format('{hotkey} {missing}', { hotkey: 'F8' })).toBe('F8 {missing}')
  })
})
