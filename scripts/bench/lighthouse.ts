// Lighthouse (mobile preset: the default config, Moto G Power emulation with simulated slow 4G)
// on the pages that matter most, in every language, against the local server. Each page is run
// three times and the median run (Lighthouse's own choice by FCP and interactivity) reported.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { languages } from '../../content/languages'
import { pathsBelow } from '../../core/site'
import { localizePath } from '../../core/url-rules'
import { chromiumFlags, chromiumPath } from '../chromium'
import { table } from './report'

// The home page, a service, the glossary, a term, an article, the deadline calendar, and every page
// with a widget (quick scan, VAT ID validator, both contact forms, booking, qualified check,
// e-invoice checker, VAT report analyser) and the EU VAT rates: fifteen pages, forty-five with their languages.
const allPages = ['/', '/vat-beratung', '/lexikon', pathsBelow('/lexikon/')[0]!, pathsBelow('/artikel/')[0]!, '/fristenkalender', '/vat-quick-scan', '/ust-id-pruefer', '/kontakt', '/trainings-workshops', '/termin', '/ust-id-bestaetigung', '/e-rechnung-pruefer', '/amazon-ust-bericht', '/ust-saetze']
// LIGHTHOUSE_PAGES="/kontakt /termin" runs only those (every language), to look again at one page quickly.
const pages = process.env.LIGHTHOUSE_PAGES ? process.env.LIGHTHOUSE_PAGES.split(/\s+/).filter((p) => allPages.includes(p)) : allPages
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const runsPerPage = 3

export interface LighthouseRow {
  url: string
  scores: Record<(typeof categories)[number], number>
  lcpMs: number
  tbtMs: number
  cls: number
  /** Weighted audits that did not pass, to say why a category is below 100. */
  failing: string[]
}

/** One Lighthouse run; a failed trace recording (NO_NAVSTART and the like) is retried twice. */
async function audit(url: string, port: number, attempt = 1): Promise<Result> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...categories] })
  const error = result ? result.lhr.runtimeError : { message: 'no result' }
  if (!error) return result!.lhr
  if (attempt < 3) return audit(url, port, attempt + 1)
  throw new Error(`Lighthouse failed on ${url}: ${error.message}`)
}

export async function runLighthouse(baseUrl: string): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumFlags] })
  const rows: LighthouseRow[] = []
  try {
    for (const lang of languages) {
      for (const page of pages) {
        const url = localizePath(page, lang)
        const runs: Result[] = []
        for (let i = 0; i < runsPerPage; i++) runs.push(await audit(`${baseUrl}${url}`, chrome.port))
        const lhr: Result = computeMedianRun(runs)
        const failing = categories.flatMap((c) =>
          lhr.categories[c]!.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => `${ref.id} ${lhr.audits[ref.id]!.score}`),
        )
        rows.push({
          url,
          scores: Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as LighthouseRow['scores'],
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
          failing,
        })
        process.stderr.write(`lighthouse ${url}: ${categories.map((c) => rows.at(-1)!.scores[c]).join('/')} ${failing.join(', ')}\n`)
      }
    }
  } finally {
    chrome.kill()
  }
  return rows
}

export function lighthouseTable(rows: LighthouseRow[]): string {
  const body = rows.map((r) => [r.url, r.scores.performance, r.scores.accessibility, r.scores['best-practices'], r.scores.seo, Math.round(r.lcpMs), Math.round(r.tbtMs), r.cls.toFixed(3)])
  const failing = rows.filter((r) => r.failing.length > 0).map((r) => `- ${r.url}: ${r.failing.join(', ')}`)
  return [
    table(['page', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'LCP ms', 'TBT ms', 'CLS'], body),
    `\nMedian of ${runsPerPage} runs per page. Weighted audits scoring below 1 (score):`,
    failing.length > 0 ? failing.join('\n') : 'none: every weighted audit passed on every page.',
  ].join('\n')
}
