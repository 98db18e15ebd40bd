import { expect, test, type Locator, type Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { ustIdBestaetigungPage } from '../../content/pages/ust-id-bestaetigung'
import { csvDelimiter } from '../../core/qualified-batch'
import { format } from '../../core/text'
import { pythonCsv, pythonWriteAndRead } from '../support/python-csv'
import { expectNoAxeViolations, languages, localizePath, type Lang } from './helpers'

// The list check on /ust-id-bestaetigung against the fake BZSt (tests/support/fake-evatr-server.ts,
// which answers by the number's last four digits): a CSV chosen in the browser, its encoding, its
// headings and columns found and shown with a preview, the declaration required, each row asked at
// the server's pace, pause and resume, the open rows asked again, the waits for the function's limit
// and for a repeat shown, the result CSV read back by Python's csv module.

const texts = (lang: Lang) => ustIdBestaetigungPage.text[lang]

/** A template's text with its placeholders as "anything": to find a sentence whose time is the browser's. */
const pattern = (template: string, values: Record<string, string>) => new RegExp(format(template.replace(/[.*+?^$()|[\]\\]/g, '\\$&'), values).replace(/\{\w+\}/g, '.+'))

/** An ERP export as Excel on German Windows saves it: windows-1252, ";", a customer number first, a blank line, a line break inside a quoted street. */
const ansiList = [
  'Kundennummer;Firma;Straße;PLZ;Ort;USt-IdNr.;Branche',
  'K-001;Muster Handels GmbH;Hauptstraße 1;1010;Wien;ATU12345678;Handel',
  'K-002;Muster Handel AG;;1010;Wien;AT U12347777;Handel',
  '',
  'K-003;Müller GmbH;"Hauptstraße 1',
  'Hinterhaus";1010;Wien;ATU12342006;Maschinenbau',
  'K-004;Später GmbH;;;Linz;ATU12341001;Handel',
  'K-005;K-005;;;Wels;ATU12345679;Handel',
  'K-006;Besonders GmbH;;;Graz;ATU12342008;Handel',
].join('\r\n')
const ansiBytes = () => pythonWriteAndRead(ansiList, 'cp1252', false, ';').bytes

async function openList(page: Page, lang: Lang): Promise<Locator> {
  await page.goto(localizePath('/ust-id-bestaetigung', lang))
  return page.locator('[data-island="qualified-batch"]')
}

async function fillRequester(batch: Locator, lang: Lang, declare = true): Promise<void> {
  await batch.getByLabel(texts(lang).form.requesterLabel, { exact: true }).fill('DE811907980')
  if (declare) await batch.getByLabel(texts(lang).form.declaration.label).check()
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'))
})

