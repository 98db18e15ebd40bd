import { describe, expect, it } from 'vitest'
import { kontaktPage } from '../../content/pages/kontakt'
import { checkContent, formatProblems } from '../../scripts/content/check'
import { contentFiles, knownTargets, type ContentFile } from '../../scripts/content/registry'
import { readContentSchema } from '../../scripts/content/schemas'

const schema = readContentSchema()

function check(files: ContentFile[]) {
  return checkContent(files, schema, knownTargets())
}

/** A deep copy of the contact page that a test may break. */
function contactPage(): ContentFile & { data: typeof kontaktPage } {
  return { file: 'content/pages/kontakt.ts', type: 'ContactPage', data: structuredClone(kontaktPage) }
}

describe('content check', () => {
  it('accepts the real content of the site', () => {
    const problems = check(contentFiles())
    expect(formatProblems(problems)).toBe('')
  })

  it('rejects a missing translation, naming file and key', () => {
    const page = contactPage()
    delete (page.data.text as Partial<typeof page.data.text>).zh
    expect(check([page])).toContainEqual({ file: 'content/pages/kontakt.ts', key: 'text.zh', message: 'missing translation' })
  })

  it('rejects a missing text inside one language', () => {
    const page = contactPage()
    delete (page.data.text.en.cta as Partial<typeof page.data.text.en.cta>).button
    expect(check([page])).toContainEqual({ file: 'content/pages/kontakt.ts', key: 'text.en.cta.button', message: 'missing value' })
  })

  it('rejects an empty translation', () => {
    const page = contactPage()
    page.data.text.zh.hero.title = ''
    expect(check([page])).toContainEqual({
      file: 'content/pages/kontakt.ts',
      key: 'text.zh.hero.title',
      message: 'empty text (missing translation?)',
    })
  })

  it('rejects a meta description over 160 characters', () => {
    const page = contactPage()
    page.data.text.de.meta.description = 'x'.repeat(161)
    expect(check([page])).toContainEqual({
      file: 'content/pages/kontakt.ts',
      key: 'text.de.meta.description',
      message: 'meta description 161 characters, limit 160',
    })
    page.data.text.de.meta.description = 'x'.repeat(160)
    expect(check([page])).toEqual([])
  })

  it('counts a meta description as a visitor reads it, with its facts filled in', () => {
    const page = contactPage()
    // "{fact:coffeeTaxRoasted}" is 23 characters and reads "2,19" (4): 156 + 4 = 160 fits.
    page.data.text.de.meta.description = `${'x'.repeat(156)}{fact:coffeeTaxRoasted}`
    expect(check([page])).toEqual([])
    // "(Stand: {asOf:coffeeTaxRoasted})" reads "(Stand: November 2026)", 22 characters.
    page.data.text.de.meta.description = `${'x'.repeat(140)}(Stand: {asOf:coffeeTaxRoasted})`
    expect(check([page])).toContainEqual({ file: 'content/pages/kontakt.ts', key: 'text.de.meta.description', message: 'meta description 162 characters, limit 160' })
  })

  it('rejects an internal link to a route that does not exist', () => {
    const file: ContentFile = {
      file: 'content/pages/home.ts',
      type: 'HomePage',
      data: (() => {
        const home = structuredClone(contentFiles().find((f) => f.type === 'HomePage')!.data) as { serviceCards: { href: string }[] }
        home.serviceCards[2]!.href = '/zollberatung'
        return home
      })(),
    }
    expect(check([file])).toContainEqual({
      file: 'content/pages/home.ts',
      key: 'serviceCards.2.href',
      message: 'internal link to "/zollberatung", which is no route of the site',
    })
  })

  it('rejects booking hours that overlap or hold no call, and a time that is no time of day', () => {
    const file = contentFiles().find((f) => f.type === 'BookingAvailability')!
    const hours = structuredClone(file.data) as { weeklyHours: { weekday: number; from: string; to: string }[] }
    hours.weeklyHours.push({ ...hours.weeklyHours[0]! }, { weekday: 6, from: '09:00', to: '24:00' })
    const problems = check([{ ...file, data: hours }])
    expect(problems).toContainEqual({ file: 'content/booking.ts', key: `weeklyHours.${hours.weeklyHours.length - 2}`, message: 'overlaps weeklyHours.0 on weekday 1' })
    expect(problems.some((p) => p.key === `weeklyHours.${hours.weeklyHours.length - 1}.to`)).toBe(true)
  })

  it('rejects booking hours the booking calendar cannot hold (issue 39 A4): Mon–Fri 09:00–17:00 for 90 days', () => {
    const file = contentFiles().find((f) => f.type === 'BookingAvailability')!
    const hours = { ...(structuredClone(file.data) as object), horizonDays: 90, weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, from: '09:00', to: '17:00' })) }
    expect(check([{ ...file, data: hours }])).toContainEqual(expect.objectContaining({ file: 'content/booking.ts', key: 'horizonDays' }))
    expect(check([file])).toEqual([])
  })

  it('rejects duplicate ids', () => {
    const file: ContentFile = { file: 'content/x.ts', type: 'Unknown', data: { terms: [{ id: 'oss' }, { id: 'ioss' }, { id: 'oss' }] } }
    const problems = checkContent([file], { definitions: { Unknown: {} } }, knownTargets())
    expect(problems).toContainEqual({ file: 'content/x.ts', key: 'terms.2.id', message: 'duplicate id "oss" (also at index 0)' })
  })

  it('rejects a translation whose lists differ in length from German', () => {
    const file = contentFiles().find((f) => f.type === 'HomePage')!
    const home = structuredClone(file.data) as { text: Record<string, { faq: { items: unknown[] } }> }
    home.text.zh!.faq.items.pop()
    expect(check([{ ...file, data: home }])).toContainEqual({
      file: 'content/pages/home.ts',
      key: 'text.zh.faq.items',
      message: 'zh has 6 entries, de has 7',
    })
  })

  it('rejects keys the content model does not know', () => {
    const page = contactPage()
    ;(page.data.text.en.hero as unknown as Record<string, string>).titel = 'typo'
    expect(check([page])).toContainEqual({
      file: 'content/pages/kontakt.ts',
      key: 'text.en.hero.titel',
      message: 'unknown key (not in content/types.ts)',
    })
  })

  it('rejects a reference to a package that does not exist', () => {
    const file = contentFiles().find((f) => f.type === 'PricingPage')!
    const pricing = structuredClone(file.data) as { packageIds: string[] }
    pricing.packageIds[1] = 'de-vat-registrations'
    expect(check([{ ...file, data: pricing }])).toContainEqual({
      file: 'content/pages/preise.ts',
      key: 'packageIds.1',
      message: 'unknown package "de-vat-registrations" (content/packages.ts)',
    })
  })

  it('rejects a placeholder the renderer does not fill', () => {
    const page = contactPage()
    page.data.text.de.hero.intro = 'Schreiben Sie an {emial}.'
    expect(check([page])).toContainEqual({ file: 'content/pages/kontakt.ts', key: 'text.de.hero.intro', message: 'unknown placeholder {emial}' })
  })

  it('gives every route its own title in every language', () => {
    const titles = new Map<string, string>()
    for (const file of contentFiles().filter((f) => f.file.startsWith('content/pages/'))) {
      const text = (file.data as { text: Record<string, { meta: { title: string } }> }).text
      for (const [lang, value] of Object.entries(text)) {
        const key = `${lang}:${value.meta.title}`
        expect(titles.get(key), `${file.file} repeats the ${lang} title of ${titles.get(key)}`).toBeUndefined()
        titles.set(key, file.file)
      }
    }
  })
})
