import { S3Client } from '@aws-sdk/client-s3'
import { SESClient } from '@aws-sdk/client-ses'
import { NodeHttpHandler } from '@smithy/node-http-handler'
import type { Config } from './config'

// A hanging dependency ends in a clear error, not a dead request. Each client makes at most two
// attempts, so a call ends after about 2 × requestTimeout: SES ≈ 10.3 s, S3 ≈ 6.3 s. The contact
// Lambda's worst case (archive, send, mark undelivered) is ≈ 23 s, inside its 25 s timeout.
// Without throwOnRequestTimeout the SDK only logs a warning when requestTimeout passes and waits on.
const requestHandler = (requestTimeout: number) =>
  new NodeHttpHandler({ connectionTimeout: 2_000, requestTimeout, throwOnRequestTimeout: true })

/** SES of the configured region, or the SES-compatible endpoint (the local emulator). */
export function createSesClient(config: Config): SESClient {
  return new SESClient({
    region: config.sesRegion,
    maxAttempts: 2,
    requestHandler: requestHandler(5_000),
    ...(config.sesEndpoint
      ? { endpoint: config.sesEndpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
  })
}

export function createS3Client(config: Config, endpoint?: string): S3Client {
  return new S3Client({
    region: config.sesRegion,
    maxAttempts: 2,
    // A put of a few KB within the region; the archive must not eat the time SES needs.
    requestHandler: requestHandler(3_000),
    ...(endpoint ? { endpoint, forcePathStyle: true, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  })
}
