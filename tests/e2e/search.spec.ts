import { expect, test } from '@playwright/test'
import { ui } from '../../content/ui'
import { suchePage } from '../../content/pages/suche'
import { localize } from '../../core/i18n'
import { collectConsoleErrors, expectNoAxeViolations, localizePath, type Lang } from './helpers'

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'))
})

const queries: [Lang, string][] = [
  ['de', 'Reverse-Charge'],
  ['en', 'reverse charge'],
  ['zh', '反向征收'],
]

for (const [lang, query] of queries) {
  test(`search in ${lang}: "${query}" finds the glossary term first, in the page's language only`, async ({ page }) => {
    const t = localize(ui.text, lang).search
    const errors = collectConsoleErrors(page)
    const pagefindRequests: string[] = []
    page.on('request', (request) => new URL(request.url()).pathname.startsWith('/pagefind/') && pagefindRequests.push(request.url()))
    await page.goto(localizePath('/', lang))
    await page.waitForLoadState('networkidle')
    // Nothing of the search is loaded until it is opened.
    expect(pagefindRequests).toEqual([])

    await page.getByRole('link', { name: t.open }).click()
    const dialog = page.getByRole('dialog', { name: t.dialogTitle })
    await expect(dialog).toBeVisible()
    const input = dialog.getByRole('searchbox', { name: t.label })
    await expect(input).toBeFocused()
    await input.fill(query)
    const results = dialog.locator('[data-search-results] a')
    await expect(results.first()).toHaveAttribute('href', localizePath('/lexikon/reverse-charge', lang))
    await expect(results.first().locator('.search-result-kind')).toHaveText(t.kinds.term)
    await expect(results.first().locator('mark').first()).toBeVisible()
    // Only pages of this language.
    for (const href of await results.evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
      expect(href === localizePath('/', lang) || href.startsWith(localizePath('/', lang) === '/' ? '/' : `${localizePath('/', lang)}/`)).toBe(true)
      if (lang === 'en') expect(href).not.toMatch(/^\/(de|zh)(\/|$)/)
    }
    await expect(dialog.getByRole('status')).toHaveText(new RegExp(t.results.replace('{count}', '\\d+')))
    await expectNoAxeViolations(page, `search dialog with results (${lang})`)
    expect(pagefindRequests.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true)
    expect(errors).toEqual([])
  })
}

test('search: a query without a match says so', async ({ page }) => {
  const t = localize(ui.text, 'de').search
  await page.goto('/de/kaffeesteuer')
  await page.getByRole('link', { name: t.open }).click()
  const dialog = page.getByRole('dialog', { name: t.dialogTitle })
  await dialog.getByRole('searchbox').fill('xyzzyqq')
  await expect(dialog.getByRole('status')).toHaveText(t.noResults.replace('{query}', 'xyzzyqq'))
  await expect(dialog.locator('[data-search-results] li')).toHaveCount(0)
})

test('search: keyboard only — Enter opens, Tab reaches the results, Escape closes and focus returns', async ({ page }) => {
  const t = localize(ui.text, 'en').search
  await page.goto('/tools')
  const entry = page.getByRole('link', { name: t.open })
  await entry.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: t.dialogTitle })
  await expect(dialog).toBeVisible()
  await page.keyboard.type('OSS')
  await expect(dialog.locator('[data-search-results] a').first()).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(dialog.locator('[data-search-results] a').first()).toBeFocused()
  // Focus stays inside the modal dialog.
  for (let i = 0; i < 15; i++) await page.keyboard.press('Tab')
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(entry).toBeFocused()
})

test('search: what is typed while the search code still loads is searched when it arrives', async ({ page }) => {
  const t = localize(ui.text, 'zh').search
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/pagefind/site-search.js', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/zh/tools')
  await page.getByRole('link', { name: t.open }).click()
  const dialog = page.getByRole('dialog', { name: t.dialogTitle })
  await dialog.getByRole('searchbox').fill('反向征收')
  release()
  await expect(dialog.locator('[data-search-results] a').first()).toHaveAttribute('href', '/zh/lexikon/reverse-charge')
})

test('search page: with JavaScript it searches inline from ?q=, its explanation stays hidden', async ({ page }) => {
  const text = localize(suchePage.text, 'zh')
  await page.goto('/zh/suche?q=OSS')
  await expect(page.locator('[data-search-panel="inline"] [data-search-results] a').first()).toHaveAttribute('href', /^\/zh\//)
  await expect(page.getByRole('heading', { name: text.noScript.title })).toBeHidden()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the search entry leads to /suche, which explains search needs JavaScript and links the overviews', async ({ page }) => {
    const t = localize(ui.text, 'de').search
    const text = localize(suchePage.text, 'de')
    await page.goto('/de/tools')
    await page.getByRole('link', { name: t.open }).click()
    await expect(page).toHaveURL(/\/de\/suche$/)
    await expect(page.getByRole('heading', { name: text.noScript.title })).toBeVisible()
    await expect(page.getByRole('searchbox')).toBeHidden()
    await expect(page.getByRole('link', { name: text.noScript.glossary })).toHaveAttribute('href', '/de/lexikon')
    await expect(page.getByRole('link', { name: text.noScript.news })).toHaveAttribute('href', '/de/lexikon#news-title')
    await expect(page.getByRole('link', { name: text.noScript.sitemap })).toHaveAttribute('href', '/sitemap.xml')
  })
})
