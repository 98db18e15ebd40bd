// The two buckets that are not the site: access logs and the inquiry archive.
import { Template } from 'aws-cdk-lib/assertions'
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam'
import { describe, expect, it } from 'vitest'
import { retention } from '../../../content/operations'
import { AccessLogs } from '../../../infra/constructs/access-logs'
import { InquiryArchive } from '../../../infra/constructs/inquiry-archive'
import { emptyStack, policyStatements } from '../stack-fixture'

function build() {
  const stack = emptyStack()
  const logs = new AccessLogs(stack, 'Logs')
  const archive = new InquiryArchive(stack, 'Archive', { accessLogs: logs.bucket })
  const writer = new Role(stack, 'WriterRole', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') })
  archive.grantArchiving(writer)
  return { stack, template: Template.fromStack(stack), logs, archive }
}

type Bucket = { Properties: Record<string, any> }
const bucketsOf = (template: Template) => Object.entries(template.findResources('AWS::S3::Bucket')) as [string, Bucket][]

describe('AccessLogs and InquiryArchive', () => {
  const { template } = build()
  const buckets = bucketsOf(template)
  const [logsId, logsBucket] = buckets.find(([id]) => id.startsWith('Logs'))!
  const [, archiveBucket] = buckets.find(([id]) => id.startsWith('Archive'))!

  it('keep both buckets private and encrypted', () => {
    expect(buckets).toHaveLength(2)
    for (const [, bucket] of buckets) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({ BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true })
      expect(bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm).toBe('AES256')
    }
  })

  it('deny every request without TLS, and allow nobody at large', () => {
    const statements = Object.values(template.findResources('AWS::S3::BucketPolicy')).flatMap((p) => p.Properties.PolicyDocument.Statement as Record<string, any>[])
    expect(statements.length).toBeGreaterThan(0)
    const tlsDenials = statements.filter((s) => s.Effect === 'Deny' && s.Condition?.Bool?.['aws:SecureTransport'] === 'false')
    expect(tlsDenials).toHaveLength(2)
    for (const s of statements.filter((s) => s.Effect === 'Allow')) {
      expect(s.Principal === '*' || s.Principal?.AWS === '*', JSON.stringify(s)).toBe(false)
    }
  })

  it('delete logs after the log period and inquiries after the archive period the privacy policy states', () => {
    expect(logsBucket.Properties.LifecycleConfiguration.Rules).toEqual([expect.objectContaining({ ExpirationInDays: retention.logDays, Status: 'Enabled' })])
    expect(archiveBucket.Properties.LifecycleConfiguration.Rules).toEqual([expect.objectContaining({ ExpirationInDays: retention.inquiryArchiveDays, Status: 'Enabled' })])
  })

  it('log every access to the archive into the log bucket, which CloudFront can deliver to', () => {
    expect(archiveBucket.Properties.LoggingConfiguration).toEqual({ DestinationBucketName: { Ref: logsId }, LogFilePrefix: 's3/inquiry-archive/' })
    expect(logsBucket.Properties.OwnershipControls.Rules).toEqual([{ ObjectOwnership: 'BucketOwnerPreferred' }])
  })

  it('let a function write inquiries and nothing else', () => {
    expect(policyStatements(template, 'WriterRole')).toEqual([
      { Effect: 'Allow', Action: 's3:PutObject', Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [expect.stringMatching(/^Archive/), 'Arn'] }, '/inquiries/*']] } },
    ])
  })
})
