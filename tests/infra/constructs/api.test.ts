// The API construct: three functions on Node.js 24 with least privilege and their own logs, an HTTP
// API with throttling and access logs, the origin secret wired in.
import { Match } from 'aws-cdk-lib/assertions'
import { describe, expect, it } from 'vitest'
import { retention } from '../../../content/operations'
import { apiThrottle, rateLimitTableActions, receiptKeyActions } from '../../../infra/constructs/api'
import { receiptKeys } from '../../../infra/receipt-keys'
import { policyStatements, siteStack } from '../stack-fixture'

const { template } = siteStack()
const functions = Object.entries(template.findResources('AWS::Lambda::Function')).filter(([id]) => id.startsWith('Api'))
const byEnv = (name: string) => functions.find(([, f]) => f.Properties.Environment?.Variables?.[name])!

describe('Api', () => {
  it('runs the three functions on Node.js 24 arm64 with explicit memory, timeout and reserved concurrency', () => {
    expect(functions).toHaveLength(3)
    for (const [id, f] of functions) {
      expect([f.Properties.Runtime, f.Properties.Architectures, f.Properties.MemorySize, f.Properties.ReservedConcurrentExecutions]).toEqual(['nodejs24.x', ['arm64'], 256, 10])
      // Long enough for the handlers' own worst case (lambdas/aws-clients.ts, VIES: 2 × 8 s, the BZSt 15 s), below the HTTP API's 30 s.
      expect(f.Properties.Timeout, id).toBe(f.Properties.Environment.Variables.CONTACT_TO || id.startsWith('ApiQualifiedCheck') ? 25 : 20)
      expect(f.Properties.LoggingConfig.LogGroup).toBeDefined()
    }
  })

  it('gives every function role no managed policy, only writing to its own log group', () => {
    const roles = Object.entries(template.findResources('AWS::IAM::Role')).filter(([id]) => id.startsWith('Api'))
    expect(roles).toHaveLength(3)
    for (const [id, role] of roles) {
      expect(role.Properties.ManagedPolicyArns, id).toBeUndefined()
      const logs = policyStatements(template, id).filter((s) => JSON.stringify(s.Action).includes('logs:'))
      expect(logs).toEqual([{ Effect: 'Allow', Action: ['logs:CreateLogStream', 'logs:PutLogEvents'], Resource: { 'Fn::GetAtt': [expect.stringMatching(/Logs/), 'Arn'] } }])
    }
    for (const group of Object.values(template.findResources('AWS::Logs::LogGroup'))) expect(group.Properties.RetentionInDays).toBe(retention.logDays)
  })

  it('lets the contact function send only as the SES identity, write inquiries and read the origin secret; the VAT check only the secret', () => {
    const contactRole = functions.find(([, f]) => f.Properties.Environment.Variables.CONTACT_TO)![1].Properties.Role['Fn::GetAtt'][0] as string
    const viesRole = functions.find(([, f]) => f.Properties.Environment.Variables.VIES_REQUESTER_VAT_ID)![1].Properties.Role['Fn::GetAtt'][0] as string
    const qualifiedRole = functions.find(([id]) => id.startsWith('ApiQualifiedCheck'))![1].Properties.Role['Fn::GetAtt'][0] as string
    const actions = (role: string) => policyStatements(template, role).flatMap((s) => [s.Action].flat()).sort()
    expect(actions(contactRole)).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents', 's3:PutObject', 'secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue', 'ses:SendEmail'])
    expect(actions(viesRole)).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents', 'secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'])
    // The qualified check sends no mail and keeps nothing: logs, the origin secret and the counters' key, a counter read and updated, its receipt key used.
    expect([...new Set(actions(qualifiedRole))]).toEqual(['dynamodb:GetItem', 'dynamodb:UpdateItem', 'kms:GetPublicKey', 'kms:Sign', 'logs:CreateLogStream', 'logs:PutLogEvents', 'secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'])
    const statements = policyStatements(template, qualifiedRole)
    expect(statements.find((s) => JSON.stringify([s.Action].flat()) === JSON.stringify(rateLimitTableActions))?.Resource).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^ApiRateLimits/), 'Arn'] })
    expect(statements.find((s) => JSON.stringify([s.Action].flat()) === JSON.stringify(receiptKeyActions))?.Resource).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^ApiReceiptKey/), 'Arn'] })
    // No other role may use the key or the counters.
    for (const [id] of Object.entries(template.findResources('AWS::IAM::Role')).filter(([id]) => id !== qualifiedRole)) {
      for (const s of policyStatements(template, id)) expect(JSON.stringify(s.Action), id).not.toMatch(/kms:Sign|kms:GetPublicKey/)
    }
    const ses = policyStatements(template, contactRole).find((s) => s.Action === 'ses:SendEmail')!
    expect(JSON.stringify(ses.Resource)).toContain(':ses:eu-central-1:123456789012:identity/mail.example.com')
    for (const s of policyStatements(template, contactRole)) expect(s.Resource).not.toBe('*')
  })

  it('hands the functions their settings: recipient, sender, archive in the stack’s region, origin secret, site stylesheet', () => {
    const [, contact] = byEnv('CONTACT_TO')
    expect(contact.Properties.Environment.Variables).toEqual({
      CONTACT_TO: 'kanzlei@example.com',
      CONTACT_FROM: 'website@mail.example.com',
      SES_REGION: 'eu-central-1',
      INQUIRY_ARCHIVE_BUCKET: { Ref: expect.stringMatching(/^InquiryArchive/) },
      INQUIRY_ARCHIVE_REGION: 'eu-central-1',
      ORIGIN_SECRET_ARN: { Ref: expect.stringMatching(/^OriginSecret/) },
    })
    const [, vies] = byEnv('VIES_REQUESTER_VAT_ID')
    expect(vies.Properties.Environment.Variables).toEqual({
      VIES_REQUESTER_VAT_ID: 'DE811907980',
      // The site's stylesheet file (the built pages carry it inline; the manifest names it), for the no-JavaScript result page.
      SITE_STYLESHEET: expect.stringMatching(/^\/assets\/static\/[\w.-]+\.css$/),
      ORIGIN_SECRET_ARN: { Ref: expect.stringMatching(/^OriginSecret/) },
    })
  })

  it('keeps the archive in the stack’s region when SES runs in another EU region', () => {
    const other = siteStack({ SES_REGION: 'eu-west-1' }).template
    const [, contact] = Object.entries(other.findResources('AWS::Lambda::Function')).find(([, f]) => f.Properties.Environment?.Variables?.CONTACT_TO)!
    expect(contact.Properties.Environment.Variables).toMatchObject({ SES_REGION: 'eu-west-1', INQUIRY_ARCHIVE_REGION: 'eu-central-1' })
    expect(JSON.stringify(other.findResources('AWS::IAM::Policy'))).toContain(':ses:eu-west-1:123456789012:identity/mail.example.com')
  })

  it('signs receipts with an asymmetric P-256 key kept when the stack goes, and counts limits in an on-demand table whose items expire', () => {
    template.hasResourceProperties('AWS::KMS::Key', { KeySpec: 'ECC_NIST_P256', KeyUsage: 'SIGN_VERIFY' })
    const [, key] = Object.entries(template.findResources('AWS::KMS::Key')).find(([id]) => id.startsWith('ApiReceiptKey'))!
    expect([key.DeletionPolicy, key.UpdateReplacePolicy]).toEqual(['Retain', 'Retain'])
    template.hasResourceProperties('AWS::DynamoDB::Table', { KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }], BillingMode: 'PAY_PER_REQUEST', TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true }, SSESpecification: { SSEEnabled: true } })
    const [, qualified] = functions.find(([id]) => id.startsWith('ApiQualifiedCheck'))!
    expect(qualified.Properties.Environment.Variables).toEqual({
      RATE_LIMIT_TABLE: { Ref: expect.stringMatching(/^ApiRateLimits/) },
      // The counters' HMAC key, generated for this deployment (review F1).
      RATE_LIMIT_KEY_SECRET_ARN: { Ref: expect.stringMatching(/^ApiRateLimitKey/) },
      RECEIPT_SIGNING_KEY_ARN: { 'Fn::GetAtt': [expect.stringMatching(/^ApiReceiptKey/), 'Arn'] },
      // Every key that signed before, published beside the current one (infra/receipt-keys.ts, docs/deploying.md).
      RECEIPT_KEY_VALID_FROM: receiptKeys.current.validFrom,
      RECEIPT_RETIRED_KEYS: JSON.stringify(receiptKeys.retired),
      SITE_STYLESHEET: expect.stringMatching(/^\/assets\/static\/[\w.-]+\.css$/),
      ORIGIN_SECRET_ARN: { Ref: expect.stringMatching(/^OriginSecret/) },
    })
    template.hasOutput('ReceiptSigningKeyArn', Match.anyValue())
  })

  it('throttles the stage and writes JSON access logs with the request id', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: Match.objectLike({ ThrottlingRateLimit: apiThrottle.rateLimit, ThrottlingBurstLimit: apiThrottle.burstLimit }),
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('"requestId":"\\$context.requestId"') },
    })
  })

  it('routes the API paths to their functions with payload format 2.0', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: 'ANY /api/send-contact-email' })
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: 'ANY /api/vies-vat-check' })
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: 'ANY /api/qualified-vat-check' })
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: 'ANY /api/qualified-vat-check/availability' })
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: 'ANY /api/qualified-vat-check/receipt-key' })
    template.hasResourceProperties('AWS::ApiGatewayV2::Integration', { PayloadFormatVersion: '2.0' })
  })
})
