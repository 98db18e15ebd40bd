import { expect, test, type Page } from '@playwright/test'
import { ui } from '../../content/ui'
import { ustIdPrueferPage } from '../../content/pages/ust-id-pruefer'
import { vatQuickScanPage } from '../../content/pages/vat-quick-scan'
import { localize } from '../../core/i18n'
import { pathsBelow } from '../../core/site'
import { invoiceXml } from '../support/einvoice-files'
import { buildReport, txArb } from '../support/vat-report/generate'
import fc from 'fast-check'
import { expectStyledAsByWholeStylesheet, localizePath } from './helpers'

// Each page inlines only the part of the site's stylesheet that its group of pages can use
// (scripts/inline-stylesheet.ts). Chromium judges that nothing it needs was left out: on every kind
// of page, in light and dark, and in the states the widgets and the chrome draw after load (menus,
// dialogs, toasts, results), every element is styled exactly as it is once the whole stylesheet is
// added (expectStyledAsByWholeStylesheet).

const pages = ['/', '/de/lexikon', localizePath(pathsBelow('/lexikon/')[0]!, 'zh'), pathsBelow('/artikel/')[0]!, '/de/fristenkalender', '/agb', '/zh/preise', '/suche', '/de/no-such-page', '/kontakt', '/de/trainings-workshops', '/ust-id-pruefer', '/zh/vat-quick-scan', '/termin', '/ust-id-bestaetigung', '/e-rechnung-pruefer', '/amazon-ust-bericht', '/zh/ust-saetze']

for (const path of pages) {
  test(`${path}: styled as by the whole stylesheet, light and dark`, async ({ page }) => {
    await page.goto(path)
    await expectStyledAsByWholeStylesheet(page, `${path} (light)`)
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.reload()
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await expectStyledAsByWholeStylesheet(page, `${path} (dark)`)
  })
}

test('the chrome after load: cookie banner, search dialog with results, a toast, mobile menu', async ({ page }) => {
  const t = localize(ui.text, 'de')
  await page.goto('/de/kontakt')
  await expect(page.locator('[data-cookie-banner]')).toBeVisible()
  await expectStyledAsByWholeStylesheet(page, 'cookie banner')
  await page.getByRole('link', { name: t.search.open }).click()
  const dialog = page.getByRole('dialog', { name: t.search.dialogTitle })
  const input = dialog.getByRole('searchbox', { name: t.search.label })
  await expect(input).toBeFocused()
  await input.fill('Reverse Charge')
  await expect(dialog.locator('[data-search-results] a').first()).toBeVisible()
  await expectStyledAsByWholeStylesheet(page, 'search dialog with results')
  await dialog.getByRole('button', { name: t.search.close }).click()
  await expect(dialog).toBeHidden()
  await page.locator('form[action="/api/send-contact-email"]').getByRole('button', { name: t.contactForm.submit }).click()
  await expect(page.locator('[data-toast-list] li')).toBeVisible()
  await expectStyledAsByWholeStylesheet(page, 'the required-field toast')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('button', { name: t.header.openMenu }).click()
  await expect(page.locator('dialog[open]')).toBeVisible()
  await expectStyledAsByWholeStylesheet(page, 'mobile menu open')
})

