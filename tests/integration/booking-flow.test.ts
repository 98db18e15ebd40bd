// The booking functions as `npm start` wires them (configuration, real AWS SDK clients) behind the
// real local site server: DynamoDB is the embedded engine (dynalite), mail the SES emulator, the
// firm's calendar a feed file. Every invitation is read back with ical.js, an independent parser.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import type { AddressInfo, Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import ICAL from 'ical.js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bookingPartsFromConfig } from '../../lambdas/booking/from-config'
import { createBookingHandlers } from '../../lambdas/booking/handler'
import { runBookingJobs } from '../../lambdas/booking/jobs'
import { loadConfig, type Config } from '../../lambdas/config'
import { createLogger } from '../../lambdas/log'
import { createApiRoutes } from '../../lambdas/routes'
import { terminPage } from '../../content/pages/termin'
import { bookingApi, bookingErrorStatus, type SlotsAnswer } from '../../core/booking-api'
import { httpEvent } from '../support/http-event'
import { createBookingTable, createRateLimitTable, localDynamoDbClient, startDynamoDbLocal } from '../../scripts/server/dynamodb-local'
import { loopbackAddress, requestFrom } from '../support/loopback-client'
import { startSesEmulator } from '../../scripts/server/ses-emulator'
import { createSiteServer } from '../../scripts/server/site-server'
import { readSiteManifest, siteRoot } from '../../scripts/site-manifest'
import { sesInbox, type StoredEmail } from '../support/ses-inbox'


let dynamo: Awaited<ReturnType<typeof startDynamoDbLocal>>
let emulator: Server
let sesUrl: string
let dir: string
let site: ReturnType<typeof createSiteServer>
let url: string
let config: Config
let table = 0

const inbox = async (): Promise<StoredEmail[]> => await sesInbox(sesUrl)

/** The invitation of a mail, parsed by ical.js. */
function invitationOf(mail: StoredEmail) {
  const part = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))
  if (!part) return undefined
  const calendar = new ICAL.Component(ICAL.parse(Buffer.from(part.content, 'base64').toString('utf8')))
  const event = calendar.getFirstSubcomponent('vevent')!
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence') ?? 0),
    // A URI scheme is case-insensitive (RFC 3986): ical-generator writes MAILTO: for attendees.
    organizer: String(event.getFirstPropertyValue('organizer')).replace(/^mailto:/i, 'mailto:'),
    attendee: String(event.getFirstPropertyValue('attendee')).replace(/^mailto:/i, 'mailto:'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
  }
}

async function slots(): Promise<SlotsAnswer> {
  const response = await fetch(`${url}${bookingApi.slotsPath}?lang=de`)
  expect(response.status).toBe(200)
  return (await response.json()) as SlotsAnswer
}

/**
 * Each visitor from an address of their own (a loopback address: the local server, as CloudFront,
 * names the connection's address as the viewer's and ignores any header a client sends for it).
 */
let visitors = 0
const fromAddress = async (address: string, path: string, body: object) => {
  const answer = await requestFrom(address, `${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return new Response(answer.text, { status: answer.status })
}
const postJson = (path: string, body: object) => fromAddress(loopbackAddress(++visitors), path, body)
const visitor = (start: string, email: string, extra: object = {}) => ({ start, name: 'Mei Lin', email, phone: '+86 755 1234 5678', channel: 'phone', company: 'Lin Trading Ltd.', lang: 'zh', tz: 'Asia/Shanghai', marketplaces: 'Amazon DE', ...extra })
const linkIn = (mail: StoredEmail, label: string) => new RegExp(`${label}\\S*\\s*(http\\S+)`).exec(mail.body.text ?? '')?.[1]

beforeAll(async () => {
  dynamo = await startDynamoDbLocal()
  emulator = await startSesEmulator({ host: '127.0.0.1', port: 0 })
  sesUrl = `http://127.0.0.1:${(emulator.address() as AddressInfo).port}`
  dir = await mkdtemp(join(tmpdir(), 'booking-'))
  // The firm is busy every day from 00:00 to 08:00 UTC (a recurring event): no slot may start then.
  await writeFile(
    join(dir, 'calendar.ics'),
    ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', 'BEGIN:VEVENT', 'UID:busy-mornings@test', 'DTSTAMP:20260101T000000Z', 'DTSTART:20260101T000000Z', 'DTEND:20260101T080000Z', 'RRULE:FREQ=DAILY', 'SUMMARY:Mandant', 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n'),
  )
})

