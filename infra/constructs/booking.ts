import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib'
import { HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2'
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations'
import { AttributeType, BillingMode, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb'
import { Rule, Schedule } from 'aws-cdk-lib/aws-events'
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets'
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam'
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs'
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager'
import { Construct } from 'constructs'
import { retention } from '../../content/operations'
import { bookingApi } from '../../core/booking-api'
import { readBuildManifest } from '../build-output'
import type { SiteParams } from '../params'
import { rateLimitTableActions, type Api } from './api'
import type { OriginSecret } from './origin-secret'
import { siteFunction } from './site-function'

/** What the booking functions may do with their table (lambdas/booking/store.ts): items, no table admin. */
export const bookingTableActions = ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:DeleteItem', 'dynamodb:UpdateItem', 'dynamodb:Scan']

/**
 * The booking of the free initial call: the DynamoDB table (on demand, encrypted, point-in-time
 * recovery, TTL on `expiresAt`), the key of the signed links, the function behind /api/booking-*
 * and the scheduled job (reminders, mails to send again, deletion) every five minutes.
 */
export class Booking extends Construct {
  readonly table: Table
  readonly linkKey: Secret
  readonly apiFunction: NodejsFunction
  readonly jobFunction: NodejsFunction

  constructor(scope: Construct, id: string, props: { params: SiteParams; api: Api; originSecret: OriginSecret; siteUrl: string }) {
    super(scope, id)
    const { params, api, originSecret } = props
    const stack = Stack.of(this)

    this.table = new Table(this, 'Table', {
      partitionKey: { name: 'pk', type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      encryption: TableEncryption.AWS_MANAGED,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true, recoveryPeriodInDays: retention.bookingBackupDays },
      timeToLiveAttribute: 'expiresAt',
      removalPolicy: RemovalPolicy.RETAIN,
    })

    this.linkKey = new Secret(this, 'LinkKey', {
      description: 'Signs the cancel and reschedule links of the booking mails',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    })
    Validations.of(this.linkKey).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'Rotating the link key would void the cancel and reschedule links in every booking mail already sent; the key never leaves the functions.',
    })
    const feed: ISecret | undefined =
      params.bookingCalendarFeed.kind === 'secret'
        ? params.bookingCalendarFeed.nameOrArn.startsWith('arn:')
          ? Secret.fromSecretCompleteArn(this, 'CalendarFeed', params.bookingCalendarFeed.nameOrArn)
          : Secret.fromSecretNameV2(this, 'CalendarFeed', params.bookingCalendarFeed.nameOrArn)
        : undefined

    const environment = {
      CONTACT_TO: params.contactTo,
      CONTACT_FROM: params.contactFrom,
      SES_REGION: params.sesRegion,
      BOOKING_TABLE: this.table.tableName,
      BOOKING_LINK_SECRET_ARN: this.linkKey.secretArn,
      ...(feed ? { BOOKING_CALENDAR_FEED_SECRET_ARN: feed.secretArn } : { BOOKING_CALENDAR_FEED_URL: 'none' }),
      ...(params.bookingVideoRoomUrl ? { BOOKING_VIDEO_ROOM_URL: params.bookingVideoRoomUrl } : {}),
      SITE_URL: props.siteUrl,
    }
    this.apiFunction = siteFunction(this, 'Api', {
      entry: 'booking/lambda.ts',
      timeout: Duration.seconds(25),
      reservedConcurrentExecutions: 10,
      environment: {
        ...environment,
        SITE_STYLESHEET: readBuildManifest().stylesheet,
        ORIGIN_SECRET_ARN: originSecret.secret.secretArn,
        // The request limits, counted with the qualified check's in one table under one key (lambdas/shared-rate-limit.ts).
        RATE_LIMIT_TABLE: api.rateLimitTable.tableName,
        RATE_LIMIT_KEY_SECRET_ARN: api.rateLimitKey.secretArn,
      },
    })
    originSecret.secret.grantRead(this.apiFunction)
    this.apiFunction.addToRolePolicy(new PolicyStatement({ effect: Effect.ALLOW, actions: rateLimitTableActions, resources: [api.rateLimitTable.tableArn] }))
    api.rateLimitKey.grantRead(this.apiFunction)
    this.jobFunction = siteFunction(this, 'Job', { entry: 'booking/jobs-lambda.ts', timeout: Duration.seconds(120), reservedConcurrentExecutions: 1, environment })

    for (const fn of [this.apiFunction, this.jobFunction]) {
      fn.addToRolePolicy(new PolicyStatement({ effect: Effect.ALLOW, actions: bookingTableActions, resources: [this.table.tableArn] }))
      fn.addToRolePolicy(
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: ['ses:SendRawEmail'],
          resources: [`arn:${stack.partition}:ses:${params.sesRegion}:${stack.account}:identity/${params.sesIdentity}`],
        }),
      )
      this.linkKey.grantRead(fn)
      feed?.grantRead(fn)
    }
    if (feed && params.bookingCalendarFeed.kind === 'secret' && !params.bookingCalendarFeed.nameOrArn.startsWith('arn:')) {
      for (const fn of [this.apiFunction, this.jobFunction]) {
        Validations.of(fn).acknowledge({
          id: 'AwsSolutions-IAM5',
          reason: 'The calendar secret is named, not given by its full ARN: Secrets Manager appends six random characters, which the grant matches with "-??????" and nothing wider.',
        })
      }
    }

    new Rule(this, 'Schedule', { schedule: Schedule.rate(Duration.minutes(5)), targets: [new LambdaFunction(this.jobFunction, { retryAttempts: 0 })] })

    const integration = new HttpLambdaIntegration('Booking', this.apiFunction)
    for (const path of [bookingApi.slotsPath, bookingApi.bookPath, bookingApi.managePath]) {
      for (const route of api.httpApi.addRoutes({ path, methods: [HttpMethod.ANY], integration })) {
        Validations.of(route).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: 'Public, anonymous booking by design (no account; signed links). Only CloudFront gets through: the function refuses requests without its origin secret.',
        })
      }
    }
  }
}
