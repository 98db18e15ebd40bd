// The share images of the build (npm run build first): a PNG for every indexable page in every
// language, its size read from the file's own IHDR chunk (not from the generator's figures), the
// <head> of every page pointing at it, articles marked up as articles, and the Chinese cards drawn
// with real glyphs (compared, pixel by pixel, with the same card without its Chinese font).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { Window } from 'happy-dom'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { firm } from '../../content/firm'
import { languages } from '../../content/languages'
import type { Lang } from '../../content/types'
import { routeAt } from '../../core/site'
import { localizePath } from '../../core/url-rules'
import { shareCardContent, type ShareCardContent } from '../../scripts/share-cards/content'
import { notoSans } from '../../core/font-faces'
import { loadFonts } from '../../scripts/share-cards/fonts'
import { cardFonts, cardText, renderCardPng } from '../../scripts/share-cards/render'
import { readTheme } from '../../scripts/share-cards/theme'
import { readSiteManifest, siteRoot } from '../../scripts/site-manifest'

const manifest = readSiteManifest()
const ogRoot = join(siteRoot, 'og')

/** The file each indexable page's image must be at, spelled out here: og/<lang>/<path or "index">.png. */
const expectedFile = (path: string, lang: Lang) => join(ogRoot, lang, `${path === '/' ? 'index' : path.slice(1)}.png`)
const withCards = manifest.pages.flatMap((path) => (routeAt(path).indexable ? languages.map((lang) => ({ path, lang })) : []))

/** Width and height from the PNG's header: the signature, then the IHDR chunk (PNG spec §5.2, §11.2.2). */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file)
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), `${file}: PNG signature`).toBe(true)
  expect(bytes.toString('latin1', 12, 16), `${file}: first chunk`).toBe('IHDR')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

function parse(file: string): Document {
  const window = new Window()
  window.document.write(readFileSync(file, 'utf8'))
  return window.document as unknown as Document
}
function head(path: string, lang: Lang): Document {
  const url = localizePath(path, lang)
  return parse(join(siteRoot, url === '/' ? 'index.html' : `${url.slice(1)}/index.html`))
}
const property = (doc: Document, name: string) => doc.querySelector(`meta[property="${name}"]`)?.getAttribute('content') ?? undefined
const jsonLd = (doc: Document) => [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>)

/** Share of the pixels of two same-sized images that differ clearly (any channel by more than 48). */
async function pixelDifference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((png) => sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })))
  expect([x!.info.width, x!.info.height]).toEqual([y!.info.width, y!.info.height])
  let differing = 0
  for (let i = 0; i < x!.data.length; i += 3) {
    if (Math.max(Math.abs(x!.data[i]! - y!.data[i]!), Math.abs(x!.data[i + 1]! - y!.data[i + 1]!), Math.abs(x!.data[i + 2]! - y!.data[i + 2]!)) > 48) differing++
  }
  return differing / (x!.data.length / 3)
}

describe('share images (dist/client/og/)', () => {
  it('exist for every indexable page in every language, 1200 × 630, and nothing else is in og/', () => {
    const expected = new Set(withCards.map(({ path, lang }) => expectedFile(routeAt(path).canonical, lang)))
    expect(expected.size).toBeGreaterThan(150)
    for (const file of expected) {
      expect(existsSync(file), relative(siteRoot, file)).toBe(true)
      expect(pngSize(file), relative(siteRoot, file)).toEqual({ width: 1200, height: 630 })
    }
    const built = (readdirSync(ogRoot, { recursive: true }) as string[]).filter((f) => f.endsWith('.png')).map((f) => join(ogRoot, f.split(sep).join(sep)))
    expect(built.sort()).toEqual([...expected].sort())
  })

  it('are each decodable, with sharp’s reading of the size agreeing', async () => {
    for (const file of [expectedFile('/', 'de'), expectedFile('/lexikon/oss', 'zh')]) {
      const meta = await sharp(file).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630])
    }
  })
})

