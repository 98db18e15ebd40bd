// The share-card generator's parts (scripts/share-cards/): the file rule, the font subsets, the
// colours, the title fitting, and that Chinese is drawn with real glyphs, never as tofu. Needs no
// build: the cards are rendered here from content/ with the fonts in node_modules.
import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { articles } from '../../content/articles'
import { languages } from '../../content/languages'
import { ui } from '../../content/ui'
import { fileFolders } from '../../core/url-rules'
import { localize } from '../../core/i18n'
import { pathsBelow, routeAt, siteRoutes } from '../../core/site'
import { shareImage, shareImagePath } from '../../renderer/share-image'
import { calendarPath, calendarYears, defaultCalendarYear } from '../../core/deadlines'
import { shareCardPages } from '../../scripts/build-share-cards'
import { titleWidth } from '../../scripts/share-cards/card'
import { shareCardContent, type ShareCardContent } from '../../scripts/share-cards/content'
import { joinChineseWords, wordJoiner } from '../../scripts/share-cards/line-breaks'
import { facesFor, notoSans, notoSansSc, parseFontFaces, parseUnicodeRange } from '../../core/font-faces'
import { type CardFont, fontFamily, loadFonts } from '../../scripts/share-cards/fonts'
import { cardFonts, cardText, fitTitle, renderCardPng } from '../../scripts/share-cards/render'
import { readTheme, themeFromCss } from '../../scripts/share-cards/theme'

const theme = readTheme()
const allPaths = siteRoutes.map((route) => route.path)
const otherYear = calendarYears.find((year) => year !== defaultCalendarYear)!

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

/** Chinese characters (CJK ideographs and full-width punctuation). */
const cjk = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]/gu

describe('share image files (renderer/share-image.ts)', () => {
  it('are /og/<lang>/<canonical path>.png, home as index, inside a file folder of the URL rules', () => {
    expect(shareImagePath('/', 'de')).toBe('/og/de/index.png')
    expect(shareImagePath('/lexikon/oss', 'en')).toBe('/og/en/lexikon/oss.png')
    expect(shareImagePath(`/fristenkalender/${otherYear}`, 'zh')).toBe(`/og/zh/fristenkalender/${otherYear}.png`)
    // The default calendar year is /fristenkalender under another path: one image for both.
    expect(shareImagePath(`/fristenkalender/${defaultCalendarYear}`, 'en')).toBe(shareImagePath(calendarPath(defaultCalendarYear), 'en'))
    expect(fileFolders).toContain(shareImage.folder)
  })

  it('are made for every indexable page in every language, once, and for nothing else', () => {
    const cards = shareCardPages(allPaths)
    const expected = allPaths.flatMap((path) => (routeAt(path).indexable ? languages.map((lang) => shareImagePath(path, lang)) : []))
    expect(cards.map(({ path, lang }) => shareImagePath(path, lang)).sort()).toEqual([...new Set(expected)].sort())
    expect(shareCardPages(['/kontakt/gesendet', '/kontakt/fehler/too-long', '/lexikon/404', '/artikel/404'])).toEqual([])
  })
})

describe('share card content', () => {
  it('names the section, the title and an article’s date as the site does, in each language', () => {
    const article = articles[0]!
    expect(shareCardContent(`/artikel/${article.id}`, 'de')).toMatchObject({ section: 'Aktuelles', title: localize(article.text, 'de').title, date: expect.stringMatching(/^Veröffentlicht am \d{1,2}\. \p{L}+ \d{4}$/u) })
    expect(shareCardContent('/lexikon/oss', 'en')).toMatchObject({ section: 'Glossary', title: 'One-stop shop (OSS)' })
    expect(shareCardContent('/lexikon/oss', 'en').date).toBeUndefined()
    expect(shareCardContent('/vat-beratung', 'zh').section).toBe('服务')
    // /lexikon names its section in its page entry; any other plain content page is the firm's.
    expect(shareCardContent('/lexikon', 'de').section).toBe(localize(ui.text, 'de').shareCard.sections.glossary)
    for (const route of siteRoutes) {
      if (route.kind === 'page' && route.indexable && route.page.type === 'ContentPage' && !route.page.section) {
        expect(shareCardContent(route.path, 'en').section, route.path).toBe(localize(ui.text, 'en').shareCard.sections.firm)
      }
    }
    expect(() => shareCardContent('/kontakt/gesendet', 'de')).toThrow(/not an indexable page/)
  })
})

describe('share card fonts (@fontsource in node_modules)', () => {
  it('parses the unicode ranges and picks only the files a text needs', () => {
    expect(parseUnicodeRange('U+0000-00FF,U+0131, U+4e00-4e0f')).toEqual([[0, 0xff], [0x131, 0x131], [0x4e00, 0x4e0f]])
    const css = `@font-face { src: url(./files/a-400-normal.woff2) format('woff2'), url(./files/a-400-normal.woff) format('woff'); unicode-range: U+0000-00FF; }
      @font-face { src: url(./files/b-400-normal.woff2) format('woff2'), url(./files/b-400-normal.woff) format('woff'); unicode-range: U+4E00-4E0F; }`
    const faces = parseFontFaces(css)
    expect(faces.map((f) => f.file)).toEqual(['a-400-normal.woff', 'b-400-normal.woff'])
    expect(facesFor(faces, 'abc').map((f) => f.file)).toEqual(['a-400-normal.woff'])
    expect(facesFor(faces, '一').map((f) => f.file)).toEqual(['b-400-normal.woff'])
  })

  it('loads a subset of Noto Sans SC for Chinese, as WOFF (no WOFF2), and no CJK file for German', () => {
    const zh = loadFonts(notoSansSc, '增值税咨询')
    expect(zh.length).toBeGreaterThan(0)
    expect(zh.length).toBeLessThan(20)
    for (const font of zh) expect(font.data.subarray(0, 4).toString('latin1')).toBe('wOFF')
    expect(cardFonts(['Umsatzsteuer für Händler – § 5']).map((f) => f.name)).toEqual(['Noto Sans latin', 'Noto Sans latin'])
    expect(cardFonts(['增值税']).some((f) => f.name.startsWith('Noto Sans SC '))).toBe(true)
  })
})

