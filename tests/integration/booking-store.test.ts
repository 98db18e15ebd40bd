// The booking store (lambdas/booking/store.ts) through the real AWS SDK DynamoDB client against an
// embedded DynamoDB-compatible engine (dynalite): one conditional write of the calendar item
// decides every change. What is stored is read back with plain GetItem/Scan
// (tests/support/booking-calendar.ts), not through the store.
import { randomUUID } from 'node:crypto'
import { DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingAvailability } from '../../content/booking'
import { offeredSlots } from '../../core/booking-slots'
import { createBookingStore, OutcomeUnknown, type Booking, type BookingStore, type ChangeResult } from '../../lambdas/booking/store'
import { createBookingTable, localDynamoDbClient, startDynamoDbLocal } from '../../scripts/server/dynamodb-local'
import { calendarProblems, readStoredCalendar, readTable } from '../support/booking-calendar'
import { startFaultProxy } from '../support/fault-proxy'

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

const slot = (start: string) => ({ start, end: new Date(Date.parse(start) + 20 * 60_000).toISOString() })

async function freshStore(endpoint = engine.endpoint): Promise<{ store: BookingStore; name: string; client: ReturnType<typeof localDynamoDbClient> }> {
  const client = localDynamoDbClient(endpoint)
  const name = `bookings-${++table}`
  await createBookingTable(localDynamoDbClient(engine.endpoint), name)
  return { store: createBookingStore(client, name, 30), name, client }
}

async function booked(own: BookingStore, start: string, email: string): Promise<Booking> {
  const result = await own.book(booking(start, email), now)
  if (!result.ok) throw new Error(`not booked: ${result.reason}`)
  return result.booking
}

const now = new Date('2026-03-01T00:00:00Z')

beforeAll(async () => {
  engine = await startDynamoDbLocal()
  store = (await freshStore()).store
})
afterAll(() => engine.close())

describe('booking a slot', () => {
  it('100 visitors racing for one slot: exactly one booking, 99 told the slot is taken', async () => {
    const start = '2026-03-30T07:00:00.000Z'
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => store.book(booking(start, `visitor${i}@example.com`), now)))
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.filter((r) => !r.ok && r.reason === 'slot_taken')).toHaveLength(99)
    const winner = results.find((r) => r.ok)!
    expect((await store.find(winner.ok ? winner.booking.id : ''))?.call).toMatchObject({ start, sequence: 0, status: 'booked' })
    // The 99 hold no address: each may book another slot.
    const retry = await store.book(booking('2026-03-30T07:30:00.000Z', 'visitor7@example.com'), now)
    expect(retry.ok || retry.reason).toBe(results[7]!.ok ? 'open_booking_exists' : true)
  })

  it('100 visitors racing for 100 different slots all book, each with one write: the one calendar item serialises them without refusing or retrying any', async () => {
    let updates = 0
    const proxy = await startFaultProxy(engine.endpoint, (_, request) => {
      if (request.headers['x-amz-target'] === 'DynamoDB_20120810.UpdateItem') updates++
      return { kind: 'forward' }
    })
    const own = await freshStore(proxy.url)
    const starts = Array.from({ length: 100 }, (_, i) => new Date(Date.parse('2026-04-06T07:00:00.000Z') + i * 30 * 60_000).toISOString())
    const results = await Promise.all(starts.map((start, i) => own.store.book(booking(start, `many${i}@example.com`), now)))
    await proxy.close()
    expect(results.filter((r) => !r.ok)).toEqual([])
    // No condition on a version of the whole calendar: a booking of another slot never makes one fail and try again.
    expect(updates).toBe(100)
    const calendar = await readStoredCalendar(localDynamoDbClient(engine.endpoint), own.name)
    expect(Object.keys(calendar.slots).sort()).toEqual([...starts].sort())
    expect(calendarProblems(calendar, now)).toEqual([])
  })

  it('one open call per e-mail address (any spelling of its case), also when two slots are booked at once', async () => {
    const { store: own } = await freshStore()
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

  it('a refused booking leaves no details behind; the table holds the calendar and the winner’s details only', async () => {
    const own = await freshStore()
    const start = '2026-04-01T07:00:00.000Z'
    await Promise.all(Array.from({ length: 10 }, (_, i) => own.store.book(booking(start, `lost${i}@example.com`), now)))
    const items = await readTable(own.client, own.name)
    expect(items.map((item) => item.kind).sort()).toEqual(['booking', 'calendar'])
  })

  it('cancelling frees the slot and the address and raises the SEQUENCE; a booking the calendar does not know cannot be cancelled', async () => {
    const { store: own } = await freshStore()
    const start = '2026-05-04T07:00:00.000Z'
    const first = await booked(own, start, 'anna@example.com')
    expect(await own.cancel(booking(start, 'anna@example.com'), now)).toEqual({ ok: false, reason: 'not_found' })
    const cancelled = await own.cancel(first, now)
    expect(cancelled).toMatchObject({ ok: true, booking: { id: first.id, sequence: 1 }, call: { status: 'cancelled', sequence: 1 } })
    expect(await own.bookedSpans(new Date(start), new Date('2026-05-05T00:00:00Z'))).toEqual([])
    expect((await own.book(booking(start, 'anna@example.com'), now)).ok).toBe(true)
    // Asked again, the cancellation is refused with how the call stands.
    expect(await own.cancel(first, now)).toMatchObject({ ok: false, reason: 'changed', call: { status: 'cancelled', sequence: 1 } })
  })

  it('rescheduling keeps the id, raises the sequence, frees the old slot, and cannot take a booked one', async () => {
    const { store: own } = await freshStore()
    const first = await booked(own, '2026-05-05T07:00:00.000Z', 'ben@example.com')
    const other = await booked(own, '2026-05-05T08:00:00.000Z', 'cleo@example.com')
    expect(await own.reschedule(first, slot(other.start), now)).toEqual({ ok: false, reason: 'slot_taken' })
    const moved = await own.reschedule(first, slot('2026-05-06T07:00:00.000Z'), now)
    expect(moved).toMatchObject({ ok: true, booking: { id: first.id, sequence: 1, start: '2026-05-06T07:00:00.000Z' } })
    expect((await own.find(first.id))?.call).toMatchObject({ start: '2026-05-06T07:00:00.000Z', sequence: 1, status: 'booked' })
    expect((await own.book(booking(first.start, 'dora@example.com'), now)).ok).toBe(true)
    // The old view (start and SEQUENCE 0) can change nothing any more.
    expect(await own.reschedule(first, slot('2026-05-07T07:00:00.000Z'), now)).toMatchObject({ ok: false, reason: 'changed', call: { start: '2026-05-06T07:00:00.000Z', sequence: 1 } })
  })
})

