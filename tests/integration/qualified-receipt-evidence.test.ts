// The evidence PDF is bound to the signed record (issue 38 B1) and old receipts survive a key
// rotation (B3), checked with tools we did not write: Poppler's pdfdetach takes the attached JSON
// out of the PDF, pdftotext reads what the pages print, openssl verifies the ECDSA signature with
// nothing but a key from the published key list. A PDF whose visible text was edited (B → A)
// still carries the genuine attachment, which says B; a PDF whose attachment was edited fails.
import { spawnSync } from 'node:child_process'
import { createHash, generateKeyPairSync } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pdfAttachments } from '../../core/pdf-attachments'
import { qualifiedCheckApi, type QualifiedCheckAnswer } from '../../core/qualified-check-api'
import type { ReceiptDocument, ReceiptSignature } from '../../core/qualified-receipt'
import { verifyReceipt, type PublishedReceiptKey, type ReceiptKeys } from '../../core/receipt-signature'
import { localReceiptSigningKey } from '../../lambdas/config'
import { createEvatrClient } from '../../lambdas/qualified-check/evatr-client'
import { createQualifiedCheckHandlers, type QualifiedDependencies } from '../../lambdas/qualified-check/handler'
import { receiptPdf } from '../../lambdas/qualified-check/receipt-pdf'
import { localReceiptSigner } from '../../lambdas/qualified-check/receipt-signer'
import { createViesQualifiedClient } from '../../lambdas/qualified-check/vies-qualified'
import { evatrAnswer, registeredCompany, startFakeEvatr } from '../support/fake-evatr'
import { startFakeVies, viesAnswers } from '../support/fake-vies'
import { httpEvent } from '../support/http-event'
import { pdfAttachments as popplerAttachments, pdfText } from '../support/poppler'

let evatr: Awaited<ReturnType<typeof startFakeEvatr>>
let vies: Awaited<ReturnType<typeof startFakeVies>>
let dir: string

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'receipt-evidence-'))
  // The BZSt's answer as bytes no re-serialisation keeps: a \u escape, spaces around the colons.
  evatr = await startFakeEvatr({
    answer: (request) => {
      const { status, body } = evatrAnswer(request)
      const text = `{"id" : ${JSON.stringify(body.id)}, "anfrageZeitpunkt" : ${JSON.stringify(body.anfrageZeitpunkt)}, "status" : ${JSON.stringify(body.status)}, "ergFirmenname" : "${String(body.ergFirmenname)}", "ergStrasse" : "${String(body.ergStrasse)}", "ergPlz" : "${String(body.ergPlz)}", "ergOrt" : "${String(body.ergOrt)}", "hinweis" : "Stra\\u00dfe"}`
      return { status, text }
    },
  })
  vies = await startFakeVies((request) => viesAnswers.qualified(request))
})
afterAll(async () => {
  await Promise.all([evatr.close(), vies.close()])
  rmSync(dir, { recursive: true, force: true })
})

function handlers(extra: Partial<QualifiedDependencies> = {}) {
  return createQualifiedCheckHandlers({
    evatr: createEvatrClient({ baseUrl: evatr.url }),
    vies: createViesQualifiedClient({ apiUrl: vies.url }),
    signer: localReceiptSigner(localReceiptSigningKey),
    perClientPerMinute: 100_000,
    perNumberPerMinute: 100_000,
    ...extra,
  })
}

/** A name that does not match the register: the BZSt answers "B" for it. */
const ask = { requesterVatId: 'DE811907980', countryCode: 'AT', vatNumber: 'U12345678', companyName: 'Muster Trading AG', street: registeredCompany.strasse, postcode: registeredCompany.plz, city: registeredCompany.ort, declaration: true, lang: 'de', receipt: 'pdf' }

async function check(h: ReturnType<typeof handlers>, body: object = ask): Promise<QualifiedCheckAnswer> {
  const result = await h[qualifiedCheckApi.path]!(httpEvent({ path: qualifiedCheckApi.path, body }))
  expect(result.statusCode).toBe(200)
  return JSON.parse(String(result.body)) as QualifiedCheckAnswer
}

async function keysOf(h: ReturnType<typeof handlers>): Promise<ReceiptKeys> {
  const result = await h[qualifiedCheckApi.receiptKeyPath]!(httpEvent({ method: 'GET', path: qualifiedCheckApi.receiptKeyPath }))
  expect(result.statusCode).toBe(200)
  return JSON.parse(String(result.body)) as ReceiptKeys
}

