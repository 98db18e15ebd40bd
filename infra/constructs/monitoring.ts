import { Duration, Stack, Validations } from 'aws-cdk-lib'
import { Alarm, ComparisonOperator, Metric, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch'
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions'
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs'
import { FilterPattern, MetricFilter } from 'aws-cdk-lib/aws-logs'
import { Topic } from 'aws-cdk-lib/aws-sns'
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions'
import { Annotations } from 'aws-cdk-lib'
import { Construct } from 'constructs'
import type { LogEvent } from '../../core/log-events'
import type { SiteParams } from '../params'
import type { Api } from './api'
import type { Booking } from './booking'

/** Namespace of the metrics counted from the functions' structured logs (lambdas/log.ts). */
export const metricNamespace = 'LawFirmSite'

/** Logged events that each need a person's attention, and which functions log them. */
const loggedEvents: { event: LogEvent; metric: string; functions: ('contact' | 'vies' | 'qualified' | 'booking' | 'bookingJob')[]; what: string }[] = [
  { event: 'inquiry_undelivered', metric: 'InquiriesUndelivered', functions: ['contact'], what: 'An inquiry was archived but SES did not take the e-mail: read it in the archive and answer it.' },
  { event: 'inquiry_archive_failed', metric: 'InquiriesNotArchived', functions: ['contact'], what: 'An inquiry could not be archived; the visitor was asked to try again.' },
  { event: 'origin_secret_unavailable', metric: 'OriginSecretUnavailable', functions: ['contact', 'vies', 'qualified', 'booking'], what: 'A function could not read the origin secret and refused requests.' },
  { event: 'booking_calendar_unavailable', metric: 'BookingCalendarUnavailable', functions: ['booking'], what: 'The firm’s calendar feed could not be read for over an hour: the booking page offers no times.' },
  {
    event: 'booking_calendar_feed_problems',
    metric: 'BookingCalendarFeedProblems',
    functions: ['booking'],
    what: 'The firm’s calendar feed has events the booking could not read exactly (no DTSTART, unparseable, an unknown time zone, a rule not expanded): they are skipped or counted as busy over their whole possible time. Or the feed came cut off (incomplete: 1): the last good copy stays in use until a whole feed comes. The log line names what; fix them in the calendar.',
  },
  { event: 'booking_store_failed', metric: 'BookingStoreFailed', functions: ['booking'], what: 'A booking could not be stored in DynamoDB; the visitor was asked to try again.' },
  { event: 'booking_mail_queued', metric: 'BookingMailsQueued', functions: ['booking', 'bookingJob'], what: 'SES did not take a booking mail; it stays in the outbox and the job sends it again every five minutes.' },
  {
    event: 'booking_mail_unconfirmed',
    metric: 'BookingMailsUnconfirmed',
    functions: ['booking', 'bookingJob'],
    what: 'SES did not answer a booking mail’s send (a timeout, a dropped connection): it may or may not have gone out, and it is not sent again, so nobody gets it twice. The log line names the mail (booking, SEQUENCE, recipient): check SES’s sending statistics and, if it is missing, write to the visitor.',
  },
  { event: 'booking_mail_failed', metric: 'BookingMailsFailed', functions: ['booking'], what: 'A booking mail could not even be queued: the booking stands, but visitor and firm may have no confirmation.' },
  { event: 'qualified_receipt_failed', metric: 'QualifiedReceiptFailed', functions: ['qualified'], what: 'The qualified check answered without its PDF evidence (fonts missing from the bundle?): visitors get only the JSON.' },
  { event: 'qualified_receipt_signing_failed', metric: 'QualifiedReceiptUnsigned', functions: ['qualified'], what: 'The qualified check answered without a signed receipt: KMS did not sign (key disabled, permission, outage).' },
  { event: 'qualified_rate_limit_unavailable', metric: 'QualifiedLimitUnavailable', functions: ['qualified'], what: 'The qualified check could not count its limits in DynamoDB and refused checks (503).' },
  { event: 'booking_rate_limit_unavailable', metric: 'BookingLimitUnavailable', functions: ['booking'], what: 'The booking could not count its limits in DynamoDB (table or its key unavailable) and refused requests (503).' },
]

/**
 * Alarms that tell the firm when visitors meet errors or an inquiry needs attention, mailed via
 * an SNS topic to the alarm address: function errors and throttles, API 5xx, SES reputation, and
 * inquiries counted from the structured logs.
 */
export class Monitoring extends Construct {
  readonly topic: Topic
  readonly alarms: Alarm[] = []

  constructor(scope: Construct, id: string, props: { params: SiteParams; api: Api; booking: Booking }) {
    super(scope, id)
    const { params, api, booking } = props
    this.topic = new Topic(this, 'Alarms', { displayName: 'Website alarms', enforceSSL: true })
    this.topic.addSubscription(new EmailSubscription(params.alarmEmail))
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason: 'Alarm notifications carry alarm names and figures, no personal data; CloudWatch could only publish to an encrypted topic through a customer-managed key.',
    })

    const fiveMinutes = Duration.minutes(5)
    const functions: [string, NodejsFunction][] = [
      ['Contact', api.contactFunction],
      ['VatCheck', api.viesFunction],
      ['QualifiedCheck', api.qualifiedCheckFunction],
      ['Booking', booking.apiFunction],
      ['BookingJob', booking.jobFunction],
    ]
    for (const [name, fn] of functions) {
      this.alarm(`${name}Errors`, fn.metricErrors({ period: fiveMinutes }), 1, `The ${name} function failed (an uncaught error, a timeout or a crash).`)
      this.alarm(`${name}Throttles`, fn.metricThrottles({ period: fiveMinutes }), 1, `The ${name} function was throttled: more requests than its reserved concurrency.`)
    }
    this.alarm('Api5xx', api.httpApi.metricServerError({ period: fiveMinutes }), 5, 'The API answered 5 or more server errors within 5 minutes (SES or VIES failing, or the functions).')

    // SES reputation metrics exist only in SES's region, and alarms can only watch their own.
    if (params.sesRegion === Stack.of(this).region) {
      const reputation = (metricName: string) => new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period: Duration.hours(1) })
      this.alarm('SesBounceRate', reputation('Reputation.BounceRate'), 0.05, 'SES bounce rate at 5 % (SES reviews the account at 5 %, may pause sending at 10 %).')
      this.alarm('SesComplaintRate', reputation('Reputation.ComplaintRate'), 0.001, 'SES complaint rate at 0.1 % (SES reviews the account at 0.1 %, may pause sending at 0.5 %).')
    } else {
      Annotations.of(this).addWarningV2('site:ses-alarms', `SES runs in ${params.sesRegion}, not ${Stack.of(this).region}: set bounce and complaint alarms there.`)
    }

    const logGroups = { contact: api.contactFunction.logGroup, vies: api.viesFunction.logGroup, qualified: api.qualifiedCheckFunction.logGroup, booking: booking.apiFunction.logGroup, bookingJob: booking.jobFunction.logGroup }
    for (const { event, metric, functions: loggedBy, what } of loggedEvents) {
      const filters = loggedBy.map(
        (fn) =>
          new MetricFilter(this, `${metric}${fn}Filter`, {
            logGroup: logGroups[fn],
            filterPattern: FilterPattern.stringValue('$.event', '=', event),
            metricNamespace,
            metricName: metric,
            metricValue: '1',
          }),
      )
      this.alarm(metric, filters[0]!.metric({ statistic: 'Sum', period: fiveMinutes }), 1, what)
    }
  }

  private alarm(id: string, metric: IMetric, threshold: number, description: string): void {
    const alarm = new Alarm(this, id, {
      metric,
      threshold,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: description,
    })
    alarm.addAlarmAction(new SnsAction(this.topic))
    this.alarms.push(alarm)
  }
}
