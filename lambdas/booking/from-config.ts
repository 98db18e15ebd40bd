import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager'
import { retention } from '../../content/operations'
import { createDynamoDbClient, createSesRawSender } from '../aws-clients'
import type { BookingConfig, Config } from '../config'
import type { HttpHandler } from '../http'
import { createLogger } from '../log'
import { originSecretsFromConfig, withOriginCheck } from '../origin-guard'
import type { TimeSpan } from '../../core/booking-slots'
import { BusyFeedUnavailable, busyFeedDefaults, createBusyFeed, type BusyFeedOptions, type BusyPurpose } from './busy-feed'
import { createBookingHandlers } from './handler'
import type { MailSettings } from './mail'
import { createBookingStore } from './store'

function bookingSettings(config: Config): BookingConfig {
  if (!config.booking) throw new Error('the booking settings are not loaded (loadConfig … needsBooking)')
  return config.booking
}

/** A Secrets Manager secret's value, read once per instance (again after a failed read). */
function secretValue(source: { arn: string; region: string }): () => Promise<string> {
  let value: Promise<string> | undefined
  return () =>
    (value ??= new SecretsManagerClient({ region: source.region })
      .send(new GetSecretValueCommand({ SecretId: source.arn }))
      .then((answer) => {
        if (!answer.SecretString) throw new Error(`the secret ${source.arn} has no value`)
        return answer.SecretString
      })
      .catch((error: unknown) => {
        value = undefined
        throw error
      }))
}

/** The link key: the fixed value, or the Secrets Manager secret's. */
function linkSecret(booking: BookingConfig): () => Promise<string> {
  const source = booking.linkSecret
  return source.kind === 'static' ? async () => source.value : secretValue(source)
}

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
  const handlers = createBookingHandlers({ store, busy: busyTimes(booking, feedOptions), sendRaw, linkSecret, mail, stylesheet: config.siteStylesheet, limits: booking.limits })
  const secrets = originSecretsFromConfig(config)
  return Object.fromEntries(Object.entries(handlers).map(([path, handler]) => [path, withOriginCheck(handler, secrets)]))
}
