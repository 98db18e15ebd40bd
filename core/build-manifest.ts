import type { BuiltInline } from './security-headers'
import type { SiteManifest } from './url-rules'

/**
 * What a build records beside the site (dist/site-manifest.json, written by scripts/site-manifest.ts):
 * its pages and files (the URL rules' input), the one stylesheet and the hashes of the inline
 * stylesheet and script (the CSP's input). The local server, the tests and the CDK stack read it.
 */
export interface BuildManifest extends SiteManifest, BuiltInline {
  /** The one stylesheet of the site (/assets/….css), inlined into every page and linked by the pages the server functions render. */
  stylesheet: string
}

const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string')

/** The manifest in `text` (read from `source`); a clear error when it is not one. */
export function parseBuildManifest(text: string, source: string): BuildManifest {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    throw new Error(`${source} is not JSON: run \`npm run build\` again`)
  }
  const manifest = data as Partial<Record<keyof BuildManifest, unknown>>
  const problems = [
    ...(['pages', 'files', 'inlineStyleHashes', 'inlineScriptHashes'] as const).filter((key) => !isStrings(manifest[key])),
    ...(typeof manifest.stylesheet === 'string' && manifest.stylesheet.startsWith('/assets/') ? [] : ['stylesheet']),
  ]
  if (problems.length > 0) throw new Error(`${source} lacks ${problems.join(', ')}: run \`npm run build\` again`)
  return data as BuildManifest
}
