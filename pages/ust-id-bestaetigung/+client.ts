// Site chrome plus the qualified confirmation's islands (single check, list check), hydrated on first use.
import { initChrome } from '../../renderer/client/chrome'
import { hydrateIslandsOnFirstUse } from '../../renderer/islands/hydrate-on-first-use'
import { qualifiedBatchIsland } from '../../renderer/islands/QualifiedBatch/island'
import { qualifiedCheckIsland } from '../../renderer/islands/QualifiedCheck/island'

initChrome()
hydrateIslandsOnFirstUse([qualifiedCheckIsland, qualifiedBatchIsland])
