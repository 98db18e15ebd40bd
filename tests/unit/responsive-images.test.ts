// The image pipeline's rules on small generated sources in a temporary folder: widths capped at
// the source, EXIF orientation applied, files that decode to what the set states, the cache
// (an unchanged source is not encoded again, a changed one is and replaces the old set), and the
// editor's mistakes named. Files are read back with sharp's decoders.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it, vi } from 'vitest'

const dir = mkdtempSync(join(tmpdir(), 'images-'))
const cache = join(dir, 'cache')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A fresh copy of the module: nothing remembered in memory from an earlier call. */
const fresh = async () => {
  vi.resetModules()
  return import('../../scripts/images/responsive-images')
}

/** A width × height source with some structure, stored as given (EXIF orientation optional). */
async function source(name: string, width: number, height: number, orientation?: number): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#123"/><stop offset="1" stop-color="#9ab"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 3}" r="${Math.min(width, height) / 5}" fill="#fc3"/></svg>`
  const image = sharp(Buffer.from(svg)).jpeg()
  const path = join(dir, name)
  await (orientation ? image.withMetadata({ orientation }) : image).toFile(path)
  return path
}

describe('scripts/images/responsive-images.ts', () => {
  it('makes 320 to 960 px, never wider than the source, the source’s own width last', async () => {
    const { widthsFor } = await fresh()
    expect(widthsFor(1200)).toEqual([320, 480, 640, 768, 960])
    expect(widthsFor(960)).toEqual([320, 480, 640, 768, 960])
    expect(widthsFor(900)).toEqual([320, 480, 640, 768, 900])
    expect(widthsFor(500)).toEqual([320, 480, 500])
    expect(widthsFor(200)).toEqual([200])
  })

  it('encodes AVIF and WebP per width and the JPEG, upright, each decoding to the size the set states', async () => {
    // Stored 750 × 600 with EXIF orientation 6: upright it is a 600 × 750 portrait.
    const path = await source('portrait.jpg', 750, 600, 6)
    const { imageSet } = await fresh()
    const set = await imageSet(path, 'content/images/portrait.jpg', cache)
    expect([set.width, set.height]).toEqual([600, 750])
    expect(set.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp'])
    for (const { type, files } of set.sources) {
      expect(files.map((f) => [f.width, f.height])).toEqual([[320, 400], [480, 600], [600, 750]])
      for (const file of files) {
        expect(file.url).toMatch(new RegExp(`^/assets/images/portrait-${file.width}w\\.[0-9a-f]{12}\\.${type.slice(6)}$`))
        const decoded = await sharp(join(cache, set.folder, file.file)).metadata()
        expect(decoded.format).toBe(type === 'image/avif' ? 'heif' : 'webp')
        expect([decoded.width, decoded.height, decoded.orientation ?? 1]).toEqual([file.width, file.height, 1])
        expect(decoded.exif).toBeUndefined()
      }
    }
    expect(set.jpeg).toMatchObject({ url: '/images/portrait.jpg', width: 600, height: 750 })
    expect((await sharp(join(cache, set.folder, set.jpeg.file)).metadata()).format).toBe('jpeg')
  })

  it('does not encode an unchanged source again; a changed one gets a new set and the old one goes', async () => {
    const path = join(dir, 'portrait.jpg')
    const first = await (await fresh()).imageSet(path, 'content/images/portrait.jpg', cache)
    const encodes = vi.spyOn(sharp.prototype, 'toBuffer')
    try {
      const again = await (await fresh()).imageSet(path, 'content/images/portrait.jpg', cache)
      expect(again).toEqual(first)
      expect(encodes).not.toHaveBeenCalled()
      await source('portrait.jpg', 600, 600)
      const changed = await (await fresh()).imageSet(path, 'content/images/portrait.jpg', cache)
      expect(encodes).toHaveBeenCalledTimes(7)
      expect(changed.folder).not.toBe(first.folder)
      expect(changed.jpeg.height).toBe(600)
      expect(readdirSync(cache).filter((entry) => !entry.startsWith('.'))).toEqual([changed.folder])
    } finally {
      encodes.mockRestore()
    }
  })

  it('names the editor’s mistakes: a name that cannot be a URL, a file that is no image', async () => {
    const { imageSet } = await fresh()
    const spaced = await source('Portrait Photo.jpg', 400, 500)
    await expect(imageSet(spaced, 'content/images/Portrait Photo.jpg', cache)).rejects.toThrow('content/images/Portrait Photo.jpg: name images in lowercase letters, digits and hyphens')
    writeFileSync(join(dir, 'notes.jpg'), 'not an image')
    await expect(imageSet(join(dir, 'notes.jpg'), 'content/images/notes.jpg', cache)).rejects.toThrow('content/images/notes.jpg: not an image sharp can read')
  })
})
