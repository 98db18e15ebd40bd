// The synthesised CloudFormation template, checked offline with aws-cdk-lib/assertions.
// Needs dist/client (npm run build; `npm test` builds first).
import { App } from 'aws-cdk-lib'
import { Match, Template } from 'aws-cdk-lib/assertions'
import { beforeAll, describe, expect, it } from 'vitest'
import { readParams } from '../../infra/params'
import { SiteStack } from '../../infra/site-stack'
import { WafStack } from '../../infra/waf-stack'
import { retention } from '../../content/operations'
import { contentSecurityPolicy } from '../../renderer/security-headers'

let template: Template

const params = readParams(() => undefined, {
  CONTACT_TO: 'kanzlei@example.com',
  CONTACT_FROM: 'website@mail.example.com',
  VIES_REQUESTER_VAT_ID: 'DE811907980',
})

beforeAll(() => {
  const app = new App()
  const stack = new SiteStack(app, 'Test', { env: { account: '123456789012', region: 'eu-central-1' }, params })
  template = Template.fromStack(stack)
}, 120_000)

type Statement = { Action: string | string[]; Resource: unknown; Effect: string }

function policyStatementsOf(roleLogicalIdPrefix: string): Statement[] {
  const policies = template.findResources('AWS::IAM::Policy')
  return Object.values(policies)
    .filter((p) => JSON.stringify(p.Properties.Roles).includes(roleLogicalIdPrefix))
    .flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[])
}

