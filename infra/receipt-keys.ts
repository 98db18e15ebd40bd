/**
 * The keys that sign the qualified check's receipts, kept in the repository because every receipt a
 * client holds must stay verifiable for as long as it is kept (eight years and more): the key that
 * signs now, as a KMS key this stack makes, and every key that signed before, with its public key
 * and its period. The function publishes them all (GET /api/qualified-vat-check/receipt-key,
 * docs/receipt-format.md); the verifier takes the key a receipt names and accepts it only when
 * the receipt was signed in that key's period. Rotating, step by step: docs/deploying.md.
 */
export interface RetiredReceiptKey {
  /** The key id the receipts name: the retired KMS key's ARN. */
  keyId: string
  /** Its public key (SubjectPublicKeyInfo, PEM), as `aws kms get-public-key` gives it. */
  publicKeyPem: string
  /** When it began to sign (the current key's `validFrom` before the rotation). */
  validFrom: string
  /** When it stopped: after the deploy that switched to the next key had finished. */
  validUntil: string
}

export const receiptKeys: {
  /** The construct id of the key that signs now: a new id makes a new KMS key (the old one is retained). */
  current: { constructId: string; validFrom: string }
  retired: RetiredReceiptKey[]
} = {
  current: { constructId: 'ReceiptKey', validFrom: '2026-11-01T00:00:00.000Z' },
  retired: [],
}
