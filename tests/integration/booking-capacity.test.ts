// Issue 39 A4: the one calendar item against DynamoDB's 400 KB, through the real AWS SDK against
// dynalite, which applies DynamoDB's item-size rule itself (it refuses a PutItem or UpdateItem whose
// item would outgrow 400 KB): the engine, not the store's own arithmetic, is the judge of what fits.
import { randomUUID } from 'node:crypto'
import { GetItemCommand, PutItemCommand, type AttributeValue } from '@aws-sdk/client-dynamodb'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calendarCallCapacity } from '../../lambdas/booking/calendar'
import { createBookingStore, OutcomeUnknown, type Booking } from '../../lambdas/booking/store'
import { createBookingTable, localDynamoDbClient, startDynamoDbLocal } from '../../scripts/server/dynamodb-local'

let engine: Awaited<ReturnType<typeof startDynamoDbLocal>>
let table = 0

beforeAll(async () => {
  engine = await startDynamoDbLocal()
})
afterAll(() => engine.close())

async function freshTable() {
  const client = localDynamoDbClient(engine.endpoint)
  const name = `capacity-${++table}`
  await createBookingTable(client, name)
  return { client, name, store: createBookingStore(client, name, 30) }
}

const now = new Date('2026-03-01T00:00:00Z')
const minutes = (iso: string, m: number) => new Date(Date.parse(iso) + m * 60_000).toISOString()

function booking(start: string, email: string): Booking {
  return { id: randomUUID(), start, end: minutes(start, 20), lang: 'zh', zone: 'Asia/Shanghai', name: 'Mei Lin', email, phone: '', channel: 'phone', company: 'Lin Trading Ltd.', opposingParty: '', intake: { marketplaces: '', storageCountries: '', vatIds: '' }, sequence: 0, createdAt: now.toISOString() }
}

/**
 * A calendar item holding `count` calls with the longest values a call can carry (a 64-character
 * zone, a six-digit SEQUENCE, a reminder mark), spelled out here in the wire format, each with its
 * slot and its address: what the store writes for a call, at its largest.
 */
function fullCalendar(count: number): Record<string, AttributeValue> {
  const slots: Record<string, AttributeValue> = {}
  const calls: Record<string, AttributeValue> = {}
  const addresses: Record<string, AttributeValue> = {}
  for (let i = 0; i < count; i++) {
    const id = randomUUID()
    const start = new Date(Date.parse('2026-04-01T00:00:00.000Z') + i * 60_000).toISOString()
    const address = Buffer.from(`${i}`.padStart(32, 'a')).toString('base64url').slice(0, 43)
    slots[start] = { S: id }
    calls[id] = {
      M: {
        start: { S: start },
        end: { S: minutes(start, 20) },
        sequence: { N: '999999' },
        status: { S: 'booked' },
        address: { S: address },
        lang: { S: 'zh' },
        zone: { S: `America/${'x'.repeat(56)}` },
        changedAt: { S: now.toISOString() },
        change: { S: randomUUID() },
        remindedAt: { S: now.toISOString() },
      },
    }
    addresses[address] = { M: { bookingId: { S: id }, callEnd: { S: minutes(start, 20) } } }
  }
  return { pk: { S: 'CALENDAR' }, kind: { S: 'calendar' }, slots: { M: slots }, calls: { M: calls }, addresses: { M: addresses }, fences: { M: {} } }
}

describe('the calendar item never outgrows DynamoDB’s 400 KB (issue 39 A4)', () => {
  it('at its capacity of the largest calls it still fits; one booking more is refused as a full calendar (nothing stored), no time is offered, and moves and cancellations still go through', async () => {
    const { client, name, store } = await freshTable()
    // dynalite refuses the PutItem if capacity − 1 of the largest calls did not fit.
    await client.send(new PutItemCommand({ TableName: name, Item: fullCalendar(calendarCallCapacity - 1) }))
    const last = await store.book(booking('2026-05-04T07:00:00.000Z', 'last@example.com'), now)
    expect(last.ok).toBe(true)
    const more = booking('2026-05-04T08:00:00.000Z', 'more@example.com')
    expect(await store.book(more, now)).toEqual({ ok: false, reason: 'calendar_full' })
    // Nothing of the refused booking is kept.
    expect((await client.send(new GetItemCommand({ TableName: name, Key: { pk: { S: `BOOKING#${more.id}` } }, ConsistentRead: true }))).Item).toBeUndefined()
    // A full calendar offers no time: every time reads as booked.
    const from = new Date('2026-05-05T00:00:00Z')
    const to = new Date('2026-05-06T00:00:00Z')
    expect(await store.bookedSpans(from, to)).toEqual([{ start: from, end: to }])
    if (!last.ok) return
    const moved = await store.reschedule(last.booking, { start: '2026-05-04T09:00:00.000Z', end: '2026-05-04T09:20:00.000Z' }, now)
    expect(moved.ok).toBe(true)
    if (!moved.ok) return
    expect((await store.cancel(moved.booking, now)).ok).toBe(true)
    // A strongly consistent read costs one unit per 4 KB started (DynamoDB's rule, which the engine applies).
    const read = await client.send(new GetItemCommand({ TableName: name, Key: { pk: { S: 'CALENDAR' } }, ConsistentRead: true, ReturnConsumedCapacity: 'TOTAL' }))
    expect(read.ConsumedCapacity!.CapacityUnits! * 4).toBeLessThanOrEqual(400)
  })

  it('a write DynamoDB refuses for the item’s size is a definite refusal: an error at once, never “may have gone through”', async () => {
    const { client, name, store } = await freshTable()
    // A calendar 40 bytes under the limit (66 bytes of names and empty maps, the padding's name and text): any booking's
    // write would outgrow it, and so would the fence that answers a lost write (the "store_unconfirmed").
    const item = { pk: { S: 'CALENDAR' }, kind: { S: 'calendar' }, slots: { M: {} }, calls: { M: {} }, addresses: { M: {} }, fences: { M: {} }, padding: { S: 'x'.repeat(400 * 1024 - 66 - 40) } }
    await client.send(new PutItemCommand({ TableName: name, Item: item }))
    const error = await store.book(booking('2026-05-04T07:00:00.000Z', 'big@example.com'), now).then(
      () => undefined,
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(Error)
    expect(error).not.toBeInstanceOf(OutcomeUnknown)
    expect((error as Error).name).toBe('ValidationException')
  })
})
