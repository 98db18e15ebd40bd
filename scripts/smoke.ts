// `npm run smoke -- https://www.example.de [--direct-api https://abc.execute-api.eu-central-1.amazonaws.com]`
// `npm run smoke -- --outputs cdk-outputs.json` (both addresses from `cdk deploy --outputs-file`)
//
// Checks a running site the way a visitor's browser meets it, after every deploy: security
// headers (HSTS included), the URL rules, 404 pages per language, both APIs answering a bad
// request with their own 4xx code, and, given the API's own address (stack output
// ApiDirectEndpoint), that it refuses requests that did not come through CloudFront. Sends nothing
// that reaches a mailbox or VIES. Exits 1 when a check fails.
import { readFileSync } from 'node:fs'
import { contentSecurityPolicy, hsts } from '../core/security-headers'
import { readSiteManifest } from './site-manifest'

interface Answer {
  status: number
  headers: Headers
  text: string
}

interface Check {
  name: string
  run: () => Promise<string | null>
}

async function get(url: string): Promise<Answer> {
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(15_000) })
  return { status: response.status, headers: response.headers, text: await response.text() }
}

async function postJson(url: string, body: unknown): Promise<Answer> {
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), redirect: 'manual', signal: AbortSignal.timeout(30_000) })
  return { status: response.status, headers: response.headers, text: await response.text() }
}

function errorCode(answer: Answer): string | undefined {
  try {
    return (JSON.parse(answer.text) as { error?: string }).error
  } catch {
    return undefined
  }
}

/** null when the answer is as expected, else what is wrong. */
function expectStatus(answer: Answer, status: number, location?: string): string | null {
  if (answer.status !== status) return `status ${answer.status}, expected ${status}`
  if (location !== undefined && answer.headers.get('location') !== location) return `Location ${answer.headers.get('location')}, expected ${location}`
  if (location === undefined && answer.headers.get('location')) return `unexpected Location ${answer.headers.get('location')}`
  return null
}

/** The policy of the build this checkout deployed (its inline stylesheet's hash included). */
const expectedPolicy = contentSecurityPolicy(readSiteManifest())

function securityHeaderProblems(answer: Answer): string | null {
  const problems: string[] = []
  const expect = (name: string, ok: (value: string) => boolean) => {
    const value = answer.headers.get(name)
    if (value === null) problems.push(`${name} missing`)
    else if (!ok(value)) problems.push(`${name}: ${value}`)
  }
  expect('content-security-policy', (v) => v === expectedPolicy)
  expect('strict-transport-security', (v) => Number(/max-age=(\d+)/i.exec(v)?.[1] ?? 0) >= hsts.maxAgeSeconds && /includeSubDomains/i.test(v))
  expect('x-content-type-options', (v) => v === 'nosniff')
  expect('x-frame-options', (v) => v.toUpperCase() === 'DENY')
  expect('referrer-policy', (v) => v === 'strict-origin-when-cross-origin')
  expect('permissions-policy', (v) => v.includes('camera=()'))
  expect('cross-origin-opener-policy', (v) => v === 'same-origin')
  return problems.length > 0 ? problems.join('; ') : null
}

