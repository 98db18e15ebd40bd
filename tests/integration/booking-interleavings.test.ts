// Property: whatever mix of bookings, moves, cancellations and link views runs at once on a few
// visitors and a few slots, what the booking functions answer, what the table holds and what was
// mailed agree. fast-check generates rounds of requests (each round's requests run at once) and,
// with its scheduler, the order in which their DynamoDB requests reach the engine: one at a time,
// in an order the scheduler picks among those waiting, so every interleaving of the store's reads
// and writes is reachable, and a failure replays and shrinks. The functions run with the real store
// on dynalite and send to the SES emulator; afterwards the calendar is read with a plain GetItem
// and every invitation with ical.js.
import type { AddressInfo, Server } from 'node:net'
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb'
import fc from 'fast-check'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { terminPage } from '../../content/pages/termin'
import { bookingApi, type SlotsAnswer } from '../../core/booking-api'
import { createSesRawSender, type SendRawMail } from '../../lambdas/aws-clients'
import { createBookingHandlers } from '../../lambdas/booking/handler'
import { createBookingStore } from '../../lambdas/booking/store'
import { loadConfig } from '../../lambdas/config'
import type { HttpHandler, HttpResult } from '../../lambdas/http'
import { createBookingTable, localDynamoDbClient, startDynamoDbLocal } from '../../scripts/server/dynamodb-local'
import { startSesEmulator } from '../../scripts/server/ses-emulator'
import { calendarProblems, readStoredCalendar, readStoredCall } from '../support/booking-calendar'
import { httpEvent } from '../support/http-event'
import { sesInbox, type StoredEmail } from '../support/ses-inbox'


let dynamo: Awaited<ReturnType<typeof startDynamoDbLocal>>
let emulator: Server
let sesUrl: string
let table = 0

/** A fixed moment: the slots offered then are the same in every run. */
const now = new Date('2026-12-01T06:00:00.000Z')
const visitors = ['ada@example.com', 'bo@example.cn']
const firmInbox = 'kanzlei@example.com'
const secret = 'interleavings-link-secret'

type Command =
  | { kind: 'book'; visitor: number; slot: number }
  | { kind: 'reschedule'; visitor: number; link: number; slot: number }
  | { kind: 'cancel'; visitor: number; link: number }
  | { kind: 'open'; visitor: number; link: number }

const visitor = fc.nat(visitors.length - 1)
const slotIndex = fc.nat(2)
const linkIndex = fc.nat(3)
const bookCommand = fc.record({ kind: fc.constant('book' as const), visitor, slot: slotIndex })
/** Changes weigh more than new bookings: a booking's links must exist before they can race. */
const command: fc.Arbitrary<Command> = fc.oneof(
  { arbitrary: bookCommand, weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('reschedule' as const), visitor, link: linkIndex, slot: slotIndex }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('cancel' as const), visitor, link: linkIndex }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('open' as const), visitor, link: linkIndex }), weight: 1 },
)
/** A command sent `copies` times at once (a reschedule to the next slots in turn), as double clicks and racing tabs do. */
const step = fc.record({ command, copies: fc.integer({ min: 1, max: 3 }) })
/** A first round of bookings, then rounds of anything. */
const rounds = fc
  .tuple(fc.array(fc.record({ command: bookCommand as fc.Arbitrary<Command>, copies: fc.integer({ min: 1, max: 3 }) }), { minLength: 1, maxLength: 3 }), fc.array(fc.array(step, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 3 }))
  .map(([first, rest]) => [first, ...rest])

/**
 * The I/O of the functions (every DynamoDB request, every mail to SES) held at a gate until the
 * scheduler picks it. `drive` lets one through at a time, and only when nothing is in flight and
 * the requests have run on to their next gate: so any request may be held back behind any number
 * of steps of the others, and every interleaving of their reads and writes can come up.
 */
