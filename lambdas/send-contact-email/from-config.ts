import { createS3Client, createSesSender } from '../aws-clients'
import type { Config } from '../config'
import type { HttpHandler } from '../http'
import { originSecretsFromConfig, withOriginCheck } from '../origin-guard'
import { DirectoryArchive, S3Archive } from './archive'
import { createContactHandler } from './handler'

/** The contact handler with its real dependencies, from the configuration, behind the origin check. */
export function contactHandlerFromConfig(config: Config): HttpHandler {
  const place = config.inquiryArchive
  if (!place) throw new Error('the inquiry archive is not configured (INQUIRY_ARCHIVE_BUCKET)')
  const archive = place.kind === 's3' ? new S3Archive(createS3Client(place.region), place.bucket) : new DirectoryArchive(place.path)
  return withOriginCheck(
    createContactHandler({ sendMail: createSesSender(config), archive, contactFrom: config.contactFrom, contactTo: config.contactTo }),
    originSecretsFromConfig(config),
  )
}
