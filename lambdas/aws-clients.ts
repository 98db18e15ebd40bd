import { S3Client } from '@aws-sdk/client-s3'
import { SESClient } from '@aws-sdk/client-ses'
import { NodeHttpHandler } from '@smithy/node-http-handler'
import type { Config } from './config'

// Well inside the Lambda timeout: a hanging dependency ends in a clear error, not a dead request.
const requestHandler = () => new NodeHttpHandler({ connectionTimeout: 2_000, requestTimeout: 5_000 })

/** SES of the configured region, or the SES-compatible endpoint (the local emulator). */
export function createSesClient(config: Config): SESClient {
  return new SESClient({
    region: config.sesRegion,
    maxAttempts: 2,
    requestHandler: requestHandler(),
    ...(config.sesEndpoint
      ? { endpoint: config.sesEndpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
  })
}

export function createS3Client(config: Config, endpoint?: string): S3Client {
  return new S3Client({
    region: config.sesRegion,
    maxAttempts: 2,
    requestHandler: requestHandler(),
    ...(endpoint ? { endpoint, forcePathStyle: true, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  })
}
