// The About page's responsive portrait as built (npm run build first): every file its HTML names,
// in every language, decoded by sharp (libvips' own AVIF, WebP and JPEG decoders, not the code
// that wrote them) and read back against the HTML, the source image and the build's manifest.
// The expected widths are written here, not taken from the pipeline.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { basename, join } from 'node:path'
import { Window } from 'happy-dom'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { firm } from '../../content/firm'
import { languages } from '../../content/languages'
import { ueberMichPage } from '../../content/pages/ueber-mich'
import { localizePath } from '../../core/url-rules'
import type { ImageSet } from '../../scripts/images/responsive-images'
import { siteRoot } from '../../scripts/site-manifest'

const repo = new URL('../../', import.meta.url).pathname
const stem = basename(firm.attorney.photo.src, '.jpg')
const sourceName = readdirSync(join(repo, 'content/images')).find((name) => name.startsWith(`${stem}.`))
const source = join(repo, 'content/images', sourceName ?? `${stem}.jpg`)

function page(lang: (typeof languages)[number]): Document {
  const file = join(siteRoot, localizePath('/ueber-mich', lang).slice(1), 'index.html')
  if (!existsSync(file)) throw new Error(`${file} missing: run npm run build first`)
  const window = new Window()
  window.document.write(readFileSync(file, 'utf8'))
  return window.document as unknown as Document
}

/** "url 320w, url 480w" as [url, 320], [url, 480]. */
function candidates(srcset: string | null): [string, number][] {
  return (srcset ?? '').split(',').map((candidate) => {
    const match = /^\s*(\S+)\s+(\d+)w\s*$/.exec(candidate)
    expect(match, `srcset candidate "${candidate}"`).not.toBeNull()
    return [match![1]!, Number(match![2])]
  })
}

const fileOf = (url: string) => join(siteRoot, url.slice(1))
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex')

let sourceSize: { width: number; height: number }
let widths: number[]
let manifest: ImageSet

beforeAll(async () => {
  expect(existsSync(source), `${source}: the portrait's source`).toBe(true)
  sourceSize = (await sharp(source).metadata()).autoOrient
  // 320, 480, 640, 768, 960 px, none wider than the source; a narrower source adds its own width.
  const widest = Math.min(960, sourceSize.width)
  widths = [...[320, 480, 640, 768, 960].filter((width) => width < widest), widest]
  // The build's manifest of this source, found by the source's own hash.
  const cache = join(repo, '.cache/images')
  const hash = sha256(readFileSync(source))
  const manifests = readdirSync(cache)
    .filter((entry) => entry.startsWith(`${stem}-`) && existsSync(join(cache, entry, 'manifest.json')))
    .map((entry) => JSON.parse(readFileSync(join(cache, entry, 'manifest.json'), 'utf8')) as ImageSet)
    .filter((set) => set.sha256 === hash)
  expect(manifests, 'one manifest of the current source in .cache/images').toHaveLength(1)
  manifest = manifests[0]!
})

