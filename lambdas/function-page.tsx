import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { firm } from '../content/firm'
import { htmlLang } from '../content/languages'
import type { Lang } from '../content/types'
import { localizePath } from '../core/url-rules'

/**
 * A page a function renders itself, for the forms without JavaScript (the VAT ID check's result,
 * the booking steps): the site's name and the tool's page in a small header, the content, the
 * build's stylesheet (without it the page is plain but complete), never indexed.
 */
/** `heading` is the page's one <h1>, above the content. */
export function functionPage({ lang, title, heading, section, stylesheet, children }: { lang: Lang; title: string; heading: string; section: { href: string; label: string }; stylesheet: string | undefined; children: ReactNode }): string {
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
