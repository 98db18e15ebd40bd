// Issue 29 through the real local server: the booking functions with the real store on dynalite,
// mails to the SES emulator (invitations read back with ical.js), a clock the test sets. Each test
// replays what the outside test did (parallel reschedules, links used after the call, an old link
// after a new booking) and checks the answers against what is stored afterwards: the free slots
// the API offers and the mails that went out. Nothing here reads the store's own items.
import { randomUUID } from 'node:crypto'
import type { AddressInfo, Server } from 'node:net'
import { DynamoDBClient } from '@aws-sdk/client-dynamodb'
import ICAL from 'ical.js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bookingAvailability } from '../../content/booking'
import { terminPage } from '../../content/pages/termin'
import type { Lang } from '../../content/types'
import { bookingApi, type SlotsAnswer } from '../../core/booking-api'
import { createSesRawSender } from '../../lambdas/aws-clients'
import { createBookingHandlers } from '../../lambdas/booking/handler'
import { runBookingJobs } from '../../lambdas/booking/jobs'
import type { MailSettings } from '../../lambdas/booking/mail'
import { createBookingStore } from '../../lambdas/booking/store'
import { loadConfig } from '../../lambdas/config'
import type { HttpHandler } from '../../lambdas/http'
import { createLogger } from '../../lambdas/log'
import { createBookingTable, localDynamoDbClient, startDynamoDbLocal } from '../../scripts/server/dynamodb-local'
import { startSesEmulator } from '../../scripts/server/ses-emulator'
import { createSiteServer } from '../../scripts/server/site-server'
import { readSiteManifest, siteRoot } from '../../scripts/site-manifest'
import { forward, sesErrors, startFaultProxy, type FaultProxy } from '../support/fault-proxy'
import { sesInbox, type StoredEmail } from '../support/ses-inbox'


let dynamo: Awaited<ReturnType<typeof startDynamoDbLocal>>
let emulator: Server
let sesUrl: string
let site: ReturnType<typeof createSiteServer> | undefined
let url: string
let table = 0
/** The site's clock: the test moves it. `later` (if set) is what every reading after the first returns. */
let clock: { now: Date; later?: Date; read: number }
let parts: ReturnType<typeof partsFor>

const secret = 'races-test-link-secret'
const mail: MailSettings = { from: 'website@example.com', firmInbox: 'kanzlei@example.com', videoRoomUrl: undefined, siteUrl: 'http://localhost:3000', domain: 'localhost' }

function partsFor(tableName: string, endpoint = dynamo.endpoint, client = localDynamoDbClient(endpoint), ses = sesUrl) {
  const config = loadConfig({ SES_ENDPOINT: ses, INQUIRY_ARCHIVE_DIR: '/tmp' }, { local: true })
  const store = createBookingStore(client, tableName, 30)
  const now = () => {
    const reading = clock.read++ === 0 || !clock.later ? clock.now : clock.later
    return new Date(reading)
  }
  const deps = { store, busy: async () => [], sendRaw: createSesRawSender(config), linkSecret: async () => secret, mail, now, limits: { writesPerMinute: 10_000, readsPerMinute: 10_000 } }
  return { deps, handlers: createBookingHandlers(deps) as Record<string, HttpHandler> }
}

async function serve(handlers: Record<string, HttpHandler>): Promise<void> {
  await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()))
  site = createSiteServer({ root: siteRoot, manifest: readSiteManifest(), apiRoutes: handlers })
  await new Promise<void>((resolve) => site!.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
}

const inbox = async (): Promise<StoredEmail[]> => await sesInbox(sesUrl)

function invitationOf(email: StoredEmail) {
  const part = email.attachments.find((a) => a.contentType.startsWith('text/calendar'))
  if (!part) return undefined
  const calendar = new ICAL.Component(ICAL.parse(Buffer.from(part.content, 'base64').toString('utf8')))
  const event = calendar.getFirstSubcomponent('vevent')!
  return { method: String(calendar.getFirstPropertyValue('method')), uid: String(event.getFirstPropertyValue('uid')), sequence: Number(event.getFirstPropertyValue('sequence') ?? 0), start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString() }
}

async function freeSlots(): Promise<string[]> {
  const response = await fetch(`${url}${bookingApi.slotsPath}?lang=de`)
  expect(response.status).toBe(200)
  return ((await response.json()) as SlotsAnswer).slots.map((slot) => slot.start)
}