test('widgets after use: VAT ID result, quick scan result, booking times, e-invoice reports, a VAT report analysed', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'))
  const vies = ustIdPrueferPage.text.en.checker
  await page.goto('/ust-id-pruefer')
  await page.getByLabel(vies.countryLabel).selectOption('DE')
  await page.getByRole('textbox', { name: vies.numberLabel, exact: true }).fill('123456789')
  await page.getByRole('button', { name: vies.submit }).click()
  await expect(page.locator('.result-card')).toHaveAttribute('data-state', 'valid')
  await expectStyledAsByWholeStylesheet(page, 'VAT ID valid')
  await page.getByRole('textbox', { name: vies.numberLabel, exact: true }).fill('111111111')
  await page.getByRole('button', { name: vies.submit }).click()
  await expect(page.locator('.result-card')).toHaveAttribute('data-state', 'error')
  await expectStyledAsByWholeStylesheet(page, 'VAT ID error')

  await page.goto('/zh/vat-quick-scan')
  const questions = vatQuickScanPage.categories.reduce((sum, category) => sum + category.text.zh.questions.length, 0)
  for (let q = 0; q < questions; q++) await page.locator(`input[name="q${q}"][value="yes"]`).check()
  await page.mouse.move(0, 0)
  await expect(page.locator('.result-card')).toHaveAttribute('data-rating', 'red')
  await expectStyledAsByWholeStylesheet(page, 'quick scan red')

  await page.goto('/termin')
  const first = page.locator('input[name="start"]').first()
  await expect(first).toBeVisible()
  await expectStyledAsByWholeStylesheet(page, 'booking: the times on arrival')
  await first.check()
  await expect(page.locator('[data-island="booking-form"]')).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 })
  await expectStyledAsByWholeStylesheet(page, 'booking: a time picked, the details to fill in')

  await page.goto('/e-rechnung-pruefer')
  await page.locator('[data-island="einvoice-checker"] input[type=file]').setInputFiles([
    { name: 'valid.xml', mimeType: 'application/xml', buffer: Buffer.from(invoiceXml({ syntax: 'ubl' })) },
    { name: 'invalid.xml', mimeType: 'application/xml', buffer: Buffer.from(invoiceXml({ syntax: 'cii', defects: { noNumber: true } })) },
  ])
  await expect(page.locator('article.einvoice-report')).toHaveCount(2, { timeout: 20_000 })
  await expectStyledAsByWholeStylesheet(page, 'e-invoice reports')

  await page.goto('/amazon-ust-bericht')
  const report = buildReport({ layout: 'oss_2021', delimiter: '\t', encoding: 'utf-8', dateStyle: 'dash', commaDecimal: false, shortRows: true, crlf: false }, fc.sample(txArb('oss_2021'), { numRuns: 40, seed: 7 }), { established_in: null })
  await page.locator('[data-island="vat-report-analyser"] input[type=file]').setInputFiles([{ name: 'vat.txt', mimeType: 'text/plain', buffer: Buffer.from(report.bytes) }])
  await expect(page.locator('[data-island="vat-report-analyser"] article[data-file="vat.txt"]')).toBeVisible({ timeout: 30_000 })
  // Every fold open (their content is rendered on opening), folds inside folds too.
  const closed = page.locator('[data-island="vat-report-analyser"] details:not([open])')
  while ((await closed.count()) > 0) await closed.evaluateAll((folds) => folds.forEach((fold) => ((fold as HTMLDetailsElement).open = true)))
  await expectStyledAsByWholeStylesheet(page, 'VAT report analysed, every fold open')
})

/** Takes out of the inline stylesheet (by the CSSOM: the CSP forbids changing its text) every class rule in its layers that `selector`'s element matches. */
async function removeRulesUsedBy(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const element = document.querySelector(selector)!
    const sheet = (document.querySelector('style[data-stylesheet]') as HTMLStyleElement).sheet!
    type Container = { cssRules: CSSRuleList; deleteRule(index: number): void }
    const removed: string[] = []
    const remove = (container: Container) => {
      for (let i = container.cssRules.length - 1; i >= 0; i--) {
        const rule = container.cssRules[i]!
        if (rule instanceof CSSStyleRule && rule.selectorText.startsWith('.') && rule.cssRules.length === 0 && element.matches(rule.selectorText)) {
          removed.push(rule.selectorText)
          container.deleteRule(i)
        } else if (rule instanceof CSSLayerBlockRule) remove(rule)
      }
    }
    remove(sheet)
    return removed
  }, selector)
}

test('the check can fail: rules taken out of the inline stylesheet are found', async ({ page }) => {
  await page.goto('/')
  const look = () => page.locator('main h1').evaluate((h1) => ['font-size', 'font-weight', 'color', 'letter-spacing'].map((p) => getComputedStyle(h1).getPropertyValue(p)).join(' '))
  const before = await look()
  expect(await removeRulesUsedBy(page, 'main h1')).not.toEqual([])
  // Taking them out changed how the heading looks.
  expect(await look()).not.toBe(before)
  const failure = await expectStyledAsByWholeStylesheet(page, 'rules removed').then(() => '', (error: Error) => error.message)
  expect(failure).toContain('styled otherwise')
})

test('the check itself: a rule taken out of the inline stylesheet that styles the page is found', async ({ page }) => {
  await page.goto('/de/lexikon')
  // The last screen rule (outside @media and @supports) whose plain selector matches an element here.
  const removed = await page.evaluate(() => {
    const takeOut = (parent: CSSStyleSheet | CSSGroupingRule): string | null => {
      const rules = [...parent.cssRules]
      for (let i = rules.length - 1; i >= 0; i--) {
        const rule = rules[i]!
        if (rule instanceof CSSStyleRule) {
          if (!rule.selectorText.includes(':') && document.querySelector(rule.selectorText) && rule.style.length > 0 && !rule.style[0]!.startsWith('--')) {
            parent.deleteRule(i)
            return rule.cssText
          }
        } else if (rule instanceof CSSGroupingRule && !(rule instanceof CSSMediaRule) && !(rule instanceof CSSSupportsRule)) {
          const found = takeOut(rule)
          if (found) return found
        }
      }
      return null
    }
    return takeOut((document.querySelector('style[data-stylesheet]') as HTMLStyleElement).sheet!)
  })
  expect(removed).not.toBeNull()
  await expect(expectStyledAsByWholeStylesheet(page, `without ${removed}`)).rejects.toThrow(/styled otherwise/)
})
