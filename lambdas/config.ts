import { createPublicKey } from 'node:crypto'
import { resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { bookingApi } from '../core/booking-api'
import { qualifiedCheckApi } from '../core/qualified-check-api'
import { receiptSignatureAlgorithm } from '../core/qualified-receipt'
import { pemBody, type PublishedReceiptKey } from '../core/receipt-signature'
import { roomTemplateProblem } from '../core/video-room'

/**
 * The one configuration module (docs/configuration.md). Every setting comes from the environment; the
 * local server runs on embedded defaults, AWS Lambda gets its values from the CDK stack.
 * A missing or malformed value is a clear error at startup, never a failure mid-request.
 */
export interface Config {
  port: number
  viesApiUrl: string
  /** Base of the BZSt's eVatR REST interface (its paths begin with /v1). */
  evatrApiUrl: string
  /** Qualified checks per client (IPv4 address, IPv6 /64) and minute, and per requesting VAT ID from one client (a list check keeps to it by the 429's Retry-After). */
  qualifiedChecksPerMinute: number
  /** Where every function counts its request limits (lambdas/shared-rate-limit.ts, docs/limits.md). */
  rateLimits: RateLimitConfig
  /** The qualified check's own settings: where its limits are counted, and the key that signs its receipts. */
  qualifiedCheck: QualifiedCheckConfig
  /** SES-compatible endpoint; undefined means the real SES of sesRegion. */
  sesEndpoint: string | undefined
  sesRegion: string
  contactTo: string
  contactFrom: string
  /** The firm's own VAT ID (e.g. DE123456789), for VIES consultation numbers. */
  viesRequesterVatId: string | undefined
  /**
   * The secret CloudFront sends to the API (lambdas/origin-guard.ts): from Secrets Manager in AWS
   * (ORIGIN_SECRET_ARN), a fixed value elsewhere (ORIGIN_VERIFY_SECRET), or none: no check.
   */
  originSecret: { kind: 'secretsManager'; arn: string; region: string } | { kind: 'static'; value: string } | undefined
  /** Where accepted inquiries are archived before sending: a local folder or an S3 bucket; none for the booking functions. */
  inquiryArchive: { kind: 'directory'; path: string } | { kind: 's3'; bucket: string; region: string } | undefined
  /**
   * The site's stylesheet (/assets/….css of the build), linked by the pages the functions render
   * themselves (the VAT ID check's result without JavaScript); unset, they come unstyled.
   */
  siteStylesheet: string | undefined
  /** The booking of the free initial call (lambdas/booking/): always locally, in Lambda for the booking functions. */
  booking: BookingConfig | undefined
}

export interface RateLimitConfig {
  /** The DynamoDB table of the rate counters (RATE_LIMIT_TABLE); undefined: none configured (the qualified check and the booking refuse to start). */
  table: string | undefined
  /** A DynamoDB-compatible endpoint (the embedded engine locally); undefined: DynamoDB of `region`. */
  dynamoDbEndpoint: string | undefined
  /** How long one DynamoDB request may take before it counts as failed (see `dynamoDbRequestTimeout`). */
  dynamoDbRequestTimeoutMs: number
  region: string
  /**
   * The secret key of the counters' HMAC (review F1: the stored keys are pseudonymised data): one
   * per deployment, from Secrets Manager in AWS (RATE_LIMIT_KEY_SECRET_ARN), a fixed value
   * elsewhere (RATE_LIMIT_KEY; the local server's embedded one is refused outside it); undefined:
   * none configured (the functions that count refuse to start).
   */
  key: { kind: 'secretsManager'; arn: string; region: string } | { kind: 'static'; value: string } | undefined
}

export interface QualifiedCheckConfig {
  /** Checks of one requested number per minute. */
  perNumberPerMinute: number
  /**
   * Checks in the name of one requesting VAT ID per day (any 24 hours), from all clients together
   * (QUALIFIED_CHECKS_PER_REQUESTER_PER_DAY): a cap on what the site asks of the BZSt in one
   * company's name. Counted last, after the limits of the client, so that requests a client's
   * own limits refuse never use it up.
   */
  perRequesterPerDay: number
  /**
   * The key that signs the receipts: a KMS key (RECEIPT_SIGNING_KEY_ARN, in AWS), or a P-256 private
   * key as PEM (RECEIPT_SIGNING_KEY; locally a key that is never used in AWS).
   */
  receiptKey: { kind: 'kms'; arn: string; region: string; endpoint: string | undefined } | { kind: 'pem'; pem: string } | undefined
  /** Since when the key that signs now signs (RECEIPT_KEY_VALID_FROM, ISO 8601; the start of 1970 unless set). */
  receiptKeyValidFrom: string
  /**
   * Every key that signed receipts before the current one, each with its public key and period
   * (RECEIPT_RETIRED_KEYS, a JSON array; infra/receipt-keys.ts): published beside the current key
   * so that old receipts still verify (docs/deploying.md, "Rotating the receipt key").
   */
  retiredReceiptKeys: PublishedReceiptKey[]
}

export interface BookingConfig {
  /** The DynamoDB table of the bookings. */
  table: string
  /** A DynamoDB-compatible endpoint (the embedded engine of `npm start` and the tests); undefined: DynamoDB of `region`. */
  dynamoDbEndpoint: string | undefined
  /** How long one DynamoDB request may take before it counts as failed (see `dynamoDbRequestTimeout`). */
  dynamoDbRequestTimeoutMs: number
  region: string
  /**
   * The firm's calendar as an iCalendar feed: its secret https: address, kept in Secrets Manager
   * in AWS (BOOKING_CALENDAR_FEED_SECRET_ARN), or given directly (BOOKING_CALENDAR_FEED_URL: an
   * https: or file: URL, or "none": the firm keeps no calendar to compare, every hour is offered).
   */
  calendarFeed: { kind: 'url'; url: string } | { kind: 'secretsManager'; arn: string; region: string } | { kind: 'none' }
  /**
   * How long a booking or a move waits for a fresh read of the feed before the visitor is asked
   * to try again (BOOKING_CALENDAR_DECIDE_WAIT_MS, 5,000 by default: the feed's own timeout);
   * it is never decided on an older copy (lambdas/booking/busy-feed.ts).
   */
  calendarDecideWaitMs: number
  /**
   * The feed may be fetched over plain http: and from a loopback address: for the local fakes
   * only (BOOKING_CALENDAR_FEED_ALLOW_LOCAL=true; refused outside the local server). Private and
   * link-local addresses are refused regardless.
   */
  calendarFeedAllowLocal: boolean
  /** The key that signs the cancel and reschedule links: from Secrets Manager in AWS, a fixed value elsewhere. */
  linkSecret: { kind: 'secretsManager'; arn: string; region: string } | { kind: 'static'; value: string }
  /**
   * The firm's meeting service's address with `{room}` for each video call's own room name
   * (core/video-room.ts); unset, only phone calls are offered.
   */
  videoRoomUrl: string | undefined
  /** The site's own address, for the links in the booking mails. */
  siteUrl: string
  /** Requests per client and minute: bookings and link actions (writes), slot lists (reads). */
  limits: { writesPerMinute: number; readsPerMinute: number }
}

/**
 * The receipt signing key of `npm start` and the tests: a P-256 key published here, so it proves
 * nothing and is never used in AWS (loadConfig refuses it outside the local server). Receipts it
 * signs name the key "local:…".
 */
export const localReceiptSigningKey = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgA6ARNXEyHAu/yKQd
3xCof7S9wwJDjKj2v7qcFIyd1rahRANCAARBmzF8moySEOwpXMGHa16jRa+gKu7S
W17O0XJ2ayTyhPUi3G0UU2BJgjX6Es3tduhmjgjYV5vn/yoer1nViusg
-----END PRIVATE KEY-----
`

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Defaults for `npm start` on a developer's machine (placeholders, no real mailbox). */
export const localDefaults = {
  PORT: '3000',
  VIES_API_URL: 'https://ec.europa.eu/taxation_customs/vies/rest-api',
  EVATR_API_URL: 'https://api.evatr.vies.bzst.de/app',
  SES_ENDPOINT: 'http://127.0.0.1:8005',
  SES_REGION: 'eu-central-1',
  CONTACT_TO: 'inbox@hartmann-indirekte-steuern.example',
  CONTACT_FROM: 'website@hartmann-indirekte-steuern.example',
  INQUIRY_ARCHIVE_DIR: '.data/inquiries',
  BOOKING_TABLE: 'bookings',
  BOOKING_CALENDAR_FEED_URL: 'file:scripts/server/sample-calendar.ics',
  BOOKING_LINK_SECRET: 'local-booking-link-secret-never-used-in-aws',
  BOOKING_VIDEO_ROOM_URL: 'https://meet.hartmann-indirekte-steuern.example/{room}',
  RATE_LIMIT_TABLE: 'rate-limits',
  RATE_LIMIT_KEY: 'local-rate-limit-key-never-used-in-aws',
  RECEIPT_SIGNING_KEY: localReceiptSigningKey,
} as const

type Env = Record<string, string | undefined>

const regionPattern = /^[a-z]{2}(-[a-z]+)+-\d$/
const emailPattern = /^[^\s@<>"(),;:]+@[^\s@<>"(),;:]+\.[^\s@<>"(),;:]+$/

function value(env: Env, name: string, fallback: string | undefined): string | undefined {
  const raw = env[name]?.trim()
  return raw ? raw : fallback
}

function required(env: Env, name: string, fallback: string | undefined): string {
  const v = value(env, name, fallback)
  if (!v) throw new ConfigError(`${name} is not set`)
  return v
}

function httpUrl(name: string, v: string): string {
  let url: URL
  try {
    url = new URL(v)
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got "${v}"`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigError(`${name} must be an http(s) URL, got "${v}"`)
  return v.replace(/\/+$/, '')
}

