// Issue 39 (A1, A2, B3): reading the feed over real HTTP from fake servers. A booking or a move is
// decided only on a fresh read (the stale copy serves the list of times), or refused; a transfer
// cut off midway keeps the last good copy and raises the feed alarm; the feed comes over https
// from a public address only, redirects included, judged on the address DNS gives. Which
// addresses are refused is checked against Python's ipaddress (tests/support/rrule-oracle.py).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { BusyFeedNotFresh, busyFeedDefaults, createBusyFeed, FeedAddressRefused } from '../../lambdas/booking/busy-feed'
import { fetchFeed, refusedAddress } from '../../lambdas/booking/feed-fetch'
import { createLogger } from '../../lambdas/log'
import { calendar } from '../support/calendar-feeds'
import { startOracle } from '../support/rrule-oracle'

const oracle = startOracle()
afterAll(() => oracle.close())

const event = (uid: string, start: string, end: string) => ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20260101T000000Z', `DTSTART:${start}`, `DTEND:${end}`, 'END:VEVENT']
const oneMeeting = calendar(event('a', '20270503T080000Z', '20270503T090000Z'))
// The lawyer blocks 10:00–11:00 UTC as well.
const twoMeetings = calendar([...event('a', '20270503T080000Z', '20270503T090000Z'), ...event('b', '20270503T100000Z', '20270503T110000Z')])
const range = [new Date('2027-05-03T00:00:00Z'), new Date('2027-05-04T00:00:00Z')] as const
const iso = (spans: { start: Date; end: Date }[]) => spans.map((s) => `${s.start.toISOString()}/${s.end.toISOString()}`)

type Answer = (req: IncomingMessage, res: ServerResponse) => void
let server: Server
let url: string
let answer: Answer
let requests = 0
const held: ServerResponse[] = []
const send = (body: string): Answer => (_req, res) => res.writeHead(200, { 'content-type': 'text/calendar' }).end(body)
const hang: Answer = (_req, res) => void held.push(res)

