import { expect, test } from '@playwright/test'
import { readSiteManifest } from '../../scripts/site-manifest'
import { languages, localizePath } from './helpers'

// No page is wider than a small phone: every built page in every language at 320 and 390 px.
// (Long German compounds in headings and buttons once pushed /de/lexikon 66 px past 390.)
const pages = readSiteManifest().pages
const widths = [320, 390] as const

for (const lang of languages) {
  test(`no horizontal overflow at ${widths.join(' and ')} px on any of the ${pages.length} pages in ${lang}`, async ({ page }) => {
    test.setTimeout(240_000)
    const overflowing: string[] = []
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 })
      for (const path of pages) {
        const url = localizePath(path, lang)
        await page.goto(url)
        const found = await page.evaluate(() => {
          const viewport = document.documentElement.clientWidth
          if (document.documentElement.scrollWidth <= viewport) return null
          // Name the text that sticks out (outside any box that clips it), for the failure message.
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
        if (found) overflowing.push(`${url} at ${width} px: ${found}`)
      }
    }
    expect(overflowing).toEqual([])
  })
}
