import { createS3Client, createSesClient } from './aws-clients'
import type { Config } from './config'
import type { HttpHandler } from './http'
import { DirectoryArchive, S3Archive } from './send-contact-email/archive'
import { createContactHandler } from './send-contact-email/handler'
import { createViesHandler } from './vies-vat-check/handler'

/** The contact handler with its real dependencies, from the configuration. */
export function contactHandlerFromConfig(config: Config): HttpHandler {
  const archive =
    config.inquiryArchive.kind === 's3'
      ? new S3Archive(createS3Client(config), config.inquiryArchive.bucket)
      : new DirectoryArchive(config.inquiryArchive.path)
  return createContactHandler({ ses: createSesClient(config), archive, contactFrom: config.contactFrom, contactTo: config.contactTo })
}

/** The VAT-ID check handler against the configured VIES REST API. */
export function viesHandlerFromConfig(config: Config): HttpHandler {
  return createViesHandler({ apiUrl: config.viesApiUrl, requesterVatId: config.viesRequesterVatId })
}

/**
 * Server functions by path (DESIGN.md §4): the local server routes /api/* through this table;
 * in AWS each handler is its own Lambda (lambdas/<name>/lambda.ts).
 */
export function createApiRoutes(config: Config): Record<string, HttpHandler> {
  return {
    '/api/send-contact-email': contactHandlerFromConfig(config),
    '/api/vies-vat-check': viesHandlerFromConfig(config),
  }
}
