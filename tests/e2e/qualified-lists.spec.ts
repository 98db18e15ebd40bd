import { expect, test, type Locator, type Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { webcrypto } from 'node:crypto'
import { unzipSync, strFromU8 } from 'fflate'
import { ustIdBestaetigungPage } from '../../content/pages/ust-id-bestaetigung'
import { qualifiedCheckApi } from '../../core/qualified-check-api'
import { verifyReceipt, type ReceiptKeys } from '../../core/receipt-signature'
import { format } from '../../core/text'
import { fakeEvatrUrl } from '../../playwright.config'
import { localizePath } from './helpers'

// Issue 38 A3, A4, C2 on the page, against the fake BZSt (tests/support/fake-evatr-server.ts), whose
// own log of requests (GET /requests on the port above it) counts what reached the BZSt: a list with
// one number written several ways asks it once; a reload in the middle of the run keeps what was
// answered and, continued, asks no row twice; the signed receipts of all rows come as one ZIP, each
// verified with the site's published key.

const t = ustIdBestaetigungPage.text.de.batch
const form = ustIdBestaetigungPage.text.de.form
const requestsUrl = fakeEvatrUrl.replace(/:(\d+)$/, (_, port: string) => `:${Number(port) + 1}`)

/** What reached the fake BZSt for these numbers (other tests ask at the same time with other numbers). */
async function askedAtBzst(numbers: string[]): Promise<string[]> {
  const requests = (await (await fetch(`${requestsUrl}/requests`)).json()) as { angefragteUstid?: string }[]
  return requests.map((r) => r.angefragteUstid ?? '').filter((asked) => numbers.includes(asked))
}

async function fillRequester(batch: Locator): Promise<void> {
  await batch.getByLabel(form.requesterLabel, { exact: true }).fill('DE811907980')
  await batch.getByLabel(form.declaration.label).check()
}

const progress = (page: Page, done: number, total: number) => page.getByText(format(t.progress, { done: String(done), total: String(total) }))

test('/ust-id-bestaetigung (de): duplicates asked once; a reload mid-run resumes without asking twice; the receipts as a ZIP verify with the site’s key', async ({ page }) => {
  test.setTimeout(120_000)
  page.on('dialog', (dialog) => void dialog.accept())
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'))
  // Numbers of this test alone: a random middle, the last four digits no status code of the fake.
  const middle = String(100 + Math.floor(Math.random() * 900))
  const numbers = Array.from({ length: 7 }, (_, i) => `ATU${middle}${i}5555`)
  const written = (n: string, way: number) => [n, `${n.slice(0, 3)} ${n.slice(3, 7)} ${n.slice(7)}`, n.toLowerCase()][way]!
  // 10 rows, 7 questions: the first number three ways, the second twice.
  const list = [
    'Kundennr.;Firma;Straße;PLZ;Ort;USt-IdNr.',
    ...[[0, 0], [1, 0], [0, 1], [2, 0], [3, 0], [1, 2], [4, 0], [0, 2], [5, 0], [6, 0]].map(([n, way], i) => `K-${i + 1};Muster Handels GmbH;Hauptstraße 1;1010;Wien;${written(numbers[n!]!, way!)}`),
  ].join('\r\n')

  await page.goto(localizePath('/ust-id-bestaetigung', 'de'))
  const batch = page.locator('[data-island="qualified-batch"]')
  await fillRequester(batch)
  await batch.getByLabel(t.fileLabel).setInputFiles({ name: 'kunden.csv', mimeType: 'text/csv', buffer: Buffer.from(list) })
  await batch.getByRole('button', { name: t.start }).click()
  await expect(progress(page, 4, 10)).toBeVisible()

  // A reload while the list runs: the answers so far are kept in the browser.
  await page.reload()
  // The island hydrates on first use (docs/architecture.md): the declaration is that use, then the kept run is offered.
  await expect(async () => batch.getByLabel(form.declaration.label).check()).toPass()
  const saved = batch.locator('div[role=region]').filter({ hasText: t.saved.note })
  await expect(saved).toContainText('DE811907980')
  await batch.getByRole('button', { name: t.saved.resume }).click()
  await expect(batch.getByText(t.finished)).toBeVisible({ timeout: 60_000 })
  await expect(progress(page, 10, 10)).toBeVisible()

  // At the BZSt: every number at most once, and every one but a row under way at the reload asked.
  const asked = await askedAtBzst(numbers)
  expect(new Set(asked).size, asked.join(' ')).toBe(asked.length)
  expect(asked.length).toBeGreaterThanOrEqual(numbers.length - 1)
  // Every row shows an answer; the rows asking one number show the same one.
  const rows = batch.locator('tbody tr[data-state]')
  await expect(rows).toHaveCount(10)
  for (const state of await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-state')))) expect(['done', 'noAnswer']).toContain(state)

  // The receipts: a ZIP with the result CSV and a receipt per answered row, each verified with the published key.
  const [download] = await Promise.all([page.waitForEvent('download'), batch.getByRole('button', { name: t.downloadReceipts }).click()])
  expect(download.suggestedFilename()).toMatch(/^vat-id-confirmations-\d{12}\.zip$/)
  const files = unzipSync(new Uint8Array(await readFile((await download.path())!)))
  const names = Object.keys(files)
  expect(names.filter((name) => name.endsWith('.csv'))).toHaveLength(1)
  const receipts = names.filter((name) => name.startsWith('receipts/'))
  const answered = await rows.evaluateAll((trs) => trs.filter((tr) => tr.getAttribute('data-state') === 'done').map((tr) => tr.querySelector('th')?.textContent ?? ''))
  expect(receipts.map((name) => String(Number(/row-(\d+)-/.exec(name)![1])))).toEqual(answered)
  const keys = (await (await page.request.get(qualifiedCheckApi.receiptKeyPath)).json()) as ReceiptKeys
  for (const name of receipts) {
    const verdict = await verifyReceipt(strFromU8(files[name]!), keys, webcrypto.subtle as unknown as SubtleCrypto)
    expect(verdict.kind, name).toBe('valid')
    if (verdict.kind === 'valid') expect(numbers).toContain(verdict.document.request.vatId)
  }

  // Discarded, the run is gone from the browser's IndexedDB.
  await page.reload()
  // The first click hydrates the island; a browser restoring the box's state after a reload may be undone by it: check until it holds.
  await expect(async () => batch.getByLabel(form.declaration.label).check()).toPass()
  await batch.getByRole('button', { name: t.saved.discard }).click()
  await expect(batch.getByRole('button', { name: t.saved.resume })).toHaveCount(0)
  const kept = () => page.evaluate(() => new Promise<boolean>((resolve) => {
    const open = indexedDB.open('qualified-list-check', 1)
    open.onsuccess = () => {
      const get = open.result.transaction('runs', 'readonly').objectStore('runs').get('current')
      get.onsuccess = () => resolve(get.result !== undefined)
    }
  }))
  await expect.poll(kept).toBe(false)
})
