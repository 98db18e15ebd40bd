import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager'
import { retention } from '../../content/operations'
import { createDynamoDbClient, createSesRawSender } from '../aws-clients'
import type { BookingConfig, Config } from '../config'
import type { HttpHandler } from '../http'
import { originSecretsFromConfig, withOriginCheck } from '../origin-guard'
import { createBusyFeed } from './busy-feed'
import { createBookingHandlers } from './handler'
import type { MailSettings } from './mail'
import { createBookingStore } from './store'

function bookingSettings(config: Config): BookingConfig {
  if (!config.booking) throw new Error('the booking settings are not loaded (loadConfig … needsBooking)')
  return config.booking
}

/** The link key: the fixed value, or the Secrets Manager secret's, read once per instance. */
function linkSecret(booking: BookingConfig): () => Promise<string> {
  const source = booking.linkSecret
  if (source.kind === 'static') return async () => source.value
  let value: Promise<string> | undefined
  return () =>
    (value ??= new SecretsManagerClient({ region: source.region })
      .send(new GetSecretValueCommand({ SecretId: source.arn }))
      .then((answer) => {
        if (!answer.SecretString) throw new Error('the booking link secret has no value')
        return answer.SecretString
      })
      .catch((error: unknown) => {
        value = undefined
        throw error
      }))
}

/** The store, the mail sender and the mail settings of the booking functions and their job. */
export function bookingPartsFromConfig(config: Config) {
  const booking = bookingSettings(config)
  const store = createBookingStore(createDynamoDbClient(booking.region, booking.dynamoDbEndpoint), booking.table, retention.bookingDaysAfterCall)
  const mail: MailSettings = { from: config.contactFrom, firmInbox: config.contactTo, videoUrl: booking.videoUrl, siteUrl: booking.siteUrl, domain: new URL(booking.siteUrl).hostname }
  return { booking, store, mail, sendRaw: createSesRawSender(config) }
}

/** The booking functions by path, with their real dependencies, behind the origin check. */
export function bookingHandlersFromConfig(config: Config): Record<string, HttpHandler> {
  const { booking, store, mail, sendRaw } = bookingPartsFromConfig(config)
  const handlers = createBookingHandlers({ store, busy: createBusyFeed(booking.calendarFeedUrl), sendRaw, linkSecret: linkSecret(booking), mail, stylesheet: config.siteStylesheet })
  const secrets = originSecretsFromConfig(config)
  return Object.fromEntries(Object.entries(handlers).map(([path, handler]) => [path, withOriginCheck(handler, secrets)]))
}
