/**
 * A PDF stream's bytes, never more than a limit: FlateDecode (the filter every Factur-X/ZUGFeRD
 * attachment uses) is inflated by the platform's streaming DecompressionStream, fed 16 KB of
 * compressed input at a time and stopped as soon as the output passes the limit. A stream that would
 * unpack to gigabytes (an inflation bomb: deflate unpacks up to about 1,000 times its size) costs at
 * most the limit plus what 16 KB can unpack to (about 16 MB), and is refused within that time. Other
 * filters go through pdf-lib's decoders, asked for no more than the limit plus one byte.
 */
import { decodePDFRawStream, PDFArray, PDFDict, PDFName, PDFNumber, type PDFRawStream } from 'pdf-lib'

/** The stream unpacks to more than the limit. */
export class InflatedTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`Stream unpacks to more than ${limit} bytes`)
  }
}

const INPUT_PIECE = 16 * 1024

/** Only FlateDecode without a predictor is inflated here; anything else returns false. */
function plainFlate(dict: PDFDict): boolean {
  const filter = dict.lookup(PDFName.of('Filter'))
  const name = filter instanceof PDFArray ? (filter.size() === 1 ? filter.lookup(0) : null) : filter
  if (!(name instanceof PDFName) || name.asString() !== '/FlateDecode') return false
  const parms = dict.lookup(PDFName.of('DecodeParms'))
  const params = parms instanceof PDFArray ? parms.lookup(0) : parms
  const predictor = params instanceof PDFDict ? params.lookup(PDFName.of('Predictor')) : undefined
  return !(predictor instanceof PDFNumber) || predictor.asNumber() <= 1
}

async function inflateCapped(compressed: Uint8Array, limit: number): Promise<Uint8Array> {
  let offset = 0
  const input = new ReadableStream<Uint8Array<ArrayBuffer>>(
    {
      pull(controller) {
        if (offset >= compressed.length) return controller.close()
        controller.enqueue(compressed.slice(offset, (offset += INPUT_PIECE)))
      },
    },
    { highWaterMark: 0 },
  )
  const reader = input.pipeThrough(new DecompressionStream('deflate')).getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.length
    if (total > limit) {
      await reader.cancel().catch(() => undefined)
      throw new InflatedTooLarge(limit)
    }
    chunks.push(value)
  }
  const out = new Uint8Array(total)
  let at = 0
  for (const c of chunks) out.set(c, (at += c.length) - c.length)
  return out
}

/** The decoded bytes of a stream, or InflatedTooLarge past `limit`; other errors mean a damaged stream. */
export async function decodeCapped(stream: PDFRawStream, limit: number): Promise<Uint8Array> {
  if (plainFlate(stream.dict)) {
    try {
      return await inflateCapped(stream.contents, limit)
    } catch (error) {
      if (error instanceof InflatedTooLarge) throw error
      // The platform's inflater refuses what pdf-lib's tolerates (a missing checksum, bytes after the
      // end): read on with pdf-lib's, under the same limit.
    }
  }
  const bytes = decodePDFRawStream(stream).getBytes(limit + 1)
  if (bytes.length > limit) throw new InflatedTooLarge(limit)
  return new Uint8Array(bytes)
}
