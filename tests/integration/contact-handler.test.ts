// The contact handler through the real AWS SDK against the SES emulator over HTTP.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import type { AddressInfo, Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createSesSender } from '../../lambdas/aws-clients'
import { loadConfig } from '../../lambdas/config'
import type { HttpHandler } from '../../lambdas/http'
import { DirectoryArchive } from '../../lambdas/send-contact-email/archive'
import { createContactHandler } from '../../lambdas/send-contact-email/handler'
import { startSesEmulator } from '../../scripts/server/ses-emulator'
import { httpEvent } from '../support/http-event'
import { sesInbox, type StoredEmail } from '../support/ses-inbox'


let emulator: Server
let sesUrl: string
let archiveDir: string
let archive: DirectoryArchive
let handler: HttpHandler
let logLines: string[] = []
const logSink = (line: string) => void logLines.push(line)

async function inbox(): Promise<StoredEmail[]> {
  return sesInbox(sesUrl)
}

async function archived() {
  const files = (await readdir(archiveDir)).filter((f) => f.endsWith('.json') && f !== 'file')
  return Promise.all(files.map((f) => archive.read(f.replace(/\.json$/, ''))))
}

function handlerFor(endpoint: string): HttpHandler {
  const config = loadConfig({ SES_ENDPOINT: endpoint, INQUIRY_ARCHIVE_DIR: archiveDir }, { local: true })
  return createContactHandler({ sendMail: createSesSender(config), archive, contactFrom: config.contactFrom, contactTo: config.contactTo, logSink })
}

const valid = { name: 'Max Mustermann', email: 'max@example.com', message: 'Wir verkaufen über Amazon FBA.\nBrauchen wir eine Registrierung?', source: 'General Contact Form', lang: 'de' }

