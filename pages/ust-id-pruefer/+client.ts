// Site chrome plus the VAT ID validator island, hydrated on first use.
import { initChrome } from '../../renderer/client/chrome'
import { hydrateIslandsOnFirstUse } from '../../renderer/client/islands'

initChrome()
hydrateIslandsOnFirstUse({ 'vies-checker': () => import('../../renderer/islands/ViesChecker').then((m) => m.ViesChecker) })
