// The booking store (lambdas/booking/store.ts) through the real AWS SDK DynamoDB client against an
// embedded DynamoDB-compatible engine (dynalite): the conditional write is the lock.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBookingStore, type Booking, type BookingStore } from '../../lambdas/booking/store'
import { createBookingTable, localDynamoDbClient, startDynamoDbLocal } from '../../scripts/server/dynamodb-local'

let engine: Awaited<ReturnType<typeof startDynamoDbLocal>>
let store: BookingStore
let table = 0

function booking(start: string, email: string, overrides: Partial<Booking> = {}): Booking {
  const end = new Date(Date.parse(start) + 20 * 60_000).toISOString()
  return {
    id: randomUUID(),
    start,
    end,
    lang: 'de',
    zone: 'Asia/Shanghai',
    name: 'Mei Lin',
    email,
    phone: '',
    channel: 'video',
    company: 'Lin Trading Ltd.',
    opposingParty: '',
    intake: { marketplaces: 'Amazon DE', storageCountries: 'DE, PL', vatIds: 'none' },
    sequence: 0,
    createdAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  }
}

async function freshStore(): Promise<BookingStore> {
  const client = localDynamoDbClient(engine.endpoint)
  const name = `bookings-${++table}`
  await createBookingTable(client, name)
  return createBookingStore(client, name, 30)
}

const now = new Date('2026-03-01T00:00:00Z')

beforeAll(async () => {
  engine = await startDynamoDbLocal()
  store = await freshStore()
})
afterAll(() => engine.close())

describe('booking a slot', () => {
  it('100 visitors racing for one slot: exactly one booking, 99 told the slot is taken', async () => {
    const start = '2026-03-30T07:00:00.000Z'
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => store.book(booking(start, `visitor${i}@example.com`), now)))
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.filter((r) => !r.ok && r.reason === 'slot_taken')).toHaveLength(99)
    const winner = results.find((r) => r.ok)!
    expect(await store.find(winner.ok ? winner.booking.id : '', start)).toMatchObject({ start, sequence: 0 })
    // The 99 lost their address lock again: each may book another slot.
    const retry = await store.book(booking('2026-03-30T07:30:00.000Z', 'visitor7@example.com'), now)
    expect(retry.ok || retry.reason).toBe(results[7]!.ok ? 'open_booking_exists' : true)
  })

  it('one open call per e-mail address (any spelling of its case), also when two slots are booked at once', async () => {
    const own = await freshStore()
    const [a, b] = await Promise.all([
      own.book(booking('2026-04-01T07:00:00.000Z', 'Chen@Example.com'), now),
      own.book(booking('2026-04-02T07:00:00.000Z', 'chen@example.com '), now),
    ])
    expect([a.ok, b.ok].filter(Boolean)).toHaveLength(1)
    expect([a, b].find((r) => !r.ok)).toEqual({ ok: false, reason: 'open_booking_exists' })
    // The slot of the refused one stays free.
    expect(await own.bookedSpans(new Date('2026-04-01T00:00:00Z'), new Date('2026-04-03T00:00:00Z'))).toHaveLength(1)
    // Once the call is over, the address may book again.
    const later = await own.book(booking('2026-04-20T07:00:00.000Z', 'chen@example.com'), new Date('2026-04-10T00:00:00Z'))
    expect(later.ok).toBe(true)
  })

  it('cancelling frees the slot and the address; only the booking’s own id can cancel it', async () => {
    const own = await freshStore()
    const start = '2026-05-04T07:00:00.000Z'
    const first = await own.book(booking(start, 'anna@example.com'), now)
    if (!first.ok) throw new Error('not booked')
    expect(await own.cancel(randomUUID(), start)).toBeUndefined()
    expect((await own.cancel(first.booking.id, start))?.id).toBe(first.booking.id)
    expect(await own.bookedSpans(new Date(start), new Date('2026-05-05T00:00:00Z'))).toEqual([])
    expect((await own.book(booking(start, 'anna@example.com'), now)).ok).toBe(true)
  })

  it('rescheduling keeps the id, raises the sequence, frees the old slot, and cannot take a booked one', async () => {
    const own = await freshStore()
    const first = await own.book(booking('2026-05-05T07:00:00.000Z', 'ben@example.com'), now)
    const other = await own.book(booking('2026-05-05T08:00:00.000Z', 'cleo@example.com'), now)
    if (!first.ok || !other.ok) throw new Error('not booked')
    expect(await own.reschedule(first.booking.id, first.booking.start, { start: other.booking.start, end: other.booking.end }, now)).toEqual({ ok: false, reason: 'slot_taken' })
    const moved = await own.reschedule(first.booking.id, first.booking.start, { start: '2026-05-06T07:00:00.000Z', end: '2026-05-06T07:20:00.000Z' }, now)
    expect(moved).toMatchObject({ ok: true, booking: { id: first.booking.id, sequence: 1, start: '2026-05-06T07:00:00.000Z' } })
    expect(await own.find(first.booking.id, first.booking.start)).toBeUndefined()
    expect((await own.book(booking(first.booking.start, 'dora@example.com'), now)).ok).toBe(true)
    expect(await own.reschedule(randomUUID(), '2026-05-06T07:00:00.000Z', { start: '2026-05-07T07:00:00.000Z', end: '2026-05-07T07:20:00.000Z' }, now)).toEqual({ ok: false, reason: 'not_found' })
  })

  it('the sweep deletes every item past its expiry (30 days after the call) and nothing else', async () => {
    const own = await freshStore()
    await own.book(booking('2026-03-02T07:00:00.000Z', 'old@example.com'), now)
    await own.book(booking('2026-06-02T07:00:00.000Z', 'new@example.com'), now)
    expect(await own.sweepExpired(new Date('2026-04-01T08:00:00Z'))).toBe(2) // the old call's slot and address items
    expect(await own.bookedSpans(new Date('2026-01-01T00:00:00Z'), new Date('2027-01-01T00:00:00Z'))).toEqual([{ start: new Date('2026-06-02T07:00:00.000Z'), end: new Date('2026-06-02T07:20:00.000Z') }])
  })
})
