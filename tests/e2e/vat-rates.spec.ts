// The EU VAT rates page (/ust-saetze, issue 40): without JavaScript, in three languages, every
// country's rates in force on the day of the build as the content file has them, the changes of
// the twelve months before and after that day, and the JSON download (axe, in light and dark, and the
// Nu HTML Checker read it with every route: routes.spec.ts, tests/validators/html.test.ts). The expected values are
// read from content/vat-rates.ts by the test's own walk over the periods and formatted by Intl
// here, not by the page's helpers.
import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { memberStates } from '../../content/countries'
import { languages } from '../../content/languages'
import { ustSaetzePage } from '../../content/pages/ust-saetze'
import { vatRates } from '../../content/vat-rates'
import { localizePath } from './helpers'

test.use({ javaScriptEnabled: false })

const locales = { de: 'de-DE', en: 'en-GB', zh: 'zh-CN' } as const

/** The periods in force on a day, by a plain walk over the table. */
function inForce(day: string) {
  return Object.entries(vatRates.countries).map(([country, entry]) => ({ country, period: entry.periods.find((p) => p.validFrom <= day && (p.validTo ?? '9999-12-31') >= day)! }))
}

function shiftYear(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate()
  return `${y + years}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`
}

for (const lang of languages) {
  test(`EU VAT rates in ${lang}: today's rates of 28 countries, the changes around today, no JavaScript needed`, async ({ page }) => {
    const t = ustSaetzePage.text[lang]
    const response = await page.goto(localizePath('/ust-saetze', lang))
    expect(response?.status()).toBe(200)
    const table = page.locator('table[data-rates-on]')
    const today = (await table.getAttribute('data-rates-on'))!
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const number = new Intl.NumberFormat(locales[lang], { maximumFractionDigits: 2 })
    const rows = inForce(today)
    expect(rows).toHaveLength(28)
    await expect(table.locator('tbody tr')).toHaveCount(28)
    for (const { country, period } of rows) {
      const row = table.locator(`tr[data-country="${country}"]`)
      const name = country === 'XI' ? t.northernIreland : memberStates.find((s) => s.code === country)!.name[lang]
      await expect(row.locator('th')).toContainText(name)
      await expect(row.locator('[data-kind="standard"]')).toHaveText(number.format(period.standard))
      await expect(row.locator('[data-kind="reduced"]')).toHaveText(period.reduced.length === 0 ? t.none : period.reduced.map((r) => number.format(r)).join(' / '))
      await expect(row.locator('[data-kind="super-reduced"]')).toHaveText(period.superReduced === null ? t.none : number.format(period.superReduced))
      await expect(row.locator('[data-kind="parking"]')).toHaveText(period.parking === null ? t.none : number.format(period.parking))
      await expect(row.locator('time')).toHaveAttribute('datetime', period.validFrom)
    }
    // The changes: a period starting within twelve months before today (today included) or after it.
    const yearAgo = shiftYear(today, -1)
    const yearAhead = shiftYear(today, 1)
    const starts = Object.entries(vatRates.countries).flatMap(([country, entry]) => entry.periods.slice(1).map((p) => ({ country, from: p.validFrom })))
    const past = starts.filter((s) => s.from > yearAgo && s.from <= today).map((s) => `${s.country} ${s.from}`).sort()
    const upcoming = starts.filter((s) => s.from > today && s.from <= yearAhead).map((s) => `${s.country} ${s.from}`).sort()
    const listed = async (id: string) => (await page.locator(`#${id} tr[data-change]`).evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-change')!))).sort()
    expect(await listed('rates-past')).toEqual(past)
    expect(await listed('rates-upcoming')).toEqual(upcoming)
    if (past.length === 0) await expect(page.locator('#rates-past')).toContainText(t.noChanges)
    if (upcoming.length === 0) await expect(page.locator('#rates-upcoming')).toContainText(t.noChanges)
    // Header cells name their column or row for screen readers.
    await expect(table.locator('thead th[scope="col"]')).toHaveCount(6)
    await expect(table.locator('tbody th[scope="row"]')).toHaveCount(28)
  })
}

test('EU VAT rates: the JSON download is the rate table with the day of the build', async ({ page }) => {
  await page.goto('/ust-saetze')
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: ustSaetzePage.text.en.download }).click()])
  expect(download.suggestedFilename()).toBe('eu-vat-rates.json')
  const json = JSON.parse(await readFile((await download.path())!, 'utf8')) as Record<string, unknown>
  const { builtOn, ...table } = json
  expect(table).toEqual(JSON.parse(JSON.stringify(vatRates)))
  expect(builtOn).toBe(await page.locator('table[data-rates-on]').getAttribute('data-rates-on'))
})

test('the tools page leads to the EU VAT rates', async ({ page }) => {
  await page.goto('/de/tools')
  await page.locator('main a[href="/de/ust-saetze"]').first().click()
  await expect(page).toHaveURL(/\/de\/ust-saetze$/)
  await expect(page.locator('h1')).toHaveText(ustSaetzePage.text.de.hero.title)
})