describe('share images in <head> and JSON-LD', () => {
  it('every indexable page names its image: an existing file of the site, with its true size, type and alt text', () => {
    const problems: string[] = []
    for (const { path, lang } of withCards) {
      const doc = head(path, lang)
      const where = localizePath(path, lang)
      const image = property(doc, 'og:image')
      if (!image) {
        problems.push(`${where}: no og:image`)
        continue
      }
      const url = new URL(image)
      if (url.origin !== firm.siteUrl) problems.push(`${where}: og:image ${image} not on ${firm.siteUrl}`)
      const file = join(siteRoot, decodeURIComponent(url.pathname))
      if (!existsSync(file)) {
        problems.push(`${where}: og:image ${url.pathname} is no file of the build`)
        continue
      }
      const size = pngSize(file)
      if (property(doc, 'og:image:width') !== String(size.width) || property(doc, 'og:image:height') !== String(size.height))
        problems.push(`${where}: og:image:width/height ${property(doc, 'og:image:width')}×${property(doc, 'og:image:height')}, the file is ${size.width}×${size.height}`)
      if (property(doc, 'og:image:type') !== 'image/png') problems.push(`${where}: og:image:type ${property(doc, 'og:image:type')}`)
      if (property(doc, 'og:image:alt') !== routeAt(path).meta(lang).title) problems.push(`${where}: og:image:alt ${property(doc, 'og:image:alt')}`)
      if (doc.querySelector('meta[name="twitter:card"]')?.getAttribute('content') !== 'summary_large_image') problems.push(`${where}: twitter:card is not summary_large_image`)

      const route = routeAt(path)
      const articles = jsonLd(doc).filter((d) => d['@type'] === 'Article')
      if (route.kind === 'article') {
        const article = route.article
        if (property(doc, 'og:type') !== 'article') problems.push(`${where}: og:type ${property(doc, 'og:type')}`)
        if (property(doc, 'article:published_time') !== article.date) problems.push(`${where}: article:published_time ${property(doc, 'article:published_time')}, the article's date is ${article.date}`)
        if (articles.length !== 1 || articles[0]!.image !== image) problems.push(`${where}: JSON-LD Article.image ${String(articles[0]?.image)} is not og:image ${image}`)
      } else {
        if (property(doc, 'og:type') !== 'website') problems.push(`${where}: og:type ${property(doc, 'og:type')}`)
        if (property(doc, 'article:published_time') !== undefined) problems.push(`${where}: article:published_time on a page that is no article`)
        if (articles.length > 0) problems.push(`${where}: an Article in the JSON-LD`)
      }
    }
    expect(problems).toEqual([])
  })

  it('pages that are not indexable (form results, not-found views) have no image', () => {
    const others = [...manifest.pages.flatMap((path) => (routeAt(path).indexable ? [] : languages.map((lang) => ({ path, lang })))), ...languages.map((lang) => ({ path: '/lexikon/404', lang }))]
    expect(others.length).toBeGreaterThan(10)
    const docs = [
      ...others.map(({ path, lang }) => ({ where: localizePath(path, lang), doc: head(path, lang) })),
      ...languages.map((lang) => ({ where: localizePath('/404.html', lang), doc: parse(join(siteRoot, localizePath('/404.html', lang))) })),
    ]
    for (const { where, doc } of docs) {
      expect(property(doc, 'og:image'), where).toBeUndefined()
      expect(property(doc, 'og:type'), where).toBe('website')
      expect(doc.querySelector('meta[name="twitter:card"]')?.getAttribute('content'), where).toBe('summary')
    }
  })
})

describe('Chinese share images (no tofu)', () => {
  const theme = readTheme()
  const chinese = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]/gu
  const latinOnly = (content: ShareCardContent) => loadFonts(notoSans, cardText(content))

  for (const path of ['/', manifest.pages.find((p) => p.startsWith('/artikel/'))!]) {
    it(`the built card of ${localizePath(path, 'zh')} is far from its title drawn without Chinese glyphs`, async () => {
      const content = shareCardContent(path, 'zh')
      expect(content.title).toMatch(chinese)
      const built = readFileSync(expectedFile(path, 'zh'))
      // The same card where the font has no Chinese (tofu), and with the Chinese left out.
      const tofu = await renderCardPng(content, { fonts: latinOnly(content), theme })
      const stripped = { ...content, title: content.title.replace(chinese, ''), section: content.section.replace(chinese, ''), date: content.date?.replace(chinese, '') }
      const without = await renderCardPng(stripped, { fonts: cardFonts([cardText(stripped)]), theme })
      expect(await pixelDifference(built, tofu)).toBeGreaterThan(0.01)
      expect(await pixelDifference(built, without)).toBeGreaterThan(0.01)
      // And it is the card the fonts draw now (the build used the same fonts).
      expect(await pixelDifference(built, await renderCardPng(content, { fonts: cardFonts([cardText(content)]), theme }))).toBeLessThan(0.001)
    })
  }
})
