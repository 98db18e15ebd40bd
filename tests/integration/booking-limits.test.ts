// The booking's limits (issue 39 B1, B2, B4; docs/limits.md): the booking functions with the real
// store and the real counter on the embedded DynamoDB engine, each request as CloudFront delivers
// it (the viewer's address in its header). One IPv6 /64 is one client; "one open call per
// address" holds whatever plus-tags, dots and case a Gmail address is typed with; posts over the
// limit or over 16 KB are refused before the calendar is read (every request the store sends is
// counted by a middleware on its client) and 413s count; the manage page's GET has a limit.
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { terminPage } from '../../content/pages/termin'
import { bookingApi, bookingErrorText, type SlotsAnswer } from '../../core/booking-api'
import { localize } from '../../core/i18n'
import { viewerAddressHeader } from '../../core/viewer-address'
import { createBookingHandlers } from '../../lambdas/booking/handler'
import type { MailSettings } from '../../lambdas/booking/mail'
import { createBookingStore } from '../../lambdas/booking/store'
import type { HttpHandler } from '../../lambdas/http'
import { dynamoRateCounter } from '../../lambdas/shared-rate-limit'
import { createBookingTable, createRateLimitTable, localDynamoDbClient, startDynamoDbLocal } from '../../scripts/server/dynamodb-local'
import { httpEvent } from '../support/http-event'

let engine: Awaited<ReturnType<typeof startDynamoDbLocal>>
let tables = 0
const mail: MailSettings = { from: 'website@example.com', firmInbox: 'kanzlei@example.com', videoRoomUrl: undefined, siteUrl: 'http://localhost:3000', domain: 'localhost' }
/** A Monday morning in Berlin; the slots lie on the following days. */
const now = new Date('2027-03-22T08:00:00Z')

beforeAll(async () => {
  engine = await startDynamoDbLocal()
  await createRateLimitTable(localDynamoDbClient(engine.endpoint), 'rate-limits')
})
afterAll(() => engine.close())

/** Counts every request the store's client sends, by command. */
function counted(client: DynamoDBClient): { client: DynamoDBClient; sent: string[] } {
  const sent: string[] = []
  client.middlewareStack.add((next, context) => async (args) => {
    sent.push(context.commandName ?? 'unknown')
    return next(args)
  }, { step: 'initialize', name: 'countRequests' })
  return { client, sent }
}

/** The booking functions on a fresh table, limits counted in DynamoDB; `sent` lists what the store asked of its table. */
async function bookingSite(limits = { writesPerMinute: 10, readsPerMinute: 60 }) {
  const table = `bookings-${++tables}`
  await createBookingTable(localDynamoDbClient(engine.endpoint), table)
  const { client, sent } = counted(localDynamoDbClient(engine.endpoint))
  const counter = dynamoRateCounter({ client: localDynamoDbClient(engine.endpoint), table: 'rate-limits', secret: async () => 'booking-limits-test-key-0123456789abcdef', now: () => now.getTime() + tables * 86_400_000 * 3 })
  const delivered: string[] = []
  const handlers = createBookingHandlers({
    store: createBookingStore(client, table, 30),
    busy: async () => [],
    sendRaw: async (raw) => {
      delivered.push(raw.toString())
    },
    linkSecret: async () => 'booking-limits-test-link-secret-0123456789',
    mail,
    now: () => now,
    limits,
    counter,
    logSink: () => undefined,
  }) as Record<string, HttpHandler>
  const send = async (path: string, from: string, init: { method?: string; body?: string | object; contentType?: string; query?: string }) => {
    const event = httpEvent({ path, method: init.method ?? 'POST', ...(init.body !== undefined ? { body: init.body } : {}), contentType: init.contentType ?? 'application/json', query: init.query ?? '' })
    event.headers[viewerAddressHeader] = from
    const result = await handlers[path]!(event)
    return { status: result.statusCode ?? 0, body: result.body ?? '', headers: result.headers ?? {} }
  }
  const slots = async () => (JSON.parse((await send(bookingApi.slotsPath, '192.0.2.250:1', { method: 'GET', query: 'lang=en' })).body) as SlotsAnswer).slots.map((s) => s.start)
  return { send, sent, slots, delivered }
}

const visitor = (start: string, email: string) => ({ start, name: 'Mei Lin', email, phone: '+86 755 1234 5678', channel: 'phone', company: 'Lin Trading Ltd.', lang: 'en', tz: 'Asia/Shanghai' })