/** A file: value may name a path relative to the working directory ("file:scripts/…"); it becomes an absolute file: URL. http: only for the local fakes. */
function feedUrl(name: string, v: string, allowHttp = false): string {
  if (v.startsWith('file:')) {
    const path = v.startsWith('file://') ? fileURLToPath(v) : v.slice('file:'.length)
    return pathToFileURL(resolve(path)).href
  }
  let url: URL
  try {
    url = new URL(v)
  } catch {
    throw new ConfigError(`${name} must be an https: or file: URL, got "${v}"`)
  }
  if (url.protocol === 'http:' && allowHttp) return url.href
  if (url.protocol !== 'https:') throw new ConfigError(`${name} must be an https: or file: URL, got "${v}"`)
  return url.href
}

/**
 * DYNAMODB_REQUEST_TIMEOUT_MS: a guard against a hanging store, 3 s by default (DynamoDB answers in
 * milliseconds). Tests that flood the embedded engine on a busy machine raise it, so that what they
 * judge is the logic, not the machine's speed.
 */
function dynamoDbRequestTimeout(env: Env): number {
  const text = value(env, 'DYNAMODB_REQUEST_TIMEOUT_MS', '3000')!
  const ms = Number(text)
  if (!/^\d+$/.test(text) || ms < 100 || ms > 120_000) throw new ConfigError(`DYNAMODB_REQUEST_TIMEOUT_MS must be a whole number of milliseconds from 100 to 120000, got "${text}"`)
  return ms
}

