// The sliding-window counter in DynamoDB (lambdas/shared-rate-limit.ts, docs/limits.md) with the
// real AWS SDK against the embedded engine (dynalite, which has no transactions, like the design):
// parallel requests from several "instances" never pass more than the limit, a burst across the
// turn of a minute passes once, generated request times are decided exactly as a brute-force count
// says, and the stored keys are HMACs under the deployment's key, never addresses or plain hashes.
import { createHash, createHmac } from 'node:crypto'
import { ScanCommand } from '@aws-sdk/client-dynamodb'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dynamoRateCounter, type RateCounter } from '../../lambdas/shared-rate-limit'
import { createRateLimitTable, localDynamoDbClient, startDynamoDbLocal } from '../../scripts/server/dynamodb-local'

let engine: Awaited<ReturnType<typeof startDynamoDbLocal>>
const table = 'rate-limits'
const secret = 'a-test-key-of-the-rate-counters-0123456789'
let keys = 0
/** A key of its own for each test, so no test meets another's log. */
const freshKey = () => `client-${++keys}`

beforeAll(async () => {
  engine = await startDynamoDbLocal()
  await createRateLimitTable(localDynamoDbClient(engine.endpoint), table)
})
afterAll(() => engine.close())

/** `n` counters as n Lambda instances would hold them: each its own SDK client, all on one clock. */
function instances(n: number, now: () => number, key = secret): RateCounter[] {
  return Array.from({ length: n }, () => dynamoRateCounter({ client: localDynamoDbClient(engine.endpoint), table, secret: async () => key, now }))
}

describe('the sliding window in DynamoDB', { timeout: 120_000 }, () => {
  it('passes exactly 10 of 50 parallel requests from 5 instances with a limit of 10, and none more while the window lasts', async () => {
    let clock = 1_800_000_000_000
    const counters = instances(5, () => clock)
    const key = freshKey()
    const rule = { limit: 10, windowMs: 60_000 }
    const decisions = await Promise.all(Array.from({ length: 50 }, (_, i) => counters[i % 5]!.hit('test', key, rule)))
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10)
    for (const d of decisions) if (!d.allowed) expect(d.retryAfterSeconds).toBe(60)
    clock += 59_999
    expect((await Promise.all(Array.from({ length: 20 }, (_, i) => counters[i % 5]!.hit('test', key, rule)))).filter((d) => d.allowed)).toHaveLength(0)
    clock += 1
    expect((await Promise.all(Array.from({ length: 20 }, (_, i) => counters[i % 5]!.hit('test', key, rule)))).filter((d) => d.allowed)).toHaveLength(10)
  })

  it('lets 10 of 19 requests within 0.7 s across the turn of a minute pass, from two instances', async () => {
    const minute = 60_000
    const start = 29_000_001 * minute - 350
    let clock = start
    const counters = instances(2, () => clock)
    const key = freshKey()
    let passed = 0
    for (let i = 0; i < 19; i++) {
      clock = start + Math.round((i * 700) / 18)
      if ((await counters[i % 2]!.hit('test', key, { limit: 10, windowMs: minute })).allowed) passed++
    }
    expect(passed).toBe(10)
  })

  it('decides generated bursts of parallel requests exactly as a brute-force count of "at most N in any W" (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 100, max: 10_000 }),
        fc.array(fc.record({ gap: fc.integer({ min: 0, max: 12_000 }), size: fc.integer({ min: 1, max: 8 }) }), { minLength: 1, maxLength: 8 }),
        async (limit, windowMs, bursts) => {
          let clock = 1_900_000_000_000
          const counters = instances(3, () => clock)
          const key = freshKey()
          const allowed: number[] = []
          for (const { gap, size } of bursts) {
            clock += gap
            // The oracle: N minus the allowed requests in (t − W, t], but never below none.
            const room = Math.max(0, limit - allowed.filter((a) => a > clock - windowMs).length)
            const decisions = await Promise.all(Array.from({ length: size }, (_, i) => counters[i % 3]!.hit('test', key, { limit, windowMs })))
            const passed = decisions.filter((d) => d.allowed).length
            expect(passed).toBe(Math.min(room, size))
            for (let i = 0; i < passed; i++) allowed.push(clock)
          }
          for (const start of allowed) expect(allowed.filter((a) => a >= start && a < start + windowMs).length).toBeLessThanOrEqual(limit)
        },
      ),
      { numRuns: 25 },
    )
  })

  it('stores each key as HMAC-SHA-256 under the deployment’s key: no address, no plain SHA-256, another key another item', async () => {
    const client = localDynamoDbClient(engine.endpoint)
    const address = '4:198.51.100.23'
    const [counter] = instances(1, () => 2_000_000_000_000)
    const [other] = instances(1, () => 2_000_000_000_000, 'another-deployment-key-0123456789abcdef')
    await counter!.hit('qualified-client', address, { limit: 5, windowMs: 60_000 })
    await other!.hit('qualified-client', address, { limit: 5, windowMs: 60_000 })
    const items = (await client.send(new ScanCommand({ TableName: table }))).Items ?? []
    const stored = items.map((item) => item.pk!.S!).filter((pk) => pk.startsWith('qualified-client#'))
    const hmac = (key: string) => `qualified-client#${createHmac('sha256', key).update(`qualified-client\n${address}`).digest('base64url')}`
    expect(stored.sort()).toEqual([hmac(secret), hmac('another-deployment-key-0123456789abcdef')].sort())
    const text = JSON.stringify(items)
    expect(text).not.toContain('198.51.100.23')
    for (const plain of [address, '198.51.100.23']) {
      expect(text).not.toContain(createHash('sha256').update(plain).digest('hex').slice(0, 16))
      expect(text).not.toContain(createHash('sha256').update(plain).digest('base64url').slice(0, 16))
    }
  })
})
