import { readdirSync, readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { homePage } from '../../content/pages/home'
import { ui } from '../../content/ui'
import { localize } from '../../core/i18n'

const en = localize(ui.text, 'en')
const de = localize(ui.text, 'de')

async function acceptCookies(page: Page) {
  await page.evaluate(() => localStorage.setItem('cookieConsent', 'accepted'))
}

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('services dropdown opens on hover and closes 300 ms after the pointer leaves', async ({ page }) => {
    // The page's clock is fake and paused: time moves only by runFor, so the 300 ms are exact
    // whatever the machine's load.
    await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') })
    await page.goto('/')
    await page.clock.pauseAt(new Date('2026-01-05T09:00:10Z'))
    const dropdown = page.locator('[data-desktop-nav] details[data-hover-dropdown]')
    const summary = dropdown.locator('summary')
    await summary.hover()
    await expect(dropdown).toHaveAttribute('open', '')
    await expect(dropdown.getByRole('link', { name: en.nav.customs })).toBeVisible()
    await page.mouse.move(700, 600)
    await page.clock.runFor(299)
    await expect(dropdown, 'still open within the 300 ms delay').toHaveAttribute('open', '')
    await page.clock.runFor(2)
    await expect(dropdown).not.toHaveAttribute('open', '')
    // Coming back within the delay keeps it open.
    await summary.hover()
    await page.mouse.move(700, 600)
    await page.clock.runFor(100)
    await summary.hover()
    await page.clock.runFor(400)
    await expect(dropdown).toHaveAttribute('open', '')
  })

  test('services dropdown works with the keyboard', async ({ page }) => {
    await page.goto('/')
    const dropdown = page.locator('[data-desktop-nav] details[data-hover-dropdown]')
    const summary = dropdown.locator('summary')
    await summary.focus()
    await page.keyboard.press('Enter')
    await expect(dropdown).toHaveAttribute('open', '')
    await page.keyboard.press('Tab')
    await expect(dropdown.getByRole('link', { name: en.nav.vat })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dropdown).not.toHaveAttribute('open', '')
    await expect(summary).toBeFocused()
    // Enter follows a link from the open menu.
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/vat-beratung$/)
  })

  test('the active route is highlighted', async ({ page }) => {
    await page.goto('/preise')
    await expect(page.locator('[data-desktop-nav]').getByRole('link', { name: en.nav.pricing })).toHaveAttribute('aria-current', 'page')
    await page.goto('/de/zoll-beratung')
    await expect(page.locator('[data-desktop-nav] a[aria-current="page"]')).toHaveText(de.nav.customs)
  })

  test('language switch leads to the same page and is remembered', async ({ page }) => {
    await page.goto('/kontakt')
    await acceptCookies(page)
    const switcher = page.locator('header details[data-hover-dropdown]').filter({ has: page.locator('[data-lang-choice]') })
    await switcher.locator('summary').click()
    await switcher.getByRole('link', { name: 'Deutsch' }).click()
    await expect(page).toHaveURL(/\/de\/kontakt$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('de')
    // A returning visitor who chose German lands on the German home page.
    await page.goto('/')
    await expect(page).toHaveURL(/\/de$/)
    // Choosing English again is remembered too.
    await page.locator('header details[data-hover-dropdown]').filter({ has: page.locator('[data-lang-choice]') }).locator('summary').click()
    await page.getByRole('link', { name: 'English' }).first().click()
    await expect(page).toHaveURL(/:\d+\/$/)
    await page.goto('/')
    await expect(page).toHaveURL(/:\d+\/$/)
  })
})

test.describe('mobile header', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('menu opens as a dialog, locks page scrolling, has a services accordion and closes', async ({ page }) => {
    await page.goto('/')
    await acceptCookies(page)
    await page.reload()
    await page.getByRole('button', { name: en.header.openMenu }).click()
    const menu = page.getByRole('dialog', { name: en.header.mobileMenuTitle })
    await expect(menu).toBeVisible()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
    const before = await page.evaluate(() => window.scrollY)
    await page.mouse.wheel(0, 800)
    await page.waitForTimeout(200)
    expect(await page.evaluate(() => window.scrollY)).toBe(before)

    const services = menu.locator('details')
    await expect(menu.getByRole('link', { name: en.nav.customs })).toBeHidden()
    await services.locator('summary').click()
    await expect(menu.getByRole('link', { name: en.nav.customs })).toBeVisible()
    await services.locator('summary').click()
    await expect(menu.getByRole('link', { name: en.nav.customs })).toBeHidden()

    await menu.getByRole('button', { name: en.header.closeMenu }).click()
    await expect(menu).toBeHidden()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden')
    await page.mouse.wheel(0, 800)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before)
  })

  test('Escape closes the menu; language buttons switch language', async ({ page }) => {
    await page.goto('/tools')
    await page.getByRole('button', { name: en.header.openMenu }).click()
    const menu = page.getByRole('dialog', { name: en.header.mobileMenuTitle })
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: en.header.openMenu }).click()
    await menu.getByRole('link', { name: '中文' }).click()
    await expect(page).toHaveURL(/\/zh\/tools$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans')
  })
})

