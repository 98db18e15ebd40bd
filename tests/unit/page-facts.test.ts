// Key facts of every content page in every language, read from the built HTML (npm run build
// first; `npm test` does). Expected figures come from SPEC.md §9 itself (tests/support/spec.ts
// parses it) or, where the law departs from the spec, from the checked facts of content/facts.ts,
// in each language's number format (Intl, not the renderer's helpers).
import { existsSync, readFileSync } from 'node:fs'
import { Window } from 'happy-dom'
import { describe, expect, it } from 'vitest'
import { firm } from '../../content/firm'
import { languages } from '../../content/languages'
import { staticRoutes } from '../../content/routes'
import type { Lang } from '../../content/types'
import { localizePath } from '../../renderer/urls'
import { articles } from '../../content/articles'
import { glossary } from '../../content/glossary'
import { pageMeta } from '../../renderer/page-meta'
import { facts } from '../../content/facts'
import { specFigures, type SpecPrice } from '../support/spec'

const dist = new URL('../../dist/client/', import.meta.url)

function load(path: string, lang: Lang): Document {
  const url = localizePath(path, lang)
  const file = new URL(url === '/' ? 'index.html' : `${url.slice(1)}/index.html`, dist)
  if (!existsSync(file)) throw new Error(`${file.pathname} missing: run npm run build first`)
  const window = new Window()
  window.document.write(readFileSync(file, 'utf8'))
  return window.document as unknown as Document
}

/** Visible text with non-breaking spaces as plain spaces. */
function text(node: Element | Document | null): string {
  return (node?.textContent ?? '').replace(/\u00a0|\u202f/g, ' ').replace(/\s+/g, ' ')
}

function hrefs(nodes: NodeListOf<Element> | Element[]): (string | null)[] {
  return [...nodes].map((a) => a.getAttribute('href'))
}

const local = (path: string, lang: Lang) => localizePath(path, lang)

/** Price strings as the renderer formats them (Intl, EUR). */
const euro: Record<Lang, (n: string) => string> = {
  de: (n) => `${n} €`,
  en: (n) => `€${n}`,
  zh: (n) => `€${n}`,
}
const numberLocale: Record<Lang, string> = { de: 'de-DE', en: 'en-GB', zh: 'en-GB' }
const thousands: Record<Lang, (n: number) => string> = {
  de: (n) => n.toLocaleString('de-DE'),
  en: (n) => n.toLocaleString('en-GB'),
  zh: (n) => n.toLocaleString('en-GB'),
}
/** A price of the spec as the page shows it: "ab 900 €", "from €900", "€900起", "auf Anfrage". */
function shownPrice(price: SpecPrice, lang: Lang): string {
  if (price.amount === undefined) return { de: 'auf Anfrage', en: 'on request', zh: '面议' }[lang]
  const amount = euro[lang](thousands[lang](price.amount))
  if (!price.from) return amount
  return lang === 'de' ? `ab ${amount}` : lang === 'en' ? `from ${amount}` : `${amount}起`
}
/** The ways a figure may be written in a language: 2.19 → "2,19" in German; 200000 → "20万" in Chinese. */
function spellings(n: number, lang: Lang): string[] {
  const decimals = Number.isInteger(n) ? 0 : String(n).split('.')[1]!.length
  const plain = n.toLocaleString(numberLocale[lang], { minimumFractionDigits: decimals })
  return lang === 'zh' && n >= 10000 ? [plain, new Intl.NumberFormat('zh-CN', { notation: 'compact' }).format(n)] : [plain]
}
/** The total price a consumer pays (§ 3 PAngV), worked out here from the net price and the standard rate of content/facts.ts. */
function grossShown(net: number, lang: Lang): string {
  const gross = Math.round(net * (100 + facts.vatStandardRate.value)) / 100
  return euro[lang](gross.toLocaleString(numberLocale[lang], { minimumFractionDigits: Number.isInteger(gross) ? 0 : 2 }))
}
const specPackage = (name: string) => {
  const price = specFigures.packages.find((p) => p.name === name)
  if (!price) throw new Error(`SPEC.md §9 has no package "${name}"`)
  return price
}

function jsonLd(doc: Document): Record<string, unknown>[] {
  return [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>)
}

function ofType(doc: Document, type: string): Record<string, unknown>[] {
  return jsonLd(doc).filter((d) => d['@type'] === type)
}

const specAmounts = specFigures.packages.flatMap((p) => (p.amount === undefined ? [] : [p.amount]))

