import { randomUUID } from 'node:crypto'
import {
  ConditionalCheckFailedException,
  DeleteItemCommand,
  GetItemCommand,
  PutItemCommand,
  ScanCommand,
  UpdateItemCommand,
  type AttributeValue,
  type DynamoDBClient,
  type ScanCommandInput,
} from '@aws-sdk/client-dynamodb'
import type { Lang } from '../../content/types'
import type { BookingInput } from '../../core/booking-api'
import { addressHash, calendarCallCapacity, calendarFrom, calendarKey, callValue, emptyCalendarItem, Expression, holdValue, n, s, type Calendar, type CallState } from './calendar'

/**
 * The bookings of the free initial call in DynamoDB (docs/architecture.md, "Booking"). The state
 * of every call (its slot, time, SEQUENCE, status, the address it holds) lives in ONE item, the
 * calendar (lambdas/booking/calendar.ts): a booking, a move and a cancellation are each one
 * conditional UpdateItem whose condition is the whole precondition (the slot is free, the call is
 * still at the time and SEQUENCE the visitor saw and has not started, the address holds no other
 * open call). DynamoDB and dynalite both apply such a write atomically, so of any number of
 * racing requests exactly one changes a given state, with no transaction and no compensating
 * write. The personal details live in the booking's own item, written before the calendar names
 * it; a details item the calendar never came to name is deleted, or swept an hour later.
 *
 * Calls that are over or cancelled leave the calendar (`sweep`): their final state moves to their
 * own item (a cancelled call's personal details are deleted then), which DynamoDB's TTL and the
 * sweep delete after the retention. Mails are kept in the same table (the outbox) under an id made
 * from the booking, its SEQUENCE and the recipient, written only if absent: each change is mailed
 * once, whoever (the request or the job) gets there first.
 */
export interface Booking {
  /** Stable across reschedules: the calendar invitation's UID is made from it. */
  id: string
  start: string
  end: string
  lang: Lang
  /** The visitor's time zone (IANA), in which the mails show the time. */
  zone: string
  name: string
  email: string
  phone: string
  channel: 'phone' | 'video'
  /** The conflict check (§ 43a (4) BRAO): the visitor's company and, for a dispute, the other side ('' if none). */
  company: string
  opposingParty: string
  /**
   * A video call's own room name (lambdas/booking/video-room.ts): unguessable, made at booking,
   * kept across reschedules; only this booking's mails, invitation and manage page show its address.
   */
  videoRoom?: string
  intake: { marketplaces: string; storageCountries: string; vatIds: string }
  /** The invitation's SEQUENCE: 0, raised by each change. */
  sequence: number
  createdAt: string
}

export type { CallState } from './calendar'

/** A change whose answer was lost and that could be neither seen nor fenced: it may yet be stored. The job mails it if it is. */
export class OutcomeUnknown extends Error {
  override name = 'OutcomeUnknown'
}

/** `calendar_full`: the calendar holds as many calls as it can (`calendarCallCapacity`); a definite refusal, nothing is stored. */
export type BookResult = { ok: true; booking: Booking } | { ok: false; reason: 'slot_taken' | 'open_booking_exists' | 'calendar_full' }

/**
 * A move or cancellation: made (the booking as it now is); or refused because the slot is taken, or
 * because the call is no longer as the caller read it (moved, cancelled or started since: `call`
 * is how it stands now), or because the booking is gone.
 */
export type ChangeResult =
  | { ok: true; booking: Booking; call: CallState }
  | { ok: false; reason: 'slot_taken' }
  | { ok: false; reason: 'changed'; call: CallState }
  | { ok: false; reason: 'not_found' }

/** A booking as stored: its call's state now, and its details (with that state's time and SEQUENCE) while they are kept. */
export interface FoundBooking {
  call: CallState
  booking: Booking | undefined
}

/** What a sweep did: calls archived, addresses freed, details that no call named (a booking lost after its details were written, whose delete failed), items past their expiry. */
export interface SweepCount {
  archived: number
  freed: number
  /** Fences of lost changes older than a day. */
  fences: number
  orphans: number
  expired: number
}

/** A change of a call that is due a pair of mails: the booking with its state, and which mail. */
export interface DueMail {
  kind: 'booked' | 'moved' | 'cancelled'
  booking: Booking
}

/** How long after a booking the same request sent again (a double click, a retry after a lost answer) is answered with that booking. */
export const replayWindowMs = 10 * 60_000

