import { defaultLang, htmlLang, languages } from '../../content/languages'
import { absoluteUrl } from '../../core/urls'
import { localizePath } from '../../core/url-rules'
import { escapeXml } from './xml'

/** sitemap.xml: every path in every language, each entry listing its language alternates. */
export function buildSitemap(paths: readonly string[]): string {
  const urls = paths.flatMap((path) =>
    languages.map((lang) => {
      const alternates = [
        ...languages.map((l) => ({ hreflang: htmlLang[l], href: absoluteUrl(localizePath(path, l)) })),
        { hreflang: 'x-default', href: absoluteUrl(localizePath(path, defaultLang)) },
      ]
        .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`)
        .join('\n')
      return `  <url>\n    <loc>${escapeXml(absoluteUrl(localizePath(path, lang)))}</loc>\n${alternates}\n  </url>`
    }),
  )
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`
}

/** Everything but the API may be crawled; without an Allow line no parser (first-match or longest-match) can read /api/ as allowed. */
export function buildRobotsTxt(): string {
  return `User-agent: *\nDisallow: /api/\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`
}

