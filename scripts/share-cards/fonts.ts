// The fonts of the share cards, read from the @fontsource packages in node_modules (no request to
// any other origin). Each package splits its font into files by unicode-range (Noto Sans SC into
// about a hundred); a card loads only the files that hold the characters it shows.
import { readFileSync } from 'node:fs'
import { facesFor, parseFontFaces, type FontFace, type FontPackage } from '../../core/font-faces'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** The weights the cards use: regular text and bold titles. */
export const cardWeights = [400, 700] as const
export type CardWeight = (typeof cardWeights)[number]

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