describe('the booking’s limits', { timeout: 120_000 }, () => {
  it('counts an IPv6 /64 as one client: of 20 bookings from 20 addresses in it, 10 go through', async () => {
    const site = await bookingSite()
    const free = await site.slots()
    const statuses: number[] = []
    for (let i = 0; i < 20; i++) {
      const from = i % 2 ? `2001:db8:77:1:${((i * 4099) % 0xffff).toString(16)}::${i}:443` : `2001:0DB8:0077:0001:0000:0000:${i.toString(16).padStart(4, '0')}:0001%eth0:443`
      statuses.push((await site.send(bookingApi.bookPath, from, { body: visitor(free[i]!, `visitor${i}@example.com`) })).status)
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10)
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true)
    // Another /64 is another client.
    expect((await site.send(bookingApi.bookPath, '2001:db8:77:2::1:443', { body: visitor(free[20]!, 'other@example.com') })).status).toBe(200)
  })

  it('holds one open call per address however a Gmail address is typed: plus-tags, dots, case and googlemail.com are the same mailbox, and mail goes to the address as typed', async () => {
    const site = await bookingSite()
    const free = await site.slots()
    expect((await site.send(bookingApi.bookPath, '198.51.100.1:1', { body: visitor(free[0]!, 'anna.berg@gmail.com') })).status).toBe(200)
    for (const [i, spelling] of ['annaberg@gmail.com', 'Anna.Berg+termin@gmail.com', 'a.n.n.a.b.e.r.g@googlemail.com', 'ANNABERG+x@GMAIL.COM'].entries()) {
      const answer = await site.send(bookingApi.bookPath, `198.51.100.${i + 2}:1`, { body: visitor(free[i + 1]!, spelling) })
      expect([spelling, answer.status, JSON.parse(answer.body)]).toEqual([spelling, 409, { error: 'open_booking_exists' }])
    }
    // Elsewhere a dot is part of the address: another person.
    expect((await site.send(bookingApi.bookPath, '198.51.100.9:1', { body: visitor(free[6]!, 'anna.berg+x@example.de') })).status).toBe(200)
    expect((await site.send(bookingApi.bookPath, '198.51.100.10:1', { body: visitor(free[7]!, 'annaberg@example.de') })).status).toBe(200)
    expect(site.delivered.some((raw) => /^To: .*anna\.berg\+x@example\.de/m.test(raw))).toBe(true)
  })

  it('refuses no-JS posts over 16 KB (413) and over the limit (429) before reading the calendar, and counts the 413s against the limit', async () => {
    const site = await bookingSite({ writesPerMinute: 3, readsPerMinute: 60 })
    const [start] = await site.slots()
    site.sent.length = 0
    const form = (extra: Record<string, string> = {}) => new URLSearchParams({ lang: 'de', tz: 'Europe/Berlin', start: start!, channel: 'phone', name: 'Max Muster', email: 'max@example.com', phone: '+49 69 1234567', company: 'Muster GmbH', website: '', ...extra }).toString()
    const post = (body: string) => site.send(bookingApi.bookPath, '203.0.113.50:1', { body, contentType: 'application/x-www-form-urlencoded' })
    const oversized = form({ marketplaces: 'x'.repeat(bookingApi.maxBodyBytes) })
    const statuses: number[] = []
    for (let i = 0; i < 3; i++) statuses.push((await post(oversized)).status)
    // Three oversized posts used the limit of three: the fourth, well-formed, is refused too.
    for (let i = 0; i < 90; i++) statuses.push((await post(form())).status)
    expect(statuses.slice(0, 3)).toEqual([413, 413, 413])
    expect(statuses.slice(3).every((s) => s === 429)).toBe(true)
    // Not one request reached the bookings table.
    expect(site.sent).toEqual([])
    // The visitor reads why, in the form's language (and goes back to the entries, which the browser keeps).
    const refused = await post(form())
    expect(refused.body).toContain(localize(terminPage.text, 'de').form.errors[bookingErrorText('rate_limited')])
  })

  it('limits the manage page’s GET like the slot lists', async () => {
    const site = await bookingSite({ writesPerMinute: 10, readsPerMinute: 4 })
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await site.send(bookingApi.managePath, '2001:db8:5::1:443', { method: 'GET', query: 't=forged-token&lang=en' })).status)
    expect(statuses).toEqual([404, 404, 404, 404, 429, 429])
  })
})
