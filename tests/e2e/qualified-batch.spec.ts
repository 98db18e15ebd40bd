import { expect, test } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { ustIdBestaetigungPage } from '../../content/pages/ust-id-bestaetigung'
import { csvDelimiter } from '../../core/qualified-batch'
import { format } from '../../core/text'
import { pythonCsv } from '../support/python-csv'
import { expectNoAxeViolations, languages, localizePath } from './helpers'

// The list check on /ust-id-bestaetigung against the fake BZSt (tests/support/fake-evatr-server.ts,
// which answers by the number's last four digits): a CSV chosen in the browser, its columns mapped
// from the headings, each row asked at the server's pace, pause and resume, the open rows asked
// again, the result CSV read back by Python's csv module; the page's long tasks are recorded.

const texts = (lang: 'de' | 'en' | 'zh') => ustIdBestaetigungPage.text[lang]

const list = [
  'Kunde;USt-IdNr.;Straße;PLZ;Ort',
  'Muster Handels GmbH;ATU12345678;Hauptstraße 1;1010;Wien',
  'Muster Handel AG;AT U12347777;;1010;Wien',
  'Alt GmbH;ATU12342006;;;Graz',
  'Später GmbH;ATU12341001;;;Linz',
  'Tippfehler GmbH;AT-X;;;Wels',
].join('\r\n')

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'))
})