describe('the portrait on /ueber-mich (sharp, happy-dom)', () => {
  it('the source is a portrait of at least 960 px width, and the manifest states its size', () => {
    expect(sourceSize.width).toBeGreaterThanOrEqual(960)
    expect(sourceSize.height).toBeGreaterThan(sourceSize.width)
    expect({ width: manifest.width, height: manifest.height }).toEqual(sourceSize)
  })

  it.each(languages)('%s: an AVIF and a WebP source list every width, each file decoding to its w descriptor at the source’s aspect ratio', async (lang) => {
    const picture = page(lang).querySelector('main picture')
    expect(picture).not.toBeNull()
    const sources = [...picture!.querySelectorAll('source')]
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp'])
    for (const element of sources) {
      const type = element.getAttribute('type')!
      const ext = type === 'image/avif' ? 'avif' : 'webp'
      expect(element.getAttribute('sizes'), `${type} sizes`).toMatch(/\d/)
      const listed = candidates(element.getAttribute('srcset'))
      expect(listed.map(([, w]) => w), `${type} widths`).toEqual(widths)
      const inManifest = manifest.sources.find((s) => s.type === type)!.files
      for (const [url, w] of listed) {
        // Hashed name below /assets/ (a year's immutable caching), the hash of the file's bytes.
        const name = new RegExp(`^/assets/images/${stem}-${w}w\\.([0-9a-f]{12})\\.${ext}$`).exec(url)
        expect(name, url).not.toBeNull()
        expect(existsSync(fileOf(url)), `${url} exists in dist/client`).toBe(true)
        const bytes = readFileSync(fileOf(url))
        expect(sha256(bytes).startsWith(name![1]!), `${url}: name carries its content hash`).toBe(true)
        const decoded = await sharp(bytes).metadata()
        if (ext === 'avif') expect([decoded.format, decoded.compression], url).toEqual(['heif', 'av1'])
        else expect(decoded.format, url).toBe('webp')
        expect(decoded.width, `${url} width`).toBe(w)
        expect(Math.abs(decoded.height - (w * sourceSize.height) / sourceSize.width), `${url} height`).toBeLessThanOrEqual(0.5)
        expect((await sharp(bytes).stats()).isOpaque, `${url} decodes to pixels`).toBe(true)
        expect(inManifest.find((file) => file.url === url), `${url} in the manifest`).toMatchObject({ width: decoded.width, height: decoded.height, bytes: bytes.length })
      }
      expect(inManifest.map((file) => file.url)).toEqual(listed.map(([url]) => url))
    }
  })

  it.each(languages)('%s: the <img> is the JPEG at the stable URL, sized by its width and height, with the page’s alt text, fetched first', async (lang) => {
    const img = page(lang).querySelector('main picture > img')!
    expect(img.getAttribute('src')).toBe(firm.attorney.photo.src)
    expect(img.getAttribute('alt')).toBe(ueberMichPage.text[lang].photoAlt)
    const width = Number(img.getAttribute('width'))
    const height = Number(img.getAttribute('height'))
    const decoded = await sharp(readFileSync(fileOf(firm.attorney.photo.src))).metadata()
    expect(decoded.format).toBe('jpeg')
    expect([decoded.width, decoded.height]).toEqual([width, height])
    expect(width).toBe(widths.at(-1))
    expect(Math.abs(height - (width * sourceSize.height) / sourceSize.width)).toBeLessThanOrEqual(0.5)
    expect({ width: manifest.jpeg.width, height: manifest.jpeg.height, url: manifest.jpeg.url }).toEqual({ width, height, url: firm.attorney.photo.src })
    expect(img.getAttribute('decoding')).toBe('async')
    // In the first screen at 390 × 844 and 1280 × 720 (measured): fetched early, not lazily.
    expect(img.getAttribute('loading')).toBeNull()
    expect(img.getAttribute('fetchpriority')).toBe('high')
  })

  it('every language shows the same files', () => {
    const urls = languages.map((lang) => [...page(lang).querySelectorAll('main picture source')].map((s) => s.getAttribute('srcset')))
    for (const other of urls.slice(1)) expect(other).toEqual(urls[0])
  })

  it.each(languages)('%s: no script the page loads knows the renditions (the picture is plain HTML)', (lang) => {
    // The page's <script src>, and every module they import, statically or on demand.
    const pending = [...page(lang).querySelectorAll('script[src]')].map((script) => script.getAttribute('src')!)
    const seen = new Set<string>()
    while (pending.length) {
      const url = pending.pop()!
      if (seen.has(url)) continue
      seen.add(url)
      const code = readFileSync(fileOf(url), 'utf8')
      expect(code, url).not.toMatch(/\/assets\/images\/|image\/avif|-\d+w\.[0-9a-f]{12}\./)
      for (const [, specifier] of code.matchAll(/(?:\bfrom|\bimport\s*\(?)\s*["'`]([^"'`]+\.js)["'`]/g)) pending.push(new URL(specifier!, `http://site${url}`).pathname)
    }
    expect(seen.size).toBeGreaterThan(0)
  })
})