describe('share card colours', () => {
  it('are the tokens of the stylesheet’s :root', () => {
    const css = ':root { --hero: #0f2747; --on-hero: #ffffff; --on-hero-muted: #d5e1f2; --hero-accent: #f2c14e; }\n.dark { --hero: #000000; }'
    expect(themeFromCss(css)).toEqual({ background: '#0f2747', text: '#ffffff', muted: '#d5e1f2', accent: '#f2c14e', onAccent: '#0f2747' })
    expect(() => themeFromCss(':root { --hero: #0f2747; }')).toThrow(/--on-hero is not a hex colour/)
    expect(theme.background).toMatch(/^#[0-9a-f]{6}$/i)
  })
})

describe('share card titles', () => {
  it('keeps a word too long for any line inside the card (broken, never past the right margin)', async () => {
    const content: ShareCardContent = {
      lang: 'de',
      section: 'Lexikon',
      title: 'Grundstücksverkehrsgenehmigungszuständigkeitsübertragungsverordnung und Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz',
      firmName: 'Kanzlei',
    }
    const fonts = cardFonts([cardText(content)])
    expect((await fitTitle(content, fonts)).fits).toBe(false)
    const { data, info } = await sharp(await renderCardPng(content, { fonts, theme })).removeAlpha().raw().toBuffer({ resolveWithObject: true })
    // The title is white; the faint "§" behind it at the right edge stays dark.
    const margin = (shareImage.width - titleWidth) / 2
    let bright = 0
    // Between the header (section) and the footer (firm), right of the title's width.
    for (let y = 130; y < 500; y++) {
      for (let x = shareImage.width - margin + 4; x < info.width; x++) {
        const i = (y * info.width + x) * 3
        if (data[i]! + data[i + 1]! + data[i + 2]! > 3 * 140) bright++
      }
    }
    expect(bright).toBe(0)
  })
})

describe('Chinese line breaks on share cards', () => {
  it('keep termbase terms and words whole and leave the breaks between words', () => {
    const joined = joinChineseWords('电商与亚马逊卖家增值税咨询')
    expect(joined).toContain(['增', '值', '税'].join(wordJoiner))
    expect(joined).toContain(['亚', '马', '逊'].join(wordJoiner))
    expect(joined).toContain('税咨') // a break may fall between 增值税 and 咨询
    expect(joined.replaceAll(wordJoiner, '')).toBe('电商与亚马逊卖家增值税咨询')
    expect(joinChineseWords('VAT 2026 – advice (OSS)')).toBe('VAT 2026 – advice (OSS)')
  })
})

describe('Chinese on share cards (no tofu)', () => {
  const zhArticle = shareCardContent(pathsBelow('/artikel/')[0]!, 'zh')
  const latinOnly = (content: ShareCardContent): CardFont[] => loadFonts(notoSans, cardText(content))

  it('draws a Chinese title with Noto Sans SC: far from the same card with only the Latin font, or with the Chinese removed', async () => {
    expect(zhArticle.title).toMatch(cjk)
    const real = await renderCardPng(zhArticle, { fonts: cardFonts([cardText(zhArticle)]), theme })
    const tofu = await renderCardPng(zhArticle, { fonts: latinOnly(zhArticle), theme })
    const stripped = { ...zhArticle, title: zhArticle.title.replace(cjk, ''), section: zhArticle.section.replace(cjk, ''), date: zhArticle.date?.replace(cjk, '') }
    const without = await renderCardPng(stripped, { fonts: cardFonts([cardText(stripped)]), theme })
    // The measure's zero: rendering is deterministic, and a card without its CJK font is the tofu card.
    expect(await pixelDifference(tofu, await renderCardPng(zhArticle, { fonts: latinOnly(zhArticle), theme }))).toBe(0)
    expect(await pixelDifference(real, tofu)).toBeGreaterThan(0.01)
    expect(await pixelDifference(real, without)).toBeGreaterThan(0.01)
  })

  it('has a glyph for every character of every Chinese card (each drawn unlike a character no font has)', { timeout: 120_000 }, async () => {
    const contents = shareCardPages(allPaths)
      .filter(({ lang }) => lang === 'zh')
      .map(({ path, lang }) => shareCardContent(path, lang))
    const chars = [...new Set(contents.flatMap((c) => [...cardText(c)]))].filter((c) => c.trim() !== '')
    const fonts = cardFonts(contents.map(cardText))
    const family = fontFamily(fonts)
    const draw = async (char: string) => {
      const svg = await satori({ type: 'div', props: { style: { display: 'flex', width: 64, height: 64, fontSize: 48, fontWeight: 700, color: '#000', backgroundColor: '#fff', fontFamily: family }, children: char } } as never, { width: 64, height: 64, fonts })
      return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng()
    }
    // U+10FFFD is a private-use code point in no font: what a missing glyph looks like.
    const missing = await draw('\u{10fffd}')
    expect(await pixelDifference(missing, await draw('\u{10fffd}'))).toBe(0)
    const tofu: string[] = []
    for (const char of chars) if ((await pixelDifference(await draw(char), missing)) < 0.02) tofu.push(char)
    expect(chars.length).toBeGreaterThan(100)
    expect(tofu).toEqual([])
  })
})
