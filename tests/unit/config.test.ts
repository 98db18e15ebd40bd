import { createPublicKey } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { bookingApi } from '../../core/booking-api'
import { ConfigError, loadConfig, localDefaults } from '../../lambdas/config'

describe('loadConfig', () => {
  it('runs locally on embedded defaults', () => {
    const config = loadConfig({}, { local: true })
    expect(config).toEqual({
      port: 3000,
      viesApiUrl: localDefaults.VIES_API_URL,
      evatrApiUrl: localDefaults.EVATR_API_URL,
      // The contract's own limit (core/qualified-check-api.ts), which the list check paces itself to.
      qualifiedChecksPerMinute: 30,
      rateLimits: { table: 'rate-limits', dynamoDbEndpoint: undefined, dynamoDbRequestTimeoutMs: 3000, region: 'eu-central-1', key: { kind: 'static', value: localDefaults.RATE_LIMIT_KEY } },
      qualifiedCheck: { perNumberPerMinute: 10, perRequesterPerDay: 2000, receiptKey: { kind: 'pem', pem: localDefaults.RECEIPT_SIGNING_KEY }, receiptKeyValidFrom: '1970-01-01T00:00:00.000Z', retiredReceiptKeys: [] },
      sesEndpoint: localDefaults.SES_ENDPOINT,
      sesRegion: 'eu-central-1',
      contactTo: localDefaults.CONTACT_TO,
      contactFrom: localDefaults.CONTACT_FROM,
      viesRequesterVatId: undefined,
      inquiryArchive: { kind: 'directory', path: '.data/inquiries' },
      booking: {
        table: 'bookings',
        dynamoDbEndpoint: undefined,
        dynamoDbRequestTimeoutMs: 3000,
        region: 'eu-central-1',
        // The sample calendar, as an absolute file: URL from the working directory.
        calendarFeed: { kind: 'url', url: pathToFileURL(resolve('scripts/server/sample-calendar.ics')).href },
        calendarDecideWaitMs: 5000,
        calendarFeedAllowLocal: false,
        linkSecret: { kind: 'static', value: localDefaults.BOOKING_LINK_SECRET },
        videoRoomUrl: localDefaults.BOOKING_VIDEO_ROOM_URL,
        siteUrl: 'http://localhost:3000',
        limits: { writesPerMinute: bookingApi.writesPerClientPerMinute, readsPerMinute: bookingApi.readsPerClientPerMinute },
      },
    })
  })

  it('takes another DynamoDB request timeout only as whole milliseconds from 100 to 120000, for both stores', () => {
    const config = loadConfig({ DYNAMODB_REQUEST_TIMEOUT_MS: '60000' }, { local: true })
    expect(config.rateLimits.dynamoDbRequestTimeoutMs).toBe(60_000)
    expect(config.booking?.dynamoDbRequestTimeoutMs).toBe(60_000)
    for (const bad of ['99', '120001', '3s', '2.5', '-1']) {
      expect(() => loadConfig({ DYNAMODB_REQUEST_TIMEOUT_MS: bad }, { local: true }), bad).toThrow(/DYNAMODB_REQUEST_TIMEOUT_MS must be a whole number/)
    }
  })

  it('takes another limit of qualified checks per minute only as a whole number from 1 to 100000', () => {
    expect(loadConfig({ QUALIFIED_CHECKS_PER_MINUTE: '120' }, { local: true }).qualifiedChecksPerMinute).toBe(120)
    for (const bad of ['0', '-5', '2.5', '30/min', '100001', '1e3']) {
      expect(() => loadConfig({ QUALIFIED_CHECKS_PER_MINUTE: bad }, { local: true }), bad).toThrow(/QUALIFIED_CHECKS_PER_MINUTE must be a whole number/)
    }
  })

  it('keys the rate counters with a secret: from Secrets Manager in AWS, never the published local key there; a daily cap per requester', () => {
    const arn = 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:site-rate-limit-key-AbCdEf'
    expect(loadConfig({ RATE_LIMIT_TABLE: 'site-rate-limits', RATE_LIMIT_KEY_SECRET_ARN: arn }, { needsContact: false }).rateLimits.key).toEqual({ kind: 'secretsManager', arn, region: 'eu-central-1' })
    expect(loadConfig({ RATE_LIMIT_KEY: 'k'.repeat(40) }, { needsContact: false }).rateLimits.key).toEqual({ kind: 'static', value: 'k'.repeat(40) })
    expect(() => loadConfig({ RATE_LIMIT_KEY: localDefaults.RATE_LIMIT_KEY }, { needsContact: false })).toThrow(/never used outside the local server/)
    expect(() => loadConfig({ RATE_LIMIT_KEY: 'short' }, { local: true })).toThrow(/RATE_LIMIT_KEY must be 32 to 256/)
    expect(() => loadConfig({ RATE_LIMIT_KEY_SECRET_ARN: arn, RATE_LIMIT_KEY: 'k'.repeat(40) }, { local: true })).toThrow(/not both/)
    expect(() => loadConfig({ RATE_LIMIT_KEY_SECRET_ARN: 'site-rate-limit-key' }, { local: true })).toThrow(/must be the ARN of a Secrets Manager secret/)
    expect(loadConfig({ QUALIFIED_CHECKS_PER_REQUESTER_PER_DAY: '500' }, { local: true }).qualifiedCheck.perRequesterPerDay).toBe(500)
    for (const bad of ['0', '1000001', '2.5', 'many']) expect(() => loadConfig({ QUALIFIED_CHECKS_PER_REQUESTER_PER_DAY: bad }, { local: true }), bad).toThrow(/QUALIFIED_CHECKS_PER_REQUESTER_PER_DAY must be a whole number from 1 to 1000000/)
  })

  it('signs receipts with a KMS key in AWS and never with the published local key there; counts limits in a named table', () => {
    const arn = 'arn:aws:kms:eu-central-1:123456789012:key/1234abcd-12ab-34cd-56ef-1234567890ab'
    const lambda = { RATE_LIMIT_TABLE: 'site-rate-limits', RECEIPT_SIGNING_KEY_ARN: arn, AWS_REGION: 'eu-central-1' }
    expect(loadConfig(lambda, { needsContact: false }).qualifiedCheck).toEqual({ perNumberPerMinute: 10, perRequesterPerDay: 2000, receiptKey: { kind: 'kms', arn, region: 'eu-central-1', endpoint: undefined }, receiptKeyValidFrom: '1970-01-01T00:00:00.000Z', retiredReceiptKeys: [] })
    expect(loadConfig(lambda, { needsContact: false }).rateLimits).toEqual({ table: 'site-rate-limits', dynamoDbEndpoint: undefined, dynamoDbRequestTimeoutMs: 3000, region: 'eu-central-1', key: undefined })
    // In AWS nothing defaults: no table, no key.
    expect(loadConfig({}, { needsContact: false }).qualifiedCheck).toMatchObject({ receiptKey: undefined })
    expect(loadConfig({}, { needsContact: false }).rateLimits).toMatchObject({ table: undefined, key: undefined })
    expect(() => loadConfig({ RECEIPT_SIGNING_KEY: localDefaults.RECEIPT_SIGNING_KEY }, { needsContact: false })).toThrow(/never used outside the local server/)
    expect(() => loadConfig({ RECEIPT_SIGNING_KEY_ARN: 'arn:aws:kms:eu-central-1:123456789012:alias/receipts' }, { needsContact: false })).toThrow(/must be the ARN of a KMS key/)
    expect(() => loadConfig({ RECEIPT_SIGNING_KEY_ARN: arn, RECEIPT_SIGNING_KEY: '-----BEGIN PRIVATE KEY-----\nx\n-----END PRIVATE KEY-----' }, { local: true })).toThrow(/not both/)
    expect(() => loadConfig({ RECEIPT_SIGNING_KEY: 'secret' }, { local: true })).toThrow(/PEM/)
    expect(() => loadConfig({ QUALIFIED_CHECKS_PER_NUMBER_PER_MINUTE: '0' }, { local: true })).toThrow(/QUALIFIED_CHECKS_PER_NUMBER_PER_MINUTE/)
    expect(() => loadConfig({ RATE_LIMIT_TABLE: 'a b' }, { local: true })).toThrow(/RATE_LIMIT_TABLE/)
  })

  it('reads the receipt keys that signed before the current one (RECEIPT_RETIRED_KEYS) with their periods, and refuses malformed ones', () => {
    const arn = 'arn:aws:kms:eu-central-1:123456789012:key/1234abcd-12ab-34cd-56ef-1234567890ab'
    const publicKeyPem = createPublicKey(localDefaults.RECEIPT_SIGNING_KEY).export({ type: 'spki', format: 'pem' }).toString()
    const retired = { keyId: 'arn:aws:kms:eu-central-1:123456789012:key/00000000-0000-0000-0000-000000000001', publicKeyPem, validFrom: '2026-01-01T00:00:00.000Z', validUntil: '2026-06-01T12:00:00.000Z' }
    const env = { RATE_LIMIT_TABLE: 't-t', RECEIPT_SIGNING_KEY_ARN: arn, RECEIPT_KEY_VALID_FROM: '2026-06-01T10:00:00.000Z', RECEIPT_RETIRED_KEYS: JSON.stringify([retired]) }
    expect(loadConfig(env, { needsContact: false }).qualifiedCheck).toMatchObject({ receiptKeyValidFrom: '2026-06-01T10:00:00.000Z', retiredReceiptKeys: [{ ...retired, algorithm: 'ECDSA_SHA_256' }] })
    for (const bad of ['{}', 'x', JSON.stringify([{ ...retired, publicKeyPem: 'x' }]), JSON.stringify([{ ...retired, validUntil: retired.validFrom }]), JSON.stringify([{ ...retired, validUntil: null }]), JSON.stringify([retired, retired])]) {
      expect(() => loadConfig({ ...env, RECEIPT_RETIRED_KEYS: bad }, { needsContact: false }), bad).toThrow(/RECEIPT_RETIRED_KEYS/)
    }
    // A retired key that signs on long after its successor began is a mistake in the list.
    expect(() => loadConfig({ ...env, RECEIPT_KEY_VALID_FROM: '2026-05-01T00:00:00.000Z' }, { needsContact: false })).toThrow(/more than a day after/)
    expect(() => loadConfig({ ...env, RECEIPT_KEY_VALID_FROM: 'yesterday' }, { needsContact: false })).toThrow(/RECEIPT_KEY_VALID_FROM/)
  })

  it('reads the booking settings only where they are used; in AWS none has a default', () => {
    const aws = { CONTACT_TO: 'a@example.com', CONTACT_FROM: 'b@example.com' }
    expect(loadConfig({ ...aws, INQUIRY_ARCHIVE_BUCKET: 'firm-inquiries', AWS_REGION: 'eu-central-1' }).booking).toBeUndefined()
    const arn = 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:booking-links-AbCdEf'
    const feedArn = 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:booking-calendar-AbCdEf'
    const booking = { ...aws, AWS_REGION: 'eu-central-1', BOOKING_TABLE: 'site-bookings', BOOKING_CALENDAR_FEED_SECRET_ARN: feedArn, BOOKING_LINK_SECRET_ARN: arn, SITE_URL: 'https://www.example.com/' }
    expect(loadConfig(booking, { needsBooking: true }).booking).toEqual({
      table: 'site-bookings',
      dynamoDbEndpoint: undefined,
      dynamoDbRequestTimeoutMs: 3000,
      region: 'eu-central-1',
      calendarFeed: { kind: 'secretsManager', arn: feedArn, region: 'eu-central-1' },
      calendarDecideWaitMs: 5000,
      calendarFeedAllowLocal: false,
      linkSecret: { kind: 'secretsManager', arn, region: 'eu-central-1' },
      videoRoomUrl: undefined,
      siteUrl: 'https://www.example.com',
      limits: { writesPerMinute: bookingApi.writesPerClientPerMinute, readsPerMinute: bookingApi.readsPerClientPerMinute },
    })
    expect(loadConfig({ ...booking, BOOKING_WRITES_PER_MINUTE: '3', BOOKING_READS_PER_MINUTE: '7' }, { needsBooking: true }).booking?.limits).toEqual({ writesPerMinute: 3, readsPerMinute: 7 })
    expect(() => loadConfig({ ...booking, BOOKING_WRITES_PER_MINUTE: '0' }, { needsBooking: true })).toThrow(/BOOKING_WRITES_PER_MINUTE must be a whole number/)
    // The booking function keeps no inquiry archive.
    expect(loadConfig(booking, { needsBooking: true }).inquiryArchive).toBeUndefined()
    expect(loadConfig({ ...booking, BOOKING_CALENDAR_FEED_SECRET_ARN: '', BOOKING_CALENDAR_FEED_URL: 'none' }, { needsBooking: true }).booking?.calendarFeed).toEqual({ kind: 'none' })
    expect(() => loadConfig({ ...booking, BOOKING_CALENDAR_FEED_URL: 'none' }, { needsBooking: true })).toThrow(/not both/)
    for (const missing of ['BOOKING_TABLE', 'SITE_URL'] as const) {
      expect(() => loadConfig({ ...booking, [missing]: '' }, { needsBooking: true }), missing).toThrow(new ConfigError(`${missing} is not set`))
    }
    expect(() => loadConfig({ ...booking, BOOKING_LINK_SECRET_ARN: '' }, { needsBooking: true })).toThrow(new ConfigError('BOOKING_LINK_SECRET_ARN is not set'))
    expect(() => loadConfig({ ...booking, BOOKING_CALENDAR_FEED_SECRET_ARN: '' }, { needsBooking: true })).toThrow(new ConfigError('BOOKING_CALENDAR_FEED_URL is not set'))
  })

  it('issue 39: sets how long a booking waits for a fresh read of the feed, and allows http: and loopback feeds only for the local fakes', () => {
    expect(loadConfig({ BOOKING_CALENDAR_DECIDE_WAIT_MS: '1500' }, { local: true }).booking?.calendarDecideWaitMs).toBe(1500)
    for (const bad of ['0', '99', '20001', '1.5', 'soon']) {
      expect(() => loadConfig({ BOOKING_CALENDAR_DECIDE_WAIT_MS: bad }, { local: true }), bad).toThrow(new ConfigError(`BOOKING_CALENDAR_DECIDE_WAIT_MS must be a whole number of milliseconds from 100 to 20000, got "${bad}"`))
    }
    const local = loadConfig({ BOOKING_CALENDAR_FEED_URL: 'http://127.0.0.1:4780/calendar.ics', BOOKING_CALENDAR_FEED_ALLOW_LOCAL: 'true' }, { local: true }).booking
    expect(local).toMatchObject({ calendarFeed: { kind: 'url', url: 'http://127.0.0.1:4780/calendar.ics' }, calendarFeedAllowLocal: true })
    expect(() => loadConfig({ BOOKING_CALENDAR_FEED_ALLOW_LOCAL: 'yes' }, { local: true })).toThrow(/BOOKING_CALENDAR_FEED_ALLOW_LOCAL must be "true" or "false"/)
    // In AWS the setting is refused outright: the feed comes over https from a public address.
    const aws = { CONTACT_TO: 'kanzlei@example.com', CONTACT_FROM: 'web@example.com', INQUIRY_ARCHIVE_BUCKET: 'firm-inquiries', AWS_REGION: 'eu-central-1', BOOKING_TABLE: 'site-bookings', BOOKING_CALENDAR_FEED_URL: 'https://calendar.example/feed.ics', BOOKING_LINK_SECRET: 'x'.repeat(40), SITE_URL: 'https://www.example.com' }
    expect(loadConfig(aws, { needsBooking: true }).booking?.calendarFeedAllowLocal).toBe(false)
    expect(() => loadConfig({ ...aws, BOOKING_CALENDAR_FEED_ALLOW_LOCAL: 'true' }, { needsBooking: true })).toThrow(/for the local server and its fakes only/)
  })

  it('reads and normalises the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      VIES_API_URL: 'http://127.0.0.1:9000/vies/',
      SES_REGION: 'eu-west-1',
      CONTACT_TO: 'kanzlei@example.com',
      CONTACT_FROM: 'web@example.com',
      VIES_REQUESTER_VAT_ID: 'de 123 456 789',
      INQUIRY_ARCHIVE_BUCKET: 'firm-inquiries',
      AWS_REGION: 'eu-central-1',
    })
    expect(config.port).toBe(8080)
    expect(config.viesApiUrl).toBe('http://127.0.0.1:9000/vies')
    expect(config.sesEndpoint).toBeUndefined()
    expect(config.viesRequesterVatId).toBe('DE123456789')
  })

  it('lets the VIES function start without contact settings', () => {
    expect(loadConfig({ VIES_API_URL: 'https://vies.example/api' }, { needsContact: false }).viesApiUrl).toBe('https://vies.example/api')
  })

  it('archives to S3 when a bucket is named, and requires one in AWS', () => {
    const aws = { CONTACT_TO: 'a@example.com', CONTACT_FROM: 'b@example.com' }
    const bucket = { INQUIRY_ARCHIVE_BUCKET: 'firm-inquiries' }
    // The archive's region is the Lambda's own (AWS_REGION), never SES's.
    expect(loadConfig({ ...aws, ...bucket, AWS_REGION: 'eu-central-1', SES_REGION: 'eu-west-1' }).inquiryArchive).toEqual({ kind: 's3', bucket: 'firm-inquiries', region: 'eu-central-1' })
    expect(loadConfig({ ...aws, ...bucket, AWS_REGION: 'eu-central-1', INQUIRY_ARCHIVE_REGION: 'eu-west-3' }).inquiryArchive).toEqual({ kind: 's3', bucket: 'firm-inquiries', region: 'eu-west-3' })
    expect(() => loadConfig({ ...aws, ...bucket, SES_REGION: 'eu-west-1' })).toThrow(/INQUIRY_ARCHIVE_REGION \(or AWS_REGION\) is not set/)
    expect(() => loadConfig(aws)).toThrow(new ConfigError('INQUIRY_ARCHIVE_BUCKET is not set'))
    expect(() => loadConfig({ ...aws, INQUIRY_ARCHIVE_BUCKET: 'Bad_Bucket', AWS_REGION: 'eu-central-1' })).toThrow(/S3 bucket name/)
  })

  it('requires recipient and sender outside the local server', () => {
    expect(() => loadConfig({})).toThrow(new ConfigError('CONTACT_TO is not set'))
  })

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a port number (1–65535), got "abc"'],
    [{ PORT: '70000' }, 'PORT must be a port number (1–65535), got "70000"'],
    [{ VIES_API_URL: 'ftp://x' }, 'VIES_API_URL must be an http(s) URL, got "ftp://x"'],
    [{ SES_ENDPOINT: 'not a url' }, 'SES_ENDPOINT must be an http(s) URL, got "not a url"'],
    [{ SES_REGION: 'Frankfurt' }, 'SES_REGION must be an AWS region such as eu-central-1, got "Frankfurt"'],
    [{ CONTACT_TO: 'kanzlei' }, 'CONTACT_TO must be an e-mail address, got "kanzlei"'],
    [{ CONTACT_FROM: 'a@b.c\r\nBcc: x@y.z' }, 'CONTACT_FROM must be an e-mail address, got "a@b.c\r\nBcc: x@y.z"'],
    [{ VIES_REQUESTER_VAT_ID: '123' }, 'VIES_REQUESTER_VAT_ID must be a VAT ID with country prefix such as DE123456789, got "123"'],
    [{ BOOKING_CALENDAR_FEED_URL: 'http://calendar.example/feed.ics' }, 'BOOKING_CALENDAR_FEED_URL must be an https: or file: URL, got "http://calendar.example/feed.ics"'],
    [{ BOOKING_LINK_SECRET: 'too-short' }, 'BOOKING_LINK_SECRET must be 32 to 256 printable ASCII characters'],
    [{ BOOKING_VIDEO_ROOM_URL: 'http://meet.example/{room}' }, 'BOOKING_VIDEO_ROOM_URL must be an https: URL, got "http://meet.example/{room}"'],
    // One room for every call is what issue 29 forbids: the template must name each call's own room, in the address, not the host.
    [{ BOOKING_VIDEO_ROOM_URL: 'https://meet.example/erstgespraech' }, 'BOOKING_VIDEO_ROOM_URL must contain {room} exactly once, got "https://meet.example/erstgespraech"'],
    [{ BOOKING_VIDEO_ROOM_URL: 'https://meet.example/{room}/{room}' }, 'BOOKING_VIDEO_ROOM_URL must contain {room} exactly once, got "https://meet.example/{room}/{room}"'],
    [{ BOOKING_VIDEO_ROOM_URL: 'https://{room}.meet.example/' }, 'BOOKING_VIDEO_ROOM_URL must hold {room} in its path or query, not in the host or a fragment, got "https://{room}.meet.example/"'],
    [{ BOOKING_VIDEO_ROOM_URL: 'https://meet.example/#{room}' }, 'BOOKING_VIDEO_ROOM_URL must hold {room} in its path or query, not in the host or a fragment, got "https://meet.example/#{room}"'],
    [{ BOOKING_VIDEO_ROOM_URL: 'https://user:pw@meet.example/{room}' }, 'BOOKING_VIDEO_ROOM_URL must not carry a user name or password, got "https://user:pw@meet.example/{room}"'],
    [{ BOOKING_VIDEO_URL: 'https://meet.example/room' }, "BOOKING_VIDEO_URL (one room for every call) is replaced by BOOKING_VIDEO_ROOM_URL, a template with {room} for each call's own room"],
    [{ BOOKING_TABLE: 'a b' }, 'BOOKING_TABLE must be a DynamoDB table name, got "a b"'],
  ])('rejects %j with a clear message', (env, message) => {
    expect(() => loadConfig(env, { local: true })).toThrow(new ConfigError(message))
  })
})