function gates(scheduler: fc.Scheduler) {
  let inFlight = 0
  const through = async <T>(label: string, run: () => Promise<T>): Promise<T> => {
    await scheduler.schedule(Promise.resolve(label), label)
    inFlight++
    try {
      return await run()
    } finally {
      inFlight--
    }
  }
  const settle = async () => {
    do for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve))
    while (inFlight > 0)
  }
  return {
    client: (client: DynamoDBClient): DynamoDBClient =>
      new Proxy(client, {
        get: (target, property) => (property === 'send' ? (command: Parameters<DynamoDBClient['send']>[0]) => through(command.constructor.name, () => target.send(command)) : Reflect.get(target, property)),
      }),
    sendRaw: (send: SendRawMail): SendRawMail => (message) => through('SendRawEmail', () => send(message)),
    async drive<T>(work: Promise<T>): Promise<T> {
      let finished = false
      const watched = work.finally(() => (finished = true))
      watched.catch(() => undefined)
      while (!finished) {
        await settle()
        if (finished) break
        if (scheduler.count() > 0) await scheduler.waitOne()
        else await new Promise((resolve) => setTimeout(resolve, 1))
      }
      return watched
    },
  }
}

const inbox = async (): Promise<StoredEmail[]> => await sesInbox(sesUrl)

function invitationOf(email: StoredEmail) {
  const part = email.attachments.find((a) => a.contentType.startsWith('text/calendar'))
  if (!part) throw new Error('a booking mail without its invitation')
  const calendar = new ICAL.Component(ICAL.parse(Buffer.from(part.content, 'base64').toString('utf8')))
  const event = calendar.getFirstSubcomponent('vevent')!
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    // The firm's copy has a UID of its own ("<id>.firm@…", lambdas/booking/invitation.ts): read as the booking's.
    uid: String(event.getFirstPropertyValue('uid')).replace('.firm@', '@'),
    sequence: Number(event.getFirstPropertyValue('sequence') ?? 0),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
  }
}

/** The manage links of a visitor mail (its query), each with its action, read by the mail's own labels. */
function linksIn(email: StoredEmail): { action: 'cancel' | 'reschedule'; query: string }[] {
  const labels = terminPage.text.en.mail
  const prefix = (label: string) => label.split('{url}')[0]!
  return (email.body.text ?? '').split('\n').flatMap((line) => {
    const url = /https?:\/\/\S+/.exec(line)?.[0]
    if (!url) return []
    const action = line.startsWith(prefix(labels.cancelLink)) ? 'cancel' : line.startsWith(prefix(labels.rescheduleLink)) ? 'reschedule' : undefined
    return action ? [{ action, query: new URL(url).search } as const] : []
  })
}

