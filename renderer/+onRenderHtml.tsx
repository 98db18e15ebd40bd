import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { htmlLang } from '../content/languages'
import { bootScript } from './boot-script'
import { Layout } from './components/Layout/Layout'
import { Head, StructuredData } from './Head'
import { routeAt } from '../core/site'
import { PageInfoProvider } from './PageContext'
import './styles.css'

export async function onRenderHtml(pageContext: PageContextServer) {
  // The language from onBeforeRoute; urlPathname is the logical, prefix-free URL.
  const lang = pageContext.locale
  const path = pageContext.urlPathname
  const routeParams = pageContext.routeParams ?? {}
  const Page = pageContext.Page
  if (!Page) throw new Error(`No page component for ${pageContext.urlOriginal}`)
  const route = routeAt(path)
  const meta = route.meta(lang)
  const indexable = route.indexable && !pageContext.is404

  const pageHtml = renderToString(
    <PageInfoProvider value={{ lang, path, routeParams, searchable: indexable && route.canonical === path, searchKind: route.searchKind }}>
      <Layout>
        <Page />
      </Layout>
    </PageInfoProvider>,
  )
  const headHtml = renderToStaticMarkup(<Head lang={lang} path={path} meta={meta} indexable={indexable} />)
  const structuredDataHtml = renderToStaticMarkup(<StructuredData lang={lang} path={path} meta={meta} indexable={indexable} />)

  return escapeInject`<!DOCTYPE html>
<html lang="${htmlLang[lang]}">
<head>
<meta charset="utf-8">
<script>${dangerouslySkipEscape(bootScript)}</script>
${dangerouslySkipEscape(headHtml)}
</head>
<body>${dangerouslySkipEscape(pageHtml)}${dangerouslySkipEscape(structuredDataHtml)}</body>
</html>`
}
