import type { IslandDefinition } from '../island-definition'
import type { ReceiptVerifyProps } from './ReceiptVerify'

export const receiptVerifyIsland: IslandDefinition<ReceiptVerifyProps> = {
  name: 'receipt-verify',
  load: () => import('./ReceiptVerify').then((m) => m.ReceiptVerify),
}
