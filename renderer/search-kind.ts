import { sitePages } from '../content/pages'
import type { PageTypes } from '../content/types'
import { classifyPath } from './page-meta'

export type SearchKind = 'service' | 'tool' | 'term' | 'article' | 'page'

/** What a page is to a visitor, by its content type: shown beside each search result. */
const kindOfType: Partial<Record<keyof PageTypes, SearchKind>> = {
  ServicePage: 'service',
  CustomsPage: 'service',
  ExciseOverviewPage: 'service',
  ExciseDetailPage: 'service',
  RegistrationPage: 'service',
  TrainingsPage: 'service',
  PricingPage: 'service',
  ToolsPage: 'tool',
  VatCheckerPage: 'tool',
  DeadlineCalendarPage: 'tool',
  QuickScanPage: 'tool',
}

export function searchKind(path: string): SearchKind {
  const page = classifyPath(path)
  if (page.kind === 'term') return 'term'
  if (page.kind === 'article') return 'article'
  if (page.kind === 'calendar-year') return 'tool'
  const entry = sitePages.find((p) => p.route === path)
  return (entry && kindOfType[entry.type]) ?? 'page'
}
