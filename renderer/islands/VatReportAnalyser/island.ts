import { keepEarlyDrops } from '../early-drops'
import type { IslandDefinition } from '../island-definition'
import type { VatReportAnalyserProps } from './VatReportAnalyser'

export const vatReportAnalyserIsland: IslandDefinition<VatReportAnalyserProps> = {
  name: 'vat-report-analyser',
  load: () => import('./VatReportAnalyser').then((m) => m.VatReportAnalyser),
  enhance: keepEarlyDrops('.vat-report-dropzone'),
}
