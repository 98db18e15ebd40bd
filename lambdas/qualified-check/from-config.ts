import type { Config } from '../config'
import type { HttpHandler } from '../http'
import { originSecretsFromConfig, withOriginCheck } from '../origin-guard'
import { createEvatrClient } from './evatr-client'
import { createQualifiedCheckHandlers } from './handler'
import { createViesQualifiedClient } from './vies-qualified'

/** The qualified-check functions by path, with the BZSt and VIES of the configuration, behind the origin check. */
export function qualifiedCheckHandlersFromConfig(config: Config): Record<string, HttpHandler> {
  const handlers = createQualifiedCheckHandlers({ evatr: createEvatrClient({ baseUrl: config.evatrApiUrl }), vies: createViesQualifiedClient({ apiUrl: config.viesApiUrl }), stylesheet: config.siteStylesheet, perClientPerMinute: config.qualifiedChecksPerMinute })
  const secrets = originSecretsFromConfig(config)
  return Object.fromEntries(Object.entries(handlers).map(([path, handler]) => [path, withOriginCheck(handler, secrets)]))
}