test('/ust-id-bestaetigung (de): an ANSI export is read as written, mapped, asked row by row, paused, resumed, and returned as CSV', async ({ page }) => {
  test.setTimeout(150_000)
  const t = texts('de').batch
  const form = texts('de').form
  await page.addInitScript(() => {
    const w = window as unknown as { longTasks: number[] }
    w.longTasks = []
    new PerformanceObserver((entries) => entries.getEntries().forEach((entry) => w.longTasks.push(entry.duration))).observe({ type: 'longtask', buffered: true })
  })
  const uploads: string[] = []
  page.on('request', (request) => request.method() === 'POST' && uploads.push(request.postData() ?? ''))
  const batch = await openList(page, 'de')
  await fillRequester(batch, 'de')
  await batch.getByLabel(t.fileLabel).setInputFiles({ name: 'kunden.csv', mimeType: 'text/csv', buffer: ansiBytes() })

  // The encoding read, and where the customers are: said before anything is sent.
  await expect(batch.getByLabel(t.encoding.label)).toHaveValue('windows-1252')
  await expect(batch.getByText(format(t.encoding.read, { encoding: t.encoding.names['windows-1252'] }), { exact: false })).toBeVisible()
  await expect(batch.getByText(format(t.found.withHeadings, { row: '1', count: '6', first: '2' }), { exact: false })).toBeVisible()
  // The columns by heading and content: "Kundennummer" is not the company name, "Branche" not the town.
  await expect(batch.getByRole('group', { name: t.columnsTitle })).toBeVisible()
  await expect(batch.getByLabel(t.columns.vatId)).toHaveValue('5')
  await expect(batch.getByLabel(t.columns.companyName)).toHaveValue('1')
  await expect(batch.getByLabel(t.columns.street)).toHaveValue('2')
  await expect(batch.getByLabel(t.columns.postcode)).toHaveValue('3')
  await expect(batch.getByLabel(t.columns.city)).toHaveValue('4')
  await expect(batch.getByLabel(t.columns.vatCountry)).toHaveValue('-1')
  // The preview: "Müller GmbH" as written, spreadsheet rows counting the blank line, the customer number as name refused.
  const preview = batch.getByRole('region', { name: format(t.preview.caption, { count: '5' }) })
  await expect(preview.locator('tbody tr').nth(2)).toContainText('Müller GmbH')
  await expect(preview.locator('tbody tr').nth(2).locator('th')).toHaveText('5')
  await expect(preview.locator('tbody tr').nth(4)).toContainText(format(t.states.notSent, { reason: t.reasons.nameIsNumber }))
  await expect(preview.locator('tbody tr').nth(0)).toContainText(t.preview.send)
  expect(uploads).toEqual([])
  await expectNoAxeViolations(page, '/de/ust-id-bestaetigung, list mapped')

  await batch.getByRole('button', { name: t.start }).click()
  await expect(batch.getByText(format(t.progress, { done: '1', total: '6' }))).toBeVisible({ timeout: 10_000 })
  await batch.getByRole('button', { name: t.pause }).click()
  await expect(batch.getByRole('status')).toHaveText(t.paused)
  // The row already asked gets its answer; then nothing moves until "resume".
  await page.waitForTimeout(2_000)
  const whilePaused = await batch.locator('tbody tr[data-state="waiting"]').count()
  expect(whilePaused).toBeGreaterThan(0)
  await page.waitForTimeout(4_000)
  expect(await batch.locator('tbody tr[data-state="waiting"]').count()).toBe(whilePaused)
  await expectNoAxeViolations(page, '/de/ust-id-bestaetigung, list check paused')
  await batch.getByRole('button', { name: t.resume }).click()
  await expect(batch.getByRole('status')).toHaveText(t.finished, { timeout: 60_000 })

  const outcomes = form.outcomes
  const rows = batch.locator('[data-verdict]')
  await expect(rows.nth(0)).toHaveAttribute('data-verdict', 'valid')
  // "Muster Handel AG" is not the registered "Muster Handels GmbH": valid, but to check.
  await expect(rows.nth(1)).toContainText(`${outcomes.valid.title} · ${form.matches.noMatch.label}`)
  await expect(rows.nth(1)).toHaveAttribute('data-verdict', 'attention')
  await expect(rows.nth(2)).toContainText(outcomes.noLongerValid.title)
  await expect(rows.nth(3)).toContainText(outcomes.unavailable.title)
  await expect(rows.nth(3)).toHaveAttribute('data-verdict', 'tryLater')
  await expect(rows.nth(4)).toHaveAttribute('data-verdict', 'notSent')
  // The issue: 2008 is no plain "valid".
  await expect(rows.nth(5)).toContainText(outcomes.validSpecialCase.title)
  await expect(rows.nth(5)).toHaveAttribute('data-verdict', 'attention')
  for (const [summary, count] of [[t.summary.valid, '1'], [t.summary.attention, '3'], [t.summary.tryLater, '1'], [t.summary.notSent, '1']] as const) await expect(batch.getByText(format(summary, { count }))).toBeVisible()

  // Nothing was uploaded as a file: only single checks, each a JSON body of one row with the declaration; never "Kundennummer" as a name, never U+FFFD.
  expect(uploads.length).toBe(5)
  for (const body of uploads) expect(JSON.parse(body)).toMatchObject({ declaration: true, requesterVatId: 'DE811907980', receipt: 'none' })
  expect(uploads.map((body) => (JSON.parse(body) as { companyName: string }).companyName)).toContain('Müller GmbH')
  expect(uploads.join('\n')).not.toMatch(/K-005|\ufffd|\\ufffd/)

  // Asking again: the row the service could not answer waits, as the BZSt asks, and says until when.
  await batch.getByRole('button', { name: t.retry }).click()
  await expect(batch.getByRole('status')).toHaveText(pattern(t.waits.repeat, { row: '6' }))

  const [download] = await Promise.all([page.waitForEvent('download'), batch.getByRole('button', { name: t.download }).click()])
  expect(download.suggestedFilename()).toMatch(/^vat-id-confirmations-\d{12}\.csv$/)
  const detail = (template: string, field: string) => format(template, { field })
  const [header, ...body] = pythonCsv(await readFile((await download.path())!, 'utf8'), csvDelimiter.de)
  const column = (name: string) => header!.indexOf(name)
  expect(header!.slice(0, 3)).toEqual([t.csv.row, form.receipt.requester, form.numberLabel])
  expect(body.map((cells) => [cells[0], cells[column(form.numberLabel)], cells[column(t.csv.sent)], cells[column(t.csv.verdict)]])).toEqual([
    ['2', 'ATU12345678', t.csv.yes, t.verdicts.valid],
    ['3', 'ATU12347777', t.csv.yes, t.verdicts.attention],
    ['5', 'ATU12342006', t.csv.yes, t.verdicts.attention],
    ['6', 'ATU12341001', t.csv.yes, t.verdicts.tryLater],
    ['7', 'ATU12345679', t.csv.no, t.verdicts.notSent],
    ['8', 'ATU12342008', t.csv.yes, t.verdicts.attention],
  ])
  expect(body[4]![column(t.csv.reason)]).toBe(t.reasons.nameIsNumber)
  expect(body[0]![column(form.receipt.service)]).toBe(t.csv.services.evatr)
  expect(body[2]![column(detail(t.csv.sentDetail, form.fields.companyName))]).toBe('Müller GmbH')
  expect(body[1]![column(detail(t.csv.match, form.fields.postcode))]).toBe(form.matches.notSupplied.label)
  expect(body[1]![column(detail(t.csv.code, form.fields.postcode))]).toBe('D')
  expect(body[0]![column(t.csv.reference)]).toMatch(/^[0-9a-f]{16}$/)

  const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks)
  console.info(`list check: ${longTasks.length} long tasks, longest ${Math.round(Math.max(0, ...longTasks))} ms`)
})

