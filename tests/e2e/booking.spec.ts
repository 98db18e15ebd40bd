import { expect, test, type Page } from '@playwright/test'
import { terminPage } from '../../content/pages/termin'
import { bookingApi } from '../../core/booking-api'
import { intlLocale } from '../../core/intl-locale'
import { format } from '../../core/text'
import { sesEmulatorUrl } from '../../playwright.config'
import { collectConsoleErrors, expectNoAxeViolations, languages, localizePath, type Lang } from './helpers'
import { sesInbox, type StoredEmail } from '../support/ses-inbox'


async function mailsTo(address: string): Promise<StoredEmail[]> {
  return (await sesInbox(sesEmulatorUrl)).filter((mail) => mail.destination.to.some((to) => to.includes(address)))
}

/**
 * Tests run in parallel against one server, so each books on a day of its own (the n-th day with
 * free times): a booking elsewhere never moves the slot a test picks.
 */
async function pickFirstSlotOfDay(page: Page, day: number): Promise<string> {
  // A closed day's times are rendered once it is opened.
  const details = page.locator('[data-slot-days] > details').nth(day)
  if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open))) await details.locator('summary').click()
  const radio = details.locator('input[name="start"]').first()
  await radio.check()
  return (await radio.getAttribute('value'))!
}

const island = (page: Page) => page.locator('[data-island="booking-form"]')

/** The island's first use (a pointer over it), then React owns the form. */
async function hydrate(page: Page): Promise<void> {
  await island(page).hover()
  // React and the form load on this first use: on a loaded machine that takes more than the default 5 s.
  await expect(island(page)).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 })
}

/** A zone's name as the visitor's own date reads it, by Intl in the test's own process (not the page's code). */
function zoneName(zone: string, lang: Lang, at = new Date()): string {
  return new Intl.DateTimeFormat(intlLocale[lang], { timeZone: zone, timeZoneName: 'long' }).formatToParts(at).find((p) => p.type === 'timeZoneName')!.value
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'))
})

// A visitor in Shenzhen: the browser's zone is Asia/Shanghai.
test.use({ timezoneId: 'Asia/Shanghai' })

for (const [index, lang] of languages.entries()) {
  test(`/termin (${lang}): the times are there on arrival without React, in the own zone with Berlin beside it; the notice for missing fields; book; both mails`, async ({ page }) => {
    // A long flow with three axe runs: on a loaded machine it needs more than the default minute.
    test.slow()
    const t = terminPage.text[lang].form
    await page.goto(localizePath('/termin', lang))
    // The picker shows the visitor's zone from page load, before any script of React.
    await expect(page.getByLabel(t.zoneLabel)).toHaveValue('Asia/Shanghai')
    // Times on arrival: no click, and React not loaded (only data was fetched).
    await expect(page.getByRole('group', { name: t.slotsLegend })).toBeVisible()
    await expect(page.locator('input[name="start"]').first()).toBeVisible()
    await expect(island(page)).not.toHaveAttribute('data-hydrated')
    await expectNoAxeViolations(page, `/termin (${lang}) with the times on arrival`)
    await hydrate(page)
    const start = await pickFirstSlotOfDay(page, index + 1)
    // The label shows the time in Shanghai and the time in Berlin of the same instant.
    const instant = new Date(start)
    const clock = (timeZone: string) => new Intl.DateTimeFormat(intlLocale[lang], { timeZone, hour: '2-digit', minute: '2-digit' }).format(instant)
    const [shanghai, berlin] = [clock('Asia/Shanghai'), clock('Europe/Berlin')]
    // Eight hours apart in winter (UTC+8 and UTC+1), six in summer.
    expect([6, 7]).toContain((Number(shanghai.slice(0, 2)) - Number(berlin.slice(0, 2)) + 24) % 24)
    const label = page.locator('label').filter({ has: page.locator(`input[value="${start}"]`) })
    await expect(label).toContainText(shanghai)
    await expect(label).toContainText(format(t.firmTime, { time: berlin }))
    // The call's languages and the note against confidential details stand on the page.
    await expect(page.getByText(t.callLanguages)).toBeVisible()
    await expect(page.getByText(t.confidentialHint)).toBeVisible()

    // Submitted without a name: the site's notice in the page's language, nothing sent.
    const email = `booker-${lang}-${Date.now()}@example.com`
    await page.getByLabel(t.emailLabel, { exact: true }).fill(email)
    await page.getByLabel(t.phoneLabel, { exact: true }).fill('+86 755 1234 5678')
    await page.getByLabel(t.companyLabel, { exact: true }).fill('Lin Trading Ltd.')
    await page.getByRole('button', { name: t.submit }).click()
    const toast = page.locator('[data-toast-list] li')
    await expect(toast).toContainText(t.requiredNotice)
    await toast.hover()
    await expectNoAxeViolations(page, `/termin (${lang}) with the slots and the notice`)
    await expect(page.getByLabel(t.nameLabel, { exact: true })).toBeFocused()

    await page.getByLabel(t.nameLabel, { exact: true }).fill('Mei Lin')
    await page.getByLabel(t.opposingPartyLabel, { exact: true }).fill('Finanzamt Wiesbaden II')
    await page.getByLabel(terminPage.text[lang].form.intake.marketplaces).fill('Amazon DE, FR')
    await page.getByRole('button', { name: t.submit }).click()
    await expect(page.getByRole('heading', { name: t.success.title })).toBeVisible()
    await expect(page.getByRole('status')).toContainText(email)
    await expectNoAxeViolations(page, `/termin (${lang}) booked`)
    await expect.poll(() => mailsTo(email).then((m) => m.length)).toBe(1)
    const [mail] = await mailsTo(email)
    expect(mail!.attachments.map((a) => a.contentType)).toContain('text/calendar')
    expect(mail!.subject).toContain(shanghai)
  })
}