/** Whether a booking request asks for exactly what a stored booking holds: the same slot, address, person, channel, answers, language and zone. */
function sameRequest(stored: Booking, input: BookingInput): boolean {
  const keys = ['start', 'name', 'email', 'phone', 'channel', 'company', 'opposingParty', 'lang', 'zone'] as const
  return keys.every((key) => stored[key] === input[key]) && Object.keys(input.intake).length === Object.keys(stored.intake).length && Object.entries(input.intake).every(([key, value]) => stored.intake[key as keyof Booking['intake']] === value)
}

export interface BookingStore {
  book(booking: Booking, now: Date): Promise<BookResult>
  /**
   * The booking this request already made, if it is a replay (issue 39 C3): the slot and the
   * address are held by one booked call, unchanged since, whose details are the request's own, made
   * within `replayWindowMs` before `now`. Undefined for anything else (then the slot is taken).
   */
  findReplay(input: BookingInput, now: Date): Promise<Booking | undefined>
  /** The booking with this id, as it stands (strongly consistent). */
  find(id: string): Promise<FoundBooking | undefined>
  /** Cancels the call if it is still at `current.start` and `current.sequence` and has not started at `now`. */
  cancel(current: Booking, now: Date): Promise<ChangeResult>
  /** Moves the call to `to` under the same precondition as `cancel`, if `to` is free. */
  reschedule(current: Booking, to: { start: string; end: string }, now: Date): Promise<ChangeResult>
  /** The booked calls that meet [from, to): one read of the calendar. */
  bookedSpans(from: Date, to: Date): Promise<{ start: Date; end: Date }[]>
  /** The booked calls starting in [from, to) that have had no reminder yet (and, if given, that `wanted` keeps). */
  dueReminders(from: Date, to: Date, wanted?: (call: CallState) => boolean): Promise<Booking[]>
  /** Marks a call reminded; false if it was already (another run got there first), or has changed or gone since. */
  markReminded(booking: Booking, now: Date): Promise<boolean>
  /** The changes made in [from, to) whose first mail is not in the outbox (the request that made them ended before queueing). */
  unmailedChanges(from: Date, to: Date): Promise<DueMail[]>
  /** Moves a cancelled or finished call whose last change's mails are queued out of the calendar into its own item; a cancelled call's personal details are deleted. False if it is neither, or not yet mailed. */
  archive(id: string, now: Date): Promise<boolean>
  /** Archives what is cancelled or over, frees the addresses of calls that are over, deletes details no call names and every item past its expiry. */
  sweep(now: Date): Promise<SweepCount>
  /** Keeps a mail until it is sent (the outbox): stored first, so an SES failure loses nothing. False if a mail with this id was queued before. */
  queueMail(mail: QueuedMail): Promise<boolean>
  /** Takes a queued mail for one send: true for exactly one caller until it is released; false if it is claimed, sent or gone. */
  claimMail(id: string, now: Date): Promise<boolean>
  /** SES surely did not take the claimed mail: it is queued again for the job. */
  releaseMail(id: string): Promise<void>
  /** The mail went out: its message is deleted, its id kept (so it is never queued again) until it expires. */
  mailSent(id: string, now: Date): Promise<void>
  /** The mails queued before `before` that are neither sent nor claimed (their first send failed, or never began). */
  queuedMails(before: Date): Promise<QueuedMail[]>
  /** A queued mail that no longer matches its call (moved, cancelled or over since) is never sent: its message is deleted, its id kept until it expires. False if it was claimed or sent meanwhile. */
  dropMail(id: string, now: Date): Promise<boolean>
}

/** A mail in the outbox: its raw MIME message, base64. It expires like a booking, so a mail that never goes out is not kept for ever. */
export interface QueuedMail {
  id: string
  raw: string
  queuedAt: string
  attempts: number
}

export type MailRecipient = 'visitor' | 'firm' | 'reminder'

/** The outbox id of a change's mail: one per booking, SEQUENCE and recipient. */
export const mailId = (booking: Pick<Booking, 'id' | 'sequence'>, recipient: MailRecipient) => `${booking.id}.${booking.sequence}.${recipient}`

/** What an outbox id names (`mailId`): the booking, the SEQUENCE the mail was written for, and which mail; undefined for any other id. */
export function parseMailId(id: string): { bookingId: string; sequence: number; recipient: MailRecipient } | undefined {
  const match = /^([0-9a-f-]{36})\.(\d{1,9})\.(visitor|firm|reminder)$/.exec(id)
  return match ? { bookingId: match[1]!, sequence: Number(match[2]), recipient: match[3] as MailRecipient } : undefined
}

