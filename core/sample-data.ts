/**
 * The firm data shipped with the repository is invented (content/firm.ts). It may run locally and
 * on a staging stack, never in production: infra/app.ts refuses to synthesise a production stack
 * while any of it is left, and the pages show a notice wherever it appears.
 */

/** The invented values of content/firm.ts as shipped. */
const shippedSamples = [
  'Kanzlei Dr. Lena Hartmann – Indirekte Steuern',
  'Dr. Lena Hartmann',
  'Aarstraße 12',
  '+4961289876540',
  '+49 6128 987654-0',
  'DE123456789',
  'Beispiel Versicherung AG',
  'Musterstraße 1, 80331 München',
  'Beispiel Videokonferenz GmbH',
  'Musterweg 5, 10115 Berlin',
]

// Hosts reserved so that they can never be real (RFC 2606, RFC 6761): the top-level names
// .example, .test, .invalid, .localhost and the domains example.com/.net/.org.
const reservedHost = /(?:^|\.)(?:example|test|invalid|localhost)$|(?:^|\.)example\.(?:com|net|org)$/i
const hostOf = (value: string) => /(?:@|:\/\/)([^/:?#\s@]+)/.exec(value)?.[1] ?? ''
// A URL path naming an example ("/in/example-lena-hartmann").
const examplePath = /^https?:\/\/[^/]+\/(?:.*\/)?example[^/]*/i

function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`))
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k))
  return []
}

/** Every field of the firm data that still holds sample data, as "field: value". */
export function firmPlaceholders(firm: object): string[] {
  return strings(firm, '')
    .filter(([, value]) => shippedSamples.includes(value) || reservedHost.test(hostOf(value)) || examplePath.test(value))
    .map(([path, value]) => `${path}: ${value}`)
}
