// docs/SPEC.md is the owner's specification (../shared/SPEC.md in the team's workplace), vendored
// so that a fresh clone's tests can read its figures. Where the original is at hand, the copy
// must be identical: a changed spec then fails here until it is copied over and the site follows.
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { specFile } from '../support/spec'

const original = new URL('../../../shared/SPEC.md', import.meta.url)

describe('the vendored specification', () => {
  it.skipIf(!existsSync(original))('is identical to the owner’s SPEC.md', () => {
    expect(readFileSync(specFile, 'utf8')).toBe(readFileSync(original, 'utf8'))
  })
})
