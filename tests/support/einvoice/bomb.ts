/**
 * Test support: an inflation bomb as people are sent it, a small PDF whose attached "factur-x.xml"
 * unpacks to gigabytes. The zlib stream is assembled, not compressed: the head of a CII invoice, then
 * one byte-aligned deflate block of 1 MiB of spaces repeated (a full flush makes blocks independent),
 * an empty final block and the Adler-32 of the whole, computed by combining. So a 3 GiB bomb costs
 * milliseconds to make; `inflateSync` of a small one proves the construction (bomb.test in
 * input-and-pdf.test.ts).
 */
import { constants, deflateRawSync } from 'node:zlib'
import { PDFDocument, PDFHexString, PDFName, PDFRawStream, PDFString } from 'pdf-lib'

const MOD = 65521
const MIB = 1024 * 1024

function adler(bytes: Uint8Array): [number, number] {
  let a = 1
  let b = 0
  for (const byte of bytes) {
    a = (a + byte) % MOD
    b = (b + a) % MOD
  }
  return [a, b]
}

/** Adler-32 of x followed by y, from both checksums and y's length (zlib's adler32_combine). */
function combine([a1, b1]: [number, number], [a2, b2]: [number, number], length2: number): [number, number] {
  const a = (a1 + a2 - 1 + MOD) % MOD
  const rem = length2 % MOD
  const b = (b1 + b2 + ((rem * a1) % MOD) - rem + MOD) % MOD
  return [a, b]
}

export const BOMB_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100">'

/** A zlib stream that unpacks to BOMB_HEAD followed by `mib` MiB of spaces. */
export function zlibBomb(mib: number): Uint8Array {
  const head = new TextEncoder().encode(BOMB_HEAD)
  const filler = new Uint8Array(MIB).fill(0x20)
  const flush = { finishFlush: constants.Z_FULL_FLUSH }
  const headBlock = deflateRawSync(head, flush)
  const fillerBlock = deflateRawSync(filler, flush)
  let sum = adler(head)
  const fillerSum = adler(filler)
  for (let i = 0; i < mib; i++) sum = combine(sum, fillerSum, MIB)
  const out = new Uint8Array(2 + headBlock.length + fillerBlock.length * mib + 2 + 4)
  out.set([0x78, 0x9c])
  let at = 2
  out.set(headBlock, at)
  at += headBlock.length
  for (let i = 0; i < mib; i++, at += fillerBlock.length) out.set(fillerBlock, at)
  out.set([0x03, 0x00], at) // an empty final block (fixed Huffman, end of block only)
  at += 2
  const checksum = ((sum[1] << 16) | sum[0]) >>> 0
  out.set([checksum >>> 24, (checksum >>> 16) & 0xff, (checksum >>> 8) & 0xff, checksum & 0xff], at)
  return out
}

/** A one-page PDF (pdf-lib) with `files` attached as they are given: each already a FlateDecode stream. */
export async function pdfWithRawAttachments(files: ReadonlyArray<{ name: string; flate: Uint8Array; relationship?: string }>): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.addPage([595, 842])
  const specs = files.map(({ name, flate, relationship }) => {
    const stream = doc.context.register(PDFRawStream.of(doc.context.obj({ Type: 'EmbeddedFile', Subtype: 'text/xml', Filter: 'FlateDecode' }), flate))
    const spec = doc.context.obj({ Type: 'Filespec', F: PDFString.of(name), UF: PDFHexString.fromText(name), AFRelationship: relationship ?? 'Alternative', EF: { F: stream, UF: stream } })
    return [name, doc.context.register(spec)] as const
  })
  doc.catalog.set(PDFName.of('Names'), doc.context.obj({ EmbeddedFiles: { Names: specs.flatMap(([name, ref]) => [PDFString.of(name), ref]) } }))
  doc.catalog.set(PDFName.of('AF'), doc.context.obj(specs.map(([, ref]) => ref)))
  return doc.save({ useObjectStreams: false })
}

/** A PDF like a real bomb: 3 MiB of PDF whose factur-x.xml unpacks to about 3 GiB. */
export const bombPdf = (mib = 3 * 1024) => pdfWithRawAttachments([{ name: 'factur-x.xml', flate: zlibBomb(mib) }])
