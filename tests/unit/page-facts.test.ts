// Key facts of every content page in every language, read from the built HTML (npm run build
// first; `npm test` does) and compared with the content they come from: every package's price, the
// facts a page names, the items of its lists. Prices and figures are formatted here with Intl, not
// with the renderer's helpers, and the gross price is worked out here from the net price and the
// standard rate. How the content compares with SPEC.md's figures is a report (npm run spec:report).
import { existsSync, readFileSync } from 'node:fs'
import { Window } from 'happy-dom'
import { describe, expect, it } from 'vitest'
import { articles } from '../../content/articles'
import { facts } from '../../content/facts'
import { firm } from '../../content/firm'
import { glossary } from '../../content/glossary'
import { languages } from '../../content/languages'
import { retention } from '../../content/operations'
import { packageById } from '../../content/packages-index'
import { packages, rates } from '../../content/packages'
import { pages } from '../../content/pages'
import type { Lang, Price } from '../../content/types'
import { routeAt, siteRoutes } from '../../core/site'
import { ui } from '../../content/ui'
import { localizePath } from '../../core/url-rules'

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

/** An amount as the pages write it (Intl, EUR): "1.000 €", "€1,000", "1,000欧元"; cents only where there are some. */
const numberLocale: Record<Lang, string> = { de: 'de-DE', en: 'en-GB', zh: 'en-GB' }
function euro(amount: number, lang: Lang): string {
  const n = amount.toLocaleString(numberLocale[lang], { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 })
  return { de: `${n} €`, en: `€${n}`, zh: `${n}欧元` }[lang]
}
/** The total price a consumer pays (§ 3 (1) PAngV): the net price plus the standard rate of content/facts.ts. */
const gross = (net: number) => Math.round(net * (100 + facts.vatStandardRate.value)) / 100
const from = (amount: string, lang: Lang) => (lang === 'de' ? `ab ${amount}` : lang === 'en' ? `from ${amount}` : `${amount}起`)
const range = (min: string, max: string, lang: Lang) => (lang === 'de' ? `${min} bis ${max}` : lang === 'en' ? `${min} to ${max}` : `${min}至${max}`)

/** A package's net price as its card shows it: "ab 900 €", "from €900", "€900起", "auf Anfrage". */
function shownNet(price: Price, lang: Lang): string {
  if (price.kind === 'onRequest') return { de: 'auf Anfrage', en: 'on request', zh: '面议' }[lang]
  if (price.kind === 'range') return range(euro(price.min, lang), euro(price.max, lang), lang)
  return price.kind === 'from' ? from(euro(price.amount, lang), lang) : euro(price.amount, lang)
}
/** The gross price beside it; nothing for "on request". */
function shownGross(price: Price, lang: Lang): string {
  if (price.kind === 'onRequest') return ''
  if (price.kind === 'range') return range(euro(gross(price.min), lang), euro(gross(price.max), lang), lang)
  return price.kind === 'from' ? from(euro(gross(price.amount), lang), lang) : euro(gross(price.amount), lang)
}
const netAmount = (price: Price) => (price.kind === 'fixed' || price.kind === 'from' ? price.amount : price.kind === 'range' ? price.min : null)
const amountsOf = (price: Price) => (price.kind === 'range' ? [price.min, price.max] : price.kind === 'onRequest' ? [] : [price.amount])

/** The ways a figure may be written in a language: 2.19 → "2,19" in German. */
function spelling(n: number, lang: Lang): string {
  const decimals = Number.isInteger(n) ? 0 : String(n).split('.')[1]!.length
  return n.toLocaleString(numberLocale[lang], { minimumFractionDigits: decimals })
}
/** The facts a content value names with {fact:…} in one language. */
function namedFacts(value: unknown, lang: Lang): (keyof typeof facts)[] {
  const found = new Set<keyof typeof facts>()
  const walk = (node: unknown, inLang: boolean): void => {
    if (typeof node === 'string') {
      if (inLang) for (const m of node.matchAll(/\{fact:(\w+)\}/g)) found.add(m[1] as keyof typeof facts)
    } else if (Array.isArray(node)) node.forEach((child) => walk(child, inLang))
    else if (node && typeof node === 'object') for (const [key, child] of Object.entries(node)) walk(child, inLang || key === lang)
  }
  walk(value, false)
  return [...found]
}

