/**
 * The evidence of a list check (issue 38 C2): the function signs a receipt for every answer a
 * service gave (core/qualified-receipt.ts), also for each row of a list; the page offers them all
 * as one ZIP: `receipts/row-<row>-<file>.json` per answered row (its spreadsheet row in the name),
 * exactly as the function sent it (each verifies with the site's public key,
 * core/receipt-signature.ts, or openssl alone), and the result CSV. Rows that asked the same
 * question (core/qualified-batch.ts `questionKey`) each carry the one receipt of that question.
 * Loaded only when the visitor asks for it (a dynamic import), so the page's first use stays small.
 */
import { strToU8, zipSync } from 'fflate'
import type { BatchRow, BatchRowState } from './qualified-batch'

/** The receipt's file name inside the ZIP for a row; undefined when the row has no signed receipt. */
export function receiptEntry(row: BatchRow, state: BatchRowState | undefined): { name: string; json: string } | undefined {
  if (state?.kind !== 'done' || !state.result.receipt) return undefined
  return { name: `receipts/row-${String(row.row).padStart(4, '0')}-${state.result.receipt.fileName.replace(/[^\w.-]/g, '_')}`, json: state.result.receipt.json }
}

/** The ZIP: the result CSV (as the page downloads it) and every row's receipt as the function sent it. */
export function receiptsZip(rows: BatchRow[], states: BatchRowState[], csv: { name: string; text: string }, at: Date): Uint8Array {
  const mtime = at
  const files: Record<string, [Uint8Array, { mtime: Date }]> = { [csv.name]: [strToU8(csv.text), { mtime }] }
  rows.forEach((row, index) => {
    const entry = receiptEntry(row, states[index])
    if (entry) files[entry.name] = [strToU8(entry.json), { mtime }]
  })
  return zipSync(files, { level: 6 })
}
