import { createHash } from 'node:crypto'
import { ConditionalCheckFailedException, UpdateItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb'

/** The answer of a counter: allowed, or not before `retryAfterSeconds` (what a 429's Retry-After says). */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Counts hits per key in fixed windows, across every instance of a function. */
export interface RateCounter {
  hit(scope: string, key: string, limit: number): Promise<RateDecision>
}

/**
 * A fixed-window counter in DynamoDB that holds across Lambda instances (lambdas/rate-limit.ts
 * counts per instance only): one item per scope, key and window, raised by one UpdateItem (ADD)
 * only while below the limit (the condition), so parallel requests can never count past it. The
 * key is kept as a SHA-256 (never an address or a VAT ID in the clear), and the item expires with
 * DynamoDB's TTL a window after its end (TTL deletes late, but an old window's item is never read
 * again: the window is part of the key).
 */
export function dynamoRateCounter({ client, table, windowMs = 60_000, now = Date.now }: { client: DynamoDBClient; table: string; windowMs?: number; now?: () => number }): RateCounter {
  return {
    async hit(scope, key, limit) {
      const at = now()
      const windowStart = at - (at % windowMs)
      const digest = createHash('sha256').update(key).digest('hex').slice(0, 32)
      try {
        await client.send(
          new UpdateItemCommand({
            TableName: table,
            Key: { pk: { S: `${scope}#${digest}#${windowStart}` } },
            UpdateExpression: 'ADD hits :one SET expiresAt = if_not_exists(expiresAt, :expires)',
            ConditionExpression: 'attribute_not_exists(hits) OR hits < :limit',
            ExpressionAttributeValues: { ':one': { N: '1' }, ':limit': { N: String(limit) }, ':expires': { N: String(Math.ceil((windowStart + 2 * windowMs) / 1000)) } },
          }),
        )
        return { allowed: true }
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException || (error instanceof Error && error.name === 'ConditionalCheckFailedException')) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - at) / 1000)) }
        }
        throw error
      }
    },
  }
}

/**
 * The same fixed windows inside one process, for handlers built without DynamoDB (the tests that
 * call a handler directly); the functions in AWS and behind the local server count in DynamoDB.
 */
export function memoryRateCounter({ windowMs = 60_000, now = Date.now }: { windowMs?: number; now?: () => number } = {}): RateCounter {
  const hits = new Map<string, number>()
  return {
    async hit(scope, key, limit) {
      const at = now()
      const windowStart = at - (at % windowMs)
      const id = `${scope}#${key}#${windowStart}`
      if (hits.size > 10_000) for (const old of hits.keys()) if (!old.endsWith(`#${windowStart}`)) hits.delete(old)
      const count = hits.get(id) ?? 0
      if (count >= limit) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - at) / 1000)) }
      hits.set(id, count + 1)
      return { allowed: true }
    },
  }
}
