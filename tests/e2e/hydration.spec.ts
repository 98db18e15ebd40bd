import { expect, test, type Page } from '@playwright/test'
import { ustIdBestaetigungPage } from '../../content/pages/ust-id-bestaetigung'
import { ustIdPrueferPage } from '../../content/pages/ust-id-pruefer'
import { vatQuickScanPage } from '../../content/pages/vat-quick-scan'
import { ui } from '../../content/ui'
import { localize } from '../../core/i18n'
import { sesEmulatorUrl } from '../../playwright.config'
import { collectConsoleErrors, holdIslandCode, pageScripts } from './helpers'

// Islands hydrate on first use; their code (React, react-dom, the widget) is fetched at idle after
// the page has loaded (renderer/islands/hydrate-on-first-use.ts). These tests run on a CPU slowed
// fourfold, as a mid-range phone, and hold the island's code on the wire while the visitor types,
// so every keystroke lands in the server-rendered form before React owns it.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'))
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
})

async function inbox(): Promise<{ body: { text?: string } }[]> {
  return ((await (await fetch(`${sesEmulatorUrl}/store`)).json()) as { emails: { body: { text?: string } }[] }).emails
}

const island = (page: Page) => page.locator('[data-island]')

for (const path of ['/kontakt', '/trainings-workshops', '/ust-id-pruefer', '/vat-quick-scan', '/termin', '/ust-id-bestaetigung', '/e-rechnung-pruefer', '/amazon-ust-bericht']) {
  test(`${path}: only the page's own scripts before load; React and the island at idle after it; the first use only hydrates, with React`, async ({ page }) => {
    const own = pageScripts(path)
    const scripts: string[] = []
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname))
    await page.goto(path)
    // The islands' code is fetched at idle after load; each island says when it is there.
    for (const element of await island(page).all()) await expect(element).toHaveAttribute('data-loaded', 'true', { timeout: 20_000 })
    // Each script's fetch against the load event, as the page's own clock saw them.
    const timing = await page.evaluate(() => ({
      loadEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      scripts: performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname.endsWith('.js')).map((e) => ({ path: new URL(e.name).pathname, start: e.startTime })),
    }))
    expect(timing.loadEnd).toBeGreaterThan(0)
    const beforeLoad = timing.scripts.filter((s) => s.start < timing.loadEnd).map((s) => s.path)
    const afterLoad = timing.scripts.filter((s) => s.start >= timing.loadEnd).map((s) => s.path)
    expect(beforeLoad.every((s) => own.has(s)), `scripts before load: ${beforeLoad.join(', ')}`).toBe(true)
    expect(afterLoad.length).toBeGreaterThan(0)
    expect(afterLoad.some((s) => own.has(s))).toBe(false)
    await expect(island(page).first()).not.toHaveAttribute('data-hydrated')
    const fetchedBeforeUse = scripts.length
    await island(page).first().locator('input:not([type=hidden]), select').first().focus()
    await expect(island(page).first()).toHaveAttribute('data-hydrated', 'true')
    // Nothing more to fetch on first use; the island's root is React's (react-dom marks its container).
    expect(scripts.slice(fetchedBeforeUse)).toEqual([])
    expect(await island(page).first().evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactContainer$')))).toBe(true)
  })
}

test('contact form: what is typed before hydration is kept and sent with what is typed after', async ({ page }) => {
  const t = localize(ui.text, 'en').contactForm
  const errors = collectConsoleErrors(page)
  const held = await holdIslandCode(page, '/kontakt')
  await page.goto('/kontakt')
  const name = `Early typist ${Date.now()}`
  const form = page.locator('form[action="/api/send-contact-email"]')
  await form.getByLabel(t.nameLabel, { exact: true }).pressSequentially(name)
  await form.getByLabel(t.emailLabel, { exact: true }).pressSequentially('early@example.com')
  const message = form.getByLabel(t.messageLabel, { exact: true })
  await message.pressSequentially('Typed before hydration.')
  expect(held.requested.length).toBeGreaterThan(0)
  await expect(island(page)).not.toHaveAttribute('data-hydrated')
  held.release()
  await expect(island(page)).toHaveAttribute('data-hydrated', 'true')
  await expect(message).toHaveValue('Typed before hydration.')
  await message.press('End')
  await message.pressSequentially(' And after.')
  await form.getByRole('button', { name: t.submit }).click()
  await expect(page.locator('[data-toast-list] li')).toContainText(t.success.title)
  await expect(page).toHaveURL(/\/kontakt$/)
  await expect.poll(async () => (await inbox()).find((m) => m.body.text?.includes(`Name: ${name}`))?.body.text ?? '').toContain('Typed before hydration. And after.')
  expect(errors).toEqual([])
})

