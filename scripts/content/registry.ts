import { articles } from '../../content/articles'
import { firm } from '../../content/firm'
import { glossary } from '../../content/glossary'
import { tradeAndProcedureTerms } from '../../content/glossary/trade-and-procedure'
import { vatTerms } from '../../content/glossary/vat'
import { pages } from '../../content/pages'
import { staticRoutes, type RoutePath } from '../../content/routes'
import { articlePaths, termPaths } from '../../content/routes-dynamic'
import { packages } from '../../content/packages'
import { ui } from '../../content/ui'
import { legalPlaceholders } from '../../renderer/legal'

/** A content file as the check sees it: where it lives, which type it must match, its data. */
export interface ContentFile {
  file: string
  /** Name of the exported type in content/types.ts that the file's data must satisfy. */
  type: string
  data: unknown
}

/** Page types other than the plain `ContentPage`. */
const pageTypes: Partial<Record<RoutePath, string>> = {
  '/': 'HomePage',
  '/vat-beratung': 'ServicePage',
  '/ecommerce-steuerberatung': 'ServicePage',
  '/zoll-beratung': 'CustomsPage',
  '/steuerstreit': 'ServicePage',
  '/verbrauchsteuern': 'ExciseOverviewPage',
  '/kaffeesteuer': 'ExciseDetailPage',
  '/luftverkehrsteuer': 'ExciseDetailPage',
  '/alkoholsteuer': 'ExciseDetailPage',
  '/tabaksteuer': 'ExciseDetailPage',
  '/registrierung': 'RegistrationPage',
  '/trainings-workshops': 'TrainingsPage',
  '/preise': 'PricingPage',
  '/tools': 'ToolsPage',
  '/ueber-mich': 'AboutPage',
  '/kontakt': 'ContactPage',
  '/ust-id-pruefer': 'VatCheckerPage',
  '/fristenkalender': 'DeadlineCalendarPage',
  '/vat-quick-scan': 'QuickScanPage',
  '/impressum': 'LegalPage',
  '/datenschutz': 'LegalPage',
  '/agb': 'LegalPage',
}

export function pageFile(route: RoutePath): string {
  return `content/pages/${route === '/' ? 'home' : route.slice(1)}.ts`
}

/** Every content file of the site. */
export function contentFiles(): ContentFile[] {
  return [
    { file: 'content/firm.ts', type: 'Firm', data: firm },
    { file: 'content/ui.ts', type: 'Ui', data: ui },
    { file: 'content/packages.ts', type: 'PackageList', data: packages },
    { file: 'content/glossary/vat.ts', type: 'Glossary', data: vatTerms },
    { file: 'content/glossary/trade-and-procedure.ts', type: 'Glossary', data: tradeAndProcedureTerms },
    ...articles.map((article) => ({ file: `content/articles/${article.id}.ts`, type: 'Article', data: article })),
    ...staticRoutes.map((route) => ({ file: pageFile(route), type: pageTypes[route] ?? 'ContentPage', data: pages[route] })),
  ]
}

/** What references in content may point to. */
export interface KnownTargets {
  /** Paths an internal link may point to. */
  paths: Set<string>
  /** Ids a `packageId` / `packageIds` value may name. */
  packageIds: Set<string>
  /** Names a {placeholder} in a text may use. */
  placeholders: Set<string>
  /** Ids a glossary term's `related` list may name. */
  termIds: Set<string>
}

/** Placeholders filled by the renderer outside the legal texts (see the components using format()). */
const renderPlaceholders = ['year', 'firm', 'hotkey', 'amount', 'minutes', 'min', 'max', 'rate', 'index', 'count', 'link', 'period', 'answered', 'total', 'score', 'rating', 'categories']

export function knownTargets(): KnownTargets {
  return {
    paths: new Set<string>([...staticRoutes, ...termPaths, ...articlePaths]),
    termIds: new Set(glossary.map((term) => term.id)),
    packageIds: new Set(packages.map((p) => p.id)),
    placeholders: new Set([...renderPlaceholders, ...Object.keys(legalPlaceholders('de'))]),
  }
}
