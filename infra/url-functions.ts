import { buildSync } from 'esbuild'
import { fileURLToPath } from 'node:url'
import type { SiteManifest } from '../core/url-rules'

export type EdgeFunction = 'viewer-request' | 'viewer-response'

/**
 * The source of a CloudFront Function (cloudfront-js-2.0), bundled from infra/edge/<name>.ts and
 * so from core/url-rules.ts, the module the local server runs too. The build's manifest is
 * compiled in: the function knows every page and file without asking S3. CloudFront calls a
 * top-level `handler` in a script, so the module's export statement is dropped.
 */
export function edgeFunctionSource(name: EdgeFunction, manifest: SiteManifest): string {
  const result = buildSync({
    entryPoints: [fileURLToPath(new URL(`./edge/${name}.ts`, import.meta.url))],
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2015',
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: 'none',
    // Only what the URL rules read: every byte counts against the functions' 10 KB.
    define: { SITE_MANIFEST: JSON.stringify({ pages: manifest.pages, files: manifest.files }) },
  })
  const bundle = result.outputFiles[0]!.text
  // CloudFront Functions are scripts, not modules: keep the top-level handler, drop the export.
  const exportStatement = /export\s*\{\s*handler\s*\};?\s*$/
  if (!exportStatement.test(bundle)) throw new Error(`edge function ${name}: the bundle does not end by exporting handler`)
  return bundle.replace(exportStatement, '\n')
}
