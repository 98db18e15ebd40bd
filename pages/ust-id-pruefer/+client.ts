// Site chrome plus the VAT ID validator island, hydrated on first use.
import { initChrome } from '../../renderer/client/chrome'
import { hydrateIslandsOnFirstUse } from '../../renderer/islands/hydrate-on-first-use'
import { viesCheckerIsland } from '../../renderer/islands/ViesChecker/island'

initChrome()
hydrateIslandsOnFirstUse([viesCheckerIsland])
