import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { generateContentSchema, schemaPath } from '../../scripts/content/schemas'

// The build does not regenerate the schema (it only reads it), so a change of content/types.ts
// without `npm run schemas` leaves the committed file behind, and this fails.
describe('schemas/', () => {
  it('holds the schema generated from content/types.ts (run `npm run schemas` after changing types)', () => {
    expect(readFileSync(schemaPath, 'utf8')).toBe(generateContentSchema())
  })
})
