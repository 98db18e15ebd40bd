// Site chrome plus the qualified confirmation's islands (single check, list check, checking a receipt), hydrated on first use.
import { handoverWaiting } from '../../core/vat-id-handover'
import { initChrome } from '../../renderer/client/chrome'
import { hydrateIslandsOnFirstUse } from '../../renderer/islands/hydrate-on-first-use'
import { qualifiedBatchIsland } from '../../renderer/islands/QualifiedBatch/island'
import { qualifiedCheckIsland } from '../../renderer/islands/QualifiedCheck/island'
import { receiptVerifyIsland } from '../../renderer/islands/ReceiptVerify/island'

initChrome()
// VAT IDs handed over by the Amazon VAT report analyser (core/vat-id-handover.ts): the list check hydrates at once and takes them.
if (handoverWaiting()) {
  hydrateIslandsOnFirstUse([qualifiedCheckIsland, receiptVerifyIsland])
  hydrateIslandsOnFirstUse([qualifiedBatchIsland], { eager: true })
} else hydrateIslandsOnFirstUse([qualifiedCheckIsland, qualifiedBatchIsland, receiptVerifyIsland])
