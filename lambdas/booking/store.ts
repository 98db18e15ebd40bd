import { createHash } from 'node:crypto'
import {
  ConditionalCheckFailedException,
  DeleteItemCommand,
  GetItemCommand,
  PutItemCommand,
  ScanCommand,
  UpdateItemCommand,
  type ScanCommandInput,
  type AttributeValue,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb'
import type { Lang } from '../../content/types'

/**
 * The bookings of the free initial call in DynamoDB: one item per booked slot, keyed by the
 * slot's start ("SLOT#2026-03-30T07:00:00.000Z"), written only if no item has that key: the
 * condition is the lock, so of any number of visitors racing for a slot exactly one gets it.
 * One item per e-mail address (its SHA-256, never the address) holds the visitor's one open call.
 * Every item carries `expiresAt` (epoch seconds) for DynamoDB's TTL; `sweepExpired` deletes what
 * TTL has not yet, since TTL is lazy. dynalite (the local engine) has no transactions, so the two
 * writes are conditional puts with a compensating delete; a crash between them leaves at most an
 * address lock that expires with the call.
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
  /** The invitation's SEQUENCE: 0, raised by each reschedule. */
  sequence: number
  createdAt: string
}

export type BookResult = { ok: true; booking: Booking } | { ok: false; reason: 'slot_taken' | 'open_booking_exists' }
export type RescheduleResult = { ok: true; booking: Booking } | { ok: false; reason: 'slot_taken' | 'not_found' }

export interface BookingStore {
  book(booking: Booking, now: Date): Promise<BookResult>
  find(id: string, start: string): Promise<Booking | undefined>
  cancel(id: string, start: string): Promise<Booking | undefined>
  reschedule(id: string, start: string, to: { start: string; end: string }, now: Date): Promise<RescheduleResult>
  /** The booked calls that meet [from, to). */
  bookedSpans(from: Date, to: Date): Promise<{ start: Date; end: Date }[]>
  /** Deletes every item whose `expiresAt` has passed; returns how many. */
  sweepExpired(now: Date): Promise<number>
  /** The booked calls starting in [from, to) that have had no reminder yet. */
  dueReminders(from: Date, to: Date): Promise<Booking[]>
  /** Marks a call reminded; false if it was already (another run got there first) or is gone. */
  markReminded(booking: Booking): Promise<boolean>
  /** Keeps a mail until it is sent (the outbox): stored first, so an SES failure loses nothing. */
  queueMail(mail: QueuedMail): Promise<void>
  mailSent(id: string): Promise<void>
  /** The mails still queued that were queued before `before` (their first send failed). */
  queuedMails(before: Date): Promise<QueuedMail[]>
}

/** A mail in the outbox: its raw MIME message, base64. It expires like a booking, so a mail that never goes out is not kept for ever. */
export interface QueuedMail {
  id: string
  raw: string
  queuedAt: string
  attempts: number
}

const slotKey = (start: string) => `SLOT#${start}`
const emailKey = (email: string) => `EMAIL#${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`
const seconds = (date: Date | string) => Math.floor(new Date(date).getTime() / 1000)
const s = (value: string): AttributeValue => ({ S: value })
const n = (value: number): AttributeValue => ({ N: String(value) })

function isConditionFailure(error: unknown): boolean {
  return error instanceof ConditionalCheckFailedException || (error as { name?: string }).name === 'ConditionalCheckFailedException'
}

function toItem(booking: Booking, expiresAt: number): Record<string, AttributeValue> {
  return {
    pk: s(slotKey(booking.start)),
    kind: s('slot'),
    bookingId: s(booking.id),
    start: s(booking.start),
    end: s(booking.end),
    data: s(JSON.stringify(booking)),
    expiresAt: n(expiresAt),
  }
}

const fromItem = (item: Record<string, AttributeValue> | undefined): Booking | undefined => (item?.data?.S ? (JSON.parse(item.data.S) as Booking) : undefined)

