import { createHmac } from 'node:crypto'
import { ConditionalCheckFailedException, GetItemCommand, UpdateItemCommand, type AttributeValue, type DynamoDBClient } from '@aws-sdk/client-dynamodb'
import { createDynamoDbClient } from './aws-clients'
import { ConfigError, type Config } from './config'
import { configuredSecret } from './secret-value'

/**
 * The request limits of every function (docs/limits.md): at most `limit` allowed requests in ANY
 * interval of `windowMs` (a sliding window, not a calendar minute, so a burst across the turn of
 * a minute cannot pass twice).
 */
export interface RateRule {
  limit: number
  windowMs: number
}

/** The answer of a counter: allowed, or not before `retryAfterSeconds` (what a 429's Retry-After says). */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Counts requests per scope and key (a client, a requester, …) by a rule. */
export interface RateCounter {
  hit(scope: string, key: string, rule: RateRule): Promise<RateDecision>
}

export const perMinute = (limit: number): RateRule => ({ limit, windowMs: 60_000 })
export const perDay = (limit: number): RateRule => ({ limit, windowMs: 86_400_000 })

/**
 * The one algorithm, a sliding log: `log` holds the times of the latest allowed requests (at
 * most `limit` of them, oldest first). A request at `at` is allowed exactly when fewer than
 * `limit` allowed requests lie in (at − windowMs, at]; then its time joins the log. So no interval
 * of length windowMs ever holds more than `limit` allowed requests, and a request is refused only
 * when `limit` were allowed in the window before it. Refused requests are not logged. Times never
 * run backwards in a log: a request stamped before the log's newest entry (another instance's
 * clock a little ahead) counts at that newest time, so the log stays sorted and the bound holds.
 */
export function slideLog(log: readonly number[], at: number, rule: RateRule): { allowed: true; log: number[] } | { allowed: false; retryAfterMs: number } {
  const time = Math.max(at, log.at(-1) ?? at)
  const recent = log.filter((t) => t > time - rule.windowMs)
  if (recent.length < rule.limit) return { allowed: true, log: [...recent, time] }
  // The oldest of the last `limit` must leave the window before another request fits.
  return { allowed: false, retryAfterMs: recent[recent.length - rule.limit]! + rule.windowMs - time }
}

const refusal = (retryAfterMs: number): RateDecision => ({ allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) })

/**
 * A counter key as stored: HMAC-SHA-256 of scope and key under the deployment's secret (never an
 * address or a VAT ID in the clear, nor a plain hash that could be reversed by trying every
 * address: review F1). Without the secret, the stored keys cannot be linked to anyone.
 */
export function counterKey(secret: string, scope: string, key: string): string {
  return `${scope}#${createHmac('sha256', secret).update(`${scope}\n${key}`).digest('base64url')}`
}

/**
 * The sliding log in DynamoDB, shared by every instance of a function: one item per scope and key
 * whose list `log` holds the times of the allowed requests. A request reads the item (strongly
 * consistent) and decides by `slideLog`. Refused, it writes nothing. Allowed, it appends its time
 * with ONE conditional UpdateItem whose condition is the bound itself: "the list holds fewer than
 * `limit` entries". Times that have left the window are removed first by a separate conditional
 * write (condition: the count of removals `pruned` is still the one read, so two removers never
 * remove twice, and an append, which only adds at the end, never moves an entry a remover names).
 * A failed append reads again: full within the window, the request is refused; else it removes
 * what has left the window and appends again.
 *
 * Exact, with conditional writes only (no transactions; dynalite has none): the list never holds
 * more than `limit` entries and an entry leaves it only after its window, so no window ever holds
 * more than `limit` allowed requests; and a request is refused only when a read showed `limit`
 * entries inside its window. Parallel requests do not take turns on a version: while there is
 * room every append succeeds at once, and once the list is full every other request is refused
 * after one more read (50 parallel requests cost about 150 requests to DynamoDB, not 50 × limit).
 * An item expires with DynamoDB's TTL a minute after its window ends.
 */
