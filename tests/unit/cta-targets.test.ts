// Where each page's closing call to action leads (issue 29, point 14): a button that offers the
// free first assessment books it on /termin; one that asks the visitor to write stays on /kontakt.
import { describe, expect, it } from 'vitest'
import { sitePages } from '../../content/pages'
import { termbase } from '../../content/termbase'
import type { Lang } from '../../content/types'

const languages: Lang[] = ['de', 'en', 'zh']
const concept = termbase.terms.find((term) => term.concept === 'free-first-assessment')!
// The termbase's name of the call, and its former name, which texts not yet renamed still use.
const callNames: Record<Lang, string[]> = { de: [concept.de, 'Erstgespräch'], en: [concept.en, 'initial call'], zh: [concept.zh, '初步沟通'] }
const offersTheCall = (lang: Lang, text: string) => callNames[lang].some((name) => text.toLowerCase().includes(name.toLowerCase()))

interface WithCta {
  ctaHref?: string
  text: Record<Lang, { cta?: { button: string } }>
}

describe('the calls to action at the end of each page', () => {
  const withCta = sitePages.map((page) => ({ route: page.route, content: page.content as unknown as WithCta })).filter((page) => page.content.ctaHref && page.content.text.de.cta)

  it('finds the pages that end in one', () => {
    expect(withCta.length).toBeGreaterThan(20)
    expect(withCta.filter((page) => languages.some((lang) => offersTheCall(lang, page.content.text[lang].cta!.button))).length).toBeGreaterThan(5)
  })

  it.each(withCta.map((page) => [page.route, page.content] as const))('%s: a button offering the free first assessment leads to /termin, any other not', (_route, content) => {
    const offers = languages.map((lang) => offersTheCall(lang, content.text[lang].cta!.button))
    // All three languages say the same thing.
    expect(new Set(offers).size).toBe(1)
    if (offers[0]) expect(content.ctaHref).toBe('/termin')
    else expect(content.ctaHref).not.toBe('/termin')
  })
})
