import { spawn } from 'node:child_process'
import { createPublicKey, generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * A local server that answers Sign and GetPublicKey like AWS KMS's JSON API (awsJson1_1, target
 * "TrentService.<Operation>"), for one asymmetric key of KeySpec ECC_NIST_P256 and KeyUsage
 * SIGN_VERIFY, with real crypto: ECDSA_SHA_256 over a RAW message (at most 4,096 bytes, as KMS
 * allows) or over a DIGEST (exactly the 32 bytes of a SHA-256), the signature as DER. Requests for
 * another key, algorithm or message type get KMS's error types. The private key never leaves it.
 */
export async function startFakeKms(region = 'eu-central-1') {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
  // ECDSA over a digest made elsewhere, as KMS's MessageType DIGEST does: openssl pkeyutl signs its input as the digest.
  const keyDir = mkdtempSync(join(tmpdir(), 'fake-kms-'))
  const keyFile = join(keyDir, 'key.pem')
  writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 })
  const keyId = randomUUID()
  const arn = `arn:aws:kms:${region}:123456789012:key/${keyId}`
  const calls: { target: string; body: Record<string, unknown> }[] = []
  const state = { down: false }
  const send = (res: ServerResponse, status: number, body: object) => {
    res.writeHead(status, { 'Content-Type': 'application/x-amz-json-1.1' })
    res.end(JSON.stringify(body))
  }
  const fail = (res: ServerResponse, type: string, message: string) => send(res, 400, { __type: type, message })
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', async () => {
      if (state.down) return send(res, 500, { __type: 'KMSInternalException', message: 'down' })
      const target = String(req.headers['x-amz-target'] ?? '').replace('TrentService.', '')
      const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown>
      calls.push({ target, body })
      if (body.KeyId !== arn && body.KeyId !== keyId) return fail(res, 'NotFoundException', `Key '${String(body.KeyId)}' does not exist`)
      if (target === 'GetPublicKey') {
        const spki = createPublicKey(privateKey).export({ type: 'spki', format: 'der' })
        return send(res, 200, { KeyId: arn, PublicKey: spki.toString('base64'), KeySpec: 'ECC_NIST_P256', KeyUsage: 'SIGN_VERIFY', SigningAlgorithms: ['ECDSA_SHA_256'] })
      }
      if (target === 'Sign') {
        if (body.SigningAlgorithm !== 'ECDSA_SHA_256') return fail(res, 'InvalidKeyUsageException', `The signing algorithm ${String(body.SigningAlgorithm)} is not valid for this key`)
        const message = Buffer.from(String(body.Message ?? ''), 'base64')
        const type = body.MessageType ?? 'RAW'
        if (type === 'RAW') {
          if (message.length < 1 || message.length > 4096) return fail(res, 'ValidationException', 'Message must be between 1 and 4096 bytes')
          return send(res, 200, { KeyId: arn, Signature: signRaw(privateKey, message), SigningAlgorithm: 'ECDSA_SHA_256' })
        }
        if (type === 'DIGEST') {
          if (message.length !== 32) return fail(res, 'ValidationException', 'Digest is invalid length for algorithm ECDSA_SHA_256.')
          return send(res, 200, { KeyId: arn, Signature: await signDigest(keyFile, message), SigningAlgorithm: 'ECDSA_SHA_256' })
        }
        return fail(res, 'ValidationException', `MessageType ${String(type)} is not valid`)
      }
      fail(res, 'UnsupportedOperationException', `unsupported ${target}`)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    arn,
    calls,
    state,
    publicKeyPem: createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString(),
    close: () =>
      new Promise<void>((resolve) => {
        rmSync(keyDir, { recursive: true, force: true })
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

function signRaw(key: KeyObject, message: Buffer): string {
  return sign('sha256', message, { key, dsaEncoding: 'der' }).toString('base64')
}

/** ECDSA over a digest already made (Node's sign always hashes its input), by openssl pkeyutl: DER, base64. */
function signDigest(keyFile: string, digest: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('openssl', ['pkeyutl', '-sign', '-inkey', keyFile], { stdio: ['pipe', 'pipe', 'pipe'] })
    const out: Buffer[] = []
    const err: Buffer[] = []
    child.stdout.on('data', (c: Buffer) => out.push(c))
    child.stderr.on('data', (c: Buffer) => err.push(c))
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(out).toString('base64')) : reject(new Error(Buffer.concat(err).toString()))))
    child.stdin.end(digest)
  })
}
