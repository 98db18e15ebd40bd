// The AWS inquiry archive through the real S3 client against a local server answering like S3.
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createS3Client, createSesSender } from '../../lambdas/aws-clients'
import { loadConfig } from '../../lambdas/config'
import { S3Archive, type ArchivedInquiry } from '../../lambdas/send-contact-email/archive'

interface Received {
  method: string
  url: string
  headers: IncomingMessage['headers']
  body: string
}

let server: Server
let endpoint: string
const received: Received[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') })
      res.writeHead(200, { ETag: '"etag"', 'x-amz-server-side-encryption': 'AES256' })
      res.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

const record: ArchivedInquiry = {
  id: '6f1c2b1e-0000-4000-8000-000000000001',
  receivedAt: '2026-11-21T10:00:00.000Z',
  status: 'pending',
  name: 'Max',
  email: 'max@example.com',
  message: 'Hallo',
  source: 'General Contact Form',
  lang: 'de',
}
// As in Lambda: the runtime's AWS_REGION is the stack's (and the bucket's); SES may be elsewhere.
const config = loadConfig({ CONTACT_TO: 'a@example.com', CONTACT_FROM: 'b@example.com', INQUIRY_ARCHIVE_BUCKET: 'firm-inquiries', AWS_REGION: 'eu-central-1', SES_REGION: 'eu-west-1' })
const archiveRegion = config.inquiryArchive?.kind === 's3' ? config.inquiryArchive.region : ''

it('stores each inquiry as an encrypted JSON object and rewrites it with its delivery status', async () => {
  const archive = new S3Archive(createS3Client(archiveRegion, endpoint), 'firm-inquiries')
  await archive.save(record)
  await archive.setStatus(record, 'undelivered', 'MessageRejected: Email address is not verified.')
  expect(received).toHaveLength(2)
  for (const request of received) {
    expect(request.method).toBe('PUT')
    expect(request.url.split('?')[0]).toBe('/firm-inquiries/inquiries/2026-11-21/6f1c2b1e-0000-4000-8000-000000000001.json')
    expect(request.headers['x-amz-server-side-encryption']).toBe('AES256')
    expect(request.headers['content-type']).toBe('application/json')
    // Signed for the bucket's region, not SES's.
    expect(request.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=local\/\d{8}\/eu-central-1\/s3\/aws4_request,/)
  }
  expect(JSON.parse(received[0]!.body)).toEqual(record)
  expect(JSON.parse(received[1]!.body)).toEqual({ ...record, status: 'undelivered', error: 'MessageRejected: Email address is not verified.' })
  expect(received[1]!.headers['x-amz-meta-status']).toBe('undelivered')
})

it('gives up on a stalled S3 after two attempts of 3 s, leaving time for SES inside the 25 s Lambda timeout', async () => {
  // lambdas/aws-clients.ts: archive ≈ 6.3 s + send ≈ 10.3 s + mark ≈ 6.3 s must fit the contact Lambda's 25 s.
  let attempts = 0
  const stalled = createServer(() => void (attempts += 1))
  await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve))
  try {
    const archive = new S3Archive(createS3Client(archiveRegion, `http://127.0.0.1:${(stalled.address() as AddressInfo).port}`), 'firm-inquiries')
    const started = Date.now()
    await expect(archive.save(record)).rejects.toThrow(/timed? ?out/i)
    const ms = Date.now() - started
    expect(attempts).toBe(2)
    // At least both timeouts; at most the Lambda's 25 s less what SES and the mark need (≈ 10.3 + 6.3 s).
    expect(ms).toBeGreaterThanOrEqual(2 * 3_000 - 100)
    expect(ms).toBeLessThan(25_000 - 10_300 - 6_300)
  } finally {
    stalled.closeAllConnections()
    await new Promise((resolve) => stalled.close(resolve))
  }
})

it('sends the mail to SES in its own region while the archive stays in the stack’s', async () => {
  expect(archiveRegion).toBe('eu-central-1')
  const seen: string[] = []
  const ses = createServer((req, res) => {
    seen.push(String(req.headers.authorization))
    res.writeHead(500)
    res.end()
  })
  await new Promise<void>((resolve) => ses.listen(0, '127.0.0.1', resolve))
  try {
    const send = createSesSender({ ...config, sesEndpoint: `http://127.0.0.1:${(ses.address() as AddressInfo).port}` })
    await expect(send({ Source: 'b@example.com', Destination: { ToAddresses: ['a@example.com'] }, Message: { Subject: { Data: 's' }, Body: { Text: { Data: 't' } } } })).rejects.toThrow()
    expect(seen.length).toBeGreaterThan(0)
    for (const authorization of seen) expect(authorization).toMatch(/Credential=local\/\d{8}\/eu-west-1\/(ses|email)\/aws4_request,/)
  } finally {
    await new Promise((resolve) => ses.close(resolve))
  }
})

