import { expect, test } from '@playwright/test'
import { memberStates } from '../../content/countries'
import { ustIdPrueferPage } from '../../content/pages/ust-id-pruefer'
import { intlLocale } from '../../core/intl-locale'
import { expectNoAxeViolations, languages, localizePath } from './helpers'

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'))
})

for (const lang of languages) {
  test(`VAT ID validator in ${lang}: cleaning, valid, withheld, invalid and error cards`, async ({ page }) => {
    const t = ustIdPrueferPage.text[lang].checker
    const sent: unknown[] = []
    const errors: string[] = []
    page.on('request', (r) => r.url().endsWith('/api/vies-vat-check') && sent.push(r.postDataJSON()))
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    await page.goto(localizePath('/ust-id-pruefer', lang))

    const country = page.getByLabel(t.countryLabel)
    const number = page.getByRole('textbox', { name: t.numberLabel, exact: true })
    const submit = page.getByRole('button', { name: t.submit })
    await expect(country.locator('option').first()).toHaveText(t.countryPlaceholder)
    await expect(country.locator('option')).toHaveCount(memberStates.length + 1)
    await expect(number).toHaveAttribute('placeholder', t.numberPlaceholder)
    // SPEC.md §5: disabled while either field is empty, from page load (before the island
    // hydrates, tests/e2e/before-hydration.spec.ts) and after.
    await expect(submit).toBeDisabled()
    await country.focus()
    await expect(page.locator('[data-island]')).toHaveAttribute('data-hydrated', 'true')
    await expect(submit).toBeDisabled()
    await country.selectOption('DE')
    await expect(submit).toBeDisabled()
    await number.fill('DE 123.456-789')
    await expect(submit).toBeEnabled()

    const card = page.locator('.result-card')
    await submit.click()
    await expect(card).toHaveAttribute('data-state', 'valid')
    await expect(card).toContainText(t.resultTitle)
    await expect(card).toContainText(t.valid)
    await expect(card).toContainText('Muster Handels GmbH')
    const expectedDate = new Intl.DateTimeFormat(intlLocale[lang], { dateStyle: 'long', timeStyle: 'medium' }).format(new Date('2026-11-20T09:15:42.512Z'))
    await expect(card).toContainText(expectedDate)
    await expect(card).toContainText('WAPIAAAAZE5qMXl8')
    await expect(card.getByRole('button', { name: t.print })).toBeVisible()
    expect(sent.at(-1)).toEqual({ countryCode: 'DE', vatNumber: '123456789' })
    await expectNoAxeViolations(page, `validator valid ${lang}`)

    await number.fill('000000000')
    await submit.click()
    await expect(card).toHaveAttribute('data-state', 'valid')
    await expect(card.locator('dd').nth(1)).toHaveText(t.notAvailable)
    await expect(card.locator('dd').nth(2)).toHaveText(t.notAvailable)

    await number.fill('999 999 999')
    await submit.click()
    await expect(card).toHaveAttribute('data-state', 'invalid')
    await expect(card).toContainText(t.invalid)
    await expect(card).not.toContainText(t.nameLabel)
    await expectNoAxeViolations(page, `validator invalid ${lang}`)

    await number.fill('111111111')
    await submit.click()
    await expect(card).toHaveAttribute('data-state', 'error')
    await expect(card).toContainText(t.errorTitle)
    await expect(card).toContainText(t.errorText)
    await expect(card).toContainText(t.hints.unavailable)
    await expect(submit).toBeEnabled()
    expect(errors.some((e) => e.includes('VAT ID check failed'))).toBe(true)
    await expectNoAxeViolations(page, `validator error ${lang}`)

    await country.selectOption('EL')
    await number.fill('GR 094259216')
    await submit.click()
    await expect(card).toHaveAttribute('data-state', 'valid')
    expect(sent.at(-1)).toEqual({ countryCode: 'EL', vatNumber: '094259216' })
  })
}