describe('site stack', () => {
  it('keeps both buckets private, encrypted and TLS-only; inquiries expire as the privacy policy says', () => {
    const buckets = template.findResources('AWS::S3::Bucket')
    expect(Object.keys(buckets)).toHaveLength(2)
    for (const bucket of Object.values(buckets)) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({ BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true })
      expect(bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm).toBe('AES256')
    }
    template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: { Rules: [Match.objectLike({ ExpirationInDays: retention.inquiryArchiveDays, Status: 'Enabled' })] },
    })
    const policies = Object.values(template.findResources('AWS::S3::BucketPolicy'))
    for (const policy of policies) {
      expect(JSON.stringify(policy.Properties.PolicyDocument)).toContain('"aws:SecureTransport":"false"')
    }
    expect(JSON.stringify(policies)).not.toContain('"Principal":"*","Resource"')
  })

  it('serves the site bucket only through CloudFront with Origin Access Control', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1)
    const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'))
    const origins = distribution!.Properties.DistributionConfig.Origins as { S3OriginConfig?: unknown; OriginAccessControlId?: unknown; CustomOriginConfig?: { OriginProtocolPolicy: string } }[]
    const s3 = origins.filter((o) => o.S3OriginConfig)
    expect(s3).toHaveLength(1)
    expect(s3[0]!.OriginAccessControlId).toBeDefined()
    expect(origins.find((o) => o.CustomOriginConfig)?.CustomOriginConfig?.OriginProtocolPolicy).toBe('https-only')
  })

  it('attaches the URL rules to pages, caches assets for long, never caches the API', () => {
    const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'))
    const config = distribution!.Properties.DistributionConfig
    expect(config.DefaultCacheBehavior.FunctionAssociations.map((f: { EventType: string }) => f.EventType).sort()).toEqual(['viewer-request', 'viewer-response'])
    expect(config.DefaultCacheBehavior.Compress).toBe(true)
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https')
    const behaviors = Object.fromEntries((config.CacheBehaviors as { PathPattern: string }[]).map((b) => [b.PathPattern, b])) as Record<string, Record<string, unknown>>
    expect(behaviors['/assets/*']?.CachePolicyId).toBe('658327ea-f89d-4fab-a63d-7e88639e58f6') // CachingOptimized
    expect(behaviors['/api/*']?.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad') // CachingDisabled
    expect(behaviors['/api/*']?.AllowedMethods).toEqual(expect.arrayContaining(['POST', 'GET', 'OPTIONS']))
    template.resourceCountIs('AWS::CloudFront::Function', 2)
    template.hasResourceProperties('AWS::CloudFront::Function', { FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }) })
  })

  it('sends the local server’s security headers, HSTS included', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          ContentSecurityPolicy: { ContentSecurityPolicy: contentSecurityPolicy, Override: true },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
          StrictTransportSecurity: Match.objectLike({ AccessControlMaxAgeSec: 31536000, IncludeSubdomains: true }),
        }),
      }),
    })
    expect(contentSecurityPolicy).toMatch(/script-src 'self' 'sha256-/)
    expect(contentSecurityPolicy).not.toContain('unsafe-inline')
  })

  it('runs both functions on Node.js 24, arm64, with explicit memory, timeout and reserved concurrency, logs kept 7 days', () => {
    const functions = Object.values(template.findResources('AWS::Lambda::Function')).filter((f) => f.Properties.Runtime === 'nodejs24.x')
    expect(functions).toHaveLength(2)
    for (const f of functions) {
      expect(f.Properties.Architectures).toEqual(['arm64'])
      expect(f.Properties.MemorySize).toBe(256)
      // Long enough for the handlers' own worst case (lambdas/aws-clients.ts, VIES: 2 × 8 s), below the HTTP API's 30 s.
      expect(f.Properties.Timeout).toBe(f.Properties.Environment?.Variables?.CONTACT_TO ? 25 : 20)
      expect(f.Properties.ReservedConcurrentExecutions).toBe(10)
      expect(f.Properties.LoggingConfig?.LogGroup).toBeDefined()
    }
    const logGroups = Object.values(template.findResources('AWS::Logs::LogGroup'))
    expect(logGroups.length).toBeGreaterThanOrEqual(2)
    for (const group of logGroups) expect(group.Properties.RetentionInDays).toBe(7)
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ CONTACT_TO: 'kanzlei@example.com', CONTACT_FROM: 'website@mail.example.com', INQUIRY_ARCHIVE_BUCKET: Match.anyValue() }) },
    })
    template.hasResourceProperties('AWS::Lambda::Function', { Environment: { Variables: { VIES_REQUESTER_VAT_ID: 'DE811907980' } } })
  })

  it('lets the contact function only send as the SES identity and write to the archive; the VIES function nothing', () => {
    const contact = policyStatementsOf('SendContactEmail')
    expect(contact).toHaveLength(2)
    const ses = contact.find((s) => s.Action === 'ses:SendEmail')!
    expect(JSON.stringify(ses.Resource)).toContain(':identity/mail.example.com')
    const put = contact.find((s) => s.Action === 's3:PutObject')!
    expect(JSON.stringify(put.Resource)).toContain('/inquiries/*')
    for (const statement of contact) {
      expect(statement.Action).not.toContain('*')
      expect(statement.Resource).not.toBe('*')
    }
    expect(policyStatementsOf('ViesVatCheck')).toEqual([])
  })

  it('routes the two API paths to their functions', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: 'ANY /api/send-contact-email' })
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: 'ANY /api/vies-vat-check' })
    template.hasResourceProperties('AWS::ApiGatewayV2::Integration', { PayloadFormatVersion: '2.0' })
  })
})

describe('optional parts', () => {
  it('adds a WAF rate-based rule on /api/* when a rate limit is given', () => {
    const app = new App()
    const waf = new WafStack(app, 'Waf', { env: { account: '123456789012', region: 'us-east-1' }, rateLimit: 300 })
    Template.fromStack(waf).hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      Rules: [
        Match.objectLike({
          Action: { Block: {} },
          Statement: {
            RateBasedStatement: Match.objectLike({
              Limit: 300,
              ScopeDownStatement: { ByteMatchStatement: Match.objectLike({ SearchString: '/api/', PositionalConstraint: 'STARTS_WITH' }) },
            }),
          },
        }),
      ],
    })
  })

  it('requires recipient and sender, and takes the domain with its certificate', () => {
    expect(() => readParams(() => undefined, {})).toThrow(/contactTo/)
    expect(() => readParams((k) => (k === 'domainName' ? 'www.example.com' : undefined), { CONTACT_TO: 'a@b.de', CONTACT_FROM: 'c@d.de' })).toThrow(/certificateArn/)
  })
})
