import type { ReactNode } from 'react'
import { usePageInfo, useUi } from '../../PageContext'
import { CookieBanner } from '../CookieBanner/CookieBanner'
import { Footer } from '../Footer/Footer'
import { Header, MobileMenu } from '../Header/Header'
import { SearchDialog } from '../Search/SearchDialog'
import { ToastRegion } from '../ToastRegion/ToastRegion'

/** The shared layout of every route: skip link, header, main area, footer, banner, toasts. */
export function Layout({ children }: { children: ReactNode }) {
  const t = useUi()
  const { searchable, searchKind } = usePageInfo()
  // Pagefind indexes only <main> of searchable pages, and keeps each page's kind for its result.
  const search = searchable ? { 'data-pagefind-body': '', 'data-pagefind-meta': `kind:${searchKind ?? 'page'}` } : {}
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
      {/* The first frame waits for this element (renderer/Head.tsx, rel="expect"): the body is parsed. */}
      <div id="document-end" hidden />
    </>
  )
}
