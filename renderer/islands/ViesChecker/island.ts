import type { IslandDefinition } from '../island-definition'
import { disableCheckUntilComplete } from './guard'
import type { ViesCheckerProps } from './ViesChecker'

export const viesCheckerIsland: IslandDefinition<ViesCheckerProps> = {
  name: 'vies-checker',
  load: () => import('./ViesChecker').then((m) => m.ViesChecker),
  enhance: disableCheckUntilComplete,
}