describe.each(languages)('built pages in %s', (lang) => {
  it('structured data: the firm everywhere, breadcrumbs below home, FAQPage and offers where the page has them', () => {
    const home = load('/', lang)
    const firmData = ofType(home, 'LegalService')[0]
    expect(firmData).toMatchObject({
      telephone: firm.phone.e164,
      priceRange: `${Math.min(specFigures.hourlyRate, ...specAmounts)}–${Math.max(specFigures.hourlyRate, ...specAmounts)} EUR`,
      address: { addressLocality: 'Taunusstein', postalCode: firm.address.postalCode, addressCountry: 'DE' },
      areaServed: { '@type': 'Country' },
    })
    expect(ofType(home, 'FAQPage')[0]?.mainEntity).toHaveLength(7)
    expect(ofType(home, 'BreadcrumbList')).toHaveLength(0)

    const customs = load('/zoll-beratung', lang)
    expect(ofType(customs, 'FAQPage')[0]?.mainEntity).toHaveLength(4)
    expect((ofType(customs, 'BreadcrumbList')[0]?.itemListElement as unknown[]).length).toBe(2)

    const pricing = ofType(load('/preise', lang), 'Service')[0]
    type Specification = { price?: number; minPrice?: number; valueAddedTaxIncluded: boolean }
    const offers = pricing?.offers as { price?: number; priceSpecification?: Specification[] }[]
    const amount = (o: (typeof offers)[number], withVat: boolean) => {
      const specification = o.priceSpecification?.find((p) => p.valueAddedTaxIncluded === withVat)
      return specification?.price ?? specification?.minPrice ?? null
    }
    expect(offers.map((o) => amount(o, false))).toEqual(specFigures.packages.map((p) => p.amount ?? null))
    // The total price consumers pay, beside every net price (§ 3 PAngV).
    const vat = facts.vatStandardRate.value
    expect(offers.map((o) => amount(o, true))).toEqual(specFigures.packages.map((p) => (p.amount === undefined ? null : Math.round(p.amount * (100 + vat)) / 100)))

    const coffee = ofType(load('/kaffeesteuer', lang), 'Service')[0]
    expect((coffee?.offers as { price: number }[])[0]?.price).toBe(specFigures.excisePackages.coffee)
  })

  it('all 30 term pages and 5 article pages exist with their title and description', () => {
    for (const path of [...glossary.map((t) => `/lexikon/${t.id}`), ...articles.map((a) => `/artikel/${a.id}`)]) {
      const doc = load(path, lang)
      const meta = pageMeta(path, lang)
      expect(doc.title, path).toBe(`${meta.title} | ${firm.shortName}`)
      expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(meta.description)
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(new URL(local(path, lang), firm.siteUrl).href)
      expect(jsonLd(doc).some((d) => d['@type'] === (path.startsWith('/lexikon') ? 'DefinedTerm' : 'Article'))).toBe(true)
    }
    expect(ofType(load('/lexikon', lang), 'DefinedTermSet')[0]?.hasDefinedTerm).toHaveLength(30)
  })

  it('every page ends in a call to action to /kontakt or /preise', () => {
    for (const path of staticRoutes) {
      const sections = load(path, lang).querySelectorAll('main > section')
      const last = sections[sections.length - 1]
      const targets = hrefs(last?.querySelectorAll('a[href]') ?? [])
      expect(targets, `${path}`).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^${local('/kontakt', lang)}$|^${local('/preise', lang)}$`))]))
    }
  })

  it.each([
    ['/vat-beratung', 3],
    ['/ecommerce-steuerberatung', 3],
    ['/zoll-beratung', 4],
    ['/steuerstreit', 3],
  ] as const)('%s: six service cards, %i FAQ items, CTA to /kontakt', (path, faqCount) => {
    const doc = load(path, lang)
    expect(doc.querySelectorAll('#services-title ~ div li')).toHaveLength(6)
    expect(doc.querySelectorAll('details.faq-item')).toHaveLength(faqCount)
    expect(doc.querySelectorAll('details.faq-item[open]')).toHaveLength(0)
    expect(hrefs(doc.querySelectorAll('#cta-title ~ div a'))).toEqual([local('/kontakt', lang)])
  })

  it('/zoll-beratung: packages block with prices and a button to /preise', () => {
    const doc = load('/zoll-beratung', lang)
    const block = doc.querySelector('#packages-title')?.parentElement ?? null
    const prices = [...(block?.querySelectorAll('[data-price]') ?? [])].map((p) => text(p))
    expect(prices).toEqual(['customs starter package', 'import process review', 'tariff classification guide'].map((name) => shownPrice(specPackage(name), lang)))
    expect(hrefs(block?.querySelectorAll('a') ?? [])).toContain(local('/preise', lang))
  })

  it('/verbrauchsteuern: six categories with their learn-more targets, CTA to /kontakt', () => {
    const doc = load('/verbrauchsteuern', lang)
    expect(hrefs(doc.querySelectorAll('#categories-title ~ div li a'))).toEqual(
      ['/kaffeesteuer', '/luftverkehrsteuer', '/alkoholsteuer', '/tabaksteuer', '/kontakt', '/alkoholsteuer'].map((p) => local(p, lang)),
    )
    expect(hrefs(doc.querySelectorAll('#cta-title ~ div a'))).toEqual([local('/kontakt', lang)])
  })

  const tax = specFigures.taxFigures
  const exciseFigures: Record<string, { price: number; figures: number[] }> = {
    '/kaffeesteuer': { price: specFigures.excisePackages.coffee, figures: [facts.coffeeTaxRoasted.value, facts.coffeeTaxInstant.value] },
    // The spec's "as of 2025" rates are those of 2023: the page states them as earlier rates, beside the current ones (facts).
    '/luftverkehrsteuer': { price: specFigures.excisePackages.air, figures: [...tax.air, facts.aviationTaxAnnex1.value, facts.aviationTaxAnnex2.value, facts.aviationTaxOther.value] },
    '/alkoholsteuer': { price: specFigures.excisePackages.alcohol, figures: tax.alcohol },
    // SPEC.md §9 says 9.92 cent, a rate that never applied: the page states the law (content/facts.ts).
    '/tabaksteuer': { price: specFigures.excisePackages.tobacco, figures: [facts.cigaretteTax2015PerPiece.value, facts.cigaretteTax2015Share.value] },
  }

  it.each(Object.entries(exciseFigures))('%s: five topics, package price and features, FAQ of two, tax figures', (path, expected) => {
    const doc = load(path, lang)
    expect(doc.querySelectorAll('#topics-title ~ ul li')).toHaveLength(5)
    const card = doc.querySelector('[data-package]')
    expect(text(card?.querySelector('[data-price]') ?? null)).toBe(euro[lang](String(expected.price)))
    expect(card?.querySelectorAll('ul li').length).toBeGreaterThanOrEqual(3)
    expect(card?.querySelector('a')?.getAttribute('href')).toBe(local('/kontakt', lang))
    expect(doc.querySelectorAll('details.faq-item')).toHaveLength(2)
    const main = text(doc.querySelector('main'))
    for (const figure of expected.figures) {
      expect(spellings(figure, lang).some((spelling) => main.includes(spelling)), `${path} shows ${spellings(figure, lang).join(' or ')}`).toBe(true)
    }
    expect(doc.querySelector('main aside')).not.toBeNull()
  })

  it('/registrierung: three services, positioning block, call link, contact button, profile link in a new tab', () => {
    const doc = load('/registrierung', lang)
    expect(doc.querySelectorAll('#services-title ~ div li')).toHaveLength(3)
    expect(doc.querySelector('#positioning-title')).not.toBeNull()
    const cta = doc.querySelectorAll('#cta-title ~ div a')
    expect(hrefs(cta)).toEqual([local('/kontakt', lang), `tel:${firm.phone.e164}`, firm.profileUrl])
    const profile = cta[2]
    expect(profile?.getAttribute('target')).toBe('_blank')
    expect(profile?.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('/trainings-workshops: three formats, four modules of 90/60/60/90 min, 200–400 per person, request form', () => {
    const doc = load('/trainings-workshops', lang)
    expect(doc.querySelectorAll('#formats-title ~ div > ul > li')).toHaveLength(3)
    const minutes = [...doc.querySelectorAll('[data-minutes]')].map((m) => text(m).match(/\d+/)?.[0])
    expect(minutes).toEqual(specFigures.moduleMinutes.map(String))
    const priceLine = text(doc.querySelector('[data-price-line]'))
    for (const price of specFigures.workshopPrices) {
      expect(priceLine).toContain(euro[lang](String(price)))
      expect(priceLine).toContain(grossShown(price, lang))
    }
    const form = doc.querySelector('#training-request form')
    expect(form?.getAttribute('action')).toBe('/api/send-contact-email')
    expect(form?.querySelector('input[name="source"]')?.getAttribute('value')).toBe(doc.querySelector('#training-request-title')?.textContent)
    expect(doc.querySelector('#training-request aside')).not.toBeNull()
  })

  it('/preise: 180 hourly rate, eight packages with the prices of §9, every button to /kontakt, VAT note', () => {
    const doc = load('/preise', lang)
    expect(text(doc.querySelector('[data-hourly-rate]'))).toContain(euro[lang](String(specFigures.hourlyRate)))
    expect(text(doc.querySelector('[data-hourly-rate]'))).toContain(grossShown(specFigures.hourlyRate, lang))
    const prices = [...doc.querySelectorAll('[data-package] [data-price]')].map((p) => text(p))
    expect(prices).toEqual(specFigures.packages.map((price) => shownPrice(price, lang)))
    // Beside every net price the total price including VAT (§ 3 (1) PAngV), none for "on request".
    const grossPrices = [...doc.querySelectorAll('[data-package]')].map((card) => text(card.querySelector('[data-price-gross]')))
    expect(grossPrices).toEqual(
      specFigures.packages.map((price) => {
        if (price.amount === undefined) return ''
        const gross = grossShown(price.amount, lang)
        return !price.from ? gross : lang === 'de' ? `ab ${gross}` : lang === 'en' ? `from ${gross}` : `${gross}起`
      }),
    )
    expect(new Set(hrefs(doc.querySelectorAll('[data-package] a')))).toEqual(new Set([local('/kontakt', lang)]))
    const vat = { de: 'zzgl. gesetzlicher', en: 'plus statutory VAT', zh: '另加法定增值税' }[lang]
    expect(text(doc.querySelector('main'))).toContain(vat)
  })

  it('the footer’s copyright year is this year, not a year written into the content', () => {
    // The site is built the day the tests run; SPEC.md's "Copyright year 2025" was written in 2025.
    const year = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(new Date())
    for (const path of ['/', '/kontakt', '/lexikon/oss']) expect(text(load(path, lang).querySelector('footer')), path).toContain(`© ${year} `)
  })

  it('/tools: three tool cards linking to the tools', () => {
    const doc = load('/tools', lang)
    expect(hrefs(doc.querySelectorAll('main li a'))).toEqual(['/ust-id-pruefer', '/fristenkalender', '/vat-quick-scan'].map((p) => local(p, lang)))
  })

  it('/ueber-mich: sized portrait with alt text, name, role, four values, CTA to /kontakt', () => {
    const doc = load('/ueber-mich', lang)
    // The files and their sizes are checked in tests/validators/images.test.ts.
    const img = doc.querySelector('main picture > img')
    expect(img?.getAttribute('src')).toBe(firm.attorney.photo.src)
    expect(Number(img?.getAttribute('width'))).toBeGreaterThan(0)
    expect(Number(img?.getAttribute('height'))).toBeGreaterThan(0)
    expect(img?.getAttribute('alt')?.length).toBeGreaterThan(10)
    expect(text(doc.querySelector('#profile-name'))).toBe(firm.attorney.name)
    expect(doc.querySelectorAll('#values-title ~ div li')).toHaveLength(4)
    expect(hrefs(doc.querySelectorAll('#cta-title ~ div a'))).toEqual([local('/kontakt', lang)])
  })

  it.each(['/impressum', '/datenschutz', '/agb'])('%s: full legal text with firm data filled in', (path) => {
    const doc = load(path, lang)
    const main = text(doc.querySelector('main'))
    expect(doc.querySelectorAll('main h2').length).toBeGreaterThanOrEqual(4)
    expect(main, 'no unfilled placeholder').not.toMatch(/\{\w+\}/)
    if (path === '/impressum') {
      for (const fact of [firm.name, firm.address.street, firm.vatId, firm.chamberAddress, firm.liabilityInsurance.insurer]) {
        expect(main).toContain(fact)
      }
    }
    if (path === '/datenschutz') {
      expect(main).toContain(firm.dataProtectionAuthority.address)
      expect(main).toMatch(new RegExp(`\\b${specFigures.logRetentionDays}\\b`))
      expect(main).toMatch(/SES|Simple Email Service/)
      expect(main).toMatch(/VIES/)
    }
    if (path === '/agb') {
      const inWords: Record<number, Record<Lang, string>> = { 14: { de: 'vierzehn', en: 'fourteen', zh: '十四' } }
      const days = specFigures.withdrawalDays
      expect(main).toMatch(new RegExp(`\\b${days}\\b|${inWords[days]?.[lang] ?? days}`, 'i'))
    }
  })
})
