import { createHash } from 'node:crypto'
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { eInvoiceReportTexts } from '../../content/einvoice/report'
import { eInvoiceTerms } from '../../content/einvoice/terms'
import { eRechnungPrueferPage } from '../../content/pages/e-rechnung-pruefer'
import { format } from '../../core/text'
import { RULE_SETS } from '../../core/einvoice/check'
import { checkFile, MAX_DEPTH, MAX_PDF_BYTES, MAX_XML_BYTES, parseXmlNode } from '../../core/einvoice/node'
import { FACTURX_BASIC_WL, FACTURX_EN16931, facturXPdf, invoiceFigures, invoiceXml, plainPdf, type InvoiceOptions } from '../support/einvoice-files'
import { pdfText } from '../support/poppler'
import { collectConsoleErrors, expectNoAxeViolations, horizontalOverflow, languages, localizePath, type Lang } from './helpers'

// The e-invoice checker (/e-rechnung-pruefer) in the browser: valid invoices in UBL and CII and a
// credit note, an invalid one with its findings in the order of consequence, the business term ids on
// request, the JSON report read back against the engine run in Node on the same bytes, the print
// view read by Poppler, every input error, files dropped, no request carrying anything of a file,
// axe in light and dark, a phone's width, and the page without JavaScript.

const texts = (lang: Lang) => eRechnungPrueferPage.text[lang].checker

interface FileSpec {
  name: string
  mimeType: string
  buffer: Buffer
}

const xmlFile = (name: string, options: InvoiceOptions): FileSpec => ({ name, mimeType: 'application/xml', buffer: Buffer.from(invoiceXml(options)) })

async function open(page: Page, lang: Lang) {
  await page.goto(localizePath('/e-rechnung-pruefer', lang))
}

/** Chooses the files (buffers, or paths on disk) in the checker's file input and waits until each has its report. */
async function choose(page: Page, files: FileSpec[] | string[]) {
  const before = await page.locator('article.einvoice-report').count()
  await page.locator('[data-island="einvoice-checker"] input[type=file]').setInputFiles(files)
  await expect(page.locator('article.einvoice-report')).toHaveCount(before + files.length, { timeout: 20_000 })
}

const report = (page: Page, name: string) => page.locator('article.einvoice-report').filter({ has: page.getByRole('heading', { name, exact: true }) })

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'))
})

