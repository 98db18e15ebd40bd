import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib'
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront'
import { PolicyStatement } from 'aws-cdk-lib/aws-iam'
import { Secret } from 'aws-cdk-lib/aws-secretsmanager'
import { Construct } from 'constructs'
import { originVerifyHeader } from '../../core/api-guard'
import { siteFunction } from './site-function'

/** How often the secret changes. */
export const originSecretRotation = Duration.days(30)

/**
 * The secret CloudFront sends to the API (header x-origin-verify) and the API's functions check
 * (lambdas/origin-guard.ts), so that nobody reaches the API around CloudFront. It rotates every
 * 30 days: lambdas/rotate-origin-secret moves CloudFront to each new value.
 */
export class OriginSecret extends Construct {
  readonly secret: Secret
  readonly headerName = originVerifyHeader

  constructor(scope: Construct, id: string) {
    super(scope, id)
    this.secret = new Secret(this, 'Secret', {
      description: 'Value CloudFront sends to the API origin (x-origin-verify); rotated by the stack',
      generateSecretString: { passwordLength: 48, excludePunctuation: true, includeSpace: false },
      removalPolicy: RemovalPolicy.DESTROY,
    })
  }

  /**
   * The header value for the distribution's API origin: a CloudFormation dynamic reference
   * ({{resolve:secretsmanager:…}}), resolved by CloudFormation at deploy time, so the template
   * holds no secret. A deploy after a rotation resolves the then current value.
   */
  headerValue(): string {
    return this.secret.secretValue.unsafeUnwrap()
  }

  /** Rotates the secret every 30 days, moving the distribution's API origin to each new value. */
  rotateFor(distribution: Distribution): void {
    const rotation = siteFunction(this, 'Rotation', {
      entry: 'rotate-origin-secret/lambda.ts',
      timeout: Duration.minutes(2),
      environment: { DISTRIBUTION_ID: distribution.distributionId },
    })
    rotation.addToRolePolicy(
      new PolicyStatement({
        actions: ['cloudfront:GetDistributionConfig', 'cloudfront:UpdateDistribution'],
        resources: [`arn:${Stack.of(this).partition}:cloudfront::${Stack.of(this).account}:distribution/${distribution.distributionId}`],
      }),
    )
    this.secret.addRotationSchedule('Schedule', { rotationLambda: rotation, automaticallyAfter: originSecretRotation })
    Validations.of(rotation.role!).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'secretsmanager:GetRandomPassword (added by the CDK rotation schedule) has no resource to scope it to; everything else is scoped to this secret and this distribution.',
    })
  }
}