test('while checking, the button says Checking… and is disabled; a new check clears the old result first', async ({ page }) => {
  const t = ustIdPrueferPage.text.en.checker
  await page.route('**/api/vies-vat-check', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700))
    await route.continue()
  })
  await page.goto('/ust-id-pruefer')
  await page.getByLabel(t.countryLabel).selectOption('AT')
  await page.getByLabel(t.numberLabel).fill('U12345678')
  await page.getByRole('button', { name: t.submit }).click()
  await expect(page.getByRole('button', { name: t.checking })).toBeDisabled()
  await expect(page.locator('.result-card')).toHaveAttribute('data-open', 'true')
  await page.getByLabel(t.numberLabel).fill('999999999')
  await page.getByRole('button', { name: t.submit }).click()
  await expect(page.locator('.result-card')).toHaveAttribute('data-open', 'false')
  await expect(page.locator('.result-card')).toHaveAttribute('data-state', 'invalid')
  await expect(page.locator('.result-card')).toHaveAttribute('data-open', 'true')
})

test('the back button leads to the tools', async ({ page }) => {
  await page.goto('/de/ust-id-pruefer')
  await page.getByRole('link', { name: ustIdPrueferPage.text.de.back }).click()
  await expect(page).toHaveURL(/\/de\/tools$/)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const lang of ['de', 'zh'] as const) {
    test(`VAT ID validator in ${lang}: the form posts and the answer is a page with the same result card and form`, async ({ page }) => {
      const t = ustIdPrueferPage.text[lang].checker
      await page.goto(localizePath('/ust-id-pruefer', lang))
      await page.getByLabel(t.countryLabel).selectOption('DE')
      await page.getByRole('textbox', { name: t.numberLabel, exact: true }).fill('DE 123.456-789')
      const [response] = await Promise.all([page.waitForResponse('**/api/vies-vat-check'), page.getByRole('button', { name: t.submit }).click()])
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8')
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'de' ? 'de' : 'zh-Hans')
      const card = page.locator('.result-card')
      await expect(card).toHaveAttribute('data-state', 'valid')
      await expect(card).toContainText(t.valid)
      await expect(card).toContainText('Muster Handels GmbH')
      await expect(card).toContainText('WAPIAAAAZE5qMXl8')
      // The print button needs JavaScript: not offered here.
      await expect(card.getByRole('button', { name: t.print })).toBeHidden()
      // The same form, filled in, for the next check; styled by the site's stylesheet.
      await expect(page.getByLabel(t.countryLabel)).toHaveValue('DE')
      await expect(page.getByRole('textbox', { name: t.numberLabel, exact: true })).toHaveValue('123456789')
      expect(await card.evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('2px')

      await page.getByRole('textbox', { name: t.numberLabel, exact: true }).fill('999999999')
      await page.getByRole('button', { name: t.submit }).click()
      await expect(page.locator('.result-card')).toHaveAttribute('data-state', 'invalid')
      await expect(page.locator('.result-card')).toContainText(t.invalid)

      await page.getByRole('textbox', { name: t.numberLabel, exact: true }).fill('111111111')
      const [failed] = await Promise.all([page.waitForResponse('**/api/vies-vat-check'), page.getByRole('button', { name: t.submit }).click()])
      expect(failed.status()).toBeGreaterThanOrEqual(500)
      await expect(page.locator('.result-card')).toHaveAttribute('data-state', 'error')
      await expect(page.locator('.result-card')).toContainText(t.errorTitle)
      await expect(page.locator('.result-card')).toContainText(t.hints.unavailable)
    })
  }
})

test('while a new check runs, the old result card leaves the layout (no blank gap)', async ({ page }) => {
  const t = ustIdPrueferPage.text.en.checker
  await page.route('**/api/vies-vat-check', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700))
    await route.continue()
  })
  await page.goto('/ust-id-pruefer')
  await page.getByLabel(t.countryLabel).selectOption('AT')
  await page.getByRole('textbox', { name: t.numberLabel, exact: true }).fill('U12345678')
  await page.getByRole('button', { name: t.submit }).click()
  const card = page.locator('.result-card')
  await expect(card).toHaveAttribute('data-open', 'true')
  const disclaimer = page.locator('main aside').first()
  const below = (await disclaimer.boundingBox())!.y
  await page.getByRole('textbox', { name: t.numberLabel, exact: true }).fill('999999999')
  await page.getByRole('button', { name: t.submit }).click()
  await expect(page.getByRole('button', { name: t.checking })).toBeDisabled()
  expect(await card.boundingBox()).toBeNull()
  // The content below moved up by the card's height instead of keeping a blank gap.
  expect((await disclaimer.boundingBox())!.y).toBeLessThan(below - 100)
  await expect(card).toHaveAttribute('data-open', 'true')
})