export function createBookingStore(client: DynamoDBClient, tableName: string, retentionDaysAfterCall: number): BookingStore {
  const expiry = (end: string) => seconds(end) + retentionDaysAfterCall * 86_400

  /** Every item a filtered scan finds, page by page (the table is small: a few weeks of calls). */
  async function* scan(input: Omit<ScanCommandInput, 'TableName' | 'ExclusiveStartKey'>): AsyncGenerator<Record<string, AttributeValue>> {
    let startKey: Record<string, AttributeValue> | undefined
    do {
      const page = await client.send(new ScanCommand({ ...input, TableName: tableName, ExclusiveStartKey: startKey }))
      yield* page.Items ?? []
      startKey = page.LastEvaluatedKey
    } while (startKey)
  }

  async function lockAddress(booking: Booking, now: Date): Promise<boolean> {
    try {
      await client.send(
        new PutItemCommand({
          TableName: tableName,
          Item: { pk: s(emailKey(booking.email)), kind: s('address'), bookingId: s(booking.id), callEnd: n(seconds(booking.end)), expiresAt: n(expiry(booking.end)) },
          // Free, or held by a call that is over.
          ConditionExpression: 'attribute_not_exists(pk) OR callEnd < :now',
          ExpressionAttributeValues: { ':now': n(seconds(now)) },
        }),
      )
      return true
    } catch (error) {
      if (isConditionFailure(error)) return false
      throw error
    }
  }

  async function releaseAddress(email: string, bookingId: string): Promise<void> {
    try {
      await client.send(new DeleteItemCommand({ TableName: tableName, Key: { pk: s(emailKey(email)) }, ConditionExpression: 'bookingId = :id', ExpressionAttributeValues: { ':id': s(bookingId) } }))
    } catch (error) {
      if (!isConditionFailure(error)) throw error
    }
  }

  async function putSlot(booking: Booking): Promise<boolean> {
    try {
      await client.send(new PutItemCommand({ TableName: tableName, Item: toItem(booking, expiry(booking.end)), ConditionExpression: 'attribute_not_exists(pk)' }))
      return true
    } catch (error) {
      if (isConditionFailure(error)) return false
      throw error
    }
  }

  async function deleteSlot(id: string, start: string): Promise<Booking | undefined> {
    try {
      const result = await client.send(
        new DeleteItemCommand({ TableName: tableName, Key: { pk: s(slotKey(start)) }, ConditionExpression: 'bookingId = :id', ExpressionAttributeValues: { ':id': s(id) }, ReturnValues: 'ALL_OLD' }),
      )
      return fromItem(result.Attributes)
    } catch (error) {
      if (isConditionFailure(error)) return undefined
      throw error
    }
  }

  return {
    async book(booking, now) {
      if (!(await lockAddress(booking, now))) return { ok: false, reason: 'open_booking_exists' }
      if (await putSlot(booking)) return { ok: true, booking }
      await releaseAddress(booking.email, booking.id)
      return { ok: false, reason: 'slot_taken' }
    },

    async find(id, start) {
      const result = await client.send(new GetItemCommand({ TableName: tableName, Key: { pk: s(slotKey(start)) }, ConsistentRead: true }))
      const booking = fromItem(result.Item)
      return booking?.id === id ? booking : undefined
    },

    async cancel(id, start) {
      const booking = await deleteSlot(id, start)
      if (booking) await releaseAddress(booking.email, booking.id)
      return booking
    },

    async reschedule(id, start, to, now) {
      const current = await this.find(id, start)
      if (!current) return { ok: false, reason: 'not_found' }
      const moved: Booking = { ...current, start: to.start, end: to.end, sequence: current.sequence + 1 }
      if (!(await putSlot(moved))) return { ok: false, reason: 'slot_taken' }
      await deleteSlot(id, start)
      // The address now holds the new call (its end decides when the visitor may book again).
      await client.send(
        new PutItemCommand({
          TableName: tableName,
          Item: { pk: s(emailKey(moved.email)), kind: s('address'), bookingId: s(moved.id), callEnd: n(seconds(moved.end)), expiresAt: n(expiry(moved.end)) },
          ConditionExpression: 'attribute_not_exists(pk) OR bookingId = :id OR callEnd < :now',
          ExpressionAttributeValues: { ':id': s(moved.id), ':now': n(seconds(now)) },
        }),
      )
      return { ok: true, booking: moved }
    },

    async bookedSpans(from, to) {
      const spans: { start: Date; end: Date }[] = []
      const items = scan({
        FilterExpression: 'kind = :slot AND #start < :to AND #end > :from',
        ExpressionAttributeNames: { '#start': 'start', '#end': 'end' },
        ExpressionAttributeValues: { ':slot': s('slot'), ':from': s(from.toISOString()), ':to': s(to.toISOString()) },
        ProjectionExpression: '#start, #end',
      })
      for await (const item of items) spans.push({ start: new Date(item.start!.S!), end: new Date(item.end!.S!) })
      return spans
    },

    async dueReminders(from, to) {
      const due: Booking[] = []
      const items = scan({
        FilterExpression: 'kind = :slot AND #start >= :from AND #start < :to AND attribute_not_exists(remindedAt)',
        ExpressionAttributeNames: { '#start': 'start' },
        ExpressionAttributeValues: { ':slot': s('slot'), ':from': s(from.toISOString()), ':to': s(to.toISOString()) },
      })
      for await (const item of items) due.push(fromItem(item)!)
      return due
    },

    async markReminded(booking) {
      try {
        await client.send(
          new UpdateItemCommand({
            TableName: tableName,
            Key: { pk: s(slotKey(booking.start)) },
            UpdateExpression: 'SET remindedAt = :at',
            ConditionExpression: 'bookingId = :id AND attribute_not_exists(remindedAt)',
            ExpressionAttributeValues: { ':id': s(booking.id), ':at': s(new Date().toISOString()) },
          }),
        )
        return true
      } catch (error) {
        if (isConditionFailure(error)) return false
        throw error
      }
    },

    async queueMail(mail) {
      await client.send(
        new PutItemCommand({
          TableName: tableName,
          Item: { pk: s(`MAIL#${mail.id}`), kind: s('mail'), raw: s(mail.raw), queuedAt: s(mail.queuedAt), attempts: n(mail.attempts), expiresAt: n(seconds(mail.queuedAt) + retentionDaysAfterCall * 86_400) },
        }),
      )
    },

    async mailSent(id) {
      await client.send(new DeleteItemCommand({ TableName: tableName, Key: { pk: s(`MAIL#${id}`) } }))
    },

    async queuedMails(before) {
      const mails: QueuedMail[] = []
      const items = scan({ FilterExpression: 'kind = :mail AND queuedAt < :before', ExpressionAttributeValues: { ':mail': s('mail'), ':before': s(before.toISOString()) } })
      for await (const item of items) mails.push({ id: item.pk!.S!.slice('MAIL#'.length), raw: item.raw!.S!, queuedAt: item.queuedAt!.S!, attempts: Number(item.attempts?.N ?? 0) })
      return mails
    },

    async sweepExpired(now) {
      let deleted = 0
      const expired = { ':now': n(seconds(now)) }
      for await (const item of scan({ FilterExpression: 'expiresAt < :now', ExpressionAttributeValues: expired, ProjectionExpression: 'pk' })) {
        try {
          await client.send(new DeleteItemCommand({ TableName: tableName, Key: { pk: item.pk! }, ConditionExpression: 'expiresAt < :now', ExpressionAttributeValues: expired }))
          deleted++
        } catch (error) {
          if (!isConditionFailure(error)) throw error
        }
      }
      return deleted
    },
  }
}
