import { createHash } from 'node:crypto'
import type { AttributeValue } from '@aws-sdk/client-dynamodb'
import type { Lang } from '../../content/types'
import { mailboxIdentity } from '../../core/email'

/**
 * The lawyer's calendar as ONE DynamoDB item (docs/architecture.md, "Booking"): everything that must
 * change together when a call is booked, moved or cancelled lives in it, so every change is a
 * single conditional UpdateItem, atomic and decided exactly once on DynamoDB and on dynalite alike
 * (both apply a conditional write to one item as one step; dynalite locks the item's key).
 *
 * - `slots`: a live call's start → its booking id (at most one call per start);
 * - `calls`: booking id → the call's state: time, SEQUENCE, status, the address's hash, the
 *   visitor's language and zone (for the pages that show a state), the last change's id and time;
 * - `addresses`: an e-mail address's hash → the booking that holds it and that call's end (one
 *   open call per address);
 * - `fences`: a change's id → when it was fenced: a change whose answer was lost and that the
 *   calendar does not show is fenced, so that the write, should it still arrive, is refused.
 *
 * No personal data: names, addresses, phone numbers and answers live in the booking's own item.
 */
export const calendarKey = 'CALENDAR'

export type CallStatus = 'booked' | 'cancelled'

/** What the calendar holds of one call. */
export interface CallState {
  id: string
  start: string
  end: string
  /** The invitation's SEQUENCE: 0 when booked, raised by every change (RFC 5546 §2.1.4: a CANCEL raises it too). */
  sequence: number
  status: CallStatus
  /** The e-mail address's hash (`addressHash`). */
  address: string
  lang: Lang
  zone: string
  /** When the call was last changed (booked, moved, cancelled), and the id of that change. */
  changedAt: string
  change: string
  remindedAt?: string
}

export interface AddressHold {
  bookingId: string
  callEnd: string
}

export interface Calendar {
  slots: Map<string, string>
  calls: Map<string, CallState>
  addresses: Map<string, AddressHold>
  fences: Map<string, string>
}

/** An address's key in the calendar: SHA-256 of its trimmed lower-case form, base64url (never the address). */
export function addressHash(email: string): string {
  // The mailbox, not its spelling: plus-tags, case and Gmail's dots do not make another address (core/email.ts).
  return createHash('sha256').update(mailboxIdentity(email)).digest('base64url')
}

export const s = (value: string): AttributeValue => ({ S: value })
export const n = (value: number): AttributeValue => ({ N: String(value) })

const text = (map: Record<string, AttributeValue> | undefined, key: string): string => map?.[key]?.S ?? ''

function callFrom(id: string, value: AttributeValue): CallState {
  const m = value.M ?? {}
  return {
    id,
    start: text(m, 'start'),
    end: text(m, 'end'),
    sequence: Number(m.sequence?.N ?? 0),
    status: text(m, 'status') === 'cancelled' ? 'cancelled' : 'booked',
    address: text(m, 'address'),
    lang: text(m, 'lang') as Lang,
    zone: text(m, 'zone'),
    changedAt: text(m, 'changedAt'),
    change: text(m, 'change'),
    ...(m.remindedAt?.S ? { remindedAt: m.remindedAt.S } : {}),
  }
}

/** The call as the calendar stores it (without its id, which is the key). */
export function callValue(call: CallState): AttributeValue {
  const m: Record<string, AttributeValue> = {
    start: s(call.start),
    end: s(call.end),
    sequence: n(call.sequence),
    status: s(call.status),
    address: s(call.address),
    lang: s(call.lang),
    zone: s(call.zone),
    changedAt: s(call.changedAt),
    change: s(call.change),
  }
  if (call.remindedAt) m.remindedAt = s(call.remindedAt)
  return { M: m }
}

export const holdValue = (hold: AddressHold): AttributeValue => ({ M: { bookingId: s(hold.bookingId), callEnd: s(hold.callEnd) } })

/** The calendar an item holds; an absent item is an empty calendar. */
export function calendarFrom(item: Record<string, AttributeValue> | undefined): Calendar {
  const entries = (key: string) => Object.entries(item?.[key]?.M ?? {})
  return {
    slots: new Map(entries('slots').map(([start, id]) => [start, id.S ?? ''])),
    calls: new Map(entries('calls').map(([id, value]) => [id, callFrom(id, value)])),
    addresses: new Map(entries('addresses').map(([hash, value]) => [hash, { bookingId: text(value.M, 'bookingId'), callEnd: text(value.M, 'callEnd') }])),
    fences: new Map(entries('fences').map(([change, at]) => [change, at.S ?? ''])),
  }
}