/** A details item that no calendar entry names after this long is a lost booking's (no request runs this long). */
const orphanAfterMs = 3_600_000
/** How often a change is tried again when the calendar changed between the write and the read that explains its refusal. */
const settleAttempts = 5

const detailsKey = (id: string) => ({ pk: s(`BOOKING#${id}`) })
const mailKey = (id: string) => ({ pk: s(`MAIL#${id}`) })
const seconds = (date: Date | string) => Math.floor(new Date(date).getTime() / 1000)

function isConditionFailure(error: unknown): boolean {
  return error instanceof ConditionalCheckFailedException || (error as { name?: string }).name === 'ConditionalCheckFailedException'
}

/**
 * A write DynamoDB refused as invalid (a ValidationException: among others an item that would
 * outgrow 400 KB) on the SDK's only attempt: nothing is stored and no earlier attempt of it can
 * still arrive, so it is a definite refusal, not a lost answer.
 */
function isDefiniteRefusal(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { attempts?: number } }
  return name === 'ValidationException' && ($metadata?.attempts ?? 1) <= 1
}

/** The details with the call's current time and SEQUENCE (the details item keeps them as booked). */
const withCall = (booking: Booking, call: CallState): Booking => ({ ...booking, start: call.start, end: call.end, sequence: call.sequence })

