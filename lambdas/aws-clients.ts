import { DynamoDBClient } from '@aws-sdk/client-dynamodb'
import { S3Client } from '@aws-sdk/client-s3'
import { SendEmailCommand, SendRawEmailCommand, SESClient, type SendEmailCommandInput } from '@aws-sdk/client-ses'
import { NodeHttpHandler } from '@smithy/node-http-handler'
import type { Config } from './config'

// A hanging dependency ends in a clear error, not a dead request. Each client makes at most two
// attempts (the booking's raw mails one), so a call ends after about 2 × requestTimeout: SES ≈ 10.3 s, S3 ≈ 6.3 s. The contact
// Lambda's worst case (archive, send, mark undelivered) is ≈ 23 s, inside its 25 s timeout.
// Without throwOnRequestTimeout the SDK only logs a warning when requestTimeout passes and waits on.
const requestHandler = (requestTimeout: number) =>
  new NodeHttpHandler({ connectionTimeout: 2_000, requestTimeout, throwOnRequestTimeout: true })

/** Sends one e-mail with SES; rejects when SES does not take it. */
export type SendMail = (input: SendEmailCommandInput) => Promise<void>

/**
 * SES of the configured region, or the SES-compatible endpoint (the local emulator).
 *
 * Every send gets a client of its own. The SDK's query serializer (@aws-sdk/core, used by SES)
 * writes into a buffer held by the client; when a send fails while serialising (a lone UTF-16
 * surrogate makes encodeURIComponent throw), the half-written request stays in that buffer and the
 * next send on the same client goes out with it glued in front, and fails. Fresh clients make each
 * send independent of any earlier one; they share one HTTP handler, so connections are reused.
 */
export function createSesSender(config: Config): SendMail {
  const client = sesClient(config)
  return async (input) => {
    await client().send(new SendEmailCommand(input))
  }
}

/**
 * Sends one ready MIME message (a mail with a calendar invitation) with SES, once: resolves when SES
 * took it; rejects with `MailNotSent` when SES surely did not (it answered with an error, or no
 * connection was made), else with `MailOutcomeUnknown`.
 */
export type SendRawMail = (message: Uint8Array) => Promise<void>

/** SES surely did not take the mail: sending it again cannot make a second copy. */
export class MailNotSent extends Error {
  override name = 'MailNotSent'
}

/** The request went out and no answer came (a timeout, a dropped connection): SES may have taken the mail, and sending it again may deliver it twice. */
export class MailOutcomeUnknown extends Error {
  override name = 'MailOutcomeUnknown'
}

/** Errors of a request that never reached the server. */
const unsentCodes = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH'])

function sendFailure(error: unknown): Error {
  const failure = error as { $metadata?: { httpStatusCode?: number }; code?: string; message?: string }
  const message = `SES: ${errorText(error)}`
  // SES answered (an error such as Throttling or MessageRejected), or the connection was never made.
  if (typeof failure.$metadata?.httpStatusCode === 'number' || unsentCodes.has(failure.code ?? '') || /did not establish a connection/.test(failure.message ?? '')) return new MailNotSent(message, { cause: error })
  return new MailOutcomeUnknown(message, { cause: error })
}

const errorText = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error))

export function createSesRawSender(config: Config): SendRawMail {
  // One attempt: the SDK's retry of a request whose answer got lost can deliver the mail twice.
  // A mail SES did not take stays in the booking's outbox, which sends it again (lambdas/booking/deliver.ts).
  const client = sesClient(config, 1)
  return async (message) => {
    try {
      await client().send(new SendRawEmailCommand({ RawMessage: { Data: message } }))
    } catch (error) {
      throw sendFailure(error)
    }
  }
}

function sesClient(config: Config, maxAttempts = 2): () => SESClient {
  const handler = requestHandler(5_000)
  return () =>
    new SESClient({
      region: config.sesRegion,
      maxAttempts,
      requestHandler: handler,
      ...(config.sesEndpoint
        ? { endpoint: config.sesEndpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
        : {}),
    })
}

/** S3 of the archive bucket's own region, or an S3-compatible endpoint (tests). */
export function createS3Client(region: string, endpoint?: string): S3Client {
  return new S3Client({
    region,
    maxAttempts: 2,
    // A put of a few KB within the region; the archive must not eat the time SES needs.
    requestHandler: requestHandler(3_000),
    ...(endpoint ? { endpoint, forcePathStyle: true, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  })
}


/** DynamoDB of the bookings' region, or a DynamoDB-compatible endpoint (the embedded engine locally). */
export function createDynamoDbClient(region: string, endpoint: string | undefined, requestTimeoutMs: number): DynamoDBClient {
  return new DynamoDBClient({
    region,
    maxAttempts: 3,
    requestHandler: requestHandler(requestTimeoutMs),
    ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  })
}
