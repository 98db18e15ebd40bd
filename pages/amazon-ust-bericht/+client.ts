// Site chrome plus the Amazon VAT report analyser's island, hydrated on first use; the engine's worker follows with the first file.
import { initChrome } from '../../renderer/client/chrome'
import { hydrateIslandsOnFirstUse } from '../../renderer/islands/hydrate-on-first-use'
import { vatReportAnalyserIsland } from '../../renderer/islands/VatReportAnalyser/island'

initChrome()
hydrateIslandsOnFirstUse([vatReportAnalyserIsland])