test('contact form: a submit while the code loads waits for it and is sent by the island', async ({ page }) => {
  const t = localize(ui.text, 'de').contactForm
  const held = await holdIslandCode(page, '/de/kontakt')
  await page.goto('/de/kontakt')
  const name = `Early sender ${Date.now()}`
  const form = page.locator('form[action="/api/send-contact-email"]')
  await form.getByLabel(t.nameLabel, { exact: true }).fill(name)
  await form.getByLabel(t.emailLabel, { exact: true }).fill('early@example.com')
  await form.getByLabel(t.messageLabel, { exact: true }).fill('Sent before the form was hydrated.')
  await form.getByRole('button', { name: t.submit }).click()
  await expect(form).toHaveAttribute('aria-busy', 'true')
  held.release()
  await expect(page.locator('[data-toast-list] li')).toContainText(t.success.title)
  await expect(page).toHaveURL(/\/de\/kontakt$/)
  await expect.poll(async () => (await inbox()).filter((m) => m.body.text?.includes(`Name: ${name}`)).length).toBe(1)
})

test('contact form: when the code cannot load, a submit posts the form as without JavaScript', async ({ page }) => {
  const t = localize(ui.text, 'zh').contactForm
  // The page's own scripts load; the islands' code (fetched at idle and again on first use) never arrives.
  const own = pageScripts('/zh/kontakt')
  await page.route('**/*.js', (route) => (own.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort()))
  await page.goto('/zh/kontakt')
  const name = `No code ${Date.now()}`
  const form = page.locator('form[action="/api/send-contact-email"]')
  await form.getByLabel(t.nameLabel, { exact: true }).fill(name)
  await form.getByLabel(t.emailLabel, { exact: true }).fill('nocode@example.com')
  await form.getByLabel(t.messageLabel, { exact: true }).fill('Posted natively.')
  await form.getByRole('button', { name: t.submit }).click()
  await expect(page).toHaveURL(/\/zh\/kontakt\/gesendet$/)
  await expect.poll(async () => (await inbox()).filter((m) => m.body.text?.includes(`Name: ${name}`)).length).toBe(1)
})

test('VAT ID validator: country and number chosen before hydration are checked by the island', async ({ page }) => {
  const t = localize(ustIdPrueferPage.text, 'en').checker
  const held = await holdIslandCode(page, '/ust-id-pruefer')
  await page.goto('/ust-id-pruefer')
  await page.getByLabel(t.countryLabel).selectOption('DE')
  await page.getByRole('textbox', { name: t.numberLabel, exact: true }).pressSequentially('123456789')
  held.release()
  await expect(island(page)).toHaveAttribute('data-hydrated', 'true')
  await page.getByRole('button', { name: t.submit }).click()
  await expect(page.locator('.result-card')).toHaveAttribute('data-state', 'valid')
  await expect(page.locator('.result-card')).toContainText('Muster Handels GmbH')
  await expect(page).toHaveURL(/\/ust-id-pruefer$/)
})

test('quick scan: fifteen answers chosen before hydration give the result', async ({ page }) => {
  const held = await holdIslandCode(page, '/vat-quick-scan')
  await page.goto('/vat-quick-scan')
  for (let q = 0; q < 15; q++) await page.locator(`input[name="q${q}"][value="${q < 14 ? 'no' : 'yes'}"]`).check()
  held.release()
  await expect(island(page)).toHaveAttribute('data-hydrated', 'true')
  await expect(page.locator('.result-card')).toHaveAttribute('data-rating', 'green')
  await expect(page.locator('[data-progress]')).toHaveText(vatQuickScanPage.text.en.progress.replace('{answered}', '15').replace('{total}', '15'))
})

test('qualified confirmation: a country chosen while React hydrates the form is the one the island asks about', async ({ page }) => {
  const t = ustIdBestaetigungPage.text.en.form
  const form = page.locator('[data-island="qualified-check"]')
  const held = await holdIslandCode(page, '/ust-id-bestaetigung')
  await page.goto('/ust-id-bestaetigung')
  await form.getByLabel(t.requesterLabel, { exact: true }).fill('DE811907980')
  await form.getByLabel(t.numberLabel).fill('U55550000')
  await form.getByLabel(t.companyNameLabel).fill('Muster Handels GmbH')
  await form.getByLabel(t.cityLabel).fill('Wien')
  await form.getByLabel(t.declaration.label).check()
  // The visitor's choice lands after the island's fields were read and before React's first commit,
  // as a change does when hydration takes long on a busy phone: the island marks data-hydrating
  // just before hydrateRoot, and the observer's callback runs before React's first render slice.
  await form.evaluate((island) => {
    new MutationObserver((_, observer) => {
      if (island.dataset.hydrating !== 'true') return
      observer.disconnect()
      const select = island.querySelector<HTMLSelectElement>('select[name="countryCode"]')!
      select.value = 'AT'
      for (const type of ['input', 'change']) select.dispatchEvent(new Event(type, { bubbles: true }))
    }).observe(island, { attributeFilter: ['data-hydrating'] })
  })
  held.release()
  await expect(form).toHaveAttribute('data-hydrated', 'true')
  await expect(form.getByLabel(t.countryLabel)).toHaveValue('AT')
  await form.getByRole('button', { name: t.submit }).click()
  await expect(page.locator('.qualified-result').getByRole('heading', { name: t.outcomes.valid.title, exact: true })).toBeVisible()
  await expect(page.locator('.qualified-result')).toHaveAttribute('data-outcome', 'valid')
})
