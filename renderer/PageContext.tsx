import { createContext, useContext, type ReactNode } from 'react'
import type { Lang } from '../content/types'
import { ui } from '../content/ui'
import { localize } from '../core/i18n'
import type { SearchKind } from '../core/site'

interface PageInfo {
  lang: Lang
  /** The language-neutral path of the page, e.g. "/kontakt". */
  path: string
  /** Vike's route parameters: { termId } on /lexikon/@termId, { year } on /fristenkalender/@year. */
  routeParams: Record<string, string>
  /** Whether the site search indexes the page (indexable pages; not 404s, form results, /suche). */
  searchable?: boolean
  /** What the page is to a visitor, shown beside its site search results (core/site.ts). */
  searchKind?: SearchKind
}

const PageInfoContext = createContext<PageInfo>({ lang: 'en', path: '/', routeParams: {} })

export function PageInfoProvider({ value, children }: { value: PageInfo; children: ReactNode }) {
  return <PageInfoContext.Provider value={value}>{children}</PageInfoContext.Provider>
}

export function usePageInfo(): PageInfo {
  return useContext(PageInfoContext)
}

/** The page's language. */
export function useLang(): Lang {
  return usePageInfo().lang
}

/** Shared site strings (content/ui.ts) in the page's language. */
export function useUi() {
  return localize(ui.text, useLang())
}
