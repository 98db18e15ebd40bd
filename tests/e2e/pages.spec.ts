import { expect, test } from '@playwright/test'
import { agbPage } from '../../content/pages/agb'
import { alkoholsteuerPage } from '../../content/pages/alkoholsteuer'
import { preisePage } from '../../content/pages/preise'
import { registrierungPage } from '../../content/pages/registrierung'
import { toolsPage } from '../../content/pages/tools'
import { ueberMichPage } from '../../content/pages/ueber-mich'
import { verbrauchsteuernPage } from '../../content/pages/verbrauchsteuern'
import { zollBeratungPage } from '../../content/pages/zoll-beratung'

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'))
})

test('service page: FAQ opens one item at a time; packages block leads to pricing', async ({ page }) => {
  await page.goto('/de/zoll-beratung')
  const text = zollBeratungPage.text.de
  const [first, second] = text.faq.items
  await page.getByText(first!.question).click()
  await expect(page.getByText(first!.answer)).toBeVisible()
  await page.getByText(second!.question).click()
  await expect(page.getByText(first!.answer)).toBeHidden()
  await expect(page.getByText(second!.answer)).toBeVisible()
  await page.getByRole('link', { name: text.packages.button }).click()
  await expect(page).toHaveURL(/\/de\/preise$/)
})

test('excise overview: learn-more buttons lead to their pages', async ({ page }) => {
  await page.goto('/verbrauchsteuern')
  const { learnMore } = verbrauchsteuernPage.text.en.categories
  for (const card of verbrauchsteuernPage.categories) {
    await page.getByRole('link', { name: `${learnMore} – ${card.text.en.title}` }).click()
    await expect(page).toHaveURL(new RegExp(`${card.href}$`))
    await page.goto('/verbrauchsteuern')
  }
})

test('excise detail: the book-package button leads to contact', async ({ page }) => {
  await page.goto('/zh/alkoholsteuer')
  await page.locator('[data-package] a').click()
  await expect(page).toHaveURL(/\/zh\/kontakt$/)
  await page.goBack()
  await expect(page.getByText(alkoholsteuerPage.text.zh.disclaimer)).toBeVisible()
})

test('registration: call link, the closing button to the free first assessment and profile link in a new tab', async ({ page, context }) => {
  // The profile is on another origin; answer it locally so the test never leaves the machine.
  await context.route(/^https:\/\/www\.linkedin\.com\//, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>profile</title>' }))
  await page.goto('/registrierung')
  const options = registrierungPage.text.en.contactOptions
  const main = page.locator('main')
  await expect(main.getByRole('link', { name: new RegExp(`^${options.callLabel}: `) })).toHaveAttribute('href', /^tel:\+49/)
  const popupPromise = context.waitForEvent('page')
  await main.getByRole('link', { name: `${options.profileLabel} (${options.newTabHint})` }).click()
  const popup = await popupPromise
  expect(popup.url()).toMatch(/^https:\/\/www\.linkedin\.com\//)
  expect(await popup.evaluate(() => window.opener)).toBeNull()
  // The button offers the free first assessment, so it books it (issue 29 point 14, tests/unit/cta-targets.test.ts).
  await page.getByRole('link', { name: registrierungPage.text.en.cta.button }).click()
  await expect(page).toHaveURL(new RegExp(`${registrierungPage.ctaHref}$`))
  expect(registrierungPage.ctaHref).toBe('/termin')
})


test('pricing: every package button leads to contact', async ({ page }) => {
  await page.goto('/preise')
  const buttons = page.locator('[data-package] a')
  await expect(buttons).toHaveCount(preisePage.packageIds.length)
  await buttons.nth(7).click()
  await expect(page).toHaveURL(/\/kontakt$/)
})

test('pricing: on every card with an amount the total price is the emphasised one, larger than the net amount beside it (§ 3 (3) PAngV)', async ({ page }) => {
  for (const path of ['/preise', '/zh/preise', '/de/kaffeesteuer']) {
    await page.goto(path)
    const cards = page.locator('[data-package]:has([data-price-gross])')
    expect(await cards.count(), path).toBeGreaterThan(0)
    for (const card of await cards.all()) {
      const size = (selector: string) => card.locator(selector).evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize))
      expect(await size('[data-price-gross]'), path).toBeGreaterThan(await size('[data-price]'))
      const [gross, net] = await Promise.all([card.locator('[data-price-gross]').boundingBox(), card.locator('[data-price]').boundingBox()])
      expect(gross!.y, `${path}: the total price stands above the net amount`).toBeLessThan(net!.y)
    }
  }
})

test('tools: each card leads to its tool', async ({ page }) => {
  await page.goto('/tools')
  for (const tool of toolsPage.tools) {
    await page.getByRole('link', { name: `${tool.text.en.cta} – ${tool.text.en.title}` }).click()
    await expect(page).toHaveURL(new RegExp(`${tool.href}$`))
    await page.goBack()
  }
})

test('about: the portrait loads at its declared size without layout shift', async ({ page }) => {
  await page.goto('/ueber-mich')
  const img = page.getByRole('img', { name: ueberMichPage.text.en.photoAlt })
  await expect(img).toBeVisible()
  expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true)
})

test('legal page: numbered sections readable in dark mode', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/de/agb')
  // The first section's "## " heading, as the editor wrote it.
  const heading = /^## (.+)$/m.exec(agbPage.text.de.sections[0]!)![1]!
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  // The version date, written as a German reader expects it (hand-written, not from the code).
  // Revised on 2 December 2026 for the legal review's E1 and E3 (the free first assessment, the new tools).
  expect(agbPage.revised).toBe('2026-12-02')
  await expect(page.getByText('Stand: Dezember 2026')).toBeVisible()
})
