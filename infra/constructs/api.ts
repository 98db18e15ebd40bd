import { CfnOutput, Duration, Stack, Validations } from 'aws-cdk-lib'
import { AttributeType, BillingMode, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb'
import { Key, KeySpec, KeyUsage } from 'aws-cdk-lib/aws-kms'
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway'
import { HttpApi, HttpMethod, LogGroupLogDestination, type HttpStage } from 'aws-cdk-lib/aws-apigatewayv2'
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations'
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam'
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs'
import { LogGroup } from 'aws-cdk-lib/aws-logs'
import { Secret } from 'aws-cdk-lib/aws-secretsmanager'
import { RemovalPolicy } from 'aws-cdk-lib'
import { Construct } from 'constructs'
import { contactApi } from '../../core/contact-api'
import { qualifiedCheckApi } from '../../core/qualified-check-api'
import { viesApi } from '../../core/vies-api'
import type { SiteParams } from '../params'
import type { InquiryArchive } from './inquiry-archive'
import { logRetention } from './log-retention'
import type { OriginSecret } from './origin-secret'
import { siteFunction } from './site-function'
import { readBuildManifest } from '../build-output'
import { receiptKeys } from '../receipt-keys'

/** What the functions that limit requests may do with the rate counters (lambdas/shared-rate-limit.ts): read a counter's log and change it by a conditional update, nothing else. */
export const rateLimitTableActions = ['dynamodb:GetItem', 'dynamodb:UpdateItem']
/** What the qualified check may do with its receipt key: sign, and read the public key it publishes. */
export const receiptKeyActions = ['kms:Sign', 'kms:GetPublicKey']

/** Requests per second the API takes in all (burst: twice that); far above a law firm's traffic. */
export const apiThrottle = { rateLimit: 20, burstLimit: 40 }

/**
 * The server functions behind an HTTP API (payload format 2.0, the event the handlers take).
 * A function URL behind CloudFront's origin access control would need x-amz-content-sha256 on
 * every POST, which the no-JavaScript form cannot send. The API's own address is refused by the
 * functions without CloudFront's origin secret; stage throttling and reserved concurrency cap
 * what a flood can take.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi
  readonly stage: HttpStage
  readonly contactFunction: NodejsFunction
  readonly viesFunction: NodejsFunction
  readonly qualifiedCheckFunction: NodejsFunction
  /** The rate counters of the qualified check and the booking: one sliding log per scope and key (TTL). */
  readonly rateLimitTable: Table
  /** The HMAC key of the counters' keys, one per deployment (review F1: without it the stored keys link to nobody). */
  readonly rateLimitKey: Secret
  /** The asymmetric KMS key that signs the qualified check's receipts; its public key is published. */
  readonly receiptKey: Key
  /** The host CloudFront forwards /api/* to. */
  readonly originDomain: string

  constructor(scope: Construct, id: string, props: { params: SiteParams; archive: InquiryArchive; originSecret: OriginSecret; receiptKeys?: typeof receiptKeys }) {
    super(scope, id)
    const { params, archive, originSecret } = props
    const keys = props.receiptKeys ?? receiptKeys
    const stack = Stack.of(this)
    const guard = { ORIGIN_SECRET_ARN: originSecret.secret.secretArn }

    this.contactFunction = siteFunction(this, 'SendContactEmail', {
      entry: 'send-contact-email/lambda.ts',
      // Worst case ≈ 23 s (lambdas/aws-clients.ts); the HTTP API waits up to 30 s.
      timeout: Duration.seconds(25),
      reservedConcurrentExecutions: 10,
      environment: {
        CONTACT_TO: params.contactTo,
        CONTACT_FROM: params.contactFrom,
        SES_REGION: params.sesRegion,
        INQUIRY_ARCHIVE_BUCKET: archive.bucket.bucketName,
        INQUIRY_ARCHIVE_REGION: stack.region,
        ...guard,
      },
    })
    this.contactFunction.addToRolePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['ses:SendEmail'],
        resources: [`arn:${stack.partition}:ses:${params.sesRegion}:${stack.account}:identity/${params.sesIdentity}`],
      }),
    )
    archive.grantArchiving(this.contactFunction.role!)

    this.viesFunction = siteFunction(this, 'ViesVatCheck', {
      entry: 'vies-vat-check/lambda.ts',
      timeout: Duration.seconds(20),
      reservedConcurrentExecutions: 10,
      environment: {
        ...(params.viesRequesterVatId ? { VIES_REQUESTER_VAT_ID: params.viesRequesterVatId } : {}),
        // The result page of the form without JavaScript links the build's stylesheet.
        SITE_STYLESHEET: readBuildManifest().stylesheet,
        ...guard,
      },
    })
    // Counters that hold across the function's instances: a window's item is never read after it
    // ends, so nothing in it is worth a backup, and TTL clears it.
    this.rateLimitTable = new Table(this, 'RateLimits', {
      partitionKey: { name: 'pk', type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      encryption: TableEncryption.AWS_MANAGED,
      timeToLiveAttribute: 'expiresAt',
      removalPolicy: RemovalPolicy.DESTROY,
    })
    Validations.of(this.rateLimitTable).acknowledge({
      id: 'AwsSolutions-DDB3',
      reason: 'Rate counters of at most a day, keyed by HMACs: nothing in them is worth restoring, and every item expires with TTL a minute after its newest entry left its window.',
    })
    this.rateLimitKey = new Secret(this, 'RateLimitKey', {
      description: 'HMAC key of the rate counters\' keys (client addresses, VAT IDs are never stored in the clear)',
      generateSecretString: { passwordLength: 64, excludePunctuation: true, includeSpace: false },
      removalPolicy: RemovalPolicy.DESTROY,
    })
    Validations.of(this.rateLimitKey).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'A new key only starts every counter afresh (docs/limits.md, "The counters\' key"): it is rotated by putting a new random value, which the functions read on their next cold start; no scheduled rotation function is needed for that.',
    })
    // The receipts' signing key: ECDSA P-256, kept when the stack goes (receipts signed with it must stay verifiable).
    // A rotation gives the key a new construct id (infra/receipt-keys.ts): a new KMS key, the old one retained and listed as retired.
    this.receiptKey = new Key(this, keys.current.constructId, {
      keySpec: KeySpec.ECC_NIST_P256,
      keyUsage: KeyUsage.SIGN_VERIFY,
      description: 'Signs the receipts of the qualified VAT ID confirmation (ECDSA_SHA_256); its public key is published at /api/qualified-vat-check/receipt-key',
      removalPolicy: RemovalPolicy.RETAIN,
    })
    Validations.of(this.receiptKey).acknowledge({
      id: 'AwsSolutions-KMS5',
      reason: 'KMS cannot rotate asymmetric keys. Receipts name the key that signed them; a new key is a new key id, and the old public key stays published while its receipts are kept.',
    })
    // The qualified VAT ID confirmation: the BZSt (15 s) or VIES (2 × 8 s with a pause), well inside 25 s.
    this.qualifiedCheckFunction = siteFunction(this, 'QualifiedCheck', {
      entry: 'qualified-check/lambda.ts',
      timeout: Duration.seconds(25),
      reservedConcurrentExecutions: 10,
      environment: {
        RATE_LIMIT_TABLE: this.rateLimitTable.tableName,
        RATE_LIMIT_KEY_SECRET_ARN: this.rateLimitKey.secretArn,
        RECEIPT_SIGNING_KEY_ARN: this.receiptKey.keyArn,
        // Published with the current key: since when it signs, and every key that signed before (public keys only).
        RECEIPT_KEY_VALID_FROM: keys.current.validFrom,
        RECEIPT_RETIRED_KEYS: JSON.stringify(keys.retired),
        // The answer page of the form without JavaScript links the build's stylesheet.
        SITE_STYLESHEET: readBuildManifest().stylesheet,
        ...guard,
      },
    })
    this.qualifiedCheckFunction.addToRolePolicy(new PolicyStatement({ effect: Effect.ALLOW, actions: rateLimitTableActions, resources: [this.rateLimitTable.tableArn] }))
    this.rateLimitKey.grantRead(this.qualifiedCheckFunction)
    this.qualifiedCheckFunction.addToRolePolicy(new PolicyStatement({ effect: Effect.ALLOW, actions: receiptKeyActions, resources: [this.receiptKey.keyArn] }))
    for (const fn of [this.contactFunction, this.viesFunction, this.qualifiedCheckFunction]) originSecret.secret.grantRead(fn)

    this.httpApi = new HttpApi(this, 'Http', { createDefaultStage: false })
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: logRetention(), removalPolicy: RemovalPolicy.DESTROY })
    this.stage = this.httpApi.addStage('Stage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: apiThrottle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            ip: '$context.identity.sourceIp',
            method: '$context.httpMethod',
            path: '$context.path',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    })
    const routes = [
      [contactApi.path, 'Contact', this.contactFunction],
      [viesApi.path, 'Vies', this.viesFunction],
      [qualifiedCheckApi.path, 'QualifiedCheck', this.qualifiedCheckFunction],
      [qualifiedCheckApi.availabilityPath, 'QualifiedAvailability', this.qualifiedCheckFunction],
      [qualifiedCheckApi.receiptKeyPath, 'QualifiedReceiptKey', this.qualifiedCheckFunction],
    ] as const
    for (const [path, name, fn] of routes) {
      for (const route of this.httpApi.addRoutes({ path, methods: [HttpMethod.ANY], integration: new HttpLambdaIntegration(name, fn) })) {
        Validations.of(route).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: 'Public, anonymous endpoints by design (contact form, VAT ID checks). Only CloudFront gets through: the functions refuse requests without its origin secret.',
        })
      }
    }
    this.originDomain = `${this.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`
    new CfnOutput(stack, 'ReceiptSigningKeyArn', {
      value: this.receiptKey.keyArn,
      description: 'The KMS key that signs the qualified check’s receipts (docs/deploying.md: how an auditor verifies one)',
    })
    new CfnOutput(stack, 'ApiDirectEndpoint', {
      value: `https://${this.originDomain}`,
      description: 'The API’s own address: it must refuse requests (npm run smoke -- <site> --direct-api <this>)',
    })
  }
}
