import { DynamoDBClient } from '@aws-sdk/client-dynamodb'
import { S3Client } from '@aws-sdk/client-s3'
import { SendEmailCommand, SendRawEmailCommand, SESClient, type SendEmailCommandInput } from '@aws-sdk/client-ses'
import { NodeHttpHandler } from '@smithy/node-http-handler'
import type { Config } from './config'

// A hanging dependency ends in a clear error, not a dead request. Each client makes at most two
// attempts, so a call ends after about 2 × requestTimeout: SES ≈ 10.3 s, S3 ≈ 6.3 s. The contact
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

/** Sends one ready MIME message (a mail with a calendar invitation) with SES; rejects when SES does not take it. */
export type SendRawMail = (message: Uint8Array) => Promise<void>

export function createSesRawSender(config: Config): SendRawMail {
  const client = sesClient(config)
  return async (message) => {
    await client().send(new SendRawEmailCommand({ RawMessage: { Data: message } }))
  }
}

function sesClient(config: Config): () => SESClient {
  const handler = requestHandler(5_000)
  return () =>
    new SESClient({
      region: config.sesRegion,
      maxAttempts: 2,
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
export function createDynamoDbClient(region: string, endpoint?: string): DynamoDBClient {
  return new DynamoDBClient({
    region,
    maxAttempts: 3,
    requestHandler: requestHandler(3_000),
    ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  })
}
