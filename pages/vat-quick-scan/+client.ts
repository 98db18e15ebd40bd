// Site chrome plus the quick scan island, hydrated on first use.
import { initChrome } from '../../renderer/client/chrome'
import { hydrateIslandsOnFirstUse } from '../../renderer/islands/hydrate-on-first-use'
import { quickScanIsland } from '../../renderer/islands/QuickScan/island'

initChrome()
hydrateIslandsOnFirstUse([quickScanIsland])