const isIsoInstant = (text: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(text) && !Number.isNaN(Date.parse(text))

/** How long a retired key may still sign after the current one started: the deploy that switches them (docs/deploying.md). */
const retiredKeyOverlapMs = 24 * 60 * 60 * 1000

/** RECEIPT_RETIRED_KEYS: each retired key's id, public key (PEM) and period, the periods in order and none open. */
export function parseRetiredReceiptKeys(text: string): PublishedReceiptKey[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new ConfigError('RECEIPT_RETIRED_KEYS must be a JSON array')
  }
  if (!Array.isArray(parsed)) throw new ConfigError('RECEIPT_RETIRED_KEYS must be a JSON array')
  const keys = parsed.map((entry: unknown, index): PublishedReceiptKey => {
    const record = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>
    const { keyId, publicKeyPem, validFrom, validUntil } = record
    if (typeof keyId !== 'string' || keyId.trim() === '') throw new ConfigError(`RECEIPT_RETIRED_KEYS[${index}]: keyId is missing`)
    if (typeof publicKeyPem !== 'string' || !pemBody(publicKeyPem)) throw new ConfigError(`RECEIPT_RETIRED_KEYS[${index}]: publicKeyPem must be a public key as PEM`)
    try {
      const key = createPublicKey(publicKeyPem)
      if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') throw new Error('not P-256')
    } catch {
      throw new ConfigError(`RECEIPT_RETIRED_KEYS[${index}]: publicKeyPem must be an EC key on P-256`)
    }
    if (typeof validFrom !== 'string' || !isIsoInstant(validFrom) || typeof validUntil !== 'string' || !isIsoInstant(validUntil) || Date.parse(validFrom) >= Date.parse(validUntil)) {
      throw new ConfigError(`RECEIPT_RETIRED_KEYS[${index}]: validFrom and validUntil must be times in ISO 8601, validFrom before validUntil`)
    }
    return { keyId, algorithm: receiptSignatureAlgorithm, publicKeyPem, validFrom, validUntil }
  })
  if (new Set(keys.map((key) => key.keyId)).size !== keys.length) throw new ConfigError('RECEIPT_RETIRED_KEYS names a key twice')
  return keys
}

