import type { IslandDefinition } from '../island-definition'
import type { QuickScanProps } from './QuickScan'

export const quickScanIsland: IslandDefinition<QuickScanProps> = {
  name: 'quick-scan',
  load: () => import('./QuickScan').then((m) => m.QuickScan),
}
