import type { IslandDefinition } from '../island-definition'
import type { QualifiedCheckProps } from './QualifiedCheck'

export const qualifiedCheckIsland: IslandDefinition<QualifiedCheckProps> = {
  name: 'qualified-check',
  load: () => import('./QualifiedCheck').then((m) => m.QualifiedCheck),
}
