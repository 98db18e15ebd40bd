import type { AddressInfo } from 'node:net'
import { CreateTableCommand, DynamoDBClient, waitUntilTableExists } from '@aws-sdk/client-dynamodb'
import dynalite from 'dynalite'

/**
 * An embedded DynamoDB-compatible engine (dynalite, in memory) for `npm start` and the tests, so the
 * booking functions run with the real AWS SDK client against a real engine, never a mock.
 */
export async function startDynamoDbLocal(port = 0): Promise<{ endpoint: string; close(): Promise<void> }> {
  const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { endpoint, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

/** A client for a local engine (its credentials are never checked). */
export function localDynamoDbClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({ endpoint, region: 'eu-central-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } })
}

/**
 * The bookings table as the CDK stack makes it: one string partition key `pk`, on demand. Like
 * DynamoDB, the engine answers CreateTable while the table is still CREATING and refuses items until
 * it is ACTIVE (a race a loaded CI machine lost once): the SDK's own waiter waits for ACTIVE.
 */
export async function createBookingTable(client: DynamoDBClient, tableName: string): Promise<void> {
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
      KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
    }),
  )
  await waitUntilTableExists({ client, minDelay: 0.05, maxDelay: 0.5, maxWaitTime: 30 }, { TableName: tableName })
}

/**
 * The rate counters' table as the CDK stack makes it (infra/constructs/api.ts): one string key
 * `pk`, on demand. dynalite has no TTL (UpdateTimeToLive is unknown to it): its counters stay in
 * memory until the server stops, which is safe, since times outside a window are never counted
 * (docs/limits.md).
 */
export async function createRateLimitTable(client: DynamoDBClient, tableName: string): Promise<void> {
  await createBookingTable(client, tableName)
}