function smokeChecks(site: string, directApi?: string): Check[] {
  const at = (path: string) => new URL(path, site).href
  const notFoundIn = (path: string, lang: string): Check => ({
    name: `${path} answers 404 with the ${lang} not-found page`,
    run: async () => {
      const answer = await get(at(path))
      return expectStatus(answer, 404) ?? (answer.text.includes(`<html lang="${lang}"`) ? securityHeaderProblems(answer) : `not a page in ${lang}`)
    },
  })
  const checks: Check[] = [
    { name: '/ answers 200 with every security header', run: async () => { const a = await get(at('/')); return expectStatus(a, 200) ?? securityHeaderProblems(a) } },
    { name: '/de/kontakt answers 200 with every security header', run: async () => { const a = await get(at('/de/kontakt')); return expectStatus(a, 200) ?? securityHeaderProblems(a) } },
    { name: '/kontakt/ redirects to /kontakt, keeping the query', run: async () => expectStatus(await get(at('/kontakt/?ref=smoke')), 301, '/kontakt?ref=smoke') },
    { name: '/home redirects to /', run: async () => expectStatus(await get(at('/home')), 301, '/') },
    { name: '/zh/ redirects to /zh', run: async () => expectStatus(await get(at('/zh/')), 301, '/zh') },
    { name: 'an encoded //host path is a 404, never a redirect', run: async () => expectStatus(await get(at('/%2F%2Fevil.example/')), 404) },
    { name: 'CR/LF in a path is a 404 with the security headers', run: async () => { const a = await get(at('/x%0d%0ay/')); return expectStatus(a, 404) ?? securityHeaderProblems(a) } },
    notFoundIn('/no-such-page', 'en'),
    notFoundIn('/de/lexikon/no-such-term', 'de'),
    notFoundIn('/zh/artikel/no-such-article', 'zh-Hans'),
    { name: '/robots.txt and /sitemap.xml are served', run: async () => expectStatus(await get(at('/robots.txt')), 200) ?? expectStatus(await get(at('/sitemap.xml')), 200) },
    {
      name: 'the contact API answers an empty inquiry with 400 missing_fields',
      run: async () => {
        const a = await postJson(at('/api/send-contact-email'), {})
        return expectStatus(a, 400) ?? (errorCode(a) === 'missing_fields' ? null : `body ${a.text.slice(0, 100)}`)
      },
    },
    {
      name: 'the VAT ID API answers a request without country with 400 invalid_country',
      run: async () => {
        const a = await postJson(at('/api/vies-vat-check'), {})
        return expectStatus(a, 400) ?? (errorCode(a) === 'invalid_country' ? null : `body ${a.text.slice(0, 100)}`)
      },
    },
  ]
  if (site.startsWith('https:')) {
    checks.push({
      name: 'plain HTTP redirects to HTTPS',
      run: async () => {
        const a = await get(at('/').replace(/^https:/, 'http:'))
        return a.status === 301 && a.headers.get('location')?.startsWith('https:') ? null : `status ${a.status}, Location ${a.headers.get('location')}`
      },
    })
  }
  if (directApi) {
    for (const path of ['/api/send-contact-email', '/api/vies-vat-check']) {
      checks.push({
        name: `the API's own address refuses ${path} (403 forbidden)`,
        run: async () => {
          const a = await postJson(new URL(path, directApi).href, {})
          return expectStatus(a, 403) ?? (errorCode(a) === 'forbidden' ? null : `body ${a.text.slice(0, 100)}`)
        },
      })
    }
  }
  return checks
}

/** SiteUrl and ApiDirectEndpoint from the file `cdk deploy --outputs-file` writes. */
function fromOutputs(file: string): { site?: string; direct?: string } {
  const stacks = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>
  const site = Object.values(stacks).find((outputs) => outputs.SiteUrl)
  return { site: site?.SiteUrl, direct: site?.ApiDirectEndpoint }
}

async function main(args: string[]): Promise<number> {
  const option = (name: string) => (args.includes(name) ? (args[args.indexOf(name) + 1] ?? '') : undefined)
  const outputsFile = option('--outputs')
  const outputs = outputsFile ? fromOutputs(outputsFile) : {}
  const site = outputs.site ?? args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'))
  const direct = outputs.direct ?? option('--direct-api')
  if (!site || !/^https?:\/\//.test(site) || direct === '') {
    console.error('usage: npm run smoke -- https://<site> [--direct-api https://<api-id>.execute-api.<region>.amazonaws.com]')
    console.error('   or: npm run smoke -- --outputs cdk-outputs.json   (written by cdk deploy --outputs-file)')
    return 2
  }
  let failed = 0
  for (const check of smokeChecks(site, direct)) {
    const problem = await check.run().catch((error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)))
    if (problem) failed++
    console.log(`${problem ? '✗' : '✓'} ${check.name}${problem ? `: ${problem}` : ''}`)
  }
  if (!direct) console.log('- the API’s own address was not checked (pass --direct-api with the stack output ApiDirectEndpoint)')
  console.log(failed === 0 ? 'smoke test passed' : `smoke test failed: ${failed} check(s)`)
  return failed === 0 ? 0 : 1
}

process.exit(await main(process.argv.slice(2)))
