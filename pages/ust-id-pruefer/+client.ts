// Site chrome plus the VAT ID validator island, hydrated on first use.
import { initChrome } from '../../renderer/client/chrome'
import { hydrateIslandsOnFirstUse } from '../../renderer/client/islands'
import { disableCheckUntilComplete } from '../../renderer/islands/vies-checker-guard'

initChrome()
hydrateIslandsOnFirstUse({
  'vies-checker': { load: () => import('../../renderer/islands/ViesChecker').then((m) => m.ViesChecker), enhance: disableCheckUntilComplete },
})
