import { useUi } from '../../PageContext'
import { Link } from '../Link/Link'

/**
 * Shown only while no choice is stored: the boot script sets <html data-consent="none"> before
 * the first paint, and the chrome script stores "accepted" or "declined" under cookieConsent.
 */
export function CookieBanner() {
  const t = useUi()
  return (
    <section
      aria-labelledby="cookie-banner-title"
      data-cookie-banner
      className="cookie-banner fixed inset-x-0 bottom-0 z-40 border-t border-border bg-card shadow-[0_-4px_16px_rgb(0_0_0/0.08)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="text-sm text-fg">
          <h2 id="cookie-banner-title" className="font-semibold">{t.cookieBanner.title}</h2>
          <p className="mt-1 text-fg-muted">
            {t.cookieBanner.text}{' '}
            <Link className="link" href="/datenschutz">{t.cookieBanner.privacyLink}</Link>
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <button type="button" data-consent-choice="declined" className="btn btn-secondary">
            {t.cookieBanner.decline}
          </button>
          <button type="button" data-consent-choice="accepted" className="btn btn-primary">
            {t.cookieBanner.accept}
          </button>
        </div>
      </div>
    </section>
  )
}