test('/termin: a time picked in the list shown on arrival stays picked and focused when React takes over', async ({ page }) => {
  const t = terminPage.text.en.form
  // The zones and times rewritten before hydration match what React renders: no hydration mismatch is reported.
  const errors = collectConsoleErrors(page)
  await page.goto('/termin')
  const first = page.locator('[data-slots-preview] input[name="start"]').first()
  await expect(first).toBeVisible()
  await expect(island(page)).not.toHaveAttribute('data-hydrated')
  const start = (await first.getAttribute('value'))!
  // Keyboard only: Tab into the list (the first use), Space picks the time.
  await first.focus()
  await page.keyboard.press('Space')
  await expect(island(page)).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 })
  await expect(page.locator('[data-slots-preview]')).toHaveCount(0)
  const radio = page.locator(`input[name="start"][value="${start}"]`)
  await expect(radio).toBeChecked()
  await expect(radio).toBeFocused()
  await expect(page.getByLabel(t.companyLabel, { exact: true })).toBeVisible()
  expect(errors).toEqual([])
})

test('/termin: Space pressed on a time of the list shown on arrival and released after React replaced that list still picks it', async ({ page }) => {
  // On a busy phone React's list can replace the one shown on arrival between a key's press and its release;
  // the browser then activates nothing (the pressed radio is gone), so the island completes the pick.
  await page.goto('/termin')
  const first = page.locator('[data-slots-preview] input[name="start"]').first()
  await expect(first).toBeVisible()
  const start = (await first.getAttribute('value'))!
  await first.focus()
  await page.keyboard.down('Space')
  await expect(island(page)).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 })
  await expect(page.locator('[data-slots-preview]')).toHaveCount(0)
  const radio = page.locator(`input[name="start"][value="${start}"]`)
  await expect(radio).toBeFocused()
  await page.keyboard.up('Space')
  await expect(radio).toBeChecked()
  // Only that key's release picks: a later Space on another time picks that one, as the browser does.
  const second = page.locator('input[name="start"]').nth(1)
  await second.focus()
  await page.keyboard.press('Space')
  await expect(second).toBeChecked()
  await expect(radio).not.toBeChecked()
})