/** A list in the visitor's language: its headings, encoding and delimiter as that visitor's tools write them. */
const localLists: Record<Lang, { text: string; codec: string; bom: boolean; encoding: 'utf-8' | 'utf-16le' | 'windows-1252'; columns: Record<'vatId' | 'companyName' | 'city', string> }> = {
  de: { text: 'Debitor;Firmenname;Straße;Ort;USt-Satz;USt-IdNr.\r\n100234;Muster Handels GmbH;Hauptstraße 1;Wien;19 %;ATU12345678\r\n', codec: 'cp1252', bom: false, encoding: 'windows-1252', columns: { vatId: '5', companyName: '1', city: '3' } },
  en: { text: 'Customer,Industry,Company name,VAT number,Town\r\n100234,Retail,Muster Handels GmbH,ATU12345678,Wien\r\n', codec: 'utf-8-sig', bom: true, encoding: 'utf-8', columns: { vatId: '3', companyName: '2', city: '4' } },
  zh: { text: '客户编号\t公司名称\t增值税识别号\t城市\r\nKH-0001\tMuster Handels GmbH\tATU12345678\tWien\r\n', codec: 'utf-16-le', bom: true, encoding: 'utf-16le', columns: { vatId: '2', companyName: '1', city: '3' } },
}

for (const lang of languages) {
  test(`/ust-id-bestaetigung (${lang}): the mapping view, the encoding read, the declaration required; a list it cannot take named as such`, async ({ page }) => {
    test.setTimeout(120_000)
    const t = texts(lang).batch
    const batch = await openList(page, lang)
    await expect(batch.getByRole('heading', { name: t.title })).toBeVisible()
    await fillRequester(batch, lang, false)
    const file = localLists[lang]
    await batch.getByLabel(t.fileLabel).setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: pythonWriteAndRead(file.text, file.codec, file.bom, ';').bytes })
    await expect(batch.getByLabel(t.encoding.label)).toHaveValue(file.encoding)
    await expect(batch.getByText(format(t.encoding.read, { encoding: t.encoding.names[file.encoding] }), { exact: false })).toBeVisible()
    for (const [field, value] of Object.entries(file.columns)) await expect(batch.getByLabel(t.columns[field as keyof typeof file.columns])).toHaveValue(value)
    await expect(batch.getByRole('region', { name: format(t.preview.caption, { count: '1' }) })).toContainText('Muster Handels GmbH')
    // No declaration, no start.
    await batch.getByRole('button', { name: t.start }).click()
    await expect(batch.getByRole('alert')).toHaveText(texts(lang).form.errors.declarationMissing)
    await expectNoAxeViolations(page, `/ust-id-bestaetigung (${lang}), list mapped, declaration missing`)
    await page.emulateMedia({ colorScheme: 'dark' })
    await expectNoAxeViolations(page, `/ust-id-bestaetigung (${lang}), list mapped, dark`)

    await batch.getByLabel(t.fileLabel).setInputFiles({ name: 'leer.csv', mimeType: 'text/csv', buffer: Buffer.from('USt-IdNr.;Name\r\n') })
    await expect(batch.getByRole('alert')).toHaveText(t.errors.noRows)
  })
}