export function createBookingStore(client: DynamoDBClient, tableName: string, retentionDaysAfterCall: number): BookingStore {
  const expiry = (end: string) => seconds(end) + retentionDaysAfterCall * 86_400
  const calendarItemKey = { pk: s(calendarKey) }

  let calendarReady: Promise<void> | undefined
  /** The calendar's maps must exist before a change can set a path in them: written once, if absent. */
  function ensureCalendar(): Promise<void> {
    calendarReady ??= client
      .send(new PutItemCommand({ TableName: tableName, Item: emptyCalendarItem(), ConditionExpression: 'attribute_not_exists(pk)' }))
      .then(
        () => undefined,
        (error: unknown) => {
          if (isConditionFailure(error)) return
          calendarReady = undefined
          throw error
        },
      )
    return calendarReady
  }

  /**
   * The calendar, strongly consistent: whole, or only the paths named (a call, a slot, an address).
   * DynamoDB bills the whole item either way; the projection spares the transfer and the SDK's
   * parsing of a calendar of hundreds of calls on the paths that race (a refusal, a lost answer).
   */
  async function readCalendar(...paths: string[][]): Promise<Calendar> {
    const e = new Expression()
    const projection = paths.map((path) => e.path(...path)).join(', ')
    const result = await client.send(new GetItemCommand({ TableName: tableName, Key: calendarItemKey, ConsistentRead: true, ...(projection ? { ProjectionExpression: projection, ...e.attributes } : {}) }))
    return calendarFrom(result.Item)
  }

  /** One conditional update of the calendar: true if made, false if its condition did not hold. */
  async function updateCalendar(e: Expression, update: string, condition?: string): Promise<boolean> {
    await ensureCalendar()
    try {
      await client.send(new UpdateItemCommand({ TableName: tableName, Key: calendarItemKey, UpdateExpression: update, ...(condition ? { ConditionExpression: condition } : {}), ...e.attributes }))
      return true
    } catch (error) {
      if (isConditionFailure(error)) return false
      throw error
    }
  }

  /**
   * A change's outcome, told by the write's answer or, if that answer is a refusal or lost, by the
   * calendar: a change whose id the calendar carries was made, even if the SDK's retry of a write
   * whose answer got lost was refused (the first attempt had already made it). A change whose
   * answer was lost and that the calendar does not show is fenced before the error goes up: the
   * write, should it still reach the table, is then refused by its own condition, so the error
   * means nothing was stored. If not even the fence can be written, the outcome is unknown
   * (`OutcomeUnknown`): the caller must not say "nothing happened".
   */
  async function decide(bookingId: string, changeId: string, write: () => Promise<boolean>, explain: string[][]): Promise<{ ok: true } | { ok: false; calendar: Calendar }> {
    const made = (calendar: Calendar) => calendar.calls.get(bookingId)?.change === changeId
    let written: boolean
    try {
      written = await write()
    } catch (error) {
      if (isDefiniteRefusal(error)) throw error
      const settled = await settleLost(bookingId, changeId, made)
      if (settled === 'made') return { ok: true }
      if (settled === 'unknown') throw new OutcomeUnknown(`the change ${changeId} of booking ${bookingId} may or may not be stored`, { cause: error })
      throw error
    }
    if (written) return { ok: true }
    // The paths that tell whether the change was made, and why not.
    const calendar = await readCalendar(...explain)
    return made(calendar) ? { ok: true } : { ok: false, calendar }
  }

  /** After a lost answer: made after all, or fenced (never to be made), tried a few times while the table is slow; else unknown. */
  async function settleLost(bookingId: string, changeId: string, made: (calendar: Calendar) => boolean): Promise<'made' | 'fenced' | 'unknown'> {
    for (let attempt = 0; attempt < settleAttempts; attempt++) {
      try {
        const change = ['calls', bookingId, 'change']
        if (made(await readCalendar(change))) return 'made'
        if (await fence(bookingId, changeId)) return 'fenced'
        if (made(await readCalendar(change))) return 'made'
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt))
      }
    }
    return 'unknown'
  }

  /** Fences a change that is not made: true if fenced, false if the calendar meanwhile shows it made. */
  function fence(bookingId: string, changeId: string): Promise<boolean> {
    const e = new Expression()
    return updateCalendar(
      e,
      `SET ${e.path('fences', changeId)} = ${e.value(s(new Date().toISOString()))}`,
      `attribute_not_exists(${e.path('calls', bookingId)}) OR ${e.path('calls', bookingId, 'change')} <> ${e.value(s(changeId))}`,
    )
  }

  /** The condition every change carries: it was not fenced. */
  const unfenced = (e: Expression, changeId: string) => `attribute_not_exists(${e.path('fences', changeId)})`

  async function readDetails(id: string): Promise<Record<string, AttributeValue> | undefined> {
    return (await client.send(new GetItemCommand({ TableName: tableName, Key: detailsKey(id), ConsistentRead: true }))).Item
  }

  const detailsOf = (item: Record<string, AttributeValue> | undefined): Booking | undefined => (item?.data?.S ? (JSON.parse(item.data.S) as Booking) : undefined)
  const finalOf = (id: string, item: Record<string, AttributeValue> | undefined): CallState | undefined => (item?.final?.M ? calendarFrom({ calls: { M: { [id]: item.final } } }).calls.get(id) : undefined)

  /** How a call stands when it is not in the calendar: archived in its own item, or unknown. */
  async function archived(id: string): Promise<CallState | undefined> {
    return finalOf(id, await readDetails(id))
  }

  /** Why a move or cancellation was refused, from the calendar read after the refusal; undefined if nothing explains it (then it is tried again). */
  async function refusal(calendar: Calendar, current: Booking, at: string, to?: string): Promise<Exclude<ChangeResult, { ok: true }> | undefined> {
    const call = calendar.calls.get(current.id)
    if (!call) {
      const final = await archived(current.id)
      return final ? { ok: false, reason: 'changed', call: final } : { ok: false, reason: 'not_found' }
    }
    if (call.status !== 'booked' || call.sequence !== current.sequence || call.start !== current.start || call.start <= at) return { ok: false, reason: 'changed', call }
    if (to !== undefined && calendar.slots.has(to)) return { ok: false, reason: 'slot_taken' }
    return undefined
  }

  /** Tries a change until it is made or a refusal explains itself (the calendar may change between a refused write and the read). */
  async function change(current: Booking, at: string, to: string | undefined, write: (changeId: string) => Promise<boolean>): Promise<{ ok: true; changeId: string } | Exclude<ChangeResult, { ok: true }>> {
    for (let attempt = 0; attempt < settleAttempts; attempt++) {
      const changeId = randomUUID()
      const outcome = await decide(current.id, changeId, () => write(changeId), to === undefined ? [['calls', current.id]] : [['calls', current.id], ['slots', to]])
      if (outcome.ok) return { ok: true, changeId }
      const refused = await refusal(outcome.calendar, current, at, to)
      if (refused) return refused
    }
    throw new Error(`the calendar did not settle for booking ${current.id}`)
  }

  async function* scan(input: Omit<ScanCommandInput, 'TableName' | 'ExclusiveStartKey'>): AsyncGenerator<Record<string, AttributeValue>> {
    let startKey: Record<string, AttributeValue> | undefined
    do {
      const page = await client.send(new ScanCommand({ ...input, TableName: tableName, ExclusiveStartKey: startKey }))
      yield* page.Items ?? []
      startKey = page.LastEvaluatedKey
    } while (startKey)
  }

  async function mailQueued(id: string): Promise<boolean> {
    return Boolean((await client.send(new GetItemCommand({ TableName: tableName, Key: mailKey(id), ConsistentRead: true, ProjectionExpression: 'pk' }))).Item)
  }

  /**
   * Archives one call that is cancelled or over: its final state into its own item first (so a
   * reader finds it in one place or the other), then out of the calendar, with its slot and its
   * address if they are still its own. A cancelled call's item keeps only that state.
   */
  async function archiveCall(calendar: Calendar, call: CallState, now: Date): Promise<boolean> {
    const over = call.end <= now.toISOString()
    if (call.status !== 'cancelled' && !over) return false
    const final = { final: callValue(call), expiresAt: n(expiry(call.end)) }
    if (call.status === 'cancelled') {
      await client.send(new PutItemCommand({ TableName: tableName, Item: { ...detailsKey(call.id), kind: s('booking'), createdAt: s(call.changedAt), ...final } }))
    } else {
      const e = new Expression()
      await client.send(
        new UpdateItemCommand({ TableName: tableName, Key: detailsKey(call.id), UpdateExpression: `SET ${e.name('final')} = ${e.value(final.final)}, ${e.name('expiresAt')} = ${e.value(final.expiresAt)}, ${e.name('kind')} = ${e.value(s('booking'))}`, ...e.attributes }),
      )
    }
    const e = new Expression()
    const path = (...parts: string[]) => e.path('calls', call.id, ...parts)
    const remove = [e.path('calls', call.id)]
    const conditions = [`${path('sequence')} = ${e.value(n(call.sequence))}`, `${path('status')} = ${e.value(s(call.status))}`]
    if (calendar.slots.get(call.start) === call.id) {
      remove.push(e.path('slots', call.start))
      conditions.push(`${e.path('slots', call.start)} = ${e.value(s(call.id))}`)
    }
    if (calendar.addresses.get(call.address)?.bookingId === call.id) {
      remove.push(e.path('addresses', call.address))
      conditions.push(`${e.path('addresses', call.address, 'bookingId')} = ${e.value(s(call.id))}`)
    }
    return updateCalendar(e, `REMOVE ${remove.join(', ')}`, conditions.join(' AND '))
  }

  return {
    async book(booking, now) {
      const at = now.toISOString()
      await client.send(
        new PutItemCommand({
          TableName: tableName,
          Item: { ...detailsKey(booking.id), kind: s('booking'), createdAt: s(booking.createdAt), data: s(JSON.stringify(booking)) },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      )
      const address = addressHash(booking.email)
      for (let attempt = 0; attempt < settleAttempts; attempt++) {
        // A booking's change id is its own id: the sweep can fence a booking it finds only as details.
        const call: CallState = { id: booking.id, start: booking.start, end: booking.end, sequence: 0, status: 'booked', address, lang: booking.lang, zone: booking.zone, changedAt: at, change: booking.id }
        const e = new Expression()
        const slot = e.path('slots', booking.start)
        const held = e.path('addresses', address)
        const outcome = await decide(
          booking.id,
          call.change,
          () =>
            updateCalendar(
            e,
            `SET ${slot} = ${e.value(s(booking.id))}, ${e.path('calls', booking.id)} = ${e.value(callValue(call))}, ${held} = ${e.value(holdValue({ bookingId: booking.id, callEnd: booking.end }))}`,
            // The slot is free, the address holds no call or one that is over, and the calendar has room for one more call.
            `attribute_not_exists(${e.path('calls', booking.id)}) AND attribute_not_exists(${slot}) AND (attribute_not_exists(${held}) OR ${e.path('addresses', address, 'callEnd')} <= ${e.value(s(at))}) ` +
              `AND size(${e.path('calls')}) < ${e.value(n(calendarCallCapacity))} AND ${unfenced(e, call.change)}`,
            ),
          [['calls', booking.id, 'change'], ['slots', booking.start], ['addresses', address], ['fences', call.change]],
        )
        if (outcome.ok) return { ok: true, booking }
        if (outcome.calendar.fences.has(call.change)) throw new Error(`booking ${booking.id} was fenced`)
        const hold = outcome.calendar.addresses.get(address)
        // One free call at a time comes first: another slot would not help.
        const reason = hold && hold.callEnd > at ? 'open_booking_exists' : outcome.calendar.slots.has(booking.start) ? 'slot_taken' : (await readCalendar(['calls'])).calls.size >= calendarCallCapacity ? 'calendar_full' : undefined
        if (reason) {
          // Never named by the calendar: the details go again (or, if this delete fails, the sweep takes them).
          await client.send(new DeleteItemCommand({ TableName: tableName, Key: detailsKey(booking.id) })).catch(() => undefined)
          return { ok: false, reason }
        }
      }
      throw new Error(`the calendar did not settle for booking ${booking.id}`)
    },

    async findReplay(input, now) {
      const address = addressHash(input.email)
      const calendar = await readCalendar(['slots', input.start], ['addresses', address])
      const id = calendar.slots.get(input.start)
      if (!id || calendar.addresses.get(address)?.bookingId !== id) return undefined
      const call = (await readCalendar(['calls', id])).calls.get(id)
      const details = detailsOf(await readDetails(id))
      if (!call || !details || call.status !== 'booked' || call.sequence !== 0 || call.start !== input.start) return undefined
      if (Date.parse(details.createdAt) < now.getTime() - replayWindowMs || !sameRequest(details, input)) return undefined
      return withCall(details, call)
    },

    async find(id) {
      const call = (await readCalendar(['calls', id])).calls.get(id)
      const item = await readDetails(id)
      const details = detailsOf(item)
      const state = call ?? finalOf(id, item)
      if (!state) return undefined
      return { call: state, booking: details && withCall(details, state) }
    },

    async cancel(current, now) {
      const at = now.toISOString()
      const address = addressHash(current.email)
      const result = await change(current, at, undefined, (changeId) => {
        const e = new Expression()
        const path = (key: string) => e.path('calls', current.id, key)
        const id = e.value(s(current.id))
        return updateCalendar(
          e,
          `SET ${path('status')} = ${e.value(s('cancelled'))}, ${path('sequence')} = ${e.value(n(current.sequence + 1))}, ${path('changedAt')} = ${e.value(s(at))}, ${path('change')} = ${e.value(s(changeId))} ` +
            `REMOVE ${e.path('slots', current.start)}, ${e.path('addresses', address)}, ${path('remindedAt')}`,
          `${path('status')} = ${e.value(s('booked'))} AND ${path('start')} = ${e.value(s(current.start))} AND ${path('sequence')} = ${e.value(n(current.sequence))} AND ${path('start')} > ${e.value(s(at))} ` +
            `AND ${e.path('slots', current.start)} = ${id} AND ${e.path('addresses', address, 'bookingId')} = ${id} AND ${unfenced(e, changeId)}`,
        )
      })
      if (!result.ok) return result
      const call: CallState = { id: current.id, start: current.start, end: current.end, sequence: current.sequence + 1, status: 'cancelled', address, lang: current.lang, zone: current.zone, changedAt: at, change: result.changeId }
      return { ok: true, booking: withCall(current, call), call }
    },

    async reschedule(current, to, now) {
      if (to.start === current.start) return { ok: false, reason: 'slot_taken' }
      const at = now.toISOString()
      const address = addressHash(current.email)
      const result = await change(current, at, to.start, (changeId) => {
        const e = new Expression()
        const path = (key: string) => e.path('calls', current.id, key)
        const id = e.value(s(current.id))
        const end = e.value(s(to.end))
        return updateCalendar(
          e,
          `SET ${e.path('slots', to.start)} = ${id}, ${path('start')} = ${e.value(s(to.start))}, ${path('end')} = ${end}, ${path('sequence')} = ${e.value(n(current.sequence + 1))}, ` +
            `${path('changedAt')} = ${e.value(s(at))}, ${path('change')} = ${e.value(s(changeId))}, ${e.path('addresses', address, 'callEnd')} = ${end} ` +
            `REMOVE ${e.path('slots', current.start)}, ${path('remindedAt')}`,
          `${path('status')} = ${e.value(s('booked'))} AND ${path('start')} = ${e.value(s(current.start))} AND ${path('sequence')} = ${e.value(n(current.sequence))} AND ${path('start')} > ${e.value(s(at))} ` +
            `AND ${e.path('slots', current.start)} = ${id} AND attribute_not_exists(${e.path('slots', to.start)}) AND ${e.path('addresses', address, 'bookingId')} = ${id} AND ${unfenced(e, changeId)}`,
        )
      })
      if (!result.ok) return result
      const call: CallState = { id: current.id, start: to.start, end: to.end, sequence: current.sequence + 1, status: 'booked', address, lang: current.lang, zone: current.zone, changedAt: at, change: result.changeId }
      return { ok: true, booking: withCall(current, call), call }
    },

    async bookedSpans(from, to) {
      const [fromIso, toIso] = [from.toISOString(), to.toISOString()]
      const { calls } = await readCalendar(['calls'])
      // A full calendar takes no booking: every time is as good as booked, so none is offered.
      if (calls.size >= calendarCallCapacity) return [{ start: from, end: to }]
      return [...calls.values()].filter((call) => call.status === 'booked' && call.start < toIso && call.end > fromIso).map((call) => ({ start: new Date(call.start), end: new Date(call.end) }))
    },

    async dueReminders(from, to, wanted = () => true) {
      const [fromIso, toIso] = [from.toISOString(), to.toISOString()]
      const due = [...(await readCalendar(['calls'])).calls.values()].filter((call) => call.status === 'booked' && !call.remindedAt && call.start >= fromIso && call.start < toIso && wanted(call))
      const bookings: Booking[] = []
      for (const call of due) {
        const details = detailsOf(await readDetails(call.id))
        if (details) bookings.push(withCall(details, call))
      }
      return bookings
    },

    async markReminded(booking, now) {
      const e = new Expression()
      const path = (key: string) => e.path('calls', booking.id, key)
      return updateCalendar(
        e,
        `SET ${path('remindedAt')} = ${e.value(s(now.toISOString()))}`,
        `${path('status')} = ${e.value(s('booked'))} AND ${path('sequence')} = ${e.value(n(booking.sequence))} AND attribute_not_exists(${path('remindedAt')})`,
      )
    },

    async unmailedChanges(from, to) {
      const [fromIso, toIso] = [from.toISOString(), to.toISOString()]
      const due: DueMail[] = []
      for (const call of (await readCalendar(['calls'])).calls.values()) {
        if (call.changedAt < fromIso || call.changedAt >= toIso) continue
        if (await mailQueued(mailId(call, 'visitor'))) continue
        const details = detailsOf(await readDetails(call.id))
        if (!details) continue
        due.push({ kind: call.status === 'cancelled' ? 'cancelled' : call.sequence === 0 ? 'booked' : 'moved', booking: withCall(details, call) })
      }
      return due
    },

    async archive(id, now) {
      const calendar = await readCalendar()
      const call = calendar.calls.get(id)
      // Not before the change's mails are queued: the job needs the details to write them.
      if (!call || !(await mailQueued(mailId(call, 'visitor')))) return false
      return archiveCall(calendar, call, now)
    },

    async sweep(now) {
      const at = now.toISOString()
      const count: SweepCount = { archived: 0, freed: 0, fences: 0, orphans: 0, expired: 0 }
      const calendar = await readCalendar()
      for (const call of calendar.calls.values()) {
        if (call.status !== 'cancelled' && call.end > at) continue
        // A change whose mails were never queued keeps its details for the job's next run, up to a day.
        if (!(await mailQueued(mailId(call, 'visitor'))) && Date.parse(call.changedAt) > now.getTime() - 86_400_000) continue
        if (await archiveCall(calendar, call, now)) count.archived++
      }
      // An address whose call is over is free: it leaves the calendar unless someone booked with it meanwhile.
      const freed = [...calendar.addresses].filter(([, hold]) => hold.callEnd <= at && !calendar.calls.has(hold.bookingId))
      if (freed.length) {
        const e = new Expression()
        const conditions = freed.map(([hash, hold]) => `${e.path('addresses', hash, 'bookingId')} = ${e.value(s(hold.bookingId))}`)
        if (await updateCalendar(e, `REMOVE ${freed.map(([hash]) => e.path('addresses', hash)).join(', ')}`, conditions.join(' AND '))) count.freed += freed.length
      }
      // A fence matters while a write could still be on its way: minutes. After a day it goes.
      const dayAgo = new Date(now.getTime() - 86_400_000).toISOString()
      const stale = [...calendar.fences].filter(([, fencedAt]) => fencedAt < dayAgo).map(([change]) => change)
      if (stale.length) {
        const e = new Expression()
        if (await updateCalendar(e, `REMOVE ${stale.map((change) => e.path('fences', change)).join(', ')}`)) count.fences += stale.length
      }
      const named = (await readCalendar(['calls'])).calls
      const cutoff = new Date(now.getTime() - orphanAfterMs).toISOString()
      const items = scan({
        FilterExpression: 'expiresAt < :now OR (kind = :booking AND attribute_not_exists(#final) AND createdAt < :cutoff)',
        ExpressionAttributeNames: { '#final': 'final' },
        ExpressionAttributeValues: { ':now': n(seconds(now)), ':booking': s('booking'), ':cutoff': s(cutoff) },
        ProjectionExpression: 'pk, expiresAt',
      })
      for await (const item of items) {
        const expired = item.expiresAt?.N !== undefined && Number(item.expiresAt.N) < seconds(now)
        const id = item.pk!.S!.replace(/^BOOKING#/, '')
        if (!expired && named.has(id)) continue
        // Details no call names: fenced first, so that a booking's write still on its way can never name them after they are gone.
        if (!expired && !(await fence(id, id))) continue
        try {
          await client.send(
            new DeleteItemCommand({
              TableName: tableName,
              Key: { pk: item.pk! },
              // Expired still, or (a booking no call names) still without a final state.
              ...(expired ? { ConditionExpression: 'expiresAt < :now', ExpressionAttributeValues: { ':now': n(seconds(now)) } } : { ConditionExpression: 'attribute_not_exists(#final)', ExpressionAttributeNames: { '#final': 'final' } }),
            }),
          )
          count[expired ? 'expired' : 'orphans']++
        } catch (error) {
          if (!isConditionFailure(error)) throw error
        }
      }
      return count
    },

    async queueMail(mail) {
      try {
        await client.send(
          new PutItemCommand({
            TableName: tableName,
            Item: { ...mailKey(mail.id), kind: s('mail'), raw: s(mail.raw), queuedAt: s(mail.queuedAt), attempts: n(mail.attempts), expiresAt: n(seconds(mail.queuedAt) + retentionDaysAfterCall * 86_400) },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        )
        return true
      } catch (error) {
        if (isConditionFailure(error)) return false
        throw error
      }
    },

    async claimMail(id, now) {
      try {
        await client.send(
          new UpdateItemCommand({
            TableName: tableName,
            Key: mailKey(id),
            UpdateExpression: 'SET claimedAt = :now ADD attempts :one',
            ConditionExpression: 'attribute_exists(#raw) AND attribute_not_exists(claimedAt)',
            ExpressionAttributeNames: { '#raw': 'raw' },
            ExpressionAttributeValues: { ':now': s(now.toISOString()), ':one': n(1) },
          }),
        )
        return true
      } catch (error) {
        if (isConditionFailure(error)) return false
        throw error
      }
    },

    async releaseMail(id) {
      await client.send(new UpdateItemCommand({ TableName: tableName, Key: mailKey(id), UpdateExpression: 'REMOVE claimedAt', ConditionExpression: 'attribute_exists(#raw)', ExpressionAttributeNames: { '#raw': 'raw' } })).catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error
      })
    },

    async mailSent(id, now) {
      await client.send(
        new UpdateItemCommand({
          TableName: tableName,
          Key: mailKey(id),
          UpdateExpression: 'SET sentAt = :now REMOVE #raw, claimedAt',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#raw': 'raw' },
          ExpressionAttributeValues: { ':now': s(now.toISOString()) },
        }),
      ).catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error
      })
    },

    async dropMail(id, now) {
      try {
        await client.send(
          new UpdateItemCommand({
            TableName: tableName,
            Key: mailKey(id),
            UpdateExpression: 'SET droppedAt = :now REMOVE #raw',
            ConditionExpression: 'attribute_exists(#raw) AND attribute_not_exists(claimedAt)',
            ExpressionAttributeNames: { '#raw': 'raw' },
            ExpressionAttributeValues: { ':now': s(now.toISOString()) },
          }),
        )
        return true
      } catch (error) {
        if (isConditionFailure(error)) return false
        throw error
      }
    },

    async queuedMails(before) {
      const mails: QueuedMail[] = []
      const items = scan({ FilterExpression: 'kind = :mail AND attribute_exists(#raw) AND attribute_not_exists(claimedAt) AND queuedAt < :before', ExpressionAttributeNames: { '#raw': 'raw' }, ExpressionAttributeValues: { ':mail': s('mail'), ':before': s(before.toISOString()) } })
      for await (const item of items) mails.push({ id: item.pk!.S!.slice('MAIL#'.length), raw: item.raw!.S!, queuedAt: item.queuedAt!.S!, attempts: Number(item.attempts?.N ?? 0) })
      return mails
    },
  }
}