const kmsKeyArnRegion = (arn: string) => /^arn:aws[a-z-]*:kms:([a-z]{2}(?:-[a-z]+)+-\d):\d{12}:key\/[0-9a-f-]{36}$/.exec(arn)?.[1]

function rateLimitConfig(env: Env, d: Partial<Record<keyof typeof localDefaults, string>>, local: boolean): RateLimitConfig {
  const table = value(env, 'RATE_LIMIT_TABLE', d.RATE_LIMIT_TABLE)
  if (table !== undefined && !/^[A-Za-z0-9_.-]{3,255}$/.test(table)) throw new ConfigError(`RATE_LIMIT_TABLE must be a DynamoDB table name, got "${table}"`)
  const endpoint = value(env, 'DYNAMODB_ENDPOINT', undefined)
  const region = value(env, 'AWS_REGION', d.SES_REGION) ?? 'eu-central-1'
  if (!regionPattern.test(region)) throw new ConfigError(`AWS_REGION must be an AWS region such as eu-central-1, got "${region}"`)
  const arn = value(env, 'RATE_LIMIT_KEY_SECRET_ARN', undefined)
  const arnRegion = arn === undefined ? undefined : secretArnRegion(arn)
  if (arn !== undefined && !arnRegion) throw new ConfigError(`RATE_LIMIT_KEY_SECRET_ARN must be the ARN of a Secrets Manager secret, got "${arn}"`)
  const key = value(env, 'RATE_LIMIT_KEY', arn ? undefined : d.RATE_LIMIT_KEY)
  if (arn && key) throw new ConfigError('Set RATE_LIMIT_KEY_SECRET_ARN or RATE_LIMIT_KEY, not both')
  if (key !== undefined && !/^[\x21-\x7e]{32,256}$/.test(key)) throw new ConfigError('RATE_LIMIT_KEY must be 32 to 256 printable ASCII characters')
  if (!local && key === localDefaults.RATE_LIMIT_KEY) throw new ConfigError('RATE_LIMIT_KEY is the local key, which is public: never used outside the local server')
  return {
    table,
    dynamoDbEndpoint: endpoint === undefined ? undefined : httpUrl('DYNAMODB_ENDPOINT', endpoint),
    dynamoDbRequestTimeoutMs: dynamoDbRequestTimeout(env),
    region,
    key: arn ? { kind: 'secretsManager', arn, region: arnRegion! } : key !== undefined ? { kind: 'static', value: key } : undefined,
  }
}

