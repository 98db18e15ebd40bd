import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { firm } from '../../content/firm'
import { htmlLang, languages } from '../../content/languages'
import type { Lang } from '../../content/types'
import { localizePath } from '../../core/url-rules'
import { entryScripts, scriptGraph } from '../../scripts/script-graph'
import { siteRoot } from '../../scripts/site-manifest'

export { firm, htmlLang, languages, localizePath }
export type { Lang }

/** Fails the test on any request that leaves the site's origin (privacy requirement). */
export function forbidForeignRequests(page: Page, baseURL: string): string[] {
  const foreign: string[] = []
  const origin = new URL(baseURL).origin
  page.on('request', (request) => {
    const url = request.url()
    if (!url.startsWith(origin) && !url.startsWith('data:')) foreign.push(url)
  })
  return foreign
}

/** Collects console errors (CSP violations and script errors show up here). */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** The page's cumulative layout shift so far (shifts after input excluded), read after `settleMs`. */
export function cumulativeLayoutShift(page: Page, settleMs: number): Promise<number> {
  return page.evaluate(
    (wait) =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(total), wait)
      }),
    settleMs,
  )
}

/** The axe-core rules run in `expectNoAxeViolations`: WCAG 2.0/2.1/2.2 A and AA, and unique landmark names. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
/** The rules whose outcome depends on the colours (light or dark scheme); the others read the same DOM in both. */
export const colourRules = ['color-contrast', 'link-in-text-block'] as const

/**
 * axe-core with the WCAG 2.0/2.1/2.2 A and AA rules, in one run. Every landmark has a unique name
 * too (a best-practice rule, outside the WCAG tags): screen reader users move between landmarks by
 * name, and /lexikon once had two called "News". `only` runs just those rules (the colour rules
 * again after switching to the dark scheme).
 */
/** Waits until no animation that ends is still running (entry animations; a spinner runs on). */
function settled(page: Page): Promise<unknown> {
  return page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity))
}

