// The image pipeline's one rule: which files the build makes of a source image in content/images/,
// how they are encoded and named, and the cache that makes an unchanged source cost nothing.
import { createHash } from 'node:crypto'
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises'
import { basename, extname, join } from 'node:path'
import sharp, { type Metadata, type Sharp } from 'sharp'
import type { ResponsiveImage } from '../../renderer/images'

/**
 * Widths made of every image. The portrait shows at most 384 CSS px wide (358 at 390 px), so these
 * cover 1×, 2× and (nearly) 3× screens; none is wider than the source, and a source narrower than
 * the widest gets its own width as the last.
 */
export const targetWidths = [320, 480, 640, 768, 960] as const

/** The formats of the <source> elements, best first, and how each is encoded. */
const formats = [
  { type: 'image/avif', ext: 'avif', options: { quality: 50, effort: 4 } },
  { type: 'image/webp', ext: 'webp', options: { quality: 75, effort: 4 } },
] as const
/** The fallback <img> and the image of structured data: a JPEG at the widest width. */
const jpeg = { ext: 'jpg', options: { quality: 80, mozjpeg: true } } as const

/** Part of every cache key: a changed setting (or libvips) never reuses files made before. */
const settings = JSON.stringify({ targetWidths, formats, jpeg, vips: sharp.versions.vips })

/** Hashed renditions live below this URL; the URL rules serve /assets/ as is, cached for a year. */
export const assetsPath = '/assets/images/'
/** The stable JPEG lives below this URL. */
export const stablePath = '/images/'

export interface Rendition {
  url: string
  /** File name in the cache folder. */
  file: string
  width: number
  height: number
  bytes: number
}

/** What the build made of one source; written as manifest.json into its cache folder. */
export interface ImageSet {
  /** The source's path relative to the repository, e.g. content/images/attorney-portrait.jpg. */
  source: string
  /** SHA-256 of the source file. */
  sha256: string
  /** The source's size after its EXIF orientation is applied. */
  width: number
  height: number
  sources: { type: ResponsiveImage['sources'][number]['type']; files: Rendition[] }[]
  jpeg: Rendition
  /** The folder (below the cache) holding the files. */
  folder: string
}

/** The widths made of a source `sourceWidth` px wide. */
export function widthsFor(sourceWidth: number): number[] {
  const widest = Math.min(sourceWidth, Math.max(...targetWidths))
  return [...targetWidths.filter((width) => width < widest), widest]
}

/** What a page needs of a set: URLs and sizes. */
export function responsiveImage(set: ImageSet): ResponsiveImage {
  const strip = ({ url, width, height }: Rendition) => ({ url, width, height })
  return { src: set.jpeg.url, width: set.jpeg.width, height: set.jpeg.height, sources: set.sources.map(({ type, files }) => ({ type, files: files.map(strip) })) }
}

/** Every file of a set, with its URL and its path in the cache. */
export function filesOf(set: ImageSet, cacheDir: string): { url: string; path: string; type: string }[] {
  return [
    ...set.sources.flatMap(({ type, files }) => files.map((f) => ({ url: f.url, path: join(cacheDir, set.folder, f.file), type }))),
    { url: set.jpeg.url, path: join(cacheDir, set.folder, set.jpeg.file), type: 'image/jpeg' },
  ]
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex')
/** Made or being made in this process, by cache key: the client and server builds share one run. */
const inFlight = new Map<string, Promise<ImageSet>>()

/**
 * The set made of `sourcePath` (`source` is its name relative to the repository), from the cache
 * when the source and the settings are unchanged, else encoded now and cached.
 */
export async function imageSet(sourcePath: string, source: string, cacheDir: string): Promise<ImageSet> {
  const input = await readFile(sourcePath)
  const name = basename(sourcePath, extname(sourcePath))
  if (!/^[a-z0-9][a-z0-9-]*$/.test(name)) throw new Error(`${source}: name images in lowercase letters, digits and hyphens (it becomes the URL /images/${name}.jpg)`)
  const key = sha256(sha256(input) + settings).slice(0, 16)
  const folder = `${name}-${key}`
  let made = inFlight.get(folder)
  if (!made) {
    made = cached(cacheDir, folder).then((set) => set ?? encode(input, source, name, cacheDir, folder))
    inFlight.set(folder, made)
    made.catch(() => inFlight.delete(folder))
  }
  return made
}

async function cached(cacheDir: string, folder: string): Promise<ImageSet | null> {
  try {
    const set = JSON.parse(await readFile(join(cacheDir, folder, 'manifest.json'), 'utf8')) as ImageSet
    // A folder is renamed into place only when complete, so its manifest means its files are there.
    return set.folder === folder ? set : null
  } catch {
    return null
  }
}

async function encode(input: Buffer, source: string, name: string, cacheDir: string, folder: string): Promise<ImageSet> {
  let metadata: Metadata
  try {
    metadata = await sharp(input).metadata()
  } catch (error) {
    throw new Error(`${source}: not an image sharp can read (${(error as Error).message})`)
  }
  const { width, height } = metadata.autoOrient
  // Oriented upright, converted to sRGB, every metadata (EXIF, GPS, camera) left out.
  const resized = (w: number) => sharp(input).autoOrient().resize({ width: w })
  const temp = join(cacheDir, `.${folder}.${process.pid}.${Date.now()}`)
  await mkdir(temp, { recursive: true })
  const write = async (image: Sharp, ext: string, urlOf: (file: string) => string, label: string): Promise<Rendition> => {
    const { data, info } = await image.toBuffer({ resolveWithObject: true })
    const file = `${label}.${sha256(data).slice(0, 12)}.${ext}`
    await writeFile(join(temp, file), data)
    return { url: urlOf(file), file, width: info.width, height: info.height, bytes: data.length }
  }
  let set: ImageSet
  try {
    const widths = widthsFor(width)
    const widest = widths.at(-1)!
    const [fallback, ...encoded] = await Promise.all([
      write(resized(widest).toFormat('jpeg', jpeg.options), jpeg.ext, () => `${stablePath}${name}.jpg`, name),
      ...formats.flatMap((format) => widths.map((w) => write(resized(w).toFormat(format.ext, format.options), format.ext, (file) => assetsPath + file, `${name}-${w}w`))),
    ])
    set = {
      source,
      sha256: sha256(input),
      width,
      height,
      sources: formats.map((format, i) => ({ type: format.type, files: encoded.slice(i * widths.length, (i + 1) * widths.length) })),
      jpeg: fallback!,
      folder,
    }
    await writeFile(join(temp, 'manifest.json'), `${JSON.stringify(set, null, 2)}\n`)
  } catch (error) {
    await rm(temp, { recursive: true, force: true })
    throw new Error(`${source}: ${(error as Error).message}`)
  }
  try {
    await rename(temp, join(cacheDir, folder))
  } catch {
    // Another build finished the same set first: use its files.
    await rm(temp, { recursive: true, force: true })
    const theirs = await cached(cacheDir, folder)
    if (!theirs) throw new Error(`${source}: could not write the image cache ${join(cacheDir, folder)}`)
    return theirs
  }
  // Older sets of this source are of no further use.
  for (const entry of await readdir(cacheDir)) {
    if (entry !== folder && entry.startsWith(`${name}-`) && /^[0-9a-f]{16}$/.test(entry.slice(name.length + 1))) {
      await rm(join(cacheDir, entry), { recursive: true, force: true })
    }
  }
  return set
}
