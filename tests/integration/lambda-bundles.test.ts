// The Lambda handlers as they are deployed: bundled with the CDK stack's esbuild options
// (infra/lambda-bundling.ts), imported and invoked in a fresh Node process. Catches what running
// the TypeScript sources cannot: a package that needs `require` inside an ESM bundle, a missing
// `define`, a module that only resolves from the repository.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bundleLambda, probeLambda } from '../../scripts/bench/lambda-latency'
import { startFakeVies, viesAnswers } from '../support/fake-vies'
import { httpEvent } from '../support/http-event'
import type { AddressInfo, Server } from 'node:net'
import { bookingApi, type SlotsAnswer } from '../../core/booking-api'
import { createBookingTable, createRateLimitTable, localDynamoDbClient, startDynamoDbLocal } from '../../scripts/server/dynamodb-local'
import { startSesEmulator } from '../../scripts/server/ses-emulator'
import { qualifiedCheckApi, type QualifiedCheckAnswer } from '../../core/qualified-check-api'
import { ustIdBestaetigungPage } from '../../content/pages/ust-id-bestaetigung'
import { localize } from '../../core/i18n'
import { pdfText } from '../support/poppler'
import { startFakeEvatr } from '../support/fake-evatr'
import { startFakeKms } from '../support/fake-kms'
import { startRateLimitStore } from '../support/local-site'
import { verifyReceipt } from '../../core/receipt-signature'

const root = fileURLToPath(new URL('../../', import.meta.url))
const probeFile = join(root, 'scripts/bench/lambda-probe.ts')
let work: string
let vies: Awaited<ReturnType<typeof startFakeVies>>

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'lambda-bundles-'))
  vies = await startFakeVies((request) => viesAnswers.valid(request))
})
afterAll(async () => {
  await vies.close()
  await rm(work, { recursive: true, force: true })
})

async function invoke(bundle: string, event: ReturnType<typeof httpEvent>, env: Record<string, string>) {
  const eventFile = join(work, `${Math.random().toString(36).slice(2)}.json`)
  await writeFile(eventFile, JSON.stringify(event))
  const { first } = await probeLambda(probeFile, bundle, eventFile, env, 0)
  return { statusCode: first.statusCode, headers: first.headers ?? {}, body: first.body ?? '' }
}

