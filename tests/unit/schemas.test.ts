import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { generateContentSchema, schemaPath } from '../../scripts/content/schemas'

describe('schemas/', () => {
  it('holds the schema generated from content/types.ts (run `npm run schemas` after changing types)', () => {
    expect(readFileSync(schemaPath, 'utf8')).toBe(generateContentSchema())
  })
})
