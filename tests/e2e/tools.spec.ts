import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { fristenkalenderPage } from '../../content/pages/fristenkalender'
import { vatQuickScanPage } from '../../content/pages/vat-quick-scan'
import { ui } from '../../content/ui'
import { localize } from '../../core/i18n'
import { expectNoAxeViolations, localizePath } from './helpers'

/** The year in Germany now: the calendar a visitor lands on (the site is built the same day). */
const thisYear = Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(new Date()))

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'))
})

test('deadline calendar: 12 rows per year, the extension switch, the year switch, back to tools', async ({ page }) => {
  const t = fristenkalenderPage.text.de
  await page.goto('/de/fristenkalender/2025')
  await expect(page.locator('h1')).toHaveText('Fristenkalender 2025')
  const rows = page.locator('table.deadline-table tbody tr')
  await expect(rows).toHaveCount(12)
  await expect(rows.nth(10).locator('[data-zm] time')).toHaveAttribute('datetime', '2025-12-29')
  await expect(rows.nth(0).locator('[data-uva] time:visible')).toHaveAttribute('datetime', '2025-02-10')
  await page.getByLabel(t.extension.extended).check()
  await expect(rows.nth(0).locator('[data-uva] time:visible')).toHaveAttribute('datetime', '2025-03-10')
  await expect(rows.nth(10).locator('[data-zm] time')).toHaveAttribute('datetime', '2025-12-29')
  await expect(page.getByRole('link', { name: t.downloadExtended })).toBeVisible()
  await expect(page.getByRole('link', { name: t.download })).toBeHidden()
  await expectNoAxeViolations(page, 'deadline calendar')

  const nextYear = String(thisYear + 1)
  await page.getByRole('link', { name: nextYear, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/de/fristenkalender/${nextYear}$`))
  await expect(page.locator('h1')).toHaveText(`Fristenkalender ${nextYear}`)
  await expect(page).toHaveTitle(new RegExp(`^Fristenkalender ${nextYear}`))
  await page.getByRole('link', { name: t.back }).click()
  await expect(page).toHaveURL(/\/de\/tools$/)

  await page.goto('/de/fristenkalender/2026')
  await expect(rows.nth(3).locator('[data-zm] time')).toHaveAttribute('datetime', '2026-05-26')
})

test('deadline calendar: /fristenkalender is the current year, whose own page names it as canonical', async ({ page }) => {
  await page.goto('/de/fristenkalender')
  await expect(page.locator('h1')).toHaveText(`Fristenkalender ${thisYear}`)
  await expect(page.getByRole('link', { name: String(thisYear + 1), exact: true })).toBeVisible()
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/de\/fristenkalender$/)
  await page.goto(`/de/fristenkalender/${thisYear}`)
  await expect(page.locator('h1')).toHaveText(`Fristenkalender ${thisYear}`)
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/de\/fristenkalender$/)
})

test('deadline calendar: the .ics download is a calendar file of the year in the page language', async ({ page }) => {
  await page.goto('/fristenkalender/2027')
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: fristenkalenderPage.text.en.download }).click()])
  expect(download.suggestedFilename()).toBe('fristenkalender-2027-en.ics')
  const text = await readFile((await download.path())!, 'utf8')
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
  expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(24)
  expect(text).toContain('SUMMARY:Advance VAT return January 2027 due')
})

test('quick scan: no result until every question is answered; green, yellow and red; result carried into the contact form', async ({ page }) => {
  const t = vatQuickScanPage.text.en
  const counts = vatQuickScanPage.categories.map((category) => category.text.en.questions.length)
  const total = counts.reduce((a, b) => a + b, 0)
  await page.goto('/vat-quick-scan')
  const panel = page.locator('.result-card')
  const answer = async (index: number, value: 'yes' | 'no' | 'unsure') => page.locator(`input[name="q${index}"][value="${value}"]`).check()
  for (let i = 0; i < total - 1; i++) await answer(i, 'no')
  await expect(panel).toHaveCount(0)
  await expect(page.locator('[data-progress]')).toHaveText(t.progress.replace('{answered}', String(total - 1)).replace('{total}', String(total)))
  await answer(total - 1, 'yes')
  await expect(panel).toHaveAttribute('data-rating', 'green')
  await expect(panel).toContainText(t.result.ratings.green.title)
  await expectNoAxeViolations(page, 'quick scan green')

  // One risk point in the first, the second and the last category.
  await answer(0, 'unsure')
  await answer(counts[0]!, 'yes')
  await expect(panel).toHaveAttribute('data-rating', 'yellow')
  await expect(panel.locator('[data-score]')).toHaveText(t.result.scoreLine.replace('{score}', '3').replace('{total}', String(total)))
  await expect(panel.locator('[data-risk-categories] li')).toHaveCount(3)
  await expectNoAxeViolations(page, 'quick scan yellow')

  for (const i of [1, 2, counts[0]! + 1]) await answer(i, 'yes')
  await expect(panel).toHaveAttribute('data-rating', 'red')
  await expect(panel).toContainText(t.result.ratings.red.title)
  await expectNoAxeViolations(page, 'quick scan red')

  await panel.getByRole('link', { name: t.result.cta }).click()
  await expect(page).toHaveURL(/\/kontakt#contact-form$/)
  const message = page.getByLabel(localize(ui.text, 'en').contactForm.messageLabel, { exact: true })
  await expect(message).toHaveValue(new RegExp(t.result.ratings.red.title.replace(/[()]/g, '\\$&')))
  await expect(message).toHaveValue(new RegExp(`6 of ${total}|6\\D+${total}`))
  await expect(page.locator('input[name="source"]')).toHaveValue('VAT Quick Scan')
  await message.fill('Edited summary')
  await expect(message).toHaveValue('Edited summary')
})

test.describe('quick scan without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  for (const lang of ['de', 'en', 'zh'] as const) {
    test(`${lang}: a visible notice and a way to book the free first assessment instead of silent radios`, async ({ page }) => {
      const t = vatQuickScanPage.text[lang].noScript
      await page.goto(localizePath('/vat-quick-scan', lang))
      await expect(page.getByRole('heading', { name: t.title })).toBeVisible()
      await expect(page.getByText(t.text)).toBeVisible()
      expect(await page.locator('input[type=radio]').count()).toBe(45)
      for (const radio of await page.locator('input[type=radio]').all()) await expect(radio).toBeHidden()
      // The link offers the free first assessment, so it books it (issue 29 point 14): /termin works without JavaScript too.
      await page.getByRole('region', { name: t.title }).getByRole('link', { name: t.contactLink }).click()
      await expect(page).toHaveURL(new RegExp(`${localizePath('/termin', lang)}$`))
    })
  }
})

test('quick scan with JavaScript: no notice, the questions are there', async ({ page }) => {
  const t = vatQuickScanPage.text.de.noScript
  await page.goto('/de/vat-quick-scan')
  await expect(page.getByRole('heading', { name: t.title })).toBeHidden()
  await expect(page.getByRole('radio').first()).toBeVisible()
})