test('/ust-id-bestaetigung (en): a 429 holds the whole list and says until when; rows without an answer hold the list until the visitor resumes', async ({ page }) => {
  test.setTimeout(90_000)
  const t = texts('en').batch
  let calls = 0
  await page.route('**/api/qualified-vat-check', async (route) => {
    calls++
    if (calls === 1) return route.fulfill({ status: 429, headers: { 'Retry-After': '3', 'content-type': 'application/json' }, body: '{"error":"rate_limited"}' })
    if (calls <= 4) return route.fulfill({ status: 502, headers: { 'content-type': 'text/html' }, body: '<html>Bad gateway</html>' })
    return route.continue()
  })
  const batch = await openList(page, 'en')
  await fillRequester(batch, 'en')
  const rows = ['Company,VAT ID,Town', ...Array.from({ length: 5 }, (_, i) => `Muster Handels GmbH,ATU1234567${i},Wien`)].join('\n')
  await batch.getByLabel(t.fileLabel).setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(rows) })
  await batch.getByRole('button', { name: t.start }).click()
  await expect(batch.getByRole('status')).toHaveText(pattern(t.waits.rateLimit, { row: '2' }))
  await expectNoAxeViolations(page, '/ust-id-bestaetigung (en), list waiting for the limit')
  // Three rows in a row without an answer: the list holds and says why.
  await expect(batch.getByRole('status')).toHaveText(t.holds.noAnswer, { timeout: 30_000 })
  await expect(batch.getByRole('button', { name: t.resume })).toBeVisible()
  const held = calls
  await page.waitForTimeout(3_000)
  expect(calls).toBe(held)
  await batch.getByRole('button', { name: t.resume }).click()
  await expect(batch.getByRole('status')).toHaveText(t.finished, { timeout: 30_000 })
  await expect(batch.getByText(format(t.summary.tryLater, { count: '3' }))).toBeVisible()
})

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
  const batch = await openList(page, 'en')
  await fillRequester(batch, 'en')
  await batch.getByLabel(t.fileLabel).setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: ansiBytes() })
  await batch.getByRole('button', { name: t.start }).click()
  await expect(batch.getByRole('button', { name: t.pause })).toBeVisible()
  const dialog = page.waitForEvent('dialog')
  await page.close({ runBeforeUnload: true })
  const asked = await dialog
  expect(asked.type()).toBe('beforeunload')
  await asked.accept()
})