export function dynamoRateCounter({
  client,
  table,
  secret,
  now = Date.now,
}: {
  client: DynamoDBClient
  table: string
  /** The key of the counters' HMAC (config `rateLimits.key`). */
  secret: () => Promise<string>
  now?: () => number
}): RateCounter {
  const conditionFailed = (error: unknown) => error instanceof ConditionalCheckFailedException || (error instanceof Error && error.name === 'ConditionalCheckFailedException')
  return {
    async hit(scope, key, rule) {
      const pk: AttributeValue = { S: counterKey(await secret(), scope, key) }
      for (let attempt = 0; attempt < 20; attempt++) {
        const read = await client.send(new GetItemCommand({ TableName: table, Key: { pk }, ConsistentRead: true }))
        const log = (read.Item?.log?.L ?? []).map((entry) => Number(entry.N))
        const decision = slideLog([...log].sort((a, b) => a - b), now(), rule)
        if (!decision.allowed) return refusal(decision.retryAfterMs)
        const time = decision.log.at(-1)!
        if (log.length >= rule.limit) {
          // Full, but some times have left the window: remove them (at most 100 at a time, DynamoDB's expressions are short), then try again.
          // Named from the last to the first: DynamoDB removes by the indices as they were, dynalite one after
          // the other (each removal shifting the rest); from the end, both remove the same entries.
          const stale = log.flatMap((t, index) => (t <= time - rule.windowMs ? [index] : [])).slice(0, 100).reverse()
          const pruned = read.Item?.pruned?.N
          try {
            await client.send(
              new UpdateItemCommand({
                TableName: table,
                Key: { pk },
                UpdateExpression: `REMOVE ${stale.map((index) => `#log[${index}]`).join(', ')} SET pruned = :next`,
                ExpressionAttributeNames: { '#log': 'log' },
                ConditionExpression: pruned === undefined ? 'attribute_not_exists(pruned)' : 'pruned = :pruned',
                ExpressionAttributeValues: { ':next': { N: String(Number(pruned ?? 0) + stale.length) }, ...(pruned === undefined ? {} : { ':pruned': { N: pruned } }) },
              }),
            )
          } catch (error) {
            if (!conditionFailed(error)) throw error
          }
          continue
        }
        try {
          await client.send(
            new UpdateItemCommand({
              TableName: table,
              Key: { pk },
              UpdateExpression: 'SET #log = list_append(if_not_exists(#log, :empty), :time), expiresAt = :expires',
              ConditionExpression: 'attribute_not_exists(#log) OR size(#log) < :limit',
              ExpressionAttributeNames: { '#log': 'log' },
              ExpressionAttributeValues: { ':empty': { L: [] }, ':time': { L: [{ N: String(time) }] }, ':limit': { N: String(rule.limit) }, ':expires': { N: String(Math.ceil((time + rule.windowMs) / 1000) + 60) } },
            }),
          )
          return { allowed: true }
        } catch (error) {
          if (!conditionFailed(error)) throw error
        }
      }
      // Twenty rounds without a decision: the key is flooded while its window slides; refused (safe).
      return refusal(1000)
    },
  }
}

/**
 * The same sliding log inside one process, for handlers built without DynamoDB (the tests that
 * call a handler directly); the functions in AWS and behind the local server count in DynamoDB.
 */
export function memoryRateCounter({ now = Date.now }: { now?: () => number } = {}): RateCounter {
  const logs = new Map<string, { log: number[]; windowMs: number }>()
  return {
    async hit(scope, key, rule) {
      const at = now()
      if (logs.size > 10_000) for (const [id, entry] of logs) if ((entry.log.at(-1) ?? 0) <= at - entry.windowMs) logs.delete(id)
      const id = `${scope}\n${key}`
      const decision = slideLog(logs.get(id)?.log ?? [], at, rule)
      if (!decision.allowed) return refusal(decision.retryAfterMs)
      logs.set(id, { log: decision.log, windowMs: rule.windowMs })
      return { allowed: true }
    },
  }
}

/** The DynamoDB counter of the configuration (its table and HMAC key), for every function that limits requests. */
export function rateCounterFromConfig(config: Config, now: () => number = Date.now): RateCounter {
  const settings = config.rateLimits
  if (!settings.table) throw new ConfigError('RATE_LIMIT_TABLE is not set')
  if (!settings.key) throw new ConfigError('RATE_LIMIT_KEY_SECRET_ARN is not set')
  return dynamoRateCounter({
    client: createDynamoDbClient(settings.region, settings.dynamoDbEndpoint, settings.dynamoDbRequestTimeoutMs),
    table: settings.table,
    secret: configuredSecret(settings.key),
    now,
  })
}
