import { retention } from '../../content/operations'
import { createDynamoDbClient, createSesRawSender } from '../aws-clients'
import type { BookingConfig, Config } from '../config'
import type { HttpHandler } from '../http'
import { createLogger } from '../log'
import { originSecretsFromConfig, withOriginCheck } from '../origin-guard'
import { configuredSecret, secretValue } from '../secret-value'
import { rateCounterFromConfig } from '../shared-rate-limit'
import type { TimeSpan } from '../../core/booking-slots'
import { BusyFeedUnavailable, busyFeedDefaults, createBusyFeed, type BusyFeedOptions, type BusyPurpose } from './busy-feed'
import { createBookingHandlers } from './handler'
import type { MailSettings } from './mail'
import { createBookingStore } from './store'

function bookingSettings(config: Config): BookingConfig {
  if (!config.booking) throw new Error('the booking settings are not loaded (loadConfig … needsBooking)')
  return config.booking
}

/** The link key: the fixed value, or the Secrets Manager secret's. */
const linkSecret = (booking: BookingConfig): (() => Promise<string>) => configuredSecret(booking.linkSecret)

/** The firm's busy times: from its feed, whose address may itself be a secret; none without a calendar. */
function busyTimes(booking: BookingConfig, feedOptions: Partial<BusyFeedOptions>): (from: Date, to: Date, purpose?: BusyPurpose) => Promise<TimeSpan[]> {
  const feed = booking.calendarFeed
  if (feed.kind === 'none') return async () => []
  const options = { ...busyFeedDefaults, decideWaitMs: booking.calendarDecideWaitMs, allowLocal: booking.calendarFeedAllowLocal, ...feedOptions }
  const log = createLogger('calendar-feed')
  if (feed.kind === 'url') return createBusyFeed(feed.url, options, Date.now, log)
  const address = secretValue(feed)
  let busy: ReturnType<typeof createBusyFeed> | undefined
  return async (from, to, purpose) => {
    try {
      busy ??= createBusyFeed(await address(), options, Date.now, log)
    } catch (error) {
      throw new BusyFeedUnavailable(`the calendar's address cannot be read: ${(error as Error).message}`)
    }
    return busy(from, to, purpose)
  }
}

/** The store, the mail sender, the mail settings and the links' key of the booking functions and their job. */
export function bookingPartsFromConfig(config: Config) {
  const booking = bookingSettings(config)
  const store = createBookingStore(createDynamoDbClient(booking.region, booking.dynamoDbEndpoint, booking.dynamoDbRequestTimeoutMs), booking.table, retention.bookingDaysAfterCall)
  const mail: MailSettings = { from: config.contactFrom, firmInbox: config.contactTo, videoRoomUrl: booking.videoRoomUrl, siteUrl: booking.siteUrl, domain: new URL(booking.siteUrl).hostname }
  return { booking, store, mail, sendRaw: createSesRawSender(config), linkSecret: linkSecret(booking) }
}

/**
 * The booking functions by path, with their real dependencies, behind the origin check.
 * `feedOptions` tunes the calendar feed's cache: the Lambda entry gives a read of the feed a
 * moment to finish within the request (lambdas/booking/lambda.ts).
 */
export function bookingHandlersFromConfig(config: Config, feedOptions: Partial<BusyFeedOptions> = {}): Record<string, HttpHandler> {
  const { booking, store, mail, sendRaw, linkSecret } = bookingPartsFromConfig(config)
  const handlers = createBookingHandlers({ store, busy: busyTimes(booking, feedOptions), sendRaw, linkSecret, mail, stylesheet: config.siteStylesheet, limits: booking.limits, counter: rateCounterFromConfig(config) })
  const secrets = originSecretsFromConfig(config)
  return Object.fromEntries(Object.entries(handlers).map(([path, handler]) => [path, withOriginCheck(handler, secrets)]))
}
