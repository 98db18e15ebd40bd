// The receipt of the qualified check is evidence: signed over RFC 8785 canonical bytes with ECDSA
// P-256 (a configured key locally, AWS KMS in AWS, here through the real KMS client against a fake
// KMS with real crypto), verified by tools we did not write: the canonical bytes recomputed by
// Python's json module, the signature checked by `openssl dgst -verify`, refused after any one-byte
// change (fast-check over positions); and by the page's own check (WebCrypto) on any change of the
// file that changes what it says.
import { execFileSync, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { qualifiedCheckApi, type QualifiedCheckAnswer } from '../../core/qualified-check-api'
import { receiptKinds, type ReceiptDocument, type ReceiptSignature } from '../../core/qualified-receipt'
import { verifyReceipt, type ReceiptKeys } from '../../core/receipt-signature'
import { localReceiptSigningKey } from '../../lambdas/config'
import { localReceiptSigner } from '../../lambdas/qualified-check/receipt-signer'
import { registeredCompany, startFakeEvatr } from '../support/fake-evatr'
import { startFakeKms } from '../support/fake-kms'
import { startFakeVies, viesAnswers } from '../support/fake-vies'
import { loopbackAddress, postJsonFrom, requestFrom } from '../support/loopback-client'
import { startLocalSite, type LocalSite } from '../support/local-site'

let evatr: Awaited<ReturnType<typeof startFakeEvatr>>
let vies: Awaited<ReturnType<typeof startFakeVies>>
let kms: Awaited<ReturnType<typeof startFakeKms>>
let local: LocalSite
let inKms: LocalSite
let dir: string
let clients = 0

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'receipt-signature-'))
  evatr = await startFakeEvatr()
  vies = await startFakeVies((request) => viesAnswers.qualified(request))
  kms = await startFakeKms()
  local = await startLocalSite({ sesEndpoint: 'http://127.0.0.1:1', viesUrl: vies.url, evatrUrl: evatr.url })
  inKms = await startLocalSite({ sesEndpoint: 'http://127.0.0.1:1', viesUrl: vies.url, evatrUrl: evatr.url, env: { RECEIPT_SIGNING_KEY_ARN: kms.arn, KMS_ENDPOINT: kms.url } })
})
afterAll(async () => {
  await Promise.all([local.close(), inKms.close(), evatr.close(), vies.close(), kms.close()])
  rmSync(dir, { recursive: true, force: true })
})

const ask = { requesterVatId: 'DE811907980', countryCode: 'AT', vatNumber: 'U12345678', companyName: registeredCompany.firmenname, street: registeredCompany.strasse, postcode: registeredCompany.plz, city: registeredCompany.ort, declaration: true, lang: 'de' }

async function check(site: LocalSite, body: object = ask): Promise<QualifiedCheckAnswer> {
  const answer = await postJsonFrom<QualifiedCheckAnswer>(loopbackAddress(++clients), `${site.url}${qualifiedCheckApi.path}`, body)
  expect(answer.status).toBe(200)
  return answer.body
}

async function publishedKeys(site: LocalSite): Promise<ReceiptKeys> {
  const answer = await requestFrom(loopbackAddress(++clients), `${site.url}${qualifiedCheckApi.receiptKeyPath}`)
  expect(answer.status).toBe(200)
  return JSON.parse(answer.text) as ReceiptKeys
}

/** The document's canonical bytes as Python's json module writes them (sorted keys, no spaces, UTF-8): JCS for this data. */
function pythonCanonical(document: object): Buffer {
  return execFileSync('python3', ['-c', 'import json,sys; sys.stdout.buffer.write(json.dumps(json.load(sys.stdin), sort_keys=True, separators=(",",":"), ensure_ascii=False).encode("utf-8"))'], { input: JSON.stringify(document) })
}

/** openssl's verdict on a signature (DER) over bytes with a public key (PEM). */
function opensslVerifies(bytes: Uint8Array, der: Buffer, publicKeyPem: string): boolean {
  const data = join(dir, `data-${++clients}`)
  writeFileSync(data, bytes)
  writeFileSync(`${data}.sig`, der)
  writeFileSync(`${data}.pem`, publicKeyPem)
  const run = spawnSync('openssl', ['dgst', '-sha256', '-verify', `${data}.pem`, '-signature', `${data}.sig`, data], { encoding: 'utf8' })
  if (run.stdout.trim() === 'Verified OK') return true
  expect(run.stdout + run.stderr).toMatch(/Verification failure/)
  return false
}

function split(json: string): { document: ReceiptDocument; signature: ReceiptSignature } {
  const { signature, ...document } = JSON.parse(json) as ReceiptDocument & { signature: ReceiptSignature }
  return { document, signature }
}

