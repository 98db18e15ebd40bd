// The member states' codes the browser code checks against (core/member-states.ts) are the codes of
// the countries the pages name (content/countries.ts), in the same order.
import { expect, it } from 'vitest'
import { memberStates } from '../../content/countries'
import { memberStateCodes } from '../../core/member-states'

it('core/member-states.ts holds the codes of content/countries.ts', () => {
  expect(memberStateCodes).toEqual(memberStates.map((state) => state.code))
})
