import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { firm } from '../content/firm'
import { fallbackLang, htmlLang } from '../content/languages'
import { footerLinks } from '../content/navigation'
import type { Lang } from '../content/types'
import { ui } from '../content/ui'
import { localizePath } from '../core/url-rules'

/** The legal pages every page links to (§ 5 DDG, Art. 13 GDPR): imprint, privacy policy, terms. */
const legalLinks = footerLinks.filter((link) => link.label === 'imprint' || link.label === 'privacy' || link.label === 'terms')

/**
 * A page a function renders itself, for the forms without JavaScript (the VAT ID check's result,
 * the booking steps): the site's name and the tool's page in a small header, the content, a footer
 * with the legal pages as on every static page, the build's stylesheet (without it the page is
 * plain but complete), never indexed.
 */
/** `heading` is the page's one <h1>, above the content. */
export function functionPage({ lang, title, heading, section, stylesheet, children }: { lang: Lang; title: string; heading: string; section: { href: string; label: string }; stylesheet: string | undefined; children: ReactNode }): string {
  const footer = (ui.text[lang] ?? ui.text[fallbackLang]).footer
  const body = renderToStaticMarkup(
    <>
      <header className="border-b border-border">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
          <a href={localizePath('/', lang)} className="font-semibold text-fg">{firm.shortName}</a>
          <a href={localizePath(section.href, lang)} className="link text-sm text-fg">{section.label}</a>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h1 className="text-balance text-3xl font-bold tracking-tight text-fg">{heading}</h1>
        {children}
      </main>
      <footer className="border-t border-border">
        <nav aria-label={footer.linksTitle} className="mx-auto max-w-3xl px-4 py-6 sm:px-6">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {legalLinks.map((link) => (
              <li key={link.href}>
                <a href={localizePath(link.href, lang)} className="link text-fg-muted">{footer[link.label]}</a>
              </li>
            ))}
          </ul>
        </nav>
      </footer>
    </>,
  )
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    '<meta name="color-scheme" content="light">',
    renderToStaticMarkup(<title>{`${title} | ${firm.shortName}`}</title>),
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    stylesheet ? renderToStaticMarkup(<link rel="stylesheet" href={stylesheet} />) : '',
  ].join('')
  return `<!DOCTYPE html><html lang="${htmlLang[lang]}"><head>${head}</head><body class="bg-bg text-fg">${body}</body></html>`
}
