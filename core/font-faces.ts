// The fonts of the media the site generates itself (share cards at build time, the receipt PDF of
// the qualified check in its function): the Noto families as Fontsource publishes them on npm, each
// split into files by unicode-range, and how a text picks the files that hold its characters.

/** A font family as published on npm by Fontsource: its package, and the name Satori knows it by. */
export interface FontPackage {
  name: string
  package: string
}

export const notoSans: FontPackage = { name: 'Noto Sans', package: '@fontsource/noto-sans' }
export const notoSansSc: FontPackage = { name: 'Noto Sans SC', package: '@fontsource/noto-sans-sc' }

/**
 * The fonts of the evidence PDF of the qualified check, in fallback order: Noto Sans (Latin, Greek,
 * Cyrillic) before Noto Sans SC (Chinese), regular and bold. Its function reads them from
 * fonts/<folder>/ beside its bundle (lambdas/qualified-check/receipt-fonts.ts), where the bundling
 * copies them (infra/lambda-bundling.ts).
 */
export const receiptFonts = { packages: [notoSans, notoSansSc], weights: [400, 700] } as const
export type ReceiptWeight = (typeof receiptFonts.weights)[number]

/** The folder of a package's files beside a bundle: "@fontsource/noto-sans-sc" → "noto-sans-sc". */
export const fontFolder = (pkg: FontPackage) => pkg.package.split('/').pop()!

/** A package's files that faces in these weights need, relative to the package: each weight's stylesheet and the WOFF files it names. */
export function fontPackageFiles(readStylesheet: (file: string) => string, weights: readonly number[]): string[] {
  return weights.flatMap((weight) => {
    const css = `${weight}.css`
    return [css, ...parseFontFaces(readStylesheet(css)).map((face) => `files/${face.file}`)]
  })
}

/** One @font-face of a Fontsource stylesheet: its WOFF file and the code points it covers. */
export interface FontFace {
  file: string
  ranges: [number, number][]
}

/** The @font-face rules of a Fontsource stylesheet (e.g. 700.css), with their WOFF files (Satori and fontkit read WOFF). */
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

export const covers = (face: FontFace, codePoint: number) => face.ranges.some(([from, to]) => codePoint >= from && codePoint <= to)
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

/** The text split into runs, each with the first face that covers its characters (uncovered ones stay with the face before them, or the first face). */
export function runsByFace<F extends FontFace>(faces: readonly F[], text: string): { face: F; text: string }[] {
  const runs: { face: F; text: string }[] = []
  for (const char of text) {
    const codePoint = char.codePointAt(0)!
    const face = faces.find((f) => covers(f, codePoint)) ?? runs.at(-1)?.face ?? faces[0]!
    const last = runs.at(-1)
    if (last && last.face === face) last.text += char
    else runs.push({ face, text: char })
  }
  return runs
}
