// The one-time CDK app an account administrator deploys before the first automated deploy:
// `npm run deploy-access -- -c githubRepository=owner/name` (docs/deploying.md, "Deploying from GitHub").
import { App } from 'aws-cdk-lib'
import { DeployAccessStack } from './deploy-access-stack'
import { assertEuRegion, defaultRegion, globalRegion } from './regions'

const app = new App()
const context = (key: string) => {
  const value: unknown = app.node.tryGetContext(key)
  return typeof value === 'string' && value.trim() ? value.trim() : undefined
}
const repository = context('githubRepository')
if (!repository) throw new Error('Name the repository: -c githubRepository=owner/name')
// The site's region, as the deploy workflow's SITE_REGION names it; IAM itself is global.
const siteRegion = context('region') ?? process.env.SITE_REGION ?? defaultRegion
assertEuRegion(siteRegion, 'The site stack')
new DeployAccessStack(app, 'LawFirmSiteDeployAccess', {
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: siteRegion },
  deployRegions: [siteRegion, globalRegion],
  repository,
  environment: context('githubEnvironment') ?? 'production',
  ...(context('githubOidcProviderArn') ? { existingProviderArn: context('githubOidcProviderArn') } : {}),
  ...(context('bootstrapQualifier') ? { bootstrapQualifier: context('bootstrapQualifier') } : {}),
})
