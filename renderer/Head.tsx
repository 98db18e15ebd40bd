import { firm } from '../content/firm'
import { ui } from '../content/ui'
import { localize } from '../core/i18n'
import { format } from '../core/text'
import { jsonLdScript, legalService, pageStructuredData, webPage } from './structured-data'
import { htmlLang, languages, ogLocale, defaultLang } from '../content/languages'
import type { Lang, PageMeta } from '../content/types'
import { absoluteUrl, feedPath } from '../core/urls'
import { localizePath } from '../core/url-rules'
import { routeAt } from '../core/site'
import { shareImage, shareImageUrl } from './share-image'

/** Everything in <head> except the boot script and the assets Vike injects. */
export function Head({ lang, path: requestedPath, meta, indexable }: { lang: Lang; path: string; meta: PageMeta; indexable: boolean }) {
  const title = `${meta.title} | ${firm.shortName}`
  // A page reachable under two paths (the default calendar year) speaks of itself by one.
  const path = routeAt(requestedPath).canonical
  const canonical = absoluteUrl(localizePath(path, lang))
  const route = routeAt(path)
  const article = indexable && route.kind === 'article' ? route.article : undefined
  return (
    <>
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      <meta name="description" content={meta.description} />
      <meta name="color-scheme" content="light dark" />
      <meta name="theme-color" content="#0f2747" />
      {/* No frame before the whole body is parsed (its last element is #document-end): on a slow
          device the parser yields mid-document, and a half-parsed header, a control row whose
          later items are still missing (the calendar's filters) or the fixed cookie banner
          without its buttons (it grew from 61 to 125 px: CLS 0.0086) would shift as the rest
          arrives. */}
      <link rel="expect" href="#document-end" blocking="render" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link
        rel="alternate"
        type="application/rss+xml"
        title={format(localize(ui.text, lang).news.feedTitle, { firm: firm.shortName })}
        href={feedPath(lang)}
      />
      {indexable ? (
        <>
          <link rel="canonical" href={canonical} />
          {languages.map((l) => (
            <link key={l} rel="alternate" hrefLang={htmlLang[l]} href={absoluteUrl(localizePath(path, l))} />
          ))}
          <link rel="alternate" hrefLang="x-default" href={absoluteUrl(localizePath(path, defaultLang))} />
        </>
      ) : (
        <meta name="robots" content="noindex" />
      )}
      <meta property="og:type" content={article ? 'article' : 'website'} />
      {article && <meta property="article:published_time" content={article.date} />}
      <meta property="og:site_name" content={firm.shortName} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      {indexable && <meta property="og:url" content={canonical} />}
      <meta property="og:locale" content={ogLocale[lang]} />
      {languages
        .filter((l) => l !== lang)
        .map((l) => (
          <meta key={l} property="og:locale:alternate" content={ogLocale[l]} />
        ))}
      {/* Every indexable page has its share image (scripts/build-share-cards.ts); form results and not-found views have none. */}
      {indexable && (
        <>
          <meta property="og:image" content={shareImageUrl(path, lang)} />
          <meta property="og:image:type" content={shareImage.type} />
          <meta property="og:image:width" content={String(shareImage.width)} />
          <meta property="og:image:height" content={String(shareImage.height)} />
          <meta property="og:image:alt" content={meta.title} />
        </>
      )}
      <meta name="twitter:card" content={indexable ? 'summary_large_image' : 'summary'} />
    </>
  )
}

/** The page's JSON-LD, placed after #document-end: search engines read it anywhere in the document,
 *  and there it is no part of the bytes the first paint waits for. */
export function StructuredData({ lang, path: requestedPath, meta, indexable }: { lang: Lang; path: string; meta: PageMeta; indexable: boolean }) {
  const path = routeAt(requestedPath).canonical
  return (
    <>
      {[legalService(), ...(indexable ? [webPage(path, lang, meta), ...pageStructuredData(path, lang)] : [])].map((data, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />
      ))}
    </>
  )
}
