import { roomTemplateProblem } from '../core/video-room'
import { assertEuRegion, defaultRegion } from './regions'

/** Deployment parameters, from CDK context (-c key=value) or the environment. */
export interface SiteParams {
  /** The stack's region (context region / SITE_REGION): an EU region, eu-central-1 unless named. */
  region: string
  /** Where inquiries go (CONTACT_TO). */
  contactTo: string
  /** Verified SES sender (CONTACT_FROM). */
  contactFrom: string
  /** The SES identity the sender belongs to: a domain or an e-mail address; the only one the
   *  contact function may send as. Defaults to the sender's domain. */
  sesIdentity: string
  /** SES region: an EU region, the stack's unless named. */
  sesRegion: string
  /** The firm's VAT ID, for VIES consultation numbers. */
  viesRequesterVatId: string | undefined
  /** Optional custom domain with an ACM certificate in us-east-1. */
  domainName: string | undefined
  certificateArn: string | undefined
  /** Optional WAF rate limit for /api/* (requests per 5 minutes per IP); creates a us-east-1 WAF stack. */
  wafRateLimit: number | undefined
  /** Who gets the alarms (ALARM_EMAIL); the inquiry recipient unless named. */
  alarmEmail: string
  /** `true` only with -c sampleData=allow: deploys the placeholder firm data (a staging stack). */
  allowSampleData: boolean
  /**
   * The firm's calendar for the booking (BOOKING_CALENDAR_FEED): the name or ARN of a Secrets
   * Manager secret that holds the calendar's secret iCalendar address, or "none" (no calendar to
   * compare: every hour in content/booking.ts is offered).
   */
  bookingCalendarFeed: { kind: 'secret'; nameOrArn: string } | { kind: 'none' }
  /** The firm's meeting service's room template with {room} (BOOKING_VIDEO_ROOM_URL, core/video-room.ts); without it only phone calls are offered. */
  bookingVideoRoomUrl: string | undefined
}

type Lookup = (key: string) => unknown

const emailPattern = /^[^\s@<>"(),;:]+@[^\s@<>"(),;:]+\.[^\s@<>"(),;:]+$/

export function readParams(context: Lookup, env: Record<string, string | undefined>): SiteParams {
  const get = (contextKey: string, envKey: string): string | undefined => {
    const value = context(contextKey) ?? env[envKey]
    return typeof value === 'string' && value.trim() ? value.trim() : undefined
  }
  const contactTo = get('contactTo', 'CONTACT_TO')
  const contactFrom = get('contactFrom', 'CONTACT_FROM')
  if (!contactTo || !contactFrom) {
    throw new Error('Set the recipient and the verified sender: cdk deploy -c contactTo=… -c contactFrom=… (or CONTACT_TO / CONTACT_FROM)')
  }
  const alarmEmail = get('alarmEmail', 'ALARM_EMAIL') ?? contactTo
  for (const [name, value] of [['contactTo', contactTo], ['contactFrom', contactFrom], ['alarmEmail', alarmEmail]] as const) {
    if (!emailPattern.test(value)) throw new Error(`${name} must be an e-mail address, got "${value}"`)
  }
  // The CDK CLI always sets CDK_DEFAULT_REGION from the deployer's profile, so it is not read:
  // the region is this stack's own parameter.
  const region = get('region', 'SITE_REGION') ?? defaultRegion
  assertEuRegion(region, 'The site stack (inquiry archive, functions, logs)')
  const sesRegion = get('sesRegion', 'SES_REGION') ?? region
  assertEuRegion(sesRegion, 'SES (it carries every inquiry)')
  const domainName = get('domainName', 'SITE_DOMAIN')
  const certificateArn = get('certificateArn', 'SITE_CERTIFICATE_ARN')
  if (Boolean(domainName) !== Boolean(certificateArn)) throw new Error('domainName and certificateArn (ACM, us-east-1) go together')
  const rate = get('wafRateLimit', 'WAF_RATE_LIMIT')
  const wafRateLimit = rate === undefined ? undefined : Number(rate)
  if (wafRateLimit !== undefined && (!Number.isInteger(wafRateLimit) || wafRateLimit < 10)) throw new Error('wafRateLimit must be an integer ≥ 10')
  const sampleData = get('sampleData', 'SAMPLE_DATA')
  if (sampleData !== undefined && sampleData !== 'allow') throw new Error(`sampleData takes only "allow" (a staging stack with the placeholder firm data), got "${sampleData}"`)
  const feed = get('bookingCalendarFeed', 'BOOKING_CALENDAR_FEED')
  if (!feed) {
    throw new Error('Name the firm’s calendar for the booking: -c bookingCalendarFeed=<Secrets Manager secret holding its iCalendar address> (or BOOKING_CALENDAR_FEED), or "none" to offer every hour')
  }
  if (get('bookingVideoUrl', 'BOOKING_VIDEO_URL') !== undefined) throw new Error('bookingVideoUrl (one room for every call) is replaced by bookingVideoRoomUrl, a template with {room} for each call’s own room')
  const bookingVideoRoomUrl = get('bookingVideoRoomUrl', 'BOOKING_VIDEO_ROOM_URL')
  const roomProblem = bookingVideoRoomUrl === undefined ? undefined : roomTemplateProblem(bookingVideoRoomUrl)
  if (roomProblem) throw new Error(`bookingVideoRoomUrl ${roomProblem}, got "${bookingVideoRoomUrl}"`)
  return {
    bookingCalendarFeed: feed === 'none' ? { kind: 'none' } : { kind: 'secret', nameOrArn: feed },
    bookingVideoRoomUrl,
    region,
    contactTo,
    contactFrom,
    sesIdentity: get('sesIdentity', 'SES_IDENTITY') ?? contactFrom.split('@')[1]!,
    sesRegion,
    viesRequesterVatId: get('viesRequesterVatId', 'VIES_REQUESTER_VAT_ID'),
    domainName,
    certificateArn,
    wafRateLimit,
    alarmEmail,
    allowSampleData: sampleData === 'allow',
  }
}
