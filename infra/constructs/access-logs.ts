import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib'
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3'
import { Construct } from 'constructs'
import { retention } from '../../content/operations'

/**
 * Where the access logs of the buckets and of CloudFront go. They hold visitors' IP addresses, so
 * they are deleted after the period the privacy policy states for log data (content/operations.ts).
 */
export class AccessLogs extends Construct {
  readonly bucket: Bucket

  constructor(scope: Construct, id: string) {
    super(scope, id)
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront's standard logs are delivered with an ACL grant, so ACLs stay enabled.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(retention.logDays) }],
      removalPolicy: RemovalPolicy.RETAIN,
    })
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself: logging it into itself would log every log delivery, without end.',
    })
  }
}
