import { timingSafeEqual } from 'node:crypto'
import { guardErrorStatus, originVerifyHeader, type GuardErrorCode } from '../core/api-guard'
import type { Config } from './config'
import type { HttpHandler } from './http'
import { header, json } from './http-response'
import { createLogger, errorSummary, type LogSink } from './log'

// Only CloudFront may call the API: the distribution sends core/api-guard.ts's originVerifyHeader
// with a secret value on every request to the API origin, and the functions refuse requests
// without it. Calls to the HTTP API's own execute-api address therefore get 403 and never pass
// around the WAF, the security headers or the rate limits.

/**
 * The secret values accepted right now (during a rotation, the old and the new one). With
 * `recheck`, values read a while ago are read again first: a value the function has not seen yet
 * may be the one a rotation just gave CloudFront.
 */
export type OriginSecrets = (options?: { recheck?: boolean }) => Promise<string[]>

function sameSecret(presented: string, expected: string): boolean {
  const a = Buffer.from(presented)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Wraps a handler: 403 `forbidden` unless the request carries an accepted origin secret. */
export function withOriginCheck(handler: HttpHandler, secrets: OriginSecrets | undefined, logSink?: LogSink): HttpHandler {
  if (!secrets) return handler
  return async (event) => {
    const log = createLogger(event.requestContext.requestId, logSink)
    let accepted: string[]
    try {
      accepted = await secrets()
    } catch (error) {
      // Fail closed: without the secret nothing can tell CloudFront from a direct call.
      log.error('origin_secret_unavailable', { error: errorSummary(error) })
      return json(guardErrorStatus.unavailable, { error: 'unavailable' satisfies GuardErrorCode })
    }
    const presented = header(event, originVerifyHeader)
    const matches = (values: string[]) => Boolean(presented) && values.some((value) => sameSecret(presented, value))
    if (!matches(accepted) && presented) accepted = await secrets({ recheck: true }).catch(() => accepted)
    if (!matches(accepted)) {
      log.warn('origin_rejected', { path: event.rawPath })
      return json(guardErrorStatus.forbidden, { error: 'forbidden' satisfies GuardErrorCode })
    }
    return handler(event)
  }
}

/** A fixed secret (ORIGIN_VERIFY_SECRET), for hosting without Secrets Manager and for tests. */
export function staticOriginSecrets(value: string): OriginSecrets {
  return async () => [value]
}

/** What the Secrets Manager client needs to do here, so tests can hand in the real SDK client. */
export type SecretValueReader = (stage: 'AWSCURRENT' | 'AWSPENDING' | 'AWSPREVIOUS') => Promise<string | undefined>

/**
 * The secret's current, pending and previous values from Secrets Manager, read at most every
 * `maxAgeMs`. A rotation (lambdas/rotate-origin-secret/) makes a new value pending, points
 * CloudFront at it, then makes it current; while edge locations pick up the change, requests
 * arrive with either value, so all three are accepted. A value not among them makes the function
 * read again, at most every `recheckAfterMs`, so a rotation is picked up at once and wrong headers
 * cannot flood Secrets Manager. When a refresh fails, the last values read stay in use.
 */
export function cachedOriginSecrets(read: SecretValueReader, maxAgeMs = 5 * 60_000, now: () => number = Date.now, recheckAfterMs = 30_000): OriginSecrets {
  let values: string[] | undefined
  let readAt = 0
  let pending: Promise<string[]> | undefined
  const refresh = async () => {
    const stages = await Promise.all((['AWSCURRENT', 'AWSPENDING', 'AWSPREVIOUS'] as const).map((stage) => read(stage)))
    const found = stages.filter((v): v is string => typeof v === 'string' && v.length > 0)
    if (!stages[0]) throw new Error('the origin secret has no current value')
    values = found
    readAt = now()
    return found
  }
  return async (options) => {
    const age = now() - readAt
    if (values && age < (options?.recheck ? recheckAfterMs : maxAgeMs)) return values
    pending ??= refresh().finally(() => {
      pending = undefined
    })
    try {
      return await pending
    } catch (error) {
      if (values) return values
      throw error
    }
  }
}

/**
 * Reads one staging label of a Secrets Manager secret; undefined when the label is not attached
 * (no rotation under way). The SDK is loaded on first use and comes with the Lambda runtime, so
 * the VAT check function still bundles no AWS SDK.
 */
export function createSecretReader(secretArn: string, region: string, endpoint?: string): SecretValueReader {
  let sdk: Promise<typeof import('@aws-sdk/client-secrets-manager')> | undefined
  let client: import('@aws-sdk/client-secrets-manager').SecretsManagerClient | undefined
  return async (stage) => {
    sdk ??= import('@aws-sdk/client-secrets-manager')
    const { SecretsManagerClient, GetSecretValueCommand } = await sdk
    client ??= new SecretsManagerClient({
      region,
      maxAttempts: 2,
      requestHandler: { connectionTimeout: 1_000, requestTimeout: 2_000, throwOnRequestTimeout: true },
      ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    })
    try {
      return (await client.send(new GetSecretValueCommand({ SecretId: secretArn, VersionStage: stage }))).SecretString
    } catch (error) {
      if (stage !== 'AWSCURRENT' && error instanceof Error && error.name === 'ResourceNotFoundException') return undefined
      throw error
    }
  }
}

/** The origin secrets a function accepts, from the configuration; undefined when none is set. */
export function originSecretsFromConfig(config: Config): OriginSecrets | undefined {
  const secret = config.originSecret
  if (!secret) return undefined
  return secret.kind === 'static' ? staticOriginSecrets(secret.value) : cachedOriginSecrets(createSecretReader(secret.arn, secret.region))
}