describe('one change at a time (issue 29)', () => {
  it('five parallel reschedules of one booking: exactly one is made, four are told where the call now is; one slot is held', async () => {
    const own = await freshStore()
    const first = await booked(own.store, '2026-06-01T07:00:00.000Z', 'five@example.com')
    const targets = [1, 2, 3, 4, 5].map((day) => slot(`2026-06-0${day + 1}T07:00:00.000Z`))
    const results = await Promise.all(targets.map((target) => own.store.reschedule(first, target, now)))
    const made = results.filter((r): r is Extract<ChangeResult, { ok: true }> => r.ok)
    expect(made).toHaveLength(1)
    const winner = made[0]!.booking
    for (const refused of results.filter((r) => !r.ok)) expect(refused).toMatchObject({ ok: false, reason: 'changed', call: { start: winner.start, sequence: 1 } })
    const calendar = await readStoredCalendar(own.client, own.name)
    expect(calendar.slots).toEqual({ [winner.start]: first.id })
    expect(calendar.calls[first.id]).toMatchObject({ start: winner.start, sequence: 1, status: 'booked' })
    expect(calendarProblems(calendar, now)).toEqual([])
  })

  it('cancellations and reschedules racing on one booking: exactly one change in all', async () => {
    const own = await freshStore()
    const first = await booked(own.store, '2026-06-01T07:00:00.000Z', 'race@example.com')
    const results = await Promise.all([
      own.store.cancel(first, now),
      own.store.reschedule(first, slot('2026-06-02T07:00:00.000Z'), now),
      own.store.cancel(first, now),
      own.store.reschedule(first, slot('2026-06-03T07:00:00.000Z'), now),
    ])
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect((await readStoredCalendar(own.client, own.name)).calls[first.id]!.sequence).toBe(1)
    expect(calendarProblems(await readStoredCalendar(own.client, own.name), now)).toEqual([])
  })

  it('a call that has started can be neither cancelled nor moved, whatever the caller read before: the store’s own condition holds the cutoff', async () => {
    const own = await freshStore()
    const first = await booked(own.store, '2026-06-01T07:00:00.000Z', 'late@example.com')
    const atStart = new Date(first.start)
    expect(await own.store.cancel(first, atStart)).toMatchObject({ ok: false, reason: 'changed', call: { status: 'booked', sequence: 0 } })
    expect(await own.store.reschedule(first, slot('2026-06-09T07:00:00.000Z'), new Date(Date.parse(first.end) + 70 * 60_000))).toMatchObject({ ok: false, reason: 'changed' })
    expect((await readStoredCalendar(own.client, own.name)).calls[first.id]).toMatchObject({ start: first.start, sequence: 0, status: 'booked' })
    // One millisecond before the start it is still open.
    expect((await own.store.cancel(first, new Date(atStart.getTime() - 1))).ok).toBe(true)
  })

  it('an answer lost on the way back (the SDK asks again and is refused) still counts as made, once', async () => {
    let lost = 0
    // The first UpdateItem reaches the engine, its answer never reaches the client.
    const proxy = await startFaultProxy(engine.endpoint, (_, request) => (request.headers['x-amz-target'] === 'DynamoDB_20120810.UpdateItem' && lost++ === 1 ? { kind: 'lose-answer' } : { kind: 'forward' }))
    try {
      const own = await freshStore(proxy.url)
      const first = await booked(own.store, '2026-06-01T07:00:00.000Z', 'lost@example.com')
      const moved = await own.store.reschedule(first, slot('2026-06-02T07:00:00.000Z'), now)
      expect(lost).toBeGreaterThan(2)
      expect(moved).toMatchObject({ ok: true, booking: { start: '2026-06-02T07:00:00.000Z', sequence: 1 } })
      expect((await readStoredCalendar(own.client, own.name)).calls[first.id]).toMatchObject({ start: '2026-06-02T07:00:00.000Z', sequence: 1 })
    } finally {
      await proxy.close()
    }
  })
})

