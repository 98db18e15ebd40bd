// Issue 39, A1, through the booking functions with the real store on dynalite and the feed
// read over real HTTP from a fake calendar server: the lawyer blocks a slot ten minutes after
// the feed was last read, and the calendar now takes 1.5 s to answer (the outside test's case).
// With the AWS setting (the list gives a new read 1 s) the list may still show the slot from
// the copy, but a booking or a move of a call onto it is decided on a fresh read: with the
// default wait (BOOKING_CALENDAR_DECIDE_WAIT_MS, 5 s) it is refused as taken; with a wait
// shorter than the calendar's answer, it is refused with "try again" in the visitor's language.
// Nothing is ever decided on the old copy, and nothing is stored.
import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingAvailability } from '../../content/booking'
import { terminPage } from '../../content/pages/termin'
import type { Lang } from '../../content/types'
import { bookingApi, type SlotsAnswer } from '../../core/booking-api'
import { offeredSlots } from '../../core/booking-slots'
import { busyFeedDefaults, createBusyFeed } from '../../lambdas/booking/busy-feed'
import { createBookingHandlers } from '../../lambdas/booking/handler'
import { manageLinks } from '../../lambdas/booking/links'
import type { MailSettings } from '../../lambdas/booking/mail'
import { createBookingStore, type Booking } from '../../lambdas/booking/store'
import { loadConfig } from '../../lambdas/config'
import type { HttpHandler, HttpResult } from '../../lambdas/http'
import { createBookingTable, localDynamoDbClient, startDynamoDbLocal } from '../../scripts/server/dynamodb-local'
import { calendar } from '../support/calendar-feeds'
import { httpEvent } from '../support/http-event'

let dynamo: Awaited<ReturnType<typeof startDynamoDbLocal>>
let feedServer: Server
let feedUrl: string
/** What the fake calendar answers, and after how long. */
let feed = { body: '', delayMs: 0 }
let tables = 0

const secret = 'fresh-feed-test-link-secret-0123456789'
const mail: MailSettings = { from: 'website@example.com', firmInbox: 'kanzlei@example.com', videoRoomUrl: undefined, siteUrl: 'http://localhost:3000', domain: 'localhost' }
const start = new Date('2027-03-08T06:00:00Z') // a Monday
const minute = 60_000
const slots = offeredSlots(bookingAvailability, start, [])
// The slot the lawyer blocks, and the one a call to be moved is booked at.
const blocked = slots[2]!
const other = slots[6]!
const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '')
const before = calendar(['BEGIN:VEVENT', 'UID:lunch', 'DTSTAMP:20270101T000000Z', 'DTSTART:20270309T110000Z', 'DTEND:20270309T120000Z', 'END:VEVENT'])
const after = calendar(['BEGIN:VEVENT', 'UID:lunch', 'DTSTAMP:20270101T000000Z', 'DTSTART:20270309T110000Z', 'DTEND:20270309T120000Z', 'END:VEVENT', 'BEGIN:VEVENT', 'UID:blocked', 'DTSTAMP:20270308T061000Z', `DTSTART:${stamp(blocked.start)}`, `DTEND:${stamp(blocked.end)}`, 'END:VEVENT'])

