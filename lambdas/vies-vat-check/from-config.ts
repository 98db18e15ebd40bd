import type { Config } from '../config'
import type { HttpHandler } from '../http'
import { originSecretsFromConfig, withOriginCheck } from '../origin-guard'
import { createViesHandler } from './handler'

/**
 * The VAT-ID check handler against the configured VIES REST API, behind the origin check. Kept
 * apart from the contact handler's factory so that this Lambda's bundle does not load the SES and
 * S3 clients (it needs neither).
 */
export function viesHandlerFromConfig(config: Config): HttpHandler {
  return withOriginCheck(createViesHandler({ apiUrl: config.viesApiUrl, requesterVatId: config.viesRequesterVatId, siteStylesheet: config.siteStylesheet }), originSecretsFromConfig(config))
}
