// The share cards' colours are the site's hero colours: the colour tokens of renderer/styles.css
// (light mode, the :root block), read from the stylesheet so they are written once. The card is
// plain --hero rather than the hero's gradient: a gradient bands in an indexed PNG, and
// rasterises and compresses at about a third of the speed and twice the size.
import { readFileSync } from 'node:fs'

export interface CardTheme {
  /** --hero */
  background: string
  /** --on-hero: title and firm name. */
  text: string
  /** --on-hero-muted: an article's date. */
  muted: string
  /** --hero-accent: the top edge, the "§" mark and the section. */
  accent: string
  /** The "§" on the accent mark: --hero. */
  onAccent: string
}

export const stylesheet = new URL('../../renderer/styles.css', import.meta.url)

/** The custom properties of the stylesheet's first `:root { … }` block. */
export function rootVariables(css: string): Map<string, string> {
  const block = /(?:^|\n)\s*:root\s*{([^}]*)}/.exec(css)?.[1]
  if (!block) throw new Error('renderer/styles.css: no :root block with the colour tokens')
  return new Map([...block.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]))
}

export function themeFromCss(css: string): CardTheme {
  const vars = rootVariables(css)
  const token = (name: string) => {
    const value = vars.get(name)
    if (!value || !/^#[0-9a-f]{3,8}$/i.test(value)) throw new Error(`renderer/styles.css: ${name} is not a hex colour in :root (${value ?? 'missing'})`)
    return value
  }
  return {
    background: token('--hero'),
    text: token('--on-hero'),
    muted: token('--on-hero-muted'),
    accent: token('--hero-accent'),
    onAccent: token('--hero'),
  }
}

export function readTheme(): CardTheme {
  return themeFromCss(readFileSync(stylesheet, 'utf8'))
}