afterAll(async () => {
  await new Promise<void>((resolve) => site?.close(() => resolve()))
  await new Promise((resolve) => emulator.close(resolve))
  await dynamo.close()
  await rm(dir, { recursive: true, force: true })
})

beforeEach(async () => {
  await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()))
  await fetch(`${sesUrl}/clear-store`, { method: 'POST' })
  const tableName = `bookings-${++table}`
  await createBookingTable(localDynamoDbClient(dynamo.endpoint), tableName)
  // The limits count in DynamoDB as in AWS: a table of each test's own, as each test's own site once counted afresh.
  await createRateLimitTable(localDynamoDbClient(dynamo.endpoint), `rate-limits-${table}`)
  config = loadConfig(
    { SES_ENDPOINT: sesUrl, DYNAMODB_ENDPOINT: dynamo.endpoint, BOOKING_TABLE: tableName, RATE_LIMIT_TABLE: `rate-limits-${table}`, BOOKING_CALENDAR_FEED_URL: pathToFileURL(join(dir, 'calendar.ics')).href, INQUIRY_ARCHIVE_DIR: dir },
    { local: true },
  )
  site = createSiteServer({ root: siteRoot, manifest: readSiteManifest(), apiRoutes: createApiRoutes(config) })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
})

describe('booking through the local server', () => {
  it('offers no slot inside the firm’s busy times, and both channels with a video room configured', async () => {
    const answer = await slots()
    expect(answer.slots.length).toBeGreaterThan(10)
    for (const slot of answer.slots) expect(new Date(slot.start).getUTCHours(), slot.start).toBeGreaterThanOrEqual(8)
    expect(answer.channels).toEqual(['phone', 'video'])
  })

  it('of 100 visitors racing for one slot exactly one books it, 99 hear "slot_taken", one pair of mails goes out', async () => {
    const [slot] = (await slots()).slots
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => postJson(bookingApi.bookPath, visitor(slot!.start, `racer${i}@example.com`))))
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(99)
    const bodies = await Promise.all(answers.filter((a) => a.status === 409).map((a) => a.json() as Promise<{ error: string }>))
    expect(new Set(bodies.map((b) => b.error))).toEqual(new Set(['slot_taken']))
    const mails = await inbox()
    expect(mails).toHaveLength(2)
    expect((await slots()).slots.map((s) => s.start)).not.toContain(slot!.start)
  })

  it('sends visitor and firm an invitation calendars accept; moving keeps the UID and raises SEQUENCE; cancelling sends CANCEL and frees the slot', async () => {
    const [first, , third] = (await slots()).slots
    expect((await postJson(bookingApi.bookPath, visitor(first!.start, 'mei@example.cn'))).status).toBe(200)
    const [toVisitor, toFirm] = await inbox()
    expect(toVisitor!.destination.to.join()).toContain('mei@example.cn')
    expect(toFirm!.destination.to.join()).toContain(config.contactTo)
    // The visitor reads Chinese, in their own zone, with Berlin beside it.
    expect(toVisitor!.subject).toContain(terminPage.text.zh.mail.subjects.booked.split('：')[0])
    expect(toVisitor!.body.text).toContain('柏林时间')
    const booked = invitationOf(toVisitor!)!
    expect(booked).toMatchObject({ method: 'REQUEST', sequence: 0, start: first!.start, organizer: `mailto:${config.contactTo}`, attendee: 'mailto:mei@example.cn' })
    // The firm's copy comes from the website's sender and invites the firm, under a UID of its own (docs/booking-invitations.md).
    expect(invitationOf(toFirm!)).toEqual({ ...booked, uid: booked.uid.replace('@', '.firm@'), organizer: `mailto:${config.contactFrom}`, attendee: `mailto:${config.contactTo}` })

    // The reschedule link opens a page (a GET changes nothing), the form moves the call.
    const reschedule = linkIn(toVisitor!, '改期：')!
    const page = await fetch(reschedule.replace(/^http:\/\/localhost:\d+/, url))
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(localizedManageTitle())
    const token = new URL(reschedule).searchParams.get('t')!
    const moved = await fetch(`${url}${bookingApi.managePath}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ t: token, start: third!.start, lang: 'zh' }) })
    expect(moved.status).toBe(200)
    const afterMove = (await inbox()).slice(2)
    expect(afterMove).toHaveLength(2)
    expect(invitationOf(afterMove[0]!)).toMatchObject({ method: 'REQUEST', uid: booked.uid, sequence: 1, start: third!.start })
    const free = (await slots()).slots.map((s) => s.start)
    expect(free).toContain(first!.start)
    expect(free).not.toContain(third!.start)
    // The old links name the old time: they change nothing any more, and say where the call is now.
    const stale = await fetch(reschedule.replace(/^http:\/\/localhost:\d+/, url))
    expect(stale.status).toBe(200)
    const stalePage = await stale.text()
    expect(stalePage).not.toContain('name="start"')
    expect(stalePage).toContain(terminPage.text.zh.manage.moved.slice(0, 5))

    const cancel = linkIn(afterMove[0]!, '取消：')!
    const cancelToken = new URL(cancel).searchParams.get('t')!
    const cancelled = await fetch(`${url}${bookingApi.managePath}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ t: cancelToken, lang: 'zh' }) })
    expect(cancelled.status).toBe(200)
    const afterCancel = (await inbox()).slice(4)
    expect(afterCancel.map((m) => invitationOf(m)?.method)).toEqual(['CANCEL', 'CANCEL'])
    // RFC 5546 §2.1.4: a CANCEL raises the SEQUENCE too, so calendars take it as newer than the move.
    expect(invitationOf(afterCancel[0]!)).toMatchObject({ uid: booked.uid, sequence: 2 })
    expect((await slots()).slots.map((s) => s.start)).toContain(third!.start)
    // Cancelled, the address may book again.
    expect((await postJson(bookingApi.bookPath, visitor(first!.start, 'mei@example.cn'))).status).toBe(200)
  })

  it('allows one open call per address, whatever its case', async () => {
    const [a, b] = (await slots()).slots
    expect((await postJson(bookingApi.bookPath, visitor(a!.start, 'Anna@Example.com'))).status).toBe(200)
    const second = await postJson(bookingApi.bookPath, visitor(b!.start, 'anna@example.com'))
    expect(second.status).toBe(409)
    expect(await second.json()).toEqual({ error: 'open_booking_exists' })
  })

  it('refuses a time the firm does not offer as not offered (400), never as "just taken", and a bot gets "booked" with nothing stored or sent', async () => {
    const early = new Date((await slots()).slots[0]!.start)
    early.setUTCHours(6, 0, 0, 0)
    const offGrid = new Date(Date.parse((await slots()).slots[0]!.start) + 5 * 60_000)
    for (const start of [early, offGrid]) {
      const refused = await postJson(bookingApi.bookPath, visitor(start.toISOString(), 'early@example.com'))
      expect(refused.status, start.toISOString()).toBe(400)
      expect(await refused.json()).toEqual({ error: 'slot_not_offered' })
    }
    const [slot] = (await slots()).slots
    const bot = await postJson(bookingApi.bookPath, visitor(slot!.start, 'bot@example.com', { website: 'https://spam.example' }))
    expect(bot.status).toBe(200)
    expect(await inbox()).toHaveLength(0)
    expect((await slots()).slots[0]!.start).toBe(slot!.start)
  })

  it('without JavaScript: the slots form answers with a page of times, the booking form with the confirmation page', async () => {
    const page = await fetch(`${url}${bookingApi.slotsPath}?lang=de&tz=America%2FChicago&view=page`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('name="start"')
    expect(html).toContain('in Berlin')
    const start = /name="start" value="([^"]+)"/.exec(html)![1]!
    const form = new URLSearchParams({ lang: 'de', tz: 'America/Chicago', start, channel: 'phone', name: 'John Doe', email: 'john@example.com', phone: '+1 312 555 0100', company: 'Doe Trading LLC', website: '' })
    const answer = await fetch(`${url}${bookingApi.bookPath}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form })
    expect(answer.status).toBe(200)
    expect(await answer.text()).toContain(terminPage.text.de.form.success.title)
    const [toVisitor] = await inbox()
    expect(toVisitor!.subject).toContain(terminPage.text.de.mail.subjects.booked.split(' am ')[0])
  })

  it('keeps a booking and its mails when SES fails; the job sends them later and reminds the day before, once', async () => {
    // A call booked more than 36 hours ahead: one booked later has its confirmation as its reminder (issue 39 C5).
    const slot = (await slots()).slots.find((s) => Date.parse(s.start) - Date.now() > 37 * 3_600_000)
    const failing = loadConfig({ ...configEnv(), SES_ENDPOINT: 'http://127.0.0.1:1' }, { local: true })
    const failingSite = createSiteServer({ root: siteRoot, manifest: readSiteManifest(), apiRoutes: createApiRoutes(failing) })
    await new Promise<void>((resolve) => failingSite.listen(0, '127.0.0.1', resolve))
    const failingUrl = `http://127.0.0.1:${(failingSite.address() as AddressInfo).port}`
    const answer = await fetch(`${failingUrl}${bookingApi.bookPath}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(visitor(slot!.start, 'patient@example.com')) })
    await new Promise<void>((resolve) => failingSite.close(() => resolve()))
    expect(answer.status).toBe(200)
    expect(await inbox()).toHaveLength(0)

    const parts = bookingPartsFromConfig(config)
    const log = createLogger('test', () => undefined)
    const later = new Date(Date.now() + 5 * 60_000)
    expect(await runBookingJobs({ ...parts, log }, later)).toMatchObject({ retried: 2 })
    expect(await inbox()).toHaveLength(2)
    // Nothing is sent twice.
    expect(await runBookingJobs({ ...parts, log }, later)).toMatchObject({ retried: 0 })

    const dayBefore = new Date(Date.parse(slot!.start) - 23 * 3_600_000)
    expect(await runBookingJobs({ ...parts, log }, dayBefore)).toMatchObject({ reminded: 1 })
    expect(await runBookingJobs({ ...parts, log }, dayBefore)).toMatchObject({ reminded: 0 })
    const reminders = (await inbox()).slice(2)
    expect(reminders).toHaveLength(1)
    expect(reminders[0]!.subject).toContain('提醒')
    expect(invitationOf(reminders[0]!)).toBeUndefined()

    // Past its retention the booking is swept, and the address is free again.
    const afterRetention = new Date(Date.parse(slot!.start) + 31 * 86_400_000)
    expect((await runBookingJobs({ ...parts, log }, afterRetention)).swept).toBeGreaterThanOrEqual(2)
  })

  it('limits bookings per client: the eleventh within a minute is told to wait', async () => {
    const [slot] = (await slots()).slots
    // One client, however it names itself in the header CloudFront sets.
    const from = (i: number) => requestFrom(loopbackAddress(60_000), `${url}${bookingApi.bookPath}`, { method: 'POST', headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': `203.0.113.${i}:5000` }, body: JSON.stringify(visitor(slot!.start, `flood${i}@example.com`)) })
    const statuses = []
    for (let i = 0; i < 11; i++) statuses.push((await from(i)).status)
    expect(statuses.slice(0, 10).every((s) => s !== 429)).toBe(true)
    expect(statuses[10]).toBe(429)
  })

  it('tells "not offered" from "just taken" by the firm’s own grid: holidays, the notice, the horizon and off-grid times are not offered; a booked or busy time is taken', async () => {
    // A fixed Monday, 22 March 2027, 11:00 in Berlin (CET); the firm's calendar is busy on Thursday 25 March from 09:00 to 10:00.
    const now = new Date('2027-03-22T10:00:00Z')
    const parts = bookingPartsFromConfig(config)
    const busy = [{ start: new Date('2027-03-25T08:00:00Z'), end: new Date('2027-03-25T09:00:00Z') }]
    const handlers = createBookingHandlers({ ...parts, busy: async () => busy, linkSecret: async () => 'x'.repeat(32), now: () => now, logSink: () => undefined })
    const book = (start: string, email: string) => handlers[bookingApi.bookPath]!(httpEvent({ path: bookingApi.bookPath, body: visitor(start, email) }))
    const answers: Record<string, string> = {
      // Good Friday (2027-03-26) and Easter Monday (2027-03-29, CEST from the 28th) are public holidays in Hessen.
      '2027-03-26T08:00:00.000Z': 'slot_not_offered',
      '2027-03-29T07:00:00.000Z': 'slot_not_offered',
      // Monday 14:00 in Berlin is on the grid, but within the 24 hours' notice.
      '2027-03-22T13:00:00.000Z': 'slot_not_offered',
      // Monday 26 April, 09:00 in Berlin: beyond the 28 days' horizon.
      '2027-04-26T07:00:00.000Z': 'slot_not_offered',
      // Wednesday 09:05: between two starts of the grid; Saturday 10:00: no hours.
      '2027-03-24T08:05:00.000Z': 'slot_not_offered',
      '2027-03-27T09:00:00.000Z': 'slot_not_offered',
      // Thursday 09:00 on the grid, but the firm's calendar holds it.
      '2027-03-25T08:00:00.000Z': 'slot_taken',
    }
    for (const [start, error] of Object.entries(answers)) {
      const result = await book(start, `grid-${start.slice(0, 13)}@example.com`)
      expect(JSON.parse(result.body ?? '{}'), start).toEqual({ error })
      expect(result.statusCode, start).toBe(bookingErrorStatus[error as keyof typeof bookingErrorStatus])
    }
    // Wednesday 09:00 is free: booked; a second visitor for it is told it was just taken.
    expect((await book('2027-03-24T08:00:00.000Z', 'first@example.com')).statusCode).toBe(200)
    const second = await book('2027-03-24T08:00:00.000Z', 'second@example.com')
    expect([second.statusCode, JSON.parse(second.body ?? '{}')]).toEqual([409, { error: 'slot_taken' }])
  })

  it('gives each video call a room of its own: in its mails, invitation and manage page, kept when moved, never in an answer or another booking', async () => {
    const [first, second, third] = (await slots()).slots
    const video = (start: string, email: string) => visitor(start, email, { channel: 'video', phone: '' })
    const answer = await postJson(bookingApi.bookPath, video(first!.start, 'anna@example.com'))
    expect(answer.status).toBe(200)
    const answerText = JSON.stringify(await answer.json())
    expect((await postJson(bookingApi.bookPath, video(second!.start, 'ben@example.com'))).status).toBe(200)
    const mails = await inbox()
    const template = config.booking!.videoRoomUrl!
    const roomPattern = new RegExp(`${template.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace('\\{room\\}', '([A-Za-z0-9_-]{22})')}`)
    const roomIn = (mail: StoredEmail) => roomPattern.exec(mail.body.text ?? '')?.[1]
    const [annaVisitor, annaFirm, benVisitor, benFirm] = mails
    const anna = roomIn(annaVisitor!)!
    const ben = roomIn(benVisitor!)!
    expect(anna).toBeDefined()
    expect(ben).toBeDefined()
    expect(anna).not.toBe(ben)
    expect(roomIn(annaFirm!)).toBe(anna)
    expect(roomIn(benFirm!)).toBe(ben)
    expect(answerText).not.toContain(anna)
    const slotsText = await (await fetch(`${url}${bookingApi.slotsPath}?lang=de`)).text()
    expect(slotsText).not.toContain(anna)
    // The invitation's LOCATION is the room (ical.js).
    const part = annaVisitor!.attachments.find((a) => a.contentType.startsWith('text/calendar'))!
    const event = new ICAL.Component(ICAL.parse(Buffer.from(part.content, 'base64').toString('utf8'))).getFirstSubcomponent('vevent')!
    expect(event.getFirstPropertyValue('location')).toBe(template.replace('{room}', anna))
    // The manage page shows Anna's room, not Ben's; moving keeps the room.
    const reschedule = linkIn(annaVisitor!, '改期：')!
    const page = await (await fetch(reschedule.replace(/^http:\/\/localhost:\d+/, url))).text()
    expect(page).toContain(anna)
    expect(page).not.toContain(ben)
    const token = new URL(reschedule).searchParams.get('t')!
    const moved = await fetch(`${url}${bookingApi.managePath}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ t: token, start: third!.start, lang: 'zh' }) })
    expect(moved.status).toBe(200)
    expect(await moved.text()).toContain(anna)
    const afterMove = (await inbox()).slice(4)
    expect(afterMove.map(roomIn)).toEqual([anna, anna])
  })

  it('without JavaScript: a video call books without a phone number, and an error keeps the chosen time chosen', async () => {
    const html = await (await fetch(`${url}${bookingApi.slotsPath}?lang=en&tz=America%2FToronto&view=page`)).text()
    const start = /name="start" value="([^"]+)"/.exec(html)![1]!
    const form = (extra: Record<string, string>) => new URLSearchParams({ lang: 'en', tz: 'America/Toronto', start, channel: 'video', name: 'Jane Roe', email: 'jane@example.ca', phone: '', company: 'Roe Imports Inc.', website: '', ...extra })
    const post = async (body: URLSearchParams) => {
      const answer = await requestFrom(loopbackAddress(++visitors), `${url}${bookingApi.bookPath}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: body.toString() })
      return new Response(answer.text, { status: answer.status })
    }
    // The company is missing: the page again, with the error, the entries and the same time still chosen.
    const refused = await post(form({ company: '' }))
    expect(refused.status).toBe(400)
    const again = await refused.text()
    expect(again).toContain(terminPage.text.en.form.errors.missingFields)
    expect(again).toMatch(new RegExp(`<input[^>]*value="${start.replace(/[.]/g, '\\.')}"[^>]*checked|<input[^>]*checked[^>]*value="${start.replace(/[.]/g, '\\.')}"`))
    expect(again).toContain('value="Jane Roe"')
    // Neither the video call nor the page's markup asks the browser for a phone number.
    expect(again).not.toMatch(/<input[^>]*name="phone"[^>]*required|<input[^>]*required[^>]*name="phone"/)
    const booked = await post(form({}))
    expect(booked.status).toBe(200)
    expect(await booked.text()).toContain(terminPage.text.en.form.success.title)
  })

  it('answers a tampered link with the invalid-link page, never a stack trace', async () => {
    for (const t of ['', 'x', 'eyJhIjoiY2FuY2VsIn0.AAAA', `${'a'.repeat(600)}.b`, '%00', '\r\nSet-Cookie: x=1']) {
      const response = await fetch(`${url}${bookingApi.managePath}?t=${encodeURIComponent(t)}&lang=en`)
      expect(response.status, t).toBe(404)
      expect(await response.text()).toContain(terminPage.text.en.manage.invalidLink)
    }
  })
})

describe('mails and links that no longer match the booking (issue 39)', () => {
  const manageUrl = (link: string) => link.replace(/^http:\/\/localhost:\d+/, url)
  const move = (link: string, start: string) =>
    fetch(`${url}${bookingApi.managePath}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ t: new URL(link).searchParams.get('t')!, start, lang: 'zh' }) })

  it('C3: the same booking sent again, after it or at once, is answered with the booking it made (one pair of mails); a request that differs is not', async () => {
    const [slot, other] = (await slots()).slots
    const request = visitor(slot!.start, 'twice@example.cn')
    const first = await postJson(bookingApi.bookPath, request)
    expect(first.status).toBe(200)
    const made = await first.json()
    const again = await postJson(bookingApi.bookPath, request)
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual(made)
    const atOnce = await Promise.all([postJson(bookingApi.bookPath, request), postJson(bookingApi.bookPath, request)])
    expect(atOnce.map((r) => r.status)).toEqual([200, 200])
    expect(await inbox()).toHaveLength(2)
    // Not the same request: another name, or the same address for another slot, or another address for this slot.
    const renamed = await postJson(bookingApi.bookPath, { ...request, name: 'Someone Else' })
    expect([renamed.status, await renamed.json()]).toEqual([409, { error: 'slot_taken' }])
    const elsewhere = await postJson(bookingApi.bookPath, { ...request, start: other!.start })
    expect([elsewhere.status, await elsewhere.json()]).toEqual([409, { error: 'open_booking_exists' }])
    const taken = await postJson(bookingApi.bookPath, visitor(slot!.start, 'third@example.cn'))
    expect([taken.status, await taken.json()]).toEqual([409, { error: 'slot_taken' }])
    // Without JavaScript too: the form posted again shows the confirmation page again.
    const form = new URLSearchParams({ lang: 'de', tz: 'Europe/Berlin', start: other!.start, channel: 'phone', name: 'John Doe', email: 'form-twice@example.com', phone: '+1 312 555 0100', company: 'Doe Trading LLC', website: '' })
    for (let i = 0; i < 2; i++) {
      const answer = await fetch(`${url}${bookingApi.bookPath}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form })
      expect(answer.status).toBe(200)
      expect(await answer.text()).toContain(terminPage.text.de.form.success.title)
    }
    expect(await inbox()).toHaveLength(4)
  })

  it('C4: after a move away and back (A→B→A) the first mail’s links open nothing: they say the call has changed since and the newer mail’s links count', async () => {
    const [a, b] = (await slots()).slots
    expect((await postJson(bookingApi.bookPath, visitor(a!.start, 'back@example.cn'))).status).toBe(200)
    const [first] = await inbox()
    const firstReschedule = linkIn(first!, '改期：')!
    const firstCancel = linkIn(first!, '取消：')!
    expect((await move(firstReschedule, b!.start)).status).toBe(200)
    const toB = (await inbox()).slice(2)[0]!
    expect((await move(linkIn(toB, '改期：')!, a!.start)).status).toBe(200)
    const backToA = (await inbox()).slice(4)[0]!
    expect(invitationOf(backToA)).toMatchObject({ sequence: 2, start: a!.start })
    // The first mail's links name time A, where the call is again: they must not work again.
    for (const link of [firstReschedule, firstCancel]) {
      const shown = await fetch(manageUrl(link))
      expect(shown.status).toBe(200)
      const page = await shown.text()
      expect(page).not.toContain('name="start"')
      expect(page).not.toContain('type="submit"')
      expect(page).toContain(terminPage.text.zh.manage.moved.slice(0, 5))
    }
    const refused = await fetch(`${url}${bookingApi.managePath}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ t: new URL(firstCancel).searchParams.get('t')!, lang: 'zh' }) })
    expect(refused.status).toBe(409)
    expect((await slots()).slots.map((s) => s.start)).not.toContain(a!.start)
    // The newest mail's links work.
    const newest = await fetch(manageUrl(linkIn(backToA, '取消：')!))
    expect(await newest.text()).toContain('type="submit"')
  })
})

function configEnv() {
  return { SES_ENDPOINT: sesUrl, DYNAMODB_ENDPOINT: dynamo.endpoint, BOOKING_TABLE: `bookings-${table}`, RATE_LIMIT_TABLE: `rate-limits-${table}`, BOOKING_CALENDAR_FEED_URL: pathToFileURL(join(dir, 'calendar.ics')).href, INQUIRY_ARCHIVE_DIR: dir }
}

function localizedManageTitle() {
  return terminPage.text.zh.manage.title
}
