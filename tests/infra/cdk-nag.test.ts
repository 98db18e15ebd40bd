// cdk-nag's AwsSolutions pack over every shape the stacks take: no finding may stand without an
// acknowledgement, and every acknowledgement carries its reason beside it in infra/.
import { App, Stack } from 'aws-cdk-lib'
import { Bucket } from 'aws-cdk-lib/aws-s3'
import { AwsSolutionsChecks } from 'cdk-nag'
import type { IConstruct } from 'constructs'
import { describe, expect, it } from 'vitest'
import { DeployAccessStack } from '../../infra/deploy-access-stack'
import { WafStack } from '../../infra/waf-stack'
import { siteStack, testEnv } from './stack-fixture'

function findings(scope: IConstruct): string[] {
  const report = new AwsSolutionsChecks().validateScope(scope)
  return report.violations.flatMap((v) => v.violatingResources.map((r) => `${v.ruleName} at ${r.constructPath ?? r.resourceLogicalId}`))
}

describe('cdk-nag AwsSolutions', () => {
  it.each([
    ['as documented', {}],
    ['with a custom domain and certificate', { SITE_DOMAIN: 'www.example-kanzlei.de', SITE_CERTIFICATE_ARN: 'arn:aws:acm:us-east-1:123456789012:certificate/abc' }],
    ['with SES in another EU region', { SES_REGION: 'eu-west-1' }],
    ['in another EU region', { SITE_REGION: 'eu-west-3' }],
  ])('finds nothing unacknowledged in the site stack %s', (_label, extra) => {
    expect(findings(siteStack(extra).stack)).toEqual([])
  })

  it('finds nothing unacknowledged with a WAF in front, nor in the WAF stack', () => {
    const waf = new WafStack(new App(), 'Waf', { env: { ...testEnv, region: 'us-east-1' }, rateLimit: 300 })
    expect(findings(siteStack({}, 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/x/1').stack)).toEqual([])
    expect(findings(waf)).toEqual([])
  })

  it('finds nothing unacknowledged in the GitHub deploy access stack', () => {
    expect(findings(new DeployAccessStack(new App(), 'DeployAccess', { env: testEnv, repository: 'kanzlei/website', environment: 'production', deployRegions: ['eu-central-1', 'us-east-1'] }))).toEqual([])
  })

  it('does find what nobody acknowledged (the check can fail)', () => {
    const stack = new Stack(new App(), 'Careless', { env: testEnv })
    new Bucket(stack, 'Plain')
    expect(findings(stack)).toEqual(expect.arrayContaining([expect.stringMatching(/^AwsSolutions-S1 /), expect.stringMatching(/^AwsSolutions-S10 /)]))
  })
})
