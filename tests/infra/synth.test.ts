// The CDK app as an infra engineer runs it: the real CDK CLI, offline, with the region the CLI
// takes from a deployer's profile (CDK_DEFAULT_REGION) set to us-east-1.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { receiptFontFiles } from '../../infra/lambda-bundling'
import { readParams } from '../../infra/params'

const outputs: string[] = []
afterAll(() => outputs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

function synth(...context: string[]) {
  return synthApp([], ['contactTo=kanzlei@example.com', 'contactFrom=website@example.com', 'bookingCalendarFeed=site/booking-calendar-feed', ...context])
}

function synthApp(app: string[], context: string[]) {
  const output = mkdtempSync(join(tmpdir(), 'cdk-out-'))
  outputs.push(output)
  const args = ['cdk', ...app, 'synth', '--quiet', '--output', output, ...context.flatMap((c) => ['-c', c])]
  const run = spawnSync('npx', args, { encoding: 'utf8', env: { ...process.env, CDK_DEFAULT_REGION: 'us-east-1', CDK_DEFAULT_ACCOUNT: '123456789012' }, timeout: 120_000 })
  const manifest = run.status === 0 ? (JSON.parse(readFileSync(join(output, 'manifest.json'), 'utf8')) as { artifacts: Record<string, { type: string; environment?: string }> }) : undefined
  const environments = Object.fromEntries(Object.entries(manifest?.artifacts ?? {}).filter(([, a]) => a.type === 'aws:cloudformation:stack').map(([name, a]) => [name, a.environment]))
  return { status: run.status, output: `${run.stdout}\n${run.stderr}`, environments, dir: output }
}

describe('cdk synth', { timeout: 120_000 }, () => {
  it('puts the site in eu-central-1 whatever the deployer’s default region is; bundles the qualified check with the fonts of its evidence PDF beside its code', () => {
    const result = synth('sampleData=allow')
    expect(result.status, result.output).toBe(0)
    expect(result.environments).toEqual({ LawFirmSite: 'aws://123456789012/eu-central-1' })
    // The afterBundling copy (infra/lambda-bundling.ts), in the asset the CLI built for deployment.
    const template = JSON.parse(readFileSync(join(result.dir, 'LawFirmSite.template.json'), 'utf8')) as { Resources: Record<string, { Type: string; Properties: { Code?: { S3Key?: string } } }> }
    const [, qualified] = Object.entries(template.Resources).find(([id, r]) => r.Type === 'AWS::Lambda::Function' && id.startsWith('ApiQualifiedCheck'))!
    const asset = join(result.dir, `asset.${String(qualified.Properties.Code!.S3Key).replace(/\.zip$/, '')}`)
    expect(existsSync(join(asset, 'index.mjs'))).toBe(true)
    const files = receiptFontFiles()
    expect(files.length).toBeGreaterThan(200)
    for (const file of files) expect(existsSync(join(asset, file.to)), file.to).toBe(true)
  })

  it('takes another EU region named on purpose, with the WAF in us-east-1 where CloudFront needs it', () => {
    const result = synth('sampleData=allow', 'region=eu-west-1', 'wafRateLimit=300')
    expect(result.status, result.output).toBe(0)
    expect(result.environments).toEqual({ LawFirmSite: 'aws://123456789012/eu-west-1', LawFirmSiteWaf: 'aws://123456789012/us-east-1' })
  })

  it('refuses a US region for the site with a clear message', () => {
    const result = synth('sampleData=allow', 'region=us-east-1')
    expect(result.status).not.toBe(0)
    expect(result.output).toMatch(/The site stack .* must be in an EU region .*got "us-east-1"/)
  })

  // The same refusal, read by the app from its context (infra/params.ts) without starting the CLI each time.
  it.each([
    ['London for the site (not in the EU)', { region: 'eu-west-2' }, /must be in an EU region .*got "eu-west-2"/],
    ['a US region for SES', { sesRegion: 'us-west-2' }, /SES .* must be in an EU region .*got "us-west-2"/],
  ])('refuses %s with a clear message', (_label, context, message) => {
    const base: Record<string, string> = { contactTo: 'kanzlei@example.com', contactFrom: 'website@example.com', bookingCalendarFeed: 'site/booking-calendar-feed', sampleData: 'allow' }
    const lookup = (key: string) => ({ ...base, ...context } as Record<string, string>)[key]
    expect(() => readParams(lookup, {})).toThrow(message)
  })

  it('refuses to build a production stack from the sample firm data, naming each field', () => {
    const result = synth()
    expect(result.status).not.toBe(0)
    expect(result.output).toContain('content/firm.ts still holds the sample firm data')
    expect(result.output).toContain('vatId: DE123456789')
    expect(result.output).toContain('-c sampleData=allow')
  })

  it('builds the GitHub deploy access stack from its own app, and refuses it without a repository', () => {
    const app = ['--app', 'tsx infra/deploy-access-app.ts']
    const result = synthApp(app, ['githubRepository=kanzlei/website'])
    expect(result.status, result.output).toBe(0)
    expect(result.environments).toEqual({ LawFirmSiteDeployAccess: 'aws://123456789012/eu-central-1' })
    const missing = synthApp(app, [])
    expect(missing.status).not.toBe(0)
    expect(missing.output).toContain('-c githubRepository=owner/name')
  })
})