/**
 * The size DynamoDB counts for a value (its documented rules, which dynalite's `itemSize` follows):
 * a string its UTF-8 bytes, a number one byte per two significant digits plus one, a map 3 bytes
 * plus, for each entry, its name, its value and one byte.
 */
export function attributeBytes(value: AttributeValue): number {
  if (value.S !== undefined) return Buffer.byteLength(value.S, 'utf8')
  if (value.N !== undefined) return Math.ceil(value.N.replace(/^[-0.]+|\.|0+$/g, '').length / 2) + 1
  if (value.M !== undefined) return 3 + Object.entries(value.M).reduce((sum, [name, entry]) => sum + Buffer.byteLength(name, 'utf8') + attributeBytes(entry) + 1, 0)
  return 1
}

/** DynamoDB's limit on one item: the calendar must stay below it. */
export const maxItemBytes = 400 * 1024
/** Kept free in the item for what is not a call: the item's own attributes and the fences of lost changes (about 60 bytes each, dropped after a day). */
const reservedBytes = 24 * 1024

/**
 * The most one call can take in the calendar: its `slots` entry, its `calls` entry with the
 * longest values a call can have (a zone name of 64 characters, the longest `isTimeZone` accepts;
 * a SEQUENCE of six digits; a reminder mark) and its `addresses` entry.
 */
export const callBytesAtMost = (() => {
  const instant = '2026-01-01T00:00:00.000Z'
  const id = '00000000-0000-4000-8000-000000000000'
  const address = addressHash('worst@example.com')
  const call: CallState = { id, start: instant, end: instant, sequence: 999_999, status: 'cancelled', address, lang: 'zh', zone: 'Z'.repeat(64), changedAt: instant, change: id, remindedAt: instant }
  const entry = (name: string, value: AttributeValue) => Buffer.byteLength(name, 'utf8') + attributeBytes(value) + 1
  return entry(instant, s(id)) + entry(id, callValue(call)) + entry(address, holdValue({ bookingId: id, callEnd: instant }))
})()

/**
 * How many calls the calendar item holds at most (booked ones, and cancelled or finished ones
 * until the sweep archives them): a booking is refused beyond it (a condition of its write,
 * `size(calls)`), so the item never outgrows DynamoDB's limit, and the content check refuses
 * availability that could offer more calls at once than this (core/booking-slots.ts
 * `availabilityProblems`, with a tenth kept for calls that are cancelled or over and not yet swept).
 */
export const calendarCallCapacity = Math.floor((maxItemBytes - reservedBytes) / callBytesAtMost)

/** The empty calendar, written once (conditionally) before the first change: a map must exist before a path into it can be set. */
export const emptyCalendarItem = (): Record<string, AttributeValue> => ({ pk: s(calendarKey), kind: s('calendar'), slots: { M: {} }, calls: { M: {} }, addresses: { M: {} }, fences: { M: {} } })

/**
 * Builds the names and values of one expression: `e.path('calls', id, 'start')` gives "#n1.#n2.#n3"
 * (map keys such as a slot's start hold characters an expression cannot name directly),
 * `e.value(s(x))` gives ":v1". Only what is used is sent, as DynamoDB requires.
 */
export class Expression {
  private readonly names = new Map<string, string>()
  private readonly values: Record<string, AttributeValue> = {}
  private count = 0

  name(name: string): string {
    let placeholder = this.names.get(name)
    if (!placeholder) this.names.set(name, (placeholder = `#n${this.names.size}`))
    return placeholder
  }

  path(...parts: string[]): string {
    return parts.map((part) => this.name(part)).join('.')
  }

  value(value: AttributeValue): string {
    const placeholder = `:v${this.count++}`
    this.values[placeholder] = value
    return placeholder
  }

  get attributes(): { ExpressionAttributeNames?: Record<string, string>; ExpressionAttributeValues?: Record<string, AttributeValue> } {
    return {
      ...(this.names.size ? { ExpressionAttributeNames: Object.fromEntries([...this.names].map(([name, placeholder]) => [placeholder, name])) } : {}),
      ...(this.count ? { ExpressionAttributeValues: this.values } : {}),
    }
  }
}