describe('the bundled VAT ID function', () => {
  let file: string
  beforeAll(async () => {
    file = (await bundleLambda(root, 'vies-vat-check')).file
  })

  it('answers the JSON API', async () => {
    const response = await invoke(file, httpEvent({ path: '/api/vies-vat-check', body: { countryCode: 'DE', vatNumber: '123456789' } }), { VIES_API_URL: vies.url })
    expect(response.statusCode).toBe(200)
    expect(JSON.parse(response.body)).toMatchObject({ valid: true, name: 'Muster Handels GmbH' })
  })

  it('renders the result page of the form without JavaScript (React on the server, in the bundle)', async () => {
    const body = new URLSearchParams({ lang: 'zh', countryCode: 'DE', vatNumber: '123456789' }).toString()
    const response = await invoke(file, httpEvent({ path: '/api/vies-vat-check', contentType: 'application/x-www-form-urlencoded', body }), {
      VIES_API_URL: vies.url,
      SITE_STYLESHEET: '/assets/static/site.css',
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['Content-Type']).toBe('text/html; charset=utf-8')
    expect(response.body).toMatch(/^<!DOCTYPE html><html lang="zh-Hans">/)
    expect(response.body).toContain('Muster Handels GmbH')
    expect(response.body).toContain('href="/assets/static/site.css"')
  })
})

describe('the bundled booking function', () => {
  let file: string
  let dynamo: Awaited<ReturnType<typeof startDynamoDbLocal>>
  let ses: Server
  let env: Record<string, string>
  beforeAll(async () => {
    file = (await bundleLambda(root, 'booking')).file
    dynamo = await startDynamoDbLocal()
    await createBookingTable(localDynamoDbClient(dynamo.endpoint), 'bookings')
    await createRateLimitTable(localDynamoDbClient(dynamo.endpoint), 'rate-limits')
    ses = await startSesEmulator({ host: '127.0.0.1', port: 0 })
    env = {
      AWS_REGION: 'eu-central-1',
      CONTACT_TO: 'kanzlei@example.com',
      CONTACT_FROM: 'website@example.com',
      SES_REGION: 'eu-central-1',
      SES_ENDPOINT: `http://127.0.0.1:${(ses.address() as AddressInfo).port}`,
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      BOOKING_TABLE: 'bookings',
      RATE_LIMIT_TABLE: 'rate-limits',
      RATE_LIMIT_KEY: 'test-key-of-the-rate-counters-0123456789',
      BOOKING_CALENDAR_FEED_URL: 'none',
      BOOKING_LINK_SECRET: 'a-test-key-of-at-least-thirty-two-characters',
      SITE_URL: 'https://www.example.com',
      SITE_STYLESHEET: '/assets/static/site.css',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
    }
  })
  afterAll(async () => {
    await dynamo.close()
    await new Promise((resolve) => ses.close(resolve))
  })

  it('lists the slots, books one and sends both mails with their invitations (nodemailer, React and the AWS SDK in one ESM bundle)', async () => {
    const slots = await invoke(file, httpEvent({ path: bookingApi.slotsPath, method: 'GET' }), env)
    expect(slots.statusCode).toBe(200)
    const [slot] = (JSON.parse(slots.body) as SlotsAnswer).slots
    const booked = await invoke(file, httpEvent({ path: bookingApi.bookPath, body: { start: slot!.start, name: 'Ana', email: 'ana@example.com', channel: 'phone', phone: '+34 600 000 000', company: 'Ana Imports S.L.', lang: 'en' } }), env)
    expect(booked.statusCode).toBe(200)
    const { emails } = (await (await fetch(`${env.SES_ENDPOINT}/store`)).json()) as { emails: { attachments: { contentType: string }[] }[] }
    expect(emails).toHaveLength(2)
    for (const mail of emails) expect(mail.attachments.map((a) => a.contentType)).toContain('text/calendar')
    const page = await invoke(file, httpEvent({ path: bookingApi.slotsPath, method: 'GET', query: 'lang=zh&view=page' }), env)
    expect(page.body).toMatch(/^<!DOCTYPE html><html lang="zh-Hans">/)
  })
})

describe('the bundled qualified-check function', { timeout: 120_000 }, () => {
  it('asks the BZSt for a German requester, counts it in DynamoDB, signs the receipt with KMS and answers with the record and the evidence PDF', async () => {
    const file = (await bundleLambda(root, 'qualified-check')).file
    const bzst = await startFakeEvatr()
    const kms = await startFakeKms()
    const store = await startRateLimitStore()
    try {
      const env = { EVATR_API_URL: bzst.url, ...store.env, RECEIPT_SIGNING_KEY_ARN: kms.arn, KMS_ENDPOINT: kms.url, AWS_REGION: 'eu-central-1' }
      const body = { requesterVatId: 'DE811907980', countryCode: 'AT', vatNumber: 'U12345678', companyName: 'Muster Handels GmbH', city: 'Wien', lang: 'zh', declaration: true }
      const response = await invoke(file, httpEvent({ path: qualifiedCheckApi.path, body }), env)
      expect(response.statusCode).toBe(200)
      const answer = JSON.parse(response.body) as QualifiedCheckAnswer
      expect(answer).toMatchObject({ route: 'evatr', outcome: 'valid', matches: { companyName: 'match', city: 'match' } })
      // The receipt, signed by KMS as deployed (the SDK the Lambda runtime brings), verified with KMS's public key.
      expect(await verifyReceipt(answer.receipt!.json, { keys: [{ keyId: kms.arn, algorithm: 'ECDSA_SHA_256', publicKeyPem: kms.publicKeyPem, validFrom: '1970-01-01T00:00:00.000Z', validUntil: null }] }, crypto.subtle)).toMatchObject({ kind: 'valid' })
      // The evidence PDF, made with the fonts beside the bundle (never node_modules), read by Poppler.
      const text = pdfText(Buffer.from(answer.receiptPdf!.base64, 'base64')).replace(/\s+/g, '')
      expect(text).toContain(localize(ustIdBestaetigungPage.text, 'zh').form.receipt.title.evatr)
      expect(text).toContain('ATU12345678')
      // In AWS the function refuses to start without its table or its key.
      const bare = await invoke(file, httpEvent({ path: qualifiedCheckApi.path, body }), { EVATR_API_URL: bzst.url }).catch((error: unknown) => ({ statusCode: 0, body: String(error) }))
      expect(bare.statusCode).not.toBe(200)
    } finally {
      await Promise.all([bzst.close(), kms.close(), store.close()])
    }
  })
})