function jsonLd(doc: Document): Record<string, unknown>[] {
  return [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>)
}

function ofType(doc: Document, type: string): Record<string, unknown>[] {
  return jsonLd(doc).filter((d) => d['@type'] === type)
}

const everyAmount = [...packages.map((p) => p.price), ...Object.values(rates)].flatMap(amountsOf)

describe.each(languages)('built pages in %s', (lang) => {
  it('structured data: the firm everywhere, breadcrumbs below home, FAQPage and offers where the page has them', () => {
    const home = load('/', lang)
    // The total prices a consumer pays (§ 3 (1) PAngV), in the firm's German like its other properties.
    const total = (amount: number) => gross(amount).toLocaleString('de-DE', { minimumFractionDigits: Number.isInteger(gross(amount)) ? 0 : 2 })
    expect(ofType(home, 'LegalService')[0]).toMatchObject({
      telephone: firm.phone.e164,
      priceRange: `${total(Math.min(...everyAmount))}–${total(Math.max(...everyAmount))} EUR inkl. ${facts.vatStandardRate.value} % USt.`,
      address: { addressLocality: firm.address.city, postalCode: firm.address.postalCode, addressCountry: 'DE' },
      areaServed: { '@type': 'Country' },
    })
    expect(ofType(home, 'FAQPage')[0]?.mainEntity).toHaveLength(pages['/'].text[lang].faq.items.length)
    expect(ofType(home, 'BreadcrumbList')).toHaveLength(0)

    const customs = load('/zoll-beratung', lang)
    expect(ofType(customs, 'FAQPage')[0]?.mainEntity).toHaveLength(pages['/zoll-beratung'].text[lang].faq.items.length)
    expect((ofType(customs, 'BreadcrumbList')[0]?.itemListElement as unknown[]).length).toBe(2)

    const pricing = ofType(load('/preise', lang), 'Service')[0]
    type Specification = { price?: number; minPrice?: number; valueAddedTaxIncluded: boolean }
    const offers = pricing?.offers as { price?: number; priceSpecification?: Specification[] }[]
    const amount = (o: (typeof offers)[number], withVat: boolean) => {
      const specification = o.priceSpecification?.find((p) => p.valueAddedTaxIncluded === withVat)
      return specification?.price ?? specification?.minPrice ?? null
    }
    const offered = pages['/preise'].packageIds.map((id) => netAmount(packageById(id).price))
    expect(offers.map((o) => amount(o, false))).toEqual(offered)
    // The total price consumers pay is the offer's price and its first specification (§ 3 (1), (3) PAngV), the net one beside it.
    expect(offers.map((o) => amount(o, true))).toEqual(offered.map((net) => (net === null ? null : gross(net))))
    expect(offers.filter((o) => o.priceSpecification).map((o) => o.priceSpecification![0]!.valueAddedTaxIncluded)).toEqual(offered.filter((net) => net !== null).map(() => true))
    const fixed = pages['/preise'].packageIds.map((id) => packageById(id).price).map((price) => (price.kind === 'fixed' ? gross(price.amount) : undefined))
    expect(offers.map((o) => o.price)).toEqual(fixed)

    const coffee = ofType(load('/kaffeesteuer', lang), 'Service')[0]
    expect((coffee?.offers as { price: number }[])[0]?.price).toBe(gross(netAmount(packageById(pages['/kaffeesteuer'].packageId).price)!))
  })

  it('every glossary term and article has its page with title and description; the glossary lists every term', () => {
    for (const path of [...glossary.map((t) => `/lexikon/${t.id}`), ...articles.map((a) => `/artikel/${a.id}`)]) {
      const doc = load(path, lang)
      const meta = routeAt(path).meta(lang)
      expect(doc.title, path).toBe(`${meta.title} | ${firm.shortName}`)
      expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(meta.description)
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(new URL(local(path, lang), firm.siteUrl).href)
      expect(jsonLd(doc).some((d) => d['@type'] === (path.startsWith('/lexikon') ? 'DefinedTerm' : 'Article'))).toBe(true)
    }
    expect(ofType(load('/lexikon', lang), 'DefinedTermSet')[0]?.hasDefinedTerm).toHaveLength(glossary.length)
  })

  // SPEC.md §1 predates /termin: a call to action that offers the free call books it there, the
  // contact route for the call (lead's decision, issue 29); which one leads where: cta-targets.test.ts.
  it('every page ends in a call to action to /kontakt, /termin or /preise', () => {
    for (const path of siteRoutes.filter((route) => route.kind === 'page').map((route) => route.path)) {
      const sections = load(path, lang).querySelectorAll('main > section')
      const last = sections[sections.length - 1]
      const targets = hrefs(last?.querySelectorAll('a[href]') ?? [])
      expect(targets, `${path}`).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^${local('/kontakt', lang)}$|^${local('/termin', lang)}$|^${local('/preise', lang)}$`))]))
    }
  })

  it.each(['/vat-beratung', '/ecommerce-steuerberatung', '/zoll-beratung', '/steuerstreit'] as const)('%s: its service cards, its FAQ (all closed), its CTA where its content sends it', (path) => {
    const page = pages[path]
    const doc = load(path, lang)
    expect([...doc.querySelectorAll('#services-title ~ div li h3')].map(text)).toEqual(page.services.map((card) => card.text[lang].title))
    expect(doc.querySelectorAll('details.faq-item')).toHaveLength(page.text[lang].faq.items.length)
    expect(doc.querySelectorAll('details.faq-item[open]')).toHaveLength(0)
    expect(hrefs(doc.querySelectorAll('#cta-title ~ div a'))).toEqual([local(page.ctaHref, lang)])
  })

  it('/zoll-beratung: packages block with each package’s price and a button to /preise', () => {
    const doc = load('/zoll-beratung', lang)
    const block = doc.querySelector('#packages-title')?.parentElement ?? null
    const prices = [...(block?.querySelectorAll('[data-price]') ?? [])].map((p) => text(p))
    expect(prices).toEqual(pages['/zoll-beratung'].packageIds.map((id) => shownNet(packageById(id).price, lang)))
    expect(hrefs(block?.querySelectorAll('a') ?? [])).toContain(local('/preise', lang))
  })

  it('/verbrauchsteuern: each category with its learn-more target, its CTA where its content sends it', () => {
    const doc = load('/verbrauchsteuern', lang)
    expect(hrefs(doc.querySelectorAll('#categories-title ~ div li a'))).toEqual(pages['/verbrauchsteuern'].categories.map((card) => local(card.href, lang)))
    expect(hrefs(doc.querySelectorAll('#cta-title ~ div a'))).toEqual([local(pages['/verbrauchsteuern'].ctaHref, lang)])
  })

  it.each(['/kaffeesteuer', '/luftverkehrsteuer', '/alkoholsteuer', '/tabaksteuer'] as const)('%s: its topics, its package with price and features, its FAQ, every figure it names', (path) => {
    const page = pages[path]
    const doc = load(path, lang)
    expect(doc.querySelectorAll('#topics-title ~ ul li')).toHaveLength(page.text[lang].topics.items.length)
    const card = doc.querySelector('[data-package]')
    const offer = packageById(page.packageId)
    expect(text(card?.querySelector('[data-price]') ?? null)).toBe(shownNet(offer.price, lang))
    expect(text(card?.querySelector('[data-price-gross]') ?? null)).toBe(shownGross(offer.price, lang))
    expect([...(card?.querySelectorAll('ul li') ?? [])].map(text)).toEqual(offer.text[lang].features)
    expect(card?.querySelector('a')?.getAttribute('href')).toBe(local('/kontakt', lang))
    expect(doc.querySelectorAll('details.faq-item')).toHaveLength(page.text[lang].faq.items.length)
    const main = text(doc.querySelector('main'))
    const named = namedFacts(page, lang)
    expect(named.length, `${path} names facts`).toBeGreaterThan(0)
    for (const name of named) expect(main, `${path} shows ${name}`).toContain(spelling(facts[name].value, lang))
    expect(doc.querySelector('main aside')).not.toBeNull()
  })

  it('/registrierung: its services, positioning block, its CTA button, call link, profile link in a new tab', () => {
    const doc = load('/registrierung', lang)
    expect([...doc.querySelectorAll('#services-title ~ div li h3')].map(text)).toEqual(pages['/registrierung'].services.map((card) => card.text[lang].title))
    expect(doc.querySelector('#positioning-title')).not.toBeNull()
    const cta = doc.querySelectorAll('#cta-title ~ div a')
    expect(hrefs(cta)).toEqual([local(pages['/registrierung'].ctaHref, lang), `tel:${firm.phone.e164}`, firm.profileUrl])
    const profile = cta[2]
    expect(profile?.getAttribute('target')).toBe('_blank')
    expect(profile?.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('/trainings-workshops: its formats, each module with its minutes, the workshop price net and gross, request form', () => {
    const page = pages['/trainings-workshops']
    const doc = load('/trainings-workshops', lang)
    expect(doc.querySelectorAll('#formats-title ~ div > ul > li')).toHaveLength(page.text[lang].formats.items.length)
    const minutes = [...doc.querySelectorAll('[data-minutes]')].map((m) => Number(text(m).match(/\d+/)?.[0]))
    expect(minutes).toEqual(page.modules.map((module) => module.minutes))
    const priceLine = text(doc.querySelector('[data-price-line]'))
    expect(priceLine).toContain(shownNet(rates.workshopPerPerson, lang))
    expect(priceLine).toContain(shownGross(rates.workshopPerPerson, lang))
    const form = doc.querySelector('#training-request form')
    expect(form?.getAttribute('action')).toBe('/api/send-contact-email')
    expect(form?.querySelector('input[name="source"]')?.getAttribute('value')).toBe(doc.querySelector('#training-request-title')?.textContent)
    expect(doc.querySelector('#training-request aside')).not.toBeNull()
  })

  it('/preise: the hourly rate and every package with its net and gross price, every button to /kontakt, VAT note', () => {
    const doc = load('/preise', lang)
    const hourly = text(doc.querySelector('[data-hourly-rate]'))
    expect(hourly).toContain(shownNet(rates.hourlyRate, lang))
    expect(hourly).toContain(shownGross(rates.hourlyRate, lang))
    const offered = pages['/preise'].packageIds.map((id) => packageById(id))
    const cards = [...doc.querySelectorAll('[data-package]')]
    expect(cards.map((card) => text(card.querySelector('h3')))).toEqual(offered.map((offer) => offer.text[lang].name))
    expect(cards.map((card) => text(card.querySelector('[data-price]')))).toEqual(offered.map((offer) => shownNet(offer.price, lang)))
    // Beside every net price the total price including VAT (§ 3 (1) PAngV), none for "on request".
    expect(cards.map((card) => text(card.querySelector('[data-price-gross]')))).toEqual(offered.map((offer) => shownGross(offer.price, lang)))
    // The total price comes first, the net amount after it (§ 3 (3) PAngV: the total price is the emphasised one).
    for (const card of cards.filter((c) => c.querySelector('[data-price-gross]'))) {
      const shown = text(card)
      expect(shown.indexOf(text(card.querySelector('[data-price-gross]'))), text(card.querySelector('h3'))).toBeLessThan(shown.indexOf(text(card.querySelector('[data-price]'))))
    }
    expect(new Set(hrefs(doc.querySelectorAll('[data-package] a')))).toEqual(new Set([local('/kontakt', lang)]))
    // Beside the prices: total prices with the net amount, and when no German VAT is charged (§ 3a UStG).
    const note = text(doc.querySelector('#packages-title')?.parentElement?.querySelector('[data-price-note]') ?? null)
    expect(note).toContain(ui.text[lang].price.vatNote.replace('{rate}', spelling(facts.vatStandardRate.value, lang)))
    expect(note).toContain(ui.text[lang].price.foreignNote)
    expect(text(doc.querySelector('main'))).not.toMatch(/zzgl\. gesetzlicher|plus statutory VAT|另加法定增值税/)
  })

  it('every page that states a price says beside it when no German VAT is charged (§ 3a UStG); the terms state it in their text', () => {
    const pricePages = siteRoutes.filter((route) => route.kind === 'page').map((route) => route.path).filter((path) => {
      const doc = load(path, lang)
      return doc.querySelector('main [data-price], main [data-price-gross], main [data-price-line], main [data-hourly-rate]') !== null || JSON.stringify(routeAt(path).kind === 'page' ? pages[path as keyof typeof pages]?.text[lang] : '').includes('{price:')
    })
    expect(pricePages).toEqual(expect.arrayContaining(['/preise', '/zoll-beratung', '/kaffeesteuer', '/trainings-workshops', '/registrierung', '/agb']))
    for (const path of pricePages) {
      const main = load(path, lang).querySelector('main')
      if (path === '/agb') expect(text(main), path).toMatch(/§ 3a UStG|Section 3a UStG|（UStG）第3a条/)
      else expect(text(main?.querySelector('[data-price-note]') ?? null), path).toContain(ui.text[lang].price.foreignNote)
    }
  })

  it('the footer’s copyright year is this year, not a year written into the content', () => {
    const year = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(new Date())
    for (const path of ['/', '/kontakt', '/lexikon/oss']) expect(text(load(path, lang).querySelector('footer')), path).toContain(`© ${year} `)
  })

  it('/ust-id-bestaetigung: beside each form a note linking the privacy policy (information, not consent)', () => {
    const notes = pages['/ust-id-bestaetigung'].text[lang].privacyNotes
    const shown = [...load('/ust-id-bestaetigung', lang).querySelectorAll('main [data-privacy-note]')]
    expect(shown.map((note) => text(note))).toEqual([notes.single, notes.list].map((note) => note.replace('{link}', notes.link)))
    for (const note of shown) expect(note.querySelector('a')?.getAttribute('href')).toBe(local('/datenschutz', lang))
  })

  it('/tools: a card per tool, linking to it', () => {
    const doc = load('/tools', lang)
    expect(hrefs(doc.querySelectorAll('main li a'))).toEqual(pages['/tools'].tools.map((tool) => local(tool.href, lang)))
  })

  it('/ueber-mich: sized portrait with alt text, name, role, its values, its CTA where its content sends it', () => {
    const doc = load('/ueber-mich', lang)
    // The files and their sizes are checked in tests/validators/images.test.ts.
    const img = doc.querySelector('main picture > img')
    expect(img?.getAttribute('src')).toBe(firm.attorney.photo.src)
    expect(Number(img?.getAttribute('width'))).toBeGreaterThan(0)
    expect(Number(img?.getAttribute('height'))).toBeGreaterThan(0)
    expect(img?.getAttribute('alt')?.length).toBeGreaterThan(10)
    expect(text(doc.querySelector('#profile-name'))).toBe(firm.attorney.name)
    expect([...doc.querySelectorAll('#values-title ~ div li h3')].map(text)).toEqual(pages['/ueber-mich'].values.map((value) => value.text[lang].title))
    expect(hrefs(doc.querySelectorAll('#cta-title ~ div a'))).toEqual([local(pages['/ueber-mich'].ctaHref, lang)])
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
      // The retention the infrastructure enforces (content/operations.ts) is the one the policy states.
      expect(main).toMatch(new RegExp(`\\b${retention.logDays}\\b`))
      expect(main).toMatch(/SES|Simple Email Service/)
      expect(main).toMatch(/VIES/)
      // The video service as the firm data names it, and the transfer sentence that data selects.
      const video = firm.meetingService
      for (const value of [video.software, video.operator.name, video.operator.address, video.serverLocation[lang]]) expect(main).toContain(value)
      const sentences = pages['/datenschutz'].text[lang].meetingTransfer!
      const transfer = video.thirdCountryTransfer
      expect(main).toContain(transfer === null ? sentences.none : sentences.transfer.replace('{country}', transfer.country[lang]).replace('{basis}', transfer.basis[lang]))
    }
    if (path === '/agb') {
      // The statutory withdrawal period, § 355 (2) sentence 1 BGB: fourteen days.
      expect(main).toMatch({ de: /vierzehn Tage/, en: /fourteen days/, zh: /十四日/ }[lang])
      for (const name of namedFacts(pages['/agb'], lang)) expect(main).toContain(spelling(facts[name].value, lang))
    }
  })
})
