// The deployed site's content types: `cdk deploy` copies dist/client to S3 with the bucket
// deployment's `aws s3 sync` (AWS CLI on Python 3.13 in Lambda), which names each object's
// Content-Type from Python's mimetypes; CloudFront passes it on. The local server has its own
// table (scripts/server/static-files.ts). Both must agree for every kind of file the build makes
// (search index, share cards, AVIF/WebP images, calendars …), checked with Python itself.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { extname } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentTypeOf, explicitlyTypedExtensions } from '../../core/content-types'
import { siteStack } from './stack-fixture'
import { siteRoot } from '../../scripts/site-manifest'

const extensions = [...new Set((readdirSync(siteRoot, { recursive: true }) as string[]).map((f) => extname(f).toLowerCase()).filter(Boolean))].sort()

function pythonTypes(exts: string[]): Record<string, string | null> {
  // MimeTypes() without files: Python's built-in table only, as in the Lambda image (no /etc/mime.types).
  const script = 'import json,sys,mimetypes\nm=mimetypes.MimeTypes()\nprint(json.dumps({e: m.guess_type("f"+e)[0] for e in sys.argv[1:]}))'
  const run = spawnSync('python3', ['-c', script, ...exts], { encoding: 'utf8' })
  if (run.status !== 0) throw new Error(`python3 failed: ${run.stderr}`)
  return JSON.parse(run.stdout) as Record<string, string | null>
}

describe('content types of the built files', () => {
  it(`are the same in S3 (Python's mimetypes) and from the local server for all ${extensions.length} extensions`, () => {
    expect(extensions).toEqual(expect.arrayContaining(['.avif', '.webp', '.png', '.jpg', '.ics', '.pf_fragment', '.pagefind']))
    const python = pythonTypes(extensions)
    const guessed = extensions.filter((ext) => !(explicitlyTypedExtensions as readonly string[]).includes(ext))
    const differences = guessed.flatMap((ext) => {
      const local = contentTypeOf(`x${ext}`).split(';')[0]!
      // Unknown to Python: S3 stores binary/octet-stream, the local server application/octet-stream.
      const s3 = python[ext] ?? 'application/octet-stream'
      // Python before 3.12 says application/javascript; both name JavaScript. text/xml and
      // application/xml are synonyms (RFC 7303).
      const same = s3 === local || (ext === '.js' && s3 === 'application/javascript') || (ext === '.xml' && s3 === 'text/xml')
      return same ? [] : [`${ext}: S3 ${s3}, local ${local}`]
    })
    expect(differences).toEqual([])
  })

  it('the others are deployed with the local server’s type, cached like their folder', () => {
    const deployments = Object.values(siteStack().template.findResources('Custom::CDKBucketDeployment')).map((r) => r.Properties)
    for (const ext of explicitlyTypedExtensions) {
      const type = contentTypeOf(`file${ext}`)
      expect(type).toMatch(/^(image|text)\//)
      const typed = deployments.filter((d) => d.Include?.includes(`*${ext}`))
      expect(typed.map((d) => [d.DestinationBucketKeyPrefix ?? '', d.SystemMetadata])).toEqual([
        ['assets', { 'content-type': type, 'cache-control': 'public, max-age=31536000, immutable' }],
        ['', { 'content-type': type, 'cache-control': 'public, max-age=300, must-revalidate' }],
      ])
    }
    // …and no other deployment touches them.
    for (const d of deployments.filter((d) => !d.Include)) expect(d.Exclude).toEqual(expect.arrayContaining(explicitlyTypedExtensions.map((ext) => `*${ext}`)))
  })
})
