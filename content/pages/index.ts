import type { PageTypes, ShareCardSection, SitePage } from '../types'
import { agbPage } from './agb'
import { alkoholsteuerPage } from './alkoholsteuer'
import { amazonUstBerichtPage } from './amazon-ust-bericht'
import { datenschutzPage } from './datenschutz'
import { ecommerceSteuerberatungPage } from './ecommerce-steuerberatung'
import { eRechnungPrueferPage } from './e-rechnung-pruefer'
import { fristenkalenderPage } from './fristenkalender'
import { homePage } from './home'
import { impressumPage } from './impressum'
import { kaffeesteuerPage } from './kaffeesteuer'
import { kontaktPage } from './kontakt'
import { lexikonPage } from './lexikon'
import { luftverkehrsteuerPage } from './luftverkehrsteuer'
import { preisePage } from './preise'
import { registrierungPage } from './registrierung'
import { steuerstreitPage } from './steuerstreit'
import { suchePage } from './suche'
import { tabaksteuerPage } from './tabaksteuer'
import { terminPage } from './termin'
import { toolsPage } from './tools'
import { trainingsWorkshopsPage } from './trainings-workshops'
import { ueberMichPage } from './ueber-mich'
import { ustIdBestaetigungPage } from './ust-id-bestaetigung'
import { ustIdPrueferPage } from './ust-id-pruefer'
import { ustSaetzePage } from './ust-saetze'
import { vatBeratungPage } from './vat-beratung'
import { vatQuickScanPage } from './vat-quick-scan'
import { verbrauchsteuernPage } from './verbrauchsteuern'
import { zollBeratungPage } from './zoll-beratung'

/** A page entry, typed so that its content must be of the type it names. */
function page<const Route extends string, Type extends keyof PageTypes>(
  route: Route,
  type: Type,
  content: PageTypes[Type],
  options: { indexable?: false; section?: ShareCardSection } = {},
): SitePage<Route, Type> {
  return { route, type, content, ...options }
}

/**
 * Every static page of the site (SPEC.md §2), in navigation order: the one list a new page is
 * added to. Routes, pre-rendering, sitemap, meta, structured data and the content check all read
 * it; the content lives in content/pages/<slug>.ts (home: home.ts), the layout in
 * pages/<slug>/+Page.tsx.
 */
export const sitePages = [
  page('/', 'HomePage', homePage),
  page('/registrierung', 'RegistrationPage', registrierungPage),
  page('/vat-beratung', 'ServicePage', vatBeratungPage),
  page('/ecommerce-steuerberatung', 'ServicePage', ecommerceSteuerberatungPage),
  page('/zoll-beratung', 'CustomsPage', zollBeratungPage),
  page('/verbrauchsteuern', 'ExciseOverviewPage', verbrauchsteuernPage),
  page('/steuerstreit', 'ServicePage', steuerstreitPage),
  page('/kaffeesteuer', 'ExciseDetailPage', kaffeesteuerPage),
  page('/luftverkehrsteuer', 'ExciseDetailPage', luftverkehrsteuerPage),
  page('/alkoholsteuer', 'ExciseDetailPage', alkoholsteuerPage),
  page('/tabaksteuer', 'ExciseDetailPage', tabaksteuerPage),
  page('/trainings-workshops', 'TrainingsPage', trainingsWorkshopsPage),
  page('/preise', 'PricingPage', preisePage),
  page('/tools', 'ToolsPage', toolsPage),
  page('/fristenkalender', 'DeadlineCalendarPage', fristenkalenderPage),
  page('/vat-quick-scan', 'QuickScanPage', vatQuickScanPage),
  page('/ust-id-pruefer', 'VatCheckerPage', ustIdPrueferPage),
  page('/ust-id-bestaetigung', 'QualifiedCheckPage', ustIdBestaetigungPage),
  page('/e-rechnung-pruefer', 'EInvoiceCheckerPage', eRechnungPrueferPage),
  page('/ust-saetze', 'VatRatesPage', ustSaetzePage),
  page('/amazon-ust-bericht', 'VatReportPage', amazonUstBerichtPage),
  page('/lexikon', 'ContentPage', lexikonPage, { section: 'glossary' }),
  page('/ueber-mich', 'AboutPage', ueberMichPage),
  page('/kontakt', 'ContactPage', kontaktPage),
  page('/termin', 'BookingPage', terminPage),
  page('/impressum', 'LegalPage', impressumPage),
  page('/datenschutz', 'LegalPage', datenschutzPage),
  page('/agb', 'LegalPage', agbPage),
  page('/suche', 'SearchPage', suchePage, { indexable: false }),
] as const

export type RoutePath = (typeof sitePages)[number]['route']

/** The content of every static route; the renderer takes title, description and hero from here. */
export const pages = Object.fromEntries(sitePages.map((p) => [p.route, p.content])) as { [R in RoutePath]: Extract<(typeof sitePages)[number], { route: R }>['content'] }

/** Where a page's content is written: content/pages/<slug>.ts, the home page in home.ts. */
export function pageFile(route: RoutePath): string {
  return `content/pages/${route === '/' ? 'home' : route.slice(1)}.ts`
}
