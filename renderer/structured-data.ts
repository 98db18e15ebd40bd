import { facts } from '../content/facts'
import { firm } from '../content/firm'
import { glossary } from '../content/glossary'
import { lexikonPage } from '../content/pages/lexikon'
import { packages, rates } from '../content/packages'
import { packageById } from '../content/packages-index'
import { htmlLang } from '../content/languages'
import type { FaqItem, Lang, PageMeta, Price } from '../content/types'
import type { BreadcrumbList, Country, DefinedTermSet, LegalService, Offer, Person, Thing, WebPage, WithContext } from 'schema-dts'
import { ui } from '../content/ui'
import { grossPrice, priceRange } from '../core/prices'
import { formatVatRate } from '../core/format'
import { intlLocale } from '../core/intl-locale'
import { localize } from '../core/i18n'
import { format } from '../core/text'
import { defaultCalendarYear } from '../core/deadlines'
import { routeAt } from '../core/site'
import { shareImageUrl } from './share-image'
import { absoluteUrl } from '../core/urls'
import { localizePath } from '../core/url-rules'

type JsonLd = WithContext<Thing>

export const firmId = `${firm.siteUrl}/#firm`
export const attorneyId = `${firm.siteUrl}/#attorney`

// The firm and its attorney are one entity each, under one @id: the same properties on every
// page and in every language, never a page's own description. Where a property would need a
// language, the firm's own (German) is used.
const country: Country = { '@type': 'Country', name: firm.areaServed.de, identifier: firm.address.countryCode }
const attorney: Person = { '@type': 'Person', '@id': attorneyId, name: firm.attorney.name, jobTitle: firm.professionalTitle.de }

/** The firm as a LegalService (SPEC.md §1): on every page. */
export function legalService(): WithContext<LegalService> {
  return {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    '@id': firmId,
    name: firm.name,
    url: absoluteUrl('/'),
    image: absoluteUrl(firm.attorney.photo.src),
    telephone: firm.phone.e164,
    email: firm.email,
    priceRange: firmPriceRange(),
    address: {
      '@type': 'PostalAddress',
      streetAddress: firm.address.street,
      postalCode: firm.address.postalCode,
      addressLocality: firm.address.city,
      addressRegion: firm.address.region,
      addressCountry: firm.address.countryCode,
    },
    areaServed: country,
    founder: attorney,
    knowsLanguage: ['de', 'en'],
    sameAs: [firm.profileUrl],
  }
}

/** The page itself: its own title, description and language. */
export function webPage(path: string, lang: Lang, meta: PageMeta): WithContext<WebPage> {
  const url = absoluteUrl(localizePath(path, lang))
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': url,
    url,
    name: meta.title,
    description: meta.description,
    inLanguage: htmlLang[lang],
    publisher: { '@id': firmId },
  }
}

/**
 * The total prices consumers pay (§ 3 (1) PAngV), from the lowest to the highest the site states,
 * in the firm's own language like its other properties: "214,20–1.785 EUR inkl. 19 % USt.".
 */
function firmPriceRange(): string | undefined {
  const range = priceRange([...packages.map((p) => p.price), ...Object.values(rates)].map((price) => grossPrice(price, facts.vatStandardRate.value)))
  if (!range) return undefined
  const amount = (value: number) => new Intl.NumberFormat(intlLocale.de, { minimumFractionDigits: Number.isInteger(value) ? 0 : 2 }).format(value)
  return `${amount(range.min)}–${amount(range.max)} EUR inkl. ${formatVatRate('de')} % USt.`
}

function priceSpecification(price: Exclude<Price, { kind: 'onRequest' }>, valueAddedTaxIncluded: boolean) {
  const amounts =
    price.kind === 'fixed' ? { price: price.amount } : price.kind === 'from' ? { minPrice: price.amount } : { minPrice: price.min, maxPrice: price.max }
  return { '@type': 'UnitPriceSpecification' as const, priceCurrency: 'EUR', valueAddedTaxIncluded, ...amounts }
}

/**
 * An offer at the total price consumers pay (§ 3 (1) PAngV), derived from the net price, with both
 * as price specifications: the total price first, marked valueAddedTaxIncluded, then the net one.
 */
