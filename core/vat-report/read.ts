/**
 * A report file read as a stream of byte chunks (File.stream() in a Worker, a file stream in Node),
 * so a 100,000-row report never lies in memory whole: the bytes are decoded piece by piece, the
 * delimiter is the one the heading line uses most (tab as Amazon writes it, comma or semicolon as a
 * spreadsheet saves it again) and each record is handed on as soon as its line ends.
 *
 * The encoding: a byte order mark names it; otherwise the bytes are read as UTF-8, and a file that
 * turns out not to be UTF-8 is read again from its start as windows-1252 (the "ANSI" of Excel on
 * Windows; core/csv-encoding.ts explains the choice). A reader of the source must therefore be able
 * to start it twice: `() => file.stream()`.
 */
import { CsvReader } from '../csv'
import { bomOf } from '../csv-encoding'

export type ReportEncoding = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be'
export type ReportDelimiter = '\t' | ',' | ';'
/** Starts reading the file from its first byte, each time it is called. */
export type ChunkSource = () => AsyncIterable<Uint8Array>

export interface ReadStart {
  encoding: ReportEncoding
  bom: boolean
  delimiter: ReportDelimiter
}

/** Thrown when bytes read as UTF-8 are not UTF-8: the caller reads the file again as windows-1252. */
export class NotUtf8Error extends Error {
  constructor() {
    super('not UTF-8')
  }
}

/** Thrown when the first line has none of the three delimiters: not a report. */
export class NoDelimiterError extends Error {
  constructor() {
    super('no delimiter')
  }
}

const delimiters: readonly ReportDelimiter[] = ['\t', ';', ',']

function delimiterOf(line: string): ReportDelimiter | undefined {
  let best: ReportDelimiter | undefined
  let most = 0
  for (const d of delimiters) {
    const count = line.split(d).length - 1
    if (count > most) [best, most] = [d, count]
  }
  return best
}

/** A ReadableStream's chunks as an async iterable (browsers differ in whether the stream is one). */
export async function* chunksOf(stream: ReadableStream<Uint8Array>): AsyncIterable<Uint8Array> {
  const reader = stream.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      yield value
    }
  } finally {
    reader.releaseLock()
  }
}

/**
 * Reads the file once in the given encoding (undefined: as its byte order mark says, else UTF-8),
 * calling start once the delimiter is known and record for every record, heading included.
 */
export async function readRecords(
  source: ChunkSource,
  forced: 'windows-1252' | undefined,
  start: (info: ReadStart) => void,
  record: (cells: string[]) => void,
  progress?: (bytes: number) => void,
): Promise<void> {
  let decoder: TextDecoder | undefined
  let encoding: ReportEncoding = forced ?? 'utf-8'
  let bom = false
  let head: Uint8Array = new Uint8Array(0)
  let pending = ''
  let reader: CsvReader | undefined
  let bytes = 0

  const decode = (chunk: Uint8Array | undefined) => {
    try {
      return chunk === undefined ? decoder!.decode() : decoder!.decode(chunk, { stream: true })
    } catch {
      throw new NotUtf8Error()
    }
  }
  const take = (text: string, last: boolean) => {
    if (reader) return reader.push(text)
    pending += text
    const lineEnd = pending.search(/[\r\n]/)
    if (lineEnd < 0 && !last) return
    if (pending === '') return
    const delimiter = delimiterOf(lineEnd < 0 ? pending : pending.slice(0, lineEnd))
    if (!delimiter) throw new NoDelimiterError()
    start({ encoding, bom, delimiter })
    reader = new CsvReader(delimiter, record)
    reader.push(pending)
    pending = ''
  }
  const open = (first: Uint8Array) => {
    const marked = bomOf(first) as ReportEncoding | undefined
    if (marked && (!forced || marked === 'utf-8')) {
      bom = true
      if (!forced) encoding = marked
      first = first.subarray(marked === 'utf-8' ? 3 : 2)
    }
    decoder = new TextDecoder(encoding, { fatal: encoding === 'utf-8', ignoreBOM: true })
    return first
  }

  for await (const chunk of source()) {
    bytes += chunk.length
    if (!decoder) {
      // A byte order mark is at most three bytes: wait for them before choosing.
      const joined = new Uint8Array(head.length + chunk.length)
      joined.set(head)
      joined.set(chunk, head.length)
      if (joined.length < 3) {
        head = joined
        continue
      }
      take(decode(open(joined)), false)
    } else take(decode(chunk), false)
    progress?.(bytes)
  }
  if (!decoder) take(decode(open(head)), false)
  take(decode(undefined), true)
  reader?.end()
}