/** `pdfdetach -saveall` into a fresh folder: each attachment's name and bytes. */
function detachAll(pdf: Uint8Array): Map<string, Buffer> {
  const out = mkdtempSync(join(dir, 'detach-'))
  const file = join(out, 'evidence.pdf')
  writeFileSync(file, pdf)
  const names = popplerAttachments(pdf)
  const saved = new Map<string, Buffer>()
  names.forEach((name, index) => {
    const target = join(out, `attachment-${index}`)
    const run = spawnSync('pdfdetach', ['-save', String(index + 1), '-o', target, file], { encoding: 'utf8' })
    expect(run.status, run.stderr).toBe(0)
    saved.set(name, readFileSync(target))
  })
  return saved
}

/** openssl alone: the receipt's signed bytes and DER signature against a PEM public key. */
function opensslVerifies(receiptJson: string | Buffer, publicKeyPem: string): boolean {
  const receipt = JSON.parse(receiptJson.toString()) as { signature: ReceiptSignature }
  const out = mkdtempSync(join(dir, 'openssl-'))
  writeFileSync(join(out, 'key.pem'), publicKeyPem)
  writeFileSync(join(out, 'signed.json'), Buffer.from(receipt.signature.canonical, 'base64'))
  writeFileSync(join(out, 'signature.der'), Buffer.from(receipt.signature.value, 'base64'))
  const run = spawnSync('openssl', ['dgst', '-sha256', '-verify', join(out, 'key.pem'), '-signature', join(out, 'signature.der'), join(out, 'signed.json')], { encoding: 'utf8' })
  return run.status === 0 && run.stdout.includes('Verified OK')
}

const squeeze = (text: string) => text.replace(/\s+/g, '')
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex')

describe('the evidence PDF carries the signed receipt (B1)', () => {
  it('attaches the signed JSON as an associated file (AFRelationship Source) that pdfdetach extracts byte for byte, prints its SHA-256 and the signing time, and openssl verifies it with the published key alone', async () => {
    const h = handlers()
    const answer = await check(h)
    const pdf = Buffer.from(answer.receiptPdf!.base64, 'base64')
    const attachments = detachAll(pdf)
    expect([...attachments.keys()]).toEqual([answer.receipt!.fileName])
    const attached = attachments.get(answer.receipt!.fileName)!
    expect(attached.toString('utf8')).toBe(answer.receipt!.json)
    // The catalog's /AF and the file specification's relationship, as PDF/A-3 writes them (dictionaries are not compressed).
    const raw = pdf.toString('latin1')
    expect(raw).toMatch(/\/AFRelationship \/Source/)
    expect(raw).toMatch(/\/AF \[\d+ 0 R\]/)
    const text = squeeze(pdfText(pdf))
    expect(text).toContain(sha256(attached))
    const document = JSON.parse(attached.toString('utf8')) as ReceiptDocument
    expect(text).toContain(document.signedAt)
    const keys = await keysOf(h)
    const key = keys.keys.find((k) => k.keyId === document.keyId)!
    expect(opensslVerifies(attached, key.publicKeyPem)).toBe(true)
  })

  it('prints the service’s answer as the bytes kept, and the SHA-256 of those bytes, never a re-serialisation', async () => {
    const answer = await check(handlers())
    const kept = Buffer.from(answer.answer!.base64, 'base64')
    expect(kept.toString('utf8')).toContain('"hinweis" : "Stra\\u00dfe"')
    const text = squeeze(pdfText(Buffer.from(answer.receiptPdf!.base64, 'base64')))
    expect(text).toContain(squeeze(kept.toString('utf8')))
    expect(text).toContain(sha256(kept))
  })

  it('a PDF whose visible text says A still carries the genuine attachment that says B; the reader and openssl find the signed B', async () => {
    const h = handlers()
    const answer = await check(h)
    const signed = JSON.parse(answer.receipt!.json) as ReceiptDocument
    expect(signed.result.comparison.find((c) => c.field === 'companyName')).toMatchObject({ result: 'noMatch', bzstCode: 'B' })
    // The visible text edited from B to A: the same attachment, pages that say "matches".
    const edited = { ...answer, matches: { ...answer.matches, companyName: 'match' as const }, codes: { ...answer.codes, companyName: 'A' }, attention: [] }
    const forged = (await receiptPdf(edited, 'de', new Date())).bytes
    expect(squeeze(pdfText(forged))).not.toContain('stimmtnichtüberein')
    const [attachment] = await pdfAttachments(forged)
    expect(attachment!.name).toBe(answer.receipt!.fileName)
    expect(Buffer.from(attachment!.bytes).toString('utf8')).toBe(answer.receipt!.json)
    expect(detachAll(forged).get(answer.receipt!.fileName)!.toString('utf8')).toBe(answer.receipt!.json)
    const verdict = await verifyReceipt(new TextDecoder().decode(attachment!.bytes), await keysOf(h), crypto.subtle)
    expect(verdict.kind).toBe('valid')
    if (verdict.kind === 'valid') expect(verdict.document.result.comparison.find((c) => c.field === 'companyName')!.result).toBe('noMatch')
  })

  it('a PDF whose attachment was edited (B → A) fails: the page’s check says altered, openssl refuses it', async () => {
    const h = handlers()
    const answer = await check(h)
    const json = answer.receipt!.json.replace('"bzstCode": "B"', '"bzstCode": "A"').replace('"result": "noMatch"', '"result": "match"')
    expect(json).not.toBe(answer.receipt!.json)
    const forged = (await receiptPdf({ ...answer, receipt: { ...answer.receipt!, json } }, 'de', new Date())).bytes
    const [attachment] = await pdfAttachments(forged)
    expect(Buffer.from(attachment!.bytes).toString('utf8')).toBe(json)
    expect((await verifyReceipt(json, await keysOf(h), crypto.subtle)).kind).toBe('altered')
    // openssl over the edited document's canonical bytes (Python's json: sorted keys, no spaces, UTF-8): the signature does not fit them.
    const { signature, ...document } = JSON.parse(json) as ReceiptDocument & { signature: ReceiptSignature }
    const python = spawnSync('python3', ['-c', 'import json,sys,base64; print(base64.b64encode(json.dumps(json.load(sys.stdin), sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()).decode())'], { input: JSON.stringify(document), encoding: 'utf8' })
    const canonical = python.stdout.trim()
    expect(canonical).not.toBe(signature.canonical)
    expect(opensslVerifies(JSON.stringify({ signature: { ...signature, canonical } }), (await keysOf(h)).keys[0]!.publicKeyPem)).toBe(false)
  })
})