test('/ust-id-bestaetigung (de): a customer list is read in the browser, asked row by row, paused, resumed, and returned as CSV', async ({ page }) => {
  test.setTimeout(120_000)
  const t = texts('de').batch
  const form = texts('de').form
  await page.addInitScript(() => {
    const w = window as unknown as { longTasks: number[] }
    w.longTasks = []
    new PerformanceObserver((entries) => entries.getEntries().forEach((entry) => w.longTasks.push(entry.duration))).observe({ type: 'longtask', buffered: true })
  })
  const uploads: string[] = []
  page.on('request', (request) => request.method() === 'POST' && uploads.push(request.postData() ?? ''))
  await page.goto(localizePath('/ust-id-bestaetigung', 'de'))
  const batch = page.locator('[data-island="qualified-batch"]')
  await batch.getByLabel(form.requesterLabel, { exact: true }).fill('DE811907980')
  await batch.getByLabel(form.declaration.label).check()
  await batch.getByLabel(t.fileLabel).setInputFiles({ name: 'kunden.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${list}`, 'utf8') })
  // The columns, mapped from the headings, before the start.
  await expect(batch.getByRole('group', { name: t.columnsTitle })).toBeVisible()
  await expect(batch.getByLabel(t.columns.vatId)).toHaveValue('1')
  await expect(batch.getByLabel(t.columns.companyName)).toHaveValue('0')
  await expect(batch.getByLabel(t.columns.city)).toHaveValue('4')
  await batch.getByRole('button', { name: t.start }).click()

  await expect(batch.getByText(format(t.progress, { done: '1', total: '5' }))).toBeVisible({ timeout: 10_000 })
  await batch.getByRole('button', { name: t.pause }).click()
  await expect(batch.getByRole('status')).toHaveText(t.paused)
  // The row already asked gets its answer; then nothing moves until "resume".
  await page.waitForTimeout(2_000)
  const whilePaused = await batch.locator('tbody tr[data-state="waiting"]').count()
  expect(whilePaused).toBeGreaterThan(0)
  await page.waitForTimeout(5_000)
  expect(await batch.locator('tbody tr[data-state="waiting"]').count()).toBe(whilePaused)
  await expectNoAxeViolations(page, '/de/ust-id-bestaetigung, list check paused')
  await batch.getByRole('button', { name: t.resume }).click()
  await expect(batch.getByRole('status')).toHaveText(t.finished, { timeout: 60_000 })

  const outcomes = form.outcomes
  const rows = batch.locator('tbody tr')
  await expect(rows.nth(0)).toContainText(outcomes.valid.title)
  await expect(rows.nth(1)).toContainText(form.matches.noMatch.label)
  await expect(rows.nth(2)).toContainText(outcomes.noLongerValid.title)
  await expect(rows.nth(3)).toContainText(outcomes.unavailable.title)
  await expect(rows.nth(4)).toContainText(t.states.refused)
  await expect(batch.getByText(format(t.summary.tryAgain, { count: '1' }))).toBeVisible()

  // Nothing was uploaded as a file: only single checks, each a JSON body of one row.
  expect(uploads.length).toBeGreaterThanOrEqual(5)
  for (const body of uploads) expect(() => JSON.parse(body)).not.toThrow()
  expect(uploads.join('\n')).not.toContain('Tippfehler GmbH;')

  // The open row asked again: still "cannot answer now", and the others untouched.
  await batch.getByRole('button', { name: t.retry }).click()
  await expect(batch.getByRole('status')).toHaveText(t.finished, { timeout: 30_000 })
  await expect(rows.nth(0)).toContainText(outcomes.valid.title)

  const [download] = await Promise.all([page.waitForEvent('download'), batch.getByRole('button', { name: t.download }).click()])
  expect(download.suggestedFilename()).toMatch(/^vat-id-confirmations-\d{12}\.csv$/)
  const [header, ...body] = pythonCsv(await readFile((await download.path())!, 'utf8'), csvDelimiter.de)
  expect(header!.slice(0, 3)).toEqual([t.csv.line, t.columns.vatId, form.fields.companyName])
  expect(body.map((cells) => [cells[0], cells[1], cells[6]])).toEqual([
    ['2', 'ATU12345678', outcomes.valid.title],
    ['3', 'AT U12347777', outcomes.valid.title],
    ['4', 'ATU12342006', outcomes.noLongerValid.title],
    ['5', 'ATU12341001', outcomes.unavailable.title],
    ['6', 'AT-X', ''],
  ])
  expect(body[4]!.at(-1)).toBe(t.states.refused)
  expect(body[1]!.slice(10, 12)).toEqual([form.matches.noMatch.label, 'B'])

  const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks)
  console.info(`list check: ${longTasks.length} long tasks, longest ${Math.round(Math.max(0, ...longTasks))} ms`)
})

for (const lang of languages) {
  test(`/ust-id-bestaetigung (${lang}): the list check's form, and a list it cannot take named as such`, async ({ page }) => {
    const t = texts(lang).batch
    await page.goto(localizePath('/ust-id-bestaetigung', lang))
    const batch = page.locator('[data-island="qualified-batch"]')
    await expect(batch.getByRole('heading', { name: t.title })).toBeVisible()
    await batch.getByLabel(texts(lang).form.requesterLabel, { exact: true }).fill('DE811907980')
    await batch.getByLabel(texts(lang).form.declaration.label).check()
    await batch.getByLabel(t.fileLabel).setInputFiles({ name: 'leer.csv', mimeType: 'text/csv', buffer: Buffer.from('USt-IdNr.;Name\r\n') })
    await expect(batch.getByRole('alert')).toHaveText(t.errors.noRows)
    await expectNoAxeViolations(page, `/ust-id-bestaetigung (${lang}), list check`)
  })
}

test('/ust-id-bestaetigung (en) without JavaScript: the list check says it needs JavaScript and cannot be started', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const t = texts('en').batch
  await page.goto('/ust-id-bestaetigung')
  const batch = page.locator('[data-island="qualified-batch"]')
  await expect(batch.getByText(t.needsJavaScript)).toBeVisible()
  await expect(batch.getByRole('button', { name: t.start })).toBeDisabled()
  await context.close()
})

test('/ust-id-bestaetigung (en): leaving the page while a list runs asks first', async ({ page }) => {
  const t = texts('en').batch
  await page.goto('/ust-id-bestaetigung')
  const batch = page.locator('[data-island="qualified-batch"]')
  await batch.getByLabel(texts('en').form.requesterLabel, { exact: true }).fill('DE811907980')
  await batch.getByLabel(texts('en').form.declaration.label).check()
  await batch.getByLabel(t.fileLabel).setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(list) })
  await batch.getByRole('button', { name: t.start }).click()
  await expect(batch.getByRole('button', { name: t.pause })).toBeVisible()
  const dialog = page.waitForEvent('dialog')
  await page.close({ runBeforeUnload: true })
  const asked = await dialog
  expect(asked.type()).toBe('beforeunload')
  await asked.accept()
})