function offer(price: Price, name: string, url: string): Offer {
  const base: Offer = { '@type': 'Offer', name, url, priceCurrency: 'EUR', seller: { '@id': firmId } }
  if (price.kind === 'onRequest') return base
  const gross = grossPrice(price, facts.vatStandardRate.value) as typeof price
  return {
    ...base,
    ...(gross.kind === 'fixed' ? { price: gross.amount } : {}),
    priceSpecification: [priceSpecification(gross, true), priceSpecification(price, false)],
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Packages a page shows: `packageIds` (pricing, customs) or `packageId` (excise pages). */
function pagePackageIds(page: unknown): string[] {
  if (!isRecord(page)) return []
  if (Array.isArray(page.packageIds)) return page.packageIds.filter((id): id is string => typeof id === 'string')
  return typeof page.packageId === 'string' ? [page.packageId] : []
}

function pageFaq(text: unknown): FaqItem[] {
  if (!isRecord(text) || !isRecord(text.faq) || !Array.isArray(text.faq.items)) return []
  return text.faq.items as FaqItem[]
}

function breadcrumbs(lang: Lang, trail: { name: string; path: string }[]): WithContext<BreadcrumbList> {
  const home = { name: localize(ui.text, lang).nav.home, path: '/' }
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [home, ...trail].map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: absoluteUrl(localizePath(step.path, lang)),
    })),
  }
}

function glossarySet(lang: Lang): WithContext<DefinedTermSet> {
  return {
    '@context': 'https://schema.org',
    '@type': 'DefinedTermSet',
    '@id': `${absoluteUrl(localizePath('/lexikon', lang))}#glossary`,
    name: localize(lexikonPage.text, lang).hero.title,
    inLanguage: lang,
    hasDefinedTerm: glossary.map((term) => ({
      '@type': 'DefinedTerm',
      name: localize(term.text, lang).title,
      url: absoluteUrl(localizePath(`/lexikon/${term.id}`, lang)),
    })),
  }
}

/**
 * Structured data of a page beyond the firm: BreadcrumbList (every page below home), FAQPage
 * (pages with a FAQ), Service with Offers (pages showing packages), DefinedTermSet (/lexikon),
 * DefinedTerm (term pages), Article (news). Derived from the content's shape, so a new page gets
 * it by having the data.
 */
export function pageStructuredData(path: string, lang: Lang): JsonLd[] {
  const route = routeAt(path)
  const glossaryTitle = localize(lexikonPage.text, lang).hero.title
  if (route.kind === 'term') {
    const text = localize(route.term.text, lang)
    const url = absoluteUrl(localizePath(path, lang))
    return [
      breadcrumbs(lang, [{ name: glossaryTitle, path: '/lexikon' }, { name: text.title, path }]),
      {
        '@context': 'https://schema.org',
        '@type': 'DefinedTerm',
        name: text.title,
        description: text.definition,
        url,
        inDefinedTermSet: `${absoluteUrl(localizePath('/lexikon', lang))}#glossary`,
      },
    ]
  }
  if (route.kind === 'article') {
    const text = localize(route.article.text, lang)
    const url = absoluteUrl(localizePath(path, lang))
    return [
      breadcrumbs(lang, [{ name: glossaryTitle, path: '/lexikon' }, { name: text.title, path }]),
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: text.title,
        description: text.teaser,
        datePublished: route.article.date,
        inLanguage: lang,
        mainEntityOfPage: url,
        image: shareImageUrl(path, lang),
        author: { '@id': attorneyId },
        publisher: { '@id': firmId },
      },
    ]
  }
  if (route.kind === 'calendar-year') {
    return [breadcrumbs(lang, [{ name: localize(ui.text, lang).nav.tools, path: '/tools' }, { name: String(route.year), path }])]
  }
  if (route.kind !== 'page') return []
  const page = route.page.content
  const text = localize(page.text, lang)
  const url = absoluteUrl(localizePath(path, lang))
  const data: JsonLd[] = []
  if (path !== '/') data.push(breadcrumbs(lang, [{ name: format(text.hero.title, { year: defaultCalendarYear }), path }]))
  if (path === '/lexikon') data.push(glossarySet(lang))
  const faq = pageFaq(text)
  if (faq.length > 0) {
    data.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: faq.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    })
  }
  const packageIds = pagePackageIds(page)
  if (packageIds.length > 0) {
    data.push({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: text.meta.title,
      description: text.meta.description,
      provider: { '@id': firmId },
      areaServed: country,
      offers: packageIds.map((id) => {
        const p = packageById(id)
        return offer(p.price, localize(p.text, lang).name, url)
      }),
    })
  }
  return data
}

/** Serialises JSON-LD for a <script> element ("<" escaped so it can never end the element). */
export function jsonLdScript(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