describe('key rotation (B3)', () => {
  const day = 24 * 60 * 60 * 1000
  const t0 = Date.parse('2026-01-01T00:00:00.000Z')
  const rotation = Date.parse('2026-06-01T00:00:00.000Z')
  const pemOf = () => generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
  const oldPem = pemOf()
  const newPem = pemOf()

  async function retiredOld(): Promise<PublishedReceiptKey> {
    const signer = localReceiptSigner(oldPem)
    return { keyId: await signer.keyId(), algorithm: 'ECDSA_SHA_256', publicKeyPem: await signer.publicKeyPem(), validFrom: new Date(t0).toISOString(), validUntil: new Date(rotation).toISOString() }
  }

  it('publishes every key ever used with its period; a receipt signed by the old key before the rotation still verifies (page check and openssl)', async () => {
    const before = handlers({ signer: localReceiptSigner(oldPem), receiptKeyValidFrom: new Date(t0).toISOString(), now: () => rotation - day })
    const old = await check(before, { ...ask, receipt: 'none' })
    const after = handlers({ signer: localReceiptSigner(newPem), receiptKeyValidFrom: new Date(rotation).toISOString(), retiredReceiptKeys: [await retiredOld()], now: () => rotation + day })
    const keys = await keysOf(after)
    const newId = await localReceiptSigner(newPem).keyId()
    expect(keys.keys).toEqual([await retiredOld(), { keyId: newId, algorithm: 'ECDSA_SHA_256', publicKeyPem: await localReceiptSigner(newPem).publicKeyPem(), validFrom: new Date(rotation).toISOString(), validUntil: null }])
    expect(await verifyReceipt(old.receipt!.json, keys, crypto.subtle)).toMatchObject({ kind: 'valid', key: { validUntil: new Date(rotation).toISOString() } })
    const oldId = (JSON.parse(old.receipt!.json) as ReceiptDocument).keyId
    expect(opensslVerifies(old.receipt!.json, keys.keys.find((k) => k.keyId === oldId)!.publicKeyPem)).toBe(true)
    const fresh = await check(after, { ...ask, receipt: 'none' })
    expect(await verifyReceipt(fresh.receipt!.json, keys, crypto.subtle)).toMatchObject({ kind: 'valid', document: { keyId: newId } })
  })

  it('a receipt that names the old key but says it was signed after that key’s end fails, as does one from before its start', async () => {
    const after = handlers({ signer: localReceiptSigner(newPem), receiptKeyValidFrom: new Date(rotation).toISOString(), retiredReceiptKeys: [await retiredOld()] })
    const keys = await keysOf(after)
    for (const at of [rotation + day, rotation, t0 - day]) {
      const late = await check(handlers({ signer: localReceiptSigner(oldPem), now: () => at }), { ...ask, receipt: 'none' })
      expect((await verifyReceipt(late.receipt!.json, keys, crypto.subtle)).kind, new Date(at).toISOString()).toBe('outsideKeyPeriod')
    }
  })
})
