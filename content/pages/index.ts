import type { RoutePath } from '../routes'
import type { Page } from '../types'
import { agbPage } from './agb'
import { alkoholsteuerPage } from './alkoholsteuer'
import { datenschutzPage } from './datenschutz'
import { ecommerceSteuerberatungPage } from './ecommerce-steuerberatung'
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
import { tabaksteuerPage } from './tabaksteuer'
import { toolsPage } from './tools'
import { trainingsWorkshopsPage } from './trainings-workshops'
import { ueberMichPage } from './ueber-mich'
import { ustIdPrueferPage } from './ust-id-pruefer'
import { vatBeratungPage } from './vat-beratung'
import { vatQuickScanPage } from './vat-quick-scan'
import { verbrauchsteuernPage } from './verbrauchsteuern'
import { zollBeratungPage } from './zoll-beratung'

/** The content of every static route; the renderer takes title, description and hero from here. */
export const pages: Record<RoutePath, Page> = {
  '/': homePage,
  '/registrierung': registrierungPage,
  '/vat-beratung': vatBeratungPage,
  '/ecommerce-steuerberatung': ecommerceSteuerberatungPage,
  '/zoll-beratung': zollBeratungPage,
  '/verbrauchsteuern': verbrauchsteuernPage,
  '/steuerstreit': steuerstreitPage,
  '/kaffeesteuer': kaffeesteuerPage,
  '/luftverkehrsteuer': luftverkehrsteuerPage,
  '/alkoholsteuer': alkoholsteuerPage,
  '/tabaksteuer': tabaksteuerPage,
  '/trainings-workshops': trainingsWorkshopsPage,
  '/preise': preisePage,
  '/tools': toolsPage,
  '/fristenkalender': fristenkalenderPage,
  '/vat-quick-scan': vatQuickScanPage,
  '/ust-id-pruefer': ustIdPrueferPage,
  '/lexikon': lexikonPage,
  '/ueber-mich': ueberMichPage,
  '/kontakt': kontaktPage,
  '/impressum': impressumPage,
  '/datenschutz': datenschutzPage,
  '/agb': agbPage,
}
