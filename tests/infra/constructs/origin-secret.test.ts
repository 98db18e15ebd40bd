// The origin secret: generated, rotated every 30 days by a function that may touch only this
// secret and this distribution.
import { describe, expect, it } from 'vitest'
import { originSecretRotation } from '../../../infra/constructs/origin-secret'
import { policyStatements, siteStack } from '../stack-fixture'

const { template } = siteStack()

describe('OriginSecret', () => {
  it('is generated long and without punctuation (it travels in an HTTP header)', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', { GenerateSecretString: { PasswordLength: 48, ExcludePunctuation: true, IncludeSpace: false } })
  })

  it('rotates every 30 days with the stack’s rotation function', () => {
    const [schedule] = Object.values(template.findResources('AWS::SecretsManager::RotationSchedule'))
    expect(schedule!.Properties.RotationRules).toEqual({ ScheduleExpression: `rate(${originSecretRotation.toDays()} days)` })
    expect(schedule!.Properties.RotationLambdaARN).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^OriginSecretRotation/), 'Arn'] })
  })

  it('lets the rotation function change only this distribution and this secret', () => {
    const [roleId] = Object.keys(template.findResources('AWS::IAM::Role')).filter((id) => id.startsWith('OriginSecretRotation'))
    const statements = policyStatements(template, roleId!)
    const cloudfront = statements.find((s) => JSON.stringify(s.Action).includes('cloudfront:'))!
    expect(cloudfront.Action).toEqual(['cloudfront:GetDistributionConfig', 'cloudfront:UpdateDistribution'])
    expect(JSON.stringify(cloudfront.Resource)).toMatch(/:cloudfront::123456789012:distribution\/.*SiteCdn/)
    const secret = statements.find((s) => JSON.stringify(s.Action).includes('PutSecretValue'))!
    expect(secret.Resource).toEqual({ Ref: expect.stringMatching(/^OriginSecret[0-9A-F]{8}$/) })
    const wildcard = statements.filter((s) => s.Resource === '*')
    expect(wildcard.map((s) => s.Action)).toEqual(['secretsmanager:GetRandomPassword'])
  })

  it('tells the rotation function which distribution to update', () => {
    const [, fn] = Object.entries(template.findResources('AWS::Lambda::Function')).find(([id]) => id.startsWith('OriginSecretRotation') && !id.includes('Role'))!
    expect(fn.Properties.Environment.Variables).toEqual({ DISTRIBUTION_ID: { Ref: expect.stringMatching(/^SiteCdn/) } })
  })
})
