// The booking API through the local server as `npm start` runs it (embedded DynamoDB engine, SES
// emulator, the sample calendar): how long listing the free slots and booking one take, one
// visitor after another, and how races for one slot or one booking end. Every request comes from
// this machine, so the site runs with limits per client that never stand in the way
// (`benchLimits`); the local server names each connection's own address as the viewer's, as
// CloudFront does, and ignores any a client sends.
import { randomUUID } from 'node:crypto'
import { GetItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb'
import { bookingAvailability } from '../../content/booking'
import { bookingApi, type BookingRequest, type SlotsAnswer } from '../../core/booking-api'
import type { BookingAvailability } from '../../content/types'
import { availabilityProblems, mostCallsAtOnce, offeredSlots } from '../../core/booking-slots'
import { calendarCallCapacity } from '../../lambdas/booking/calendar'
import { createBookingStore, type Booking } from '../../lambdas/booking/store'
import { createBookingTable, localDynamoDbClient, startDynamoDbLocal } from '../server/dynamodb-local'
import type { LocalSite } from './local-site'
import { median, ms, quantile, table } from './report'

export interface BookingLatency {
  label: string
  count: number
  firstMs: number
  p50Ms: number
  p95Ms: number
}

async function timed(request: () => Promise<Response>): Promise<number> {
  const started = performance.now()
  const response = await request()
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`booking bench: HTTP ${response.status}`)
  return performance.now() - started
}

function summary(label: string, samples: number[]): BookingLatency {
  const [first, ...rest] = samples
  return { label, count: samples.length, firstMs: first!, p50Ms: median(rest), p95Ms: quantile(rest, 0.95) }
}

/** The server's environment for the booking bench: limits per client far above what the bench sends from its one address. */
export const benchLimits = { BOOKING_WRITES_PER_MINUTE: '100000', BOOKING_READS_PER_MINUTE: '100000' }

