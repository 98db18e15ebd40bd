import type { Config } from '../config'
import type { HttpHandler } from '../http'
import { createViesHandler } from './handler'

/**
 * The VAT-ID check handler against the configured VIES REST API. Kept apart from the contact
 * handler's factory so that this Lambda's bundle does not load the AWS SDK (it needs none).
 */
export function viesHandlerFromConfig(config: Config): HttpHandler {
  return createViesHandler({ apiUrl: config.viesApiUrl, requesterVatId: config.viesRequesterVatId })
}