for (const lang of languages) {
  test(`/e-rechnung-pruefer (${lang}): XRechnung in UBL and CII and a credit note, valid; the invoice readable, term ids on request; nothing leaves the browser; axe in light and dark`, async ({ page, baseURL }) => {
    test.setTimeout(180_000)
    const t = texts(lang)
    const origin = new URL(baseURL!).origin
    const requests: { url: string; method: string; body: string | null }[] = []
    page.on('request', (request) => requests.push({ url: request.url(), method: request.method(), body: request.postData() }))
    const errors = collectConsoleErrors(page)
    await open(page, lang)
    await expectNoAxeViolations(page, `/e-rechnung-pruefer (${lang}) before a file`)
    const lines = 4
    await choose(page, [
      xmlFile('rechnung-ubl.xml', { syntax: 'ubl', lines, number: 'UBL-4711' }),
      xmlFile('rechnung-cii.xml', { syntax: 'cii', lines, number: 'CII-4712' }),
      xmlFile('gutschrift.xml', { syntax: 'ubl', lines: 2, creditNote: true, number: 'GS-0815' }),
    ])
    for (const name of ['rechnung-ubl.xml', 'rechnung-cii.xml', 'gutschrift.xml']) {
      const r = report(page, name)
      await expect(r).toHaveAttribute('data-verdict', 'valid')
      await expect(r.locator('.result-card').getByText(t.verdicts.valid.title, { exact: true })).toBeVisible()
      await expect(r.locator('[data-profile="xrechnung-3.0"]')).toHaveText(t.profiles['xrechnung-3.0'].name)
      await expect(r.getByText(t.noFindings)).toBeVisible()
    }
    await expect(report(page, 'rechnung-cii.xml').getByText('UN/CEFACT CII D16B', { exact: true })).toBeVisible()
    // The schema stage is named first among what was checked.
    await expect(report(page, 'rechnung-cii.xml').getByText(/^XML Schema UN\/CEFACT CII D16B/)).toBeVisible()
    await expect(report(page, 'rechnung-ubl.xml').getByText(/^XML Schema OASIS UBL 2\.1/)).toBeVisible()
    await expect(report(page, 'gutschrift.xml').getByText(t.documents.creditNote, { exact: true })).toBeVisible()

    // The invoice as read: its number, its lines, its total with VAT as the file states it.
    const ubl = report(page, 'rechnung-ubl.xml')
    const figures = invoiceFigures({ syntax: 'ubl', lines })
    await expect(ubl.getByText('UBL-4711', { exact: true })).toBeVisible()
    await expect(ubl.getByRole('region', { name: `${t.sections.lines} – rechnung-ubl.xml` }).locator('tbody tr')).toHaveCount(lines)
    const totals = ubl.getByRole('region', { name: `${t.sections.totals} – rechnung-ubl.xml` })
    await expect(totals.getByRole('row', { name: new RegExp(`^${eInvoiceTerms['BT-112']![lang]}`) })).not.toHaveAttribute('data-differs')
    await expect(totals).not.toContainText(t.differs)
    expect(await totals.getByRole('row', { name: new RegExp(`^${eInvoiceTerms['BT-112']![lang]}`) }).innerText()).toContain(figures.total.split('.')[1]!)

    // The business terms' ids on request.
    const termName = ubl.getByText(eInvoiceTerms['BT-1']![lang], { exact: true })
    await expect(termName).toBeVisible()
    await expect(ubl.getByText('BT-1', { exact: true })).toHaveCount(0)
    await page.getByLabel(t.showIds).check()
    await expect(ubl.getByText('BT-1', { exact: true }).first()).toBeVisible()
    await expect(ubl.getByText('BG-25', { exact: true }).first()).toBeVisible()

    await expectNoAxeViolations(page, `/e-rechnung-pruefer (${lang}) with three valid reports`)
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.evaluate(() => document.documentElement.classList.add('dark'))
    await expectNoAxeViolations(page, `/e-rechnung-pruefer (${lang}) with three valid reports, dark`)

    // No upload: every request went to this site for its own static files, none carried a body, and
    // no URL holds anything of the files.
    expect(requests.length).toBeGreaterThan(0)
    for (const request of requests) {
      expect(new URL(request.url).origin, request.url).toBe(origin)
      expect(request.method, request.url).toBe('GET')
      expect(request.body, request.url).toBeNull()
      for (const secret of ['UBL-4711', 'CII-4712', 'GS-0815', 'Muster', 'DE123456789']) expect(request.url).not.toContain(secret)
    }
    const paths = requests.map((r) => new URL(r.url).pathname)
    expect(paths.filter((p) => !p.startsWith('/assets/') && p !== '/favicon.svg' && p !== localizePath('/e-rechnung-pruefer', lang)), 'only the page and its own static files').toEqual([])
    expect(errors).toEqual([])
  })

  test(`/e-rechnung-pruefer (${lang}): an invalid invoice, its findings by consequence with rule, severity, official wording and the explanation`, async ({ page }) => {
    test.setTimeout(120_000)
    const t = texts(lang)
    await open(page, lang)
    await choose(page, [xmlFile('basic-wl.xml', { syntax: 'ubl', specification: FACTURX_BASIC_WL, defects: { noNumber: true, threeDecimals: true, fullCardNumber: true } })])
    const r = report(page, 'basic-wl.xml')
    // Without its number (cbc:ID) the file also breaks the UBL schema: the verdict is the format error,
    // the gravest finding. Factur-X BASIC WL exists in CII only: named in a UBL file it is a specification
    // no official validation knows (SITE-PROFILE-03, a rule; a BASIC WL file in CII gets the notInvoice
    // verdict: the PDF test below).
    await expect(r).toHaveAttribute('data-verdict', 'formatError')
    await expect(r.locator('.result-card').getByText(t.verdicts.formatError.title, { exact: true })).toBeVisible()
    await expect(r.locator('[data-consequence="format"] [data-rule="SITE-XSD"]').first()).toBeVisible()
    await expect(r.locator('[data-profile="unknown"]')).toHaveText(t.profiles.unknown.name)
    // The classes in the order the issue names: not an e-invoice, possibly not one (a syntax rule broken),
    // § 14 (4) UStG, other rules, warnings.
    const order = ['format', 'syntax', 'mandatory-content', 'rule', 'warning']
    const classes = await r.locator('[data-consequence]').evaluateAll((els) => els.map((e) => e.getAttribute('data-consequence')!))
    expect(classes).toEqual([...classes].sort((a, b) => order.indexOf(a) - order.indexOf(b)))
    expect(classes).toEqual(order)
    const expected = { format: 'SITE-XSD', syntax: 'UBL-DT-01', 'mandatory-content': 'BR-02', rule: 'SITE-PROFILE-03', warning: 'BR-51' } as const
    for (const [consequence, rule] of Object.entries(expected) as [keyof typeof expected, string][]) {
      const section = r.locator(`[data-consequence="${consequence}"]`)
      await expect(section.getByRole('heading', { name: t.consequences[consequence].title })).toBeVisible()
      await expect(section.locator(`[data-rule="${rule}"]`)).toBeVisible()
    }
    // BR-02: the official wording (English, marked as such), the § 14 (4) item, the explanation and fix.
    const br02 = r.locator('[data-rule="BR-02"]')
    await expect(br02.locator('blockquote')).toHaveAttribute('lang', 'en')
    await expect(br02.locator('blockquote')).toHaveText('An Invoice shall have an Invoice number (BT-1).')
    await expect(br02).toContainText(t.severities.fatal)
    await expect(br02).toContainText(t.ustgItems[3]!)
    const { eInvoiceRuleTexts } = await import('../../content/einvoice/rules')
    await expect(br02).toContainText(eInvoiceRuleTexts.rules['BR-02']![lang].explanation)
    await expect(br02).toContainText(eInvoiceRuleTexts.rules['BR-02']![lang].fix)
    await expect(r.locator('[data-rule="BR-51"]')).toContainText(t.severities.warning)
    await expectNoAxeViolations(page, `/e-rechnung-pruefer (${lang}) with findings`)
  })

  test(`/e-rechnung-pruefer (${lang}): every input error with its text, the 50 MB file and the XML bomb end at once`, async ({ page }) => {
    test.setTimeout(180_000)
    const t = texts(lang)
    const dir = await mkdtemp(join(tmpdir(), 'einvoice-'))
    // Too large: an XML file over the XML limit and a PDF one byte over the PDF limit (written to disk:
    // Playwright passes buffers this large only as files).
    const bigXml = join(dir, 'gross.xml')
    await writeFile(bigXml, Buffer.concat([Buffer.from('<?xml version="1.0"?><a>'), Buffer.alloc(MAX_XML_BYTES * 2.5, 0x20)]))
    const bigPdf = join(dir, 'gross.pdf')
    await writeFile(bigPdf, Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(MAX_PDF_BYTES + 1, 0x20)]))
    const bomb = `<?xml version="1.0"?>\n<!DOCTYPE lolz [\n<!ENTITY lol "lol">\n${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('\n')}\n]>\n<ubl:Invoice xmlns:ubl="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">&lol9;</ubl:Invoice>`
    const deep = `<?xml version="1.0"?>${'<a>'.repeat(MAX_DEPTH + 1)}${'</a>'.repeat(MAX_DEPTH + 1)}`
    const valid = invoiceXml({ syntax: 'ubl' })
    const cases: { file: FileSpec | string; name: string; code: keyof typeof t.errors; values?: Record<string, string> }[] = [
      { file: { name: 'leer.xml', mimeType: 'application/xml', buffer: Buffer.alloc(0) }, name: 'leer.xml', code: 'empty' },
      { file: bigXml, name: 'gross.xml', code: 'too-large', values: { limit: String(MAX_XML_BYTES / 1024 / 1024) } },
      { file: bigPdf, name: 'gross.pdf', code: 'too-large', values: { limit: String(MAX_PDF_BYTES / 1024 / 1024) } },
      { file: { name: 'kodierung.xml', mimeType: 'application/xml', buffer: Buffer.concat([Buffer.from('<?xml version="1.0" encoding="UTF-8"?><a>'), Buffer.from([0xc3, 0x28]), Buffer.from('</a>')]) }, name: 'kodierung.xml', code: 'encoding' },
      { file: { name: 'notiz.txt', mimeType: 'text/plain', buffer: Buffer.from('Rechnung RE-2025-0042 über 119,00 EUR') }, name: 'notiz.txt', code: 'not-xml' },
      { file: { name: 'abgebrochen.xml', mimeType: 'application/xml', buffer: Buffer.from(valid.slice(0, Math.floor(valid.length / 2))) }, name: 'abgebrochen.xml', code: 'truncated' },
      { file: { name: 'bombe.xml', mimeType: 'application/xml', buffer: Buffer.from(bomb) }, name: 'bombe.xml', code: 'dtd-forbidden' },
      { file: { name: 'tief.xml', mimeType: 'application/xml', buffer: Buffer.from(deep) }, name: 'tief.xml', code: 'too-deep', values: { limit: String(MAX_DEPTH) } },
      { file: { name: 'webseite.xml', mimeType: 'application/xml', buffer: Buffer.from('<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><body/></html>') }, name: 'webseite.xml', code: 'other-xml', values: { root: '{http://www.w3.org/1999/xhtml}html' } },
    ]
    // What the engine itself says of each file in Node: the page must say the same.
    for (const c of cases) {
      const bytes = typeof c.file === 'string' ? await readFile(c.file) : c.file.buffer
      const node = await checkFile(new Uint8Array(bytes), parseXmlNode)
      expect(node.ok ? 'ok' : node.error.code, c.name).toBe(c.code)
    }
    // Bad XML must cost no console error and no policy violation (a DOMParser's parsererror document
    // carries inline styles the site's CSP refuses; the page reads XML with saxes instead).
    const consoleErrors = collectConsoleErrors(page)
    await page.addInitScript(() => {
      ;(window as unknown as { violations: string[] }).violations = []
      document.addEventListener('securitypolicyviolation', (event) => (window as unknown as { violations: string[] }).violations.push(`${event.effectiveDirective} ${event.blockedURI}`))
    })
    await open(page, lang)
    await choose(page, cases.flatMap((c) => (typeof c.file === 'string' ? [c.file] : [])))
    await choose(page, cases.flatMap((c) => (typeof c.file === 'string' ? [] : [c.file])))
    for (const c of cases) {
      const r = report(page, c.name)
      await expect(r).toHaveAttribute('data-verdict', 'refused')
      await expect(r.locator('.result-card').getByText(t.errorTitle, { exact: true })).toBeVisible()
      await expect(r.locator(`[data-error="${c.code}"]`)).toHaveText(format(t.errors[c.code], c.values ?? {}))
    }
    await expectNoAxeViolations(page, `/e-rechnung-pruefer (${lang}) with every input error`)
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([])
    expect(consoleErrors).toEqual([])
  })
}

