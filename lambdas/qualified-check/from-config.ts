import { ConfigError, type Config } from '../config'
import type { HttpHandler } from '../http'
import { originSecretsFromConfig, withOriginCheck } from '../origin-guard'
import { rateCounterFromConfig } from '../shared-rate-limit'
import { createEvatrClient } from './evatr-client'
import { createQualifiedCheckHandlers } from './handler'
import { kmsReceiptSigner, localReceiptSigner } from './receipt-signer'
import { createViesQualifiedClient } from './vies-qualified'

/**
 * The qualified-check functions by path, with the BZSt and VIES of the configuration, their limits
 * counted in DynamoDB and their receipts signed by the configured key, behind the origin check.
 */
export function qualifiedCheckHandlersFromConfig(config: Config, now: () => number = Date.now): Record<string, HttpHandler> {
  const settings = config.qualifiedCheck
  if (!settings.receiptKey) throw new ConfigError('RECEIPT_SIGNING_KEY_ARN is not set')
  const key = settings.receiptKey
  const handlers = createQualifiedCheckHandlers({
    evatr: createEvatrClient({ baseUrl: config.evatrApiUrl }),
    vies: createViesQualifiedClient({ apiUrl: config.viesApiUrl }),
    signer: key.kind === 'kms' ? kmsReceiptSigner(key.arn, key.region, key.endpoint) : localReceiptSigner(key.pem),
    counter: rateCounterFromConfig(config, now),
    now,
    stylesheet: config.siteStylesheet,
    perClientPerMinute: config.qualifiedChecksPerMinute,
    perNumberPerMinute: settings.perNumberPerMinute,
    perRequesterPerDay: settings.perRequesterPerDay,
    receiptKeyValidFrom: settings.receiptKeyValidFrom,
    retiredReceiptKeys: settings.retiredReceiptKeys,
  })
  const secrets = originSecretsFromConfig(config)
  return Object.fromEntries(Object.entries(handlers).map(([path, handler]) => [path, withOriginCheck(handler, secrets)]))
}
