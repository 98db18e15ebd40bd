import { articles } from '../../content/articles'
import { bookingAvailability } from '../../content/booking'
import { eInvoiceReportTexts } from '../../content/einvoice/report'
import { eInvoiceRuleTexts } from '../../content/einvoice/rules'
import { eInvoiceTerms } from '../../content/einvoice/terms'
import { firm } from '../../content/firm'
import { glossary } from '../../content/glossary'
import { tradeAndProcedureTerms } from '../../content/glossary/trade-and-procedure'
import { vatTerms } from '../../content/glossary/vat'
import { pageFile, sitePages } from '../../content/pages'
import { isSitePath, siteRoutes } from '../../core/site'
import { packages } from '../../content/packages'
import { facts } from '../../content/facts'
import { termbase } from '../../content/termbase'
import { vatRates } from '../../content/vat-rates'
import { ui } from '../../content/ui'
import { legalPlaceholders } from '../../renderer/legal'

/** A content file as the check sees it: where it lives, which type it must match, its data. */
export interface ContentFile {
  file: string
  /** Name of the exported type in content/types.ts that the file's data must satisfy. */
  type: string
  data: unknown
  /**
   * false for files whose per-language lists are no translations of each other (the termbase's
   * variants, a fact's `statedWith` words): their lists need not match German in length.
   */
  translated?: false
}

/** Every content file of the site. */
export function contentFiles(): ContentFile[] {
  return [
    { file: 'content/firm.ts', type: 'Firm', data: firm },
    { file: 'content/ui.ts', type: 'Ui', data: ui },
    { file: 'content/packages.ts', type: 'PackageList', data: packages },
    { file: 'content/termbase.ts', type: 'Termbase', data: termbase, translated: false },
    { file: 'content/facts.ts', type: 'Facts', data: facts, translated: false },
    { file: 'content/booking.ts', type: 'BookingAvailability', data: bookingAvailability, translated: false },
    { file: 'content/vat-rates.ts', type: 'VatRateTable', data: vatRates, translated: false },
    { file: 'content/glossary/vat.ts', type: 'Glossary', data: vatTerms },
    { file: 'content/einvoice/terms.ts', type: 'EInvoiceTermLabels', data: eInvoiceTerms },
    { file: 'content/einvoice/rules.ts', type: 'EInvoiceRuleTexts', data: eInvoiceRuleTexts },
    { file: 'content/einvoice/report.ts', type: 'EInvoiceReportTexts', data: eInvoiceReportTexts },
    { file: 'content/glossary/trade-and-procedure.ts', type: 'Glossary', data: tradeAndProcedureTerms },
    ...articles.map((article) => ({ file: `content/articles/${article.id}.ts`, type: 'Article', data: article })),
    ...sitePages.map((page) => ({ file: pageFile(page.route), type: page.type, data: page.content })),
  ]
}

/** What references in content may point to. */
export interface KnownTargets {
  /** Paths an internal link may point to: every page of core/site.ts (a term, an article, a calendar year, …). */
  paths: Set<string>
  /** Ids a `packageId` / `packageIds` value may name. */
  packageIds: Set<string>
  /** Names a {placeholder} in a text may use. */
  placeholders: Set<string>
  /** Ids a glossary term's `related` list may name. */
  termIds: Set<string>
}

/** Placeholders filled by the renderer outside the legal texts (see the components using format()). */
const renderPlaceholders = ['year', 'query', 'firm', 'hotkey', 'amount', 'minutes', 'min', 'max', 'rate', 'net', 'gross', 'index', 'count', 'link', 'period', 'answered', 'total', 'score', 'rating', 'categories', 'date', 'time', 'zone', 'firmTime', 'days', 'name', 'url', 'phone', 'email', 'validFrom', 'validUntil', 'service', 'country', 'perMinute', 'done', 'field', 'page', 'keyUrl', 'signedAt', 'vatId', 'requesterVatId', 'outcome', 'basis', 'xmlLimit', 'pdfLimit', 'limit', 'root', 'attachment', 'en16931', 'xrechnung', 'terms', 'element', 'category', 'encoding', 'row', 'first', 'reason', 'error', 'status', 'version', 'file', 'sha256', 'from', 'to', 'line', 'column', 'rows', 'layout', 'delimiter']

export function knownTargets(): KnownTargets {
  return {
    paths: new Set(siteRoutes.map((route) => route.path).filter(isSitePath)),
    termIds: new Set(glossary.map((term) => term.id)),
    packageIds: new Set(packages.map((p) => p.id)),
    placeholders: new Set([...renderPlaceholders, ...Object.keys(legalPlaceholders('de'))]),
  }
}
