import { expect, test } from '@playwright/test'
import { cumulativeLayoutShift } from './helpers'

// The first paint needs only the document: its stylesheet is inline (scripts/inline-stylesheet.ts),
// allowed by its hash in the CSP the server sends. Chromium enforces that policy, so a page
// whose inline style the policy does not allow reports a violation here and renders unstyled.

const pages = ['/', '/de', '/zh', '/kontakt', '/de/lexikon', '/zh/vat-quick-scan', '/fristenkalender']

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = []
    Object.assign(window, { cspViolations: violations })
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
})

for (const path of pages) {
  test(`${path}: styled from the document alone, no stylesheet request, no CSP violation, no layout shift`, async ({ page }) => {
    const stylesheets: string[] = []
    page.on('request', (request) => request.resourceType() === 'stylesheet' && stylesheets.push(request.url()))
    // Even with every stylesheet file unreachable the page is fully styled.
    await page.route('**/*.css', (route) => route.abort())
    await page.goto(path)
    await page.waitForLoadState('load')
    expect(stylesheets).toEqual([])
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([])
    await expect(page.locator('header').first()).toHaveCSS('position', 'sticky')
    await expect(page.locator('.skip-link')).not.toBeInViewport()
    expect(await cumulativeLayoutShift(page, 500)).toBe(0)
  })
}

test('dark mode: the stored theme is painted from the first frame, with the inline stylesheet', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'))
  await page.goto('/de', { waitUntil: 'commit' })
  await page.waitForSelector('body')
  const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
  const light = await page.evaluate(() => {
    document.documentElement.classList.remove('dark')
    return getComputedStyle(document.documentElement).backgroundColor
  })
  expect(background).not.toBe(light)
})
