// The booking construct: a DynamoDB table as the privacy and recovery needs ask (on demand,
// encrypted, point-in-time recovery, TTL), two functions with only the item actions on that table,
// the job on a five-minute schedule, the three routes on the HTTP API.
import { describe, expect, it } from 'vitest'
import { retention } from '../../../content/operations'
import { bookingApi } from '../../../core/booking-api'
import { rateLimitTableActions } from '../../../infra/constructs/api'
import { bookingTableActions } from '../../../infra/constructs/booking'
import { policyStatements, siteStack } from '../stack-fixture'

const { template } = siteStack({ BOOKING_VIDEO_ROOM_URL: 'https://meet.example-kanzlei.de/{room}' })
const functions = Object.entries(template.findResources('AWS::Lambda::Function')).filter(([id]) => id.startsWith('Booking'))

describe('Booking', () => {
  it('keeps the bookings in one on-demand table, encrypted, with point-in-time recovery and TTL on expiresAt, retained on stack deletion', () => {
    // The stack's other table (the qualified check's rate counters) belongs to the API construct.
    const tables = Object.entries(template.findResources('AWS::DynamoDB::Table')).filter(([id]) => id.startsWith('Booking')).map(([, t]) => t)
    expect(tables).toHaveLength(1)
    const [table] = tables
    expect(table!.Properties).toMatchObject({
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
      SSESpecification: { SSEEnabled: true },
      // The privacy policy says how long a deleted booking stays in the backups (content/operations.ts).
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true, RecoveryPeriodInDays: retention.bookingBackupDays },
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
    })
    expect(table!.DeletionPolicy).toBe('Retain')
  })

  it('lets both functions touch only the table’s items, send raw mail as the SES identity and read their secrets', () => {
    expect(functions).toHaveLength(2)
    for (const [, fn] of functions) {
      const role = fn.Properties.Role['Fn::GetAtt'][0] as string
      const statements = policyStatements(template, role)
      const dynamo = statements.filter((s) => JSON.stringify(s.Action).includes('dynamodb:'))
      const onTable = dynamo.filter((s) => JSON.stringify(s.Resource).includes('BookingTable'))
      expect(onTable).toHaveLength(1)
      expect([onTable[0]!.Action].flat().sort()).toEqual([...bookingTableActions].sort())
      // The function behind the API also counts its limits: read and update a counter, nothing else; the job counts nothing.
      const counters = dynamo.filter((s) => s !== onTable[0])
      if (fn.Properties.Environment.Variables.ORIGIN_SECRET_ARN) {
        expect(counters.map((s) => [[s.Action].flat().sort(), JSON.stringify(s.Resource)])).toEqual([[[...rateLimitTableActions].sort(), expect.stringMatching(/ApiRateLimits/)]])
        expect(fn.Properties.Environment.Variables).toMatchObject({ RATE_LIMIT_TABLE: { Ref: expect.stringMatching(/^ApiRateLimits/) }, RATE_LIMIT_KEY_SECRET_ARN: { Ref: expect.stringMatching(/^ApiRateLimitKey/) } })
      } else expect(counters).toEqual([])
      const actions = statements.flatMap((s) => [s.Action].flat())
      expect(actions).toContain('ses:SendRawEmail')
      expect(actions).not.toContain('ses:SendEmail')
      for (const s of statements) expect(s.Resource).not.toBe('*')
    }
  })

  it('hands the functions their settings; the calendar address stays in Secrets Manager, never in the template', () => {
    const [, api] = functions.find(([, f]) => f.Properties.Environment.Variables.ORIGIN_SECRET_ARN)!
    const env = api.Properties.Environment.Variables
    expect(env).toMatchObject({ BOOKING_VIDEO_ROOM_URL: 'https://meet.example-kanzlei.de/{room}', CONTACT_TO: 'kanzlei@example.com', SES_REGION: 'eu-central-1' })
    expect(JSON.stringify(env.BOOKING_CALENDAR_FEED_SECRET_ARN)).toContain('secret:site/booking-calendar-feed')
    expect(env.BOOKING_CALENDAR_FEED_URL).toBeUndefined()
    expect(JSON.stringify(env.SITE_URL)).toContain('https://')
  })

  it('runs the job every five minutes and routes the three paths to the booking function', () => {
    const rules = Object.values(template.findResources('AWS::Events::Rule'))
    expect(rules.map((r) => r.Properties.ScheduleExpression)).toContain('rate(5 minutes)')
    const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route')).map((r) => r.Properties.RouteKey as string)
    for (const path of [bookingApi.slotsPath, bookingApi.bookPath, bookingApi.managePath]) expect(routes).toContain(`ANY ${path}`)
  })
})
