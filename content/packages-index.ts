import { packages, rates } from './packages'
import type { PackageOffer, Price } from './types'

const byId = new Map(packages.map((p) => [p.id, p]))

/** The package with this id; an unknown id is a content error and fails the build. */
export function packageById(id: string): PackageOffer {
  const offer = byId.get(id)
  if (!offer) throw new Error(`Unknown package id "${id}" (content/packages.ts)`)
  return offer
}

/** The price a {price:name} placeholder names: a package's id or a rate of content/packages.ts; undefined if none. */
export function namedPrice(name: string): Price | undefined {
  return Object.prototype.hasOwnProperty.call(rates, name) ? rates[name as keyof typeof rates] : byId.get(name)?.price
}