beforeAll(async () => {
  emulator = await startSesEmulator({ host: '127.0.0.1', port: 0 })
  sesUrl = `http://127.0.0.1:${(emulator.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => emulator.close(resolve))
})

beforeEach(async () => {
  logLines = []
  await fetch(`${sesUrl}/clear-store`, { method: 'POST' })
  archiveDir = await mkdtemp(join(tmpdir(), 'inquiries-'))
  archive = new DirectoryArchive(archiveDir)
  handler = handlerFor(sesUrl)
  return () => rm(archiveDir, { recursive: true, force: true })
})

describe('POST /api/send-contact-email', () => {
  it('sends the inquiry to the firm with Reply-To the visitor, and archives it as delivered', async () => {
    const result = await handler(httpEvent({ body: { ...valid, unknownField: 'ignored' } }))
    expect(result.statusCode).toBe(200)
    expect(JSON.parse(result.body!)).toEqual({ ok: true })
    const [mail, ...more] = await inbox()
    expect(more).toEqual([])
    expect(mail).toMatchObject({
      from: 'website@hartmann-indirekte-steuern.example',
      destination: { to: ['inbox@hartmann-indirekte-steuern.example'], cc: [], bcc: [] },
      replyTo: ['max@example.com'],
      subject: 'Website-Anfrage: General Contact Form – Max Mustermann',
    })
    for (const text of ['Name: Max Mustermann', 'E-Mail: max@example.com', 'Formular: General Contact Form', 'Sprache der Seite: Deutsch', valid.message]) {
      expect(mail!.body.text).toContain(text)
    }
    expect(mail!.body.html).toBeUndefined()
    const [record] = await archived()
    expect(record).toMatchObject({ ...valid, status: 'delivered' })
    expect(mail!.body.text).toContain(record!.id)
  })

  it('falls back to "General Contact Form" and German when source and language are missing or blank', async () => {
    const { source: _s, lang: _l, ...rest } = valid
    expect((await handler(httpEvent({ body: rest }))).statusCode).toBe(200)
    expect((await handler(httpEvent({ body: { ...rest, source: ' \u0085 ', lang: 'xx' } }))).statusCode).toBe(200)
    const mails = await inbox()
    expect(mails.map((m) => m.subject)).toEqual(['Website-Anfrage: General Contact Form – Max Mustermann', 'Website-Anfrage: General Contact Form – Max Mustermann'])
    expect(mails.every((m) => m.body.text?.includes('Sprache der Seite: Deutsch'))).toBe(true)
  })

  it.each([
    ['a blank name', { ...valid, name: '   ' }, 400, 'missing_fields'],
    ['an empty e-mail', { ...valid, email: '' }, 400, 'missing_fields'],
    ['a missing message', { name: 'A', email: 'a@b.de' }, 400, 'missing_fields'],
    ['a malformed e-mail', { ...valid, email: 'not-an-address' }, 400, 'invalid_email'],
    ['an e-mail without domain dot', { ...valid, email: 'a@localhost' }, 400, 'invalid_email'],
    ['a name of 201 characters', { ...valid, name: 'x'.repeat(201) }, 400, 'name_too_long'],
    ['an e-mail of 255 characters', { ...valid, email: `${'a'.repeat(250)}@b.de` }, 400, 'email_too_long'],
    ['a message of 10,001 characters', { ...valid, message: 'x'.repeat(10_001) }, 400, 'message_too_long'],
    ['a source of 201 characters', { ...valid, source: 'x'.repeat(201) }, 400, 'source_too_long'],
    ['a number as name', { ...valid, name: 42 }, 400, 'invalid_input'],
    ['a list as message', { ...valid, message: ['a'] }, 400, 'invalid_input'],
    ['an array body', [valid], 400, 'invalid_input'],
    ['broken JSON', '{"name":', 400, 'invalid_json'],
    ['a body over 32 KB', { ...valid, message: 'x'.repeat(33 * 1024) }, 413, 'body_too_large'],
  ])('rejects %s with %i %s, sending and storing nothing', async (_label, body, status, error) => {
    const result = await handler(httpEvent({ body }))
    expect(result.statusCode).toBe(status)
    expect(JSON.parse(result.body!)).toEqual({ error })
    expect(await inbox()).toEqual([])
    expect(await archived()).toEqual([])
  })

  it('accepts exactly the bounds', async () => {
    const body = { ...valid, name: 'n'.repeat(200), source: 's'.repeat(200), message: 'm'.repeat(10_000) }
    expect((await handler(httpEvent({ body }))).statusCode).toBe(200)
  })

  it('answers a wrong method with 405 and a wrong content type with 415', async () => {
    const get = await handler(httpEvent({ method: 'GET' }))
    expect(get.statusCode).toBe(405)
    expect(get.headers?.Allow).toBe('POST')
    expect(JSON.parse(get.body!)).toEqual({ error: 'method_not_allowed' })
    for (const contentType of ['text/plain', 'multipart/form-data; boundary=x', null]) {
      const result = await handler(httpEvent({ contentType, body: valid }))
      expect(result.statusCode).toBe(415)
      expect(JSON.parse(result.body!)).toEqual({ error: 'unsupported_media_type' })
    }
  })

  it('drops a bot that fills the honeypot: answers success, sends and stores nothing', async () => {
    const result = await handler(httpEvent({ body: { ...valid, website: 'https://spam.example' } }))
    expect(result.statusCode).toBe(200)
    expect(await inbox()).toEqual([])
    expect(await archived()).toEqual([])
  })

  it.each([
    ['name', 'Max\r\nBcc: victim@example.org'],
    ['source', 'Form\nBcc: victim@example.org'],
    ['name', 'Max\u2028To: victim@example.org'],
  ])('keeps CR/LF in the %s out of every header', async (field, value) => {
    expect((await handler(httpEvent({ body: { ...valid, [field]: value } }))).statusCode).toBe(200)
    const [mail] = await inbox()
    expect(mail!.subject).not.toMatch(/[\r\n\u2028]/)
    expect(mail!.destination).toEqual({ to: ['inbox@hartmann-indirekte-steuern.example'], cc: [], bcc: [] })
    expect(mail!.replyTo).toEqual(['max@example.com'])
  })

  it('logs one JSON line per outcome with the request id and the inquiry number, never what the visitor wrote', async () => {
    const marker = 'Geheimnis-7f3a'
    await handler(httpEvent({ body: { ...valid, name: `Max ${marker}`, message: `Text ${marker}` } }))
    await handler(httpEvent({ body: { ...valid, email: `${marker}@` } }))
    const entries = logLines.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(entries.map((e) => [e.level, e.event, e.requestId])).toEqual([
      ['info', 'inquiry_delivered', 'test'],
      ['info', 'inquiry_rejected', 'test'],
    ])
    expect(entries[0]!.inquiryId).toBe((await archived())[0]!.id)
    expect(entries[1]!.code).toBe('invalid_email')
    expect(logLines.join('\n')).not.toContain(marker)
  })

  it.each([
    ['a name of only NEL', { ...valid, name: '\u0085' }],
    ['a name of only bidi controls and zero-width characters', { ...valid, name: '\u202e\u2066\u200b\ufeff' }],
    ['a message of only line and paragraph separators', { ...valid, message: '\u2028\u2029\u0085\r\n' }],
    ['an e-mail of only controls', { ...valid, email: '\u0000\u001b' }],
  ])('treats %s as empty: 400 missing_fields', async (_label, body) => {
    const result = await handler(httpEvent({ body }))
    expect(JSON.parse(result.body!)).toEqual({ error: 'missing_fields' })
    expect(await inbox()).toEqual([])
  })

  it('keeps bidi overrides, NEL and other controls out of the subject and the mail', async () => {
    const body = { ...valid, name: 'Max\u202e\u0085 Mustermann\u2066', source: 'Form\u200f\u0007', message: 'Zeile 1\u0085Zeile 2\u202eevil\u0000' }
    expect((await handler(httpEvent({ body }))).statusCode).toBe(200)
    const [mail] = await inbox()
    expect(mail!.subject).toBe('Website-Anfrage: Form – Max Mustermann')
    expect(mail!.body.text).toContain('Zeile 1\nZeile 2evil')
    expect(mail!.body.text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/)
  })

  it('answers every result page of the no-JavaScript form in one fallback language (German) for an unknown lang', async () => {
    const form = (fields: Record<string, string>) => httpEvent({ contentType: 'application/x-www-form-urlencoded', body: new URLSearchParams(fields).toString() })
    expect((await handler(form({ ...valid, lang: 'fr' }))).headers?.Location).toBe('/de/kontakt/gesendet')
    expect((await handler(form({ ...valid, lang: 'fr', email: 'x' }))).headers?.Location).toBe('/de/kontakt/fehler/invalid-email')
    expect((await handler(form({ ...valid, lang: '' , name: '' }))).headers?.Location).toBe('/de/kontakt/fehler/missing-fields')
  })

  it.each(['max@example.com\r\nBcc: victim@example.org', 'max@example.com, victim@example.org', 'Max <max@example.com>'])(
    'rejects an e-mail field that tries to add recipients: %j',
    async (email) => {
      const result = await handler(httpEvent({ body: { ...valid, email } }))
      expect(JSON.parse(result.body!)).toEqual({ error: 'invalid_email' })
      expect(await inbox()).toEqual([])
    },
  )

  it('without JavaScript (form post) redirects to the result page of the language', async () => {
    const form = (fields: Record<string, string>) => httpEvent({ contentType: 'application/x-www-form-urlencoded; charset=UTF-8', body: new URLSearchParams(fields).toString() })
    const sent = await handler(form({ ...valid, lang: 'zh' }))
    expect(sent.statusCode).toBe(303)
    expect(sent.headers?.Location).toBe('/zh/kontakt/gesendet')
    expect((await inbox()).length).toBe(1)
    expect((await handler(form({ ...valid, lang: 'en', message: ' ' }))).headers?.Location).toBe('/kontakt/fehler/missing-fields')
    expect((await handler(form({ ...valid, lang: 'de', email: 'x' }))).headers?.Location).toBe('/de/kontakt/fehler/invalid-email')
    expect((await handler(form({ ...valid, lang: 'de', message: 'm'.repeat(10_001) }))).headers?.Location).toBe('/de/kontakt/fehler/too-long')
    expect((await handler(form({ ...valid, lang: 'de', website: 'spam' }))).headers?.Location).toBe('/de/kontakt/gesendet')
  })

  it('when the archive cannot be written, nothing is sent and the visitor gets an error', async () => {
    const notADirectory = join(archiveDir, 'file')
    await writeFile(notADirectory, '')
    const broken = createContactHandler({
      sendMail: createSesSender(loadConfig({ SES_ENDPOINT: sesUrl }, { local: true })),
      archive: new DirectoryArchive(join(notADirectory, 'inquiries')),
      contactFrom: 'website@example.com',
      contactTo: 'inbox@example.com',
      logSink,
    })
    const result = await broken(httpEvent({ body: valid }))
    expect(result.statusCode).toBe(503)
    expect(JSON.parse(result.body!)).toEqual({ error: 'archive_failed' })
    expect(await inbox()).toEqual([])
  })
})
