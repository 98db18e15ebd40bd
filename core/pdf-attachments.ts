/**
 * The files embedded in a PDF (ISO 32000 § 7.11.4, embedded file streams), read without a PDF
 * library, in the browser and in Node alike: the verifier of /ust-id-bestaetigung takes the signed
 * JSON receipt out of the evidence PDF this way (loaded only when a PDF is chosen). Every indirect
 * object whose dictionary says `/Type /EmbeddedFile` is an attachment, wherever its file
 * specification lives (a catalog's /AF, the /EmbeddedFiles name tree, an object stream); its name
 * is the /UF or /F of the file specification that points at it, where one can be read. Streams
 * without a filter or with /FlateDecode are read; any other filter is skipped. What the bytes
 * mean is for the caller to judge: a PDF is anyone's to edit, so an attachment proves nothing
 * until its own signature is verified.
 */

export interface PdfAttachment {
  /** The file specification's name (/UF, else /F), or null when none points at the stream. */
  name: string | null
  bytes: Uint8Array<ArrayBuffer>
}

/** The bytes as a string of the same length, one character per byte (Latin-1 read as code points, never windows-1252). */
function binaryString(bytes: Uint8Array): string {
  let text = ''
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return text
}

/** The dictionary that starts at `from` ("<<" … the matching ">>"), or undefined. */
function dictionaryAt(text: string, from: number): { body: string; end: number } | undefined {
  let at = text.indexOf('<<', from)
  if (at < 0 || text.slice(from, at).trim() !== '') return undefined
  const start = at
  let depth = 0
  while (at < text.length) {
    const two = text.slice(at, at + 2)
    if (two === '<<') {
      depth++
      at += 2
    } else if (two === '>>') {
      depth--
      at += 2
      if (depth === 0) return { body: text.slice(start, at), end: at }
    } else if (text[at] === '(') {
      // A literal string may hold unbalanced "<<" or ">>": skip it with its escapes and nested parentheses.
      let nesting = 0
      for (; at < text.length; at++) {
        if (text[at] === '\\') at++
        else if (text[at] === '(') nesting++
        else if (text[at] === ')' && --nesting === 0) break
      }
      at++
    } else at++
  }
  return undefined
}

/** A PDF string token's text: a literal "( … )" with its escapes, or hex "< … >"; UTF-16BE with its BOM, else PDFDocEncoding's ASCII part. */
function pdfString(token: string): string {
  let bytes: number[] = []
  if (token.startsWith('<')) {
    const hex = token.slice(1, -1).replace(/\s+/g, '')
    for (let i = 0; i < hex.length; i += 2) bytes.push(parseInt(hex.slice(i, i + 2).padEnd(2, '0'), 16))
  } else {
    const body = token.slice(1, -1)
    const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12, '(': 40, ')': 41, '\\': 92 }
    for (let i = 0; i < body.length; i++) {
      if (body[i] !== '\\') {
        bytes.push(body.charCodeAt(i))
        continue
      }
      const next = body[++i] ?? ''
      const octal = /^[0-7]{1,3}/.exec(body.slice(i))
      if (octal) {
        bytes.push(parseInt(octal[0], 8) & 0xff)
        i += octal[0].length - 1
      } else if (next === '\r' || next === '\n') {
        if (next === '\r' && body[i + 1] === '\n') i++
      } else bytes.push(escapes[next] ?? next.charCodeAt(0))
    }
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    bytes = bytes.slice(2)
    let text = ''
    for (let i = 0; i + 1 < bytes.length; i += 2) text += String.fromCharCode((bytes[i]! << 8) | bytes[i + 1]!)
    return text
  }
  return String.fromCharCode(...bytes)
}

/** The token that follows a key in a dictionary ("/UF (name)" → "(name)"), for strings. */
function stringEntry(dictionary: string, key: string): string | undefined {
  const match = new RegExp(`/${key}\\s*(\\((?:\\\\[\\s\\S]|[^\\\\)])*\\)|<[0-9A-Fa-f\\s]*>)`).exec(dictionary)
  return match ? pdfString(match[1]!) : undefined
}

/** Inflates zlib data (FlateDecode) with the platform's DecompressionStream. */
async function inflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

/** The files embedded in a PDF, in the order their streams appear; [] for anything that is no PDF or has none. */
export async function pdfAttachments(pdf: Uint8Array): Promise<PdfAttachment[]> {
  const text = binaryString(pdf)
  if (!text.startsWith('%PDF-')) return []
  // Every indirect object's header; a later definition of the same number replaces an earlier one (incremental updates).
  const objects = new Map<string, number>()
  for (const match of text.matchAll(/(?<![0-9])(\d+)\s+(\d+)\s+obj\b/g)) objects.set(`${match[1]} ${match[2]}`, match.index + match[0].length)
  const integerObject = (ref: string): number | undefined => {
    const at = objects.get(ref)
    const match = at === undefined ? null : /^\s*(\d+)\s+endobj/.exec(text.slice(at, at + 40))
    return match ? Number(match[1]) : undefined
  }
  // Names from the file specifications: which stream each one's /EF /F (or /UF) points at.
  const names = new Map<string, string>()
  for (const at of objects.values()) {
    const dictionary = dictionaryAt(text, at)
    if (!dictionary || !/\/Type\s*\/Filespec\b/.test(dictionary.body)) continue
    const target = /\/EF\s*<<[^>]*?\/(?:UF|F)\s+(\d+)\s+(\d+)\s+R/.exec(dictionary.body)
    const name = stringEntry(dictionary.body, 'UF') ?? stringEntry(dictionary.body, 'F')
    if (target && name !== undefined) names.set(`${target[1]} ${target[2]}`, name)
  }
  const found: PdfAttachment[] = []
  for (const [ref, at] of objects) {
    const dictionary = dictionaryAt(text, at)
    if (!dictionary || !/\/Type\s*\/EmbeddedFile\b/.test(dictionary.body)) continue
    const streamKeyword = /^\s*stream(\r\n|\n|\r)/.exec(text.slice(dictionary.end, dictionary.end + 20))
    if (!streamKeyword) continue
    const start = dictionary.end + streamKeyword[0].length
    const length = /\/Length\s+(\d+)(\s+(\d+)\s+R)?/.exec(dictionary.body)
    let size = length ? (length[2] ? integerObject(`${length[1]} ${length[3]}`) : Number(length[1])) : undefined
    if (size === undefined || start + size > text.length || !/^\s*endstream/.test(text.slice(start + size, start + size + 20))) {
      // No usable /Length: the bytes up to "endstream", without the end-of-line before it.
      const end = text.indexOf('endstream', start)
      if (end < 0) continue
      size = end - start - (/\r\n$/.test(text.slice(start, end)) ? 2 : /[\r\n]$/.test(text.slice(start, end)) ? 1 : 0)
    }
    const raw = pdf.slice(start, start + size)
    const filter = /\/Filter\s*(\[\s*)?\/(\w+)/.exec(dictionary.body)?.[2]
    if (/\/DecodeParms\b/.test(dictionary.body) || (filter !== undefined && filter !== 'FlateDecode')) continue
    try {
      found.push({ name: names.get(ref) ?? null, bytes: filter === 'FlateDecode' ? await inflate(raw) : raw })
    } catch {
      // A stream that does not inflate is no readable attachment.
    }
  }
  return found
}
