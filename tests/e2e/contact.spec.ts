import { expect, test, type Page } from '@playwright/test'
import { trainingsWorkshopsPage } from '../../content/pages/trainings-workshops'
import { ui } from '../../content/ui'
import { localize } from '../../core/i18n'
import { failingSiteUrl, sesEmulatorUrl } from '../../playwright.config'
import { expectNoAxeViolations, languages, localizePath } from './helpers'
import { sesInbox, type StoredEmail } from '../support/ses-inbox'


async function mailsFrom(name: string): Promise<StoredEmail[]> {
  return (await sesInbox(sesEmulatorUrl)).filter((mail) => mail.body.text?.includes(`Name: ${name}`))
}

const forms = [
  { path: '/kontakt', source: () => 'General Contact Form' },
  { path: '/trainings-workshops', source: (lang: 'de' | 'en' | 'zh') => trainingsWorkshopsPage.text[lang].request.title },
] as const

async function fill(page: Page, lang: 'de' | 'en' | 'zh', values: { name: string; email: string; message: string }) {
  const t = localize(ui.text, lang).contactForm
  const form = page.locator('form[action="/api/send-contact-email"]')
  await form.getByLabel(t.nameLabel, { exact: true }).fill(values.name)
  await form.getByLabel(t.emailLabel, { exact: true }).fill(values.email)
  await form.getByLabel(t.messageLabel, { exact: true }).fill(values.message)
  return form
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'))
})

for (const { path } of forms) {
  for (const lang of languages) {
    test(`${path} (${lang}): empty fields show the translated required notice and send nothing`, async ({ page }) => {
      const t = localize(ui.text, lang).contactForm
      await page.goto(localizePath(path, lang))
      const name = `Required ${lang} ${path} ${Date.now()}`
      const form = await fill(page, lang, { name, email: 'x@example.com', message: '   ' })
      await form.getByRole('button', { name: t.submit }).click()
      const toast = page.locator('[data-toast-list] li')
      await expect(toast).toHaveText(new RegExp(t.requiredNotice.replace(/[.()]/g, '\\$&')))
      await expect(page.locator('[data-toast-list]')).toHaveAttribute('aria-live', 'assertive')
      // axe with the toast open (it once found a role=alert <li> breaking the list). The pointer
      // rests on the toast, which pauses its 5 s dismissal (SPEC.md §4) while axe runs.
      await toast.hover()
      await expectNoAxeViolations(page, `${path} (${lang}) with the required-field toast`)
      await expect(toast).toBeVisible()
      await expect(form.getByLabel(t.messageLabel, { exact: true })).toHaveAttribute('aria-invalid', 'true')
      await expect(form.getByLabel(t.messageLabel, { exact: true })).toBeFocused()
      await page.waitForTimeout(300)
      expect(await mailsFrom(name)).toEqual([])
    })
  }
}

for (const [i, { path, source }] of forms.entries()) {
  const lang = (['de', 'en'] as const)[i]!
  test(`${path} (${lang}): sends, shows the success toast, clears the fields; the firm gets the mail`, async ({ page }) => {
    const t = localize(ui.text, lang).contactForm
    await page.goto(localizePath(path, lang))
    const name = `Success ${path} ${Date.now()}`
    const form = await fill(page, lang, { name, email: 'kunde@example.com', message: 'Wir brauchen eine USt-ID.' })
    await expectNoAxeViolations(page, `${path} form filled`)
    await form.getByRole('button', { name: t.submit }).click()
    const toast = page.locator('[data-toast-list] li')
    await expect(toast).toContainText(t.success.title)
    await expect(toast).toContainText(t.success.text)
    for (const label of [t.nameLabel, t.emailLabel, t.messageLabel]) await expect(form.getByLabel(label, { exact: true })).toHaveValue('')
    await expect.poll(() => mailsFrom(name).then((m) => m.length)).toBe(1)
    const [mail] = await mailsFrom(name)
    expect(mail!.replyTo).toEqual(['kunde@example.com'])
    expect(mail!.subject).toBe(`Website-Anfrage: ${source(lang)} – ${name}`)
  })

  test(`${path} (${lang}): when sending fails, the error toast appears, the fields stay, the error is logged`, async ({ page }) => {
    const t = localize(ui.text, lang).contactForm
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    await page.goto(`${failingSiteUrl}${localizePath(path, lang)}`)
    const form = await fill(page, lang, { name: 'Failing', email: 'kunde@example.com', message: 'Bitte melden Sie sich.' })
    await form.getByRole('button', { name: t.submit }).click()
    const toast = page.locator('[data-toast-list] li')
    await expect(toast).toContainText(t.failure.title, { timeout: 20_000 })
    await expect(toast).toContainText(t.failure.text)
    await expect(toast).toHaveAttribute('data-variant', 'destructive')
    await expect(form.getByLabel(t.messageLabel, { exact: true })).toHaveValue('Bitte melden Sie sich.')
    await expect(form.getByRole('button', { name: t.submit })).toBeEnabled()
    expect(errors.some((e) => e.includes('Contact form: sending failed'))).toBe(true)
  })
}

test('while sending, the fields and the button are disabled and the button says Sending…', async ({ page }) => {
  const t = localize(ui.text, 'en').contactForm
  await page.route('**/api/send-contact-email', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.continue()
  })
  await page.goto('/kontakt')
  const form = await fill(page, 'en', { name: `Slow ${Date.now()}`, email: 'a@example.com', message: 'Hello' })
  await form.getByRole('button', { name: t.submit }).click()
  await expect(form.getByRole('button', { name: t.sending })).toBeDisabled()
  await expect(form.getByLabel(t.nameLabel, { exact: true })).toBeDisabled()
  await expect(page.locator('[data-toast-list] li')).toContainText(t.success.title)
})

for (const { path, source } of forms) {
  test(`${path} without JavaScript: posts the form and lands on the result page`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const t = localize(ui.text, 'zh').contactForm
    await page.goto(localizePath(path, 'zh'))
    const name = `NoJS ${path} ${Date.now()}`
    const form = await fill(page, 'zh', { name, email: 'kunde@example.com', message: '我们需要注册增值税。' })
    await form.getByRole('button', { name: t.submit }).click()
    await expect(page).toHaveURL(/\/zh\/kontakt\/gesendet$/)
    await expect(page.locator('h1')).toHaveText(t.sentPage.title)
    await expect.poll(() => mailsFrom(name).then((m) => m.length)).toBe(1)
    expect((await mailsFrom(name))[0]!.subject).toContain(source('zh'))

    await page.goto(localizePath(path, 'zh'))
    const again = await fill(page, 'zh', { name: 'NoJS', email: 'kunde@example.com', message: '   ' })
    await again.getByRole('button', { name: t.submit }).click()
    await expect(page).toHaveURL(/\/zh\/kontakt\/fehler\/missing-fields$/)
    await expect(page.getByText(t.errorPage.reasons['missing-fields'])).toBeVisible()
    await context.close()
  })
}

test('the result pages of the form without JavaScript pass axe and are not indexed', async ({ page }) => {
  for (const path of ['/kontakt/gesendet', '/de/kontakt/fehler/send-failed', '/zh/kontakt/fehler/invalid-email']) {
    expect((await page.goto(path))?.status()).toBe(200)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expectNoAxeViolations(page, path)
  }
})
