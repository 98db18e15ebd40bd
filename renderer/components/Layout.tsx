import type { ReactNode } from 'react'
import { useUi } from '../PageContext'
import { CookieBanner } from './CookieBanner'
import { Footer } from './Footer'
import { Header } from './Header'
import { ToastRegion } from './ToastRegion'

/** The shared layout of every route: skip link, header, main area, footer, banner, toasts. */
export function Layout({ children }: { children: ReactNode }) {
  const t = useUi()
  return (
    <>
      <a href="#main" className="skip-link">
        {t.skipLink}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer />
      <CookieBanner />
      <ToastRegion />
    </>
  )
}