export async function expectNoAxeViolations(page: Page, label: string, { only }: { only?: readonly string[] } = {}): Promise<void> {
  // Contrast is judged on the settled page, not in the middle of an entry animation.
  await settled(page)
  const axe = only ? new AxeBuilder({ page }).withRules([...only]) : new AxeBuilder({ page }).options({ runOnly: { type: 'tag', values: wcagTags }, rules: { 'landmark-unique': { enabled: true } } })
  const results = await axe.analyze()
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('\n    ')}`,
  )
  expect(summary, `axe violations on ${label}`).toEqual([])
}

/** The scripts a page runs by itself (its entry and the modules it imports statically): its chrome and the islands' loader. */
export function pageScripts(path: string): Set<string> {
  return scriptGraph(siteRoot, entryScripts(readFileSync(join(siteRoot, path, 'index.html'), 'utf8')))
}

/**
 * Holds the islands' code (React and the widgets, which the page fetches at idle after load or on
 * first use) on the wire until `release()`, from before the page is opened: the page's own scripts
 * pass, so it loads and its forms work as they do before hydration. `requested` lists what was held.
 */
export async function holdIslandCode(page: Page, path: string) {
  const own = pageScripts(path)
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const requested: string[] = []
  await page.route('**/*.js', async (route) => {
    const script = new URL(route.request().url()).pathname
    if (!own.has(script)) {
      requested.push(script)
      await released
    }
    await route.continue()
  })
  return { release, requested }
}

/**
 * The page's inline stylesheet is only the part of the site's stylesheet its group of pages can use
 * (scripts/inline-stylesheet.ts, scripts/css-subset.ts). Chromium is the judge that no rule the
 * page needs in its present state was left out: every element's computed style (and its ::before
 * and ::after) is the same once the whole stylesheet is added (a same-origin link, as the CSP allows).
 */
export async function expectStyledAsByWholeStylesheet(page: Page, label: string): Promise<void> {
  // The styles are kept and compared inside the page: only differences travel back.
  // Three readings: before the whole stylesheet is added, with it, and after it is taken away again.
  // An element styled alike before and after (not changing on its own meanwhile, e.g. a list still
  // arriving) but otherwise with the whole stylesheet lacks a rule. The third reading is needed only
  // for the elements the second found styled otherwise. Only the properties some rule of the whole
  // stylesheet declares are read (its longhands and custom properties, as Chromium's CSSOM lists
  // them): a rule left out can change no other, and the rest of the ~350 are most of the cost.
  await settled(page)
  const href = await page.locator('style[data-stylesheet]').getAttribute('data-stylesheet')
  expect(href, `${label}: the inline stylesheet names its file`).toMatch(/^\/assets\/.+\.css$/)
  const declared = await page.evaluate(async (url) => {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(await (await fetch(url)).text())
    const names = new Set<string>()
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if ('style' in rule && rule.style instanceof CSSStyleDeclaration) for (let i = 0; i < rule.style.length; i++) names.add(rule.style[i]!)
        if ('cssRules' in rule) collect(rule.cssRules as CSSRuleList)
      }
    }
    collect(sheet.cssRules)
    return [...names]
  }, href!)
  expect(declared.length, `${label}: the properties the whole stylesheet declares`).toBeGreaterThan(50)
  const snapshot = (step: 'before' | 'whole' | 'after') =>
    page.evaluate(
      ([step, declared]) => {
        const state = window as unknown as { styleSnapshots?: Partial<Record<'before' | 'whole', Map<Element, string>>> }
        const styleOf = (element: Element) => {
          let text = ''
          for (const pseudo of [null, '::before', '::after']) {
            const style = getComputedStyle(element, pseudo)
            // A pseudo-element without content has no box: its content alone tells whether a rule gave it one.
            if (pseudo && style.content === 'none') {
              text += `${pseudo} none|`
              continue
            }
            for (const property of declared) text += `${property}:${style.getPropertyValue(property)};`
            text += '|'
          }
          return text
        }
        const elements = [...document.querySelectorAll('html, html *:not([data-whole-stylesheet])')]
        const snapshots = (state.styleSnapshots ??= {})
        if (step !== 'after') {
          snapshots[step] = new Map(elements.map((element) => [element, styleOf(element)]))
          return []
        }
        const { before, whole } = snapshots as Record<'before' | 'whole', Map<Element, string>>
        delete state.styleSnapshots
        return elements.flatMap((element) => {
          const own = before.get(element)
          const withWhole = whole.get(element)
          if (own === undefined || withWhole === undefined || withWhole === own || styleOf(element) !== own) return []
          const mine = new Set(own.split(/[;|]/))
          const changed = withWhole.split(/[;|]/).find((declaration) => !mine.has(declaration))
          return [`${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].join('.')}: ${changed}`]
        })
      },
      [step, declared] as const,
    )
  await snapshot('before')
  await page.evaluate(
    (url) =>
      new Promise<void>((resolve, reject) => {
        const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: url, onload: () => resolve(), onerror: () => reject(new Error(`${url} did not load`)) })
        link.dataset.wholeStylesheet = ''
        document.head.append(link)
      }),
    href!,
  )
  await settled(page)
  await snapshot('whole')
  await page.evaluate(() => document.querySelector('link[data-whole-stylesheet]')?.remove())
  const differing = await snapshot('after')
  expect(differing.slice(0, 10), `${label}: elements styled otherwise once the whole stylesheet is added`).toEqual([])
}

/**
 * How far the page is wider than its viewport, naming the text that sticks out (outside any box that
 * clips it) for the failure message; null when nothing overflows.
 */
export function horizontalOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth
    if (document.documentElement.scrollWidth <= viewport) return null
    const clipped = (node: Node) => {
      for (let el = node.parentElement; el && el !== document.body; el = el.parentElement) {
        if (getComputedStyle(el).overflowX !== 'visible') return true
      }
      return false
    }
    const culprits: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node && culprits.length < 3; node = walker.nextNode()) {
      const range = document.createRange()
      range.selectNodeContents(node)
      const { right } = range.getBoundingClientRect()
      if (right > viewport + 0.5 && !clipped(node)) culprits.push(`<${node.parentElement!.tagName.toLowerCase()}> +${Math.round(right - viewport)} px "${node.textContent!.trim().slice(0, 50)}"`)
    }
    return `${document.documentElement.scrollWidth - viewport} px: ${culprits.join('; ')}`
  })
}
