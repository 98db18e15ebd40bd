// The static site: bucket behind CloudFront with Origin Access Control, the URL rules as
// CloudFront Functions on every path, the security headers, /api/* with the origin secret, logs.
import { Match } from 'aws-cdk-lib/assertions'
import { describe, expect, it } from 'vitest'
import { originVerifyHeader } from '../../../core/api-guard'
import { edgeFunctionSource } from '../../../infra/url-functions'
import { contentSecurityPolicy, hsts } from '../../../core/security-headers'
import { readSiteManifest } from '../../../scripts/site-manifest'
import { siteStack } from '../stack-fixture'

const { template } = siteStack()
const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'))
const config = distribution!.Properties.DistributionConfig
const behaviors = Object.fromEntries((config.CacheBehaviors as { PathPattern: string }[]).map((b) => [b.PathPattern, b])) as Record<string, Record<string, any>>

describe('StaticSite', () => {
  it('serves the site bucket only through CloudFront with Origin Access Control', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1)
    const s3 = (config.Origins as Record<string, any>[]).filter((o) => o.S3OriginConfig)
    expect(s3).toHaveLength(1)
    expect(s3[0]!.OriginAccessControlId).toBeDefined()
  })

  it('runs the URL rules, as bundled from core/url-rules.ts, on pages and assets', () => {
    const manifest = readSiteManifest()
    const codes = Object.values(template.findResources('AWS::CloudFront::Function')).map((f) => f.Properties.FunctionCode as string)
    expect(codes.sort()).toEqual([edgeFunctionSource('viewer-request', manifest), edgeFunctionSource('viewer-response', manifest)].sort())
    template.hasResourceProperties('AWS::CloudFront::Function', { FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }) })
    for (const behavior of [config.DefaultCacheBehavior, behaviors['/assets/*']]) {
      expect(behavior.FunctionAssociations.map((f: { EventType: string }) => f.EventType).sort()).toEqual(['viewer-request', 'viewer-response'])
    }
    expect(behaviors['/api/*']!.FunctionAssociations).toBeUndefined()
  })

  it('caches assets for long and the API never; HTTPS only', () => {
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https')
    expect(behaviors['/assets/*']!.CachePolicyId).toBe('658327ea-f89d-4fab-a63d-7e88639e58f6') // CachingOptimized
    expect(behaviors['/api/*']!.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad') // CachingDisabled
    expect(behaviors['/api/*']!.AllowedMethods).toEqual(expect.arrayContaining(['POST', 'GET', 'OPTIONS']))
  })

  it('forwards to the API only the headers it reads and the viewer’s address as CloudFront adds it (an allow-list: no Host, no other visitor header)', () => {
    const policies = template.findResources('AWS::CloudFront::OriginRequestPolicy')
    const [id, policy] = Object.entries(policies).find(([, p]) => JSON.stringify(p).includes('CloudFront-Viewer-Address'))!
    expect(behaviors['/api/*']!.OriginRequestPolicyId).toEqual({ Ref: id })
    expect(policy.Properties.OriginRequestPolicyConfig).toMatchObject({
      HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['Content-Type', 'CloudFront-Viewer-Address'] },
      CookiesConfig: { CookieBehavior: 'none' },
      QueryStringsConfig: { QueryStringBehavior: 'all' },
    })
  })

  it('sends the origin secret to the API, as a reference CloudFormation resolves (no secret in the template)', () => {
    const api = (config.Origins as Record<string, any>[]).find((o) => o.CustomOriginConfig)!
    expect(api.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only')
    expect(api.OriginCustomHeaders).toHaveLength(1)
    expect(api.OriginCustomHeaders[0].HeaderName).toBe(originVerifyHeader)
    expect(JSON.stringify(api.OriginCustomHeaders[0].HeaderValue)).toMatch(/\{\{resolve:secretsmanager:.*:SecretString:::\}\}/)
  })

  it('sends the local server’s security headers, HSTS included', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          ContentSecurityPolicy: { ContentSecurityPolicy: contentSecurityPolicy(readSiteManifest()), Override: true },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
          StrictTransportSecurity: { AccessControlMaxAgeSec: hsts.maxAgeSeconds, IncludeSubdomains: hsts.includeSubdomains, Preload: hsts.preload, Override: true },
        }),
      }),
    })
    expect(contentSecurityPolicy(readSiteManifest())).not.toContain('unsafe-inline')
    // CloudFront quota: a headers policy's Content-Security-Policy holds at most 1,783 characters
    // (TooLongCSPInResponseHeadersPolicy); the build's style hashes must keep it there.
    expect(contentSecurityPolicy(readSiteManifest()).length).toBeLessThanOrEqual(1783)
  })

  it('writes standard logs into the access-log bucket', () => {
    expect(config.Logging).toEqual({ Bucket: { 'Fn::GetAtt': [expect.stringMatching(/^AccessLogs/), 'RegionalDomainName'] }, Prefix: 'cloudfront/' })
  })

  it('needs no CloudFront rights to deploy: pages expire in 5 minutes instead of being invalidated', () => {
    expect(JSON.stringify(template.findResources('AWS::IAM::Policy'))).not.toContain('cloudfront:CreateInvalidation')
    template.hasResourceProperties('Custom::CDKBucketDeployment', { DestinationBucketKeyPrefix: 'assets', Prune: false })
  })

  it('requires TLS 1.2 with a custom domain', () => {
    const custom = siteStack({ SITE_DOMAIN: 'www.example-kanzlei.de', SITE_CERTIFICATE_ARN: 'arn:aws:acm:us-east-1:123456789012:certificate/abc' }).template
    const [d] = Object.values(custom.findResources('AWS::CloudFront::Distribution'))
    expect(d!.Properties.DistributionConfig.ViewerCertificate).toMatchObject({ MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' })
    expect(d!.Properties.DistributionConfig.Aliases).toEqual(['www.example-kanzlei.de'])
  })
})
