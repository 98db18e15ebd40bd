import { articles } from '../../content/articles'
import { firm } from '../../content/firm'
import { htmlLang } from '../../content/languages'
import type { Lang } from '../../content/types'
import { ui } from '../../content/ui'
import { localize } from '../../core/i18n'
import { format } from '../../core/text'
import { absoluteUrl, feedPath } from '../../core/urls'
import { localizePath } from '../../core/url-rules'
import { escapeXml } from './xml'

/** RSS 2.0 feed of the news articles in one language, newest first. */
export function buildFeed(lang: Lang): string {
  const t = localize(ui.text, lang)
  const title = format(t.news.feedTitle, { firm: firm.shortName })
  const items = articles.map((article) => {
    const text = localize(article.text, lang)
    const url = absoluteUrl(localizePath(`/artikel/${article.id}`, lang))
    return `    <item>
      <title>${escapeXml(text.title)}</title>
      <link>${escapeXml(url)}</link>
      <guid isPermaLink="true">${escapeXml(url)}</guid>
      <pubDate>${new Date(`${article.date}T00:00:00Z`).toUTCString()}</pubDate>
      <description>${escapeXml(text.teaser)}</description>
    </item>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(title)}</title>
    <link>${escapeXml(absoluteUrl(localizePath('/lexikon', lang)))}</link>
    <atom:link href="${escapeXml(absoluteUrl(feedPath(lang)))}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(t.news.subtitle)}</description>
    <language>${htmlLang[lang]}</language>
${items.join('\n')}
  </channel>
</rss>
`
}
