import { expect, test } from '@playwright/test'
import { readSiteManifest } from '../../scripts/site-manifest'
import { horizontalOverflow, languages, localizePath } from './helpers'

// No page is wider than a small phone: every built page in every language at 320 and 390 px.
// (Long German compounds in headings and buttons once pushed /de/lexikon 66 px past 390.)
// Each page is opened at the first width and then turned to the next, as a phone turns: the layout
// is the stylesheet's, which follows the viewport without a reload.
const pages = readSiteManifest().pages
const widths = [320, 390] as const

for (const lang of languages) {
  test(`no horizontal overflow at ${widths.join(' and ')} px on any of the ${pages.length} pages in ${lang}`, async ({ page }) => {
    test.setTimeout(240_000)
    const overflowing: string[] = []
    for (const path of pages) {
      const url = localizePath(path, lang)
      await page.setViewportSize({ width: widths[0], height: 800 })
      await page.goto(url)
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 })
        const found = await horizontalOverflow(page)
        if (found) overflowing.push(`${url} at ${width} px: ${found}`)
      }
    }
    expect(overflowing).toEqual([])
  })
}
