// Issue 39 C1 and C5: the outbox job (lambdas/booking/jobs.ts) against the real engines as `npm
// start` wires them: DynamoDB is dynalite, mail the SES emulator (down: an address nothing listens
// on), the clock each step's own. What went out is read back from the emulator's store and its
// invitations with ical.js, an independent parser.
import { randomUUID } from 'node:crypto'
import type { AddressInfo, Server } from 'node:net'
import ICAL from 'ical.js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { deliverChange } from '../../lambdas/booking/deliver'
import { bookingPartsFromConfig } from '../../lambdas/booking/from-config'
import { runBookingJobs } from '../../lambdas/booking/jobs'
import type { Booking } from '../../lambdas/booking/store'
import { loadConfig } from '../../lambdas/config'
import { createLogger } from '../../lambdas/log'
import { createBookingTable, localDynamoDbClient, startDynamoDbLocal } from '../../scripts/server/dynamodb-local'
import { startSesEmulator } from '../../scripts/server/ses-emulator'
import { sesInbox, type StoredEmail } from '../support/ses-inbox'

let dynamo: Awaited<ReturnType<typeof startDynamoDbLocal>>
let emulator: Server
let sesUrl: string
let table = 0
let tableName = ''
const log = createLogger('test', () => undefined)

beforeAll(async () => {
  dynamo = await startDynamoDbLocal()
  emulator = await startSesEmulator({ host: '127.0.0.1', port: 0 })
  sesUrl = `http://127.0.0.1:${(emulator.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => emulator.close(resolve))
  await dynamo.close()
})
beforeEach(async () => {
  await fetch(`${sesUrl}/clear-store`, { method: 'POST' })
  tableName = `outbox-${++table}`
  await createBookingTable(localDynamoDbClient(dynamo.endpoint), tableName)
})

/** The booking parts on one table, with SES up (the emulator) or down (nothing listens on port 1). */
function parts(ses: 'up' | 'down') {
  const config = loadConfig({ SES_ENDPOINT: ses === 'up' ? sesUrl : 'http://127.0.0.1:1', DYNAMODB_ENDPOINT: dynamo.endpoint, BOOKING_TABLE: tableName }, { local: true })
  const { store, mail, sendRaw, linkSecret } = bookingPartsFromConfig(config)
  return { store, mail, sendRaw, linkSecret, log }
}

const hours = (iso: string, h: number) => new Date(Date.parse(iso) + h * 3_600_000)

function visitor(start: string, email: string): Omit<Booking, 'createdAt'> {
  return { id: randomUUID(), start, end: new Date(Date.parse(start) + 20 * 60_000).toISOString(), lang: 'en', zone: 'Europe/Berlin', name: 'Ann Lee', email, phone: '+49 30 1234567', channel: 'phone', company: 'Lee Trading GmbH', opposingParty: '', intake: { marketplaces: '', storageCountries: '', vatIds: '' }, sequence: 0 }
}

/** Books (at `at`) and mails the confirmation with SES as given. */
async function book(ses: 'up' | 'down', booking: Omit<Booking, 'createdAt'>, at: Date): Promise<Booking> {
  const deps = parts(ses)
  const result = await deps.store.book({ ...booking, createdAt: at.toISOString() }, at)
  if (!result.ok) throw new Error(`not booked: ${result.reason}`)
  await deliverChange(deps, 'booked', result.booking, at, log)
  return result.booking
}

function invitationOf(mail: StoredEmail) {
  const part = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))
  if (!part) return undefined
  const calendar = new ICAL.Component(ICAL.parse(Buffer.from(part.content, 'base64').toString('utf8')))
  const event = calendar.getFirstSubcomponent('vevent')!
  return { method: String(calendar.getFirstPropertyValue('method')), sequence: Number(event.getFirstPropertyValue('sequence') ?? 0), start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString() }
}

const reminderSubject = /reminder/i

describe('the outbox sends no mail its call has outgrown (issue 39 C1)', () => {
  it('SES down: a reminder and a confirmation queued for a call that is cancelled before SES is back are never sent; the cancellation is', async () => {
    const start = '2026-06-10T08:00:00.000Z'
    const booked = await book('down', visitor(start, 'cancel-later@example.com'), hours(start, -9 * 24))
    // The day before, SES still down: the reminder is marked and queued, and cannot be sent.
    expect(await runBookingJobs(parts('down'), hours(start, -23))).toMatchObject({ reminded: 1, retried: 0 })
    // The visitor cancels (SES down: the cancellation's mails are queued too), and the call is archived.
    const down = parts('down')
    const cancelledAt = hours(start, -22)
    const cancelled = await down.store.cancel(booked, cancelledAt)
    if (!cancelled.ok) throw new Error('not cancelled')
    await deliverChange(down, 'cancelled', cancelled.booking, cancelledAt, log)
    expect(await down.store.archive(booked.id, cancelledAt)).toBe(true)
    expect(await sesInbox(sesUrl)).toEqual([])

    // SES is back.
    const run = await runBookingJobs(parts('up'), hours(start, -21))
    const mails = await sesInbox(sesUrl)
    expect(mails.map((mail) => invitationOf(mail))).toEqual([expect.objectContaining({ method: 'CANCEL', sequence: 1 }), expect.objectContaining({ method: 'CANCEL', sequence: 1 })])
    expect(mails.some((mail) => reminderSubject.test(mail.subject))).toBe(false)
    expect(run).toMatchObject({ retried: 2, stale: 3 })
    // Dropped for good: a later run sends nothing.
    expect(await runBookingJobs(parts('up'), hours(start, -20))).toMatchObject({ retried: 0, stale: 0 })
    expect(await sesInbox(sesUrl)).toHaveLength(2)
  })

  it('SES down: the confirmation of a call moved since is not sent, the move’s is; a mail of a call that has begun is not sent', async () => {
    const start = '2026-06-10T08:00:00.000Z'
    const moveTo = { start: '2026-06-11T08:00:00.000Z', end: '2026-06-11T08:20:00.000Z' }
    const booked = await book('down', visitor(start, 'move-later@example.com'), hours(start, -9 * 24))
    const down = parts('down')
    const movedAt = hours(start, -8 * 24)
    const moved = await down.store.reschedule(booked, moveTo, movedAt)
    if (!moved.ok) throw new Error('not moved')
    await deliverChange(down, 'moved', moved.booking, movedAt, log)
    await runBookingJobs(parts('up'), hours(start, -7 * 24))
    const mails = await sesInbox(sesUrl)
    expect(mails.map((mail) => invitationOf(mail))).toEqual([expect.objectContaining({ method: 'REQUEST', sequence: 1, start: moveTo.start }), expect.objectContaining({ method: 'REQUEST', sequence: 1, start: moveTo.start })])

    // A booking whose confirmation SES never took before the call began: too late to send.
    const other = '2026-06-12T08:00:00.000Z'
    await book('down', visitor(other, 'too-late@example.com'), hours(other, -9 * 24))
    await fetch(`${sesUrl}/clear-store`, { method: 'POST' })
    expect(await runBookingJobs(parts('up'), hours(other, 1))).toMatchObject({ retried: 0, stale: 2 })
    expect(await sesInbox(sesUrl)).toEqual([])
  })
})

describe('no reminder right after the confirmation (issue 39 C5)', () => {
  it('a call booked 24½ hours ahead gets its confirmation and no reminder; one booked 40 hours ahead is reminded a day before', async () => {
    const soon = '2026-06-10T08:00:00.000Z'
    const bookedAt = hours(soon, -24.5)
    await book('up', visitor(soon, 'soon@example.com'), bookedAt)
    expect(await sesInbox(sesUrl)).toHaveLength(2)
    // The job's runs from the moment the call enters the day before it, minutes after the confirmation, to the call.
    for (const at of [hours(soon, -24 + 1 / 60), hours(soon, -23.9), hours(soon, -12), hours(soon, -1)]) {
      expect(await runBookingJobs(parts('up'), at), at.toISOString()).toMatchObject({ reminded: 0 })
    }
    expect((await sesInbox(sesUrl)).some((mail) => reminderSubject.test(mail.subject))).toBe(false)

    const later = '2026-06-11T08:00:00.000Z'
    await book('up', visitor(later, 'later@example.com'), hours(later, -40))
    expect(await runBookingJobs(parts('up'), hours(later, -24 + 1 / 60))).toMatchObject({ reminded: 1 })
    expect((await sesInbox(sesUrl)).filter((mail) => reminderSubject.test(mail.subject)).map((mail) => mail.destination.to.join())).toEqual([expect.stringContaining('later@example.com')])
  })
})
