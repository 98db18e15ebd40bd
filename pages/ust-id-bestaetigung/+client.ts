// Site chrome plus the qualified confirmation's island, hydrated on first use.
import { initChrome } from '../../renderer/client/chrome'
import { hydrateIslandsOnFirstUse } from '../../renderer/islands/hydrate-on-first-use'
import { qualifiedCheckIsland } from '../../renderer/islands/QualifiedCheck/island'

initChrome()
hydrateIslandsOnFirstUse([qualifiedCheckIsland])
