// The layout of a share card, as the element tree Satori draws: the site's hero look (navy, gold
// accent) with the section above the page title, an article's date below it, and the firm at the
// foot. Every word comes from ShareCardContent; only the "§" mark is the site's logo (as in the header).
import type { ReactElement } from 'react'
import { shareImage } from '../../renderer/share-image'
import type { Lang } from '../../content/types'
import type { ShareCardContent } from './content'
import { joinChineseWords } from './line-breaks'
import type { CardTheme } from './theme'

const pad = { top: 64, right: 80, bottom: 52, left: 80 }
const mark = 56
const footer = { gap: 26, size: 28 }
const date = { gap: 28, size: 28 }
/** The width a line of the title may take. */
export const titleWidth = shareImage.width - pad.left - pad.right

/** A title size and the lines the title may take at it. */
export interface TitleFit {
  size: number
  /** Lines shown at most; a title that needs more at the smallest size is cut with "…". */
  lines: number
  /** false: the title does not fit even at the smallest size; it breaks inside words and is cut. */
  fits: boolean
}

/** Title sizes from large to small, with the lines each may take: big type for short titles. */
export const titleSizes: readonly { size: number; lines: number }[] = [
  { size: 92, lines: 2 },
  { size: 80, lines: 2 },
  { size: 72, lines: 3 },
  { size: 64, lines: 3 },
  { size: 56, lines: 4 },
  { size: 50, lines: 4 },
]

export function titleLineHeight(lang: Lang): number {
  return lang === 'zh' ? 1.3 : 1.14
}

/**
 * The height the title may fill: the card less its padding, the header, the footer, an article's
 * date and at least 24 px of air above and below the title block.
 */
export function titleHeightBudget(content: ShareCardContent): number {
  const middle = shareImage.height - pad.top - pad.bottom - mark - (footer.gap + 2 + Math.ceil(footer.size * 1.4))
  return middle - 2 * 24 - (content.date ? date.gap + Math.ceil(date.size * 1.4) : 0)
}

/** The title as set: a dash stays at the end of its line, never starts one; Chinese breaks between words. */
export function titleText({ title, lang }: ShareCardContent): string {
  const dashesKept = title.replace(/ ([–—]) /g, '\u00a0$1 ')
  return lang === 'zh' ? joinChineseWords(dashesKept) : dashesKept
}

/** The title: Satori breaks and balances its lines. Measured alone (render.ts) to choose its size. */
export function Title({ content, fit }: { content: ShareCardContent; fit: TitleFit }): ReactElement {
  const cjk = content.lang === 'zh'
  return (
    <div
      style={{
        width: titleWidth,
        fontSize: fit.size,
        fontWeight: 700,
        lineHeight: titleLineHeight(content.lang),
        letterSpacing: cjk ? '0.02em' : '-0.01em',
        // Satori breaks words apart when it balances a text that may break inside words or is
        // clamped: balance what fits, and break and clamp only what does not.
        ...(fit.fits ? { textWrap: 'balance' as const } : { overflowWrap: 'break-word' as const, lineClamp: fit.lines }),
      }}
    >
      {titleText(content)}
    </div>
  )
}

/** The card for Satori: 1200 × 630, `fontFamily` the list of the loaded fonts. */
export function ShareCard({ content, theme, fontFamily, fit }: { content: ShareCardContent; theme: CardTheme; fontFamily: string; fit: TitleFit }): ReactElement {
  const cjk = content.lang === 'zh'
  return (
    <div
      lang={cjk ? 'zh-CN' : undefined}
      style={{
        width: shareImage.width,
        height: shareImage.height,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        padding: `${pad.top}px ${pad.right}px ${pad.bottom}px ${pad.left}px`,
        backgroundColor: theme.background,
        color: theme.text,
        fontFamily,
      }}
    >
      {/* The accent edge at the top. */}
      <div style={{ position: 'absolute', top: 0, left: 0, width: shareImage.width, height: 10, backgroundColor: theme.accent }} />
      {/* A large, faint "§" at the right edge, behind the title. */}
      <div style={{ position: 'absolute', right: -60, top: -30, fontSize: 640, lineHeight: 1, fontWeight: 700, color: theme.text, opacity: 0.035 }}>§</div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 22, flexShrink: 0, height: mark }}>
        <div
          style={{
            width: mark,
            height: mark,
            borderRadius: 10,
            backgroundColor: theme.accent,
            color: theme.onAccent,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 34,
            fontWeight: 700,
          }}
        >
          §
        </div>
        <div style={{ fontSize: 26, fontWeight: 700, color: theme.accent, letterSpacing: cjk ? '0.12em' : '0.1em', textTransform: cjk ? 'none' : 'uppercase' }}>
          {content.section}
        </div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1, overflow: 'hidden' }}>
        <Title content={content} fit={fit} />
        {content.date && <div style={{ marginTop: date.gap, fontSize: date.size, lineHeight: 1.4, color: theme.muted }}>{content.date}</div>}
      </div>
      <div style={{ display: 'flex', flexShrink: 0, paddingTop: footer.gap, borderTop: '2px solid rgba(255, 255, 255, 0.18)' }}>
        <div style={{ fontSize: footer.size, lineHeight: 1.4, fontWeight: 700 }}>{content.firmName}</div>
      </div>
    </div>
  )
}
