// Site chrome plus the quick scan island, hydrated on first use.
import { initChrome } from '../../renderer/client/chrome'
import { hydrateIslandsOnFirstUse } from '../../renderer/client/islands'

initChrome()
hydrateIslandsOnFirstUse({ 'quick-scan': { load: () => import('../../renderer/islands/QuickScan').then((m) => m.QuickScan) } })
