import { contactApi } from '../core/contact-api'
import { viesApi } from '../core/vies-api'
import type { Config } from './config'
import type { HttpHandler } from './http'
import { bookingHandlersFromConfig } from './booking/from-config'
import { qualifiedCheckHandlersFromConfig } from './qualified-check/from-config'
import { contactHandlerFromConfig } from './send-contact-email/from-config'
import { viesHandlerFromConfig } from './vies-vat-check/from-config'

/**
 * Server functions by path (docs/architecture.md): the local server routes /api/* through this table;
 * in AWS each handler is its own Lambda (lambdas/<name>/lambda.ts). `now` is the clock of the
 * qualified check's limits and receipts (a test's own clock; the wall clock otherwise).
 */
export function createApiRoutes(config: Config, { now = Date.now }: { now?: () => number } = {}): Record<string, HttpHandler> {
  return {
    [contactApi.path]: contactHandlerFromConfig(config),
    [viesApi.path]: viesHandlerFromConfig(config),
    ...(config.booking ? bookingHandlersFromConfig(config) : {}),
    ...qualifiedCheckHandlersFromConfig(config, now),
  }
}