beforeAll(async () => {
  dynamo = await startDynamoDbLocal()
  emulator = await startSesEmulator({ host: '127.0.0.1', port: 0 })
  sesUrl = `http://127.0.0.1:${(emulator.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => emulator.close(resolve))
  await dynamo.close()
})

/** Runs the rounds under the scheduler, then checks that answers, calendar and mails agree. */
async function runAndCheck(plan: { command: Command; copies: number }[][], scheduler: fc.Scheduler): Promise<void> {
  const config = loadConfig({ SES_ENDPOINT: sesUrl, INQUIRY_ARCHIVE_DIR: '/tmp' }, { local: true })
  await fetch(`${sesUrl}/clear-store`, { method: 'POST' })
  const tableName = `interleavings-${++table}`
  const client = localDynamoDbClient(dynamo.endpoint)
  await createBookingTable(client, tableName)
  const gate = gates(scheduler)
  const handlers = createBookingHandlers({
    store: createBookingStore(gate.client(client), tableName, 30),
    busy: async () => [],
    sendRaw: gate.sendRaw(createSesRawSender(config)),
    linkSecret: async () => secret,
    mail: { from: 'website@example.com', firmInbox, videoRoomUrl: undefined, siteUrl: 'http://localhost:3000', domain: 'localhost' },
    now: () => now,
    limits: { writesPerMinute: 100_000, readsPerMinute: 100_000 },
    logSink: () => undefined,
  }) as Record<string, HttpHandler>
  const call = (event: ReturnType<typeof httpEvent>) => handlers[event.rawPath]!(event) as Promise<HttpResult>
  const offered = JSON.parse((await gate.drive(call(httpEvent({ method: 'GET', path: bookingApi.slotsPath, contentType: null, query: 'lang=en' })))).body!) as SlotsAnswer
  const slots = offered.slots.slice(0, 3).map((slot) => slot.start)

  const answers: { command: Command; status: number; body: string; start?: string; uid?: string }[] = []
  for (const round of plan) {
    // Links a visitor has now, from every mail they received (older ones included).
    const mails = await inbox()
    const linksOf = (v: number) => mails.filter((m) => m.destination.to.join().includes(visitors[v]!)).flatMap(linksIn)
    const sent = round.flatMap(({ command, copies }) => Array.from({ length: copies }, (_, i): Command => ('slot' in command ? { ...command, slot: (command.slot + i) % 3 } : command)))
    const done = Promise.all(
      sent.map(async (command) => {
        if (command.kind === 'book') {
          const body = { start: slots[command.slot], name: 'Visitor', email: visitors[command.visitor], phone: '+49 30 1234567', channel: 'phone', company: 'Visitor Ltd.', lang: 'en', tz: 'Europe/Berlin' }
          const result = await call(httpEvent({ path: bookingApi.bookPath, body }))
          answers.push({ command, status: result.statusCode ?? 0, body: result.body ?? '', start: slots[command.slot] })
          return
        }
        const wanted = linksOf(command.visitor).filter((link) => command.kind === 'open' || link.action === command.kind)
        if (wanted.length === 0) return
        const link = new URLSearchParams(wanted[command.link % wanted.length]!.query.slice(1))
        const token = link.get('t')!
        const result =
          command.kind === 'open'
            ? await call(httpEvent({ method: 'GET', path: bookingApi.managePath, contentType: null, query: `t=${encodeURIComponent(token)}&lang=en` }))
            : await call(
                httpEvent({
                  path: bookingApi.managePath,
                  contentType: 'application/x-www-form-urlencoded',
                  body: new URLSearchParams({ t: token, lang: 'en', ...(command.kind === 'reschedule' ? { start: slots[command.slot]! } : {}) }).toString(),
                }),
              )
        answers.push({ command, status: result.statusCode ?? 0, body: result.body ?? '', ...(command.kind === 'reschedule' ? { start: slots[command.slot] } : {}) })
      }),
    )
    await gate.drive(done)
  }

  // The calendar as stored: sound.
  const stored = await readStoredCalendar(client, tableName)
  expect(calendarProblems(stored, now)).toEqual([])
  // At most one open call per address.
  const open = Object.values(stored.calls).filter((c) => c.status === 'booked')
  expect(new Set(open.map((c) => c.address)).size).toBe(open.length)

  // The mails: per invitation UID, visitor and firm each got SEQUENCE 0, 1, …, n exactly once, the same change each.
  const mails = await inbox()
  const byUid = new Map<string, { visitor: ReturnType<typeof invitationOf>[]; firm: ReturnType<typeof invitationOf>[] }>()
  for (const mail of mails) {
    const invitation = invitationOf(mail)
    const entry = byUid.get(invitation.uid) ?? { visitor: [], firm: [] }
    entry[mail.destination.to.join().includes(firmInbox) ? 'firm' : 'visitor'].push(invitation)
    byUid.set(invitation.uid, entry)
  }
  for (const [uid, { visitor: own, firm }] of byUid) {
    const sequences = own.map((i) => i.sequence).sort((a, b) => a - b)
    expect(sequences, uid).toEqual(sequences.map((_, i) => i))
    expect([...firm].sort((a, b) => a.sequence - b.sequence), uid).toEqual([...own].sort((a, b) => a.sequence - b.sequence))
    // The newest invitation is the stored state: time, and cancelled or not.
    const latest = own.find((i) => i.sequence === sequences.at(-1))!
    const id = uid.split('@')[0]!
    const call = await readStoredCall(client, tableName, stored, id)
    expect(call, `the table knows ${uid}`).toBeDefined()
    // Only a cancelled call leaves the calendar this early (nothing here is over).
    expect(call!.archived && call!.status !== 'cancelled', uid).toBe(false)
    expect({ start: call!.start, sequence: call!.sequence, cancelled: call!.status === 'cancelled' }).toEqual({ start: latest.start, sequence: latest.sequence, cancelled: latest.method === 'CANCEL' })
    // Only a cancellation is a CANCEL, and nothing follows it.
    expect(own.filter((i) => i.method === 'CANCEL').every((i) => i.sequence === latest.sequence)).toBe(true)
  }
  // No hidden booking: every call in the calendar was mailed.
  for (const id of Object.keys(stored.calls)) expect([...byUid.keys()].some((uid) => uid.startsWith(`${id}@`)), id).toBe(true)

  // Every success is one stored change, every other answer changed nothing: a move's or cancellation's 200s and those
  // changes count the same. A booking's 200 is its booking, made once: the same request sent again (copies at once, or
  // later while the call is unchanged) is answered with the booking it made (issue 39 C3), so per visitor and time
  // every booking made was answered 200, and no 200 stands for a booking never made.
  const laterChanges = [...byUid.values()].reduce((sum, { visitor: own }) => sum + own.filter((i) => i.sequence > 0).length, 0)
  const successes = answers.filter((a) => a.status === 200 && a.command.kind !== 'open')
  expect(successes.filter((a) => a.command.kind !== 'book').length).toBe(laterChanges)
  const made = new Map<string, number>()
  for (const mail of mails) {
    const invitation = invitationOf(mail)
    const to = mail.destination.to.join()
    if (invitation.sequence !== 0 || to.includes(firmInbox)) continue
    const key = `${visitors.findIndex((address) => to.includes(address))}|${invitation.start}`
    made.set(key, (made.get(key) ?? 0) + 1)
  }
  const booked = new Map<string, number>()
  for (const answer of successes.filter((a) => a.command.kind === 'book')) {
    const key = `${answer.command.visitor}|${answer.start}`
    booked.set(key, (booked.get(key) ?? 0) + 1)
  }
  expect([...booked.keys()].sort()).toEqual([...made.keys()].sort())
  for (const [key, count] of made) expect(booked.get(key), key).toBeGreaterThanOrEqual(count)
  for (const answer of successes.filter((a) => a.command.kind === 'reschedule')) expect(mails.some((m) => invitationOf(m).start === answer.start && invitationOf(m).sequence > 0)).toBe(true)
  // The manage page always answers with a page (never JSON); a refusal never claims a change.
  const t = terminPage.text.en.manage
  for (const answer of answers.filter((a) => a.command.kind !== 'book')) {
    expect(answer.body, JSON.stringify(answer.command)).toMatch(/^<!DOCTYPE html>/i)
    if (answer.status !== 200 || answer.command.kind === 'open') expect(answer.body).not.toMatch(new RegExp(`${t.cancelled}|${t.rescheduled}`.replace(/\./g, '\\.')))
    expect([200, 404, 409]).toContain(answer.status)
  }
}

describe('book, move, cancel and open at once, in any interleaving', () => {
  it('any mix on two visitors and three slots: the answers, the calendar and the mails always agree', { timeout: 240_000 }, async () => {
    await fc.assert(fc.asyncProperty(rounds, fc.scheduler(), runAndCheck), { numRuns: 15 })
  })

  it('one booking, cancellations and moves from its links and another visitor booking the target slot, all at once: one change wins, and everything agrees', { timeout: 240_000 }, async () => {
    const change: fc.Arbitrary<Command> = fc.oneof(
      fc.record({ kind: fc.constant('cancel' as const), visitor: fc.constant(0), link: fc.constant(0) }),
      fc.record({ kind: fc.constant('reschedule' as const), visitor: fc.constant(0), link: fc.constant(0), slot: fc.integer({ min: 1, max: 2 }) }),
      fc.record({ kind: fc.constant('book' as const), visitor: fc.constant(1), slot: fc.integer({ min: 1, max: 2 }) }),
      fc.record({ kind: fc.constant('open' as const), visitor: fc.constant(0), link: fc.constant(0) }),
    )
    const plan = fc.array(fc.record({ command: change, copies: fc.constant(1) }), { minLength: 2, maxLength: 5 }).map((round) => [[{ command: { kind: 'book', visitor: 0, slot: 0 } as Command, copies: 1 }], round])
    await fc.assert(fc.asyncProperty(plan, fc.scheduler(), runAndCheck), { numRuns: 50 })
  })
})