async function book(start: string, email: string, lang: Lang = 'zh'): Promise<Response> {
  return fetch(`${url}${bookingApi.bookPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ start, name: 'Mei Lin', email, phone: '+86 755 1234 5678', channel: 'phone', company: 'Lin Trading Ltd.', lang, tz: 'Asia/Shanghai' }),
  })
}

/** The links of the newest mail to `email` (by its labels in the visitor's language), as path and query: `open` sends them to the site of the moment. */
async function linksTo(email: string, lang: Lang = 'zh'): Promise<{ cancel: string; reschedule: string }> {
  const mails = (await inbox()).filter((m) => m.destination.to.join().includes(email))
  const text = mails.at(-1)?.body.text ?? ''
  const labels = terminPage.text[lang].mail
  const after = (label: string) => {
    const line = text.split('\n').find((l) => l.startsWith(label.split('{url}')[0]!) && /https?:\/\//.test(l))
    if (!line) throw new Error(`no "${label}" in the mail`)
    const link = new URL(/(https?:\/\/\S+)/.exec(line)![1]!)
    return `${link.pathname}${link.search}`
  }
  return { cancel: after(labels.cancelLink), reschedule: after(labels.rescheduleLink) }
}

const open = (link: string, init?: RequestInit) => fetch(`${url}${link}`, init)
const tokenOf = (link: string) => new URL(link, url).searchParams.get('t')!
const post = (link: string, fields: Record<string, string> = {}) =>
  fetch(`${url}${bookingApi.managePath}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ t: tokenOf(link), lang: 'zh', ...fields }) })