test.describe('dark mode', () => {
  test('toggle switches, is remembered, and never flashes the wrong theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    // Records the theme at the moment <body> is created, i.e. before anything is painted.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.body) {
          ;(window as unknown as { darkAtFirstPaint: boolean }).darkAtFirstPaint = document.documentElement.classList.contains('dark')
          observer.disconnect()
        }
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto('/')
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
    const toggle = page.getByRole('button', { name: en.header.darkMode })
    await toggle.click()
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await expect(page.getByRole('button', { name: en.header.lightMode })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
    await page.goto('/de/kontakt')
    expect(await page.evaluate(() => (window as unknown as { darkAtFirstPaint: boolean }).darkAtFirstPaint)).toBe(true)
    await page.getByRole('button', { name: de.header.lightMode }).click()
    await page.reload()
    expect(await page.evaluate(() => (window as unknown as { darkAtFirstPaint: boolean }).darkAtFirstPaint)).toBe(false)
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
  })

  test('follows the system preference until the visitor chooses', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/')
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await page.emulateMedia({ colorScheme: 'light' })
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
  })
})

test.describe('cookie banner', () => {
  for (const choice of ['accepted', 'declined'] as const) {
    test(`${choice === 'accepted' ? 'Accept' : 'Decline'} stores "${choice}" and hides the banner for good`, async ({ page }) => {
      await page.goto('/de')
      const banner = page.getByRole('region', { name: de.cookieBanner.title })
      await expect(banner).toBeVisible()
      await expect(banner.getByRole('link', { name: de.cookieBanner.privacyLink })).toHaveAttribute('href', '/de/datenschutz')
      await banner.getByRole('button', { name: choice === 'accepted' ? de.cookieBanner.accept : de.cookieBanner.decline }).click()
      await expect(banner).toBeHidden()
      expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe(choice)
      await page.goto('/de/preise')
      await expect(page.getByRole('region', { name: de.cookieBanner.title })).toBeHidden()
    })
  }
})

test('home FAQ: one item open at a time, clicking the open one closes it', async ({ page }) => {
  await page.goto('/')
  const items = homePage.text.en.faq.items
  const details = page.locator('details.faq-item')
  await expect(details).toHaveCount(items.length)
  const first = page.getByText(items[0]!.question)
  const second = page.getByText(items[1]!.question)
  await first.click()
  await expect(page.getByText(items[0]!.answer)).toBeVisible()
  await second.click()
  await expect(page.getByText(items[1]!.answer)).toBeVisible()
  await expect(page.getByText(items[0]!.answer)).toBeHidden()
  await second.click()
  await expect(page.locator('details.faq-item[open]')).toHaveCount(0)
})

test('home: claim, both calls to action and the service cards with details links', async ({ page }) => {
  await page.goto('/de')
  const text = homePage.text.de
  await expect(page.locator('h1')).toHaveText(text.hero.title)
  // "Secure an appointment" books the call (/termin); docs/SPEC.md still names the contact page, which the booking page links.
  await expect(page.getByRole('link', { name: text.hero.primaryButton })).toHaveAttribute('href', '/de/termin')
  await expect(page.getByRole('link', { name: text.hero.secondaryButton })).toHaveAttribute('href', '/de/preise')
  const cards = page.locator('#services-title ~ div article')
  const targets = await cards.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  expect(targets).toEqual(homePage.serviceCards.map((card) => `/de${card.href}`))
  await expect(page.getByText(text.disclaimer)).toBeVisible()
})

test('skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/kontakt')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: en.skipLink })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
})

test('without JavaScript every page still carries its full content', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/zh')
  await expect(page.locator('h1')).toHaveText(homePage.text.zh.hero.title)
  await expect(page.locator('details.faq-item')).toHaveCount(homePage.text.zh.faq.items.length)
  await expect(page.getByRole('region', { name: localize(ui.text, 'zh').cookieBanner.title })).toBeHidden()
  await context.close()
})

/**
 * The pages of the build that search engines should list, per language: every HTML file that names
 * itself as canonical (a noindex page names none; /fristenkalender/<this year> names /fristenkalender).
 */
function indexablePagesBuilt(): number {
  const dist = new URL('../../dist/client/', import.meta.url)
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('index.html'))
  const selfCanonical = files.filter((file) => {
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(readFileSync(new URL(file, dist), 'utf8'))?.[1]
    return canonical !== undefined && new URL(canonical).pathname.replace(/\/$/, '') === `/${file.replace(/\/?index\.html$/, '')}`.replace(/\/$/, '')
  })
  return selfCanonical.length / 3
}

test('sitemap.xml lists every page with its language alternates; robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const pages = indexablePagesBuilt()
  expect(sitemap.match(/<url>/g)).toHaveLength(pages * 3)
  expect(sitemap).toContain('hreflang="zh-Hans" href="https://www.hartmann-indirekte-steuern.example/zh/kontakt"')
  expect(sitemap.match(/hreflang="x-default"/g)).toHaveLength(pages * 3)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Sitemap: https://www.hartmann-indirekte-steuern.example/sitemap.xml')
})

test('security headers on pages', async ({ request }) => {
  const response = await request.get('/de/kontakt')
  const headers = response.headers()
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'/)
  expect(headers['content-security-policy']).not.toContain('unsafe-inline')
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBeTruthy()
  expect(headers['permissions-policy']).toBeTruthy()
})