test('/e-rechnung-pruefer: the JSON report is the engine’s report, read back and compared with the engine run in Node on the same bytes', async ({ page }) => {
  await open(page, 'de')
  const bytes = Buffer.from(invoiceXml({ syntax: 'cii', lines: 3, defects: { wrongLineTotal: true } }))
  await choose(page, [{ name: 'rechnung.xml', mimeType: 'application/xml', buffer: bytes }])
  const [download] = await Promise.all([page.waitForEvent('download'), report(page, 'rechnung.xml').getByRole('button', { name: texts('de').actions.downloadJson }).click()])
  expect(download.suggestedFilename()).toBe('rechnung-report.json')
  const saved = JSON.parse(await readFile((await download.path())!, 'utf8'))
  expect(saved).toMatchObject({ format: 'e-rechnung-pruefer/report', version: 1, language: 'de', file: { name: 'rechnung.xml', size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') } })
  expect(Date.parse(saved.checkedAt)).not.toBeNaN()
  const node = await checkFile(new Uint8Array(bytes), parseXmlNode)
  expect(node.ok).toBe(true)
  if (node.ok) expect(saved.report).toEqual(JSON.parse(JSON.stringify(node.report)))
  expect(saved.report.findings.map((f: { rule: string }) => f.rule)).toContain('BR-CO-10')
})

test('/e-rechnung-pruefer: the print view holds one report and nothing of the page around it (read by Poppler)', async ({ page }) => {
  await page.addInitScript(() => {
    window.print = () => {
      document.documentElement.dataset.printed = String(Number(document.documentElement.dataset.printed ?? 0) + 1)
    }
  })
  await open(page, 'de')
  await choose(page, [xmlFile('eins.xml', { syntax: 'ubl', number: 'PRINT-0001', defects: { noBuyerName: true } }), xmlFile('zwei.xml', { syntax: 'cii', number: 'PRINT-0002' })])
  await report(page, 'eins.xml').getByRole('button', { name: texts('de').actions.print }).click()
  await expect(page.locator('html')).toHaveAttribute('data-printed', '1')
  await expect(report(page, 'eins.xml')).toHaveClass(/print-area/)
  await expect(report(page, 'zwei.xml')).not.toHaveClass(/print-area/)
  await page.emulateMedia({ media: 'print' })
  const text = pdfText(await page.pdf({ format: 'A4' })).replace(/\s+/g, ' ')
  expect(text).toContain('PRINT-0001')
  expect(text).toContain('BR-07')
  expect(text).not.toContain('PRINT-0002')
  expect(text).not.toContain(eRechnungPrueferPage.text.de.legal.title)
  expect(text).not.toContain(texts('de').actions.downloadJson)
})

test('/e-rechnung-pruefer: several files dropped at once, before the island is loaded and after', async ({ page }) => {
  await open(page, 'en')
  const drop = async (files: { name: string; content: string }[]) => {
    const transfer = await page.evaluateHandle((list) => {
      const dt = new DataTransfer()
      for (const f of list) dt.items.add(new File([f.content], f.name, { type: 'application/xml' }))
      return dt
    }, files)
    await page.locator('.einvoice-dropzone').dispatchEvent('dragover', { dataTransfer: transfer })
    await page.locator('.einvoice-dropzone').dispatchEvent('drop', { dataTransfer: transfer })
  }
  // Straight after load the island has not hydrated: the drop must neither open the file nor be lost.
  expect(await page.locator('[data-island="einvoice-checker"]').getAttribute('data-hydrated')).toBeNull()
  await drop([
    { name: 'a.xml', content: invoiceXml({ syntax: 'ubl' }) },
    { name: 'b.xml', content: invoiceXml({ syntax: 'cii' }) },
  ])
  await expect(page.locator('article.einvoice-report')).toHaveCount(2, { timeout: 20_000 })
  expect(new URL(page.url()).pathname).toBe('/e-rechnung-pruefer')
  await drop([
    { name: 'c.xml', content: invoiceXml({ syntax: 'ubl', creditNote: true }) },
    { name: 'd.xml', content: '<nothing' },
    { name: 'e.xml', content: invoiceXml({ syntax: 'cii', defects: { noNumber: true } }) },
  ])
  await expect(page.locator('article.einvoice-report')).toHaveCount(5, { timeout: 20_000 })
  await expect(report(page, 'd.xml')).toHaveAttribute('data-verdict', 'refused')
  // Without ram:ID the CII file breaks its XML Schema: a format error.
  await expect(report(page, 'e.xml')).toHaveAttribute('data-verdict', 'formatError')
})

test('/e-rechnung-pruefer: each official message marked with the language its author wrote it in: the KoSIT\'s German, the CEN\'s English', async ({ page }) => {
  const { CATALOGUE } = await import('../../core/einvoice/rules/catalogue')
  await open(page, 'en')
  await choose(page, [xmlFile('xrechnung.xml', { syntax: 'ubl', defects: { noBuyerReference: true, noBuyerName: true } })])
  const r = report(page, 'xrechnung.xml')
  const kosit = r.locator('[data-rule="BR-DE-15"] blockquote')
  await expect(kosit).toHaveAttribute('lang', 'de')
  await expect(kosit).toHaveText(CATALOGUE['BR-DE-15']![3])
  const cen = r.locator('[data-rule="BR-07"] blockquote')
  await expect(cen).toHaveAttribute('lang', 'en')
  await expect(cen).toHaveText(CATALOGUE['BR-07']![3])
})

test('/e-rechnung-pruefer: a long invoice shows its first lines with the report and every other line after, in order', async ({ page }) => {
  test.setTimeout(120_000)
  const { FIRST_LINES } = await import('../../renderer/islands/EInvoiceChecker/InvoiceView')
  const lines = FIRST_LINES * 4 + 7
  await open(page, 'de')
  await choose(page, [xmlFile('lang.xml', { syntax: 'cii', lines })])
  const rows = report(page, 'lang.xml').getByRole('region', { name: `${texts('de').sections.lines} – lang.xml` }).locator('tbody tr')
  await expect(rows).toHaveCount(lines, { timeout: 30_000 })
  const ids = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector('td')!.textContent!.trim()))
  const node = await checkFile(new TextEncoder().encode(invoiceXml({ syntax: 'cii', lines })), parseXmlNode)
  expect(node.ok).toBe(true)
  if (node.ok) expect(ids).toEqual(node.report.invoice.lines.map((l) => l.identifier!.value.trim()))
})

test('/e-rechnung-pruefer: under a policy that forbids every connection the check still works and nothing tries to connect', async ({ page }) => {
  // The site sends connect-src 'self' (core/security-headers.ts); here the page gets connect-src
  // 'none', so any fetch, XMLHttpRequest, beacon or WebSocket would be refused and reported.
  await page.route('**/e-rechnung-pruefer', async (route) => {
    const response = await route.fetch()
    const csp = response.headers()['content-security-policy']!
    expect(csp).toContain("connect-src 'self'")
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': csp.replace("connect-src 'self'", "connect-src 'none'") } })
  })
  await page.addInitScript(() => {
    ;(window as unknown as { violations: string[] }).violations = []
    document.addEventListener('securitypolicyviolation', (event) => (window as unknown as { violations: string[] }).violations.push(`${event.effectiveDirective} ${event.blockedURI}`))
  })
  await open(page, 'en')
  await choose(page, [xmlFile('x.xml', { syntax: 'ubl' }), xmlFile('y.xml', { syntax: 'cii', defects: { noBuyerName: true } })])
  await expect(report(page, 'x.xml')).toHaveAttribute('data-verdict', 'valid')
  await expect(report(page, 'y.xml')).toHaveAttribute('data-verdict', 'invalid')
  const violations = await page.evaluate(() => (window as unknown as { violations: string[] }).violations)
  expect(violations.filter((v) => v.startsWith('connect-src'))).toEqual([])
})

test('/e-rechnung-pruefer at 390 px: a report with findings and its tables fits the phone; wide tables scroll in their own box', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 390, height: 844 })
  await open(page, 'de')
  await choose(page, [xmlFile('handy.xml', { syntax: 'ubl', lines: 3, defects: { wrongLineTotal: true, noSellerVat: true } })])
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const inScrollBox = (el: Element) => el.closest('.einvoice-scroll') !== null
    return [...document.querySelectorAll('body *')]
      .filter((el) => !inScrollBox(el) && el.getBoundingClientRect().right > width + 1)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`)
      .slice(0, 5)
  })
  expect(overflow).toEqual([])
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectNoAxeViolations(page, '/de/e-rechnung-pruefer at 390 px with a report')
})

test('/e-rechnung-pruefer without JavaScript: the page says the check runs on the visitor’s device and needs it', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  for (const lang of languages) {
    const text = eRechnungPrueferPage.text[lang]
    await open(page, lang)
    await expect(page.getByRole('heading', { name: text.noScript.title })).toBeVisible()
    await expect(page.getByText(text.noScript.text)).toBeVisible()
    await expect(page.locator('.einvoice-dropzone')).toBeHidden()
    await expect(page.getByRole('heading', { name: text.privacy.title })).toBeVisible()
  }
  await context.close()
})

test('/e-rechnung-pruefer: a Factur-X PDF is read from its attachment; BASIC WL is named as no e-invoice; a PDF without invoice, an encrypted and a damaged one are refused with their texts', async ({ page }) => {
  const t = texts('de')
  await open(page, 'de')
  const refused: { file: FileSpec; code: 'pdf-without-invoice' | 'pdf-encrypted' | 'pdf-damaged' }[] = [
    { file: { name: 'nur-pdf.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await plainPdf()) }, code: 'pdf-without-invoice' },
    { file: { name: 'verschluesselt.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await plainPdf('geheim')) }, code: 'pdf-encrypted' },
    { file: { name: 'kaputt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj <</Type /Catalog /Pages 2 0 R') }, code: 'pdf-damaged' },
  ]
  for (const { file, code } of refused) {
    const node = await checkFile(new Uint8Array(file.buffer), parseXmlNode)
    expect(node.ok ? 'ok' : node.error.code, file.name).toBe(code)
  }
  await choose(page, refused.map((r) => r.file))
  for (const { file, code } of refused) await expect(report(page, file.name).locator(`[data-error="${code}"]`)).toHaveText(t.errors[code])
  await choose(page, [
    { name: 'factur-x.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await facturXPdf(invoiceXml({ syntax: 'cii', specification: FACTURX_EN16931, number: 'FX-2025-1' }))) },
    { name: 'basic-wl.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await facturXPdf(invoiceXml({ syntax: 'cii', specification: FACTURX_BASIC_WL }))) },
  ])
  const fx = report(page, 'factur-x.pdf')
  await expect(fx.locator('[data-profile]')).toHaveAttribute('data-profile', 'factur-x-en16931')
  await expect(fx.getByText(format(t.containers.pdf, { attachment: 'factur-x.xml' }))).toBeVisible()
  await expect(fx.getByText('FX-2025-1', { exact: true })).toBeVisible()
  await expect(report(page, 'basic-wl.pdf')).toHaveAttribute('data-verdict', 'notInvoice')
  await expect(report(page, 'basic-wl.pdf').locator('[data-rule="SITE-PROFILE-01"]')).toBeVisible()
})

// The report as a bookkeeper uses it (issue 37, item 6).
const reportTexts = (lang: Lang) => eInvoiceReportTexts[lang]
const sha256 = (bytes: Uint8Array | Buffer) => createHash('sha256').update(bytes).digest('hex')

/** Clicks a download button and returns the saved file's bytes. */
async function downloaded(page: Page, button: ReturnType<Page['locator']>): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()])
  return readFile((await download.path())!)
}

test('/e-rechnung-pruefer: the bottom line first, announced; the record names date, rule versions and SHA-256; print shows only the chosen report; the XML saved as chosen; focus kept after removing', async ({ page }) => {
  test.setTimeout(120_000)
  await page.addInitScript(() => {
    window.print = () => {
      document.documentElement.dataset.printed = String(Number(document.documentElement.dataset.printed ?? 0) + 1)
    }
  })
  const t = texts('de')
  const r = reportTexts('de')
  await open(page, 'de')
  const valid = xmlFile('gut.xml', { syntax: 'ubl', number: 'BOOK-0001' })
  const missingBuyer = xmlFile('ohne-kaeufer.xml', { syntax: 'cii', number: 'BOOK-0002', defects: { noBuyerName: true } })
  const before = new Date()
  await choose(page, [valid, missingBuyer])

  // The bottom line, consistent with the consequence classes: a mandatory detail missing asks for a correction.
  await expect(report(page, 'gut.xml')).toHaveAttribute('data-bottom-line', 'book')
  await expect(report(page, 'ohne-kaeufer.xml')).toHaveAttribute('data-bottom-line', 'correctionMandatory')
  await expect(report(page, 'ohne-kaeufer.xml').locator('[data-consequence="mandatory-content"]')).toBeVisible()
  const card = report(page, 'ohne-kaeufer.xml').locator('.result-card')
  await expect(card.locator('.einvoice-bottom-line')).toContainText(r.bottomLine.correctionMandatory.title)
  // The bottom line comes before the verdict in the card.
  expect((await card.innerText()).indexOf(r.bottomLine.correctionMandatory.title)).toBeLessThan((await card.innerText()).indexOf(t.verdicts.invalid.title))

  // The live region announces the last file's bottom line.
  await expect(page.getByRole('status')).toHaveText(format(r.announced, { name: 'ohne-kaeufer.xml', outcome: r.bottomLine.correctionMandatory.title }))

  // The record: check date, rule versions, the file's SHA-256 (node:crypto as the independent oracle).
  const record = report(page, 'gut.xml').locator('.einvoice-record')
  await expect(record.locator('[data-sha256]')).toHaveText(sha256(valid.buffer))
  await expect(report(page, 'ohne-kaeufer.xml').locator('.einvoice-record [data-sha256]')).toHaveText(sha256(missingBuyer.buffer))
  await expect(record).toContainText(RULE_SETS.en16931)
  await expect(record).toContainText(RULE_SETS.xrechnung)
  const checkedAt = new Date((await record.locator('[data-checked-at]').getAttribute('data-checked-at'))!)
  expect(checkedAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000)
  expect(checkedAt.getTime()).toBeLessThanOrEqual(Date.now())

  // Money and units as a German reader expects them: one format for every amount, hours by name.
  const lines = report(page, 'gut.xml').getByRole('region', { name: `${t.sections.lines} – gut.xml` })
  await expect(lines).toContainText('1 Stunde')
  await expect(lines).toContainText('2 Stunden')
  await expect(lines).not.toContainText('HUR')
  const totals = report(page, 'gut.xml').getByRole('region', { name: `${t.sections.totals} – gut.xml` })
  for (const cell of await totals.locator('td').allInnerTexts()) if (/\d/.test(cell)) expect(cell).toMatch(/^−?-?[\d.]+,\d{2}\s€/)

  // Saving the XML: the bytes saved are the bytes chosen.
  const saved = await downloaded(page, report(page, 'gut.xml').locator('[data-download="xml"]'))
  expect(sha256(saved)).toBe(sha256(valid.buffer))

  // Printing one of two reports prints only that one, with its record.
  await report(page, 'ohne-kaeufer.xml').getByRole('button', { name: t.actions.print }).click()
  await expect(page.locator('html')).toHaveAttribute('data-printed', '1')
  await page.emulateMedia({ media: 'print' })
  await expect(report(page, 'ohne-kaeufer.xml').locator('.einvoice-record')).toBeVisible()
  await expect(report(page, 'ohne-kaeufer.xml').locator('.einvoice-bottom-line')).toBeVisible()
  await expect(report(page, 'gut.xml').locator('.result-card')).toBeHidden()
  await expect(report(page, 'gut.xml').locator('.einvoice-record')).toBeHidden()
  await expect(report(page, 'ohne-kaeufer.xml').locator('.einvoice-downloads')).toBeHidden()
  await page.emulateMedia({ media: 'screen' })
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')))
  await expect(report(page, 'ohne-kaeufer.xml')).not.toHaveClass(/print-area/)

  // Removing the results: the focus goes to the file input, the reader hears it.
  await page.locator('[data-clear-results]').click()
  await expect(page.locator('article.einvoice-report')).toHaveCount(0)
  await expect(page.locator('[data-island="einvoice-checker"] input[type=file]')).toBeFocused()
  await expect(page.getByRole('status')).toHaveText(r.cleared)
})

test('/e-rechnung-pruefer: a PDF’s embedded invoice and its other attachment, saved byte for byte', async ({ page }) => {
  test.setTimeout(120_000)
  const { PDFDocument } = await import('pdf-lib')
  const xml = invoiceXml({ syntax: 'cii', specification: FACTURX_EN16931, number: 'FX-SAVE-1' })
  const doc = await PDFDocument.load(await facturXPdf(xml))
  const note = new TextEncoder().encode('Lieferschein 4711\n')
  await doc.attach(note, 'lieferschein.txt', { mimeType: 'text/plain', description: 'Lieferschein' })
  const pdf = Buffer.from(await doc.save())
  const r = reportTexts('en')
  await open(page, 'en')
  await choose(page, [{ name: 'with-attachments.pdf', mimeType: 'application/pdf', buffer: pdf }])
  const fx = report(page, 'with-attachments.pdf')
  await expect(fx.locator('[data-download="xml"]')).toHaveText(format(r.downloads.xmlFromPdf, { attachment: 'factur-x.xml' }))
  expect(sha256(await downloaded(page, fx.locator('[data-download="xml"]')))).toBe(sha256(Buffer.from(xml)))
  const other = fx.locator('[data-download="embedded"]')
  await expect(other).toHaveText(format(r.downloads.attachment, { name: 'lieferschein.txt' }))
  expect(sha256(await downloaded(page, other))).toBe(sha256(note))
  await expect(page.getByRole('status')).toHaveText(format(r.announced, { name: 'with-attachments.pdf', outcome: r.bottomLine.book.title }))
})

for (const lang of languages) {
  test(`/e-rechnung-pruefer (${lang}) at 390 px: the totals and the VAT breakdown become stacked lists that fit the phone; axe light and dark`, async ({ page }) => {
    test.setTimeout(120_000)
    const t = texts(lang)
    await page.setViewportSize({ width: 390, height: 844 })
    await open(page, lang)
    await choose(page, [xmlFile('handy.xml', { syntax: 'ubl', lines: 3, defects: { wrongLineTotal: true } })])
    expect(await horizontalOverflow(page)).toBeNull()
    for (const section of [t.sections.totals, t.sections.vatBreakdown]) {
      const region = report(page, 'handy.xml').getByRole('region', { name: `${section} – handy.xml` })
      const { scroll, client } = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }))
      expect(scroll, section).toBeLessThanOrEqual(client)
    }
    await expectNoAxeViolations(page, `/e-rechnung-pruefer (${lang}) at 390 px with a report`)
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.evaluate(() => document.documentElement.classList.add('dark'))
    await expectNoAxeViolations(page, `/e-rechnung-pruefer (${lang}) at 390 px with a report, dark`)
  })
}

// Issue 37 item 5: wrong and broken files get their own message in each language, the engine runs in
// a Web Worker (the page answers a click while the worker is busy: judged by events, not by time), and a
// dropped connection while the checker's code loads is named and offers a retry.
const otherFormatText = (lang: Lang, f: keyof ReturnType<typeof texts>['otherFormats']) => `${texts(lang).otherFormats[f]} ${texts(lang).errors['other-format']}`

for (const lang of languages) {
  test(`/e-rechnung-pruefer (${lang}): wrong files people send, each with its message; a bomb PDF is refused as too large when unpacked`, async ({ page }) => {
    test.setTimeout(180_000)
    const t = texts(lang)
    const { bombPdf, pdfWithRawAttachments } = await import('../support/einvoice/bomb')
    const { deflateSync } = await import('node:zlib')
    const { default: sharp } = await import('sharp')
    const valid = invoiceXml({ syntax: 'cii', specification: FACTURX_EN16931 })
    const lines = valid.replace('</ram:ID>', '</ram:Id>').split('\n')
    const line = lines.findIndex((l) => l.includes('</ram:Id>')) + 1
    const column = lines[line - 1]!.indexOf('</ram:Id>') + '</ram:Id>'.length
    const zip = (await import('node:child_process')).spawnSync('zip', ['-q', '-', '-'], { input: valid }).stdout as Buffer
    const pdf = Buffer.from(await facturXPdf(valid))
    const zugferd1 = '<?xml version="1.0" encoding="UTF-8"?><rsm:CrossIndustryDocument xmlns:rsm="urn:ferd:CrossIndustryDocument:invoice:1p0"/>'
    const cases: { file: FileSpec; expected: string; code: string }[] = [
      { file: { name: 'kaputt.xml', mimeType: 'application/xml', buffer: Buffer.from(lines.join('\n')) }, code: 'not-well-formed', expected: format(t.errors['not-well-formed'], { line, column }) },
      { file: { name: 'scan.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer() }, code: 'other-format', expected: otherFormatText(lang, 'png') },
      { file: { name: 'xrechnung.zip', mimeType: 'application/zip', buffer: zip }, code: 'other-format', expected: otherFormatText(lang, 'zip') },
      { file: { name: 'rechnung.html', mimeType: 'text/html', buffer: Buffer.from('<!DOCTYPE html><html><body><p>Rechnung<br></body></html>') }, code: 'other-format', expected: otherFormatText(lang, 'html') },
      { file: { name: 'bombe.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await bombPdf()) }, code: 'pdf-xml-too-large', expected: format(t.errors['pdf-xml-too-large'], { limit: String(MAX_XML_BYTES / 1024 / 1024) }) },
      { file: { name: 'zugferd1.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await facturXPdf(zugferd1, 'ZUGFeRD-invoice.xml')) }, code: 'pdf-zugferd-1', expected: t.errors['pdf-zugferd-1'] },
    ]
    expect(zip.subarray(0, 2).toString()).toBe('PK')
    await open(page, lang)
    await choose(page, cases.map((c) => c.file))
    for (const c of cases) await expect(report(page, c.file.name).locator(`[data-error="${c.code}"]`), c.file.name).toHaveText(c.expected)
    // Read: a PDF with a line end before %PDF-, and one whose first XML attachment is not the invoice.
    const second = await pdfWithRawAttachments([
      { name: 'lieferschein.xml', flate: deflateSync('<Lieferschein xmlns="urn:example:delivery"/>'), relationship: 'Supplement' },
      { name: 'rechnung.xml', flate: deflateSync(valid) },
    ])
    await choose(page, [
      { name: 'zeilenumbruch.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('\n'), pdf]) },
      { name: 'zweiter-anhang.pdf', mimeType: 'application/pdf', buffer: Buffer.from(second) },
    ])
    await expect(report(page, 'zeilenumbruch.pdf')).toHaveAttribute('data-verdict', 'valid')
    await expect(report(page, 'zweiter-anhang.pdf').getByText(format(t.containers.pdf, { attachment: 'rechnung.xml' }))).toBeVisible()
  })
}

test('/e-rechnung-pruefer: the page answers a click while the worker checks a long invoice', async ({ page }) => {
  test.setTimeout(180_000)
  const t = texts('de')
  await open(page, 'de')
  // (The bomb PDF is answered too fast for a click to land while the worker reads it: its time to the
  // answer is a figure of the benchmark, its message is pinned above.)
  for (const file of [{ name: 'lang.xml', mimeType: 'application/xml', buffer: Buffer.from(invoiceXml({ syntax: 'ubl', lines: 4000 })) }]) {
    // The click's handler notes whether the engine had answered by then (its measure "einvoice:engine"
    // is made when the worker's answer arrives). On the main thread the engine would finish first.
    await page.evaluate(() => {
      performance.clearMarks('einvoice:sent')
      performance.clearMeasures('einvoice:engine')
      const w = window as unknown as { engineDoneAtClick?: boolean }
      delete w.engineDoneAtClick
      document.querySelector('.einvoice-checker input[type=checkbox]')!.addEventListener('click', () => (w.engineDoneAtClick ??= performance.getEntriesByName('einvoice:engine').length > 0), { once: true })
    })
    const before = await page.locator('article.einvoice-report').count()
    await page.locator('[data-island="einvoice-checker"] input[type=file]').setInputFiles([file])
    await page.waitForFunction(() => performance.getEntriesByName('einvoice:sent').length > 0)
    await page.getByLabel(t.showIds).click()
    expect(await page.evaluate(() => (window as unknown as { engineDoneAtClick?: boolean }).engineDoneAtClick), file.name).toBe(false)
    await expect(page.locator('article.einvoice-report')).toHaveCount(before + 1, { timeout: 60_000 })
  }
  await expect(report(page, 'lang.xml')).toHaveAttribute('data-verdict', 'valid')
})

for (const lang of languages) {
  test(`/e-rechnung-pruefer (${lang}): a connection lost before the checker's code loads is named, not blamed on the file; retry checks it`, async ({ page, context }) => {
    const t = texts(lang)
    await open(page, lang)
    await page.hover('.einvoice-dropzone')
    await expect(page.locator('[data-island="einvoice-checker"]')).toHaveAttribute('data-hydrated', /.*/)
    await context.setOffline(true)
    await page.locator('[data-island="einvoice-checker"] input[type=file]').setInputFiles([xmlFile('offline.xml', { syntax: 'ubl' })])
    const r = report(page, 'offline.xml')
    await expect(r.locator('[data-error="load-failed"]')).toHaveText(t.errors['load-failed'])
    await context.setOffline(false)
    await r.getByRole('button', { name: t.retry }).click()
    await expect(report(page, 'offline.xml')).toHaveAttribute('data-verdict', 'valid')
    await expect(page.locator('article.einvoice-report')).toHaveCount(1)
  })
}