describe('the signed receipt, locally (a key from the configuration)', () => {
  it('is signed over the RFC 8785 bytes of everything but the signature, which openssl verifies with the published key', async () => {
    const answer = await check(local)
    const { document, signature } = split(answer.receipt!.json)
    const keys = await publishedKeys(local)
    expect(keys.keys).toEqual([{ keyId: document.keyId, algorithm: 'ECDSA_SHA_256', publicKeyPem: await localReceiptSigner(localReceiptSigningKey).publicKeyPem(), validFrom: '1970-01-01T00:00:00.000Z', validUntil: null }])
    expect(document.keyId).toMatch(/^local:[0-9a-f]{32}$/)
    const canonical = Buffer.from(signature.canonical, 'base64')
    expect(canonical.equals(pythonCanonical(document))).toBe(true)
    expect(opensslVerifies(canonical, Buffer.from(signature.value, 'base64'), keys.keys[0]!.publicKeyPem)).toBe(true)
    // What it states: the declaration, the request, the answer's bytes and their SHA-256 (by openssl, not our code).
    expect(document).toMatchObject({ receipt: receiptKinds.evatr, declaration: { accepted: true }, request: { requesterVatId: 'DE811907980', vatId: 'ATU12345678' }, result: { outcome: 'valid', status: 'evatr-0000' } })
    const answerFile = join(dir, 'answer.bin')
    writeFileSync(answerFile, Buffer.from(document.answer!.base64, 'base64'))
    expect(execFileSync('openssl', ['dgst', '-sha256', '-r', answerFile], { encoding: 'utf8' }).split(' ')[0]).toBe(document.answer!.sha256)
  })

  it('is refused by openssl after any one-byte change of the signed bytes (fast-check over positions)', async () => {
    const { signature } = split((await check(local)).receipt!.json)
    const canonical = Buffer.from(signature.canonical, 'base64')
    const der = Buffer.from(signature.value, 'base64')
    const pem = (await publishedKeys(local)).keys[0]!.publicKeyPem
    fc.assert(
      fc.property(fc.nat({ max: canonical.length - 1 }), fc.integer({ min: 1, max: 255 }), (position, delta) => {
        const changed = Buffer.from(canonical)
        changed[position] = (changed[position]! + delta) % 256
        expect(opensslVerifies(changed, der, pem)).toBe(false)
      }),
      { numRuns: 60 },
    )
  })

  it('is checked by the page’s verifier: valid as received, altered after any change to what it says, foreign under another key, unreadable when no receipt (fast-check)', async () => {
    const json = (await check(local)).receipt!.json
    const keys = await publishedKeys(local)
    const original = JSON.parse(json) as unknown
    expect(await verifyReceipt(json, keys, crypto.subtle)).toMatchObject({ kind: 'valid', document: { request: { vatId: 'ATU12345678' } } })
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: json.length - 1 }), fc.integer({ min: 32, max: 126 }), async (position, code) => {
        const changed = json.slice(0, position) + String.fromCharCode(code) + json.slice(position + 1)
        let parsed: unknown
        try {
          parsed = JSON.parse(changed)
        } catch {
          parsed = undefined
        }
        const verdict = await verifyReceipt(changed, keys, crypto.subtle)
        // Only a change that leaves the content as it was (whitespace between tokens) may still read as valid.
        if (parsed !== undefined && JSON.stringify(parsed) === JSON.stringify(original)) expect(verdict.kind).toBe('valid')
        else expect(verdict.kind, changed.slice(Math.max(0, position - 20), position + 20)).not.toBe('valid')
      }),
      { numRuns: 300 },
    )
    const other = { keys: [{ ...keys.keys[0]!, keyId: 'local:another' }] }
    expect((await verifyReceipt(json, other, crypto.subtle)).kind).toBe('foreign')
    for (const text of ['', 'null', '{"receipt":1}', '[]', 'not json']) expect((await verifyReceipt(text, keys, crypto.subtle)).kind, text).toBe('unreadable')
    // Another key's valid signature over the same bytes names a key the site does not have.
    const { signature, document } = split(json)
    const forged = `${JSON.stringify({ ...document, keyId: 'local:forged', signature: { ...signature, keyId: 'local:forged' } })}`
    expect((await verifyReceipt(forged, keys, crypto.subtle)).kind).toBe('foreign')
  })

  it('records a VIES answer as received: no status code where VIES sent none, and its own time', async () => {
    const answer = await check(local, { ...ask, requesterVatId: 'ATU12345678', countryCode: 'DE', vatNumber: '123456789' })
    const { document } = split(answer.receipt!.json)
    expect(document).toMatchObject({ receipt: receiptKinds.vies, serviceTime: '2026-11-20T09:15:42.512Z', result: { status: null, outcome: 'valid' } })
    expect(Buffer.from(document.answer!.base64, 'base64').toString('utf8')).toBe(viesAnswers.qualified(vies.requests.at(-1)!).body)
  })
})

describe('the signed receipt in AWS (KMS, through the real SDK against a fake KMS)', () => {
  it('is signed by KMS over the SHA-256 of the canonical bytes (MessageType DIGEST), and openssl verifies it with the key KMS publishes', async () => {
    const answer = await check(inKms)
    const { document, signature } = split(answer.receipt!.json)
    expect(document.keyId).toBe(kms.arn)
    const keys = await publishedKeys(inKms)
    expect(keys.keys).toEqual([{ keyId: kms.arn, algorithm: 'ECDSA_SHA_256', publicKeyPem: kms.publicKeyPem, validFrom: '1970-01-01T00:00:00.000Z', validUntil: null }])
    const canonical = Buffer.from(signature.canonical, 'base64')
    expect(opensslVerifies(canonical, Buffer.from(signature.value, 'base64'), kms.publicKeyPem)).toBe(true)
    const sign = kms.calls.filter((c) => c.target === 'Sign').at(-1)!
    expect(sign.body).toMatchObject({ KeyId: kms.arn, MessageType: 'DIGEST', SigningAlgorithm: 'ECDSA_SHA_256' })
    expect(Buffer.from(String(sign.body.Message), 'base64').equals(createHash('sha256').update(canonical).digest())).toBe(true)
    expect(await verifyReceipt(answer.receipt!.json, keys, crypto.subtle)).toMatchObject({ kind: 'valid' })
  })

  it('answers without a receipt, and logs it for the alarm, while KMS is down; the result stays', async () => {
    kms.state.down = true
    try {
      const answer = await check(inKms)
      expect(answer.outcome).toBe('valid')
      expect(answer.receipt).toBeUndefined()
    } finally {
      kms.state.down = false
    }
  })
})