export async function measureBooking(site: LocalSite, lists = 200, bookings = 30): Promise<BookingLatency[]> {
  const listing: number[] = []
  for (let i = 0; i < lists; i++) listing.push(await timed(() => fetch(`${site.url}${bookingApi.slotsPath}?lang=de`)))
  const pages: number[] = []
  for (let i = 0; i < 50; i++) pages.push(await timed(() => fetch(`${site.url}${bookingApi.slotsPath}?lang=zh&tz=Asia%2FShanghai&view=page`)))
  const { slots } = (await (await fetch(`${site.url}${bookingApi.slotsPath}?lang=de`)).json()) as SlotsAnswer
  const booking: number[] = []
  for (let i = 0; i < Math.min(bookings, slots.length); i++) {
    const request: BookingRequest = { start: slots[i]!.start, name: 'Bench', email: `bench${i}@example.com`, channel: 'phone', phone: '+49 30 1234567', company: 'Bench GmbH', lang: 'de' }
    const body = JSON.stringify(request)
    booking.push(await timed(() => fetch(`${site.url}${bookingApi.bookPath}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })))
  }
  return [
    summary(`GET ${bookingApi.slotsPath} (JSON, ${slots.length} slots)`, listing),
    summary(`GET ${bookingApi.slotsPath}?view=page (the page without JavaScript)`, pages),
    summary(`POST ${bookingApi.bookPath} (store, two mails with invitations to the SES emulator)`, booking),
  ]
}

export function bookingTable(rows: BookingLatency[]): string {
  return table(['Request', 'n', 'first', 'p50 after', 'p95 after'], rows.map((r) => [r.label, r.count, ms(r.firstMs), ms(r.p50Ms), ms(r.p95Ms)]))
}

/** One race: how many of the racing requests succeeded, and how long they took (all of them, racing). */
export interface RaceResult {
  label: string
  trials: number
  requests: number
  /** Successes per trial (200s). */
  successes: number[]
  /** Per trial, how many of the slots raced for are held afterwards (the free list no longer offers them): must equal the successes. */
  held: number[]
  expected: number
  /** Every answer's status, counted over all trials ("200: 5, 409: 95"). */
  statuses: string
  p50Ms: number
  p95Ms: number
  wallMs: number
}

async function timedStatus(request: () => Promise<Response>): Promise<{ status: number; ms: number }> {
  const started = performance.now()
  const response = await request()
  await response.arrayBuffer()
  return { status: response.status, ms: performance.now() - started }
}

interface StoredEmail {
  destination: { to: string[] }
  body: { text?: string }
}

/**
 * Races through the local server, each request from an address of its own: N parallel reschedules
 * of one booking (from its mail's link, each to another free slot), 100 visitors for one slot, and
 * 100 visitors for 100 different slots. Must: one reschedule per trial, one booking of the one slot,
 * all 100 of the different slots.
 */
export async function measureBookingRaces(site: LocalSite, { trials = 5, parallel = 20, visitors = 100 } = {}): Promise<RaceResult[]> {
  const free = async () => ((await (await fetch(`${site.url}${bookingApi.slotsPath}?lang=de`)).json()) as SlotsAnswer).slots.map((slot) => slot.start)
  const book = (start: string, email: string) => {
    const request: BookingRequest = { start, name: 'Race', email, channel: 'phone', phone: '+49 30 1234567', company: 'Race GmbH', lang: 'de' }
    return fetch(`${site.url}${bookingApi.bookPath}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request) })
  }
  type Run = () => Promise<{ answers: { status: number; ms: number }[]; raced: string[] }>
  const race = async (label: string, expected: number, runs: Run[]): Promise<RaceResult> => {
    const successes: number[] = []
    const held: number[] = []
    const latencies: number[] = []
    const statuses = new Map<number, number>()
    const started = performance.now()
    for (const run of runs) {
      const { answers, raced } = await run()
      const after = new Set(await free())
      held.push(raced.filter((start) => !after.has(start)).length)
      successes.push(answers.filter((a) => a.status === 200).length)
      latencies.push(...answers.map((a) => a.ms))
      for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
    }
    const counted = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`).join(', ')
    return { label, trials: runs.length, requests: latencies.length / runs.length, successes, held, expected, statuses: counted, p50Ms: median(latencies), p95Ms: quantile(latencies, 0.95), wallMs: (performance.now() - started) / runs.length }
  }

  const results: RaceResult[] = []
  const reschedules = Array.from({ length: trials }, (_, trial) => async () => {
    const slots = await free()
    const email = `race-move-${trial}-${Date.now()}@example.com`
    const booked = await book(slots.at(-1)!, email)
    if (!booked.ok) throw new Error(`booking bench: the race's booking failed (${booked.status})`)
    const mails = ((await (await fetch(`${site.sesUrl}/store`)).json()) as { emails: StoredEmail[] }).emails
    const text = mails.filter((m) => m.destination.to.join().includes(email)).at(-1)?.body.text ?? ''
    const link = /Verschieben: (\S+)/.exec(text)?.[1]
    if (!link) throw new Error('booking bench: no reschedule link in the mail')
    const token = new URL(link).searchParams.get('t')!
    const targets = slots.slice(0, parallel)
    const answers = await Promise.all(
      targets.map((start) =>
        timedStatus(() =>
          fetch(`${site.url}${bookingApi.managePath}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ t: token, start, lang: 'de' }) }),
        ),
      ),
    )
    return { answers, raced: targets }
  })
  results.push(await race(`${parallel} parallel reschedules of one booking (its mail's link, each to another slot)`, 1, reschedules))
  results.push(
    await race(`${visitors} visitors booking one slot at once`, 1, [
      async () => {
        const [slot] = await free()
        return { answers: await Promise.all(Array.from({ length: visitors }, (_, i) => timedStatus(() => book(slot!, `race-one-${i}-${Date.now()}@example.com`)))), raced: [slot!] }
      },
    ]),
  )
  // As many visitors as there are free slots, up to `visitors`: a horizon with the firm's closures in it (late December) offers fewer.
  const many = Math.min(visitors, (await free()).length)
  const different = async () => {
    const slots = (await free()).slice(0, many)
    if (slots.length < many) throw new Error(`booking bench: only ${slots.length} free slots for ${many} visitors`)
    return { answers: await Promise.all(slots.map((slot, i) => timedStatus(() => book(slot, `race-many-${i}-${Date.now()}@example.com`)))), raced: slots }
  }
  results.push(await race(`${many} visitors booking ${many} different slots at once`, many, [different]))
  return results
}

export function raceTable(rows: RaceResult[]): string {
  return table(
    ['Race', 'trials × requests', 'succeeded per trial', 'must', 'slots held after', 'answers', 'p50', 'p95', 'wall per trial'],
    rows.map((r) => [r.label, `${r.trials} × ${r.requests}`, r.successes.join(', '), r.expected, r.held.join(', '), r.statuses, ms(r.p50Ms), ms(r.p95Ms), ms(r.wallMs, 0)]),
  )
}

/**
 * The largest availability the content check lets through for the hours (Mon–Fri
 * 09:00–17:00, the schema's longest horizon of 90 days, no buffer): the shortest call it accepts.
 */
export function largestAcceptedAvailability(): BookingAvailability {
  const weekdayHours = ([1, 2, 3, 4, 5] as const).map((weekday) => ({ weekday, from: '09:00', to: '17:00' }))
  for (let callMinutes = 5; callMinutes <= 240; callMinutes++) {
    const availability: BookingAvailability = { ...bookingAvailability, callMinutes, bufferMinutes: 0, minimumNoticeHours: 0, horizonDays: 90, weeklyHours: weekdayHours, closures: [] }
    if (availabilityProblems(availability, calendarCallCapacity).length === 0) return availability
  }
  throw new Error('booking bench: no call length fits the calendar')
}

export interface CalendarSize {
  label: string
  /** Calls the bound allows at once for the availability (core/booking-slots.ts mostCallsAtOnce). */
  bound: number
  /** Slots offered and booked: every one must be. */
  offered: number
  booked: number
  /** Slots raced for at the end (20 visitors each) and how many had exactly one winner. */
  raced: number
  oneWinner: number
  writeKb: number
  readUnits: number
  bytesPerCall: number
}

/**
 * The calendar item with every offered slot booked (no minimum notice, no busy times), in an
 * embedded engine: first the content's availability, then the largest one the content check
 * accepts; the last five slots each raced for by 20 visitors at once. Its size as DynamoDB counts
 * it (write capacity units of an update: one per KB started; read units of a strongly consistent
 * read: one per 4 KB started), and the cost of one more write.
 */
export async function measureCalendarSize(): Promise<CalendarSize[]> {
  const engine = await startDynamoDbLocal()
  try {
    const rows: CalendarSize[] = []
    const cases: [string, BookingAvailability][] = [
      ['the content’s availability', { ...bookingAvailability, minimumNoticeHours: 0 }],
      ['the largest the content check accepts', largestAcceptedAvailability()],
    ]
    for (const [index, [label, availability]] of cases.entries()) {
      const client = localDynamoDbClient(engine.endpoint)
      const name = `bench-calendar-${index}`
      await createBookingTable(client, name)
      const store = createBookingStore(client, name, 30)
      const at = new Date('2026-06-01T00:00:00Z')
      const slots = offeredSlots(availability, at, [])
      const visitor = (slot: { start: string; end: string }, email: string): Booking => ({ id: randomUUID(), start: slot.start, end: slot.end, lang: 'zh', zone: 'America/Argentina/Buenos_Aires', name: 'Bench', email, phone: '+49 30 1234567', channel: 'phone', company: 'Bench Trading Co., Ltd.', opposingParty: '', intake: { marketplaces: '', storageCountries: '', vatIds: '' }, sequence: 0, createdAt: at.toISOString() })
      const raced = slots.slice(-5)
      let booked = 0
      for (const [i, slot] of slots.slice(0, -raced.length).entries()) {
        const result = await store.book(visitor(slot, `calendar-${i}@example.com`), at)
        if (!result.ok) throw new Error(`booking bench: slot ${slot.start} refused (${result.reason})`)
        booked++
      }
      let oneWinner = 0
      for (const [i, slot] of raced.entries()) {
        const results = await Promise.all(Array.from({ length: 20 }, (_, j) => store.book(visitor(slot, `race-${i}-${j}@example.com`), at)))
        const winners = results.filter((result) => result.ok).length
        if (winners === 1) oneWinner++
        booked += winners
      }
      const key = { pk: { S: 'CALENDAR' } }
      const write = await client.send(new UpdateItemCommand({ TableName: name, Key: key, UpdateExpression: 'SET kind = :kind', ExpressionAttributeValues: { ':kind': { S: 'calendar' } }, ReturnConsumedCapacity: 'TOTAL' }))
      const read = await client.send(new GetItemCommand({ TableName: name, Key: key, ConsistentRead: true, ReturnConsumedCapacity: 'TOTAL' }))
      const writeKb = write.ConsumedCapacity!.CapacityUnits!
      rows.push({ label: `${label}: ${availability.callMinutes} + ${availability.bufferMinutes} min, ${availability.horizonDays} days`, bound: mostCallsAtOnce(availability), offered: slots.length, booked, raced: raced.length, oneWinner, writeKb, readUnits: read.ConsumedCapacity!.CapacityUnits!, bytesPerCall: Math.round((writeKb * 1024) / slots.length) })
    }
    return rows
  } finally {
    await engine.close()
  }
}

export function calendarSizeTable(rows: CalendarSize[]): string {
  return table(
    ['Availability', 'calls at once (bound)', 'offered', 'booked', 'raced (20 each): one winner', 'item (write units = KB)', 'read units', 'bytes a call'],
    rows.map((r) => [r.label, r.bound, r.offered, r.booked, `${r.oneWinner} of ${r.raced}`, r.writeKb, r.readUnits, r.bytesPerCall]),
  )
}
