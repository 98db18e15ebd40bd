// Site chrome plus the e-invoice checker's island, hydrated on first use; the engine follows with the first file.
import { initChrome } from '../../renderer/client/chrome'
import { hydrateIslandsOnFirstUse } from '../../renderer/islands/hydrate-on-first-use'
import { eInvoiceCheckerIsland } from '../../renderer/islands/EInvoiceChecker/island'

initChrome()
hydrateIslandsOnFirstUse([eInvoiceCheckerIsland])
