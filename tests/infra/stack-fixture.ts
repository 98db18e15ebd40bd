import { App, Stack } from 'aws-cdk-lib'
import { Template } from 'aws-cdk-lib/assertions'
import { readParams, type SiteParams } from '../../infra/params'
import { SiteStack } from '../../infra/site-stack'

export const testEnv = { account: '123456789012', region: 'eu-central-1' }

export function testParams(extra: Record<string, string> = {}): SiteParams {
  return readParams(() => undefined, { CONTACT_TO: 'kanzlei@example.com', CONTACT_FROM: 'website@mail.example.com', VIES_REQUESTER_VAT_ID: 'DE811907980', BOOKING_CALENDAR_FEED: 'site/booking-calendar-feed', ...extra })
}

/**
 * An app whose stacks are synthesised without bundling their Lambdas: the templates the tests read
 * are the same, and esbuild would run eight times per stack. The bundles are made as deployed by
 * the real CDK CLI (synth.test.ts) and tested by running them (tests/integration/lambda-bundles.test.ts).
 */
export const testApp = () => new App({ context: { 'aws:cdk:bundling-stacks': [] } })

/** An empty stack in the test account and region, for one construct and what it needs. */
export function emptyStack(): Stack {
  return new Stack(testApp(), 'Test', { env: testEnv })
}

/** The whole site stack, as `cdk deploy` would build it with these parameters (its Lambdas not bundled). */
export function siteStack(extra: Record<string, string> = {}, webAclArn?: string): { stack: SiteStack; template: Template } {
  const params = testParams(extra)
  const stack = new SiteStack(testApp(), 'Site', { env: { account: testEnv.account, region: params.region }, params, ...(webAclArn ? { webAclArn } : {}) })
  return { stack, template: Template.fromStack(stack) }
}

type Statement = { Action: string | string[]; Resource: unknown; Effect: string }

/** The statements of every policy attached to roles whose logical id starts with `rolePrefix`. */
export function policyStatements(template: Template, rolePrefix: string): Statement[] {
  return Object.values(template.findResources('AWS::IAM::Policy'))
    .filter((p) => JSON.stringify(p.Properties.Roles).includes(rolePrefix))
    .flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[])
}