function qualifiedCheckConfig(env: Env, d: Partial<Record<keyof typeof localDefaults, string>>, local: boolean): QualifiedCheckConfig {
  const perRequesterPerDay = wholeNumber(env, 'QUALIFIED_CHECKS_PER_REQUESTER_PER_DAY', qualifiedCheckApi.perRequesterPerDay, 1_000_000)
  const perNumberText = value(env, 'QUALIFIED_CHECKS_PER_NUMBER_PER_MINUTE', String(qualifiedCheckApi.perNumberPerMinute))!
  const perNumberPerMinute = Number(perNumberText)
  if (!/^\d+$/.test(perNumberText) || perNumberPerMinute < 1 || perNumberPerMinute > 100_000) throw new ConfigError(`QUALIFIED_CHECKS_PER_NUMBER_PER_MINUTE must be a whole number from 1 to 100000, got "${perNumberText}"`)
  const arn = value(env, 'RECEIPT_SIGNING_KEY_ARN', undefined)
  const arnRegion = arn === undefined ? undefined : kmsKeyArnRegion(arn)
  if (arn !== undefined && !arnRegion) throw new ConfigError(`RECEIPT_SIGNING_KEY_ARN must be the ARN of a KMS key, got "${arn}"`)
  const pem = value(env, 'RECEIPT_SIGNING_KEY', arn ? undefined : d.RECEIPT_SIGNING_KEY)?.replace(/\\n/g, '\n')
  if (arn && pem) throw new ConfigError('Set RECEIPT_SIGNING_KEY_ARN or RECEIPT_SIGNING_KEY, not both')
  if (pem !== undefined && !/^-----BEGIN (EC |)PRIVATE KEY-----[\s\S]+-----END (EC |)PRIVATE KEY-----\s*$/.test(pem.trim() + '\n')) throw new ConfigError('RECEIPT_SIGNING_KEY must be a P-256 private key as PEM')
  if (!local && pem?.trim() === localReceiptSigningKey.trim()) throw new ConfigError('RECEIPT_SIGNING_KEY is the local key, which is public: never used outside the local server')
  const kmsEndpoint = value(env, 'KMS_ENDPOINT', undefined)
  const receiptKeyValidFrom = value(env, 'RECEIPT_KEY_VALID_FROM', '1970-01-01T00:00:00.000Z')!
  if (!isIsoInstant(receiptKeyValidFrom)) throw new ConfigError(`RECEIPT_KEY_VALID_FROM must be a time in ISO 8601 with its zone, got "${receiptKeyValidFrom}"`)
  const retiredReceiptKeys = parseRetiredReceiptKeys(value(env, 'RECEIPT_RETIRED_KEYS', '[]')!)
  for (const key of retiredReceiptKeys) {
    if (Date.parse(key.validUntil!) > Date.parse(receiptKeyValidFrom) + retiredKeyOverlapMs) throw new ConfigError(`RECEIPT_RETIRED_KEYS: ${key.keyId} signs until ${key.validUntil}, more than a day after the current key's start ${receiptKeyValidFrom}`)
  }
  return {
    receiptKeyValidFrom,
    retiredReceiptKeys,
    perNumberPerMinute,
    perRequesterPerDay,
    receiptKey: arn ? { kind: 'kms', arn, region: arnRegion!, endpoint: kmsEndpoint === undefined ? undefined : httpUrl('KMS_ENDPOINT', kmsEndpoint) } : pem ? { kind: 'pem', pem } : undefined,
  }
}

const secretArnRegion = (arn: string) => /^arn:aws[a-z-]*:secretsmanager:([a-z]{2}(?:-[a-z]+)+-\d):\d{12}:secret:[A-Za-z0-9/_+=.@-]+$/.exec(arn)?.[1]

