// Site chrome plus the VAT ID validator island.
import { initChrome } from '../../renderer/client/chrome'
import { hydrateIslands } from '../../renderer/client/islands'
import { ViesChecker } from '../../renderer/islands/ViesChecker'

initChrome()
hydrateIslands({ 'vies-checker': ViesChecker })
