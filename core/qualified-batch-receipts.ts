/**
 * The evidence of a list check (issue 38 C2): the function signs a receipt for every answer a
 * service gave (core/qualified-receipt.ts), also for each row of a list; the page offers them all
 * as one ZIP: `receipts/row-<row>-<file>.json` per answered row (its spreadsheet row in the name),
 * exactly as the function sent it (each verifies with the site's public key,
 * core/receipt-signature.ts, or openssl alone), and the result CSV. Rows that asked the same
 * question (core/qualified-batch.ts `questionKey`) each carry the one receipt of that question.
 * The ZIP is written here with its entries stored, not compressed (APPNOTE 6.3.10, method 0, UTF-8
 * names): receipts are small, and a deflate library would cost the page's first-use budget more
 * than the whole writer. Loaded only when the visitor asks for it (a dynamic import).
 */
import type { BatchRow, BatchRowState } from './qualified-batch'

/** The receipt's file name inside the ZIP for a row; undefined when the row has no signed receipt. */
export function receiptEntry(row: BatchRow, state: BatchRowState | undefined): { name: string; json: string } | undefined {
  if (state?.kind !== 'done' || !state.result.receipt) return undefined
  return { name: `receipts/row-${String(row.row).padStart(4, '0')}-${state.result.receipt.fileName.replace(/[^\w.-]/g, '_')}`, json: state.result.receipt.json }
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (bytes: Uint8Array) => {
  let crc = 0xffffffff
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

/** A ZIP of stored entries (no compression), names in UTF-8 (flag bit 11), times in DOS format. */
export function storedZip(files: { name: string; bytes: Uint8Array }[], at: Date): Uint8Array {
  const encoder = new TextEncoder()
  const time = (at.getHours() << 11) | (at.getMinutes() << 5) | (at.getSeconds() >> 1)
  const date = ((Math.max(at.getFullYear(), 1980) - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate()
  const parts: Uint8Array[] = []
  const central: Uint8Array[] = []
  let offset = 0
  const header = (size: number, fill: (view: DataView) => void) => {
    const bytes = new Uint8Array(size)
    fill(new DataView(bytes.buffer))
    return bytes
  }
  for (const file of files) {
    const name = encoder.encode(file.name)
    const crc = crc32(file.bytes)
    const common = (view: DataView, at: number) => {
      view.setUint16(at, 20, true) // version needed
      view.setUint16(at + 2, 0x0800, true) // UTF-8 names
      view.setUint16(at + 4, 0, true) // stored
      view.setUint16(at + 6, time, true)
      view.setUint16(at + 8, date, true)
      view.setUint32(at + 10, crc, true)
      view.setUint32(at + 14, file.bytes.length, true)
      view.setUint32(at + 18, file.bytes.length, true)
      view.setUint16(at + 22, name.length, true)
    }
    const local = header(30, (view) => {
      view.setUint32(0, 0x04034b50, true)
      common(view, 4)
    })
    central.push(header(46, (view) => {
      view.setUint32(0, 0x02014b50, true)
      view.setUint16(4, 20, true) // version made by
      common(view, 6)
      view.setUint32(42, offset, true)
    }), name)
    parts.push(local, name, file.bytes)
    offset += local.length + name.length + file.bytes.length
  }
  const centralSize = central.reduce((sum, part) => sum + part.length, 0)
  const end = header(22, (view) => {
    view.setUint32(0, 0x06054b50, true)
    view.setUint16(8, files.length, true)
    view.setUint16(10, files.length, true)
    view.setUint32(12, centralSize, true)
    view.setUint32(16, offset, true)
  })
  const all = [...parts, ...central, end]
  const zip = new Uint8Array(all.reduce((sum, part) => sum + part.length, 0))
  let at2 = 0
  for (const part of all) {
    zip.set(part, at2)
    at2 += part.length
  }
  return zip
}

/** The ZIP: the result CSV (as the page downloads it) and every row's receipt as the function sent it. */
export function receiptsZip(rows: BatchRow[], states: BatchRowState[], csv: { name: string; text: string }, at: Date): Uint8Array {
  const encoder = new TextEncoder()
  const files = [{ name: csv.name, bytes: encoder.encode(csv.text) }]
  rows.forEach((row, index) => {
    const entry = receiptEntry(row, states[index])
    if (entry) files.push({ name: entry.name, bytes: encoder.encode(entry.json) })
  })
  return storedZip(files, at)
}