/** A page's visible text, near enough: tags out, entities of the texts in. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ')
const opening = (template: string) => template.split('{')[0]!.trim()

beforeAll(async () => {
  dynamo = await startDynamoDbLocal()
  emulator = await startSesEmulator({ host: '127.0.0.1', port: 0 })
  sesUrl = `http://127.0.0.1:${(emulator.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()))
  await new Promise((resolve) => emulator.close(resolve))
  await dynamo.close()
})

beforeEach(async () => {
  await fetch(`${sesUrl}/clear-store`, { method: 'POST' })
  clock = { now: new Date(), read: 0 }
  const tableName = `races-${++table}`
  await createBookingTable(localDynamoDbClient(dynamo.endpoint), tableName)
  parts = partsFor(tableName)
  await serve(parts.handlers)
})

describe('one change per booking, whatever runs at once (issue 29, point 1)', () => {
  it('five parallel reschedules of one booking: one 200, four 409 pages that say where the call now is; one slot held; one mail pair', async () => {
    const [first, ...others] = await freeSlots()
    expect((await book(first!, 'five@example.cn')).status).toBe(200)
    const { reschedule } = await linksTo('five@example.cn')
    const targets = others.slice(0, 5)
    const answers = await Promise.all(targets.map((start) => post(reschedule, { start })))
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(4)
    const pages = await Promise.all(answers.map((a) => a.text()))
    for (const [i, html] of pages.entries()) expect(html, `answer ${i}`).toMatch(/^<!DOCTYPE html>/i)

    const free = await freeSlots()
    const held = targets.filter((start) => !free.includes(start))
    expect(held).toHaveLength(1)
    expect(free).toContain(first)
    // The one 200 is the move that is stored.
    expect(targets[statuses.indexOf(200)]).toBe(held[0])
    // The four others say so, in the visitor's language, and offer nothing to press.
    for (const html of pages.filter((_, i) => statuses[i] === 409)) {
      expect(textOf(html)).toContain(opening(terminPage.text.zh.manage.moved))
      expect(html).not.toContain('type="submit"')
    }

    const moved = (await inbox()).slice(2)
    expect(moved).toHaveLength(2)
    expect(moved.map((m) => invitationOf(m))).toEqual([
      expect.objectContaining({ method: 'REQUEST', sequence: 1, start: held[0] }),
      expect.objectContaining({ method: 'REQUEST', sequence: 1, start: held[0] }),
    ])
  })

  it('a cancellation and reschedules at once: exactly one of them happens, and the pages of the others say which', async () => {
    const [first, a, b] = await freeSlots()
    expect((await book(first!, 'mixed@example.cn')).status).toBe(200)
    const links = await linksTo('mixed@example.cn')
    const answers = await Promise.all([post(links.cancel), post(links.reschedule, { start: a! }), post(links.reschedule, { start: b! }), post(links.cancel)])
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1)
    expect(answers.filter((r) => r.status === 409)).toHaveLength(3)
    const changes = (await inbox()).slice(2)
    expect(changes).toHaveLength(2)
    const change = invitationOf(changes[0]!)!
    expect(change.sequence).toBe(1)
    const free = await freeSlots()
    if (change.method === 'CANCEL') expect([first, a, b].every((start) => free.includes(start!))).toBe(true)
    else expect([first, a, b].filter((start) => !free.includes(start!))).toEqual([change.start])
  })
})

describe('a call that has started is read-only (issue 29, point 3)', () => {
  it('seventy minutes after the call, cancelling answers 409 with a page saying it took place, and mails nothing', async () => {
    const [first] = await freeSlots()
    expect((await book(first!, 'after@example.cn')).status).toBe(200)
    const links = await linksTo('after@example.cn')
    clock.now = new Date(Date.parse(first!) + (bookingAvailability.callMinutes + 70) * 60_000)
    const cancelled = await post(links.cancel)
    expect(cancelled.status).toBe(409)
    const page = textOf(await cancelled.text())
    expect(page).toContain(opening(terminPage.text.zh.manage.tookPlace))
    expect(page).toContain(terminPage.text.zh.manage.bookAgain)
    expect(await inbox()).toHaveLength(2)
  })

  it('seventy minutes after the call, rescheduling into a future slot is refused, and the call stays where it was', async () => {
    const [first] = await freeSlots()
    expect((await book(first!, 'move-after@example.cn')).status).toBe(200)
    const links = await linksTo('move-after@example.cn')
    clock.now = new Date(Date.parse(first!) + (bookingAvailability.callMinutes + 70) * 60_000)
    const [future] = await freeSlots()
    const moved = await post(links.reschedule, { start: future! })
    expect(moved.status).toBe(409)
    expect(textOf(await moved.text())).toContain(opening(terminPage.text.zh.manage.tookPlace))
    expect(await freeSlots()).toContain(future)
    expect(await inbox()).toHaveLength(2)
  })

  it('opening the link after the call shows a read-only page in the visitor’s language, with the way to book another call', async () => {
    const [first] = await freeSlots()
    expect((await book(first!, 'open-after@example.cn')).status).toBe(200)
    const links = await linksTo('open-after@example.cn')
    clock.now = new Date(Date.parse(first!) + 5 * 60_000)
    for (const link of [links.cancel, links.reschedule]) {
      const shown = await open(link)
      expect(shown.status).toBe(200)
      const html = await shown.text()
      expect(html).not.toContain('<form')
      expect(textOf(html)).toContain(opening(terminPage.text.zh.manage.started))
      expect(html).toContain('href="/zh/termin"')
    }
  })

  it('a request that passes the link check a second before the start cannot cancel a second after it: the store refuses', async () => {
    const [first] = await freeSlots()
    expect((await book(first!, 'edge@example.cn')).status).toBe(200)
    const links = await linksTo('edge@example.cn')
    // The handler reads the clock as it checks the link, and again as it writes: the call starts in between.
    clock = { now: new Date(Date.parse(first!) - 1_000), later: new Date(Date.parse(first!) + 1_000), read: 0 }
    const cancelled = await post(links.cancel)
    expect(cancelled.status).toBe(409)
    expect(textOf(await cancelled.text())).toContain(opening(terminPage.text.zh.manage.started))
    expect(await inbox()).toHaveLength(2)
  })
})

describe('every answer matches what is stored (issue 29, point 4)', () => {
  it('rescheduling an old call after booking a new one: a 409 page, nothing moved, nothing held, nobody mailed', async () => {
    const [first] = await freeSlots()
    expect((await book(first!, 'again@example.cn')).status).toBe(200)
    const old = await linksTo('again@example.cn')
    // The call took place; the visitor books the next one.
    clock.now = new Date(Date.parse(first!) + 2 * 3_600_000)
    const [second, third] = await freeSlots()
    expect((await book(second!, 'again@example.cn')).status).toBe(200)
    expect(await inbox()).toHaveLength(4)

    const answer = await post(old.reschedule, { start: third! })
    expect(answer.status).toBe(409)
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/)
    expect(textOf(await answer.text())).toContain(opening(terminPage.text.zh.manage.tookPlace))
    expect(await freeSlots()).toContain(third)
    expect(await freeSlots()).not.toContain(second)
    expect(await inbox()).toHaveLength(4)
  })

  it('every error of the manage page is a page in the visitor’s language, never JSON: store down, too many requests, a wrong method', async () => {
    const [first] = await freeSlots()
    expect((await book(first!, 'errors@example.cn')).status).toBe(200)
    const links = await linksTo('errors@example.cn')
    const unavailable = terminPage.text.zh.manage.unavailable

    // The store answers with errors (DynamoDB's 500): the link's page says so, in Chinese.
    const broken = await startFaultProxy(dynamo.endpoint, () => ({ kind: 'reset' }))
    try {
      await serve(partsFor(`races-${table}`, broken.url).handlers)
      for (const answer of [await open(links.reschedule), await post(links.cancel)]) {
        expect(answer.status).toBe(503)
        expect(answer.headers.get('content-type')).toMatch(/^text\/html/)
        expect(textOf(await answer.text())).toContain(unavailable)
      }
    } finally {
      await broken.close()
    }

    const limited = partsFor(`races-${table}`)
    await serve(createBookingHandlers({ ...limited.deps, limits: { writesPerMinute: 1, readsPerMinute: 100 } }) as Record<string, HttpHandler>)
    await post(links.reschedule, { start: '2000-01-01T00:00:00.000Z' })
    const tooMany = await post(links.cancel)
    expect(tooMany.status).toBe(429)
    expect(textOf(await tooMany.text())).toContain(terminPage.text.zh.form.errors.rateLimited)

    const wrong = await open(links.cancel, { method: 'PUT' })
    expect(wrong.status).toBe(405)
    expect(wrong.headers.get('allow')).toBe('GET, POST')
    expect(wrong.headers.get('content-type')).toMatch(/^text\/html/)
  })
})

describe('exactly one mail pair per change, also when the request dies after the change', () => {
  it('the job queues and sends the pair of a change whose request ended before its mails, once; then archives the cancelled call', async () => {
    const [first] = await freeSlots()
    const store = parts.deps.store
    const at = new Date()
    const booking = { id: randomUUID(), start: first!, end: new Date(Date.parse(first!) + bookingAvailability.callMinutes * 60_000).toISOString(), lang: 'zh' as const, zone: 'Asia/Shanghai', name: 'Mei Lin', email: 'died@example.cn', phone: '+86 755 1234 5678', channel: 'phone' as const, company: 'Lin Trading Ltd.', opposingParty: '', intake: { marketplaces: '', storageCountries: '', vatIds: '' }, sequence: 0, createdAt: at.toISOString() }
    // Stored, and then the request is gone: no mail.
    expect((await store.book(booking, at)).ok).toBe(true)
    const lines: string[] = []
    const log = createLogger('job', (line) => lines.push(line))
    const job = (when: Date) => runBookingJobs({ ...parts.deps, log }, when)
    // A change younger than two minutes may still be mailing from its own request: left alone.
    expect(await job(new Date(at.getTime() + 60_000))).toMatchObject({ recovered: 0 })
    expect(await job(new Date(at.getTime() + 5 * 60_000))).toMatchObject({ recovered: 1 })
    expect(await job(new Date(at.getTime() + 10 * 60_000))).toMatchObject({ recovered: 0 })
    const booked = await inbox()
    expect(booked.map((m) => invitationOf(m))).toEqual([expect.objectContaining({ method: 'REQUEST', sequence: 0, start: first }), expect.objectContaining({ method: 'REQUEST', sequence: 0, start: first })])
    expect(lines.some((line) => JSON.parse(line).event === 'booking_mail_recovered')).toBe(true)

    const found = await store.find(booking.id)
    const cancelled = await store.cancel(found!.booking!, new Date(at.getTime() + 11 * 60_000))
    expect(cancelled.ok).toBe(true)
    await job(new Date(at.getTime() + 20 * 60_000))
    const all = await inbox()
    expect(all.slice(2).map((m) => invitationOf(m))).toEqual([expect.objectContaining({ method: 'CANCEL', sequence: 1 }), expect.objectContaining({ method: 'CANCEL', sequence: 1 })])
    // Mailed, the cancelled call is archived: its link still says it is cancelled.
    expect(await store.find(booking.id)).toMatchObject({ call: { status: 'cancelled' }, booking: undefined })
  })
})

describe('each mail once per change and recipient, whatever SES answers (the flake of three mails for one booking)', () => {
  /** Serves the functions with SES behind a proxy that does `plan` with each send; runs `test` with the proxy, the parts and the log lines. */
  async function withSes(plan: Parameters<typeof startFaultProxy>[1], test: (proxy: FaultProxy, p: ReturnType<typeof partsFor>, lines: () => { event: string; mailId?: string }[]) => Promise<void>) {
    const proxy = await startFaultProxy(sesUrl, plan)
    const lines: string[] = []
    try {
      const p = partsFor(`races-${table}`, dynamo.endpoint, localDynamoDbClient(dynamo.endpoint), proxy.url)
      await serve(createBookingHandlers({ ...p.deps, logSink: (line) => lines.push(line) }) as Record<string, HttpHandler>)
      await test(proxy, p, () => lines.map((line) => JSON.parse(line) as { event: string; mailId?: string }))
    } finally {
      await proxy.close()
      await serve(parts.handlers)
    }
  }
  const jobOf = (p: ReturnType<typeof partsFor>, lines: string[] = []) => (when: Date) => runBookingJobs({ ...p.deps, log: createLogger('job', (line) => lines.push(line)) }, when)
  const recipients = async () => (await inbox()).map((m) => m.destination.to.join().replace(/^.*<(.+)>$/, '$1')).sort()

  it('a send SES took but whose answer got lost is sent neither again by the SDK nor by the job; the firm is told to check it', async () => {
    const [first] = await freeSlots()
    await withSes(
      (index) => (index === 0 ? { kind: 'lose-answer' } : forward),
      async (proxy, p, lines) => {
        expect((await book(first!, 'lost-answer@example.cn')).status).toBe(200)
        const job = jobOf(p)
        await job(new Date(Date.now() + 5 * 60_000))
        await job(new Date(Date.now() + 10 * 60_000))
        // Two sends reached SES, one per recipient: the one whose answer got lost was never tried again.
        expect(proxy.stats.requests).toBe(2)
        expect(await recipients()).toEqual(['kanzlei@example.com', 'lost-answer@example.cn'])
        expect(lines().filter((line) => line.event === 'booking_mail_unconfirmed')).toEqual([expect.objectContaining({ mailId: expect.stringMatching(/\.0\.visitor$/) })])
      },
    )
  })

  it('a send SES refused (throttled) is sent by the job, once, also when two runs of the job meet', async () => {
    const [first] = await freeSlots()
    let throttled = true
    await withSes(
      () => (throttled ? sesErrors.throttling : forward),
      async (_, p) => {
        expect((await book(first!, 'throttled@example.cn')).status).toBe(200)
        expect(await inbox()).toHaveLength(0)
        throttled = false
        const job = jobOf(p)
        const later = new Date(Date.now() + 5 * 60_000)
        const runs = await Promise.all([job(later), job(later), job(later)])
        expect(runs.reduce((sum, run) => sum + run.retried, 0)).toBe(2)
        await job(new Date(later.getTime() + 5 * 60_000))
        expect(await recipients()).toEqual(['kanzlei@example.com', 'throttled@example.cn'])
        // Each exactly once: one invitation per recipient, SEQUENCE 0, the booking's UID.
        const invitations = (await inbox()).map((m) => invitationOf(m)!)
        expect(invitations.map((i) => i.sequence)).toEqual([0, 0])
        // The firm's copy under a UID of its own ("<id>.firm@…", lambdas/booking/invitation.ts), the booking's.
        expect(new Set(invitations.map((i) => i.uid.replace('.firm@', '@'))).size).toBe(1)
      },
    )
  })
})

