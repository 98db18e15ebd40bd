// The CDK app: `npm run synth` (offline, example parameters) or
// `npm run cdk -- deploy -c contactTo=… -c contactFrom=…` (see README.md "Deploying to AWS").
import { App } from 'aws-cdk-lib'
import { readParams } from './params'
import { SiteStack } from './site-stack'
import { WafStack } from './waf-stack'

const app = new App()
const params = readParams((key) => app.node.tryGetContext(key), process.env)
const account = process.env.CDK_DEFAULT_ACCOUNT
const region = process.env.CDK_DEFAULT_REGION ?? 'eu-central-1'

const waf = params.wafRateLimit
  ? new WafStack(app, 'LawFirmSiteWaf', { env: { account, region: 'us-east-1' }, crossRegionReferences: true, rateLimit: params.wafRateLimit })
  : undefined
new SiteStack(app, 'LawFirmSite', {
  env: { account, region },
  params,
  ...(waf ? { webAclArn: waf.webAclArn, crossRegionReferences: true } : {}),
})
