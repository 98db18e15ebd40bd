// One share card from content to PNG: Satori lays it out and draws the text as paths (SVG),
// resvg rasterises it without any system font, sharp stores it as an indexed PNG.
import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'
import sharp from 'sharp'
import { shareImage } from '../../renderer/share-image'
import { ShareCard, Title, titleHeightBudget, titleLineHeight, titleSizes, titleText, titleWidth, type TitleFit } from './card'
import type { ShareCardContent } from './content'
import { notoSans, notoSansSc, uncovered } from '../../core/font-faces'
import { type CardFont, fontFamily, loadFonts, packageFaces } from './fonts'
import type { CardTheme } from './theme'

/** Every character a card shows, for choosing the font files. */
export function cardText(content: ShareCardContent): string {
  return `${content.section}${titleText(content)}${content.date ?? ''}${content.firmName}§…`
}

/** Noto Sans for Latin, then Noto Sans SC for what Noto Sans lacks (Chinese): the files the given texts need. */
export function cardFonts(texts: string[]): CardFont[] {
  const text = texts.join('')
  return [...loadFonts(notoSans, text), ...loadFonts(notoSansSc, uncovered(packageFaces(notoSans, 700), text))]
}

export interface CardStyle {
  /** Pass the same array for every card: Satori keeps the parsed fonts per array. */
  fonts: CardFont[]
  theme: CardTheme
}

const resvgOptions = { font: { loadSystemFonts: false }, fitTo: { mode: 'original' as const } }

/**
 * How Satori sets the title at a size, found by drawing it alone on a wide canvas: the number of
 * lines (from the bottom of the ink: a last line's ink ends between 0.6 and 1.2 em below its
 * line's top) and whether a word sticks out past the line's width.
 */
export async function measureTitle(content: ShareCardContent, size: number, fonts: CardFont[]): Promise<{ lines: number; overflows: boolean }> {
  const fit: TitleFit = { size, lines: 0, fits: true }
  const canvas = { width: titleWidth * 2, height: size * 20 }
  const svg = await satori(
    <div style={{ display: 'flex', fontFamily: fontFamily(fonts), color: '#000' }}>
      <Title content={content} fit={fit} />
    </div>,
    { ...canvas, fonts },
  )
  const box = new Resvg(svg, resvgOptions).getBBox()
  if (!box) return { lines: 0, overflows: false }
  const lineHeight = size * titleLineHeight(content.lang)
  return { lines: Math.floor((box.y + box.height - 0.5 * size) / lineHeight) + 1, overflows: box.x + box.width > titleWidth + 1 }
}

/**
 * The largest title size at which every word fits a line and the lines fit the size's count and
 * the card's height. Smaller sizes fit whatever a larger one fits, so a binary search finds it in
 * three measurements.
 */
export async function fitTitle(content: ShareCardContent, fonts: CardFont[]): Promise<TitleFit> {
  const budget = titleHeightBudget(content)
  const fits = async ({ size, lines }: { size: number; lines: number }) => {
    const measured = await measureTitle(content, size, fonts)
    return !measured.overflows && measured.lines <= lines && measured.lines * size * titleLineHeight(content.lang) <= budget
  }
  // titleSizes[lo - 1] does not fit (or lo = 0); titleSizes[hi] fits (or hi = length).
  let lo = 0
  let hi = titleSizes.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (await fits(titleSizes[mid]!)) hi = mid
    else lo = mid + 1
  }
  if (hi < titleSizes.length) return { ...titleSizes[hi]!, fits: true }
  const smallest = titleSizes.at(-1)!
  return { size: smallest.size, lines: Math.floor(budget / (smallest.size * titleLineHeight(content.lang))), fits: false }
}

export async function renderCardSvg(content: ShareCardContent, { fonts, theme }: CardStyle): Promise<string> {
  const fit = await fitTitle(content, fonts)
  return satori(<ShareCard content={content} theme={theme} fontFamily={fontFamily(fonts)} fit={fit} />, { width: shareImage.width, height: shareImage.height, fonts })
}

/** The card as an indexed PNG: flat colours and anti-aliased text keep sharp in 256 colours, at 40 % of the size of resvg's RGBA PNG. */
export async function renderCardPng(content: ShareCardContent, style: CardStyle): Promise<Buffer> {
  const image = new Resvg(await renderCardSvg(content, style), resvgOptions).render()
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
    .removeAlpha()
    .png({ palette: true, colours: 256, dither: 0, effort: 1, compressionLevel: 9 })
    .toBuffer()
}