function calendarFeed(env: Env, d: Partial<Record<keyof typeof localDefaults, string>>, allowLocal: boolean): BookingConfig['calendarFeed'] {
  const arn = value(env, 'BOOKING_CALENDAR_FEED_SECRET_ARN', undefined)
  const direct = value(env, 'BOOKING_CALENDAR_FEED_URL', arn ? undefined : d.BOOKING_CALENDAR_FEED_URL)
  if (arn && direct) throw new ConfigError('Set BOOKING_CALENDAR_FEED_SECRET_ARN or BOOKING_CALENDAR_FEED_URL, not both')
  if (arn) {
    const region = secretArnRegion(arn)
    if (!region) throw new ConfigError(`BOOKING_CALENDAR_FEED_SECRET_ARN must be the ARN of a Secrets Manager secret, got "${arn}"`)
    return { kind: 'secretsManager', arn, region }
  }
  if (!direct) throw new ConfigError('BOOKING_CALENDAR_FEED_URL is not set')
  return direct === 'none' ? { kind: 'none' } : { kind: 'url', url: feedUrl('BOOKING_CALENDAR_FEED_URL', direct, allowLocal) }
}

/** BOOKING_CALENDAR_FEED_ALLOW_LOCAL: "true" or "false" (unset); "true" only for the local server. */
function feedAllowLocal(env: Env, local: boolean): boolean {
  const text = value(env, 'BOOKING_CALENDAR_FEED_ALLOW_LOCAL', 'false')!
  if (text !== 'true' && text !== 'false') throw new ConfigError(`BOOKING_CALENDAR_FEED_ALLOW_LOCAL must be "true" or "false", got "${text}"`)
  if (text === 'true' && !local) throw new ConfigError('BOOKING_CALENDAR_FEED_ALLOW_LOCAL is for the local server and its fakes only: in AWS the feed is fetched over https from a public address')
  return text === 'true'
}

/** BOOKING_CALENDAR_DECIDE_WAIT_MS: a whole number of milliseconds from 100 to 20,000 (the booking function's timeout is 25 s). */
function decideWait(env: Env): number {
  const text = value(env, 'BOOKING_CALENDAR_DECIDE_WAIT_MS', '5000')!
  const ms = Number(text)
  if (!/^\d+$/.test(text) || ms < 100 || ms > 20_000) throw new ConfigError(`BOOKING_CALENDAR_DECIDE_WAIT_MS must be a whole number of milliseconds from 100 to 20000, got "${text}"`)
  return ms
}

function bookingConfig(env: Env, d: Partial<Record<keyof typeof localDefaults, string>>, port: number, local: boolean): BookingConfig {
  const table = required(env, 'BOOKING_TABLE', d.BOOKING_TABLE)
  if (!/^[A-Za-z0-9_.-]{3,255}$/.test(table)) throw new ConfigError(`BOOKING_TABLE must be a DynamoDB table name, got "${table}"`)
  const endpoint = value(env, 'DYNAMODB_ENDPOINT', undefined)
  const region = required(env, 'AWS_REGION', d.SES_REGION)
  if (!regionPattern.test(region)) throw new ConfigError(`AWS_REGION must be an AWS region such as eu-central-1, got "${region}"`)
  const arn = value(env, 'BOOKING_LINK_SECRET_ARN', undefined)
  const arnRegion = arn === undefined ? undefined : secretArnRegion(arn)
  if (arn !== undefined && !arnRegion) throw new ConfigError(`BOOKING_LINK_SECRET_ARN must be the ARN of a Secrets Manager secret, got "${arn}"`)
  const staticSecret = value(env, 'BOOKING_LINK_SECRET', arn ? undefined : d.BOOKING_LINK_SECRET)
  if (arn && staticSecret) throw new ConfigError('Set BOOKING_LINK_SECRET_ARN or BOOKING_LINK_SECRET, not both')
  if (!arn && !staticSecret) throw new ConfigError('BOOKING_LINK_SECRET_ARN is not set')
  if (staticSecret !== undefined && !/^[\x21-\x7e]{32,256}$/.test(staticSecret)) throw new ConfigError('BOOKING_LINK_SECRET must be 32 to 256 printable ASCII characters')
  if (value(env, 'BOOKING_VIDEO_URL', undefined) !== undefined) throw new ConfigError('BOOKING_VIDEO_URL (one room for every call) is replaced by BOOKING_VIDEO_ROOM_URL, a template with {room} for each call\'s own room')
  const video = value(env, 'BOOKING_VIDEO_ROOM_URL', d.BOOKING_VIDEO_ROOM_URL)
  const videoProblem = video === undefined ? undefined : roomTemplateProblem(video)
  if (videoProblem) throw new ConfigError(`BOOKING_VIDEO_ROOM_URL ${videoProblem}, got "${video}"`)
  const siteUrl = httpUrl('SITE_URL', required(env, 'SITE_URL', d.PORT === undefined ? undefined : `http://localhost:${port}`))
  return {
    table,
    dynamoDbEndpoint: endpoint === undefined ? undefined : httpUrl('DYNAMODB_ENDPOINT', endpoint),
    dynamoDbRequestTimeoutMs: dynamoDbRequestTimeout(env),
    region,
    calendarFeed: calendarFeed(env, d, feedAllowLocal(env, local)),
    calendarDecideWaitMs: decideWait(env),
    calendarFeedAllowLocal: feedAllowLocal(env, local),
    linkSecret: arn ? { kind: 'secretsManager', arn, region: arnRegion! } : { kind: 'static', value: staticSecret! },
    videoRoomUrl: video,
    siteUrl,
    limits: { writesPerMinute: perMinute(env, 'BOOKING_WRITES_PER_MINUTE', bookingApi.writesPerClientPerMinute), readsPerMinute: perMinute(env, 'BOOKING_READS_PER_MINUTE', bookingApi.readsPerClientPerMinute) },
  }
}

