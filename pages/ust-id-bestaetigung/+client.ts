// Site chrome plus the qualified confirmation's islands (single check, list check, checking a receipt), hydrated on first use.
import { initChrome } from '../../renderer/client/chrome'
import { hydrateIslandsOnFirstUse } from '../../renderer/islands/hydrate-on-first-use'
import { qualifiedBatchIsland } from '../../renderer/islands/QualifiedBatch/island'
import { qualifiedCheckIsland } from '../../renderer/islands/QualifiedCheck/island'
import { receiptVerifyIsland } from '../../renderer/islands/ReceiptVerify/island'

initChrome()
hydrateIslandsOnFirstUse([qualifiedCheckIsland, qualifiedBatchIsland, receiptVerifyIsland])
