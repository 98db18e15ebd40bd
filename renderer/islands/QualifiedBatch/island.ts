import type { IslandDefinition } from '../island-definition'
import type { QualifiedBatchProps } from './QualifiedBatch'

export const qualifiedBatchIsland: IslandDefinition<QualifiedBatchProps> = {
  name: 'qualified-batch',
  load: () => import('./QualifiedBatch').then((m) => m.QualifiedBatch),
}