// Visitors whose zone the picker does not list (Toronto), lists under another city's name (Madrid),
// or lists (Shanghai): their own zone is selected, named as today reads it, Berlin stays with its name.
for (const zone of ['America/Toronto', 'Europe/Madrid', 'Asia/Shanghai']) {
  for (const lang of languages) {
    test(`/termin (${lang}) in ${zone}: the own zone is selected and named as today reads it, the times show Berlin beside them`, async ({ browser }) => {
      test.slow()
      const context = await browser.newContext({ timezoneId: zone })
      const page = await context.newPage()
      await page.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'))
      const errors = collectConsoleErrors(page)
      const t = terminPage.text[lang].form
      await page.goto(localizePath('/termin', lang))
      const picker = page.getByLabel(t.zoneLabel)
      await expect(picker).toHaveValue(zone)
      const city = zone.split('/')[1]!.replace(/_/g, ' ')
      const own = picker.locator('option:checked')
      await expect(own).toHaveText(`${zoneName(zone, lang)} (${city})`)
      await expect(picker.locator('option[value="Europe/Berlin"]')).toHaveText(`${zoneName('Europe/Berlin', lang)} (Berlin)`)
      expect(await picker.locator(`option[value="${zone}"]`).count()).toBe(1)
      // On arrival, each time with the Berlin time beside it (Madrid keeps Berlin's clock, yet is not Berlin).
      const slot = page.locator('[data-slots-preview] input[name="start"]').first()
      await expect(slot).toBeVisible()
      const instant = new Date((await slot.getAttribute('value'))!)
      const berlin = new Intl.DateTimeFormat(intlLocale[lang], { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' }).format(instant)
      const local = new Intl.DateTimeFormat(intlLocale[lang], { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(instant)
      const label = page.locator('label').filter({ has: page.locator(`input[value="${instant.toISOString()}"]`) }).first()
      await expect(label).toContainText(local)
      await expect(label).toContainText(format(t.firmTime, { time: berlin }))
      await expectNoAxeViolations(page, `/termin (${lang}) in ${zone} on arrival`)
      // React takes the same zone and names over.
      await hydrate(page)
      await expect(picker).toHaveValue(zone)
      await expect(picker.locator('option:checked')).toHaveText(`${zoneName(zone, lang)} (${city})`)
      // The zone added before hydration is in React's props too: no hydration mismatch.
      expect(errors).toEqual([])
      await context.close()
    })
  }
}

// The zones and times on arrival are worked out in a Web Worker (arrival.ts), so the page's own thread
// pays no Intl start-up while it loads. Where the worker's code does not come, or has not answered when
// the island hydrates, the page does the same work itself: the own zone is still selected and named.
for (const worker of ['fails to load', 'has not answered when the island hydrates'] as const) {
  test(`/termin in America/Toronto: when the arrival worker ${worker}, the own zone is selected and named, the times read in it`, async ({ browser }) => {
    test.slow()
    const context = await browser.newContext({ timezoneId: 'America/Toronto' })
    const page = await context.newPage()
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'))
    const errors = collectConsoleErrors(page)
    let asked = 0
    // The worker's script: refused, or held back until the island owns the form.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/arrival-worker-[^/]+\.js$/, async (route) => {
      asked++
      if (worker === 'fails to load') return route.abort()
      await held
      await route.continue()
    })
    const t = terminPage.text.en.form
    await page.goto('/termin')
    const picker = page.getByLabel(t.zoneLabel)
    // The page asks for the worker while its chrome script runs; the route sees the request a moment later.
    await expect.poll(() => asked).toBe(1)
    if (worker === 'has not answered when the island hydrates') {
      await expect(picker).toHaveValue('Europe/Berlin')
      await hydrate(page)
      release()
    }
    await expect(picker).toHaveValue('America/Toronto')
    await expect(picker.locator('option:checked')).toHaveText(`${zoneName('America/Toronto', 'en')} (Toronto)`)
    const slot = page.locator('input[name="start"]').first()
    await expect(slot).toBeVisible()
    const instant = new Date((await slot.getAttribute('value'))!)
    const local = new Intl.DateTimeFormat(intlLocale.en, { timeZone: 'America/Toronto', hour: '2-digit', minute: '2-digit' }).format(instant)
    await expect(page.locator('label').filter({ has: page.locator(`input[value="${instant.toISOString()}"]`) }).first()).toContainText(local)
    if (worker === 'fails to load') await expect(island(page)).not.toHaveAttribute('data-hydrated')
    expect(errors.filter((error) => !/arrival-worker/.test(error))).toEqual([])
    // Asked once: a worker that failed is not asked again.
    expect(asked).toBe(1)
    await context.close()
  })
}

test('/termin: a time taken meanwhile gets the clear answer and a fresh list', async ({ page, request }) => {
  const t = terminPage.text.en.form
  await page.goto('/termin')
  await hydrate(page)
  const start = await pickFirstSlotOfDay(page, 4)
  // Someone else books the same time first.
  const other = await request.post(bookingApi.bookPath, { data: { start, name: 'Quick', email: `quick-${Date.now()}@example.com`, channel: 'phone', phone: '+49 30 123456', company: 'Quick GmbH', lang: 'de' } })
  expect(other.status()).toBe(200)
  await page.getByLabel(t.nameLabel, { exact: true }).fill('Slow')
  await page.getByLabel(t.emailLabel, { exact: true }).fill(`slow-${Date.now()}@example.com`)
  await page.getByLabel(t.phoneLabel, { exact: true }).fill('+1 312 555 0100')
  await page.getByLabel(t.companyLabel, { exact: true }).fill('Slow Inc.')
  await page.getByRole('button', { name: t.submit }).click()
  await expect(page.getByRole('alert')).toContainText(t.errors.slotTaken)
  await expect(page.locator(`input[value="${start}"]`)).toHaveCount(0)
})

// Without JavaScript, in each language: a video call (no phone number asked by the browser), then the mail's link.
const noScript: { lang: Lang; zone: string; day: number; action: 'cancel' | 'reschedule' }[] = [
  { lang: 'de', zone: 'America/Chicago', day: 5, action: 'cancel' },
  { lang: 'en', zone: 'America/New_York', day: 6, action: 'reschedule' },
  { lang: 'zh', zone: 'Asia/Shanghai', day: 7, action: 'cancel' },
]

for (const { lang, zone, day, action } of noScript) {
  test(`/termin (${lang}) without JavaScript: the functions' pages list the times, a video call books without a phone number, and the mail's link can ${action}`, async ({ browser }) => {
    // Booking, the link's pages, the change and the page after it, each with axe: more than the default minute on a busy machine.
    test.slow()
    const context = await browser.newContext({ javaScriptEnabled: false, timezoneId: zone })
    const page = await context.newPage()
    const t = terminPage.text[lang].form
    const mailText = terminPage.text[lang].mail
    await page.goto(localizePath('/termin', lang))
    await page.getByLabel(t.zoneLabel).selectOption(zone)
    await page.getByRole('button', { name: t.showSlots }).click()
    await expect(page).toHaveURL(new RegExp(`${bookingApi.slotsPath}\\?`))
    const slotsPage = page.url()
    const start = await pickFirstSlotOfDay(page, day)
    const email = `nojs-${lang}-${Date.now()}@example.com`
    await page.getByLabel(t.channels.video).check()
    await page.getByLabel(t.nameLabel, { exact: true }).fill('John Doe')
    await page.getByLabel(t.emailLabel, { exact: true }).fill(email)
    await page.getByLabel(t.companyLabel, { exact: true }).fill('Doe Trading LLC')
    // A phone number that is none: the server's answer keeps the chosen time and the entries.
    await page.getByLabel(t.phoneLabel, { exact: true }).fill('call me')
    await page.getByRole('button', { name: t.submit }).click()
    await expect(page.getByRole('alert')).toContainText(t.errors.invalidPhone)
    await expect(page.locator(`input[name="start"][value="${start}"]`)).toBeChecked()
    await expect(page.getByLabel(t.channels.video)).toBeChecked()
    await expect(page.getByLabel(t.companyLabel, { exact: true })).toHaveValue('Doe Trading LLC')
    const errorPage = page.url()
    // For a video call the phone is not needed, and the browser does not ask for it.
    await page.getByLabel(t.phoneLabel, { exact: true }).fill('')
    await page.getByRole('button', { name: t.submit }).click()
    await expect(page.getByRole('heading', { name: t.success.title })).toBeVisible()
    await expect.poll(() => mailsTo(email).then((m) => m.length)).toBe(1)

    // The mail's links: a page first (a link scanner that opens it changes nothing), then the button.
    const [mail] = await mailsTo(email)
    const linkAfter = (label: string) => new URL(new RegExp(`${format(label, { url: '' }).trim()}\\s*(https?://\\S+)`).exec(mail!.body.text ?? '')![1]!)
    const [cancelLink, rescheduleLink] = [linkAfter(mailText.cancelLink), linkAfter(mailText.rescheduleLink)]
    const room = linkAfter(mailText.videoCall)
    const m = terminPage.text[lang].manage
    // axe runs in the page, so it looks at the functions' pages (they have no script of their own) with JavaScript on.
    const checker = await (await browser.newContext()).newPage()
    for (const [url, label] of [[slotsPage, 'the slots page'], [`${cancelLink.pathname}${cancelLink.search}`, 'the cancel page'], [`${rescheduleLink.pathname}${rescheduleLink.search}`, 'the reschedule page']] as const) {
      await checker.goto(new URL(url, page.url()).href)
      await expect(checker.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoAxeViolations(checker, `${label} of the functions (${lang}, no JavaScript)`)
    }
    expect(errorPage).toContain(bookingApi.bookPath)
    if (action === 'cancel') {
      await page.goto(`${cancelLink.pathname}${cancelLink.search}`)
      await expect(page.getByRole('heading', { name: m.title })).toBeVisible()
      // The page names the call's own room, as the mail does.
      await expect(page.locator(`a[href="${room.href}"]`)).toBeVisible()
      await page.getByRole('button', { name: m.cancelButton }).click()
      await expect(page.getByRole('status')).toHaveText(m.cancelled)
      await expect.poll(() => mailsTo(email).then((mails) => mails.length)).toBe(2)
      expect((await mailsTo(email))[1]!.subject.startsWith(format(mailText.subjects.cancelled, { date: '', time: '' }).slice(0, 3))).toBe(true)
      // The link again: the call is cancelled, the page says so and offers a new booking, nothing to press.
      await checker.goto(new URL(`${cancelLink.pathname}${cancelLink.search}`, page.url()).href)
      await expect(checker.getByRole('status')).toContainText(m.alreadyCancelled.split('{date}')[0]!.trim())
      await expect(checker.getByRole('link', { name: m.bookAgain })).toBeVisible()
      await expect(checker.getByRole('button')).toHaveCount(0)
      await expectNoAxeViolations(checker, `the cancelled call's page (${lang})`)
    } else {
      await page.goto(`${rescheduleLink.pathname}${rescheduleLink.search}`)
      await pickFirstSlotOfDay(page, day + 2)
      await page.getByRole('button', { name: m.rescheduleButton }).click()
      await expect(page.getByRole('status')).toHaveText(m.rescheduled)
      await expect.poll(() => mailsTo(email).then((mails) => mails.length)).toBe(2)
      const moved = (await mailsTo(email))[1]!
      expect(moved.subject.startsWith(format(mailText.subjects.moved, { date: '', time: '' }).slice(0, 3))).toBe(true)
      // Moved, the call keeps its room.
      expect(moved.body.text).toContain(room.href)
      // The first mail's links name the old time: they change nothing now, and say where the call is.
      await page.goto(`${cancelLink.pathname}${cancelLink.search}`)
      await expect(page.getByRole('status')).toContainText(m.moved.split('{date}')[0]!.trim())
      await expect(page.getByRole('button')).toHaveCount(0)
      await checker.goto(page.url())
      await expectNoAxeViolations(checker, `the moved call's page from an older link (${lang})`)
    }
    await context.close()
  })
}

test('/termin (zh): "....." is refused in the browser with the translated error, nothing sent; a number typed by a Chinese input method with 转 books and the mail names it as the firm dials it', async ({ page }) => {
  test.slow()
  const t = terminPage.text.zh.form
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === bookingApi.bookPath) posts.push(request.url())
  })
  await page.goto(localizePath('/termin', 'zh'))
  await hydrate(page)
  await pickFirstSlotOfDay(page, 10)
  const email = `fullwidth-${Date.now()}@example.cn`
  await page.getByLabel(t.nameLabel, { exact: true }).fill('Mei Lin')
  await page.getByLabel(t.emailLabel, { exact: true }).fill(email)
  await page.getByLabel(t.companyLabel, { exact: true }).fill('Lin Trading Ltd.')
  const phone = page.getByLabel(t.phoneLabel, { exact: true })
  await phone.fill('.....')
  await page.getByRole('button', { name: t.submit }).click()
  await expect(page.getByRole('alert')).toContainText(t.errors.invalidPhone)
  await expect(phone).toHaveAttribute('aria-invalid', 'true')
  await expect(phone).toBeFocused()
  expect(posts).toHaveLength(0)

  await phone.fill('＋８６ ７５５ １２３４ ５６７８转１２３')
  await page.getByRole('button', { name: t.submit }).click()
  await expect(page.getByRole('heading', { name: t.success.title })).toBeVisible()
  expect(posts).toHaveLength(1)
  await expect.poll(() => mailsTo(email).then((m) => m.length)).toBe(1)
  const [mail] = await mailsTo(email)
  expect(mail!.body.text).toContain(format(terminPage.text.zh.mail.phoneCall, { phone: '+86 755 1234 5678 ext. 123' }))
})