describe('a booking whose outcome cannot be known', () => {
  /** Serves the functions with a store whose first calendar write loses its answer while the table answers nothing else; runs `request`, then lets the write land. */
  async function withLostWrite<T>(request: () => Promise<T>): Promise<T> {
    let down = false
    let land!: () => void
    const landing = new Promise<void>((resolve) => (land = resolve))
    const proxy = await startFaultProxy(dynamo.endpoint, (_, incoming) => {
      if (incoming.headers['x-amz-target'] === 'DynamoDB_20120810.UpdateItem' && !down) {
        down = true
        return { kind: 'reset', forwardWhen: landing }
      }
      return down ? { kind: 'reset' } : { kind: 'forward' }
    })
    try {
      const client = new DynamoDBClient({ endpoint: proxy.url, region: 'eu-central-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, maxAttempts: 1 })
      await serve(partsFor(`races-${table}`, proxy.url, client).handlers)
      const answer = await request()
      land()
      await proxy.settled()
      return answer
    } finally {
      await proxy.close()
      await serve(parts.handlers)
    }
  }

  it('is answered "unconfirmed", not "failed"; when its write lands after all, the job sends the confirmation', async () => {
    const [first] = await freeSlots()
    const answer = await withLostWrite(async () => {
      const response = await book(first!, 'unsure@example.cn')
      return { status: response.status, body: await response.json() }
    })
    expect(answer).toEqual({ status: 503, body: { error: 'store_unconfirmed' } })
    expect(await freeSlots()).not.toContain(first)
    expect(await inbox()).toHaveLength(0)
    await runBookingJobs({ ...parts.deps, log: createLogger('job', () => undefined) }, new Date(Date.now() + 5 * 60_000))
    const mails = await inbox()
    expect(mails.map((m) => invitationOf(m))).toEqual([expect.objectContaining({ method: 'REQUEST', sequence: 0, start: first }), expect.objectContaining({ method: 'REQUEST', sequence: 0, start: first })])
    expect(mails[0]!.destination.to.join()).toContain('unsure@example.cn')
  })

  it('the form without JavaScript says so, in the visitor’s language', async () => {
    const [first] = await freeSlots()
    const answer = await withLostWrite(async () => {
      const form = new URLSearchParams({ lang: 'zh', tz: 'Asia/Shanghai', start: first!, channel: 'phone', name: 'Mei Lin', email: 'unsure-form@example.cn', phone: '+86 755 1234 5678', company: 'Lin Trading Ltd.', website: '' })
      const response = await fetch(`${url}${bookingApi.bookPath}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form })
      return { status: response.status, html: await response.text() }
    })
    expect(answer.status).toBe(503)
    expect(textOf(answer.html)).toContain(terminPage.text.zh.form.errors.unconfirmed)
  })

  it('a move whose outcome is lost says so on the manage page, not that the call cannot be changed; when it lands, the job mails it', async () => {
    const [first, later] = await freeSlots()
    expect((await book(first!, 'unsure-move@example.cn')).status).toBe(200)
    const { reschedule } = await linksTo('unsure-move@example.cn')
    const answer = await withLostWrite(async () => {
      const response = await post(reschedule, { start: later! })
      return { status: response.status, html: await response.text() }
    })
    expect(answer.status).toBe(503)
    const page = textOf(answer.html)
    expect(page).toContain(terminPage.text.zh.manage.changeUnconfirmed)
    expect(page).not.toContain(terminPage.text.zh.manage.unavailable)
    // The write landed after the answer: the call stands at the new time, and the job sends the moved invitation to both.
    const free = await freeSlots()
    expect(free).toContain(first)
    expect(free).not.toContain(later)
    await runBookingJobs({ ...parts.deps, log: createLogger('job', () => undefined) }, new Date(Date.now() + 5 * 60_000))
    const moved = (await inbox()).slice(2).map((m) => invitationOf(m))
    expect(moved).toEqual([expect.objectContaining({ method: 'REQUEST', sequence: 1, start: later }), expect.objectContaining({ method: 'REQUEST', sequence: 1, start: later })])
  })
})

describe('the reminder (issue 29, point 14)', () => {
  it('carries the signed links to move or cancel the call, in the visitor’s language, and they open the call', async () => {
    // A call booked more than 36 hours ahead: one booked later has its confirmation as its reminder (issue 39 C5).
    const first = (await freeSlots()).find((start) => Date.parse(start) - clock.now.getTime() > 37 * 3_600_000)
    expect((await book(first!, 'remind@example.cn')).status).toBe(200)
    const dayBefore = new Date(Date.parse(first!) - 23 * 3_600_000)
    const log = createLogger('test', () => undefined)
    expect(await runBookingJobs({ ...parts.deps, log }, dayBefore)).toMatchObject({ reminded: 1 })
    const reminder = (await inbox())[2]!
    expect(reminder.subject).toContain(opening(terminPage.text.zh.mail.subjects.reminder))
    const links = await linksTo('remind@example.cn')
    clock.now = dayBefore
    const shown = await open(links.reschedule)
    expect(shown.status).toBe(200)
    expect(await shown.text()).toContain('name="start"')
    const cancel = await post(links.cancel)
    expect(cancel.status).toBe(200)
    expect(textOf(await cancel.text())).toContain(terminPage.text.zh.manage.cancelled)
  })
})
