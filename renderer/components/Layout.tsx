import type { ReactNode } from 'react'
import { usePageInfo, useUi } from '../PageContext'
import { searchKind } from '../search-kind'
import { CookieBanner } from './CookieBanner'
import { Footer } from './Footer'
import { Header, MobileMenu } from './Header'
import { SearchDialog } from './SearchDialog'
import { ToastRegion } from './ToastRegion'

/** The shared layout of every route: skip link, header, main area, footer, banner, toasts. */
export function Layout({ children }: { children: ReactNode }) {
  const t = useUi()
  const { path, searchable } = usePageInfo()
  // Pagefind indexes only <main> of searchable pages, and keeps each page's kind for its result.
  const search = searchable ? { 'data-pagefind-body': '', 'data-pagefind-meta': `kind:${searchKind(path)}` } : {}
  return (
    <>
      <a href="#main" className="skip-link">
        {t.skipLink}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none" {...search}>
        {children}
      </main>
      <Footer />
      {/* The closed dialogs come last: the first screen (header, first section) then fits the first TCP flight. */}
      <MobileMenu />
      <SearchDialog />
      <CookieBanner />
      <ToastRegion />
    </>
  )
}
