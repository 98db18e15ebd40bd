import type { App } from 'aws-cdk-lib'
import { firm } from '../content/firm'
import { firmPlaceholders } from '../core/sample-data'
import { readParams } from './params'
import { globalRegion } from './regions'
import { SiteStack } from './site-stack'
import { WafStack } from './waf-stack'

/**
 * The CDK app's stacks: the site in its EU region (never the CLI's default region), and, with a
 * WAF rate limit, the web ACL in us-east-1 where CloudFront-scope resources must live. Refuses
 * to go on while content/firm.ts holds the shipped sample data, unless the deployer says on
 * purpose that this is a staging stack (-c sampleData=allow).
 */
export function defineSite(app: App, env: Record<string, string | undefined>): SiteStack {
  const params = readParams((key) => app.node.tryGetContext(key), env)
  const placeholders = firmPlaceholders(firm)
  if (placeholders.length > 0 && !params.allowSampleData) {
    throw new Error(
      [
        'content/firm.ts still holds the sample firm data shipped with the repository:',
        ...placeholders.map((p) => `  - ${p}`),
        'Replace it with the firm’s real data before going live, or deploy a staging stack on purpose with -c sampleData=allow.',
      ].join('\n'),
    )
  }
  const account = env.CDK_DEFAULT_ACCOUNT
  const waf = params.wafRateLimit
    ? new WafStack(app, 'LawFirmSiteWaf', { env: { account, region: globalRegion }, crossRegionReferences: true, rateLimit: params.wafRateLimit })
    : undefined
  return new SiteStack(app, 'LawFirmSite', {
    env: { account, region: params.region },
    params,
    ...(waf ? { webAclArn: waf.webAclArn, crossRegionReferences: true } : {}),
  })
}
