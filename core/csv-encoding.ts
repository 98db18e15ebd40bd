/**
 * The character encoding of a CSV file as spreadsheets and ERP systems write it, found from its
 * bytes and decoded with the platform's TextDecoder (browsers and Node alike):
 *
 * 1. a byte order mark names it: UTF-8, UTF-16 LE or UTF-16 BE (Excel's "CSV UTF-8" and "Unicode
 *    text", SAP GUI's Unicode export);
 * 2. bytes that are valid UTF-8 are UTF-8 (pure ASCII included: it reads the same either way);
 * 3. anything else is a single-byte "ANSI" file, as Excel on Windows still writes "CSV
 *    (Trennzeichen-getrennt)" and DATEV, Lexware and most German ERP exports do: windows-1252. The
 *    WHATWG Encoding Standard reads ISO-8859-1 as windows-1252, so every ISO-8859-1 file is read
 *    right too. ISO-8859-15 differs from windows-1252 at eight bytes (A4 A6 A8 B4 B8 BC BD BE: € Š š
 *    Ž ž Œ œ Ÿ there, ¤ ¦ ¨ ´ ¸ ¼ ½ ¾ here); it is chosen only when the file has none of the bytes
 *    80–9F (printable in windows-1252, unused control codes in ISO-8859-15) and at least one of A4
 *    A6 A8 B8, which as ¤ ¦ ¨ ¸ stand in no name or address. B4 is left out (a German keyboard's ´
 *    is often typed for an apostrophe: "Müller´s"), and so are BC–BE (½ in a house number).
 *
 * The visitor sees which encoding was read and may choose another; a cell that still holds a
 * character the decoding could not read (U+FFFD) or a control code is never sent (qualified-batch.ts).
 */

export type ListEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' | 'iso-8859-15'
export const listEncodings: readonly ListEncoding[] = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1252', 'iso-8859-15']

export interface DecodedList {
  text: string
  encoding: ListEncoding
  /** Whether the file began with a byte order mark (not part of the text). */
  bom: boolean
}

const boms: { encoding: ListEncoding; bytes: number[] }[] = [
  { encoding: 'utf-8', bytes: [0xef, 0xbb, 0xbf] },
  { encoding: 'utf-16le', bytes: [0xff, 0xfe] },
  { encoding: 'utf-16be', bytes: [0xfe, 0xff] },
]

/** The encoding a byte order mark at the start of the bytes names, if there is one. */
export function bomOf(bytes: Uint8Array): ListEncoding | undefined {
  return boms.find(({ bytes: mark }) => mark.every((byte, i) => bytes[i] === byte))?.encoding
}

function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return true
  } catch {
    return false
  }
}

/** The single-byte encoding of a file that is not UTF-8 (see above). */
function singleByteEncoding(bytes: Uint8Array): ListEncoding {
  let iso885915Letters = false
  for (const byte of bytes) {
    if (byte >= 0x80 && byte <= 0x9f) return 'windows-1252'
    if (byte === 0xa4 || byte === 0xa6 || byte === 0xa8 || byte === 0xb8) iso885915Letters = true
  }
  return iso885915Letters ? 'iso-8859-15' : 'windows-1252'
}

/** The encoding a file's bytes are written in, and whether a byte order mark says so. */
export function detectEncoding(bytes: Uint8Array): { encoding: ListEncoding; bom: boolean } {
  const marked = bomOf(bytes)
  if (marked) return { encoding: marked, bom: true }
  return { encoding: isUtf8(bytes) ? 'utf-8' : singleByteEncoding(bytes), bom: false }
}

/**
 * The text of a file, in the encoding found (or the one the visitor chose). A byte order mark of
 * that encoding is dropped; bytes the encoding cannot read become U+FFFD, so they show and the
 * rows holding them are refused, never silently changed.
 */
export function decodeList(bytes: Uint8Array, chosen?: ListEncoding): DecodedList {
  const found = detectEncoding(bytes)
  const encoding = chosen ?? found.encoding
  const bom = bomOf(bytes) === encoding
  return { text: new TextDecoder(encoding, { ignoreBOM: false }).decode(bytes), encoding, bom }
}
