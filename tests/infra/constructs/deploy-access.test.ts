// The GitHub deploy role: who may assume it (one repository's deploy job in one environment, by
// OIDC) and what it may do (assume the CDK bootstrap roles, nothing else).
import { App } from 'aws-cdk-lib'
import { Match, Template } from 'aws-cdk-lib/assertions'
import { describe, expect, it } from 'vitest'
import { DeployAccessStack } from '../../../infra/deploy-access-stack'
import { testEnv } from '../stack-fixture'

const stack = (extra: Partial<ConstructorParameters<typeof DeployAccessStack>[2]> = {}) =>
  new DeployAccessStack(new App(), 'DeployAccess', { env: testEnv, repository: 'kanzlei/website', environment: 'production', deployRegions: ['eu-central-1', 'us-east-1'], ...extra })

describe('deploy access for GitHub Actions', () => {
  const template = Template.fromStack(stack())

  it('trusts GitHub’s token issuer for the STS audience', () => {
    template.hasResourceProperties('AWS::IAM::OIDCProvider', { Url: 'https://token.actions.githubusercontent.com', ClientIdList: ['sts.amazonaws.com'] })
  })

  it('lets only the deploy job of this repository’s production environment assume the role', () => {
    template.hasResourceProperties('AWS::IAM::Role', {
      MaxSessionDuration: 3600,
      AssumeRolePolicyDocument: {
        Statement: [
          Match.objectLike({
            Action: 'sts:AssumeRoleWithWebIdentity',
            Condition: {
              StringEquals: {
                'token.actions.githubusercontent.com:aud': 'sts.amazonaws.com',
                'token.actions.githubusercontent.com:sub': 'repo:kanzlei/website:environment:production',
              },
            },
          }),
        ],
      },
    })
  })

  it('may only assume the CDK bootstrap roles of its own account in the named regions', () => {
    const policies = Object.values(template.findResources('AWS::IAM::Policy'))
    const statements = policies.flatMap((p) => p.Properties.PolicyDocument.Statement as { Action: string[]; Resource: unknown[] }[])
    expect(statements).toHaveLength(1)
    expect(statements[0]!.Action).toEqual(['sts:AssumeRole', 'sts:TagSession'])
    const resources = JSON.stringify(statements[0]!.Resource)
    for (const kind of ['deploy', 'file-publishing', 'image-publishing', 'lookup']) {
      for (const region of ['eu-central-1', 'us-east-1']) expect(resources).toContain(`:role/cdk-hnb659fds-${kind}-role-123456789012-${region}`)
    }
    expect(resources).not.toContain('*')
  })

  it('reuses an existing provider instead of creating a second one, and refuses a malformed repository', () => {
    const reuse = Template.fromStack(stack({ existingProviderArn: 'arn:aws:iam::123456789012:oidc-provider/token.actions.githubusercontent.com' }))
    reuse.resourceCountIs('AWS::IAM::OIDCProvider', 0)
    expect(() => stack({ repository: 'kanzlei/website:environment:x' })).toThrow(/owner\/name/)
    expect(() => stack({ repository: '*' })).toThrow(/owner\/name/)
  })
})
