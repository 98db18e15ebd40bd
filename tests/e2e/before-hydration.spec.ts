import { expect, test, type Page } from '@playwright/test'
import { trainingsWorkshopsPage } from '../../content/pages/trainings-workshops'
import { ustIdPrueferPage } from '../../content/pages/ust-id-pruefer'
import { ui } from '../../content/ui'
import { localize } from '../../core/i18n'
import { holdIslandCode, languages, localizePath } from './helpers'

// SPEC.md §5 names two form behaviours that must hold from the first moment a page is shown, not
// only once its island has hydrated (islands hydrate on first use, renderer/islands/hydrate-on-first-use.ts):
// the VAT check's submit is disabled while country or number is empty, and an empty contact
// submit shows the site's own required-field notice in the page's language and sends nothing.
// Each test holds the island's code on the wire from before the page opens (it is fetched at idle
// after load), checks the behaviour before hydration, releases it, and checks the same behaviour after.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'))
})

const island = (page: Page) => page.locator('[data-island]')

for (const lang of languages) {
  test(`VAT ID validator (${lang}): the submit is disabled while country or number is empty, before and after hydration`, async ({ page }) => {
    const t = ustIdPrueferPage.text[lang].checker
    const held = await holdIslandCode(page, localizePath('/ust-id-pruefer', lang))
    await page.goto(localizePath('/ust-id-pruefer', lang))
    const country = page.getByLabel(t.countryLabel)
    const number = page.getByRole('textbox', { name: t.numberLabel, exact: true })
    const submit = page.getByRole('button', { name: t.submit })

    await expect(submit).toBeDisabled()
    await country.selectOption('AT')
    await expect(submit).toBeDisabled()
    await number.fill('U12345678')
    await expect(submit).toBeEnabled()
    await number.fill('')
    await expect(submit).toBeDisabled()
    await number.fill('   ')
    await expect(submit).toBeDisabled()
    await number.fill('U12345678')
    await expect(submit).toBeEnabled()
    await expect(island(page)).not.toHaveAttribute('data-hydrated')

    held.release()
    await expect(island(page)).toHaveAttribute('data-hydrated', 'true')
    // What was typed is kept, and the button still follows the fields.
    await expect(number).toHaveValue('U12345678')
    await expect(submit).toBeEnabled()
    await number.fill('')
    await expect(submit).toBeDisabled()
    await number.fill('999999999')
    await expect(submit).toBeEnabled()
    await country.selectOption('DE')
    await submit.click()
    await expect(page.locator('.result-card')).toHaveAttribute('data-state', 'invalid')
  })

  test(`VAT ID validator (${lang}): Enter in the empty form checks nothing before hydration`, async ({ page }) => {
    const t = ustIdPrueferPage.text[lang].checker
    const sent: string[] = []
    page.on('request', (r) => r.url().includes('/api/vies-vat-check') && sent.push(r.url()))
    const held = await holdIslandCode(page, localizePath('/ust-id-pruefer', lang))
    await page.goto(localizePath('/ust-id-pruefer', lang))
    await page.getByRole('textbox', { name: t.numberLabel, exact: true }).press('Enter')
    await page.waitForTimeout(300)
    await expect(page).toHaveURL(new RegExp(`${localizePath('/ust-id-pruefer', lang)}$`))
    expect(sent).toEqual([])
    held.release()
  })
}

const contactForms = [
  { path: '/kontakt', title: () => null },
  { path: '/trainings-workshops', title: (lang: 'de' | 'en' | 'zh') => trainingsWorkshopsPage.text[lang].request.title },
] as const

for (const { path } of contactForms) {
  for (const lang of languages) {
    test(`${localizePath(path, lang)}: an empty submit shows the site's notice in the page's language and sends nothing, before and after hydration`, async ({ page }) => {
      const t = localize(ui.text, lang).contactForm
      const sent: string[] = []
      page.on('request', (r) => r.url().includes('/api/') && sent.push(r.url()))
      const held = await holdIslandCode(page, localizePath(path, lang))
      await page.goto(localizePath(path, lang))
      const form = page.locator('form[action="/api/send-contact-email"]')
      const submit = form.getByRole('button', { name: t.submit })
      const toast = page.locator('[data-toast-list] li')

      await submit.click()
      await expect(toast).toHaveText(new RegExp(t.requiredNotice.replace(/[.()]/g, '\\$&')))
      await expect(toast).toHaveAttribute('data-variant', 'destructive')
      // The browser's own bubble ("Please fill out this field.") does not stand in for it.
      expect(await form.evaluate((f: HTMLFormElement) => f.noValidate)).toBe(true)
      const name = form.getByLabel(t.nameLabel, { exact: true })
      await expect(name).toBeFocused()
      await expect(name).toHaveAttribute('aria-invalid', 'true')
      await expect(form).not.toHaveAttribute('aria-busy', 'true')
      await expect(island(page)).not.toHaveAttribute('data-hydrated')
      await expect(page).toHaveURL(new RegExp(`${localizePath(path, lang)}$`))

      // Blanks count as empty; the first empty field gets the focus.
      await name.fill('Erika Muster')
      await expect(name).not.toHaveAttribute('aria-invalid')
      await form.getByLabel(t.emailLabel, { exact: true }).fill('erika@example.com')
      await form.getByLabel(t.messageLabel, { exact: true }).fill('   ')
      await page.evaluate(() => document.querySelector('[data-toast-list] li [data-toast-close]')?.dispatchEvent(new MouseEvent('click')))
      await submit.click()
      await expect(toast).toHaveText(new RegExp(t.requiredNotice.replace(/[.()]/g, '\\$&')))
      await expect(form.getByLabel(t.messageLabel, { exact: true })).toBeFocused()
      await expect(island(page)).not.toHaveAttribute('data-hydrated')

      held.release()
      await expect(island(page)).toHaveAttribute('data-hydrated', 'true')
      await expect(name).toHaveValue('Erika Muster')
      await name.fill('')
      await page.evaluate(() => document.querySelector('[data-toast-list] li [data-toast-close]')?.dispatchEvent(new MouseEvent('click')))
      await expect(toast).toHaveCount(0)
      await submit.click()
      await expect(toast).toHaveText(new RegExp(t.requiredNotice.replace(/[.()]/g, '\\$&')))
      await expect(name).toBeFocused()
      await expect(name).toHaveAttribute('aria-invalid', 'true')
      await page.waitForTimeout(300)
      expect(sent).toEqual([])
    })
  }
}
