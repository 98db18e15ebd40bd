import { createS3Client, createSesSender } from '../aws-clients'
import type { Config } from '../config'
import type { HttpHandler } from '../http'
import { originSecretsFromConfig, withOriginCheck } from '../origin-guard'
import { DirectoryArchive, S3Archive } from './archive'
import { createContactHandler } from './handler'

/** The contact handler with its real dependencies, from the configuration, behind the origin check. */
export function contactHandlerFromConfig(config: Config): HttpHandler {
  const archive =
    config.inquiryArchive.kind === 's3'
      ? new S3Archive(createS3Client(config.inquiryArchive.region), config.inquiryArchive.bucket)
      : new DirectoryArchive(config.inquiryArchive.path)
  return withOriginCheck(
    createContactHandler({ sendMail: createSesSender(config), archive, contactFrom: config.contactFrom, contactTo: config.contactTo }),
    originSecretsFromConfig(config),
  )
}
