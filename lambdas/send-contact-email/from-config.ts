import { createS3Client, createSesClient } from '../aws-clients'
import type { Config } from '../config'
import type { HttpHandler } from '../http'
import { DirectoryArchive, S3Archive } from './archive'
import { createContactHandler } from './handler'

/** The contact handler with its real dependencies, from the configuration. */
export function contactHandlerFromConfig(config: Config): HttpHandler {
  const archive =
    config.inquiryArchive.kind === 's3'
      ? new S3Archive(createS3Client(config), config.inquiryArchive.bucket)
      : new DirectoryArchive(config.inquiryArchive.path)
  return createContactHandler({ ses: createSesClient(config), archive, contactFrom: config.contactFrom, contactTo: config.contactTo })
}
