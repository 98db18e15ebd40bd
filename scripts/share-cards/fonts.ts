// The fonts of the share cards, read from the @fontsource packages in node_modules (no request to
// any other origin). Each package splits its font into files by unicode-range (Noto Sans SC into
// about a hundred); a card loads only the files that hold the characters it shows.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** A font family as published on npm by Fontsource: its package, and the name Satori knows it by. */
export interface FontPackage {
  name: string
  package: string
}

export const notoSans: FontPackage = { name: 'Noto Sans', package: '@fontsource/noto-sans' }
export const notoSansSc: FontPackage = { name: 'Noto Sans SC', package: '@fontsource/noto-sans-sc' }

/** The weights the cards use: regular text and bold titles. */
export const cardWeights = [400, 700] as const
export type CardWeight = (typeof cardWeights)[number]

/** One @font-face of a Fontsource stylesheet: its WOFF file and the code points it covers. */
export interface FontFace {
  file: string
  ranges: [number, number][]
}

/** The @font-face rules of a Fontsource stylesheet (e.g. 700.css), with their WOFF files (Satori reads WOFF, TTF and OTF). */
export function parseFontFaces(css: string): FontFace[] {
  const faces: FontFace[] = []
  for (const [, body] of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const file = /url\(\.\/files\/([^)]+\.woff)\)\s*format\('woff'\)/.exec(body!)?.[1]
    const range = /unicode-range:\s*([^;]+);/.exec(body!)?.[1]
    if (!file || !range) continue
    faces.push({ file, ranges: parseUnicodeRange(range) })
  }
  return faces
}

/** "U+0000-00FF,U+0131" → [[0x0, 0xff], [0x131, 0x131]]. */
export function parseUnicodeRange(value: string): [number, number][] {
  return value.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-')
    const start = Number.parseInt(from!, 16)
    return [start, to === undefined ? start : Number.parseInt(to, 16)]
  })
}

const covers = (face: FontFace, codePoint: number) => face.ranges.some(([from, to]) => codePoint >= from && codePoint <= to)
const codePoints = (text: string) => [...new Set([...text].map((c) => c.codePointAt(0)!))]

/** The faces that hold at least one of the characters of `text`, in the stylesheet's order. */
export function facesFor(faces: FontFace[], text: string): FontFace[] {
  const needed = codePoints(text)
  return faces.filter((face) => needed.some((cp) => covers(face, cp)))
}

/** The characters of `text` that none of the faces holds. */
export function uncovered(faces: FontFace[], text: string): string {
  return String.fromCodePoint(...codePoints(text).filter((cp) => !faces.some((face) => covers(face, cp))))
}

/**
 * A Satori font entry. Satori does not fall back from one file of a family to another file of the
 * same name, so each file is its own family ("Noto Sans SC 12") and a card lists them all.
 */
export interface CardFont {
  name: string
  data: Buffer
  weight: CardWeight
  style: 'normal'
}

const require = createRequire(import.meta.url)
const packageDir = (pkg: FontPackage) => dirname(require.resolve(`${pkg.package}/package.json`))
const fileCache = new Map<string, Buffer>()

function readCached(file: string): Buffer {
  let data = fileCache.get(file)
  if (!data) fileCache.set(file, (data = readFileSync(file)))
  return data
}

/** The @font-face rules of a package in a weight. */
export function packageFaces(pkg: FontPackage, weight: CardWeight): FontFace[] {
  return parseFontFaces(readFileSync(join(packageDir(pkg), `${weight}.css`), 'utf8'))
}

/** The fonts of `pkg` that a text needs, in the given weights, read from node_modules. */
export function loadFonts(pkg: FontPackage, text: string, weights: readonly CardWeight[] = cardWeights): CardFont[] {
  const dir = packageDir(pkg)
  return weights.flatMap((weight) =>
    facesFor(packageFaces(pkg, weight), text).map((face) => ({ name: faceName(pkg, face), data: readCached(join(dir, 'files', face.file)), weight, style: 'normal' as const })),
  )
}

/** "noto-sans-sc-12-700-normal.woff" → "Noto Sans SC 12": one name for a face in every weight. */
function faceName(pkg: FontPackage, face: FontFace): string {
  const base = pkg.package.split('/').pop()!
  return `${pkg.name} ${face.file.slice(base.length + 1).replace(/-\d{3}-normal\.woff$/, '')}`
}

/** The font-family list of a set of fonts: every family once, in the order given. */
export function fontFamily(fonts: CardFont[]): string {
  return [...new Set(fonts.map((f) => f.name))].map((name) => `'${name}'`).join(', ')
}
