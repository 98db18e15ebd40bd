// The fonts of the evidence PDF (core/font-faces.ts: receiptFonts), as the @fontsource packages
// publish them (one WOFF file per unicode-range). The deployed function reads them from fonts/
// beside its bundle (copied there by the bundling, infra/lambda-bundling.ts); run from source it
// reads node_modules.
import { create, type Font } from 'fontkit'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { inflateSync } from 'node:zlib'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { fontFolder, parseFontFaces, receiptFonts, type FontFace, type FontPackage, type ReceiptWeight } from '../../core/font-faces'

/** A face of a receipt font with its file and a name unique in the PDF. */
export interface ReceiptFace extends FontFace {
  name: string
  path: string
}

/** The bundle is one .mjs file; only the sources end in .ts. A bundle never falls back to node_modules. */
function packageRoot(pkg: FontPackage): string {
  const here = import.meta.url
  if (!here.endsWith('.ts')) return fileURLToPath(new URL(`./fonts/${fontFolder(pkg)}/`, here))
  return dirname(createRequire(here).resolve(`${pkg.package}/package.json`))
}

const faceCache = new Map<ReceiptWeight, ReceiptFace[]>()

/** Every face of the receipt fonts in a weight, in fallback order (Noto Sans first). */
export function receiptFaces(weight: ReceiptWeight): ReceiptFace[] {
  let faces = faceCache.get(weight)
  if (!faces) {
    faces = receiptFonts.packages.flatMap((pkg) => {
      const root = packageRoot(pkg)
      return parseFontFaces(readFileSync(join(root, `${weight}.css`), 'utf8')).map((face) => ({ ...face, name: face.file.replace(/\.woff$/, ''), path: join(root, 'files', face.file) }))
    })
    faceCache.set(weight, faces)
  }
  return faces
}

/**
 * The font inside a WOFF 1.0 file as a plain TrueType/OpenType file (W3C WOFF 1.0, sections 4–5:
 * every table inflated, the offset table rebuilt). fontkit reads WOFF itself but inflates a table
 * again on every read, in JavaScript: a Chinese receipt took 0.5 s. Its WOFF2 reader, which
 * decompresses once, breaks composite glyphs when subsetting (a RangeError in TTFSubset).
 */
export function sfntFromWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF file')
  const numTables = woff.readUInt16BE(12)
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20
    const offset = woff.readUInt32BE(entry + 4)
    const compLength = woff.readUInt32BE(entry + 8)
    const origLength = woff.readUInt32BE(entry + 12)
    const stored = woff.subarray(offset, offset + compLength)
    const data = compLength < origLength ? inflateSync(stored) : stored
    if (data.length !== origLength) throw new Error('WOFF table length mismatch')
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data }
  })
  const power = 2 ** Math.floor(Math.log2(numTables))
  const header = Buffer.alloc(12 + 16 * numTables)
  header.writeUInt32BE(woff.readUInt32BE(4), 0)
  header.writeUInt16BE(numTables, 4)
  header.writeUInt16BE(power * 16, 6)
  header.writeUInt16BE(Math.log2(power), 8)
  header.writeUInt16BE(numTables * 16 - power * 16, 10)
  const parts: Buffer[] = [header]
  let offset = header.length
  tables.forEach((table, index) => {
    const record = 12 + index * 16
    header.writeUInt32BE(table.tag, record)
    header.writeUInt32BE(table.checksum, record + 4)
    header.writeUInt32BE(offset, record + 8)
    header.writeUInt32BE(table.data.length, record + 12)
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4)
    table.data.copy(padded)
    parts.push(padded)
    offset += padded.length
  })
  return Buffer.concat(parts)
}

const parsed = new Map<string, Font>()

/** A face's font, read, unpacked and parsed once per function instance (a Chinese receipt uses about fifteen faces). */
export function receiptFont(face: ReceiptFace): Font {
  let font = parsed.get(face.path)
  if (!font) parsed.set(face.path, (font = create(sfntFromWoff(readFileSync(face.path))) as Font))
  return font
}
