import { keepEarlyDrops } from '../early-drops'
import type { IslandDefinition } from '../island-definition'
import type { EInvoiceCheckerProps } from './EInvoiceChecker'

export const eInvoiceCheckerIsland: IslandDefinition<EInvoiceCheckerProps> = {
  name: 'einvoice-checker',
  load: () => import('./EInvoiceChecker').then((m) => m.EInvoiceChecker),
  enhance: keepEarlyDrops('.einvoice-dropzone'),
}
