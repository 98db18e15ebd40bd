import { GetItemCommand, ScanCommand, type AttributeValue, type DynamoDBClient } from '@aws-sdk/client-dynamodb'

/**
 * The booking calendar item as the table holds it, read with a plain GetItem and turned into plain
 * values by the wire format's own rules (S, N, M), not by the store's decoder: what the tests
 * check is what DynamoDB (here dynalite) stored.
 */
export type Plain = string | number | boolean | null | Plain[] | { [key: string]: Plain }

export function plain(value: AttributeValue): Plain {
  if (value.S !== undefined) return value.S
  if (value.N !== undefined) return Number(value.N)
  if (value.BOOL !== undefined) return value.BOOL
  if (value.NULL) return null
  if (value.L) return value.L.map(plain)
  if (value.M) return Object.fromEntries(Object.entries(value.M).map(([key, inner]) => [key, plain(inner)]))
  throw new Error(`an attribute type the booking store never writes: ${JSON.stringify(value)}`)
}

export interface StoredCall {
  start: string
  end: string
  sequence: number
  status: string
  address: string
  [key: string]: Plain
}

export interface StoredCalendar {
  slots: Record<string, string>
  calls: Record<string, StoredCall>
  addresses: Record<string, { bookingId: string; callEnd: string }>
}

export async function readStoredCalendar(client: DynamoDBClient, table: string): Promise<StoredCalendar> {
  const item = (await client.send(new GetItemCommand({ TableName: table, Key: { pk: { S: 'CALENDAR' } }, ConsistentRead: true }))).Item
  const value = (item ? plain({ M: item }) : {}) as Record<string, unknown>
  return { slots: (value.slots ?? {}) as StoredCalendar['slots'], calls: (value.calls ?? {}) as StoredCalendar['calls'], addresses: (value.addresses ?? {}) as StoredCalendar['addresses'] }
}

/** Every item of the table, plain. */
export async function readTable(client: DynamoDBClient, table: string): Promise<Record<string, Plain>[]> {
  const items: Record<string, Plain>[] = []
  let start: Record<string, AttributeValue> | undefined
  do {
    const page = await client.send(new ScanCommand({ TableName: table, ExclusiveStartKey: start, ConsistentRead: true }))
    for (const item of page.Items ?? []) items.push(plain({ M: item }) as Record<string, Plain>)
    start = page.LastEvaluatedKey
  } while (start)
  return items
}

/**
 * What must always hold of the calendar: each held slot names a booked call at that start; each
 * booked call holds exactly its own slot; no two booked calls overlap; each booked call that is
 * not over holds its address with its own end. Returns the violations (empty when sound).
 */
export function calendarProblems(calendar: StoredCalendar, now: Date): string[] {
  const problems: string[] = []
  for (const [start, id] of Object.entries(calendar.slots)) {
    const call = calendar.calls[id]
    if (!call) problems.push(`slot ${start} names ${id}, which has no call`)
    else if (call.status !== 'booked' || call.start !== start) problems.push(`slot ${start} names ${id}, which is ${call.status} at ${call.start}`)
  }
  const booked = Object.entries(calendar.calls).filter(([, call]) => call.status === 'booked')
  for (const [id, call] of booked) {
    const held = Object.entries(calendar.slots).filter(([, holder]) => holder === id).map(([start]) => start)
    if (held.length !== 1 || held[0] !== call.start) problems.push(`call ${id} at ${call.start} holds the slots [${held.join(', ')}]`)
    if (Date.parse(call.end) > now.getTime()) {
      const hold = calendar.addresses[call.address]
      if (hold?.bookingId !== id || hold.callEnd !== call.end) problems.push(`call ${id} (open) does not hold its address: ${JSON.stringify(hold)}`)
    }
  }
  for (const [a, first] of booked) {
    for (const [b, second] of booked) {
      if (a < b && Date.parse(first.start) < Date.parse(second.end) && Date.parse(second.start) < Date.parse(first.end)) problems.push(`calls ${a} and ${b} overlap`)
    }
  }
  return problems
}

/** A call as stored: in the calendar, or (once archived) its final state in the booking's own item. */
export async function readStoredCall(client: DynamoDBClient, table: string, calendar: StoredCalendar, id: string): Promise<(StoredCall & { archived: boolean }) | undefined> {
  const inCalendar = calendar.calls[id]
  if (inCalendar) return { ...inCalendar, archived: false }
  const item = (await client.send(new GetItemCommand({ TableName: table, Key: { pk: { S: `BOOKING#${id}` } }, ConsistentRead: true }))).Item
  return item?.final ? { ...(plain(item.final) as StoredCall), archived: true } : undefined
}
