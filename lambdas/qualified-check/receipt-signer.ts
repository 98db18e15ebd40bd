import { createHash, createPrivateKey, createPublicKey, sign } from 'node:crypto'
import { toPem } from '../../core/receipt-signature'

/**
 * What signs a receipt (core/qualified-receipt.ts): ECDSA P-256 with SHA-256 over the canonical
 * bytes, the signature as DER. In AWS the key lives in KMS and never leaves it; locally and in
 * tests a key from the configuration signs the same way.
 */
export interface ReceiptSigner {
  /** The key's id as the receipt names it (the KMS key's ARN, or "local:…" for a configured key). */
  keyId(): Promise<string>
  sign(message: Uint8Array): Promise<Uint8Array>
  /** The public key as PEM (SubjectPublicKeyInfo), for the receipt-key endpoint. */
  publicKeyPem(): Promise<string>
}

/** A P-256 private key from PEM (PKCS#8 or SEC1). Its id is "local:" and the SHA-256 of its public key: never a KMS key. */
export function localReceiptSigner(privateKeyPem: string): ReceiptSigner {
  const key = createPrivateKey(privateKeyPem)
  const details = key.asymmetricKeyDetails
  if (key.asymmetricKeyType !== 'ec' || details?.namedCurve !== 'prime256v1') throw new Error('the receipt signing key must be an EC key on P-256')
  const spki = createPublicKey(key).export({ type: 'spki', format: 'der' })
  const keyId = `local:${createHash('sha256').update(spki).digest('hex').slice(0, 32)}`
  return {
    keyId: async () => keyId,
    sign: async (message) => new Uint8Array(sign('sha256', message, { key, dsaEncoding: 'der' })),
    publicKeyPem: async () => toPem(new Uint8Array(spki)),
  }
}

/**
 * A KMS key (KeySpec ECC_NIST_P256, KeyUsage SIGN_VERIFY): Sign with MessageType DIGEST (KMS takes
 * at most 4,096 bytes as a message, a receipt with the service's answer may be longer), so KMS
 * signs the SHA-256 of the canonical bytes exactly as ECDSA_SHA_256 over the bytes would. The public
 * key is read once (GetPublicKey). The SDK comes with the Lambda runtime and is loaded on first use.
 */
export function kmsReceiptSigner(keyArn: string, region: string, endpoint?: string): ReceiptSigner {
  let sdk: Promise<typeof import('@aws-sdk/client-kms')> | undefined
  let client: import('@aws-sdk/client-kms').KMSClient | undefined
  let publicKey: Promise<string> | undefined
  const kms = async () => {
    sdk ??= import('@aws-sdk/client-kms')
    const module = await sdk
    client ??= new module.KMSClient({
      region,
      maxAttempts: 2,
      requestHandler: { connectionTimeout: 1_000, requestTimeout: 3_000, throwOnRequestTimeout: true },
      ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    })
    return { module, client }
  }
  return {
    keyId: async () => keyArn,
    async sign(message) {
      const { module, client } = await kms()
      const digest = createHash('sha256').update(message).digest()
      const answer = await client.send(new module.SignCommand({ KeyId: keyArn, Message: digest, MessageType: 'DIGEST', SigningAlgorithm: 'ECDSA_SHA_256' }))
      if (!answer.Signature) throw new Error('KMS returned no signature')
      return answer.Signature
    },
    publicKeyPem() {
      publicKey ??= kms()
        .then(({ module, client }) => client.send(new module.GetPublicKeyCommand({ KeyId: keyArn })))
        .then((answer) => {
          if (!answer.PublicKey || answer.KeySpec !== 'ECC_NIST_P256') throw new Error('the receipt key is not an ECC_NIST_P256 key')
          return toPem(answer.PublicKey)
        })
        .catch((error: unknown) => {
          publicKey = undefined
          throw error
        })
      return publicKey
    },
  }
}
