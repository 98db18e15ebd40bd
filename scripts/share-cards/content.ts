// What a page's share card says, in its language: the section, the title, an article's date and
// the firm. Every word comes from content/ (ui.ts, firm.ts and the pages); nothing is written here.
import { firm } from '../../content/firm'
import type { Lang, PageTypes, ShareCardSection } from '../../content/types'
import { ui } from '../../content/ui'
import { formatLongDate } from '../../core/format'
import { localize } from '../../core/i18n'
import { routeAt } from '../../core/site'

export interface ShareCardContent {
  lang: Lang
  section: string
  title: string
  /** Articles: "Veröffentlicht am 12. Juni 2025". */
  date?: string
  firmName: string
}

/** The section of each type of page (a page entry may name another); a new page type must name its section here. */
const sectionOfPageType: Record<keyof PageTypes, ShareCardSection> = {
  HomePage: 'home',
  ServicePage: 'services',
  CustomsPage: 'services',
  ExciseOverviewPage: 'services',
  ExciseDetailPage: 'services',
  RegistrationPage: 'services',
  TrainingsPage: 'services',
  PricingPage: 'pricing',
  ToolsPage: 'tools',
  DeadlineCalendarPage: 'tools',
  QuickScanPage: 'tools',
  VatCheckerPage: 'tools',
  QualifiedCheckPage: 'tools',
  EInvoiceCheckerPage: 'tools',
  VatRatesPage: 'tools',
  VatReportPage: 'tools',
  ContentPage: 'firm',
  AboutPage: 'firm',
  ContactPage: 'contact',
  BookingPage: 'contact',
  LegalPage: 'legal',
  // Not indexable (noindex), so it has no card; named because every page type must be.
  SearchPage: 'home',
}

/** The share card of an indexable page; throws for any other path. */
export function shareCardContent(path: string, lang: Lang): ShareCardContent {
  const route = routeAt(path)
  if (!route.indexable) throw new Error(`${path} (${lang}) is not an indexable page and has no share card`)
  const meta = route.meta(lang)
  const t = localize(ui.text, lang)
  const sections = t.shareCard.sections
  const base = { lang, firmName: firm.name }
  switch (route.kind) {
    case 'term':
      return { ...base, section: sections.glossary, title: localize(route.term.text, lang).title }
    case 'article':
      return {
        ...base,
        section: sections.news,
        title: localize(route.article.text, lang).title,
        date: `${t.news.publishedOn} ${formatLongDate(route.article.date, lang)}`,
      }
    case 'calendar-year':
      return { ...base, section: sections[sectionOfPageType.DeadlineCalendarPage], title: meta.title }
    case 'page':
      return { ...base, section: sections[route.page.section ?? sectionOfPageType[route.page.type]], title: meta.title }
    default:
      throw new Error(`${path} (${lang}): no share card for a page of kind ${route.kind}`)
  }
}