beforeAll(async () => {
  server = createServer((req, res) => {
    requests++
    answer(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/calendar.ics`
})
afterEach(() => {
  for (const res of held.splice(0)) res.destroy()
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const options = { ...busyFeedDefaults, freshMs: 5 * 60_000, staleMs: 60 * 60_000, timeoutMs: 60_000, maxBytes: 100_000, retryMs: 30_000, allowLocal: true }
const minute = 60_000

describe('A1: bookings and moves are decided on a fresh read of the feed', () => {
  it('reads the feed again before a decision when the copy is 10 (or 55) minutes old, while the list is answered from the copy at once', async () => {
    for (const age of [10, 55]) {
      let clock = 0
      answer = send(oneMeeting)
      const busy = createBusyFeed(url, options, () => clock)
      expect(iso(await busy(...range))).toEqual(['2027-05-03T08:00:00.000Z/2027-05-03T09:00:00.000Z'])
      // The lawyer blocks another hour; the feed answers only when the test lets it.
      answer = hang
      clock = age * minute
      requests = 0
      expect(await busy(...range)).toHaveLength(1) // the list: from the copy, at once
      const decision = busy(...range, 'decide')
      await expect.poll(() => held.length).toBeGreaterThan(0)
      held.shift()!.writeHead(200, { 'content-type': 'text/calendar' }).end(twoMeetings)
      expect(iso(await decision)).toEqual(['2027-05-03T08:00:00.000Z/2027-05-03T09:00:00.000Z', '2027-05-03T10:00:00.000Z/2027-05-03T11:00:00.000Z'])
      await busy.reading()
      for (const res of held.splice(0)) res.writeHead(200, { 'content-type': 'text/calendar' }).end(twoMeetings)
    }
  })

  it('refuses a decision it cannot get a fresh read for within the wait (BusyFeedNotFresh), never deciding on the old copy, and logs it', async () => {
    let clock = 0
    answer = send(oneMeeting)
    const lines: string[] = []
    const busy = createBusyFeed(url, { ...options, decideWaitMs: 150 }, () => clock, createLogger('feed', (line) => lines.push(line)))
    await busy(...range)
    answer = hang
    clock = 10 * minute
    await expect(busy(...range, 'decide')).rejects.toBeInstanceOf(BusyFeedNotFresh)
    expect(lines.map((line) => JSON.parse(line) as { event: string })).toEqual([expect.objectContaining({ event: 'booking_calendar_not_fresh' })])
    // A calendar that answers with an error is no fresh read either.
    answer = (_req, res) => res.writeHead(503).end('down')
    clock = 11 * minute
    await expect(busy(...range, 'decide')).rejects.toBeInstanceOf(BusyFeedNotFresh)
  })

  it('lets decisions that arrive together share one read, and decides on a read begun within decideMaxAgeMs without reading again', async () => {
    let clock = 0
    answer = send(oneMeeting)
    const busy = createBusyFeed(url, options, () => clock)
    await busy(...range)
    clock = 10 * minute
    requests = 0
    answer = send(twoMeetings)
    const answers = await Promise.all(Array.from({ length: 5 }, () => busy(...range, 'decide')))
    expect(answers.map((spans) => spans.length)).toEqual([2, 2, 2, 2, 2])
    expect(requests).toBe(1)
    clock += options.decideMaxAgeMs
    expect(await busy(...range, 'decide')).toHaveLength(2)
    expect(requests).toBe(1)
    clock += 1
    await busy(...range, 'decide')
    expect(requests).toBe(2)
  })
})

describe('A2: a transfer cut off midway keeps the last good copy and raises the feed alarm', () => {
  const cut = twoMeetings.slice(0, twoMeetings.indexOf('UID:b'))
  const cases: [string, Answer][] = [
    ['without END:VCALENDAR', send(cut)],
    ['fewer bytes than its Content-Length', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/calendar', 'content-length': String(Buffer.byteLength(twoMeetings)) })
      res.write(cut)
      setImmediate(() => res.socket?.destroy())
    }],
    ['a chunked body whose connection is reset', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/calendar' })
      res.write(cut)
      setImmediate(() => res.socket?.resetAndDestroy())
    }],
  ]
  it.each(cases)('%s', async (_name, cutOff) => {
    let clock = 0
    const lines: string[] = []
    answer = send(oneMeeting)
    const busy = createBusyFeed(url, options, () => clock, createLogger('feed', (line) => lines.push(line)))
    expect(await busy(...range)).toHaveLength(1)
    answer = cutOff
    clock = 10 * minute
    await busy(...range)
    await busy.reading()
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([expect.objectContaining({ level: 'error', event: 'booking_calendar_feed_problems', incomplete: 1 })])
    // The good copy stands for the list; a decision gets no fresh read from a cut-off feed.
    expect(iso(await busy(...range))).toEqual(['2027-05-03T08:00:00.000Z/2027-05-03T09:00:00.000Z'])
    await expect(createBusyFeed(url, { ...options, decideWaitMs: 2_000 }, () => clock)(...range, 'decide')).rejects.toBeInstanceOf(BusyFeedNotFresh)
  })
})

describe('B3: the feed comes over https from public addresses only', () => {
  const prefixes: [number[], number][] = [
    [[127], 8], [[10], 8], [[172, 16], 12], [[192, 168], 16], [[169, 254], 16], [[100, 64], 10], [[0], 8], [[224], 4], [[240], 4], [[198, 18], 15],
    [[8, 8], 16], [[93, 184], 16], [[141, 30], 16], [[52, 94], 16],
  ]
  const v4Arb = fc.tuple(fc.constantFrom(...prefixes), fc.integer({ min: 0, max: 0xffffffff })).map(([[head, bits], random]) => {
    const base = head.reduce((n, octet, i) => n + octet * 2 ** (24 - 8 * i), 0)
    const value = base + (random % 2 ** (32 - bits))
    return [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255].join('.')
  })
  const hex = (n: number) => n.toString(16)
  const v6Prefixes = ['::1', '::', 'fe80::', 'fc00::', 'fd12:3456::', 'fec0::', 'ff02::', '2001:db8::', '2001::', '100::', '2a00:1450:4001:81c::', '2606:4700::', '2003:e0::']
  const v6Arb = fc.oneof(
    fc.tuple(fc.constantFrom(...v6Prefixes), fc.integer({ min: 0, max: 0xffff }), fc.boolean()).map(([prefix, tail, upper]) => {
      const text = prefix === '::1' || prefix === '::' ? prefix : `${prefix}${hex(tail)}`
      return upper ? text.toUpperCase() : text
    }),
    // IPv4 inside IPv6: mapped (dotted and hex), IPv4-compatible, NAT64, 6to4.
    fc.tuple(v4Arb, fc.constantFrom('mapped', 'mapped-hex', 'compatible', 'nat64', '6to4')).map(([v4, form]) => {
      const [a, b, c, d] = v4.split('.').map(Number) as [number, number, number, number]
      const [high, low] = [hex(a * 256 + b), hex(c * 256 + d)]
      if (form === 'mapped') return `::ffff:${v4}`
      if (form === 'mapped-hex') return `0:0:0:0:0:ffff:${high}:${low}`
      if (form === 'compatible') return `::${v4}`
      if (form === 'nat64') return `64:ff9b::${high}:${low}`
      return `2002:${high}:${low}::1`
    }),
  )

  it('refuses exactly the addresses Python’s ipaddress does not call global (and multicast, and IPv4 inside IPv6 as its IPv4)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(v4Arb, v6Arb), { minLength: 1, maxLength: 40 }), async (addresses) => {
        const theirs = await oracle.refusedAddresses(addresses)
        expect(addresses.map((a) => [a, refusedAddress(a) !== undefined])).toEqual(addresses.map((a, i) => [a, theirs[i]]))
      }),
      { numRuns: 200 },
    )
    // The local fakes' exception is loopback only.
    expect(refusedAddress('127.0.0.1', true)).toBeUndefined()
    expect(refusedAddress('::1', true)).toBeUndefined()
    expect(refusedAddress('::ffff:127.0.0.1', true)).toBe('IPv4-mapped')
    expect(refusedAddress('169.254.169.254', true)).toBe('link-local')
    expect(refusedAddress('10.0.0.1', true)).toBe('private')
  })

  const fetchOptions = { timeoutMs: 10_000, maxBytes: 100_000, allowHttp: false, allowLoopback: false }

  it('refuses plain http, and names and literals that reach loopback, private or link-local addresses, before any request', async () => {
    answer = send(oneMeeting)
    requests = 0
    const port = (server.address() as AddressInfo).port
    // The feed as configured in AWS (no local allowance): an http: address is refused, not fetched.
    await expect(createBusyFeed(url, { ...options, allowLocal: false })(...range)).rejects.toThrow(/must be fetched over https/)
    for (const target of [`http://127.0.0.1:${port}/`, `http://localhost:${port}/`]) await expect(fetchFeed(target, fetchOptions)).rejects.toThrow(FeedAddressRefused)
    for (const target of [`https://localhost:${port}/`, `https://127.0.0.2:${port}/`, `https://[::1]:${port}/`, `https://[::ffff:127.0.0.1]:${port}/`, `https://[::ffff:7f00:1]:${port}/`, 'https://169.254.169.254/latest/meta-data/', 'https://[fe80::1]/', 'https://10.1.2.3/']) {
      await expect(fetchFeed(target, fetchOptions), target).rejects.toThrow(FeedAddressRefused)
    }
    // The check is on what the name resolves to: a public-looking name that resolves to a private or mapped address is refused.
    const table: Record<string, { address: string; family: number }[]> = {
      'calendar.example': [{ address: '10.0.0.7', family: 4 }],
      'metadata.example': [{ address: '::ffff:169.254.169.254', family: 6 }],
      'mixed.example': [{ address: '2a00:1450:4001:81c::200e', family: 6 }, { address: '127.0.0.1', family: 4 }],
    }
    for (const name of Object.keys(table)) {
      await expect(fetchFeed(`https://${name}/feed.ics`, { ...fetchOptions, resolve: async (host) => table[host] ?? [] }), name).rejects.toThrow(FeedAddressRefused)
    }
    expect(requests).toBe(0)
  })

  it('connects to the address the checked lookup gave when it is allowed (the local fakes: http and loopback)', async () => {
    answer = send(oneMeeting)
    requests = 0
    const port = (server.address() as AddressInfo).port
    const resolve = async (host: string) => (host === 'feed.example' ? [{ address: '127.0.0.1', family: 4 }] : [])
    expect(await fetchFeed(`http://feed.example:${port}/calendar.ics`, { ...fetchOptions, allowHttp: true, allowLoopback: true, resolve })).toBe(oneMeeting)
    expect(requests).toBe(1)
    // The same name without the loopback allowance is refused before it connects.
    await expect(fetchFeed(`http://feed.example:${port}/calendar.ics`, { ...fetchOptions, allowHttp: true, resolve })).rejects.toThrow(FeedAddressRefused)
    expect(requests).toBe(1)
  })

  describe('redirects', () => {
    let https: ReturnType<typeof createHttpsServer>
    let httpsUrl: string
    let cert: string
    let dir: string
    let location = ''
    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'feed-tls-'))
      const [keyFile, certFile] = [join(dir, 'key.pem'), join(dir, 'cert.pem')]
      execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', keyFile, '-out', certFile, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' })
      cert = readFileSync(certFile, 'utf8')
      https = createHttpsServer({ key: readFileSync(keyFile), cert }, (req, res) => {
        if (req.url === '/feed.ics') res.writeHead(200, { 'content-type': 'text/calendar' }).end(oneMeeting)
        else res.writeHead(302, { location }).end()
      })
      await new Promise<void>((resolve) => https.listen(0, '127.0.0.1', resolve))
      httpsUrl = `https://127.0.0.1:${(https.address() as AddressInfo).port}`
    })
    afterAll(async () => {
      await new Promise((resolve) => https.close(resolve))
      rmSync(dir, { recursive: true, force: true })
    })
    // The https fake is on loopback, so loopback is allowed here; plain http is not.
    const tls = () => ({ ...fetchOptions, allowLoopback: true, ca: cert })

    it('follows a redirect to https on an allowed address', async () => {
      location = '/feed.ics'
      expect(await fetchFeed(`${httpsUrl}/moved`, tls())).toBe(oneMeeting)
    })

    it('refuses a redirect to plain http (never requested), to link-local, private and mapped addresses, and to names resolving to them', async () => {
      answer = send(oneMeeting)
      requests = 0
      const port = (server.address() as AddressInfo).port
      const resolve = async (host: string) => (host === 'metadata.example' ? [{ address: '169.254.169.254', family: 4 }] : [{ address: '127.0.0.1', family: 4 }])
      for (const target of [`http://127.0.0.1:${port}/calendar.ics`, 'https://169.254.169.254/latest/meta-data/', 'https://10.0.0.1/feed.ics', 'https://[::ffff:a9fe:a9fe]/', 'https://metadata.example/feed.ics']) {
        location = target
        await expect(fetchFeed(`${httpsUrl}/moved`, { ...tls(), resolve }), target).rejects.toThrow(FeedAddressRefused)
      }
      expect(requests).toBe(0)
    })
  })
})