beforeAll(async () => {
  dynamo = await startDynamoDbLocal()
  feedServer = createServer((_req, res) => {
    const { body, delayMs } = feed
    setTimeout(() => res.writeHead(200, { 'content-type': 'text/calendar' }).end(body), delayMs)
  })
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve))
  feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/calendar.ics`
})
afterAll(async () => {
  feedServer.closeAllConnections()
  await new Promise((resolve) => feedServer.close(resolve))
  await dynamo.close()
})

const text = (result: HttpResult) => (result.isBase64Encoded ? Buffer.from(result.body ?? '', 'base64').toString('utf8') : (result.body ?? ''))
const visible = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ')

/**
 * The booking functions on a new table with the AWS setting of the list (refreshWaitMs 1 s) and
 * the given wait for decisions; the feed read once (before the block) at the start, then the
 * lawyer's block published, the calendar slowed to 1.5 s, and the clock ten minutes on.
 */
async function setup(decideWaitMs: number) {
  const client = localDynamoDbClient(dynamo.endpoint)
  const table = `fresh-feed-${++tables}`
  await createBookingTable(client, table)
  const store = createBookingStore(client, table, 30)
  let clock = start.getTime()
  const busy = createBusyFeed(feedUrl, { ...busyFeedDefaults, refreshWaitMs: 1_000, allowLocal: true, decideWaitMs }, () => clock)
  const handlers = createBookingHandlers({
    store,
    busy,
    sendRaw: async () => {
      throw new Error('nothing is booked or moved in these tests, so no mail is sent')
    },
    linkSecret: async () => secret,
    mail,
    now: () => new Date(clock),
    limits: { writesPerMinute: 1_000, readsPerMinute: 1_000 },
  }) as Record<string, HttpHandler>
  feed = { body: before, delayMs: 0 }
  const first = await handlers[bookingApi.slotsPath]!(httpEvent({ method: 'GET', path: bookingApi.slotsPath, query: 'lang=de', contentType: null }))
  expect((JSON.parse(text(first)) as SlotsAnswer).slots.map((slot) => slot.start)).toContain(blocked.start)
  feed = { body: after, delayMs: 1_500 }
  clock += 10 * minute
  const book = (lang: Lang, form: boolean) => {
    const fields = { start: blocked.start, name: 'Mei Lin', email: `mei.${lang}@example.com`, phone: '+86 755 1234 5678', channel: 'phone', company: 'Lin Trading Ltd.', lang, tz: 'Asia/Shanghai' }
    const body = form ? new URLSearchParams(fields).toString() : JSON.stringify(fields)
    return handlers[bookingApi.bookPath]!(httpEvent({ path: bookingApi.bookPath, contentType: form ? 'application/x-www-form-urlencoded' : 'application/json', body }))
  }
  /** A call booked at `other` (straight into the store: its mails are no part of this), moved onto the blocked slot through its link. */
  const move = async (lang: Lang) => {
    const booking: Booking = {
      id: randomUUID(), start: other.start, end: other.end, lang, zone: 'Europe/Berlin', name: 'Jonas Weber', email: `jonas.${lang}@example.com`, phone: '+49 6128 123456', channel: 'phone', company: 'Weber GmbH', opposingParty: '',
      intake: { marketplaces: '', storageCountries: '', vatIds: '' }, sequence: 0, createdAt: new Date(clock).toISOString(),
    }
    expect((await store.book(booking, new Date(clock))).ok).toBe(true)
    const token = new URL(manageLinks(secret, mail.siteUrl, booking).reschedule).searchParams.get('t')!
    return handlers[bookingApi.managePath]!(httpEvent({ path: bookingApi.managePath, contentType: 'application/x-www-form-urlencoded', body: new URLSearchParams({ t: token, start: blocked.start, lang }).toString() }))
  }
  const booked = async () => (await store.bookedSpans(start, new Date(start.getTime() + 40 * 86_400_000))).map((span) => span.start.toISOString())
  return { book, move, booked }
}

describe('issue 39 A1: a booking or a move is decided on a fresh read of the feed', () => {
  it('waits for the slow calendar with the default wait and refuses the slot the lawyer blocked ten minutes ago (booking and move)', async () => {
    const { book, booked } = await setup(busyFeedDefaults.decideWaitMs)
    const answer = await book('zh', false)
    expect([answer.statusCode, JSON.parse(text(answer))]).toEqual([409, { error: 'slot_taken' }])
    expect(await booked()).toEqual([])
    const moving = await setup(busyFeedDefaults.decideWaitMs)
    const moved = await moving.move('en')
    expect(moved.statusCode).toBe(409)
    expect(visible(text(moved))).toContain(terminPage.text.en.form.errors.slotTaken)
    expect(await moving.booked()).toEqual([other.start])
    // That wait is the configuration's default (docs/configuration.md).
    expect(loadConfig({}, { local: true }).booking?.calendarDecideWaitMs).toBe(busyFeedDefaults.decideWaitMs)
  }, 60_000)

  it.each(['de', 'en', 'zh'] as const)('with a wait shorter than the calendar’s answer, refuses with a translated “try again” (%s) and decides nothing', async (lang) => {
    const { book, booked } = await setup(1_000)
    const answer = await book(lang, true)
    expect(answer.statusCode).toBe(503)
    expect(visible(text(answer))).toContain(terminPage.text[lang].form.errors.calendarTryAgain)
    expect(await booked()).toEqual([])
    const json = await (await setup(1_000)).book(lang, false)
    expect([json.statusCode, JSON.parse(text(json))]).toEqual([503, { error: 'calendar_try_again' }])
    const moved = await (await setup(1_000)).move(lang)
    expect(moved.statusCode).toBe(503)
    expect(visible(text(moved))).toContain(terminPage.text[lang].form.errors.calendarTryAgain)
  }, 60_000)
})
