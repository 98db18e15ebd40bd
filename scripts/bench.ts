// `npm run bench [-- <section> ...]`: the measurements of docs/benchmarks.md, printed as Markdown.
// Sections: build, determinism, weight, hydration, lighthouse, load, booking, qualified, einvoice, vat-report, lambda (default: all, in that order; every section
// except build uses the current dist/, so run build or `npm run build` first). Exits 1 when a
// page is over its weight or hydration budget.
import { readdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { arch, cpus, totalmem } from 'node:os'
import { pageWeightReport } from './bench/page-weight'
import { lighthouseTable, runLighthouse } from './bench/lighthouse'
import { startLocalSite } from './bench/local-site'
import { section } from './bench/report'
import { buildTable, measureBuilds } from './bench/build-time'
import { connections, loadTable, measure } from './bench/load'
import { startNginx } from './bench/nginx'
import { lambdaTable, measureLambdas } from './bench/lambda-latency'
import { benchLimits, bookingTable, calendarSizeTable, measureBooking, measureBookingRaces, measureCalendarSize, raceTable } from './bench/booking'
import { calendarCallCapacity } from '../lambdas/booking/calendar'
import { calendarFeedTable, measureCalendarFeed } from './bench/booking-calendar'
import { determinismTable, measureDeterminism } from './bench/determinism'
import { measureQualified } from './bench/qualified'
import { measureEinvoice } from './bench/einvoice'
import { measureEInvoiceMainThread } from './bench/einvoice-main-thread'
import { measureEInvoicePage } from './bench/einvoice-page'
import { measureHydration } from './bench/hydration'
import { measureVatReport } from './bench/vat-report'
import { measureVatReportPage } from './bench/vat-report-page'

const all = ['build', 'determinism', 'weight', 'hydration', 'lighthouse', 'load', 'booking', 'qualified', 'einvoice', 'vat-report', 'lambda'] as const
type Section = (typeof all)[number]
const asked = process.argv.slice(2)
const unknown = asked.filter((a) => !(all as readonly string[]).includes(a))
if (unknown.length > 0) {
  console.error(`Unknown section(s): ${unknown.join(', ')}. Sections: ${all.join(', ')}`)
  process.exit(2)
}
const sections: Section[] = asked.length > 0 ? (asked as Section[]) : [...all]
const root = fileURLToPath(new URL('../dist/client/', import.meta.url))
let failed = false

console.log(`# Benchmarks\n\nMachine: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${(totalmem() / 2 ** 30).toFixed(0)} GB RAM, ${arch()}, Node ${process.versions.node}. Run: ${new Date().toISOString()}.`)

for (const name of sections) {
  switch (name) {
    case 'einvoice': {
      console.log(section('E-invoice checker: engine weight, 1,000 lines in Chromium, CLI', 'npm run bench -- einvoice'))
      const { text, overBudget } = await measureEinvoice()
      console.log(text)
      failed ||= overBudget.length > 0
      // The page in Chromium (scripts/bench/einvoice-page.ts): its JS by phase, a 1,000-line invoice validated and shown.
      console.log('\n### The checker page\n')
      const page = await measureEInvoicePage()
      console.log(page.text)
      failed ||= page.overBudget.length > 0
      // The main thread while the worker checks (scripts/bench/einvoice-main-thread.ts): long tasks, the bomb's answer.
      console.log('\n### The main thread while a file is checked\n')
      const main = await measureEInvoiceMainThread()
      console.log(main.text)
      failed ||= main.overBudget.length > 0
      break
    }
    case 'vat-report': {
      console.log(section('Amazon VAT Transactions Report analyser: 100,000 rows in Node and in Chromium', 'npm run bench -- vat-report'))
      const { text, overBudget } = await measureVatReport()
      console.log(text)
      failed ||= overBudget.length > 0
      // The page in Chromium (scripts/bench/vat-report-page.ts): its JS by phase, 100,000 rows analysed in the worker.
      console.log('\n### The analyser page\n')
      const page = await measureVatReportPage()
      console.log(page.text)
      failed ||= page.overBudget.length > 0
      break
    }
    case 'qualified': {
      console.log(section('Qualified confirmation: evidence PDF and list check', 'npm run bench -- qualified'))
      console.log(await measureQualified())
      break
    }
    case 'weight': {
      console.log(section('Page weight', 'npm run bench -- weight'))
      const { text, overBudget } = pageWeightReport(root)
      console.log(text)
      failed ||= overBudget.length > 0
      break
    }
    case 'hydration': {
      console.log(section('Widgets: first click to hydrated (CPU 4× slower)', 'npm run bench -- hydration'))
      const { text, overBudget } = await measureHydration()
      console.log(text)
      failed ||= overBudget.length > 0
      break
    }
    case 'lighthouse': {
      console.log(section('Lighthouse (mobile)', 'npm run bench -- lighthouse'))
      const site = await startLocalSite()
      try {
        console.log(lighthouseTable(await runLighthouse(site.url)))
      } finally {
        await site.stop()
      }
      break
    }
    case 'build': {
      console.log(section('Build time', 'npm run bench -- build'))
      console.log(buildTable(await measureBuilds(fileURLToPath(new URL('..', import.meta.url)))))
      break
    }
    case 'determinism': {
      console.log(section('Build determinism', 'npm run bench -- determinism'))
      const result = await measureDeterminism(fileURLToPath(new URL('..', import.meta.url)))
      console.log(determinismTable(result))
      failed ||= result.differing.length > 0
      break
    }
    case 'load': {
      console.log(section('Local server under load', 'npm run bench -- load'))
      const site = await startLocalSite()
      const nginx = await startNginx(root)
      try {
        const page = '/de/lexikon'
        const node = await measure({ label: `local server: GET ${page}`, url: `${site.url}${page}`, expectStatus: 200, serverPid: site.pid })
        const baseline = await measure({ label: `nginx: GET ${page}`, url: `${nginx.url}${page}`, expectStatus: 200, serverPid: nginx.pid })
        const inquiry = { name: 'Load Test', email: 'load@example.com', message: 'Benchmark inquiry.', source: 'General Contact Form', lang: 'en' }
        const contact = await measure({ label: 'local server: POST /api/send-contact-email → SES emulator', url: `${site.url}/api/send-contact-email`, method: 'POST', body: JSON.stringify(inquiry), expectStatus: 200, serverPid: site.pid })
        const vies = await measure({ label: 'local server: POST /api/vies-vat-check → fake VIES', url: `${site.url}/api/vies-vat-check`, method: 'POST', body: JSON.stringify({ countryCode: 'DE', vatNumber: '123456789' }), expectStatus: 200, serverPid: site.pid })
        const mails = ((await (await fetch(`${site.sesUrl}/store`)).json()) as { emails: unknown[] }).emails.length
        const sent = contact.warmUp.ok + contact.measured.ok
        const archived = (await readdir(site.archiveDir)).filter((f) => f.endsWith('.json')).length
        // autocannon stops with up to one request per connection in flight: those were still handled.
        const consistent = mails === archived && archived >= sent && archived <= sent + 2 * connections
        console.log(
          loadTable([node.measured, baseline.measured, contact.measured, vies.measured], [
            `Static page, local server ÷ nginx: ${(node.measured.requestsPerSecond / baseline.measured.requestsPerSecond).toFixed(2)} × the requests/s, ${(node.measured.p99Ms / baseline.measured.p99Ms).toFixed(2)} × the p99 latency, ${(node.measured.cpuUsPerRequest / baseline.measured.cpuUsPerRequest).toFixed(1)} × the CPU time per request.`,
            `Contact API: ${sent} inquiries answered 200 (warm-up included); the archive holds ${archived}, the SES emulator ${mails} mails (the difference: requests in flight when autocannon stopped, at most ${2 * connections}).`,
          ]),
        )
        failed ||= !consistent
      } finally {
        await Promise.all([site.stop(), nginx.stop()])
      }
      break
    }
    case 'booking': {
      console.log(section('Booking API through the local server', 'npm run bench -- booking'))
      const site = await startLocalSite(benchLimits)
      try {
        console.log(bookingTable(await measureBooking(site)))
        const races = await measureBookingRaces(site)
        console.log(`\n${raceTable(races)}`)
        const sizes = await measureCalendarSize()
        console.log(`\nThe calendar item with every offered slot booked (DynamoDB's limit is 400 KB; the store holds ${calendarCallCapacity} calls at most, the content check allows availability of up to 90 % of that):\n\n${calendarSizeTable(sizes)}`)
        failed ||= sizes.some((size) => size.booked !== size.offered || size.oneWinner !== size.raced || size.offered > size.bound || size.writeKb > 400)
        // Exactly once where it must be; and whatever the load, every 200 is a held slot and every other answer held none.
        failed ||= races.some((race) => race.held.some((count, i) => count !== race.successes[i]) || (race.expected === 1 && race.successes.some((count) => count !== 1)))
      } finally {
        await site.stop()
      }
      console.log('\nWith a large calendar feed (issue 29): GET /api/booking-slots, each feed in a fresh server\n')
      console.log(calendarFeedTable(await measureCalendarFeed()))
      break
    }
    case 'lambda': {
      console.log(section('Lambda handlers: cold start and warm latency', 'npm run bench -- lambda'))
      console.log(lambdaTable(await measureLambdas(fileURLToPath(new URL('..', import.meta.url)))))
      break
    }
  }
}
process.exit(failed ? 1 : 0)
