import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib'
import { Effect, PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam'
import { BlockPublicAccess, Bucket, BucketEncryption, type CfnBucket, type IBucket } from 'aws-cdk-lib/aws-s3'
import { Construct, type IConstruct } from 'constructs'
import { retention } from '../../content/operations'

/** Object keys of the archive: one JSON object per inquiry (lambdas/send-contact-email/archive.ts). */
export const inquiryKeys = 'inquiries/*'

/**
 * The encrypted copy of every inquiry, stored before the e-mail is sent so that none is lost;
 * deleted after the period the privacy policy states (content/operations.ts).
 */
export class InquiryArchive extends Construct {
  readonly bucket: Bucket

  constructor(scope: Construct, id: string, props: { accessLogs: IBucket }) {
    super(scope, id)
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      lifecycleRules: [{ id: 'expire-inquiries', expiration: Duration.days(retention.inquiryArchiveDays) }],
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 's3/inquiry-archive/',
      removalPolicy: RemovalPolicy.RETAIN,
    })
  }

  /** Lets a function write inquiries, and nothing else: no read, no list, no delete. */
  grantArchiving(grantee: IGrantable & IConstruct): void {
    grantee.grantPrincipal.addToPrincipalPolicy(new PolicyStatement({ effect: Effect.ALLOW, actions: ['s3:PutObject'], resources: [this.bucket.arnForObjects(inquiryKeys)] }))
    const bucketId = Stack.of(this).resolve((this.bucket.node.defaultChild as CfnBucket).logicalId) as string
    Validations.of(grantee).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/${inquiryKeys}]`,
      reason: 'Only s3:PutObject below the archive’s inquiries/ prefix: each inquiry is a new object whose key (date and id) is made when it arrives.',
    })
  }
}
