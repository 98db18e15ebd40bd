import { packages } from './packages'
import type { PackageOffer } from './types'

const byId = new Map(packages.map((p) => [p.id, p]))

/** The package with this id; an unknown id is a content error and fails the build. */
export function packageById(id: string): PackageOffer {
  const offer = byId.get(id)
  if (!offer) throw new Error(`Unknown package id "${id}" (content/packages.ts)`)
  return offer
}