describe('a lost write is decided, never left open', () => {
  it('a move whose writes reach the table only after the client gave up is fenced: the error means nothing moved, also after they arrive', async () => {
    let updates = 0
    let land!: () => void
    const landing = new Promise<void>((resolve) => (land = resolve))
    // UpdateItem 0 is the booking; 1 and 2 (the move's two attempts) lose their answer and reach the engine only once the move has failed; 3 (the fence) goes through.
    const proxy = await startFaultProxy(engine.endpoint, (_, request) => {
      if (request.headers['x-amz-target'] !== 'DynamoDB_20120810.UpdateItem') return { kind: 'forward' }
      const index = updates++
      return index === 1 || index === 2 ? { kind: 'reset', forwardWhen: landing } : { kind: 'forward' }
    })
    try {
      const client = new DynamoDBClient({ endpoint: proxy.url, region: 'eu-central-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, maxAttempts: 2 })
      const name = `bookings-${++table}`
      await createBookingTable(localDynamoDbClient(engine.endpoint), name)
      const own = createBookingStore(client, name, 30)
      const first = await booked(own, '2026-06-01T07:00:00.000Z', 'fenced@example.com')
      await expect(own.reschedule(first, slot('2026-06-02T07:00:00.000Z'), now)).rejects.toThrow()
      land()
      await proxy.settled()
      const calendar = await readStoredCalendar(localDynamoDbClient(engine.endpoint), name)
      expect(calendar.calls[first.id]).toMatchObject({ start: first.start, sequence: 0, status: 'booked' })
      expect(calendar.slots).toEqual({ [first.start]: first.id })
      expect(updates).toBe(4)
    } finally {
      await proxy.close()
    }
  })
})

describe('a lost write that cannot be decided', () => {
  it('is reported as unknown, never as failed; when it lands after all, the booking stands whole (the sweep keeps its details)', async () => {
    let down = false
    let land!: () => void
    const landing = new Promise<void>((resolve) => (land = resolve))
    // The booking's write loses its answer and lands only after the store has given up; meanwhile the table answers nothing (every request reset).
    const proxy = await startFaultProxy(engine.endpoint, (_, request) => {
      if (request.headers['x-amz-target'] === 'DynamoDB_20120810.UpdateItem' && !down) {
        down = true
        return { kind: 'reset', forwardWhen: landing }
      }
      return down ? { kind: 'reset' } : { kind: 'forward' }
    })
    try {
      const client = new DynamoDBClient({ endpoint: proxy.url, region: 'eu-central-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, maxAttempts: 1 })
      const name = `bookings-${++table}`
      await createBookingTable(localDynamoDbClient(engine.endpoint), name)
      const own = createBookingStore(client, name, 30)
      const lost = booking('2026-06-01T07:00:00.000Z', 'unknown@example.com')
      await expect(own.book(lost, now)).rejects.toThrow(OutcomeUnknown)
      land()
      await proxy.settled()
      const direct = createBookingStore(localDynamoDbClient(engine.endpoint), name, 30)
      expect((await readStoredCalendar(localDynamoDbClient(engine.endpoint), name)).calls[lost.id]).toMatchObject({ start: lost.start, status: 'booked' })
      expect((await direct.sweep(new Date(now.getTime() + 2 * 3_600_000))).orphans).toBe(0)
      expect((await direct.find(lost.id))?.booking).toMatchObject({ email: 'unknown@example.com' })
    } finally {
      await proxy.close()
    }
  })
})

describe('keeping the calendar small and the data no longer than promised', () => {
  it('a call that is over leaves the calendar for its own item; the link still finds how it ended', async () => {
    const own = await freshStore()
    const first = await booked(own.store, '2026-06-01T07:00:00.000Z', 'past@example.com')
    const after = new Date(Date.parse(first.end) + 60_000)
    expect(await own.store.sweep(after)).toMatchObject({ archived: 1 })
    const calendar = await readStoredCalendar(own.client, own.name)
    expect(calendar).toEqual({ slots: {}, calls: {}, addresses: {} })
    expect(await own.store.find(first.id)).toMatchObject({ call: { start: first.start, status: 'booked', sequence: 0 }, booking: { name: 'Mei Lin' } })
    // The address is free again.
    expect((await own.store.book(booking('2026-06-20T07:00:00.000Z', 'past@example.com'), after)).ok).toBe(true)
  })

  it('a cancelled call keeps no personal details once archived: only its time and state remain, until its retention ends', async () => {
    const own = await freshStore()
    const first = await booked(own.store, '2026-06-01T07:00:00.000Z', 'gone@example.com')
    const cancelled = await own.store.cancel(first, now)
    if (!cancelled.ok) throw new Error('not cancelled')
    await own.store.queueMail({ id: `${first.id}.1.visitor`, raw: 'x', queuedAt: now.toISOString(), attempts: 1 })
    expect(await own.store.archive(first.id, now)).toBe(true)
    const item = (await own.client.send(new GetItemCommand({ TableName: own.name, Key: { pk: { S: `BOOKING#${first.id}` } }, ConsistentRead: true }))).Item!
    expect(JSON.stringify(item)).not.toMatch(/Mei Lin|gone@example\.com|Amazon DE/)
    expect(await own.store.find(first.id)).toMatchObject({ call: { status: 'cancelled', start: first.start, sequence: 1 }, booking: undefined })
    expect((await own.store.sweep(new Date(Date.parse(first.end) + 31 * 86_400_000))).expired).toBeGreaterThanOrEqual(1)
    expect(await own.store.find(first.id)).toBeUndefined()
  })

  it('details that no call names are deleted by the sweep after an hour, not before', async () => {
    const own = await freshStore()
    const orphan = booking('2026-06-01T07:00:00.000Z', 'orphan@example.com', { createdAt: now.toISOString() })
    await own.client.send(new PutItemCommand({ TableName: own.name, Item: { pk: { S: `BOOKING#${orphan.id}` }, kind: { S: 'booking' }, createdAt: { S: orphan.createdAt }, data: { S: JSON.stringify(orphan) } } }))
    const live = await booked(own.store, '2026-06-02T07:00:00.000Z', 'live@example.com')
    expect(await own.store.sweep(new Date(now.getTime() + 30 * 60_000))).toMatchObject({ orphans: 0 })
    expect(await own.store.sweep(new Date(now.getTime() + 61 * 60_000))).toMatchObject({ orphans: 1 })
    expect(await own.store.find(orphan.id)).toBeUndefined()
    // Fenced before it went: a booking write still on its way can never name details that are gone.
    const raw = (await own.client.send(new GetItemCommand({ TableName: own.name, Key: { pk: { S: 'CALENDAR' } }, ConsistentRead: true }))).Item!
    expect(Object.keys(raw.fences!.M!)).toContain(orphan.id)
    expect((await own.store.find(live.id))?.booking).toMatchObject({ email: 'live@example.com' })
  })

  it('every slot of the horizon booked still fits the calendar item far under DynamoDB’s 400 KB', async () => {
    const own = await freshStore()
    const at = new Date('2026-06-01T00:00:00Z')
    const all = offeredSlots({ ...bookingAvailability, minimumNoticeHours: 0 }, at, [])
    const results = await Promise.all(all.map((s, i) => own.store.book(booking(s.start, `full${i}@example.com`), at)))
    expect(results.every((r) => r.ok)).toBe(true)
    // A strongly consistent read costs one unit per 4 KB started (DynamoDB's rule, which the engine applies).
    const read = await own.client.send(new GetItemCommand({ TableName: own.name, Key: { pk: { S: 'CALENDAR' } }, ConsistentRead: true, ReturnConsumedCapacity: 'TOTAL' }))
    const kilobytes = read.ConsumedCapacity!.CapacityUnits! * 4
    expect(kilobytes).toBeLessThan(400 / 2)
    expect(calendarProblems(await readStoredCalendar(own.client, own.name), at)).toEqual([])
  })
})

describe('a replayed booking (issue 39 C3)', () => {
  it('is found for the same request within ten minutes of the booking, not after, and not for a request that differs in any field', async () => {
    const own = await freshStore()
    const made = await booked(own.store, '2026-06-03T07:00:00.000Z', 'replay@example.com')
    const input = { start: made.start, name: made.name, email: made.email, phone: made.phone, channel: made.channel, company: made.company, opposingParty: made.opposingParty, intake: made.intake, lang: made.lang, zone: made.zone }
    const createdAt = Date.parse(made.createdAt)
    expect(await own.store.findReplay(input, new Date(createdAt + 9 * 60_000))).toMatchObject({ id: made.id, start: made.start })
    expect(await own.store.findReplay(input, new Date(createdAt + 11 * 60_000))).toBeUndefined()
    for (const changed of [{ name: 'Mei' }, { phone: '+49 1' }, { company: 'Other Ltd.' }, { zone: 'Europe/Berlin' }, { intake: { ...made.intake, vatIds: 'DE123' } }, { email: 'REPLAY@example.com' }]) {
      expect(await own.store.findReplay({ ...input, ...changed }, new Date(createdAt)), JSON.stringify(changed)).toBeUndefined()
    }
    // Moved since, it is no replay any more.
    const moved = await own.store.reschedule(made, slot('2026-06-03T08:00:00.000Z'), new Date(createdAt))
    expect(moved.ok).toBe(true)
    expect(await own.store.findReplay({ ...input, start: '2026-06-03T08:00:00.000Z' }, new Date(createdAt))).toBeUndefined()
  })
})

describe('reminders', () => {
  it('a reminder is marked once per call and SEQUENCE; a move makes the new time due again', async () => {
    const own = await freshStore()
    const first = await booked(own.store, '2026-06-02T07:00:00.000Z', 'remind@example.com')
    const dayBefore = new Date('2026-06-01T08:00:00Z')
    const [due] = await own.store.dueReminders(dayBefore, new Date(dayBefore.getTime() + 86_400_000))
    expect(due).toMatchObject({ id: first.id, sequence: 0, email: 'remind@example.com' })
    expect(await Promise.all([own.store.markReminded(due!, dayBefore), own.store.markReminded(due!, dayBefore)])).toEqual(expect.arrayContaining([true, false]))
    expect(await own.store.dueReminders(dayBefore, new Date(dayBefore.getTime() + 86_400_000))).toEqual([])
    const moved = await own.store.reschedule(first, slot('2026-06-02T07:30:00.000Z'), dayBefore)
    if (!moved.ok) throw new Error('not moved')
    // The old SEQUENCE can no longer be marked; the moved call is due again.
    expect(await own.store.markReminded(due!, dayBefore)).toBe(false)
    expect(await own.store.dueReminders(dayBefore, new Date(dayBefore.getTime() + 86_400_000))).toMatchObject([{ id: first.id, sequence: 1, start: '2026-06-02T07:30:00.000Z' }])
  })
})