// Issue 37 item 5, "no file can freeze the page for more than 1 s of main-thread time", measured in
// main-thread time: Chromium's trace of the page's main thread (CrRendererMain), each task's CPU time
// (the trace's thread duration, which a loaded machine does not stretch as it does the wall-clock
// Long Tasks API), from the file handed over until its report shows every line. With the engine on the
// main thread a file took seconds there in one task (the 12,000-line invoice, 6.6 MB, 1.5 s of CPU);
// in the worker only the report's rendering runs
// there, in slices, and the reports already shown are not rendered again (a 2,000-line PDF's report
// beside three others took 1.3 s of CPU in one task while they were).
interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { name?: string }
}

/** The page's main-thread tasks in a Chromium trace: each one's wall-clock and CPU milliseconds. */
function mainThreadTasks(trace: { traceEvents: TraceEvent[] }): { wall: number; cpu: number }[] {
  const main = new Set(trace.traceEvents.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`))
  return trace.traceEvents.filter((e) => e.ph === 'X' && e.name === 'RunTask' && main.has(`${e.pid}:${e.tid}`)).map((e) => ({ wall: (e.dur ?? 0) / 1000, cpu: (e.tdur ?? e.dur ?? 0) / 1000 }))
}

test('/e-rechnung-pruefer: no file holds the main thread for a second of CPU — 2,000-line Factur-X PDFs, a 12,000-line invoice and a PDF that unpacks to 3 GiB, each beside the reports before', async ({ page, browser }) => {
  test.setTimeout(600_000)
  const t = texts('de')
  const { bombPdf } = await import('../support/einvoice/bomb')
  await open(page, 'de')
  await page.hover('.einvoice-dropzone')
  await expect(page.locator('[data-island="einvoice-checker"]')).toHaveAttribute('data-hydrated', /.*/)
  // The valid files first: each later file is checked beside the reports already shown.
  const pdf = Buffer.from(await facturXPdf(invoiceXml({ syntax: 'cii', specification: FACTURX_EN16931, lines: 2000 })))
  const files: { file: FileSpec; lines: number; verdict?: string; error?: string }[] = [
    { file: { name: '2000-zeilen.pdf', mimeType: 'application/pdf', buffer: pdf }, lines: 2000, verdict: 'valid' },
    { file: xmlFile('12000-zeilen.xml', { syntax: 'ubl', lines: 12_000 }), lines: 12_000, verdict: 'valid' },
    { file: { name: 'bombe.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await bombPdf()) }, lines: 0, error: 'pdf-xml-too-large' },
    { file: { name: '2000-zeilen-nochmal.pdf', mimeType: 'application/pdf', buffer: pdf }, lines: 2000, verdict: 'valid' },
  ]
  // From files on disk: Playwright hands a path to the browser as a person's choice does (buffers it
  // would decode in the page, a task of the harness's own).
  const dir = await mkdtemp(join(tmpdir(), 'einvoice-main-thread-'))
  for (const { file, lines, verdict, error } of files) {
    const path = join(dir, file.name)
    await writeFile(path, file.buffer)
    // While the trace runs the test only counts elements by CSS: Playwright's role queries walk the
    // whole page on its main thread (over 12,000 rows, most of a second per poll).
    const before = await page.locator('article.einvoice-report').count()
    await browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline'] })
    await page.locator('[data-island="einvoice-checker"] input[type=file]').setInputFiles([path])
    await page.waitForFunction(
      ({ before, lines }) => {
        const reports = document.querySelectorAll('article.einvoice-report')
        return reports.length === before + 1 && reports[before]!.querySelectorAll('tbody tr').length >= lines
      },
      { before, lines },
      { timeout: 240_000, polling: 500 },
    )
    const tasks = mainThreadTasks(JSON.parse((await browser.stopTracing()).toString('utf8')))
    const r = report(page, file.name)
    if (error) await expect(r.locator(`[data-error="${error}"]`)).toBeVisible()
    if (verdict) await expect(r).toHaveAttribute('data-verdict', verdict)
    if (lines) await expect(r.getByRole('region', { name: `${t.sections.lines} – ${file.name}` }).locator('tbody tr')).toHaveCount(lines)
    const longest = tasks.reduce((m, x) => (x.cpu > m.cpu ? x : m), { wall: 0, cpu: 0 })
    const figures = `${file.name}: ${tasks.length} tasks on the main thread, ${Math.round(tasks.reduce((a, x) => a + x.cpu, 0))} ms CPU in all; the longest ${Math.round(longest.cpu)} ms CPU (${Math.round(longest.wall)} ms wall-clock)`
    test.info().annotations.push({ type: 'main thread', description: figures })
    expect(tasks.length, 'the trace holds the main thread').toBeGreaterThan(0)
    expect(longest.cpu, figures).toBeLessThan(1000)
  }
})