/** A limit per client and minute: a whole number from 1 to 100,000, or the contract's default. */
function perMinute(env: Env, name: string, fallback: number): number {
  return wholeNumber(env, name, fallback, 100_000)
}

/** A limit: a whole number from 1 to `max`, or the default. */
function wholeNumber(env: Env, name: string, fallback: number, max: number): number {
  const text = value(env, name, String(fallback))!
  const limit = Number(text)
  if (!/^\d+$/.test(text) || limit < 1 || limit > max) throw new ConfigError(`${name} must be a whole number from 1 to ${max}, got "${text}"`)
  return limit
}

function email(name: string, v: string): string {
  if (!emailPattern.test(v)) throw new ConfigError(`${name} must be an e-mail address, got "${v}"`)
  return v
}

/**
 * Reads and validates the configuration. With `local` (the local server), unset values take the
 * embedded defaults; in Lambda the recipient, sender and archive bucket must be set explicitly
 * (`needsContact: false` for the VIES function, which uses none of them). The booking settings are
 * read locally and with `needsBooking` (the booking functions); in AWS they have no defaults.
 */
export function loadConfig(
  env: Env = process.env,
  { local = false, needsContact = true, needsBooking = false }: { local?: boolean; needsContact?: boolean; needsBooking?: boolean } = {},
): Config {
  // The VIES function never sends mail: its contact settings are placeholders it does not read.
  const d: Partial<Record<keyof typeof localDefaults, string>> =
    local || !needsContact ? localDefaults : { VIES_API_URL: localDefaults.VIES_API_URL, EVATR_API_URL: localDefaults.EVATR_API_URL, SES_REGION: localDefaults.SES_REGION, PORT: localDefaults.PORT }
  const portText = required(env, 'PORT', d.PORT)
  const port = Number(portText)
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new ConfigError(`PORT must be a port number (1–65535), got "${portText}"`)
  const sesEndpoint = value(env, 'SES_ENDPOINT', d.SES_ENDPOINT)
  const sesRegion = required(env, 'SES_REGION', d.SES_REGION)
  if (!regionPattern.test(sesRegion)) throw new ConfigError(`SES_REGION must be an AWS region such as eu-central-1, got "${sesRegion}"`)
  const requester = value(env, 'VIES_REQUESTER_VAT_ID', undefined)?.replace(/[^A-Za-z0-9]/g, '').toUpperCase()
  if (requester !== undefined && !/^[A-Z]{2}[A-Z0-9]{2,12}$/.test(requester)) {
    throw new ConfigError(`VIES_REQUESTER_VAT_ID must be a VAT ID with country prefix such as DE123456789, got "${env.VIES_REQUESTER_VAT_ID}"`)
  }
  const contactTo = email('CONTACT_TO', required(env, 'CONTACT_TO', d.CONTACT_TO))
  const contactFrom = email('CONTACT_FROM', required(env, 'CONTACT_FROM', d.CONTACT_FROM))
  const bucket = value(env, 'INQUIRY_ARCHIVE_BUCKET', undefined)
  if (bucket !== undefined && !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError(`INQUIRY_ARCHIVE_BUCKET must be an S3 bucket name, got "${bucket}"`)
  }
  // The archive bucket lives in the stack's region (Lambda sets AWS_REGION), which need not be SES's.
  const archiveRegion = value(env, 'INQUIRY_ARCHIVE_REGION', value(env, 'AWS_REGION', undefined))
  if (bucket && !archiveRegion) throw new ConfigError('INQUIRY_ARCHIVE_REGION (or AWS_REGION) is not set for INQUIRY_ARCHIVE_BUCKET')
  if (archiveRegion !== undefined && !regionPattern.test(archiveRegion)) throw new ConfigError(`INQUIRY_ARCHIVE_REGION must be an AWS region such as eu-central-1, got "${archiveRegion}"`)
  const secretArn = value(env, 'ORIGIN_SECRET_ARN', undefined)
  const secretRegion = secretArn === undefined ? undefined : secretArnRegion(secretArn)
  if (secretArn !== undefined && !secretRegion) throw new ConfigError(`ORIGIN_SECRET_ARN must be the ARN of a Secrets Manager secret, got "${secretArn}"`)
  const staticSecret = value(env, 'ORIGIN_VERIFY_SECRET', undefined)
  if (staticSecret !== undefined && !/^[\x21-\x7e]{16,256}$/.test(staticSecret)) throw new ConfigError('ORIGIN_VERIFY_SECRET must be 16 to 256 printable ASCII characters')
  if (secretArn && staticSecret) throw new ConfigError('Set ORIGIN_SECRET_ARN or ORIGIN_VERIFY_SECRET, not both')
  const stylesheet = value(env, 'SITE_STYLESHEET', undefined)
  if (stylesheet !== undefined && !/^\/assets\/[\w./-]+\.css$/.test(stylesheet)) throw new ConfigError(`SITE_STYLESHEET must be the path of the build's stylesheet below /assets/, got "${stylesheet}"`)
  const qualifiedChecksPerMinute = perMinute(env, 'QUALIFIED_CHECKS_PER_MINUTE', qualifiedCheckApi.perClientPerMinute)
  const directory = value(env, 'INQUIRY_ARCHIVE_DIR', d.INQUIRY_ARCHIVE_DIR)
  if (!bucket && !directory && !(needsBooking && !local)) throw new ConfigError('INQUIRY_ARCHIVE_BUCKET is not set')
  return {
    port,
    viesApiUrl: httpUrl('VIES_API_URL', required(env, 'VIES_API_URL', d.VIES_API_URL)),
    evatrApiUrl: httpUrl('EVATR_API_URL', required(env, 'EVATR_API_URL', d.EVATR_API_URL)),
    qualifiedChecksPerMinute,
    rateLimits: rateLimitConfig(env, local ? localDefaults : {}, local),
    qualifiedCheck: qualifiedCheckConfig(env, local ? localDefaults : {}, local),
    sesEndpoint: sesEndpoint === undefined ? undefined : httpUrl('SES_ENDPOINT', sesEndpoint),
    sesRegion,
    contactTo,
    contactFrom,
    viesRequesterVatId: requester,
    originSecret: secretArn ? { kind: 'secretsManager', arn: secretArn, region: secretRegion! } : staticSecret ? { kind: 'static', value: staticSecret } : undefined,
    inquiryArchive: bucket ? { kind: 's3', bucket, region: archiveRegion! } : directory ? { kind: 'directory', path: directory } : undefined,
    siteStylesheet: stylesheet,
    booking: local || needsBooking ? bookingConfig(env, local ? localDefaults : {}, port, local) : undefined,
  }
}
