// Site chrome plus the quick scan island.
import { initChrome } from '../../renderer/client/chrome'
import { hydrateIslands } from '../../renderer/client/islands'
import { QuickScan } from '../../renderer/islands/QuickScan'

initChrome()
hydrateIslands({ 'quick-scan': QuickScan })
