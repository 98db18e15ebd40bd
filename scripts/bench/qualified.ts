// The qualified confirmation's costs: making the evidence PDF per language (first and warm, as one
// function instance makes them), a list of 500 rows through the local server against the fake
// BZSt and VIES with no pace (what the server manages; a visitor's list keeps the pace of 30 a
// minute), and the list check's page in Chromium with a 500-row list running: its long tasks.
import { chromium } from 'playwright'
import type { Lang } from '../../content/types'
import { readCustomerList } from '../../core/customer-list'
import { batchLimits, batchRows, firstJobs, runBatch, type CheckAnswer } from '../../core/qualified-batch'
import { qualifiedCheckApi, type QualifiedCheckAnswer, type QualifiedCheckResult } from '../../core/qualified-check-api'
import { receiptPdf } from '../../lambdas/qualified-check/receipt-pdf'
import { postJson } from '../../renderer/client/api'
import { startFakeEvatr } from '../../tests/support/fake-evatr'
import { startFakeVies, viesAnswers } from '../../tests/support/fake-vies'
import { startLocalSite } from '../../tests/support/local-site'
import { chromiumFlags, chromiumPath } from '../chromium'
import { median, ms, quantile, table } from './report'

const sample: QualifiedCheckResult = {
  route: 'evatr',
  outcome: 'valid',
  status: 'evatr-0000',
  requestedAt: '2026-11-26T10:15:30.123456789+01:00',
  receivedAt: '2026-11-26T09:15:30.412Z',
  reference: '0f1e2d3c4b5a6978',
  matches: { companyName: 'match', street: 'noMatch', postcode: 'notSupplied', city: 'match' },
  codes: { companyName: 'A', street: 'B', postcode: 'D', city: 'A' },
  attention: ['noMatch'],
  validFrom: undefined,
  validUntil: undefined,
  request: { requesterVatId: 'DE811907980', vatId: 'BG123456789', companyName: 'Българска Търговия ЕООД', city: 'София', street: 'ул. Витоша 1', postcode: '' },
  record: { id: '0f1e2d3c4b5a6978', anfrageZeitpunkt: '2026-11-26T10:15:30.123456789+01:00', status: 'evatr-0000', ergFirmenname: 'A', ergStrasse: 'B', ergPlz: 'D', ergOrt: 'A' },
  answer: null,
}

/** A list as an ERP writes it: half Austrian numbers (BZSt route; ending 5555, which the fake BZSt answers as valid), half German ones (VIES route, another requester). */
function customerList(rows: number, country: 'AT' | 'DE'): string {
  const lines = ['Kunde;USt-IdNr.;Straße;PLZ;Ort']
  for (let i = 0; i < rows; i++) lines.push(country === 'AT' ? `Muster Handels GmbH;ATU${1000 + i}5555;Hauptstraße 1;1010;Wien` : `Kunde ${i} GmbH;DE${100_000_000 + i};;;Berlin`)
  return lines.join('\r\n')
}

export async function measureQualified(): Promise<string> {
  const pdfRows: (string | number)[][] = []
  for (const lang of ['de', 'en', 'zh'] as Lang[]) {
    const times: number[] = []
    let bytes = 0
    for (let i = 0; i < 51; i++) {
      const started = performance.now()
      bytes = (await receiptPdf(sample, lang, new Date())).bytes.length
      times.push(performance.now() - started)
    }
    const [first, ...warm] = times
    pdfRows.push([`evidence PDF, ${lang}`, ms(first!), ms(median(warm)), ms(quantile(warm, 0.95)), `${(bytes / 1024).toFixed(1)} KB`])
  }

  const evatr = await startFakeEvatr()
  const vies = await startFakeVies((request) => viesAnswers.qualified(request))
  const site = await startLocalSite({ sesEndpoint: 'http://127.0.0.1:1', viesUrl: vies.url, evatrUrl: evatr.url, env: { QUALIFIED_CHECKS_PER_MINUTE: '100000' } })
  const listRows: (string | number)[][] = []
  let longTasks: number[] = []
  try {
    for (const [country, requester] of [['AT', 'DE811907980'], ['DE', 'ATU12345678']] as const) {
      const read = readCustomerList(new TextEncoder().encode(customerList(250, country)))
      if (!read.ok) throw new Error(read.error)
      const rows = batchRows(read.list, read.list.columns)
      const perRow: number[] = []
      let answered = 0
      const started = performance.now()
      await runBatch(
        {
          paceMs: 0,
          sleep: (wait) => new Promise((resolve) => setTimeout(resolve, wait)),
          now: () => Date.now(),
          waitWhilePaused: () => Promise.resolve(),
          stopped: () => false,
          check: async (request) => {
            const asked = performance.now()
            const answer = (await postJson<QualifiedCheckAnswer>(`${site.url}${qualifiedCheckApi.path}`, request)) as CheckAnswer
            perRow.push(performance.now() - asked)
            return answer
          },
          onState: (_, state) => void (state.kind === 'done' && answered++),
        },
        firstJobs(rows),
        requester,
        'de',
      )
      const seconds = (performance.now() - started) / 1000
      listRows.push([`250 rows, ${country === 'AT' ? 'BZSt' : 'VIES'} route, no pace`, `${answered}/250`, `${(250 / seconds).toFixed(0)} rows/s`, ms(median(perRow)), ms(quantile(perRow, 0.95))])
    }

    // The page with a 500-row list running at the visitor's pace for 30 s: the table re-renders on every answer.
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
    try {
      const page = await browser.newPage()
      await page.addInitScript(() => {
        const w = window as unknown as { longTasks: number[] }
        w.longTasks = []
        new PerformanceObserver((entries) => entries.getEntries().forEach((entry) => w.longTasks.push(entry.duration))).observe({ type: 'longtask', buffered: true })
      })
      await page.goto(`${site.url}/de/ust-id-bestaetigung`)
      const batch = page.locator('[data-island="qualified-batch"]')
      await batch.locator('input[name="requesterVatId"]').fill('DE811907980')
      await batch.locator('input[name="declaration"]').check()
      await batch.locator('input[type="file"]').setInputFiles({ name: 'kunden.csv', mimeType: 'text/csv', buffer: Buffer.from(customerList(500, 'AT')) })
      await batch.locator('button[type="submit"]').click()
      await page.waitForTimeout(30_000)
      longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks)
    } finally {
      await browser.close()
    }
  } finally {
    await site.close()
    await Promise.all([evatr.close(), vies.close()])
  }

  return [
    table(['made by the function', 'first', 'warm p50', 'warm p95', 'size'], pdfRows, ['l', 'r', 'r', 'r', 'r']),
    '',
    table(['list check through the local server (fakes)', 'answered', 'throughput', 'per row p50', 'per row p95'], listRows, ['l', 'r', 'r', 'r', 'r']),
    '',
    `A visitor's list keeps the pace of one row every ${batchLimits.paceMs} ms (${Math.floor(60_000 / batchLimits.paceMs)} a minute, under the server's ${qualifiedCheckApi.perClientPerMinute}): 500 rows take ${((500 * batchLimits.paceMs) / 60_000).toFixed(1)} minutes.`,
    `The page in Chromium with a 500-row list running for 30 s: ${longTasks.length} long tasks (≥ 50 ms), the longest ${Math.round(Math.max(0, ...longTasks))} ms.`,
  ].join('\n')
}
