// Alarms: who gets them, what they watch, and that the log events they count are the ones the
// functions write.
import { Annotations, Match } from 'aws-cdk-lib/assertions'
import { describe, expect, it } from 'vitest'
import { metricNamespace } from '../../../infra/constructs/monitoring'
import { createLogger } from '../../../lambdas/log'
import { siteStack } from '../stack-fixture'

const { template } = siteStack()
const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm'))

describe('Monitoring', () => {
  it('mails the alarms to the inquiry address unless another is named, over TLS only', () => {
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'kanzlei@example.com' })
    siteStack({ ALARM_EMAIL: 'it@example.com' }).template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'it@example.com' })
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    })
  })

  it('watches function errors and throttles, API 5xx, SES reputation, the inquiries and the bookings that need a person', () => {
    const watched = alarms.map((a) => `${a.Properties.Namespace ?? ''}:${a.Properties.MetricName}`).sort()
    expect(watched).toEqual(
      [
        'AWS/ApiGateway:5xx',
        // Contact, VAT check, qualified check, booking, booking job.
        ...Array<string>(5).fill('AWS/Lambda:Errors'),
        ...Array<string>(5).fill('AWS/Lambda:Throttles'),
        'AWS/SES:Reputation.BounceRate',
        'AWS/SES:Reputation.ComplaintRate',
        `${metricNamespace}:InquiriesNotArchived`,
        `${metricNamespace}:InquiriesUndelivered`,
        `${metricNamespace}:OriginSecretUnavailable`,
        `${metricNamespace}:BookingCalendarUnavailable`,
        `${metricNamespace}:BookingCalendarFeedProblems`,
        `${metricNamespace}:BookingStoreFailed`,
        `${metricNamespace}:BookingMailsQueued`,
        `${metricNamespace}:BookingMailsFailed`,
        `${metricNamespace}:BookingMailsUnconfirmed`,
        `${metricNamespace}:QualifiedReceiptFailed`,
        `${metricNamespace}:QualifiedReceiptUnsigned`,
        `${metricNamespace}:QualifiedLimitUnavailable`,
        `${metricNamespace}:BookingLimitUnavailable`,
      ].sort(),
    )
    for (const alarm of alarms) {
      expect(alarm.Properties.AlarmActions).toEqual([{ Ref: expect.stringMatching(/^MonitoringAlarms/) }])
      expect(alarm.Properties.TreatMissingData).toBe('notBreaching')
      expect(alarm.Properties.AlarmDescription.length).toBeGreaterThan(20)
    }
  })

  it('counts exactly the events the functions log (lambdas/log.ts writes "event" at the top level)', () => {
    const filters = Object.values(template.findResources('AWS::Logs::MetricFilter'))
    const events = filters.map((f) => /\$\.event\s*=\s*"([a-z_]+)"/.exec(f.Properties.FilterPattern)?.[1])
    expect(events.sort()).toEqual(
      [
        'inquiry_archive_failed',
        'inquiry_undelivered',
        ...Array<string>(4).fill('origin_secret_unavailable'),
        'booking_calendar_unavailable',
        'booking_calendar_feed_problems',
        'booking_store_failed',
        // Logged by the function and by the job.
        'booking_mail_queued',
        'booking_mail_queued',
        'booking_mail_failed',
        'booking_mail_unconfirmed',
        'booking_mail_unconfirmed',
        'qualified_receipt_failed',
        'qualified_receipt_signing_failed',
        'qualified_rate_limit_unavailable',
        'booking_rate_limit_unavailable',
      ].sort(),
    )
    let line = ''
    createLogger('req-1', (l) => (line = l)).error('inquiry_undelivered', { inquiryId: 'x' })
    expect(JSON.parse(line)).toMatchObject({ event: 'inquiry_undelivered', level: 'error', requestId: 'req-1' })
  })

  it('leaves the SES alarms to SES’s own region when it differs, and says so', () => {
    const { stack, template: other } = siteStack({ SES_REGION: 'eu-west-1' })
    expect(JSON.stringify(other.findResources('AWS::CloudWatch::Alarm'))).not.toContain('Reputation.')
    Annotations.fromStack(stack).hasWarning('*', Match.stringLikeRegexp('SES runs in eu-west-1'))
  })
})
